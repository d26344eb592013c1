import { graphql } from "../../gql";

/** What the session store keeps of a sign-in: both sign-in mutations ask for it */
export const SessionStore_SignedIn = graphql(`
  fragment SessionStore_SignedIn on SignedIn {
    accessToken
    expiresAt
    rememberToken
    me {
      kind
      authCode
      clientId
      contractorId
      permissions {
        name
        level
      }
    }
  }
`);

export const SessionRoot_RememberSignIn = graphql(`
  mutation SessionRoot_RememberSignIn($token: String!) {
    signInWithRememberToken(input: { token: $token }) {
      session {
        ...SessionStore_SignedIn
      }
      error {
        code
        message
      }
    }
  }
`);

export const SessionRoot_Renew = graphql(`
  mutation SessionRoot_Renew {
    renewSession {
      accessToken
      expiresAt
    }
  }
`);

export const SessionRoot_SignOut = graphql(`
  mutation SessionRoot_SignOut {
    signOut
  }
`);

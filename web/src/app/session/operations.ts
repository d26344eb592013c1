import { graphql } from "../../gql";

export const SessionRoot_RememberSignIn = graphql(`
  mutation SessionRoot_RememberSignIn($token: String!) {
    signInWithRememberToken(input: { token: $token }) {
      session {
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

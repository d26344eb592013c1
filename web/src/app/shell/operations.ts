import { graphql } from "../../gql";

export const Shell_Me = graphql(`
  query Shell_Me {
    me {
      kind
      authCode
      clientId
      contractorId
      user {
        id
        fullName
      }
      department {
        id
        name
      }
      permissions {
        name
        level
      }
    }
  }
`);

export const Shell_CheckSession = graphql(`
  mutation Shell_CheckSession($requestedUrl: String) {
    checkSession(input: { requestedUrl: $requestedUrl }) {
      valid
      requestedUrl
    }
  }
`);

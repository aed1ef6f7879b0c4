import { graphql } from '../gql';

/** Who is logged in, as the server says. */
export const SESSION_ME = graphql(`
  query SessionMe {
    me {
      id
      name
      email
      role
    }
  }
`);

/** Ends this login on the server. */
export const LOGOUT = graphql(`
  mutation Logout {
    logout
  }
`);

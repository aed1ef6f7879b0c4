import { graphql } from '../gql';

/** Who is logged in, as the server says, and the office's time zone (every page asks it, logged in or not). */
export const SESSION_ME = graphql(`
  query SessionMe {
    me {
      id
      name
      email
      role
    }
    officeTimeZone
  }
`);

/** Ends this login on the server. */
export const LOGOUT = graphql(`
  mutation Logout {
    logout
  }
`);

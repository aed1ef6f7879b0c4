import { graphql } from '../gql';

/** Ends this session on the server and clears its cookie. */
export const LOGOUT = graphql(`
  mutation AdminLogout {
    logout
  }
`);

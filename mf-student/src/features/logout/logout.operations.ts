import { graphql } from '../../gql';

export const LOGOUT = graphql(`
  mutation StudentLogout {
    logout
  }
`);

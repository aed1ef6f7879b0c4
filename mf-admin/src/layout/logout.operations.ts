import { gql, type TypedDocumentNode } from '@apollo/client';

/** Ends this session on the server and clears its cookie. */
export const LOGOUT: TypedDocumentNode<{ logout: boolean }, Record<string, never>> = gql`
  mutation AdminLogout {
    logout
  }
`;

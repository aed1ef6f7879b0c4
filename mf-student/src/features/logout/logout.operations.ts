import { gql, type TypedDocumentNode } from '@apollo/client';

export const LOGOUT: TypedDocumentNode<{ logout: boolean }, Record<string, never>> = gql`
  mutation StudentLogout {
    logout
  }
`;

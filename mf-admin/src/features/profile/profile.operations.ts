import { gql, type TypedDocumentNode } from '@apollo/client';

/** The logged-in admin's own details. */
export interface AdminProfile {
  id: string;
  name: string;
  email: string;
  address: string | null;
  phoneNumber: string | null;
  /** YYYY-MM-DD. */
  dob: string | null;
}

export const ADMIN_PROFILE: TypedDocumentNode<{ me: AdminProfile | null }, Record<string, never>> = gql`
  query AdminProfile {
    me {
      id
      name
      email
      address
      phoneNumber
      dob
    }
  }
`;

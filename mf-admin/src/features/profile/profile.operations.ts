import { graphql } from '../../gql';
import type { AdminProfileQuery } from '../../gql/graphql';

/** The logged-in admin's own details. */
export type AdminProfile = NonNullable<AdminProfileQuery['me']>;

export const ADMIN_PROFILE = graphql(`
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
`);

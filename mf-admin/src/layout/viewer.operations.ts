import { graphql } from '../gql';

/**
 * Who is using the admin area: an admin sees the office's management screens, a warden does not,
 * a gate guard sees the gate only.
 */
export const STAFF_VIEWER = graphql(`
  query AdminStaffViewer {
    me {
      id
      role
    }
  }
`);

import { graphql } from '../../gql';
import type { AdminStaffQuery } from '../../gql/graphql';

export type StaffMember = AdminStaffQuery['staff'][number];
export type HostelOption = AdminStaffQuery['hostels'][number];

export const STAFF = graphql(`
  query AdminStaff {
    staff {
      id
      name
      email
      role
      status
      invitedAt
      trade
      hostels {
        id
        name
      }
    }
    hostels {
      id
      name
    }
  }
`);

export const INVITE_STAFF = graphql(`
  mutation AdminInviteStaff($input: InviteStaffInput!) {
    inviteStaff(input: $input) {
      id
      name
      email
      role
      status
      invitedAt
      trade
      hostels {
        id
        name
      }
    }
  }
`);

export const UPDATE_STAFF = graphql(`
  mutation AdminUpdateStaff($id: ID!, $input: UpdateStaffInput!) {
    updateStaff(id: $id, input: $input) {
      id
      role
      status
      trade
      hostels {
        id
        name
      }
    }
  }
`);

export const RESEND_INVITE = graphql(`
  mutation AdminResendInvite($id: ID!) {
    resendStaffInvite(id: $id) {
      id
      invitedAt
      status
    }
  }
`);

export const SET_DISABLED = graphql(`
  mutation AdminSetAccountDisabled($id: ID!, $disabled: Boolean!) {
    setAccountDisabled(id: $id, disabled: $disabled) {
      id
      disabled
    }
  }
`);

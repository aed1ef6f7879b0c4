import { graphql } from '../../gql';
import type { AdminRosterQuery } from '../../gql/graphql';

/** One student of the roster, as the table shows them. */
export type RosterStudent = AdminRosterQuery['roster']['entries'][number];

/** How students join: open signup, or the roster's students only. */
export const CAMPUS_SETTINGS = graphql(`
  query AdminCampusSettings {
    campusSettings {
      signupMode
    }
  }
`);

export const SET_SIGNUP_MODE = graphql(`
  mutation AdminSetSignupMode($mode: SignupMode!) {
    setSignupMode(mode: $mode) {
      signupMode
    }
  }
`);

/** A page of the roster, searched by enrollment ID, name or email. */
export const ROSTER = graphql(`
  query AdminRoster($search: String, $offset: Int!, $limit: Int!) {
    roster(search: $search, offset: $offset, limit: $limit) {
      total
      entries {
        enrollmentId
        name
        email
        gender
        yearOfStudy
        programme
        signedUp
        invitedAt
      }
    }
  }
`);

export const ADD_ROSTER_STUDENT = graphql(`
  mutation AdminAddRosterStudent($input: RosterStudentInput!) {
    addRosterStudent(input: $input) {
      enrollmentId
      name
      email
      gender
      yearOfStudy
      programme
      signedUp
      invitedAt
    }
  }
`);

/** Mails each rostered student without an account, not invited yet (no IDs given), a one-time link. */
export const INVITE_ROSTER_STUDENTS = graphql(`
  mutation AdminInviteRosterStudents($enrollmentIds: [String!]) {
    inviteRosterStudents(enrollmentIds: $enrollmentIds)
  }
`);

import { graphql } from '../../gql';
import type { AdminRosterCarryPreviewQuery, AdminRosterQuery } from '../../gql/graphql';

/** One student of the roster, as the table shows them. */
export type RosterStudent = AdminRosterQuery['roster']['entries'][number];
/** An academic year, as the roster's year picker offers it. */
export type RosterYear = AdminRosterQuery['academicYears'][number];
/** What carrying the roster would do (a dry run), or did. */
export type RosterCarry = AdminRosterCarryPreviewQuery['rosterCarryPreview'];

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

/** A page of one year's roster (null: the open year's), searched by enrollment ID, name or email; and the years there are. */
export const ROSTER = graphql(`
  query AdminRoster($search: String, $offset: Int!, $limit: Int!, $academicYear: String) {
    academicYears {
      id
      name
      current
      closedAt
    }
    roster(search: $search, offset: $offset, limit: $limit, academicYear: $academicYear) {
      academicYear {
        id
        name
        current
        closedAt
      }
      total
      entries {
        enrollmentId
        name
        email
        gender
        yearOfStudy
        programme
        needsAccessibleRoom
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
      needsAccessibleRoom
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

/** What carrying the roster of the year that closed last into the open one does, as the card shows it. */
export const ROSTER_CARRY_FIELDS = graphql(`
  fragment AdminRosterCarry on RosterCarry {
    dryRun
    fromYear
    intoYear
    lastYearOfStudy
    carried
    steps {
      yearOfStudy
      students
    }
    finalYear
    alreadyOnRoster
    leftOut {
      enrollmentId
      name
      yearOfStudy
      reason
    }
  }
`);

/** The carry's dry run: who would move a year on, who is left out and why; writes nothing. */
export const ROSTER_CARRY_PREVIEW = graphql(`
  query AdminRosterCarryPreview($lastYearOfStudy: Int) {
    rosterCarryPreview(lastYearOfStudy: $lastYearOfStudy) {
      ...AdminRosterCarry
    }
  }
`);

/** Carries the roster into the open year, in one step; a second time carries nobody. */
export const CARRY_ROSTER_FORWARD = graphql(`
  mutation AdminCarryRosterForward($lastYearOfStudy: Int) {
    carryRosterForward(lastYearOfStudy: $lastYearOfStudy) {
      ...AdminRosterCarry
    }
  }
`);

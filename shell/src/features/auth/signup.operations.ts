import { graphql } from '../../gql';

/** How students join this campus (anyone may ask): OPEN, or ROSTER, only the hostel office's students. */
export const CAMPUS_SETTINGS = graphql(`
  query ShellCampusSettings {
    campusSettings {
      signupMode
    }
  }
`);

/** What an invitation link from the hostel office pre-fills; null when it is unknown, used or expired. */
export const ROSTER_INVITATION = graphql(`
  query ShellRosterInvitation($token: String!) {
    rosterInvitation(token: $token) {
      name
      email
      enrollmentId
      gender
    }
  }
`);

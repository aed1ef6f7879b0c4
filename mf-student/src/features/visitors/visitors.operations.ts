import { graphql } from '../../gql';
import type { RegisterVisitorInput, StudentVisitFragment, StudentVisitorRulesQuery } from '../../gql/graphql';

export type Visit = StudentVisitFragment;
export type VisitStatus = Visit['status'];
export type VisitPass = NonNullable<Visit['pass']>;
export type VisitorRules = NonNullable<StudentVisitorRulesQuery['visitorRules']>;
export type VisitorInput = RegisterVisitorInput;

/**
 * Everything the page shows of one visit. The list, a live refresh and every action's answer
 * select it, so whichever comes last leaves a whole `Visit:<id>` in the cache and the page repaints.
 * The pass's token is left out (its QR code carries it), and so is its expiry: that is the token's,
 * a day after the visit, while the desk takes a pass only on its day.
 */
export const VISIT_FIELDS = graphql(`
  fragment StudentVisit on Visit {
    id
    status
    hostelName
    visitorName
    visitorPhone
    relation
    day
    expectedFrom
    expectedTo
    overnight
    walkIn
    commonRoomOnly
    askExpiresAt
    decidedByName
    decisionNote
    signedInAt
    signedOutAt
    overstayed
    canCancel
    pass {
      code
      qrSvg
    }
  }
`);

/** The student's visits, newest first (the gateway's order); an expected pre-registered one carries its pass. */
export const MY_VISITS = graphql(`
  query StudentMyVisits {
    myVisits {
      ...StudentVisit
    }
  }
`);

/** The rules of the student's own hostel (no hostel named); null while they hold no bed. */
export const VISITOR_RULES = graphql(`
  query StudentVisitorRules {
    visitorRules {
      hostelId
      hostelName
      hours {
        from
        to
      }
      maxAtOnce
      otherGenderCommonRoom
      overnightNeedsApproval
      overnightLeaveBy
    }
  }
`);

/** The id of a visit of the student's that changed (asked by the desk, decided, signed in or out): the list is read again. */
export const VISIT_CHANGED = graphql(`
  subscription StudentVisitChanged {
    visitChanged
  }
`);

export const REGISTER_VISITOR = graphql(`
  mutation StudentRegisterVisitor($input: RegisterVisitorInput!) {
    registerVisitor(input: $input) {
      ...StudentVisit
    }
  }
`);

export const CANCEL_VISIT = graphql(`
  mutation StudentCancelVisit($id: ID!) {
    cancelVisit(id: $id) {
      ...StudentVisit
    }
  }
`);

export const ANSWER_WALK_IN = graphql(`
  mutation StudentAnswerWalkIn($id: ID!, $accept: Boolean!) {
    answerWalkIn(id: $id, accept: $accept) {
      ...StudentVisit
    }
  }
`);

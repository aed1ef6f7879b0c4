import { graphql } from '../../gql';
import type { DeskVisitFragment, FrontDeskVisitFilter, VisitorDeskHostSearchQuery, VisitorDeskRulesQuery, VisitorIdType as ApiVisitorIdType, VisitStatus as ApiVisitStatus } from '../../gql/graphql';

/** A visit as the desk shows it (never a pass: that is the host's alone). */
export type DeskVisit = DeskVisitFragment;
/** The desk's list filter: a day (today by default), a status or text (every day), a hostel, a page. */
export type DeskVisitFilter = FrontDeskVisitFilter;
/** A resident a walk-in may come for. */
export type VisitHost = VisitorDeskHostSearchQuery['parcelRecipients'][number];
/** A hostel's visiting rules as the office reads them. */
export type VisitorRules = NonNullable<VisitorDeskRulesQuery['visitorRules']>;
export type VisitorIdType = ApiVisitorIdType;
export type VisitStatus = ApiVisitStatus;

export const DESK_VISIT_FIELDS = graphql(`
  fragment DeskVisit on Visit {
    id
    status
    hostelId
    hostelName
    studentId
    studentName
    roomNumber
    visitorName
    visitorPhone
    relation
    visitorGender
    day
    expectedFrom
    expectedTo
    overnight
    walkIn
    commonRoomOnly
    idType
    idLast4
    createdAt
    askExpiresAt
    decidedAt
    decidedByName
    decisionNote
    signedInAt
    signedInByName
    signedOutAt
    signedOutByName
    overstayed
  }
`);

/** The desk's visits: today's, those in now, overnight guests to approve, or the log's search. */
export const DESK_VISITS = graphql(`
  query VisitorDeskVisits($filter: FrontDeskVisitFilter) {
    frontDeskVisits(filter: $filter) {
      ...DeskVisit
    }
  }
`);

/** The visit a scanned token or typed code names, checked before signing the visitor in. */
export const VISITOR_PASS = graphql(`
  query VisitorDeskPass($code: String!) {
    visitorPass(code: $code) {
      ...DeskVisit
    }
  }
`);

/** Signs a visitor in on their pass (`code`) or from the day's list (`visitId`), with the ID shown. */
export const SIGN_IN_VISITOR = graphql(`
  mutation VisitorDeskSignIn($input: SignInVisitorInput!) {
    signInVisitor(input: $input) {
      ...DeskVisit
    }
  }
`);

export const SIGN_OUT_VISITOR = graphql(`
  mutation VisitorDeskSignOut($id: ID!) {
    signOutVisitor(id: $id) {
      ...DeskVisit
    }
  }
`);

/** A visitor without a pass: their host is asked live and has 10 minutes to answer. */
export const REGISTER_WALK_IN = graphql(`
  mutation VisitorDeskWalkIn($input: WalkInInput!) {
    registerWalkIn(input: $input) {
      ...DeskVisit
    }
  }
`);

/** Residents of the desk's hostels by name, enrollment ID or room: a walk-in's host. */
export const HOST_SEARCH = graphql(`
  query VisitorDeskHostSearch($query: String!) {
    parcelRecipients(query: $query) {
      studentId
      name
      enrollmentId
      hostelId
      hostelName
      roomNumber
    }
  }
`);

/** A visit of the desk's hostels changed: the lists are read again. */
export const VISIT_CHANGED = graphql(`
  subscription VisitorDeskVisitChanged {
    visitChanged
  }
`);

/** Office: approves or declines an overnight guest, with an optional note for the student. */
export const DECIDE_VISIT = graphql(`
  mutation VisitorDeskDecide($id: ID!, $approve: Boolean!, $note: String) {
    decideVisit(id: $id, approve: $approve, note: $note) {
      ...DeskVisit
    }
  }
`);

/** The hostels whose desk the viewer keeps (a warden's own, an admin's all). */
export const DESK_HOSTELS = graphql(`
  query VisitorDeskHostels {
    frontDeskHostels {
      id
      name
    }
  }
`);

export const VISITOR_RULES = graphql(`
  query VisitorDeskRules($hostelId: ID!) {
    visitorRules(hostelId: $hostelId) {
      hostelId
      hostelName
      hours {
        from
        to
      }
      maxAtOnce
      otherGenderCommonRoom
      overnightNeedsApproval
    }
  }
`);

export const SET_VISITOR_RULES = graphql(`
  mutation VisitorDeskSetRules($input: VisitorRulesInput!) {
    setVisitorRules(input: $input) {
      hostelId
      hostelName
      hours {
        from
        to
      }
      maxAtOnce
      otherGenderCommonRoom
      overnightNeedsApproval
    }
  }
`);

export const VISITOR_SETTINGS = graphql(`
  query VisitorDeskSettings {
    visitorSettings {
      retentionDays
    }
  }
`);

/** Admin: days a visit's record is kept after the visit (7 to 365), then erased. */
export const SET_RETENTION_DAYS = graphql(`
  mutation VisitorDeskSetRetentionDays($days: Int!) {
    setVisitorRetentionDays(days: $days) {
      retentionDays
    }
  }
`);

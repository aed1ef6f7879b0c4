import { graphql } from '../../gql';
import type { StudentMySelectionFragment, StudentSelectionNowFragment } from '../../gql/graphql';

/** The student's place in the published selection process of their hostels (null when there is none). */
export type MySelection = StudentMySelectionFragment;
/** A roommate group as the student sees it. */
export type SelectionGroup = NonNullable<MySelection['group']>;
/** One published process: which slots choose now, read at the server's `now`. */
export type SelectionNow = StudentSelectionNowFragment;

export const MY_SELECTION_FIELDS = graphql(`
  fragment StudentMySelection on MySelection {
    processId
    processName
    hostels
    lotteryNumber
    slot
    slotStartsAt
    groupSlotStartsAt
    closesAt
    state
    group {
      ...StudentSelectionGroup
    }
    invitations {
      groupId
      leaderName
      leaderEnrollmentId
      members
    }
    maxGroupSize
    now
  }
`);

export const SELECTION_GROUP_FIELDS = graphql(`
  fragment StudentSelectionGroup on SelectionGroup {
    id
    isLeader
    leader {
      id
      name
      enrollmentId
      status
    }
    members {
      id
      name
      enrollmentId
      status
    }
    invited {
      id
      name
      enrollmentId
      status
    }
  }
`);

/** The dashboard's card and the top of /selection. */
export const MY_SELECTION = graphql(`
  query StudentMySelection {
    mySelection {
      ...StudentMySelection
    }
  }
`);

export const SELECTION_NOW_FIELDS = graphql(`
  fragment StudentSelectionNow on SelectionNow {
    processId
    processName
    hostels
    selectingThrough
    nextSlot
    nextSlotAt
    slots
    closesAt
    closed
    now
  }
`);

/** The live banner: which slots of each published process choose now. */
export const SELECTION_NOW = graphql(`
  query StudentSelectionNow {
    selectionNow {
      ...StudentSelectionNow
    }
  }
`);

/** The caller leads a new group; those named are invited (pending until they answer). */
export const FORM_SELECTION_GROUP = graphql(`
  mutation FormSelectionGroup($members: [GroupMemberInput!]!) {
    formSelectionGroup(members: $members) {
      ...StudentSelectionGroup
    }
  }
`);

/** Accepts or declines an invitation to another student's group: the answer is the caller's place afresh. */
export const ANSWER_SELECTION_GROUP_INVITATION = graphql(`
  mutation AnswerSelectionGroupInvitation($groupId: ID!, $accept: Boolean!) {
    answerSelectionGroupInvitation(groupId: $groupId, accept: $accept) {
      ...StudentMySelection
    }
  }
`);

/** A member leaves; the leader disbands the group. */
export const LEAVE_SELECTION_GROUP = graphql(`
  mutation LeaveSelectionGroup {
    leaveSelectionGroup {
      ...StudentMySelection
    }
  }
`);

import { graphql } from '../../gql';
import type { StudentRepairJobFragment } from '../../gql/graphql';

export type RepairJob = StudentRepairJobFragment;
export type RepairStatus = RepairJob['status'];
export type RepairCategory = RepairJob['category'];
export type RepairPriority = RepairJob['urgency'];

/**
 * Everything the list shows of one job. The list, a live refresh and every action's answer select
 * it, so whichever arrives last leaves a whole `RepairJob:<id>` in the cache and the list repaints.
 */
export const REPAIR_JOB_FIELDS = graphql(`
  fragment StudentRepairJob on RepairJob {
    id
    status
    category
    description
    urgency
    priority
    mayEnter
    hostelName
    roomNumber
    commonArea
    assigneeName
    dueAt
    overdue
    createdAt
    fixedAt
    closedAt
    canCancel
    reopenUntil
    photos {
      id
      url
      width
      height
      sentByName
      fromReporter
    }
    comments {
      id
      authorName
      body
      createdAt
    }
  }
`);

/** The student's reports, newest first (the gateway's order). */
export const MY_REPAIR_JOBS = graphql(`
  query StudentMyRepairJobs {
    myRepairJobs {
      ...StudentRepairJob
    }
  }
`);

/** One job read again when staff change it. */
export const REPAIR_JOB = graphql(`
  query StudentRepairJob($id: ID!) {
    repairJob(id: $id) {
      ...StudentRepairJob
    }
  }
`);

/** The id of a job of the student's that changed (assigned, fixed, a comment…). */
export const REPAIR_CHANGED = graphql(`
  subscription StudentRepairChanged {
    repairChanged
  }
`);

/** The student's bed, to say which room "my room" is. */
export const REPAIR_ROOM = graphql(`
  query StudentRepairRoom {
    myRoom {
      room {
        id
        number
        hostelName
      }
    }
  }
`);

export const CANCEL_REPAIR = graphql(`
  mutation StudentCancelRepair($id: ID!) {
    cancelRepair(id: $id) {
      ...StudentRepairJob
    }
  }
`);

export const CONFIRM_REPAIR = graphql(`
  mutation StudentConfirmRepair($id: ID!) {
    confirmRepair(id: $id) {
      ...StudentRepairJob
    }
  }
`);

export const REOPEN_REPAIR = graphql(`
  mutation StudentReopenRepair($id: ID!, $note: String) {
    reopenRepair(id: $id, note: $note) {
      ...StudentRepairJob
    }
  }
`);

export const COMMENT_ON_REPAIR = graphql(`
  mutation StudentCommentOnRepair($id: ID!, $body: String!) {
    commentOnRepair(id: $id, body: $body) {
      ...StudentRepairJob
    }
  }
`);

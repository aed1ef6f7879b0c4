import { graphql } from '../../gql';
import type { AdminRepairJobFragment, AdminRepairJobRowFragment } from '../../gql/graphql';

export type RepairJobRow = AdminRepairJobRowFragment;
export type RepairJob = AdminRepairJobFragment;
export type RepairStatus = RepairJobRow['status'];
export type RepairCategory = RepairJobRow['category'];
export type RepairPriority = RepairJobRow['urgency'];

/**
 * A job as a line of the office's list: no photos or thread, so a page of 100 stays small (the
 * list is the office's busiest repairs read, issue 53's target p95 <= 50 ms at 60,000 jobs).
 */
export const REPAIR_JOB_ROW = graphql(`
  fragment AdminRepairJobRow on RepairJob {
    id
    status
    category
    description
    urgency
    priority
    hostelId
    hostelName
    roomNumber
    commonArea
    studentName
    assigneeId
    assigneeName
    dueAt
    overdue
    createdAt
  }
`);

/** Everything the office's job page and the maintenance phone view show of one job. */
export const REPAIR_JOB_FIELDS = graphql(`
  fragment AdminRepairJob on RepairJob {
    ...AdminRepairJobRow
    mayEnter
    studentId
    roomInService
    mergedIntoId
    assignedAt
    startedAt
    fixedAt
    closedAt
    photos {
      id
      url
      width
      height
      sentByName
      createdAt
    }
    comments {
      id
      authorName
      body
      internal
      createdAt
    }
  }
`);

/** The office's list: the caller's hostels (a warden's; an admin's all), filtered, a page at a time. */
export const REPAIR_JOBS = graphql(`
  query AdminRepairJobs($filter: RepairJobFilter) {
    repairJobs(filter: $filter) {
      ...AdminRepairJobRow
    }
  }
`);

/** One job with its photos and whole thread (internal notes included, for staff and the assignee). */
export const REPAIR_JOB = graphql(`
  query AdminRepairJob($id: ID!) {
    repairJob(id: $id) {
      ...AdminRepairJob
    }
  }
`);

/** The dashboard's repair figures: open jobs by hostel and category, median time to fix, share fixed in time. */
export const REPAIR_STATS = graphql(`
  query AdminRepairStats($days: Int) {
    repairStats(days: $days) {
      days
      open {
        hostelName
        category
        open
        overdue
      }
      fixed
      medianHoursToFix
      fixedInTimeShare
    }
  }
`);

/** Who can be assigned a job (of its trade, when it has one), fewest open jobs first. */
export const MAINTENANCE_STAFF = graphql(`
  query AdminMaintenanceStaff($trade: Trade) {
    maintenanceStaff(trade: $trade) {
      id
      name
      trade
      openJobs
    }
  }
`);

/** The office's time to fix each priority, most urgent first. */
export const REPAIR_PRIORITY_TIMES = graphql(`
  query AdminRepairPriorityTimes {
    repairPriorityTimes {
      priority
      hours
    }
  }
`);

export const SET_REPAIR_PRIORITY_TIME = graphql(`
  mutation AdminSetRepairPriorityTime($priority: RepairPriority!, $hours: Int!) {
    setRepairPriorityTime(priority: $priority, hours: $hours) {
      priority
      hours
    }
  }
`);

export const PRIORITISE_REPAIR = graphql(`
  mutation AdminPrioritiseRepair($id: ID!, $priority: RepairPriority!) {
    prioritiseRepair(id: $id, priority: $priority) {
      ...AdminRepairJob
    }
  }
`);

export const ASSIGN_REPAIR = graphql(`
  mutation AdminAssignRepair($id: ID!, $assigneeId: ID!) {
    assignRepair(id: $id, assigneeId: $assigneeId) {
      ...AdminRepairJob
    }
  }
`);

export const MERGE_REPAIR = graphql(`
  mutation AdminMergeRepair($id: ID!, $intoId: ID!) {
    mergeRepair(id: $id, intoId: $intoId) {
      ...AdminRepairJob
    }
  }
`);

export const SET_REPAIR_ROOM_SERVICE = graphql(`
  mutation AdminSetRepairRoomService($id: ID!, $inService: Boolean!) {
    setRepairRoomService(id: $id, inService: $inService) {
      ...AdminRepairJob
    }
  }
`);

/** A comment the student sees, or (internal) a note for staff and the assignee only. */
export const COMMENT_ON_REPAIR = graphql(`
  mutation AdminCommentOnRepair($id: ID!, $body: String!, $internal: Boolean) {
    commentOnRepair(id: $id, body: $body, internal: $internal) {
      ...AdminRepairJob
    }
  }
`);

/** A maintenance person's jobs: only those assigned to them, newest first. */
export const MY_REPAIR_JOBS = graphql(`
  query MaintenanceMyRepairJobs {
    myRepairJobs {
      ...AdminRepairJob
    }
  }
`);

export const START_REPAIR = graphql(`
  mutation MaintenanceStartRepair($id: ID!, $note: String) {
    startRepair(id: $id, note: $note) {
      ...AdminRepairJob
    }
  }
`);

/** Fixed without a photo; with one, the page posts multipart to POST /api/repairs/:id/fixed. */
export const FIX_REPAIR = graphql(`
  mutation MaintenanceFixRepair($id: ID!, $note: String!) {
    fixRepair(id: $id, note: $note) {
      ...AdminRepairJob
    }
  }
`);

/** The id of a job the viewer may see that changed: the page reads it again. */
export const REPAIR_CHANGED = graphql(`
  subscription AdminRepairChanged {
    repairChanged
  }
`);

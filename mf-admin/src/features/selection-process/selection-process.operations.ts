import { graphql } from '../../gql';
import type { AdminSelectionProcessFragment } from '../../gql/graphql';

/** A selection process as its screens show it (the list reads the same fields: one cache entry per process). */
export type SelectionProcessRow = AdminSelectionProcessFragment;

export const PROCESS_FIELDS = graphql(`
  fragment AdminSelectionProcess on SelectionProcess {
    id
    name
    status
    hostels {
      id
      name
    }
    genders
    yearsOfStudy
    draw
    seed
    firstSlotAt
    slotMinutes
    perSlot
    closesAt
    entrants
    slots
    lastSlotAt
    publishedAt
    drawDigest
    createdAt
    now
    assignment {
      entrants
      chose
      placed
      pending
      unplaced
      mailed
      runAt
      publishedAt
      unplacedStudents {
        name
        enrollmentId
        reason
      }
    }
  }
`);

/** Every process, newest first. */
export const SELECTION_PROCESSES = graphql(`
  query AdminSelectionProcesses {
    selectionProcesses {
      ...AdminSelectionProcess
    }
  }
`);

/** One process (null: no such process). */
export const SELECTION_PROCESS = graphql(`
  query AdminSelectionProcess($id: ID!) {
    selectionProcess(id: $id) {
      ...AdminSelectionProcess
      ...QuestionnaireCard_process
    }
  }
`);

/** The hostels a process may take (the ones in service), as the selection window's form offers them. */
export const PROCESS_HOSTELS = graphql(`
  query AdminSelectionProcessHostels {
    hostels {
      id
      name
    }
  }
`);

/** What publishing these settings would draw now: entrants, slots, when the last opens, whether it fits. */
export const PREVIEW_PROCESS = graphql(`
  query AdminPreviewSelectionProcess($input: SelectionProcessInput!) {
    previewSelectionProcess(input: $input) {
      entrants
      slots
      lastSlotAt
      closesAt
      fits
      message
    }
  }
`);

export const CREATE_PROCESS = graphql(`
  mutation AdminCreateSelectionProcess($input: SelectionProcessInput!) {
    createSelectionProcess(input: $input) {
      ...AdminSelectionProcess
    }
  }
`);

export const UPDATE_PROCESS = graphql(`
  mutation AdminUpdateSelectionProcess($id: ID!, $input: SelectionProcessInput!) {
    updateSelectionProcess(id: $id, input: $input) {
      ...AdminSelectionProcess
    }
  }
`);

export const DELETE_PROCESS = graphql(`
  mutation AdminDeleteSelectionProcess($id: ID!) {
    deleteSelectionProcess(id: $id)
  }
`);

/** The draw: lottery numbers, slots, mail to every entrant. */
export const PUBLISH_PROCESS = graphql(`
  mutation AdminPublishSelectionProcess($id: ID!) {
    publishSelectionProcess(id: $id) {
      ...AdminSelectionProcess
    }
  }
`);

/** After the close: places everyone who chose nothing (a job; the process is ASSIGNING meanwhile). */
export const RUN_ASSIGNMENT = graphql(`
  mutation AdminRunSelectionAssignment($id: ID!) {
    runSelectionAssignment(id: $id) {
      ...AdminSelectionProcess
    }
  }
`);

export const UNDO_ASSIGNMENT = graphql(`
  mutation AdminUndoSelectionAssignment($id: ID!) {
    undoSelectionAssignment(id: $id) {
      ...AdminSelectionProcess
    }
  }
`);

/** Tells everyone where they were placed, or that they were not. */
export const PUBLISH_ASSIGNMENT = graphql(`
  mutation AdminPublishSelectionAssignment($id: ID!) {
    publishSelectionAssignment(id: $id) {
      ...AdminSelectionProcess
    }
  }
`);

import { graphql } from '../../gql';
import type { AdminSelectionDayQuery, AdminSelectionEntrantsQuery } from '../../gql/graphql';

export type SelectionDay = NonNullable<AdminSelectionDayQuery['selectionDay']>;
export type EntrantsPage = AdminSelectionEntrantsQuery['selectionEntrants'];
export type EntrantRow = EntrantsPage['entrants'][number];

export const ENTRANT_FIELDS = graphql(`
  fragment AdminSelectionEntrant on SelectionEntrant {
    lotteryNumber
    slot
    enrollmentId
    name
    outcome
    group
    room
    reason
  }
`);

export const OUTCOME_COUNT_FIELDS = graphql(`
  fragment AdminOutcomeCounts on EntrantOutcomeCounts {
    entrants
    chose
    placed
    pending
    notPlaced
    notYet
  }
`);

/** The day as the office watches it: read again when a bed or a request changes. */
export const SELECTION_DAY = graphql(`
  query AdminSelectionDay($processId: ID!) {
    selectionDay(processId: $processId) {
      processId
      name
      status
      closesAt
      selectingThrough
      nextSlot
      nextSlotAt
      counts {
        ...AdminOutcomeCounts
      }
      slots {
        slot
        opensAt
        entrants
        chose
        placed
        pending
        notYet
        notPlaced
        byHostel {
          hostel
          chose
          pending
        }
      }
      bedsLeft {
        hostel
        roomType
        beds
      }
      current {
        ...AdminSelectionEntrant
      }
      now
    }
    selectionProcess(id: $processId) {
      id
      hostels {
        id
        name
      }
    }
  }
`);

/** A hostel's beds changed (a booking, an approval, a move): the day is read again. */
export const DAY_ROOM_CHANGES = graphql(`
  subscription AdminSelectionDayRooms($hostel: String!) {
    roomChanges(hostel: $hostel) {
      id
    }
  }
`);

/** A room request was made or decided: the pending counts change. */
export const DAY_REQUEST_CHANGES = graphql(`
  subscription AdminSelectionDayRequests {
    roomRequestUpdates {
      id
      status
    }
  }
`);

export const SELECTION_ENTRANTS = graphql(`
  query AdminSelectionEntrants($processId: ID!, $filter: SelectionEntrantsFilter) {
    selectionEntrants(processId: $processId, filter: $filter) {
      counts {
        ...AdminOutcomeCounts
      }
      matching
      entrants {
        ...AdminSelectionEntrant
      }
    }
    selectionProcess(id: $processId) {
      id
      name
      status
    }
  }
`);

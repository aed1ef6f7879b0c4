import { graphql } from '../../gql';
import type { StudentHostelsQuery } from '../../gql/graphql';

/** A hostel as the selection screen shows it. */
export type HostelSummary = StudentHostelsQuery['hostels'][number];
/** The student's state in one hostel's selection window, read at the server's `now`. */
export type HostelWindow = StudentHostelsQuery['mySelectionWindows'][number];

/**
 * The server already limits the list to the student's gender, so nothing is filtered here. The
 * windows come in the same answer: no hostel is offered before its window is known.
 */
export const HOSTELS = graphql(`
  query StudentHostels {
    hostels {
      id
      name
      gender
      bookingMode
      totalRooms
      availableRooms
      amenities
    }
    mySelectionWindows {
      ...StudentHostelWindow
    }
  }
`);

export const HOSTEL_WINDOW = graphql(`
  fragment StudentHostelWindow on SelectionWindowState {
    hostelId
    hostelName
    state
    opensAt
    closesAt
    enrollmentPrefixes
    processName
    now
  }
`);

/** An admin changed a hostel's window: the payload is computed for this student. */
export const HOSTEL_WINDOW_CHANGED = graphql(`
  subscription StudentHostelWindowChanged($hostel: String!) {
    selectionWindowChanged(hostel: $hostel) {
      ...StudentHostelWindow
    }
  }
`);

import { graphql } from '../../gql';
import type { GridSelectionWindowFragment } from '../../gql/graphql';

/** Where the viewer stands in a hostel's selection window, read at the server's `now`. */
export type SelectionWindow = GridSelectionWindowFragment;
export type { WindowState } from '../../gql/graphql';

/** What the banner and the timers need; the grid's query spreads it, so the window comes with the rooms. */
export const GRID_SELECTION_WINDOW = graphql(`
  fragment GridSelectionWindow on SelectionWindowState {
    hostelId
    hostelName
    state
    opensAt
    closesAt
    now
  }
`);

/**
 * The window alone: re-read when it may have changed for this viewer (at the opening, which the
 * enrollment ID decides) and the document live changes are written into the cache with. Same
 * field and arguments as the grid's query, so the grid sees every answer.
 */
export const SELECTION_WINDOW = graphql(`
  query RoomGridSelectionWindow($hostel: String!) {
    selectionWindow(hostel: $hostel) {
      ...GridSelectionWindow
    }
  }
`);

/** An admin changed the window: the payload is computed for this viewer. */
export const SELECTION_WINDOW_CHANGED = graphql(`
  subscription RoomGridSelectionWindowChanged($hostel: String!) {
    selectionWindowChanged(hostel: $hostel) {
      ...GridSelectionWindow
    }
  }
`);

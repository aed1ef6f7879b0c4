import { graphql } from '../../gql';
import type { RoomGridSelectionNowQuery } from '../../gql/graphql';

/** One published selection process: which slots choose now, read at the server's `now`. */
export type SelectionNow = RoomGridSelectionNowQuery['selectionNow'][number];

/** The published processes the viewer may see (a student: of their gender's hostels); the grid keeps its hostel's. */
export const SELECTION_NOW = graphql(`
  query RoomGridSelectionNow {
    selectionNow {
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
  }
`);

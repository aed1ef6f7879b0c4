import { graphql } from '../../gql';
import type { StudentHostelsQuery } from '../../gql/graphql';

/** A hostel as the selection screen shows it. */
export type HostelSummary = StudentHostelsQuery['hostels'][number];

/** The server already limits the list to the student's gender, so nothing is filtered here. */
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
  }
`);

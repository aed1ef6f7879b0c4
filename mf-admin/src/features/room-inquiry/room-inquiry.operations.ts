import { graphql } from '../../gql';
import type { AdminHostelsQuery } from '../../gql/graphql';

/** A hostel with its room figures, as the inquiry screen shows it. */
export type HostelSummary = AdminHostelsQuery['hostels'][number];

export const HOSTELS = graphql(`
  query AdminHostels {
    hostels {
      id
      name
      gender
      totalRooms
      availableRooms
      bookedRooms
      singleRooms
      doubleRooms
      amenities
    }
  }
`);

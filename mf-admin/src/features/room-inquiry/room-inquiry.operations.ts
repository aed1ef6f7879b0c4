import { gql, type TypedDocumentNode } from '@apollo/client';

/** A hostel with its room figures, as the inquiry screen shows it. */
export interface HostelSummary {
  id: string;
  /** GH-1..GH-3, BH-1..BH-5. */
  name: string;
  /** 'Male' or 'Female': who may live here. */
  gender: string;
  totalRooms: number;
  availableRooms: number;
  bookedRooms: number;
  singleRooms: number;
  doubleRooms: number;
  amenities: string[];
}

export const HOSTELS: TypedDocumentNode<{ hostels: HostelSummary[] }, Record<string, never>> = gql`
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
`;

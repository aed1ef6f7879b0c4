import { gql, type TypedDocumentNode } from '@apollo/client';

export interface HostelSummary {
  id: string;
  /** GH-1..GH-3, BH-1..BH-5 */
  name: string;
  /** 'Male' or 'Female' */
  gender: string;
  /** 'instant' (book at once) or 'approval' (a warden decides) */
  bookingMode: string;
  totalRooms: number;
  availableRooms: number;
  amenities: string[];
}

/** The server already limits the list to the student's gender, so nothing is filtered here. */
export const HOSTELS: TypedDocumentNode<{ hostels: HostelSummary[] }> = gql`
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
`;

import type { Detail } from 'ui';
import { roomKindName } from '../../lib/room-kind';
import type { RoomKind } from '../../gql/graphql';
import { floorName } from '../../lib/floor-name';

/** What {@link bedDetails} reads of a room. */
export interface BedRoom {
  hostelName: string;
  number: number;
  floor: number;
  type: RoomKind;
}

/**
 * Where a bed is, as rows of a DetailList: the bed a student holds (My room) and a bed held for
 * them off the waitlist name it alike, so the offer and, once accepted, the room read the same.
 */
export const bedDetails = (room: BedRoom, bed: number): Detail[] => [
  { label: 'Hostel', value: room.hostelName },
  { label: 'Room', value: room.number },
  { label: 'Floor', value: floorName(room.floor) },
  { label: 'Type', value: roomKindName(room.type) },
  { label: 'Bed', value: bed },
];

import type { BookingMode, Gender, RoomKind } from '../../gql/graphql';
import { ROOM_KIND } from '../../shared/room-kind';

/** Who may live in a hostel, as the office says it. */
export const GENDER_WORD: Record<Gender, string> = { MALE: 'Male', FEMALE: 'Female' };

/** How a hostel's rooms are taken: at once by the student, or asked for and approved by a warden. */
export const BOOKING_WORD: Record<BookingMode, string> = { INSTANT: 'Instant', APPROVAL: 'By request' };

/** A room's type; its capacity follows (1 to 4 beds). */
export const ROOM_TYPE_WORD: Record<RoomKind, string> = ROOM_KIND;

/** The room types in the order a form offers them: by beds, 1 to 4. */
export const ROOM_TYPES: readonly RoomKind[] = ['SINGLE', 'DOUBLE', 'TRIPLE', 'QUAD'];

const ordinal = (n: number): string => {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${{ 1: 'st', 2: 'nd', 3: 'rd' }[n % 10] ?? 'th'}`;
};

/** "Ground floor", "1st floor", "12th floor". */
export const floorName = (floor: number): string => (floor === 0 ? 'Ground floor' : `${ordinal(floor)} floor`);

/** The floors a hostel's rooms may be on: firstFloor … firstFloor + floors - 1. */
export const floorsOf = ({ firstFloor, floors }: { firstFloor: number; floors: number }): number[] =>
  Array.from({ length: Math.max(0, floors) }, (_, i) => firstFloor + i);

/** "2 (ground to 1st)", "1 (ground only)": how many floors and which. */
export function floorsWords(hostel: { firstFloor: number; floors: number }): string {
  const list = floorsOf(hostel);
  const short = (floor: number) => (floor === 0 ? 'ground' : ordinal(floor));
  if (list.length === 0) return 'None';
  if (list.length === 1) return `1 (${short(list[0]!)} only)`;
  return `${list.length} (${short(list[0]!)} to ${short(list[list.length - 1]!)})`;
}

/** The beds taken in a room: its capacity less the beds free and the beds held for an offer. */
export const occupiedBeds = (room: { capacity: number; freeBeds: number; heldBeds: number }): number =>
  Math.max(0, room.capacity - room.freeBeds - room.heldBeds);

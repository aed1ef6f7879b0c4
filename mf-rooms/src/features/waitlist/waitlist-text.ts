import type { RoomKind } from '../../gql/graphql';
import { roomKindName } from '../../lib/room-kind';
import type { WaitlistPlace } from './waitlist.operations';

/** What a student may wait for: any room of the hostel, or one type. */
export type RoomChoice = 'ANY' | RoomKind;

export const choiceText = (choice: RoomChoice | null) => (choice === null || choice === 'ANY' ? 'Any room' : `${roomKindName(choice)} room`);

/** e.g. "You are #2 of 5 in line for GH-1." */
export const lineText = (place: Pick<WaitlistPlace, 'position' | 'inLine' | 'hostelName'>) => `You are #${place.position} of ${place.inLine} in line for ${place.hostelName}.`;

/** How an ended place ended, plainly; null while it is active (or ended with a room). */
export function endedText({ status, hostelName }: Pick<WaitlistPlace, 'status' | 'hostelName'>): string | null {
  switch (status) {
    case 'DECLINED':
      return `You declined the bed offered to you, so your place in line for ${hostelName} has ended.`;
    case 'EXPIRED':
      return `The bed held for you in ${hostelName} expired before you answered and went to the next in line. Your place in line has ended.`;
    case 'LEFT':
      return `You left the waitlist for ${hostelName}.`;
    case 'REMOVED':
      return `The hostel office took you off the waitlist for ${hostelName}.`;
    default:
      return null;
  }
}

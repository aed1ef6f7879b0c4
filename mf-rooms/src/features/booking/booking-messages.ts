import type { ToastOptions } from 'ui';
import { errorCode, serverMessage } from 'web-kit';

/**
 * A refused booking or request, in the spec's words where it has them: 208/ALREADY_BOOKED is
 * 'Booking Failed' with the server's reason ('You have already booked a room!'), a lost session
 * is 'Authentication Required', anything unexpected 'Failed to book the room. Please try again.'
 * Outside the selection window (SELECTION_CLOSED) the server says when it opens or that it closed;
 * before the student's slot (SELECTION_NOT_YET) it names the slot and when it opens.
 */
export function bookingFailure(error: unknown, roomNumber: number): ToastOptions {
  switch (errorCode(error)) {
    case 'ROOM_FULL':
      return { tone: 'error', title: 'Room Taken', message: `Room ${roomNumber} was just taken by someone else. Please choose another room.` };
    case 'UNAUTHENTICATED':
      return { tone: 'error', title: 'Authentication Required', message: 'User ID not found. Please log in again.' };
    case 'ALREADY_BOOKED':
    case 'FORBIDDEN':
    case 'BAD_USER_INPUT':
    case 'CONFLICT':
    case 'NOT_FOUND':
    case 'SELECTION_CLOSED':
    case 'SELECTION_NOT_YET':
      return { tone: 'error', title: 'Booking Failed', message: serverMessage(error, 'Failed to book the room. Please try again.') };
    default:
      return { tone: 'error', title: 'Booking Failed', message: 'Failed to book the room. Please try again.' };
  }
}

/** A refused roommate request: the server's reason when it gave one, else the spec's words. */
export function roommateFailure(error: unknown): string {
  if (errorCode(error) === 'UNAUTHENTICATED') return 'User ID not found. Please log in again.';
  return errorCode(error) ? serverMessage(error, 'Failed to request a roommate. Please try again.') : 'Failed to request a roommate. Please try again.';
}

/** A refused room change: someone was quicker, or the server's reason (closed window, a pending request…). */
export function moveFailure(error: unknown, roomNumber: number): ToastOptions {
  const code = errorCode(error);
  if (code === 'ROOM_FULL' || code === 'UNAUTHENTICATED') return bookingFailure(error, roomNumber);
  const fallback = 'Failed to change rooms. Please try again.';
  return { tone: 'error', title: 'Room Change Failed', message: code ? serverMessage(error, fallback) : fallback };
}

/** A refused group booking: the room was taken, or the server's reason (not the slot yet, too few beds, not the leader…). */
export function groupBookingFailure(error: unknown, roomNumber: number): ToastOptions {
  const code = errorCode(error);
  if (code === 'ROOM_FULL' || code === 'UNAUTHENTICATED') return bookingFailure(error, roomNumber);
  const fallback = 'Failed to book the room for your group. Please try again.';
  return { tone: 'error', title: 'Booking Failed', message: code ? serverMessage(error, fallback) : fallback };
}

/** A refused group request: the server's reason (not the slot yet, too few free beds, not the leader…) under the spec's 'Request Failed'. */
export function groupRequestFailure(error: unknown): ToastOptions {
  const code = errorCode(error);
  if (code === 'UNAUTHENTICATED') return bookingFailure(error, 0);
  const fallback = 'Failed to request the room for your group. Please try again.';
  return { tone: 'error', title: 'Request Failed', message: code ? serverMessage(error, fallback) : fallback };
}

/** e.g. "Asha Rao: bed 1, Priya Shah: bed 2": who sleeps where after a group booking (`beds` in the order of `members`). */
export const bedsOf = (members: readonly { name: string }[], beds: readonly number[]) => members.map((member, i) => `${member.name}: bed ${beds[i] ?? '?'}`).join(', ');

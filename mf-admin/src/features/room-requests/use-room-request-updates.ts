import { useSubscription } from 'web-kit/graphql';
import { ROOM_REQUEST_UPDATES } from './room-requests.operations';

/**
 * Keeps the booking-request screens live: each change is written into the cache by id (an open
 * approval page repaints), and `onChange` may re-read what the event cannot update alone (a list
 * that gains or loses requests).
 */
export function useRoomRequestUpdates(onChange?: () => void) {
  useSubscription(ROOM_REQUEST_UPDATES, { onData: () => onChange?.() });
}

import type { ToastOptions } from 'ui';
import { formatMoment } from '../selection-window/window-text';
import type { WaitlistPlace } from './waitlist.operations';

/**
 * What a pushed change of the student's place means to them, as a toast: a bed held for them,
 * or an end they did not choose. Null for position moves (the card shows them) and for the
 * student's own moves (their screen already said so).
 */
export function waitlistNews(before: WaitlistPlace | null | undefined, after: WaitlistPlace | null): ToastOptions | null {
  if (!after || !before || before.id !== after.id) return null;
  const { offer } = after;
  if (after.status === 'OFFERED' && offer && before.offer?.id !== offer.id) {
    return { tone: 'success', title: 'Bed Offered', message: `Room ${offer.room.number} in ${offer.room.hostelName} is held for you until ${formatMoment(offer.expiresAt)}. Accept or decline it in My room.` };
  }
  if (after.status === before.status) return null;
  if (after.status === 'EXPIRED') return { tone: 'error', title: 'Offer Expired', message: `The bed held for you in ${after.hostelName} expired and went to the next in line.` };
  if (after.status === 'REMOVED') return { tone: 'info', title: 'Removed from the Waitlist', message: `The hostel office took you off the waitlist for ${after.hostelName}.` };
  return null;
}

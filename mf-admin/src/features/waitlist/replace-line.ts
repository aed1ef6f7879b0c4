import type { CacheEditor } from 'web-kit/graphql';
import { WAITLIST, type WaitlistPlace } from './waitlist.operations';

/**
 * Puts the line a staff mutation returned in place of the cached `waitlist(hostelId)` of the
 * hostel its places name. A line left empty names no hostel, so it changes nothing here: the
 * screen reads that line again instead (remove-place-dialog.tsx).
 */
export function replaceLine(cache: CacheEditor, line: readonly WaitlistPlace[]): void {
  const hostelId = line[0]?.hostelId;
  if (!hostelId) return;
  // Not read yet: the query will bring the line itself.
  cache.updateQuery(WAITLIST, { hostelId }, (previous) => (previous ? { waitlist: [...line] } : undefined));
}

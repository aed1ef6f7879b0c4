import type { ApolloCache } from '@apollo/client';
import type { WaitlistPlace } from './waitlist.operations';

/**
 * Puts the line a staff mutation returned in place of the cached `waitlist(hostelId)`. A
 * `modify`, not a `writeQuery`: rewriting a list with a shorter one makes the cache warn that
 * data is lost, although the places are normalized and nothing is.
 */
export function replaceLine(cache: ApolloCache, hostelId: string, line: readonly WaitlistPlace[]): void {
  const field = `waitlist(${JSON.stringify({ hostelId })})`;
  cache.modify({
    fields: {
      waitlist: (existing, { storeFieldName, toReference }) => (storeFieldName === field ? line.map((place) => toReference(place)!) : existing),
    },
  });
}

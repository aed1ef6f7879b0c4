import { Badge, type BadgeTone } from 'ui';
import type { OutpassItem, OutpassStatus } from './profile.operations';

/** Each state's word and tone. The word carries the meaning; the tone only repeats it. */
const LOOK: Record<OutpassStatus, { label: string; tone: BadgeTone }> = {
  PENDING: { label: 'Pending', tone: 'warning' },
  APPROVED: { label: 'Approved', tone: 'success' },
  REJECTED: { label: 'Rejected', tone: 'danger' },
  CANCELLED: { label: 'Cancelled', tone: 'neutral' },
  OUT: { label: 'Out', tone: 'info' },
  RETURNED: { label: 'Returned', tone: 'neutral' },
  OVERDUE: { label: 'Overdue', tone: 'danger' },
};

/**
 * The status of one outpass, one badge per state of its lifecycle; a return after the expected
 * time reads "Returned late" (the spec only knew "Approved" and "Pending").
 */
export function OutpassStatusBadge({ outpass }: { outpass: Pick<OutpassItem, 'status' | 'returnedLate'> }) {
  if (outpass.status === 'RETURNED' && outpass.returnedLate) return <Badge tone="warning">Returned late</Badge>;
  const { label, tone } = LOOK[outpass.status];
  return <Badge tone={tone}>{label}</Badge>;
}

import { officeClockTime } from '../../core/clock.js';
import { RequestStatus } from '../../core/enums.js';
import type { OutpassView } from '../../core/views.js';
import type { Outpass } from './outpass.entity.js';

const iso = (d: Date | null | undefined) => d?.toISOString() ?? null;

/** One outpass as the API shows it. The hostel must be loaded (see OUTPASS_POPULATE). */
export const toOutpassView = (o: Outpass): OutpassView => ({
  id: o.id,
  studentId: o.student.id,
  name: o.name,
  where: o.where,
  dateOfArrival: o.dateOfArrival,
  outTime: o.outTime,
  reason: o.reason,
  responsibility: o.responsibility,
  rollNo: o.rollNo,
  description: o.description ?? null,
  status: o.status,
  decisionReason: o.decisionReason ?? null,
  createdAt: o.createdAt.toISOString(),
  decidedAt: iso(o.decidedAt),
  expectedReturnAt: o.expectedReturnAt.toISOString(),
  returnTime: officeClockTime(o.expectedReturnAt),
  cancelledAt: iso(o.cancelledAt),
  outAt: iso(o.outAt),
  returnedAt: iso(o.returnedAt),
  overdueAt: iso(o.overdueAt),
  returnedLate: o.status === RequestStatus.RETURNED && (Boolean(o.overdueAt) || (o.returnedAt ? o.returnedAt > o.expectedReturnAt : false)),
  guardianConsent: o.guardianConsent,
  guardianAnsweredAt: iso(o.guardianAnsweredAt),
  hostelName: o.hostel?.name ?? null,
});

/** What every read of an outpass loads with it, for its view. */
export const OUTPASS_POPULATE = ['hostel'] as const;

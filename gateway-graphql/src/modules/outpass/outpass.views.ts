import type { GateDirection, GuardianConsent } from '../../core/enums.js';
import type { OutpassView } from '../../core/views.js';

// What the outpass module's services return: plain, JSON-safe data, as core/views.ts says. The
// views that events carry, and that adapters outside the modules read, are core/views.ts's own.

/** What the gate screen shows after a scan it accepted. */
export interface GateScanView {
  direction: GateDirection;
  at: string;
  late: boolean;
  studentName: string;
  initial: string;
  enrollmentId: string;
  hostelName: string | null;
  outpass: OutpassView;
  /** Going out well before the outpass's declared out time (the hostel lets them, with a warning). */
  early: boolean;
  /** What the guard must see beside the student, e.g. `Early: declared out at 10:00, now 05:23`; null: nothing. */
  warning: string | null;
}

/** What a guardian's link shows them (no login). */
export interface GuardianRequestView {
  studentName: string;
  hostelName: string | null;
  where: string;
  reason: string;
  outTime: string;
  dateOfArrival: string;
  expectedReturnAt: string;
  returnTime: string;
  consent: GuardianConsent;
}

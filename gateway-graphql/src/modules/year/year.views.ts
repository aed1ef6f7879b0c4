import type { RoomKind, WaitlistStatus } from '../../core/enums.js';

// What the year module's services return: plain, JSON-safe data, as core/views.ts says. The
// views that events carry, and that adapters outside the modules read, are core/views.ts's own.

/** Where a student lived in one academic year (the open year: the bed they hold now). */
export interface YearAllocationView {
  hostel: string;
  roomNumber: number;
  bed: number;
  heldFrom: string;
  /** When the year closed; null in the open year. */
  heldUntil: string | null;
}

/** A student's place in a hostel's waitlist in one academic year. */
export interface YearWaitlistView {
  hostel: string;
  roomType: RoomKind | null;
  status: WaitlistStatus;
  joinedAt: string;
  endedAt: string | null;
}

import type { ParcelStatus } from '../../core/enums.js';

/** What the student shows at the desk for a waiting parcel: never in anyone else's view. */
export interface ParcelPassView {
  /** The signed token (a JWT naming the parcel, audience dormspace-parcel): what the QR code holds. */
  token: string;
  /** The same as a code to type, XXXXX-XXXXX. */
  code: string;
  qrSvg: string;
  expiresAt: string;
}

/** A parcel as its reader may see it. */
export interface ParcelView {
  id: string;
  status: ParcelStatus;
  studentId: string;
  studentName: string;
  enrollmentId: string | null;
  hostelId: string;
  hostelName: string;
  courier: string;
  trackingNumber: string | null;
  shelf: string;
  perishable: boolean;
  loggedAt: string;
  loggedByName: string | null;
  remindedAt: string | null;
  collectedAt: string | null;
  handedOverByName: string | null;
  returnedAt: string | null;
  returnedByName: string | null;
  /** From when the desk may return it to sender (the office's setting); null once it is not waiting. */
  returnableFrom: string | null;
  /** The student's collection pass: only in the student's own list, only while it waits. */
  pass: ParcelPassView | null;
}

/** A resident the desk may log a parcel for. */
export interface ParcelRecipientView {
  studentId: string;
  name: string;
  enrollmentId: string | null;
  hostelId: string;
  hostelName: string;
  roomNumber: number;
}

/** A hostel whose front desk the caller keeps. */
export interface FrontDeskHostelView {
  id: string;
  name: string;
}

export interface ParcelSettingsView {
  returnAfterDays: number;
}

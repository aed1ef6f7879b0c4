import type { Gender, VisitorIdType, VisitStatus } from '../../core/enums.js';
import type { Hours } from './visitors.rules.js';

/** A pre-registered visitor's pass, for the student to forward: never in anyone else's view. */
export interface VisitPassView {
  /** The signed token (a JWT naming the visit, audience dormspace-visitor): what the QR code holds. */
  token: string;
  /** The same as a code to type, XXXXX-XXXXX. */
  code: string;
  qrSvg: string;
  expiresAt: string;
}

/** A visit as its reader may see it. */
export interface VisitView {
  id: string;
  status: VisitStatus;
  hostelId: string;
  hostelName: string;
  studentId: string;
  studentName: string;
  roomNumber: number | null;
  visitorName: string;
  visitorPhone: string;
  relation: string;
  visitorGender: Gender | null;
  day: string;
  expectedFrom: string;
  expectedTo: string;
  overnight: boolean;
  walkIn: boolean;
  commonRoomOnly: boolean;
  idType: VisitorIdType | null;
  idLast4: string | null;
  createdAt: string;
  askExpiresAt: string | null;
  decidedAt: string | null;
  decidedByName: string | null;
  decisionNote: string | null;
  signedInAt: string | null;
  signedInByName: string | null;
  signedOutAt: string | null;
  signedOutByName: string | null;
  /** Still in after the visiting hours of its day (an overnight guest: after the next day's leaving time). */
  overstayed: boolean;
  /** Whether its host may still cancel it (a visit still to come). */
  canCancel: boolean;
  /** The host's pass to forward: only in the host's own list, only while the visit is expected. */
  pass: VisitPassView | null;
}

export interface VisitorRulesView {
  hostelId: string;
  hostelName: string;
  hours: Hours[];
  maxAtOnce: number;
  otherGenderCommonRoom: boolean;
  overnightNeedsApproval: boolean;
  /** By when an overnight guest leaves the next day, HH:MM. */
  overnightLeaveBy: string;
}

export interface VisitorSettingsView {
  retentionDays: number;
}

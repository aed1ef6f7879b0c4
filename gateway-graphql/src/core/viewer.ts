import { AppError, forbidden, unauthenticated } from './errors.js';
import { Gender, Role, STAFF_ROLES } from './enums.js';

/** Who is calling, as established by the session cookie. Never taken from a request body. */
export interface Viewer {
  userId: string;
  role: Role;
  sessionId: string;
  /** Male or Female for students (which hostels they may book); null for admins. */
  gender: Gender | null;
  /** A warden's or a guard's hostels (ids); empty for everyone else. An admin's scope is every hostel. */
  hostelIds: readonly string[];
  /** When the session ends by itself (ms since the epoch), where known: a socket closes then. */
  expiresAt?: number;
  /**
   * Staff who must hold a second factor and hold none yet (docs/decisions/0155): the session
   * reaches only its own enrolment (and `me`, logout); every role check refuses it.
   */
  enrolmentOnly?: boolean;
}

/** The caller must be logged in. */
export function requireViewer(viewer: Viewer | null): Viewer {
  if (!viewer) throw unauthenticated();
  return viewer;
}

/** The caller must be logged in with this role, or one of these roles. */
export function requireRole(viewer: Viewer | null, ...roles: [Role, ...Role[]]): Viewer {
  const known = requireViewer(viewer);
  if (!roles.includes(known.role)) throw forbidden();
  if (known.enrolmentOnly) throw secondFactorMissing();
  return known;
}

/**
 * The spec's clients send `studentId` or `roll_no` in bodies. It is never obeyed: absent is
 * fine, the caller's own is fine, anyone else's is refused.
 */
export function assertOwnClaim(claimed: unknown, own: string | null | undefined): void {
  if (claimed === undefined || claimed === null || claimed === '') return;
  const normalise = (v: string) => v.trim().toUpperCase();
  if (typeof claimed !== 'string' || !own || normalise(claimed) !== normalise(own)) throw forbidden();
}

/** The caller must be staff: an admin, or a warden (for their own hostels, see {@link hostelScope}). */
export function requireStaff(viewer: Viewer | null): Viewer {
  return requireRole(viewer, ...STAFF_ROLES);
}

/** The hostels a staff member works for: null means every hostel (an admin). */
export function hostelScope(viewer: Viewer): readonly string[] | null {
  return viewer.role === Role.ADMIN ? null : viewer.hostelIds;
}

/** Whether a hostel (null: an object of no hostel, which only admins see) is within the caller's scope. */
export function inScope(viewer: Viewer, hostelId: string | null | undefined): boolean {
  const scope = hostelScope(viewer);
  return scope === null || (typeof hostelId === 'string' && scope.includes(hostelId));
}

/** Refuses an object of another hostel: a warden decides only for the hostels assigned to them. */
export function assertInScope(viewer: Viewer, hostelId: string | null | undefined): void {
  if (!inScope(viewer, hostelId)) throw outOfScope();
}

export const secondFactorMissing = () => new AppError('FORBIDDEN', 'Set up a second factor (a passkey or an authenticator app) on your Sign-in security page first.');

export const outOfScope = () => new AppError('FORBIDDEN', 'That belongs to a hostel you do not manage.');

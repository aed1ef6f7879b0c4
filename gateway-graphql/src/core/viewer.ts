import { forbidden, unauthenticated } from './errors.js';
import { Gender, Role } from './enums.js';

/** Who is calling, as established by the session cookie. Never taken from a request body. */
export interface Viewer {
  userId: string;
  role: Role;
  sessionId: string;
  /** Male or Female for students (which hostels they may book); null for admins. */
  gender: Gender | null;
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

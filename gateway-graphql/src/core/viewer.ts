import { forbidden, unauthenticated } from './errors.js';
import type { Role } from '../modules/user/user.entity.js';

/** Who is calling, as established by the session cookie. Never taken from a request body. */
export interface Viewer {
  userId: string;
  role: Role;
  sessionId: string;
}

/** The caller must be logged in. */
export function requireViewer(viewer: Viewer | null): Viewer {
  if (!viewer) throw unauthenticated();
  return viewer;
}

/** The caller must be logged in with this role. */
export function requireRole(viewer: Viewer | null, role: Role): Viewer {
  const known = requireViewer(viewer);
  if (known.role !== role) throw forbidden();
  return known;
}

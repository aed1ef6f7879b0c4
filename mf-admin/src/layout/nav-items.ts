import type { Role } from '../gql/graphql';

/**
 * Who sees an entry: `office` admins and wardens, `admin` admins only (a warden manages neither
 * staff nor windows; the server refuses them too), `gate` every staff role, guards included.
 */
export type Audience = 'office' | 'admin' | 'gate';

/** One entry of the admin sidebar. */
export interface NavItem {
  to: string;
  label: string;
  /** A glyph (one Debian's default fonts draw), so the collapsed sidebar needs no icon font. */
  icon: string;
  /** Who sees it; `office` when absent. */
  audience?: Audience;
}

/** The one screen a gate guard may use; every other admin URL sends them there. */
export const GATE_PATH = '/adminpage/gate';

/** The admin sidebar's entries: the spec's, then the office's tools; Logout is a button, not a route. */
export const ADMIN_NAV_ITEMS: readonly NavItem[] = [
  { to: '/adminpage/dashboard', label: 'Dashboard', icon: '⌂' },
  { to: '/adminpage/roomrequests', label: 'Booking Requests', icon: '▦' },
  { to: '/adminpage/waitlist', label: 'Waitlist', icon: '⇅' },
  { to: '/adminpage/roominquiry', label: 'Room Inquiry', icon: '⌕' },
  { to: '/adminpage/outpassrequest', label: 'Outpass Requests', icon: '✎' },
  { to: GATE_PATH, label: 'Gate', icon: '⇄', audience: 'gate' },
  { to: '/adminpage/students', label: 'Students', icon: '☺' },
  { to: '/adminpage/audit', label: 'Audit', icon: '☰' },
  { to: '/adminpage/staff', label: 'Staff', icon: '♟', audience: 'admin' },
  { to: '/adminpage/selection', label: 'Selection Window', icon: '◷', audience: 'admin' },
  { to: '/adminpage/profile', label: 'Admin Profile', icon: '◉' },
];

/**
 * The entries `role` sees. While the role is unknown, admin-only entries wait (a warden never
 * sees them) and the office's show (the shell has usually cached the role before this runs).
 */
export function navItemsFor(role: Role | undefined): readonly NavItem[] {
  return ADMIN_NAV_ITEMS.filter(({ audience = 'office' }) => {
    if (role === 'GUARD') return audience === 'gate';
    return audience !== 'admin' || role === 'ADMIN';
  });
}

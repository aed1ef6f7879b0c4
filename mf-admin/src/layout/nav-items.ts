import { BedDouble, Building2, ClipboardList, Hotel, CalendarClock, CalendarRange, CircleUser, DoorOpen, FileCheck, KeyRound, LayoutDashboard, ListOrdered, Package, ScrollText, Shuffle, UserCog, Users, Wrench, type LucideIcon } from 'lucide-react';
import type { Role } from '../gql/graphql';

/**
 * Who sees an entry: `office` admins and wardens, `admin` admins only (a warden manages neither
 * staff nor windows; the server refuses them too), `gate` every staff role, guards included,
 * `own` every staff role too: their own account (Sign-in security), `repairs` admins, wardens and
 * maintenance staff (the office triages, maintenance fixes; guards have no part in it), `desk`
 * guards, wardens and admins: a hostel's front desk (issue 54; maintenance staff have none).
 */
export type Audience = 'office' | 'admin' | 'gate' | 'own' | 'repairs' | 'desk';

/** One entry of the admin sidebar. */
export interface NavItem {
  to: string;
  label: string;
  /**
   * Its icon, drawn as SVG by lucide-react (imported one by one, so the bundle carries only these):
   * a Unicode glyph looked different on every machine, or not at all, by the fonts it had.
   * Decorative: the label names the entry.
   */
  icon: LucideIcon;
  /** Who sees it; `office` when absent. */
  audience?: Audience;
  /** Highlighted on its own path only: a screen below it has an entry of its own. */
  end?: boolean;
}

/** A gate guard's first screen; every admin URL but the gate's, the front desk's and their own security sends them there. */
export const GATE_PATH = '/adminpage/gate';
/** The front desk (issue 54): parcels logged, handed over and returned, by guards, wardens and admins. */
export const FRONT_DESK_PATH = '/adminpage/frontdesk';
/** The front desk's visitors (issue 54): below the front desk's path, so a guard's fence lets them in. */
export const VISITORS_DESK_PATH = `${FRONT_DESK_PATH}/visitors`;
/** Repairs (issue 53): the office's triage list for admins and wardens; for maintenance staff, the jobs assigned to them. */
export const REPAIRS_PATH = '/adminpage/repairs';

/** The admin sidebar's entries: the spec's, then the office's tools; Logout is a button, not a route. */
export const ADMIN_NAV_ITEMS: readonly NavItem[] = [
  { to: '/adminpage/dashboard', label: 'Dashboard', icon: LayoutDashboard },
  { to: '/adminpage/roomrequests', label: 'Booking Requests', icon: BedDouble },
  { to: '/adminpage/waitlist', label: 'Waitlist', icon: ListOrdered },
  { to: '/adminpage/roominquiry', label: 'Room Inquiry', icon: Hotel },
  { to: '/adminpage/outpassrequest', label: 'Outpass Requests', icon: FileCheck },
  { to: REPAIRS_PATH, label: 'Repairs', icon: Wrench, audience: 'repairs' },
  { to: GATE_PATH, label: 'Gate', icon: DoorOpen, audience: 'gate' },
  { to: FRONT_DESK_PATH, label: 'Front desk', icon: Package, audience: 'desk' },
  { to: '/adminpage/students', label: 'Students', icon: Users },
  { to: '/adminpage/audit', label: 'Audit', icon: ScrollText },
  { to: '/adminpage/staff', label: 'Staff', icon: UserCog, audience: 'admin' },
  { to: '/adminpage/selection', label: 'Selection Window', icon: CalendarClock, audience: 'admin', end: true },
  { to: '/adminpage/selection/processes', label: 'Selection Processes', icon: Shuffle, audience: 'admin' },
  { to: '/adminpage/hostels', label: 'Hostels', icon: Building2, audience: 'admin' },
  { to: '/adminpage/roster', label: 'Roster', icon: ClipboardList, audience: 'admin' },
  { to: '/adminpage/year', label: 'Academic Year', icon: CalendarRange, audience: 'admin' },
  { to: '/adminpage/profile', label: 'Admin Profile', icon: CircleUser },
  { to: '/adminpage/security', label: 'Security', icon: KeyRound, audience: 'own' },
];

/**
 * The entries `role` sees. While the role is unknown, admin-only entries wait (a warden never
 * sees them) and the office's show (the shell has usually cached the role before this runs).
 */
export function navItemsFor(role: Role | undefined): readonly NavItem[] {
  return ADMIN_NAV_ITEMS.filter(({ audience = 'office' }) => {
    if (role === 'GUARD') return audience === 'gate' || audience === 'desk' || audience === 'own';
    if (role === 'MAINTENANCE') return audience === 'repairs' || audience === 'own';
    return audience !== 'admin' || role === 'ADMIN';
  });
}

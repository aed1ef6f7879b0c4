/** One entry of the admin sidebar. */
export interface NavItem {
  to: string;
  label: string;
  /** A glyph, so the collapsed sidebar needs no icon font or image requests. */
  icon: string;
  /** Shown to admins only (a warden manages neither staff nor windows; the server refuses them too). */
  adminOnly?: boolean;
}

/** The admin sidebar's entries: the spec's, then the office's tools; Logout is a button, not a route. */
export const ADMIN_NAV_ITEMS: readonly NavItem[] = [
  { to: '/adminpage/dashboard', label: 'Dashboard', icon: '⌂' },
  { to: '/adminpage/roomrequests', label: 'Booking Requests', icon: '▦' },
  { to: '/adminpage/roominquiry', label: 'Room Inquiry', icon: '⌕' },
  { to: '/adminpage/outpassrequest', label: 'Outpass Requests', icon: '✎' },
  { to: '/adminpage/students', label: 'Students', icon: '☺' },
  { to: '/adminpage/audit', label: 'Audit', icon: '☰' },
  { to: '/adminpage/staff', label: 'Staff', icon: '♟', adminOnly: true },
  { to: '/adminpage/selection', label: 'Selection Window', icon: '⏱', adminOnly: true },
  { to: '/adminpage/profile', label: 'Admin Profile', icon: '◉' },
];

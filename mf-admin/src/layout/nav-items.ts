/** One entry of the admin sidebar. */
export interface NavItem {
  to: string;
  label: string;
  /** A glyph, so the collapsed sidebar needs no icon font or image requests. */
  icon: string;
}

/** The admin sidebar's entries, in the spec's order; Logout is a button, not a route. */
export const ADMIN_NAV_ITEMS: readonly NavItem[] = [
  { to: '/adminpage/dashboard', label: 'Dashboard', icon: '⌂' },
  { to: '/adminpage/roomrequests', label: 'Booking Requests', icon: '▦' },
  { to: '/adminpage/roominquiry', label: 'Room Inquiry', icon: '⌕' },
  { to: '/adminpage/outpassrequest', label: 'Outpass Requests', icon: '✎' },
  { to: '/adminpage/profile', label: 'Admin Profile', icon: '◉' },
];

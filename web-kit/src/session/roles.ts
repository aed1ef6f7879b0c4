import type { Role } from '../gql/graphql';

export type { Role };

/**
 * Who is staff, by role. Written as a full table so a new role in the schema fails to compile
 * here until someone decides which side of the admin area it is on.
 */
const STAFF: Record<Role, boolean> = { STUDENT: false, ADMIN: true, WARDEN: true, GUARD: true, MAINTENANCE: true };

/**
 * Staff use the admin area: an admin for everything, a warden for their assigned hostels (the
 * server narrows every call to those hostels; the browser only decides which screens to draw),
 * a guard for the Gate screen only, maintenance staff for the repair jobs assigned to them.
 */
export const isStaff = (role: Role): boolean => STAFF[role];

/** Where a role starts: the spec sends an admin (and so any staff) to the dashboard, a guard to the gate, a student home. */
export const landingFor = (role: Role): string => (role === 'GUARD' ? '/adminpage/gate' : role === 'MAINTENANCE' ? '/adminpage/repairs' : isStaff(role) ? '/adminpage/dashboard' : '/');

/** The words for a link to {@link landingFor}. */
export const landingName = (role: Role): string => (role === 'GUARD' ? 'Go to the gate' : role === 'MAINTENANCE' ? 'Go to your repair jobs' : isStaff(role) ? 'Go to the dashboard' : 'Go home');

/** The spec's `role` browser key for each role (the spec's 'Admin' and 'student', and 'Warden'): a display hint only. */
const ROLE_HINT: Record<Role, string> = { STUDENT: 'student', ADMIN: 'Admin', WARDEN: 'Warden', GUARD: 'Guard', MAINTENANCE: 'Maintenance' };

export const roleHint = (role: Role): string => ROLE_HINT[role];

import { isStaff, type Role } from 'web-kit';

/** Where a fresh login lands: the spec sends an admin (and so any staff) to the dashboard, anyone else home. */
export const landingFor = (role: Role) => (isStaff(role) ? '/adminpage/dashboard' : '/');

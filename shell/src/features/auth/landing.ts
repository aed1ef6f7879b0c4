import { isStaff, type Role } from 'web-kit';

/** Where a fresh login lands: the spec sends an admin (and so any staff) to the dashboard, a guard to the gate, anyone else home. */
export const landingFor = (role: Role) => (role === 'GUARD' ? '/adminpage/gate' : isStaff(role) ? '/adminpage/dashboard' : '/');

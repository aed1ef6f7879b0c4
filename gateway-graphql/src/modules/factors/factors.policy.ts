import { Role } from '../../core/enums.js';

/** STAFF_SECOND_FACTOR: whether every staff member who signs in with a password must hold a second factor. */
export type StaffSecondFactor = 'required' | 'optional';

/**
 * The roles that must hold a second factor before their session reaches anything but its own
 * enrolment: in production the admins always; every staff role when the campus requires it.
 */
export function requiredFactorRoles(production: boolean, staff: StaffSecondFactor = 'optional'): readonly Role[] {
  if (staff === 'required') return [Role.ADMIN, Role.WARDEN, Role.GUARD, Role.MAINTENANCE];
  return production ? [Role.ADMIN] : [];
}

/** Staff who may hold second factors (students sign in as before). */
export const FACTOR_ROLES: readonly Role[] = [Role.ADMIN, Role.WARDEN, Role.GUARD, Role.MAINTENANCE];

/** The WebAuthn relying party: the host people open (PUBLIC_URL), and its origin. */
export interface WebAuthnParty {
  rpID: string;
  origin: string;
  rpName: string;
}

export function webauthnParty(publicUrl: string): WebAuthnParty {
  const url = new URL(publicUrl);
  return { rpID: url.hostname, origin: url.origin, rpName: 'DormSpace' };
}

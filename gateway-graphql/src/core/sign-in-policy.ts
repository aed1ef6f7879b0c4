import { Role } from './enums.js';
import { AppError } from './errors.js';

/** How one audience signs in: with a DormSpace password, through the campus's provider (SSO), or either. */
export type SignInMethods = 'password' | 'sso' | 'both';

/** Who signs in how, as the campus chose (SIGNIN_STUDENTS, SIGNIN_STAFF; docs/decisions/0154). */
export interface SignInPolicy {
  students: SignInMethods;
  staff: SignInMethods;
  /** The campus's name on the login page ("Sign in with <name>"), when SSO is on. */
  campusName?: string;
}

/** Passwords for everyone and no SSO: a campus that configured none. */
export const PASSWORDS_ONLY: SignInPolicy = { students: 'password', staff: 'password' };

/** How an account of this role may sign in. */
export const methodsFor = (policy: SignInPolicy, role: Role): SignInMethods => (role === Role.STUDENT ? policy.students : policy.staff);

/**
 * Refuses a password where the campus lets this account's audience in only through its
 * provider. Said only after the password was right, so it tells a guesser nothing.
 */
export function assertPasswordAllowed(policy: SignInPolicy, role: Role): void {
  if (methodsFor(policy, role) === 'sso') {
    throw new AppError('UNAUTHENTICATED', `This campus signs you in with ${policy.campusName ?? 'its own account'}: use "Sign in with ${policy.campusName ?? 'campus account'}".`);
  }
}

/** The campus's OpenID provider and this gateway's registration with it (SSO_* settings, config.ts; here in core so that config.ts names it without loading the sso module). */
export interface SsoSettings {
  /** The issuer's URL: discovery reads `<issuer>/.well-known/openid-configuration`. */
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Space-separated; `openid` always. */
  scopes: string;
  /** The campus's name on the login page: "Sign in with <name>". */
  name: string;
  /** The ID token claim holding the enrollment ID (e.g. `enrollment_id`, `employeeNumber`); unset, students are found on the roster by their verified email. */
  enrollmentClaim?: string;
  /** The ID token claim holding the email (default `email`). */
  emailClaim: string;
  /** How far the provider's clock may be from ours, in seconds (default 30). */
  clockToleranceSeconds: number;
  /** Only the embedded development provider, on loopback: talk to it over plain HTTP. */
  allowHttp?: boolean;
}

/** The campus's OpenID provider and this gateway's registration with it (SSO_* settings, config.ts). */
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

/** Why a sign-in through the provider was refused; the login page says each in a sentence (shell, login-page). */
export type SsoRefusal =
  | 'expired'
  | 'cancelled'
  | 'failed'
  | 'unavailable'
  | 'not-on-roster'
  | 'needs-details'
  | 'not-staff'
  | 'already-linked'
  | 'disabled'
  | 'passwords-only';

/** A refusal of a sign-in through the provider: the browser is sent to the login page, which says why. */
export class SsoRefused extends Error {
  constructor(
    readonly reason: SsoRefusal,
    /** What went wrong, for the log only (never the browser): a library's error. */
    options?: { cause?: unknown },
  ) {
    super(`single sign-on refused: ${reason}`, options);
  }
}

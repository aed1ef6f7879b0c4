export type { SsoSettings } from '../../core/sign-in-policy.js';

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

import type { EntityManager } from '@mikro-orm/postgresql';
import type { Gender } from '../../core/enums.js';

/** What a signup claims about who the student is, as parsed, and the invitation it may carry. */
export interface SignupClaim {
  enrollmentId: string;
  email: string;
  gender: Gender;
  /** An invitation token from the office's mail (the roster's). */
  invite?: string;
}

/**
 * Who may sign up, as the campus decides it (the roster module's rule, given to the user
 * service by services.ts, so user imports nothing of roster). `check` refuses a signup the campus
 * does not admit before the password is hashed; `admit` runs in the signup's transaction once the
 * account row exists: it checks again (an invitation under lock) and records the admission (the
 * invitation used, the roster entry linked), or throws, and the account is not created.
 */
export interface SignupGate {
  check(claim: SignupClaim): Promise<void>;
  admit(em: EntityManager, claim: SignupClaim, userId: string): Promise<void>;
}

import type { EntityManager } from '@mikro-orm/postgresql';
import type { Clock } from './core/clock.js';
import { AuthService } from './modules/auth/auth.service.js';
import { PasswordResetService } from './modules/auth/password-reset.service.js';
import { SessionService } from './modules/auth/session.service.js';
import type { Mailer } from './modules/mail/mail.service.js';
import { UserService } from './modules/user/user.service.js';

/** What the services need from the process: the clock, the mailer, the settings. */
export interface ServiceDeps {
  clock: Clock;
  mailer: Mailer;
  sessionTtlMs: number;
}

/** Every rule of the product lives in one of these; GraphQL and REST both call them. */
export function createServices(em: EntityManager, deps: ServiceDeps) {
  const sessions = new SessionService(em, deps.clock, deps.sessionTtlMs);
  return {
    sessions,
    auth: new AuthService(em, sessions),
    passwordReset: new PasswordResetService(em, deps.mailer, deps.clock),
    users: new UserService(em, deps.clock),
  };
}

export type Services = ReturnType<typeof createServices>;

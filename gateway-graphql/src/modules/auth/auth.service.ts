import type { EntityDictionary, EntityManager } from '@mikro-orm/postgresql';
import { prepared } from '../../db/prepared.js';
import { AppError } from '../../core/errors.js';
import type { RequestGuard } from '../../core/limits.js';
import type { Metrics } from '../../core/metrics.js';
import { parseInput } from '../../core/validate.js';
import { requireViewer, type Viewer } from '../../core/viewer.js';
import { User } from '../user/index.js';
import { passwordHasher, timingDummyHash, verifyPassword } from '../../core/password.js';
import type { IssuedSession, SessionService } from './session.service.js';
import { loginInput } from './auth.validate.js';

export interface LoginResult {
  user: User;
  session: IssuedSession;
}

const WRONG_CREDENTIALS = 'Invalid email or password.';

/**
 * The account of an email, as a login reads it (a prepared statement, db/prepared.ts): in a login
 * storm the ORM's query building, a fresh plan per call and hydration ran once per login on the
 * event loop, beside the hash workers. Mapped to the entity with `em.map`, as `findOne` would.
 */
const userByEmail = prepared<EntityDictionary<User>>('user-by-email', 'select * from users where email = ?');

/** The account of a (normalised) email, or null: the entity `em.findOne(User, { email })` gives. */
export async function accountByEmail(em: EntityManager, email: string): Promise<User | null> {
  const [row] = await userByEmail(em, [email]);
  return row ? em.map(User, row) : null;
}

/** Logging in and out. The transport (cookie) is the adapter's business. */
export class AuthService {
  constructor(
    private readonly em: EntityManager,
    private readonly sessions: SessionService,
    private readonly guard: RequestGuard,
    private readonly metrics?: Metrics,
  ) {}

  async login(input: { email?: unknown; password?: unknown }): Promise<LoginResult> {
    const { email, password } = parseInput(loginInput, input);
    const { throttle, address } = this.guard;
    passwordHasher.assertRoom(); // shed at once when the hashing line is already full
    await throttle.check('loginPerAddress', address);
    // Counted before the hash check: guesses fired together still meet the limit.
    await throttle.take('loginPerAccount', email);

    const user = await accountByEmail(this.em, email);
    // An unknown email (or an invited warden with no password yet) costs the same hash check as a wrong password.
    const ok = await verifyPassword(user?.passwordHash ?? (await timingDummyHash()), password);
    if (!user || !ok) {
      await throttle.charge('loginPerAddress', address);
      this.metrics?.loginFailures.inc();
      throw new AppError('UNAUTHENTICATED', WRONG_CREDENTIALS);
    }
    await throttle.reset('loginPerAccount', email);
    // Said only to someone who knows the password: it reveals nothing to a guesser.
    if (user.disabledAt) throw new AppError('UNAUTHENTICATED', 'This account has been disabled. Please contact the hostel office.');
    return { user, session: await this.sessions.issue(user) };
  }

  /** Ends this login on the server: the cookie is worthless afterwards. */
  async logout(viewer: Viewer | null): Promise<void> {
    await this.sessions.revoke(requireViewer(viewer).sessionId);
  }
}

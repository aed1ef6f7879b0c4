import type { EntityDictionary, EntityManager } from '@mikro-orm/postgresql';
import { prepared } from '../../core/prepared.js';
import { AppError } from '../../core/errors.js';
import type { RequestGuard } from '../../core/limits.js';
import type { Metrics } from '../../core/metrics.js';
import { sha256Hex } from '../../core/secrets.js';
import { parseInput } from '../../core/validate.js';
import { requireViewer, type Viewer } from '../../core/viewer.js';
import { User } from '../user/index.js';
import { passwordHasher, timingDummyHash, verifyPassword } from '../../core/password.js';
import type { IssuedSession } from '../../core/request-context.js';
import type { SessionService } from './session.service.js';
import { loginInput } from './auth.validate.js';
import { assertPasswordAllowed, PASSWORDS_ONLY, type SignInPolicy } from '../../core/sign-in-policy.js';

export interface LoginResult {
  user: User;
  session: IssuedSession;
}

const WRONG_CREDENTIALS = 'Invalid email or password.';

/**
 * Staff's second factors as a login meets them (the factors module's SecondStepService, which the
 * adapter hands in): `afterPassword` throws to hold the session back (the second step's challenge,
 * or a refusal where the client cannot ask for a factor); `pass` checks that step and names whose
 * sign-in it completes (docs/decisions/0155).
 */
export interface SecondFactorGate {
  afterPassword(user: User, canAsk: boolean): Promise<void>;
  pass(input: { challenge?: unknown; passkey?: unknown; code?: unknown }): Promise<string>;
}

/**
 * The account of an email, as a login reads it (a prepared statement, core/prepared.ts): in a login
 * storm the ORM's query building, a fresh plan per call and hydration ran once per login on the
 * event loop, beside the hash workers. Mapped to the entity with `em.map`, as `findOne` would.
 */
const userByEmail = prepared<EntityDictionary<User>>('user-by-email', 'select * from users where email = ?');

/** The account of a (normalised) email, or null: the entity `em.findOne(User, { email })` gives. */
export async function accountByEmail(em: EntityManager, email: string): Promise<User | null> {
  const [row] = await userByEmail(em, [email]);
  return row ? em.map(User, row) : null;
}

/**
 * The key an account's login counters are kept under: its email and the generation of its
 * password (a fingerprint of the stored hash). A new password, which is what a reset by one-time
 * code sets, starts every counter of the account afresh, from every address at once: the lock a
 * guesser caused lifts for the owner who proved they hold the mailbox.
 */
export function loginAccountKey(email: string, passwordHash: string | null | undefined): string {
  return `${email}#${sha256Hex(passwordHash ?? '').slice(0, 16)}`;
}

/** Logging in and out. The transport (cookie) is the adapter's business. */
export class AuthService {
  constructor(
    private readonly em: EntityManager,
    private readonly sessions: SessionService,
    private readonly guard: RequestGuard,
    private readonly metrics?: Metrics,
    private readonly policy: SignInPolicy = PASSWORDS_ONLY,
  ) {}

  /**
   * Guessing is limited without handing guessers a lock on someone else's account (ASVS 5.0
   * 6.1.1, 6.3.1): the strict budget is per account and address, so a guesser locks only
   * themselves; spread over many addresses, guesses meet a wide per-account budget and then a
   * pace of one a minute, which never shuts the owner out; the addresses the account logged in
   * from lately are spared that pace; and a reset by one-time code lifts all of it.
   */
  async login(input: { email?: unknown; password?: unknown }, factors: { gate: SecondFactorGate; canAsk: boolean }): Promise<LoginResult> {
    const { email, password } = parseInput(loginInput, input);
    const { throttle, address } = this.guard;
    passwordHasher.assertRoom(); // shed at once when the hashing line is already full
    await throttle.check('loginPerAddress', address);
    const user = await accountByEmail(this.em, email);
    const account = loginAccountKey(email, user?.passwordHash);
    const pair = `${account}|${address}`;
    await this.spendLoginBudgets(account, pair);

    // An unknown email (or an invited warden with no password yet) costs the same hash check as a wrong password.
    const ok = await verifyPassword(user?.passwordHash ?? (await timingDummyHash()), password);
    if (!user || !ok) {
      await throttle.charge('loginPerAddress', address);
      this.metrics?.loginFailures.inc();
      throw new AppError('UNAUTHENTICATED', WRONG_CREDENTIALS);
    }
    await throttle.reset('loginPerAccountAddress', pair);
    // Said only to someone who knows the password: it reveals nothing to a guesser.
    if (user.disabledAt) throw new AppError('UNAUTHENTICATED', 'This account has been disabled. Please contact the hostel office.');
    assertPasswordAllowed(this.policy, user.role);
    await throttle.remember(pair);
    // Staff holding a second factor get its challenge, not yet a session; a client that cannot ask for it is refused.
    await factors.gate.afterPassword(user, factors.canAsk);
    return { user, session: await this.sessions.issue(user) };
  }

  /** The second step of a staff sign-in (docs/decisions/0155): the factor passes the challenge, and only then is a session issued. */
  async completeSignIn(input: { challenge?: unknown; passkey?: unknown; code?: unknown }, gate: SecondFactorGate): Promise<LoginResult> {
    const userId = await gate.pass(input);
    const user = await this.em.findOne(User, { id: userId });
    if (!user || user.disabledAt) throw new AppError('UNAUTHENTICATED', 'This account has been disabled. Please contact the hostel office.');
    return { user, session: await this.sessions.issue(user) };
  }

  /**
   * Spent before the hash check, so guesses fired together still meet the limits: the account's
   * budget from this address, then (from an address the account has not logged in from lately)
   * the account's wide budget or, once that is spent, its one-a-minute pace.
   */
  private async spendLoginBudgets(account: string, pair: string): Promise<void> {
    const { throttle } = this.guard;
    await throttle.take('loginPerAccountAddress', pair);
    if (await throttle.remembers(pair)) return;
    try {
      await throttle.takeOrPace('loginPerAccount', 'loginPerAccountPaced', account);
    } catch (refusal) {
      await throttle.refund('loginPerAccountAddress', pair); // not tried: it does not count against this address
      throw refusal;
    }
  }

  /** Ends this login on the server: the cookie is worthless afterwards. */
  async logout(viewer: Viewer | null): Promise<void> {
    await this.sessions.revoke(requireViewer(viewer).sessionId);
  }
}

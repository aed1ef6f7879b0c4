import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Redis } from 'ioredis';
import { AppError } from './errors.js';

/** One budget: `points` actions per `seconds`; once spent, refused for `blockSeconds` (0: until the window ends). */
export interface Budget {
  points: number;
  seconds: number;
  blockSeconds: number;
}

/**
 * Every limit the gateway keeps. Per account: guessing one student's password or code. Per
 * address: one machine trying many accounts. Address budgets are wide because a campus network
 * puts hundreds of students behind one NAT address (docs/security.md).
 */
export interface Limits {
  /**
   * Login attempts on one account from one address, counted before the check; a success resets
   * it. The 11th within 15 minutes is refused, right password or not, but only to that address:
   * a guesser cannot lock the owner out from anywhere else (docs/security.md).
   */
  loginPerAccountAddress: Budget;
  /**
   * Login attempts on one account from addresses it has not logged in from lately, counted before
   * the check. Wide: it slows guessing spread over many addresses, and once spent such attempts
   * go at the pace of {@link loginPerAccountPaced} rather than stopping.
   */
  loginPerAccount: Budget;
  /** The pace of those attempts once {@link loginPerAccount} is spent: one a minute, never a lock. */
  loginPerAccountPaced: Budget;
  /** Failed logins from one address (a login storm behind one NAT address is not refused). */
  loginPerAddress: Budget;
  signupPerAddress: Budget;
  /** Reset codes asked for one email, and from one address. */
  resetCodePerAccount: Budget;
  resetCodePerAddress: Budget;
  /** Code checks (each code also dies after 5 misses) per email; failed ones per address. */
  codeCheckPerAccount: Budget;
  codeCheckPerAddress: Budget;
  /** Gate scans whose code or token names no pass, per scanning account; scans that find a pass are not counted. */
  gateScanFailuresPerGuard: Budget;
  /** Parcel collections whose code or token names no parcel, per desk account (as the gate's). */
  parcelCodeFailuresPerGuard: Budget;
  /** Visitor passes whose code or token names no visit, per desk account (as the gate's). */
  visitorCodeFailuresPerGuard: Budget;
  /**
   * Classmates looked up by enrollment ID to name in a roommate group, per student (each answer is
   * one name). A group needs a few; enrollment IDs run in order, so this is the pace at which a
   * student could list the names of their process by guessing.
   */
  classmateLookupsPerStudent: Budget;
  /** Repair reports per student (each may carry 3 photos to re-encode): a burst of a few, then a pace. */
  repairReportsPerStudent: Budget;
  /** Beacons of the shell's reports (issue 55), per session: a page sends one every 10 s at most, and one as it hides. */
  canaryReportsPerSession: Budget;
  /** Every other call: per session, and per address before the session is known. Held per gateway. */
  requestsPerSession: Budget;
  requestsPerAddress: Budget;
}

const MIN15 = 15 * 60;
export const DEFAULT_LIMITS: Limits = {
  loginPerAccountAddress: { points: 10, seconds: MIN15, blockSeconds: MIN15 },
  // 20 an hour, then one a minute: at most 80 an hour on one account from new addresses.
  loginPerAccount: { points: 20, seconds: 3600, blockSeconds: 0 },
  loginPerAccountPaced: { points: 1, seconds: 60, blockSeconds: 0 },
  loginPerAddress: { points: 200, seconds: MIN15, blockSeconds: MIN15 },
  signupPerAddress: { points: 300, seconds: 3600, blockSeconds: MIN15 },
  resetCodePerAccount: { points: 5, seconds: MIN15, blockSeconds: MIN15 },
  resetCodePerAddress: { points: 100, seconds: MIN15, blockSeconds: MIN15 },
  codeCheckPerAccount: { points: 10, seconds: MIN15, blockSeconds: MIN15 },
  codeCheckPerAddress: { points: 200, seconds: MIN15, blockSeconds: MIN15 },
  // A guard mistypes a code now and then; ten misses in a minute is guessing.
  gateScanFailuresPerGuard: { points: 10, seconds: 60, blockSeconds: 5 * 60 },
  parcelCodeFailuresPerGuard: { points: 10, seconds: 60, blockSeconds: 5 * 60 },
  visitorCodeFailuresPerGuard: { points: 10, seconds: 60, blockSeconds: 5 * 60 },
  classmateLookupsPerStudent: { points: 20, seconds: MIN15, blockSeconds: MIN15 },
  // A student reports what is broken now and then; five in a minute is already a lot.
  repairReportsPerStudent: { points: 5, seconds: 60, blockSeconds: 60 },
  canaryReportsPerSession: { points: 30, seconds: 60, blockSeconds: 60 },
  // Selection day: a student clicking through grids makes well under 5 calls a second.
  requestsPerSession: { points: 600, seconds: 60, blockSeconds: 60 },
  requestsPerAddress: { points: 30_000, seconds: 60, blockSeconds: 60 },
};

export type LimitName = keyof Limits;

/**
 * How long an address an account logged in from stays known to it (fortnight: a weekly login
 * keeps it; the in-memory store's timers also cap it below 24 days).
 */
export const KNOWN_ADDRESS_SECONDS = 14 * 24 * 3600;

/** Auth budgets hold across gateways (Redis when configured); the general ones per instance. */
const SHARED: ReadonlySet<LimitName> = new Set<LimitName>([
  'loginPerAccountAddress',
  'loginPerAccount',
  'loginPerAccountPaced',
  'loginPerAddress',
  'signupPerAddress',
  'resetCodePerAccount',
  'resetCodePerAddress',
  'codeCheckPerAccount',
  'codeCheckPerAddress',
  'gateScanFailuresPerGuard',
  'parcelCodeFailuresPerGuard',
  'visitorCodeFailuresPerGuard',
  'classmateLookupsPerStudent',
  'repairReportsPerStudent',
]);

/** The words every client shows for a refusal, minutes rounded up. */
export function tooManyAttempts(retryAfterMs: number): AppError {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  const minutes = Math.ceil(seconds / 60);
  return new AppError('RATE_LIMITED', `Too many attempts, try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`, [], seconds);
}

export interface LimitEvents {
  /** A refusal, for the metrics. */
  refused(name: LimitName): void;
}

/**
 * Anti-automation (ASVS 5.0 6.1.1, 6.3.1, 2.4.1; NIST 800-63B 5.2.2) on rate-limiter-flexible. Per-account
 * budgets are spent before the guarded work, so 60 guesses fired at once still meet the limit
 * at the 11th; per-address ones count failures. A Redis outage falls back to each instance's
 * memory rather than to no limit.
 */
export class Throttle {
  private readonly limiters = new Map<LimitName, RateLimiterAbstract>();
  /** Keys remembered for a while (an account's known addresses), shared like the auth budgets. */
  private readonly marks: RateLimiterAbstract;

  constructor(
    readonly limits: Limits = DEFAULT_LIMITS,
    redis?: Redis,
    private readonly events: LimitEvents = { refused: () => undefined },
  ) {
    for (const [name, budget] of Object.entries(limits) as [LimitName, Budget][]) {
      const options = { keyPrefix: `limit:${name}`, points: budget.points, duration: budget.seconds, blockDuration: budget.blockSeconds };
      const memory = new RateLimiterMemory(options);
      this.limiters.set(
        name,
        redis && SHARED.has(name) ? new RateLimiterRedis({ ...options, storeClient: redis, insuranceLimiter: memory, rejectIfRedisNotReady: true }) : memory,
      );
    }
    const marks = { keyPrefix: 'known', points: 1, duration: KNOWN_ADDRESS_SECONDS };
    this.marks = redis
      ? new RateLimiterRedis({ ...marks, storeClient: redis, insuranceLimiter: new RateLimiterMemory(marks), rejectIfRedisNotReady: true })
      : new RateLimiterMemory(marks);
  }

  /** Spends one point of `name` for `key`; throws RATE_LIMITED (with the wait) when none is left. */
  async take(name: LimitName, key: string): Promise<void> {
    try {
      await this.limiter(name).consume(key);
    } catch (refusal) {
      if (!(refusal instanceof RateLimiterRes)) throw refusal;
      this.events.refused(name);
      throw tooManyAttempts(refusal.msBeforeNext);
    }
  }

  /**
   * Spends one point of `name` for `key`, and once those are gone one of `paced` (a slower
   * budget) instead: refused only while both are spent, with the wait of `paced`.
   */
  async takeOrPace(name: LimitName, paced: LimitName, key: string): Promise<void> {
    try {
      await this.limiter(name).consume(key);
    } catch (refusal) {
      if (!(refusal instanceof RateLimiterRes)) throw refusal;
      await this.take(paced, key);
    }
  }

  /** Gives back a point taken before the work, when the work turns out not to count (a scan that found its pass). */
  async refund(name: LimitName, key: string): Promise<void> {
    await this.limiter(name).reward(key).catch(() => undefined);
  }

  /** Refuses while `key` has spent `name` (cooling down), without spending. */
  async check(name: LimitName, key: string): Promise<void> {
    const state = await this.limiter(name).get(key).catch(() => null);
    if (state && state.consumedPoints >= this.limits[name].points) {
      this.events.refused(name);
      throw tooManyAttempts(state.msBeforeNext);
    }
  }

  /** Counts a failure against `key`; the refusal, if any, falls on the next attempt. */
  async charge(name: LimitName, key: string): Promise<void> {
    await this.limiter(name).consume(key).catch(() => undefined);
  }

  /** Forgets `key`'s count: an account's failures end with a success. */
  async reset(name: LimitName, key: string): Promise<void> {
    await this.limiter(name).delete(key).catch(() => undefined);
  }

  /** Remembers `key` for {@link KNOWN_ADDRESS_SECONDS} (from now: a later call renews it). */
  async remember(key: string): Promise<void> {
    await this.marks.set(key, 1, KNOWN_ADDRESS_SECONDS).catch(() => undefined);
  }

  /** Whether `key` is remembered; a store that cannot answer says no, the stricter answer. */
  async remembers(key: string): Promise<boolean> {
    return (await this.marks.get(key).catch(() => null)) !== null;
  }

  private limiter(name: LimitName): RateLimiterAbstract {
    return this.limiters.get(name)!;
  }
}

/** The limits as one request meets them: the shared counters and the caller's address. */
export interface RequestGuard {
  throttle: Throttle;
  address: string;
}

import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import { AppError } from './errors.js';
import { ReturnSlots } from './return-slots.js';

// Algorithm.Argon2id is a const enum in the typings, which isolatedModules cannot read.
const ARGON2ID = 2;
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 };

/**
 * The longest a hash may wait for a worker before the call is shed instead: a wait a person
 * accepts after pressing Log in or Sign up, a few seconds.
 * - Well inside the 10 s a person keeps their mind on a task, with a return slot on top.
 * - Two seconds and more: refused calls come back after whole seconds (Retry-After), in bursts of
 *   up to a second's hashes; a line that holds less runs dry between them (0.5 s, the line before
 *   this, left about a quarter of the workers' time idle at 250 logins/s offered).
 * - On 2 cores one worker verifies 30-125 a second (the slowest hour to the fastest VM measured),
 *   so 3 s is 90-375 places: a rush of 40 signups and their 40 logins all get in, 1-3 s later.
 */
const ACCEPTED_WAIT_MS = 3000;

export interface HashingOptions {
  /** Worker threads that hash (PASSWORD_WORKERS). Default: one core left to the event loop and PostgreSQL. */
  workers: number;
  /** How many hashes may wait (PASSWORD_QUEUE). Unset: what the workers clear in ACCEPTED_WAIT_MS. */
  queue?: number;
}

export const defaultHashingOptions = (): HashingOptions => ({ workers: Math.max(1, availableParallelism() - 1) });

/** How many hashes may wait for `workers` at `hashMs` a hash: what they clear in ACCEPTED_WAIT_MS. */
export const hashingRoom = (hashMs: number, workers: number): number => Math.max(workers, Math.floor((ACCEPTED_WAIT_MS / hashMs) * workers));

/**
 * argon2id (OWASP's baseline parameters) in a bounded pool of worker threads (piscina). A hash
 * costs tens of milliseconds of one core; on the event loop's threadpool a login storm queued
 * them for seconds ahead of every other call's I/O. Here they run on their own threads at a
 * lower priority (nice 10) than the event loop, no more wait than about ACCEPTED_WAIT_MS, and
 * the excess is refused at once with 503 and a Retry-After that books the client a return slot
 * (core/return-slots.ts): slots follow the line and are one hash apart (per worker), so refused
 * clients come back as the workers free up, and the workers are not left idle while clients wait.
 */
class PasswordHasher {
  private pool: Piscina | null = null;
  private options = defaultHashingOptions();
  /** A hash's time on a worker, smoothed; the first guess is OWASP's parameters on a slow core. */
  private hashMs = 30;
  private readonly slots = new ReturnSlots();
  /** Hashes refused because the line was full (for the metrics). */
  shed = 0;

  /** Settings left undefined keep their defaults. Hashes in flight finish on the old pool. */
  configure(options: { workers?: number; queue?: number }): void {
    const next = { workers: options.workers ?? this.options.workers, queue: options.queue };
    if (next.workers === this.options.workers && next.queue === this.options.queue) return;
    this.options = next;
    const old = this.pool;
    this.pool = null;
    void old?.close();
  }

  /** Hashes waiting for a worker. */
  get waiting(): number {
    return this.pool?.queueSize ?? 0;
  }

  /** How many may wait: as configured, or what the workers clear in ACCEPTED_WAIT_MS at the hashes' recent pace. */
  private get room(): number {
    const { workers, queue } = this.options;
    return queue ?? hashingRoom(this.hashMs, workers);
  }

  /** Refuses at once (503) when the line is already full, before the call does any other work. */
  assertRoom(): void {
    if (this.waiting >= this.room) throw this.busy();
  }

  async run<T extends string | boolean>(task: object): Promise<T> {
    this.assertRoom();
    this.pool ??= new Piscina({
      filename: new URL('./password-worker.mjs', import.meta.url).href,
      minThreads: this.options.workers,
      maxThreads: this.options.workers,
      idleTimeout: 60_000,
      niceIncrement: 10,
    });
    const { value, ms } = (await this.pool.run(task)) as { value: T; ms?: number };
    if (ms !== undefined) {
      this.hashMs = this.hashMs * 0.9 + ms * 0.1;
      this.slots.record(ms);
    }
    return value;
  }

  private busy(): AppError {
    this.shed++;
    // Behind the line and one hash (per worker) after the last slot booked: refused clients come
    // back as fast as the workers clear the line, not all at once (to be refused again), and not
    // so late that the workers sit idle.
    const retryAfterSeconds = this.slots.book(Date.now(), this.waiting, this.options.workers, this.hashMs);
    return new AppError('SERVICE_UNAVAILABLE', 'Many people are using DormSpace right now. Please try again in a moment.', [], retryAfterSeconds);
  }
}

export const passwordHasher = new PasswordHasher();

export const hashPassword = (password: string): Promise<string> => passwordHasher.run<string>({ op: 'hash', password, options: OPTIONS });

export const verifyPassword = (passwordHash: string, password: string): Promise<boolean> =>
  passwordHasher.run<boolean>({ op: 'verify', hash: passwordHash, password });

// Compared against when the email is unknown, so both answers take as long. Made once; if that
// first hash is shed, the next call tries again (a remembered refusal would refuse every
// unknown email from then on, and tell them apart from known ones).
let dummyHash: Promise<string> | undefined;
export const timingDummyHash = (): Promise<string> =>
  (dummyHash ??= hashPassword('not-a-real-password').catch((error: unknown) => {
    dummyHash = undefined;
    throw error;
  }));

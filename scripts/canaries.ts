import { existsSync, readFileSync } from 'node:fs';
import { userInfo } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import type { RemoteCanaryRow } from '../gateway-graphql/src/modules/canary/canary.row.js';
import { REMOTES, repoRoot, type AppName } from './apps.js';
import { checkRelease, hasRelease, pointAt, ReleaseError, stableRelease, type CheckOptions } from './releases.js';

/**
 * Canary releases of the remotes (issue 55, docs/deploying-a-remote.md#canary): a release served
 * to a share of the browsers first, the rest staying on the stable release, judged step by step
 * by the gateway's job on what the browsers report (docs/decisions/0160).
 *
 * The state is the gateway's table `remote_canaries` (its migration Migration20261206000000Canaries),
 * in the environment's PostgreSQL, so every gateway and every shell server share it and it
 * survives restarts. Written by this file (a team's commands: start, pause, resume, abort, finish;
 * the shell's server: a promoted canary applied to the runtime map) and by the gateway's judge
 * (the step and share, promoted or rolled back with its reason); nothing else.
 */

export type CanaryStatus = RemoteCanaryRow['status'];

/** One canary: a row of `remote_canaries`. */
export interface Canary {
  id: string;
  remote: AppName;
  /** The release the rest stay on: null for the local build. */
  stableRelease: string | null;
  canaryRelease: string;
  /** The shares, in per cent, it climbs through: ascending, ending at 100. */
  steps: number[];
  /** An index into `steps`. */
  step: number;
  /** The per cent of browsers (buckets 0 … share-1) served the canary now. */
  share: number;
  minSessions: number;
  minMinutes: number;
  lcpP75Ms: number;
  status: CanaryStatus;
  /** Why it ended (rolled back: the judge's words). */
  reason: string | null;
  startedBy: string;
  startedAt: Date;
  stepStartedAt: Date;
  endedAt: Date | null;
  /** When a promoted canary was written into the runtime map (its release became the stable one). */
  appliedAt: Date | null;
}

/** A row of `remote_canaries` as PostgreSQL returns it: the gateway's table, its type. */
export type CanaryRow = RemoteCanaryRow;

export const fromRow = (row: CanaryRow): Canary => ({
  id: row.id,
  remote: row.remote as AppName,
  stableRelease: row.stable_release,
  canaryRelease: row.canary_release,
  steps: row.steps.map(Number),
  step: row.step,
  share: row.share,
  minSessions: row.min_sessions,
  minMinutes: row.min_minutes,
  lcpP75Ms: row.lcp_p75_ms,
  status: row.status,
  reason: row.reason,
  startedBy: row.started_by,
  startedAt: row.started_at,
  stepStartedAt: row.step_started_at,
  endedAt: row.ended_at,
  appliedAt: row.applied_at,
});

/** What a team gives when it starts a canary, and the defaults. */
export const CANARY_DEFAULTS = { minSessions: 20, minMinutes: 5, lcpP75Ms: 2500 } as const;

/** Who runs a command, as the audit and `started_by` name them: `--by`, else the machine's user. */
export function whoRuns(by: string | undefined): string {
  const name = by?.trim() || (() => {
    try {
      return userInfo().username;
    } catch {
      return '';
    }
  })();
  return (name || 'unknown').slice(0, 100);
}

/**
 * The embedded PostgreSQL's account (gateway-graphql/src/db/embedded.ts: it listens on 127.0.0.1
 * only, for development and tests) and the database the gateway makes on it (src/db/database.ts).
 */
const EMBEDDED = { user: 'postgres', password: 'postgres', database: 'dormspace' };

/**
 * The database the gateway uses, so the canaries it judges are the ones read here: DATABASE_URL,
 * else the embedded PostgreSQL `npm start` runs on `DATA_DIR/pg`, found by its `postmaster.pid`
 * while it runs. Undefined when there is neither (the stack is not up).
 */
export function canaryDatabaseUrl(env: NodeJS.ProcessEnv = process.env): string | undefined {
  if (env.DATABASE_URL) return env.DATABASE_URL;
  const pidFile = join(embeddedDataDir(env), 'postmaster.pid');
  if (!existsSync(pidFile)) return undefined;
  const [pid, , , port] = readFileSync(pidFile, 'utf8').split('\n');
  try {
    process.kill(Number(pid), 0);
  } catch (error) {
    // Another user's process (PostgreSQL runs as `postgres`) answers EPERM: it is alive.
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return undefined;
  }
  return `postgres://${EMBEDDED.user}:${EMBEDDED.password}@127.0.0.1:${Number(port)}/${EMBEDDED.database}`;
}

export const embeddedDataDir = (env: NodeJS.ProcessEnv) => join(resolve(env.DATA_DIR ?? join(repoRoot, '.data')), 'pg');

/** A database URL without its password, for messages. */
const where = (url: string) => {
  const parsed = URL.parse(url);
  return parsed ? `${parsed.hostname}:${parsed.port || 5432}${parsed.pathname}` : 'DATABASE_URL';
};

/** Runs `work` on a connection to the canaries' database; a team reads why it cannot, not a stack trace. */
export async function withCanaryDatabase<T>(env: NodeJS.ProcessEnv, work: (db: pg.ClientBase) => Promise<T>): Promise<T> {
  const url = canaryDatabaseUrl(env);
  if (!url) {
    throw new ReleaseError(
      `Cannot reach the database the canaries live in: DATABASE_URL is not set, and no embedded PostgreSQL runs on ${embeddedDataDir(env)}. Start the stack (npm start), or set DATABASE_URL to the environment's database.`,
    );
  }
  const db = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  try {
    await db.connect();
  } catch (error) {
    await db.end().catch(() => undefined);
    throw new ReleaseError(`Cannot reach the database the canaries live in (${where(url)}): ${(error as Error).message}`);
  }
  try {
    return await work(db);
  } catch (error) {
    if ((error as { code?: string }).code === '42P01') {
      throw new ReleaseError(`The database at ${where(url)} has no canaries table yet: start the gateway once, which brings its schema up to date (${(error as Error).message}).`);
    }
    throw error;
  } finally {
    await db.end().catch(() => undefined);
  }
}

async function inTransaction<T>(db: pg.ClientBase, work: () => Promise<T>): Promise<T> {
  await db.query('begin');
  try {
    const result = await work();
    await db.query('commit');
    return result;
  } catch (error) {
    await db.query('rollback').catch(() => undefined);
    throw error;
  }
}

/** The audit row of a decision about a canary, in its transaction (the gateway's `audit_events`). */
async function audit(db: pg.ClientBase, action: string, by: string | null, after: Canary, before: Canary | null): Promise<void> {
  await db.query(
    `insert into audit_events (actor_id, actor_name, actor_role, action, object_type, object_id, before, after) values (null, $1, 'system', $2, 'remote_canary', $3, $4, $5)`,
    [by, action, after.id, before ? JSON.stringify(before) : null, JSON.stringify(after)],
  );
}

/** A canary that still serves its share: running or paused. */
export const ACTIVE = `status in ('running', 'paused')`;

async function activeCanary(db: pg.ClientBase, app: AppName, lock = false): Promise<Canary | undefined> {
  const { rows } = await db.query<CanaryRow>(`select * from remote_canaries where remote = $1 and ${ACTIVE}${lock ? ' for update' : ''}`, [app]);
  return rows[0] && fromRow(rows[0]);
}

/**
 * The shares a canary climbs through, from `--canary N` and `--steps A,B,…,100`: N first, then
 * 50 and 100 above it (10 → 50 → 100; 60 → 100); or the team's steps, ascending whole per cents
 * ending at 100 (N, when given too, must be the first).
 */
export function canarySteps(first: string | undefined, steps: string | undefined): number[] {
  const percent = (text: string, what: string) => {
    const value = Number(text);
    if (!/^\d+$/.test(text.trim()) || value < 1 || value > 100) throw new ReleaseError(`${what}: "${text}" is not a whole per cent from 1 to 100.`);
    return value;
  };
  const start = first === undefined ? undefined : percent(first, '--canary');
  if (steps === undefined) {
    if (start === undefined) throw new ReleaseError('--canary needs the share to start with, e.g. --canary 10.');
    return [start, ...[50, 100].filter((step) => step > start)];
  }
  const list = steps.split(',').map((step) => percent(step, '--steps'));
  if (list.some((step, i) => i > 0 && step <= list[i - 1]!)) throw new ReleaseError(`--steps ${steps}: each step must be a larger share than the one before.`);
  if (list.at(-1) !== 100) throw new ReleaseError(`--steps ${steps}: the last step must be 100 (the canary then serves everyone, and is promoted when that step is healthy).`);
  if (start !== undefined && start !== list[0]) throw new ReleaseError(`--canary ${start} and --steps ${steps} disagree: the first step is the share to start with (give one of them, or make them agree).`);
  return list;
}

/** A whole number from a flag, at least `min`; `fallback` when the flag is not given. */
export function wholeFlag(name: string, text: string | undefined, fallback: number, min: number): number {
  if (text === undefined) return fallback;
  const value = Number(text);
  if (!/^\d+$/.test(text.trim()) || value < min || value > 2_000_000_000) throw new ReleaseError(`--${name}: "${text}" is not a whole number of at least ${min}.`);
  return value;
}

export interface CanaryOptions extends CheckOptions {
  steps: number[];
  minSessions?: number;
  minMinutes?: number;
  lcpP75Ms?: number;
  by?: string;
}

/**
 * Starts a canary: the release is checked as `promote` checks it (refused the same way), must not
 * be the stable one, and the remote must have no canary running or paused; then its row is
 * written (running, at the first step's share) and audited. Browsers see it at their next read of
 * /remotes.json once the shell's server has read it (at most a second later).
 */
export async function startCanary(app: AppName, release: string, options: CanaryOptions): Promise<Canary> {
  const env = options.env ?? process.env;
  await checkRelease(app, release, options);
  const stable = await stableRelease(app, env);
  if (stable === release) throw new ReleaseError(`${app} ${release} is the stable release already: every browser is on it. A canary is for a release the rest are not on.`);
  const by = whoRuns(options.by);
  return withCanaryDatabase(env, (db) =>
    inTransaction(db, async () => {
      const running = await activeCanary(db, app);
      if (running) throw busy(app, running);
      let row: CanaryRow | undefined;
      try {
        ({
          rows: [row],
        } = await db.query<CanaryRow>(
          `insert into remote_canaries (remote, stable_release, canary_release, steps, step, share, min_sessions, min_minutes, lcp_p75_ms, started_by)
           values ($1, $2, $3, $4, 0, $5, $6, $7, $8, $9) returning *`,
          [app, stable, release, options.steps, options.steps[0], options.minSessions ?? CANARY_DEFAULTS.minSessions, options.minMinutes ?? CANARY_DEFAULTS.minMinutes, options.lcpP75Ms ?? CANARY_DEFAULTS.lcpP75Ms, by],
        ));
      } catch (error) {
        // Another team member's canary of the same remote, started a moment ago (the partial unique index).
        if ((error as { code?: string }).code === '23505') throw busy(app, undefined);
        throw error;
      }
      const canary = fromRow(row!);
      await audit(db, 'canary.started', by, canary, null);
      return canary;
    }),
  );
}

const busy = (app: AppName, running: Canary | undefined) =>
  new ReleaseError(
    `${app} has a canary ${running ? `${running.status} already: ${running.canaryRelease} at ${running.share} %` : 'already'}. One canary at a time: finish or abort it first (npm run canary -w ${app} -- finish | abort).`,
  );

export type CanaryAction = 'pause' | 'resume' | 'abort' | 'finish';

/** From the statuses it may leave, to the one it sets. */
const ACTIONS: Record<CanaryAction, { from: CanaryStatus[]; to: CanaryStatus; audit: string; ends: boolean; reason?: (by: string) => string }> = {
  pause: { from: ['running'], to: 'paused', audit: 'canary.paused', ends: false },
  resume: { from: ['paused'], to: 'running', audit: 'canary.resumed', ends: false },
  abort: { from: ['running', 'paused'], to: 'aborted', audit: 'canary.aborted', ends: true, reason: (by) => `aborted by ${by}` },
  finish: { from: ['running', 'paused'], to: 'promoted', audit: 'canary.finished', ends: true, reason: (by) => `finished by ${by}` },
};

/**
 * A team's hand on its canary: pause (the judge leaves it at its share; its browsers stay on it),
 * resume, abort (everyone back on the stable release at their next page load), finish (promoted
 * now: its release becomes the stable one, with the one before on the history for rollback).
 * Locked against the judge deciding at the same moment, and audited.
 */
export async function changeCanary(app: AppName, action: CanaryAction, options: { env?: NodeJS.ProcessEnv; by?: string } = {}): Promise<Canary> {
  const env = options.env ?? process.env;
  const by = whoRuns(options.by);
  const rule = ACTIONS[action];
  return withCanaryDatabase(env, async (db) => {
    const changed = await inTransaction(db, async () => {
      const before = await activeCanary(db, app, true);
      if (!before) throw new ReleaseError(`${app} has no canary running or paused${await lastEnded(db, app)}.`);
      if (!rule.from.includes(before.status)) throw new ReleaseError(`${app}'s canary ${before.canaryRelease} is ${before.status} already.`);
      const { rows } = await db.query<CanaryRow>(
        `update remote_canaries set status = $2, ended_at = case when $3 then now() else ended_at end, reason = coalesce($4, reason) where id = $1 returning *`,
        [before.id, rule.to, rule.ends, rule.reason?.(by) ?? null],
      );
      const after = fromRow(rows[0]!);
      await audit(db, rule.audit, by, after, before);
      return after;
    });
    // Finished: written into the runtime map now, rather than at the shell server's next read.
    if (changed.status === 'promoted') await applyPromoted(db, env);
    return (await canaryById(db, changed.id)) ?? changed;
  });
}

async function canaryById(db: pg.ClientBase, id: string): Promise<Canary | undefined> {
  const { rows } = await db.query<CanaryRow>('select * from remote_canaries where id = $1', [id]);
  return rows[0] && fromRow(rows[0]);
}

async function lastEnded(db: pg.ClientBase, app: AppName): Promise<string> {
  const { rows } = await db.query<CanaryRow>('select * from remote_canaries where remote = $1 order by started_at desc limit 1', [app]);
  const last = rows[0] && fromRow(rows[0]);
  return last ? ` (the last, ${last.canaryRelease}, ${last.status.replace('_', ' ')}${last.reason ? `: ${last.reason}` : ''})` : '';
}

/**
 * Writes each promoted canary not yet applied into the runtime map, its release becoming the
 * stable one (`pointAt`, no checks: they passed when the canary started). Whichever server sees
 * it first claims it (`applied_at` set only where it was null, in the transaction that writes the
 * map: a failed write leaves it for the next read), so exactly one applies it. A release this
 * environment does not hold is left alone, and said once.
 */
export async function applyPromoted(db: pg.ClientBase, env: NodeJS.ProcessEnv, promoted?: Canary[], log: Pick<Console, 'warn'> = console): Promise<Canary[]> {
  const pending = promoted ?? (await db.query<CanaryRow>(`select * from remote_canaries where status = 'promoted' and applied_at is null order by ended_at`)).rows.map(fromRow);
  const applied: Canary[] = [];
  for (const canary of pending) {
    if (!(REMOTES as string[]).includes(canary.remote) || !hasRelease(canary.remote, canary.canaryRelease, env)) {
      if (!missingWarned.has(canary.id)) log.warn(`[canary] ${canary.remote} ${canary.canaryRelease} was promoted, but ${env.DEPLOY_DIR ?? 'this DEPLOY_DIR'} has no such release: left for a server that has it.`);
      missingWarned.add(canary.id);
      continue;
    }
    try {
      const done = await inTransaction(db, async () => {
        const { rows } = await db.query<CanaryRow>('update remote_canaries set applied_at = now() where id = $1 and applied_at is null returning *', [canary.id]);
        if (!rows[0]) return undefined; // another server applied it
        await pointAt(canary.remote, canary.canaryRelease, { env });
        const after = fromRow(rows[0]);
        await audit(db, 'canary.applied', null, after, canary);
        return after;
      });
      if (done) applied.push(done);
    } catch (error) {
      log.warn(`[canary] ${canary.remote} ${canary.canaryRelease} was promoted, but could not be written into the runtime map (tried again at the next read): ${(error as Error).message}`);
    }
  }
  return applied;
}
const missingWarned = new Set<string>();

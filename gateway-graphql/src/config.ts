import { fileURLToPath } from 'node:url';
import { join, resolve } from 'node:path';
import { DEFAULT_LIMITS } from './core/limits.js';
import { DEFAULT_ROOM_CHANGES_WINDOW_MS } from './core/room-changes.js';

/** The repository root, whatever folder npm runs a script from. */
export const repoRoot = resolve(fileURLToPath(new URL('../..', import.meta.url)));

/** Settings read from the environment, once, at start. */
export interface Config {
  port: number;
  /** Unset: the embedded PostgreSQL with its data under `dataDir`. */
  databaseUrl?: string;
  dataDir: string;
  smtpUrl?: string;
  mailFrom: string;
  production: boolean;
  trustProxy: string;
  allowedOrigins: string[];
  sessionTtlMs: number;
  /** Subscription fan-out across gateway instances. */
  redisUrl?: string;
  /** ROOM_CHANGES_WINDOW_MS: the most a room change waits to reach the grids with others of its hostel (default 50; 0 sends each turn's changes at once). */
  roomChangesWindowMs: number;
  /** Database connections per gateway instance. */
  poolMax: number;
  /** PASSWORD_WORKERS and PASSWORD_QUEUE: the hashing pool (core/password.ts); unset, from the cores. */
  passwordWorkers?: number;
  /** GRID_CACHE=off: room grids are read from the database every time (the benchmark's uncached run). */
  gridCache: boolean;
  /** GRID_FAST_LANE=off: kept grids are answered through Express and Apollo like any query. */
  gridFastLane: boolean;
  /** BOOKING_LANE=off: bookings go through Express's chain like any REST call (the benchmark's baseline). */
  bookingLane: boolean;
  /** GRAPHQL_LANE=off: GraphQL requests go through Express's chain to Apollo (the benchmark's baseline). */
  graphqlLane: boolean;
  /** GRAPHQL_PLANS=off: the GraphQL lane hands every operation to Apollo, none to a compiled plan (the benchmark's baseline). */
  graphqlPlans: boolean;
  passwordQueue?: number;
  /** The general budgets, calls a minute; the anti-automation ones are fixed (docs/security.md). */
  requestsPerSessionMinute: number;
  requestsPerAddressMinute: number;
  /** Bearer token a remote Prometheus presents at /metrics (a scraper on loopback needs none). */
  metricsToken?: string;
  /** Where people open the product (the shell): links in mail point here. */
  publicUrl: string;
  /** GATE_PASS_KEYS, `kid:secret,…` (the first signs). Unset outside production: a key kept in the data folder. */
  gatePassKeys?: string;
  /** OVERDUE_SWEEP_SECONDS: how often the overdue sweep runs (default 60). */
  overdueSweepSeconds: number;
  /** WAITLIST_OFFER_HOURS: how long a freed bed is held for the first in line (default 24). */
  offerHours: number;
  /** WAITLIST_SWEEP_SECONDS: how often expired offers pass on (default 30). */
  waitlistSweepSeconds: number;
  /** CLOCK_OFFSET_FILE: a file of milliseconds to run the clock ahead by (the browser journeys; refused in production). */
  clockOffsetFile?: string;
  /** SHUTDOWN_DELAY_MS: how long a stop says 503 at /readyz, still answering, before it closes the listener (default 5,000 in production, else 0). */
  shutdownDelayMs: number;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 4000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  const ttlHours = Number(env.SESSION_TTL_HOURS ?? 24 * 7);
  if (!(ttlHours > 0)) throw new Error(`SESSION_TTL_HOURS must be a positive number, got "${env.SESSION_TTL_HOURS}"`);
  return {
    port,
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: resolve(env.DATA_DIR ?? join(repoRoot, '.data')),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'DormSpace <no-reply@dormspace.local>',
    production: env.NODE_ENV === 'production',
    trustProxy: env.TRUST_PROXY ?? 'loopback',
    allowedOrigins: (env.ALLOWED_ORIGINS ?? '').split(',').map((o) => o.trim()).filter(Boolean),
    sessionTtlMs: ttlHours * 60 * 60 * 1000,
    redisUrl: env.REDIS_URL || undefined,
    roomChangesWindowMs: wholeNumber(env.ROOM_CHANGES_WINDOW_MS, DEFAULT_ROOM_CHANGES_WINDOW_MS, 'ROOM_CHANGES_WINDOW_MS', 1_000),
    poolMax: positiveInt(env.DB_POOL_MAX, 10, 'DB_POOL_MAX'),
    gridCache: env.GRID_CACHE !== 'off',
    gridFastLane: env.GRID_FAST_LANE !== 'off',
    bookingLane: env.BOOKING_LANE !== 'off',
    graphqlLane: env.GRAPHQL_LANE !== 'off',
    graphqlPlans: env.GRAPHQL_PLANS !== 'off',
    passwordWorkers: env.PASSWORD_WORKERS ? positiveInt(env.PASSWORD_WORKERS, 1, 'PASSWORD_WORKERS') : undefined,
    passwordQueue: env.PASSWORD_QUEUE ? positiveInt(env.PASSWORD_QUEUE, 1, 'PASSWORD_QUEUE') : undefined,
    requestsPerSessionMinute: positiveInt(env.LIMIT_SESSION_PER_MINUTE, DEFAULT_LIMITS.requestsPerSession.points, 'LIMIT_SESSION_PER_MINUTE'),
    metricsToken: env.METRICS_TOKEN || undefined,
    publicUrl: env.PUBLIC_URL || `http://localhost:${env.SHELL_PORT || 3000}`,
    gatePassKeys: env.GATE_PASS_KEYS || undefined,
    overdueSweepSeconds: positiveInt(env.OVERDUE_SWEEP_SECONDS, 60, 'OVERDUE_SWEEP_SECONDS'),
    offerHours: positiveInt(env.WAITLIST_OFFER_HOURS, 24, 'WAITLIST_OFFER_HOURS'),
    waitlistSweepSeconds: positiveInt(env.WAITLIST_SWEEP_SECONDS, 30, 'WAITLIST_SWEEP_SECONDS'),
    clockOffsetFile: clockOffsetFile(env),
    shutdownDelayMs: wholeNumber(env.SHUTDOWN_DELAY_MS, env.NODE_ENV === 'production' ? 5_000 : 0, 'SHUTDOWN_DELAY_MS', 120_000),
    requestsPerAddressMinute: positiveInt(env.LIMIT_ADDRESS_PER_MINUTE, DEFAULT_LIMITS.requestsPerAddress.points, 'LIMIT_ADDRESS_PER_MINUTE'),
  };
}

function positiveInt(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new Error(`${name} must be a positive whole number, got "${value}"`);
  return n;
}

/** A whole number from 0 to `max`. */
function wholeNumber(value: string | undefined, fallback: number, name: string, max: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > max) throw new Error(`${name} must be a whole number from 0 to ${max}, got "${value}"`);
  return n;
}

function clockOffsetFile(env: NodeJS.ProcessEnv): string | undefined {
  if (!env.CLOCK_OFFSET_FILE) return undefined;
  if (env.NODE_ENV === 'production') throw new Error('CLOCK_OFFSET_FILE moves the clock for tests; it is refused in production');
  return resolve(env.CLOCK_OFFSET_FILE);
}

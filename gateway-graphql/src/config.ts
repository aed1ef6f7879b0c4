import { fileURLToPath } from 'node:url';
import { join, resolve } from 'node:path';
import { DEFAULT_LIMITS } from './core/limits.js';
import { DEFAULT_ROOM_CHANGES_WINDOW_MS } from './core/room-changes.js';
import type { SignInMethods, SsoSettings } from './core/sign-in-policy.js';

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
  /** MAIL_OUTBOX_IN_PRODUCTION=allow: production may run without SMTP_URL, its mail in the outbox file (trials, benchmarks). */
  mailOutboxInProduction: boolean;
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
  /** GRID_CACHE=off: the grid lane reads a hostel's rooms from the database for every grid read (nothing kept). */
  gridCache: boolean;
  /** GRID_FAST_LANE=off: grid queries go through Express and Apollo like any query (no grid lane). */
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
  /** CANARY_JUDGE_SECONDS: how often running canaries are judged (default 30). */
  canaryJudgeSeconds: number;
  /** CLOCK_OFFSET_FILE: a file of milliseconds to run the clock ahead by (the browser journeys; refused in production). */
  clockOffsetFile?: string;
  /** SHUTDOWN_DELAY_MS: how long a stop says 503 at /readyz, still answering, before it closes the listener (default 5,000 in production, else 0). */
  shutdownDelayMs: number;
  /** SIGNUP_MODE: how students join until an admin chooses in the app: `open` (anyone) or `roster` (the office's roster only). */
  signupMode: 'open' | 'roster';
  /** SSO_*: the campus's OpenID provider; unset, none (outside production, the embedded demo provider unless SSO_DEV_PROVIDER=off). */
  sso?: SsoConfig;
  /** SIGNIN_STUDENTS, SIGNIN_STAFF: who signs in how; unset, `both` when there is a provider, else `password`. */
  signInStudents?: SignInMethods;
  signInStaff?: SignInMethods;
  /** SSO_DEV_PROVIDER and SSO_DEV_PORT: the embedded demo provider (never in production). */
  devProvider?: { port: number };
  /** STAFF_SECOND_FACTOR: `required`, every staff member who signs in with a password holds a second factor; `optional` (production's admins must anyway). */
  staffSecondFactor: 'required' | 'optional';
}

/** The campus's OpenID provider, as SSO_* say: the gateway's settings for it, plain http only on loopback (`ssoConfig`). */
export type SsoConfig = Omit<SsoSettings, 'allowHttp'>;

/** One setting, described for people: docs/configuration.md is generated from these. */
export interface SettingDoc {
  name: string;
  /** Which part of docs/configuration.md it is listed in. */
  group: 'Where it runs' | 'Mail' | 'Sessions, passwords and limits' | 'Single sign-on' | 'The office' | 'Speed' | 'Tests';
  /** The value that means the default, when there is one (setting it changes nothing: scripts/configuration-doc.test.ts). */
  value?: string;
  /** The default in words, when it is not one value. */
  otherwise?: string;
  meaning: string;
}

/**
 * Every environment variable the gateway reads, with its default and meaning. Data only:
 * `loadConfig` does not read it. `npx tsx scripts/configuration-doc.ts` writes
 * docs/configuration.md from it, and scripts/configuration-doc.test.ts fails when the page,
 * this list and the variables the code reads disagree.
 */
export const GATEWAY_SETTINGS: readonly SettingDoc[] = [
  { name: 'PORT', group: 'Where it runs', value: '4000', meaning: "the gateway's port (`start:cluster`: the load balancer's; its gateways take the next ones)" },
  { name: 'DATABASE_URL', group: 'Where it runs', otherwise: 'unset: embedded PostgreSQL in `DATA_DIR/pg`', meaning: 'a PostgreSQL to use instead, for `npm start` and `npm test` alike' },
  { name: 'DATA_DIR', group: 'Where it runs', otherwise: '`.data` in the repository', meaning: 'where the embedded database, its log and the mail outbox live' },
  { name: 'NODE_ENV', group: 'Where it runs', value: 'development', meaning: '`production`: no demo accounts, no introspection, no codes in logs, gate-pass keys and a mail server (`SMTP_URL`) required' },
  { name: 'PUBLIC_URL', group: 'Where it runs', otherwise: '`http://localhost:$SHELL_PORT`', meaning: 'where people open the shell: links in mail point here' },
  { name: 'TRUST_PROXY', group: 'Where it runs', value: 'loopback', meaning: "Express `trust proxy`: whose `X-Forwarded-Proto: https` makes the session cookie `Secure`, and whose X-Forwarded-For names the client" },
  { name: 'ALLOWED_ORIGINS', group: 'Where it runs', otherwise: 'none', meaning: 'extra browser origins (comma-separated) allowed to open the WebSocket; the same host always is' },
  { name: 'REDIS_URL', group: 'Where it runs', otherwise: 'unset: events in process', meaning: 'fan subscriptions and session revocations out to every gateway instance; required to run more than one' },
  { name: 'LOG_LEVEL', group: 'Where it runs', value: 'info', meaning: 'JSON log lines on stdout (pino): `debug`, `info`, `warn`, `error`, `silent`' },
  { name: 'METRICS_TOKEN', group: 'Where it runs', otherwise: 'unset', meaning: 'lets a remote Prometheus read `/metrics` with `Authorization: Bearer <token>`; a scraper on the same machine needs none' },
  { name: 'SHUTDOWN_DELAY_MS', group: 'Where it runs', otherwise: '5000 in production, else 0', meaning: 'how long a stop says 503 at `/readyz`, still answering, before it closes the listener and drains (0 to 120000)' },
  { name: 'SMTP_URL', group: 'Mail', otherwise: 'unset: the development outbox, `.data/outbox.log`; production refuses to start without it', meaning: 'e.g. `smtp://user:pass@mail.example.org:587`; mail goes through nodemailer' },
  {
    name: 'MAIL_OUTBOX_IN_PRODUCTION',
    group: 'Mail',
    otherwise: 'unset: production without `SMTP_URL` refuses to start',
    meaning: '`allow`: production without `SMTP_URL` writes its mail, reset codes and invitation links included, in plain text to the outbox file; for a trial or a benchmark, never a campus (docs/security.md)',
  },
  { name: 'MAIL_FROM', group: 'Mail', value: 'DormSpace <no-reply@dormspace.local>', meaning: "the mails' sender" },
  { name: 'SESSION_TTL_HOURS', group: 'Sessions, passwords and limits', value: '168', meaning: 'how long a login lasts' },
  { name: 'PASSWORD_WORKERS', group: 'Sessions, passwords and limits', otherwise: 'cores − 1 (at least 1)', meaning: 'threads that hash passwords, at a lower priority than the event loop' },
  { name: 'PASSWORD_QUEUE', group: 'Sessions, passwords and limits', otherwise: 'what the workers clear in 3 s', meaning: 'hashes allowed to wait; past that a call that needs one (login, signup, reset) is refused at once with 503 and `Retry-After`' },
  { name: 'LIMIT_SESSION_PER_MINUTE', group: 'Sessions, passwords and limits', value: String(DEFAULT_LIMITS.requestsPerSession.points), meaning: 'the general call budget per session, per instance; login, signup and reset limits are fixed (docs/security.md)' },
  { name: 'LIMIT_ADDRESS_PER_MINUTE', group: 'Sessions, passwords and limits', value: String(DEFAULT_LIMITS.requestsPerAddress.points), meaning: 'the general call budget per client address, per instance (a campus NAT address carries a whole selection day)' },
  { name: 'SSO_ISSUER', group: 'Single sign-on', otherwise: 'unset: no campus provider (outside production, the embedded demo provider)', meaning: "the campus's OpenID provider (its issuer URL, https): Google Workspace, Entra ID, Keycloak… (docs/operating.md, Single sign-on)" },
  { name: 'SSO_CLIENT_ID', group: 'Single sign-on', otherwise: 'required with SSO_ISSUER', meaning: "DormSpace's client id at the provider" },
  { name: 'SSO_CLIENT_SECRET', group: 'Single sign-on', otherwise: 'required with SSO_ISSUER', meaning: "DormSpace's client secret at the provider (sent as client_secret_basic); never logged" },
  { name: 'SSO_NAME', group: 'Single sign-on', otherwise: 'required with SSO_ISSUER', meaning: 'the campus\'s name on the login page: "Sign in with <SSO_NAME>"' },
  { name: 'SSO_SCOPES', group: 'Single sign-on', value: 'openid email profile', meaning: 'the scopes asked for (`openid` always)' },
  { name: 'SSO_EMAIL_CLAIM', group: 'Single sign-on', value: 'email', meaning: 'the ID token claim holding the email (`email` counts only with `email_verified: true`)' },
  { name: 'SSO_ENROLLMENT_CLAIM', group: 'Single sign-on', otherwise: 'unset: students are found on the roster by their verified email', meaning: 'the ID token claim holding the enrollment ID (e.g. `enrollment_id`, `employeeNumber`)' },
  { name: 'SSO_CLOCK_TOLERANCE_SECONDS', group: 'Single sign-on', value: '30', meaning: "how far the provider's clock may be from ours when its tokens are checked (0 to 300)" },
  { name: 'SIGNIN_STUDENTS', group: 'Single sign-on', otherwise: '`both` with a provider, else `password`', meaning: '`password`, `sso` or `both`: how students sign in (and whether they may sign up with a password)' },
  { name: 'SIGNIN_STAFF', group: 'Single sign-on', otherwise: '`both` with a provider, else `password`', meaning: '`password`, `sso` or `both`: how admins, wardens and guards sign in' },
  { name: 'SSO_DEV_PROVIDER', group: 'Single sign-on', value: 'on', meaning: '`off`: no embedded demo provider outside production (it never starts in production)' },
  { name: 'SSO_DEV_PORT', group: 'Single sign-on', value: '4100', meaning: "the embedded demo provider's port (its issuer is `http://localhost:<port>`)" },
  { name: 'OFFICE_TIME_ZONE', group: 'The office', value: 'Asia/Kolkata', meaning: "the office's zone: times in messages and on screens, outpass return times, the exports' days" },
  { name: 'GATE_PASS_KEYS', group: 'The office', otherwise: 'unset: a key kept in `DATA_DIR/gate-pass.keys` (required in production)', meaning: '`kid:secret,…` (base64url, 32+ bytes each); the first signs gate passes, all verify; docs/security.md says how to rotate' },
  { name: 'OVERDUE_SWEEP_SECONDS', group: 'The office', value: '60', meaning: 'how often the overdue sweep runs (one job per slot across gateways)' },
  { name: 'CANARY_JUDGE_SECONDS', group: 'The office', value: '30', meaning: "how often running canaries of the remotes are judged on their browsers' reports (one job per slot across gateways)" },
  { name: 'WAITLIST_OFFER_HOURS', group: 'The office', value: '24', meaning: 'how long a freed bed is held for the first student in line' },
  { name: 'ACADEMIC_YEAR', group: 'The office', otherwise: 'the year today is in: `2026-27` from July 2026 to June 2027', meaning: "the name of the first academic year, read once, by the migration that creates it (e.g. `2026-27`); later years are named by the admin who closes one (`closeAcademicYear`)" },
  {
    name: 'STAFF_SECOND_FACTOR',
    group: 'Sessions, passwords and limits',
    value: 'optional',
    meaning:
      '`required`: every staff member (admin, warden, guard) who signs in with a password must enrol a passkey or an authenticator app before reaching anything else; `optional`: they may. In production (`NODE_ENV=production`) admins must either way (docs/decisions/0155)',
  },
  { name: 'SIGNUP_MODE', group: 'The office', value: 'open', meaning: "`roster`: signup only for an enrollment ID on the hostel office's roster, with its email and gender; `open`: anyone, as the spec has it. Holds until an admin chooses in the app (`setSignupMode`); from then the campus setting does" },
  { name: 'WAITLIST_SWEEP_SECONDS', group: 'The office', value: '30', meaning: 'how often expired offers pass on (one job per slot across gateways)' },
  { name: 'DB_POOL_MAX', group: 'Speed', value: '10', meaning: 'database connections per gateway instance (plus 3 for the job queue)' },
  { name: 'ROOM_CHANGES_WINDOW_MS', group: 'Speed', value: String(DEFAULT_ROOM_CHANGES_WINDOW_MS), meaning: "a busy hostel's open grids get one `roomChanges` message a window (after a burst of 5), carrying every room changed since; 0 sends each change at once; wider for a campus-sized morning (docs/scaling.md)" },
  { name: 'GRID_CACHE', group: 'Speed', value: 'on', meaning: '`off`: the grid lane reads a hostel\'s rooms from the database for every grid read, keeping nothing (the parity tests\' fresh side)' },
  { name: 'GRID_FAST_LANE', group: 'Speed', value: 'on', meaning: '`off`: grid queries (the web\'s `RoomGridRooms`, or rooms alone) go through Express and Apollo like any query: no grid lane, no kept rooms' },
  { name: 'BOOKING_LANE', group: 'Speed', value: 'on', meaning: "`off`: `POST /api/bookroom/room` goes through Express's chain like any REST call" },
  { name: 'GRAPHQL_LANE', group: 'Speed', value: 'on', meaning: "`off`: POSTs to `/graphql` go through Express's chain to Apollo" },
  { name: 'GRAPHQL_PLANS', group: 'Speed', value: 'on', meaning: "`off`: the GraphQL lane hands every operation to Apollo; on, `bookRoom` runs from a compiled plan once Apollo has accepted its text" },
  { name: 'CLOCK_OFFSET_FILE', group: 'Tests', otherwise: 'unset', meaning: "a file of milliseconds to run the gateway's clock ahead (the browser journeys; refused in production)" },
];

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
    mailOutboxInProduction: outboxInProduction(env.MAIL_OUTBOX_IN_PRODUCTION),
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
    canaryJudgeSeconds: positiveInt(env.CANARY_JUDGE_SECONDS, 30, 'CANARY_JUDGE_SECONDS'),
    clockOffsetFile: clockOffsetFile(env),
    shutdownDelayMs: wholeNumber(env.SHUTDOWN_DELAY_MS, env.NODE_ENV === 'production' ? 5_000 : 0, 'SHUTDOWN_DELAY_MS', 120_000),
    requestsPerAddressMinute: positiveInt(env.LIMIT_ADDRESS_PER_MINUTE, DEFAULT_LIMITS.requestsPerAddress.points, 'LIMIT_ADDRESS_PER_MINUTE'),
    signupMode: signupMode(env.SIGNUP_MODE),
    sso: ssoConfig(env),
    signInStudents: signInMethods(env.SIGNIN_STUDENTS, 'SIGNIN_STUDENTS'),
    signInStaff: signInMethods(env.SIGNIN_STAFF, 'SIGNIN_STAFF'),
    devProvider: devProvider(env),
    staffSecondFactor: staffSecondFactor(env.STAFF_SECOND_FACTOR),
  };
}

function ssoConfig(env: NodeJS.ProcessEnv): SsoConfig | undefined {
  if (!env.SSO_ISSUER) return undefined;
  let issuer: URL;
  try {
    issuer = new URL(env.SSO_ISSUER);
  } catch {
    throw new Error(`SSO_ISSUER must be the provider's URL, got "${env.SSO_ISSUER}"`);
  }
  const loopback = ['localhost', '127.0.0.1', '[::1]'].includes(issuer.hostname);
  if (issuer.protocol !== 'https:' && !(issuer.protocol === 'http:' && loopback)) throw new Error('SSO_ISSUER must be an https URL (plain http only on this machine, for a test provider)');
  for (const name of ['SSO_CLIENT_ID', 'SSO_CLIENT_SECRET', 'SSO_NAME'] as const) if (!env[name]) throw new Error(`${name} must be set with SSO_ISSUER (docs/operating.md, Single sign-on)`);
  return {
    issuer: env.SSO_ISSUER,
    clientId: env.SSO_CLIENT_ID!,
    clientSecret: env.SSO_CLIENT_SECRET!,
    name: env.SSO_NAME!,
    scopes: env.SSO_SCOPES || 'openid email profile',
    enrollmentClaim: env.SSO_ENROLLMENT_CLAIM || undefined,
    emailClaim: env.SSO_EMAIL_CLAIM || 'email',
    clockToleranceSeconds: wholeNumber(env.SSO_CLOCK_TOLERANCE_SECONDS, 30, 'SSO_CLOCK_TOLERANCE_SECONDS', 300),
  };
}

function signInMethods(value: string | undefined, name: string): SignInMethods | undefined {
  if (value === undefined || value === '') return undefined;
  const methods = value.trim().toLowerCase();
  if (methods !== 'password' && methods !== 'sso' && methods !== 'both') throw new Error(`${name} must be password, sso or both, got "${value}"`);
  return methods;
}

/** The embedded demo provider: outside production, when no campus provider is set and it is not turned off. */
function devProvider(env: NodeJS.ProcessEnv): { port: number } | undefined {
  if (env.NODE_ENV === 'production' || env.SSO_ISSUER || env.SSO_DEV_PROVIDER === 'off') return undefined;
  const port = wholeNumber(env.SSO_DEV_PORT, 4100, 'SSO_DEV_PORT', 65535);
  // Browsers and fetch refuse these ports (the Fetch standard's "bad ports"): a provider there is unreachable.
  if (FETCH_BAD_PORTS.has(port)) throw new Error(`SSO_DEV_PORT ${port} is one browsers refuse to connect to; choose another (default 4100)`);
  return { port };
}

const FETCH_BAD_PORTS = new Set([1719, 1720, 1723, 2049, 3659, 4045, 4190, 5060, 5061, 6000, 6566, 6665, 6666, 6667, 6668, 6669, 6679, 6697, 10080]);

/**
 * Why this configuration cannot start a production gateway, or undefined when it can. `npm start`
 * asks before it starts anything, the embedded database included, so a refusal leaves nothing
 * running: production needs gate-pass keys, and a mail server, since the outbox file holds reset
 * codes and invitation links in plain text (docs/decisions/0149).
 */
export function productionRefusal(config: Config): string | undefined {
  if (!config.production) return undefined;
  if (!config.gatePassKeys) return 'GATE_PASS_KEYS must be set in production (see docs/security.md, Gate passes).';
  const ssoAsked = [['SIGNIN_STUDENTS', config.signInStudents], ['SIGNIN_STAFF', config.signInStaff]].find(([, methods]) => methods === 'sso' || methods === 'both');
  if (ssoAsked && !config.sso) {
    return `SSO_ISSUER must be set in production when ${ssoAsked[0]}=${ssoAsked[1]}: DormSpace's demo provider never runs there; point it at the campus's own (docs/operating.md, Single sign-on).`;
  }
  if (!config.smtpUrl && !config.mailOutboxInProduction) {
    return (
      'SMTP_URL must be set in production: without a mail server, password reset codes and invitation links are written in plain text ' +
      `to the outbox file (${join(config.dataDir, 'outbox.log')}). Set SMTP_URL, or MAIL_OUTBOX_IN_PRODUCTION=allow to keep the outbox on purpose (a trial, a benchmark).`
    );
  }
  return undefined;
}

function outboxInProduction(value: string | undefined): boolean {
  if (value === undefined || value === '') return false;
  if (value.trim().toLowerCase() !== 'allow') throw new Error(`MAIL_OUTBOX_IN_PRODUCTION must be allow or unset, got "${value}"`);
  return true;
}

function staffSecondFactor(value: string | undefined): 'required' | 'optional' {
  const mode = (value ?? '').trim().toLowerCase() || 'optional';
  if (mode !== 'required' && mode !== 'optional') throw new Error(`STAFF_SECOND_FACTOR must be required or optional, got "${value}"`);
  return mode;
}

function signupMode(value: string | undefined): 'open' | 'roster' {
  const mode = (value ?? '').trim().toLowerCase() || 'open';
  if (mode !== 'open' && mode !== 'roster') throw new Error(`SIGNUP_MODE must be open or roster, got "${value}"`);
  return mode;
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

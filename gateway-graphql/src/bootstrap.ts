import 'reflect-metadata';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express, { type Request, type RequestHandler, type Response } from 'express';
import { Redis } from 'ioredis';
import { expressMiddleware } from '@as-integrations/express5';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { systemClock, type Clock } from './core/clock.js';
import type { RequestContext, Services, SessionCookieJar } from './core/request-context.js';
import { readCookie, SESSION_COOKIE, sessionCookieOptions } from './core/cookies.js';
import { openOrm } from './db/orm.js';
import { buildGatewaySchema } from './graphql/schema.js';
import { restErrorHandler } from './http/errors.js';
import { toGraphQLError } from './graphql/errors.js';
import { DEFAULT_LIMITS, Throttle, type Limits } from './core/limits.js';
import { DevOutbox, MailQueue, messageIdDomain, smtpTransport, type MailTransport } from './modules/mail/index.js';
import { activityRoutes } from './modules/activity/index.js';
import { authRoutes, SessionCache, SessionService } from './modules/auth/index.js';
import { RelyingParty, ssoBackchannelRoute, ssoRoutes, type SsoSettings } from './modules/sso/index.js';
import { PASSWORDS_ONLY, type SignInPolicy } from './core/sign-in-policy.js';
import { requiredFactorRoles, type StaffSecondFactor } from './modules/factors/index.js';
import { bookingRoutes, bookRoom } from './modules/booking/index.js';
import { hostelRoutes } from './modules/hostel/index.js';
import { outpassRoutes } from './modules/outpass/index.js';
import { repairRoutes, repairUploadRoutes } from './modules/repairs/index.js';
import { visitorRoutes } from './modules/visitors/index.js';
import { canaryRoutes } from './modules/canary/index.js';
import { roomRoutes, RoomDirectory, GridAnswers, findRooms } from './modules/room/index.js';
import { userRoutes } from './modules/user/index.js';
import { staffRoutes } from './modules/staff/index.js';
import { rosterRoutes, SignupMode } from './modules/roster/index.js';
import { createEventBus, type EventBus } from './core/events.js';
import { DEFAULT_ROOM_CHANGES_WINDOW_MS, RoomChangeBatches, RoomResync } from './core/room-changes.js';
import { RoomAvailabilityFeed } from './core/room-availability.js';
import { scheduledJobs, scheduleJobs, type ScheduledJobs } from './scheduled-jobs.js';
import { createServices, lazyServices } from './services.js';
import { SelectionStandings } from './modules/selection/index.js';
import { lotteryRoutes, SuggestionPools } from './modules/lottery/index.js';
import { GatePassSigner, newGatePassKey, parseGatePassKeys, type GatePassKey } from './core/gate-pass.js';
import { apiSecurityHeaders } from './http/headers.js';
import { Drain } from './http/drain.js';
import { readWithRetry } from './core/database-errors.js';
import { retryingGets } from './http/retry-read.js';
import { metricsRoute, observeRequests } from './http/observability.js';
import { createLogger, type Logger } from './core/log.js';
import { Metrics } from './core/metrics.js';
import { passwordHasher } from './core/password.js';
import { randomUUID } from 'node:crypto';
import { serveGraphQLSockets } from './http/websocket.js';
import { healthRoutes } from './http/health.js';
import { startApollo } from './graphql/server.js';
import { gridLane } from './http/grid-lane.js';
import { compressAnswers } from './http/compression.js';
import { bookingLane } from './http/booking-lane.js';
import { graphqlLane } from './http/graphql-lane.js';
import { laneBody, laneContext, unlessLaneSpent } from './http/lane.js';
import { GridPlans } from './graphql/grid-plans.js';
import { OperationPlans } from './graphql/operation-plans.js';

export interface BootstrapOptions {
  databaseUrl: string;
  /** 0 picks a free port (tests). Default 4000. */
  port?: number;
  host?: string;
  clock?: Clock;
  /** Where mail goes; default SMTP_URL through nodemailer, else the development outbox. */
  mailTransport?: MailTransport;
  smtpUrl?: string;
  mailFrom?: string;
  outboxFile?: string;
  sessionTtlMs?: number;
  /** Express `trust proxy`: whose X-Forwarded-Proto decides the cookie's Secure flag. */
  trustProxy?: string | boolean | number;
  /** Extra browser origins allowed to open the WebSocket (the same host is always allowed). */
  allowedOrigins?: string[];
  production?: boolean;
  poolMax?: number;
  /** Keep each hostel's rooms for its grids' reads until its beds change, as bytes (default true; GRID_CACHE=off: the grid lane reads them every time). */
  gridCache?: boolean;
  /** Answer the web's grid query before Express and Apollo (default true; GRID_FAST_LANE=off: Apollo answers every grid read). */
  gridFastLane?: boolean;
  /** Answer POST /api/bookroom/room before Express's chain (default true; BOOKING_LANE=off). */
  bookingLane?: boolean;
  /** Hand POST /graphql to Apollo without Express's chain (default true; GRAPHQL_LANE=off). */
  graphqlLane?: boolean;
  /** Run hot operations (selection day's booking) in the GraphQL lane from compiled plans (default true; GRAPHQL_PLANS=off). */
  graphqlPlans?: boolean;
  /** The password hashing pool: worker threads and how many may wait (core/password.ts). */
  passwordHashing?: { workers?: number; queue?: number };
  logMigrations?: boolean;
  /** Fan subscriptions out through Redis to every gateway instance; in-process when unset. */
  redisUrl?: string;
  /** The most a room change waits to reach the grids with others of its hostel (default 50 ms; ROOM_CHANGES_WINDOW_MS). */
  roomChangesWindowMs?: number;
  /** How long a client may take to send its headers, and its whole request (defaults 10 s, 30 s). */
  headersTimeoutMs?: number;
  requestTimeoutMs?: number;
  /** The longest a stop waits for requests in flight before cutting connections (default 10 s). */
  drainDeadlineMs?: number;
  /** How long a stop says 503 at /readyz, still accepting and answering, before it closes the listener (default 0; SHUTDOWN_DELAY_MS). */
  shutdownDelayMs?: number;
  /** How often live sockets re-check their session while Redis is away (revocations from other instances unheard). Default 5 s. */
  socketSweepMs?: number;
  /** First mail retry after this many seconds, doubling (default 5; tests shorten it). */
  mailRetryDelaySeconds?: number;
  /** Where JSON log lines go; default stdout at LOG_LEVEL. */
  logger?: Logger;
  /** Lets a remote Prometheus scrape /metrics with `Authorization: Bearer <token>`; loopback needs none. */
  metricsToken?: string;
  /** The shell's address, for links in mail (PUBLIC_URL; default http://localhost:3000). */
  publicUrl?: string;
  /** Anti-automation budgets; each one given replaces its default (tests, benchmarks). */
  limits?: Partial<Limits>;
  /** The gate pass key ring (GATE_PASS_KEYS), the first key signing; required in production. Default: one random key (tests). */
  gatePassKeys?: GatePassKey[];
  /** How often the overdue sweep runs, in seconds (default 60); 0: never on its own (tests run it by hand). */
  overdueSweepSeconds?: number;
  /** How long a freed bed is held for the first student in line, in hours (default 24). */
  offerHours?: number;
  /** How often the waitlist sweep (expired offers pass on) runs, in seconds (default 30); 0: never on its own. */
  waitlistSweepSeconds?: number;
  /** How often running canaries are judged, in seconds (default 30; 0: never). */
  canaryJudgeSeconds?: number;
  /** How students join until an admin chooses in the app (SIGNUP_MODE; default open). */
  signupMode?: 'open' | 'roster';
  /** The campus's OpenID provider (SSO_*); none: single sign-on is off. */
  sso?: SsoSettings;
  /** Who signs in how (SIGNIN_STUDENTS, SIGNIN_STAFF); default: passwords, and SSO too when `sso` is given. */
  signIn?: Partial<Pick<SignInPolicy, 'students' | 'staff'>>;
  /** STAFF_SECOND_FACTOR: `required` makes every staff member hold a second factor; production's admins always must (default optional). */
  staffSecondFactor?: StaffSecondFactor;
}

export interface Gateway {
  httpServer: Server;
  orm: MikroORM;
  /** The durable mail queue (pg-boss): tests wait on `idle()`. */
  mailer: MailQueue;
  /** e.g. http://127.0.0.1:4000 */
  url: string;
  /** The event bus (Redis-backed when scaled out): tools and tests publish and watch through it. */
  bus: EventBus;
  metrics: Metrics;
  logger: Logger;
  /** The scheduled jobs, run now (tools and tests; the queue runs them on their own). */
  jobs: ScheduledJobs;
  /** Rooms changed behind the gateway's back (a tool's SQL, a test's reset): grids read them again, subscribers hear of them. */
  roomsChanged(roomIds: string[]): void;
  /** Operations running over WebSockets now: live subscriptions, mostly. */
  wsOperations(): number;
  /** Stops accepting, finishes in-flight requests, closes sockets, mail and the database. */
  close(): Promise<void>;
}

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/** The gate pass keys: configured, or (outside production) one random key for this process. */
function gatePassKeys(options: BootstrapOptions, production: boolean): GatePassKey[] {
  if (options.gatePassKeys?.length) return options.gatePassKeys;
  if (production) throw new Error('GATE_PASS_KEYS must be set in production (see docs/security.md, Gate passes)');
  return parseGatePassKeys(newGatePassKey('dev'));
}

/** Who signs in how, and the campus's provider as this gateway's relying party (docs/decisions/0154). */
function signInOf(options: BootstrapOptions): { signInPolicy: SignInPolicy; relyingParty?: RelyingParty } {
  // Without a provider there is only the password (production refuses to start asking for more: config.ts).
  if (!options.sso) return { signInPolicy: PASSWORDS_ONLY };
  const signInPolicy = { students: options.signIn?.students ?? 'both', staff: options.signIn?.staff ?? 'both', campusName: options.sso.name };
  const callback = new URL('/api/auth/sso/callback', options.publicUrl ?? 'http://localhost:3000').href;
  return { signInPolicy, relyingParty: new RelyingParty(options.sso, callback) };
}

/** Builds the whole gateway on one HTTP server: /graphql (HTTP + WebSocket), /api, /healthz, /readyz. */
export async function bootstrap(options: BootstrapOptions): Promise<Gateway> {
  const production = options.production ?? process.env.NODE_ENV === 'production';
  const logger = options.logger ?? createLogger();
  const metrics = new Metrics();
  if (options.passwordHashing) passwordHasher.configure(options.passwordHashing);
  const orm = await openOrm({ databaseUrl: options.databaseUrl, poolMax: options.poolMax, logMigrations: options.logMigrations });
  const transport =
    options.mailTransport ??
    (options.smtpUrl
      ? smtpTransport(options.smtpUrl, options.mailFrom ?? 'DormSpace <no-reply@dormspace.local>')
      : new DevOutbox(options.outboxFile, !production));
  const mailer = new MailQueue({
    databaseUrl: options.databaseUrl,
    transport,
    log: logger,
    retryDelaySeconds: options.mailRetryDelaySeconds,
    messageIdDomain: messageIdDomain(options.mailFrom, options.publicUrl),
    query: (sql, params) => orm.em.getConnection().execute(sql, params),
  });
  await mailer.start();
  const events = createEventBus(options.redisUrl, logger);
  // Its own connection, failing fast: while Redis is away each instance counts in memory instead.
  const limitsRedis = options.redisUrl ? new Redis(options.redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1 }) : undefined;
  limitsRedis?.on('error', () => undefined); // the event bus's connections report Redis outages
  const throttle = new Throttle({ ...DEFAULT_LIMITS, ...options.limits }, limitsRedis, { refused: (limit) => metrics.rateLimited.inc({ limit }) });
  const sessionCache = new SessionCache(events.bus, () => events.redisUp() !== false);
  const stopSessionCache = sessionCache.listen();
  // Where people stand in each hostel's selection window, between requests: a grid's read asks it every time.
  const selectionStandings = new SelectionStandings(events.bus, () => events.redisUp() !== false);
  const stopSelectionStandings = selectionStandings.listen();
  // Who may be suggested as a roommate, a moment at a time (docs/decisions/0145).
  const suggestionPools = new SuggestionPools();
  const stopSuggestionPools = suggestionPools.listen(events.bus);
  const availability = new RoomAvailabilityFeed((roomIds) => findRooms(orm.em.fork(), { roomIds }), events.bus, logger);
  const roomChanges = new RoomChangeBatches(events.bus, options.roomChangesWindowMs, ({ rooms, grids }) => {
    metrics.roomChangeMessages.inc(grids);
    metrics.roomChangeRooms.inc(rooms * grids);
  });
  const deps = {
    clock: options.clock ?? systemClock,
    mailer,
    bus: events.bus,
    sessionTtlMs: options.sessionTtlMs ?? WEEK_MS,
    sessionCache,
    availability,
    // Forgets the rooms the office changes, here and (by the bus) on every gateway; trusted only while the bus is.
    roomDirectory: new RoomDirectory(() => events.redisUp() !== false),
    throttle,
    metrics,
    publicUrl: options.publicUrl ?? 'http://localhost:3000',
    gatePasses: new GatePassSigner(gatePassKeys(options, production)),
    offerHours: options.offerHours ?? 24,
    signupMode: options.signupMode === 'roster' ? SignupMode.ROSTER : SignupMode.OPEN,
    selectionStandings,
    suggestionPools,
    ...signInOf(options),
    requiredFactorRoles: requiredFactorRoles(production, options.staffSecondFactor),
  };
  const stopRoomDirectory = deps.roomDirectory.listen(events.bus);
  await deps.roomDirectory.preload(orm.em.fork());
  // Each hostel's rooms, kept for its grids' reads until its beds change (GRID_CACHE=off: read every time).
  const gridAnswers = new GridAnswers({
    hostelIdOf: async (name) => (await orm.em.fork().execute<{ id: string }[]>('select id from hostels where name = ?', [name]))[0]?.id,
    bus: events.bus,
    trusted: () => events.redisUp() !== false,
    windowMs: options.roomChangesWindowMs ?? DEFAULT_ROOM_CHANGES_WINDOW_MS,
    keep: options.gridCache !== false,
  });
  availability.onChange((roomIds) => gridAnswers.roomsChanged(roomIds.map((id) => deps.roomDirectory.known(id)?.hostelName)));
  // After a Redis outage, the rooms each instance changed meanwhile are sent again by it, and no others.
  const roomResync = new RoomResync(events.bus, { resend: (roomIds) => availability.changed(roomIds), hostelOf: (id) => deps.roomDirectory.known(id)?.hostelName, windowMs: options.roomChangesWindowMs, log: logger });
  availability.onChange((roomIds) => roomResync.changed(roomIds));
  const stopRoomResync = roomResync.listen();
  // The scheduled jobs: each runs on the durable queue on its own, and on demand (tools, tests).
  const scheduler = () => createServices(orm.em.fork(), deps, { address: 'scheduler' });
  const jobs = scheduledJobs(scheduler);
  await scheduleJobs(mailer, jobs, scheduler, logger, options);
  let recheckSockets = () => undefined as void; // set once the socket server is up, below
  // Redis is back: sessions revoked meanwhile were never heard of, and instances missed each
  // other's room events; forget the cache, and ask every instance for the rooms it changed meanwhile.
  events.onReconnect((awayMs) => {
    sessionCache.clear();
    selectionStandings.clear();
    recheckSockets();
    gridAnswers.clear();
    deps.roomDirectory.clear();
    roomResync.reconnected(awayMs);
  });

  // One service for every request's session lookup: resolve() runs a prepared statement on the
  // pool (or answers from the session cache), never a request's entity manager.
  const requestSessions = new SessionService(orm.em.fork(), deps.clock, deps.sessionTtlMs, sessionCache, deps.requiredFactorRoles);
  /**
   * The caller's identity for every request or socket operation, with its own forked
   * EntityManager and services, made when first used: a grid's read, answered from what is kept,
   * uses neither.
   */
  async function contextFor(caller: { cookieHeader: string | undefined; cookies: SessionCookieJar; address: string; requestId: string; log: Logger }): Promise<RequestContext> {
    const viewer = await readWithRetry(() => requestSessions.resolve(readCookie(caller.cookieHeader, SESSION_COOKIE)));
    if (viewer) await throttle.take('requestsPerSession', viewer.sessionId);
    let em: EntityManager | undefined;
    let services: Services | undefined;
    const emOf = () => (em ??= orm.em.fork());
    return {
      get em() {
        return emOf();
      },
      get services() {
        return (services ??= lazyServices(emOf, deps, { address: caller.address, requestId: caller.requestId }));
      },
      viewer,
      cookies: caller.cookies,
      bus: events.bus,
      roomChanges,
      requestId: caller.requestId,
      log: caller.log,
    };
  }
  const httpCaller = (req: Request, res: Response) => ({ cookieHeader: req.headers.cookie, cookies: cookieJar(req, res), address: req.ip ?? '', requestId: String(req.id), log: req.log });

  const cookieJar = (req: Request, res: Response): SessionCookieJar => ({
    set: (session) => res.cookie(SESSION_COOKIE, session.token, sessionCookieOptions(req.secure, session.expiresAt)),
    clear: () => res.clearCookie(SESSION_COOKIE, sessionCookieOptions(req.secure)),
  });
  const noCookies: SessionCookieJar = { set: () => undefined, clear: () => undefined };
  /** What every fast lane shares: the full path's own request context (with the lane's logger), budgets, metrics and log. */
  const lane = {
    contextFor: (req: Request, res: Response, requestId: string, log: Logger = logger.child({ reqId: requestId })) =>
      contextFor({ cookieHeader: req.headers.cookie, cookies: cookieJar(req, res), address: req.ip ?? '', requestId, log }),
    throttle,
    metrics,
    logger,
  };

  const schema = await buildGatewaySchema(events.bus);
  const app = express();
  app.disable('x-powered-by');
  const gridPlans = options.gridFastLane !== false ? new GridPlans(schema) : undefined;
  if (gridPlans) {
    app.use(
      gridLane({
        plan: (query, operationName) => gridPlans.find(query, operationName),
        shared: (hostel, key, read) => gridAnswers.get(hostel, key, read),
        ...lane,
      }),
    );
  }
  if (options.bookingLane !== false) app.use(bookingLane({ ...lane, book: bookRoom }));
  // Answers of 1 KB and more are compressed from here on (the grid lane compresses its own).
  app.use(compressAnswers());
  const started: { apollo?: Awaited<ReturnType<typeof startApollo>> } = {};
  // Apollo is started below, before the server listens.
  const operationPlans = options.graphqlLane !== false && options.graphqlPlans !== false ? new OperationPlans(schema) : undefined;
  if (options.graphqlLane !== false) app.use(graphqlLane({ ...lane, plans: operationPlans, apollo: () => started.apollo! }));
  app.use(observeRequests(logger, metrics), apiSecurityHeaders(production));
  app.set('etag', false); // API answers are no-store; hashing every body buys nothing
  app.set('trust proxy', options.trustProxy ?? 'loopback');
  // A slow client cannot hold a connection: headers within 10 s, the whole request within 30 s.
  const httpServer = createServer(
    { headersTimeout: options.headersTimeoutMs ?? 10_000, requestTimeout: options.requestTimeoutMs ?? 30_000, connectionsCheckingInterval: 1_000 },
    app,
  );

  healthRoutes(app, { database: () => orm.em.getConnection().execute('select 1'), redisUp: () => events.redisUp(), stopping: () => drain.stopping });
  app.get('/metrics', metricsRoute(metrics, options.metricsToken));

  const socketSessions = new SessionService(orm.em.fork(), deps.clock, deps.sessionTtlMs, sessionCache, deps.requiredFactorRoles);
  const sockets = serveGraphQLSockets({
    httpServer,
    schema,
    allowedOrigins: options.allowedOrigins ?? [],
    contextFor: (request) => {
      const requestId = randomUUID();
      return contextFor({ cookieHeader: request.headers.cookie, cookies: noCookies, address: request.socket.remoteAddress ?? '', requestId, log: logger.child({ reqId: requestId, ws: true }) });
    },
    sessions: {
      // One service for every socket's checks: resolve() runs a prepared statement on the pool (or
      // answers from the session cache), never the entity manager's identity map.
      viewerOf: (request) => socketSessions.resolve(readCookie(request.headers.cookie, SESSION_COOKIE)),
      onRevoked: (listener) => sessionCache.onRevoked(listener),
      trusted: () => events.redisUp() !== false,
      sweepMs: options.socketSweepMs,
    },
  });
  recheckSockets = () => sockets.recheck();
  const drain = new Drain(httpServer, { deadlineMs: options.drainDeadlineMs, delayMs: options.shutdownDelayMs });
  metrics.probes.wsConnections = sockets.connections;
  metrics.probes.jobQueueDepth = async () => ({ mail: await mailer.depth().catch(() => 0) });
  metrics.probes.redisUp = () => (events.redisUp() === false ? 0 : 1);
  metrics.probes.passwordHashing = () => ({ waiting: passwordHasher.waiting, shed: passwordHasher.shed });

  const apollo = await startApollo({ schema, production, logger, metrics, gridPlans, operationPlans });
  started.apollo = apollo;

  // A body the grid fast lane read is handed on, not read again.
  const json = laneBody(express.json({ limit: '64kb' }));
  // Every call spends from its address's budget before any work (once: the fast lane may have);
  // the session's follows in contextFor.
  const addressBudget: RequestHandler = unlessLaneSpent((req, _res, next) => {
    throttle.take('requestsPerAddress', req.ip ?? '').then(() => next(), next);
  });
  app.use(
    '/graphql',
    addressBudget,
    json,
    expressMiddleware(apollo, {
      // A context a lane built before handing the request on is used, not built again (lane.ts).
      context: async ({ req, res }) => laneContext(req) ?? contextFor(httpCaller(req, res)).catch(toGraphQLError),
    }),
  );

  const api = express.Router();
  api.use(addressBudget, json);
  api.use(async (req, res, next) => {
    res.locals.ctx = await contextFor(httpCaller(req, res));
    res.set('Cache-Control', 'no-store');
    next();
  });
  // One router for every path: nested routers cost a fifth of a booking's CPU in matching.
  // GET routes only read: one whose database connection was cut runs again on a fresh context.
  ssoBackchannelRoute(api);
  repairUploadRoutes(api);
  const readsRetried = retryingGets(api, async (req, res) => void (res.locals.ctx = await contextFor(httpCaller(req, res))));
  for (const routes of [authRoutes, ssoRoutes, userRoutes, hostelRoutes, roomRoutes, bookingRoutes, outpassRoutes, activityRoutes, staffRoutes, rosterRoutes, lotteryRoutes, repairRoutes, visitorRoutes, canaryRoutes]) routes(readsRetried);
  api.use((_req, res) => {
    res.status(404).json({ message: 'No such API path.' });
  });
  app.use('/api', api, restErrorHandler);
  app.use(restErrorHandler);

  await new Promise<void>((resolve, reject) => {
    httpServer.once('error', reject);
    httpServer.listen(options.port ?? 4000, options.host ?? '0.0.0.0', resolve);
  });
  const { port } = httpServer.address() as AddressInfo;

  let closing: Promise<void> | undefined;
  const close = () =>
    (closing ??= (async () => {
      // /readyz says 503 and everything is still answered through the delay (load balancers stop
      // sending); then answer what was received (Connection: close), tell sockets we are going (1001), stop.
      await drain.announce();
      await Promise.all([drain.drain(), sockets.dispose()]);
      await apollo.stop();
      await mailer.stop();
      await availability.idle(5_000);
      availability.stop();
      stopSessionCache();
      stopSelectionStandings();
      stopSuggestionPools();
      stopRoomDirectory();
      stopRoomResync();
      gridAnswers.stop();
      await events.close();
      limitsRedis?.disconnect();
      await orm.close();
    })());

  return { httpServer, orm, mailer, bus: events.bus, metrics, logger, url: `http://127.0.0.1:${port}`, jobs, roomsChanged: (roomIds) => availability.changed(roomIds), wsOperations: sockets.operations, close };
}

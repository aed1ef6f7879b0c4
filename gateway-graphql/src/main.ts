import 'reflect-metadata';
import { bootstrap } from './bootstrap.js';
import { loadConfig, productionRefusal, repoRoot } from './config.js';
import { openDatabase } from './db/database.js';
import { DEMO_LOGINS, seedDemoUsers, seedHostels } from './db/seed.js';
import { join, relative } from 'node:path';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { newGatePassKey, parseGatePassKeys } from './core/gate-pass.js';
import { fileOffsetClock } from './core/clock.js';
import { demoCampus, type DemoCampus } from './db/demo-campus.js';

/** Outside production without GATE_PASS_KEYS: one key kept in the data folder, so passes survive a restart. */
function developmentGatePassKeys(dataDir: string): string {
  const file = join(dataDir, 'gate-pass.keys');
  mkdirSync(dataDir, { recursive: true, mode: 0o755 }); // traversable: the embedded database's user reaches its folder inside
  if (!existsSync(file)) writeFileSync(file, newGatePassKey('dev'), { mode: 0o600 });
  return readFileSync(file, 'utf8').trim();
}

/**
 * `npm start`: settings, database (embedded unless DATABASE_URL), migrations, seed, gateway,
 * banner. Every setting is checked before anything starts, and a start that fails once the
 * embedded database runs stops it: a refused start leaves nothing running (issue 51).
 */
function settings() {
  try {
    const config = loadConfig();
    const refusal = productionRefusal(config);
    if (refusal) throw new Error(refusal);
    const gatePassKeys = parseGatePassKeys(config.gatePassKeys ?? (config.production ? '' : developmentGatePassKeys(config.dataDir)));
    return { config, gatePassKeys };
  } catch (error) {
    console.error(`DormSpace cannot start: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
const { config, gatePassKeys } = settings();
const database = await openDatabase(config);
// Outside production, with no campus provider set: the demo campus's provider, on its own port (docs/decisions/0154).
const campus: DemoCampus | undefined = config.devProvider
  ? await demoCampus(config, () => gateway.orm.em.fork()).catch(async (error: unknown) => {
      console.error(`DormSpace could not start the demo campus's sign-in provider: ${error instanceof Error ? error.message : String(error)} (SSO_DEV_PORT, or SSO_DEV_PROVIDER=off)`);
      await database.stop();
      process.exit(1);
    })
  : undefined;
const outboxFile = join(config.dataDir, 'outbox.log');
const gateway = await startGateway().catch(async (error: unknown) => {
  console.error('DormSpace could not start:', error);
  await database.stop();
  process.exit(1);
});

async function startGateway() {
  const started = await bootstrap({
    databaseUrl: database.url,
    port: config.port,
    smtpUrl: config.smtpUrl,
    mailFrom: config.mailFrom,
    outboxFile,
    production: config.production,
    trustProxy: config.trustProxy,
    allowedOrigins: config.allowedOrigins,
    sessionTtlMs: config.sessionTtlMs,
    redisUrl: config.redisUrl,
    roomChangesWindowMs: config.roomChangesWindowMs,
    poolMax: config.poolMax,
    gridCache: config.gridCache,
    gridFastLane: config.gridFastLane,
    bookingLane: config.bookingLane,
    graphqlLane: config.graphqlLane,
    graphqlPlans: config.graphqlPlans,
    passwordHashing: { workers: config.passwordWorkers, queue: config.passwordQueue },
    metricsToken: config.metricsToken,
    publicUrl: config.publicUrl,
    gatePassKeys,
    overdueSweepSeconds: config.overdueSweepSeconds,
    canaryJudgeSeconds: config.canaryJudgeSeconds,
    offerHours: config.offerHours,
    waitlistSweepSeconds: config.waitlistSweepSeconds,
    shutdownDelayMs: config.shutdownDelayMs,
    signupMode: config.signupMode,
    sso: campus?.settings ?? (config.sso && { ...config.sso, allowHttp: config.sso.issuer.startsWith('http:') }),
    signIn: { students: config.signInStudents, staff: config.signInStaff },
    staffSecondFactor: config.staffSecondFactor,
    clock: config.clockOffsetFile ? fileOffsetClock(config.clockOffsetFile) : undefined,
    limits: {
      requestsPerSession: { points: config.requestsPerSessionMinute, seconds: 60, blockSeconds: 60 },
      requestsPerAddress: { points: config.requestsPerAddressMinute, seconds: 60, blockSeconds: 60 },
    },
  });
  try {
    const em = started.orm.em.fork();
    await seedHostels(em);
    if (!config.production) await seedDemoUsers(em);
    await campus?.serve(em, started.url);
    return started;
  } catch (error) {
    await started.close();
    throw error;
  }
}

const address = `http://localhost:${gateway.httpServer.address() && (gateway.httpServer.address() as { port: number }).port}`;
const lines = [
  '',
  'DormSpace is running.',
  `  Gateway:   ${address}   (GraphQL at ${address}/graphql, REST at ${address}/api, health at ${address}/healthz and /readyz, metrics at ${address}/metrics)`,
  `  Database:  ${database.description}`,
  `  Mail:      ${config.smtpUrl ? 'SMTP_URL' : config.production ? `outbox file, ${outboxFile} (MAIL_OUTBOX_IN_PRODUCTION=allow: codes and links in plain text)` : `development outbox, ${relative(repoRoot, outboxFile)} (codes are printed here too)`}`,
];
if (!config.production) {
  lines.push('  Demo logins:');
  for (const d of DEMO_LOGINS) lines.push(`    ${d.role.padEnd(8)} ${d.email.padEnd(26)} ${d.password}${d.gender ? `   (${d.gender})` : ''}`);
}
if (campus) lines.push(...campus.banner());
else if (config.sso) lines.push(`  Sign-in:   ${config.sso.name} (${config.sso.issuer}), and passwords where SIGNIN_STUDENTS / SIGNIN_STAFF allow`);
lines.push('  Stop with Ctrl+C; data stays for the next start.', '');
console.info(lines.join('\n'));

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.info(
      config.shutdownDelayMs > 0
        ? `\n${signal}: /readyz says 503; still answering for ${config.shutdownDelayMs} ms (SHUTDOWN_DELAY_MS), then finishing in-flight requests…`
        : `\n${signal}: finishing in-flight requests…`,
    );
    void gateway
      .close()
      .then(() => campus?.close())
      .then(() => database.stop())
      .then(() => process.exit(0))
      .catch((error: unknown) => {
        console.error('Shutdown failed:', error);
        process.exit(1);
      });
  });
}

import type { ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { build } from './build.js';
import { APPS, portOf, repoRoot, type AppName } from './apps.js';
import { haproxyInstalled, startLoadBalancer, type LoadBalancer } from '../gateway-graphql/src/cli/load-balancer.js';
import { startGateway, startStack, stopOnSignals, type Stack } from './stack.js';

/**
 * `npm run start:cluster`: the product as it runs past one machine, on this one. GATEWAYS
 * gateways (default 2) on PORT+1… share one PostgreSQL (DATABASE_URL, or the embedded one the
 * first gateway starts) and one Redis (REDIS_URL: events, rate limits, session revocations),
 * behind haproxy on PORT (4000); the web apps are served as by `npm start`, in front of haproxy.
 * docs/scaling.md says what scales how.
 */
const count = Number(process.env.GATEWAYS ?? 2);
const lbPort = Number(process.env.PORT ?? 4000);
if (!Number.isInteger(count) || count < 1 || count > 16) throw new Error(`GATEWAYS must be 1 to 16, got "${process.env.GATEWAYS}"`);
if (!process.env.REDIS_URL) {
  console.error('start:cluster needs Redis, which the gateways share (events, rate limits, revoked sessions): set REDIS_URL, e.g. REDIS_URL=redis://127.0.0.1:6379');
  process.exit(1);
}
if (!haproxyInstalled()) {
  console.error('start:cluster puts haproxy in front of the gateways: install it (Debian: apt-get install haproxy).');
  process.exit(1);
}
// Every port this will listen on, checked before a minute of building: a busy one fails late and obscurely otherwise.
const statsPort = Number(process.env.LB_STATS_PORT ?? 8404);
const wanted = [
  { port: lbPort, what: 'the load balancer (PORT)' },
  ...Array.from({ length: count }, (_, i) => ({ port: lbPort + 1 + i, what: `gateway ${i + 1} (PORT+${i + 1})` })),
  { port: statsPort, what: "haproxy's statistics (LB_STATS_PORT)" },
  ...(Object.keys(APPS) as AppName[]).map((app) => ({ port: portOf(app), what: `${app} (${APPS[app].portEnv})` })),
];
// The demo campus's sign-in provider runs in the first gateway (outside production, with no SSO_ISSUER).
const devPort = Number(process.env.SSO_DEV_PORT || 4100);
const demoCampus = process.env.NODE_ENV !== 'production' && !process.env.SSO_ISSUER && process.env.SSO_DEV_PROVIDER !== 'off';
if (demoCampus && devPort > 0) wanted.push({ port: devPort, what: "the demo campus's sign-in provider (SSO_DEV_PORT)" });

/**
 * A gateway after the first uses the first's demo provider as its campus's (docs/decisions/0154):
 * one issuer, so an identity links once whichever gateway a sign-in reaches; the client secret is
 * the one the first keeps in the data folder.
 */
function campusOf(i: number): NodeJS.ProcessEnv {
  if (i === 0 || !demoCampus) return {};
  if (devPort === 0) return { SSO_DEV_PROVIDER: 'off' };
  const secret = readFileSync(join(resolve(process.env.DATA_DIR ?? join(repoRoot, '.data')), 'sso-dev.secret'), 'utf8').trim();
  return { SSO_ISSUER: `http://localhost:${devPort}`, SSO_CLIENT_ID: 'dormspace', SSO_CLIENT_SECRET: secret, SSO_NAME: 'DormSpace Campus (demo)', SSO_ENROLLMENT_CLAIM: 'enrollment_id' };
}
const free = (port: number) =>
  new Promise<boolean>((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
const busy = [];
for (const { port, what } of wanted) if (!(await free(port))) busy.push(`${port} for ${what}`);
if (busy.length > 0) {
  console.error(`start:cluster needs ports that are in use: ${busy.join('; ')}. Stop what holds them, or set other ports (README, Settings).`);
  process.exit(1);
}

if (!process.argv.includes('--no-build')) {
  console.info('Building the web apps (the first time takes about a minute)…');
  await build(Object.keys(APPS) as AppName[]);
}

// One after another: the first starts the embedded database (unless DATABASE_URL), migrates and
// seeds; the others find it running and the work done.
const gateways: { child: ChildProcess; url: string }[] = [];
const stopGateways = async () => {
  for (const { child } of gateways.splice(0).reverse()) {
    if (child.exitCode !== null) continue;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
};
try {
  for (let i = 0; i < count; i++) gateways.push(await startGateway({ ...process.env, PORT: String(lbPort + 1 + i), ...campusOf(i) }, i === 0));
} catch (error) {
  await stopGateways();
  throw error;
}
let lb: LoadBalancer | undefined;
let stack: Stack;
try {
  lb = await startLoadBalancer(
    gateways.map((g) => ({ host: '127.0.0.1', port: Number(new URL(g.url).port) })),
    { port: lbPort, statsPort },
  );
  stack = await startStack({ gatewayUrl: lb.url });
} catch (error) {
  await lb?.stop();
  await stopGateways();
  throw error;
}
console.info(
  [
    '',
    `  Open:           ${stack.url}`,
    `  Load balancer:  ${lb.url} (haproxy; statistics at ${lb.statsUrl})`,
    `  Gateways:       ${gateways.map((g) => g.url).join(', ')}`,
    `  Remotes:        ${(['mf-student', 'mf-rooms', 'mf-admin'] as AppName[]).map((app) => `${app} http://localhost:${portOf(app)}`).join(', ')}`,
    '  Stop one gateway (kill its process): haproxy takes it out within about three seconds; the others carry on.',
    '',
  ].join('\n'),
);

stopOnSignals(async () => {
  await stack.stop();
  await lb?.stop();
  await stopGateways();
});

import { spawn } from 'node:child_process';
import { join } from 'node:path';
import webpack from 'webpack';
import { APPS, distDir, parseApps, portOf, repoRoot, type AppName } from './apps.js';
import { remoteList } from './releases.js';
import { earlyQueriesBlock, pageHints } from './page-hints.js';
import { serveStatic } from './static-server.js';
import { webpackConfig } from './webpack.js';

/**
 * Watch mode. `npm run dev`: the gateway (restarting on change) and every app, rebuilt on save
 * and served as `npm start` serves them. `npm run dev -w mf-rooms`: one remote alone, for its
 * team, on its own port, with /graphql and /api reaching GATEWAY_URL (default localhost:4000).
 */
const apps = parseApps(process.argv.slice(2));
const alone = apps.length === 1;
const gatewayUrl = process.env.GATEWAY_URL ?? `http://127.0.0.1:${process.env.PORT ?? 4000}`;

if (!alone) {
  const gateway = spawn(process.execPath, ['--import', 'tsx', '--watch', 'src/main.ts'], { cwd: join(repoRoot, 'gateway-graphql'), stdio: 'inherit' });
  process.on('exit', () => gateway.kill('SIGTERM'));
}

for (const app of apps) {
  webpack(webpackConfig(app, 'development')).watch({ aggregateTimeout: 200 }, (error, stats) => {
    if (error) console.error(`[${app}]`, error);
    else if (stats?.hasErrors()) console.error(stats.toString({ all: false, errors: true }));
    else console.info(`[${app}] rebuilt`);
  });
  const remote = APPS[app].remote;
  await serveStatic({
    root: distDir(app),
    port: portOf(app),
    cors: remote,
    spa: !remote || alone,
    gateway: !remote || alone ? gatewayUrl : undefined,
    generated: remote ? undefined : { '/remotes.json': { type: 'application/json', body: async () => JSON.stringify(await remoteList()) } },
    codeOrigins: remote ? undefined : async () => (await remoteList()).map((r) => r.entry),
    pageLinks: remote ? undefined : async (pathname) => pageHints(pathname, await remoteList()),
    pageHead: remote ? undefined : async (pathname) => earlyQueriesBlock(pathname, await remoteList()),
    development: true,
  });
  console.info(`${app}: http://localhost:${portOf(app)}`);
}
if (alone && APPS[apps[0] as AppName].remote) console.info(`Running alone against ${gatewayUrl}; log in through the shell (http://localhost:3000) or the gateway.`);

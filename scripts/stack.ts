import { spawn, type ChildProcess } from 'node:child_process';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { APPS, distDir, portOf, repoRoot, type AppName } from './apps.js';
import { releasesDir } from './releases.js';
import { servedRemotes } from './remotes-served.js';
import { earlyQueriesBlock, pageHints } from './page-hints.js';
import { serveStatic } from './static-server.js';

export interface Stack {
  /** The address to open: the shell. */
  url: string;
  gatewayUrl: string;
  /** The environment the stack runs with, each app's port variable set to the port it bound (0 asks for any free one). */
  env: NodeJS.ProcessEnv;
  servers: Map<AppName, Server>;
  /** Stops serving one app (tests: a remote down); the rest keeps running. */
  stopApp(app: AppName): Promise<void>;
  stop(): Promise<void>;
}

/** Starts the gateway (as `npm run start -w gateway-graphql` does) and resolves once it is up. */
export function startGateway(env: NodeJS.ProcessEnv, echo: boolean): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], { cwd: join(repoRoot, 'gateway-graphql'), env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      if (echo) process.stdout.write(chunk);
      output += chunk.toString();
      const match = output.match(/Gateway:\s+http:\/\/localhost:(\d+)/);
      if (match && output.includes('Stop with Ctrl+C')) resolve({ child, url: `http://127.0.0.1:${match[1]}` });
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (chunk: Buffer) => (echo ? process.stderr.write(chunk) : (output += chunk.toString())));
    child.once('exit', (code) => reject(new Error(`the gateway exited with ${code}:\n${output}`)));
  });
}

/**
 * The whole product on this machine: the gateway, the shell on SHELL_PORT (3000) with /graphql
 * and /api reaching the gateway on the same origin, and each remote on its own origin, as
 * separately deployed teams would serve them.
 */
export async function startStack(options: { env?: NodeJS.ProcessEnv; echo?: boolean; gatewayUrl?: string; webRoot?: string } = {}): Promise<Stack> {
  const env = { ...process.env, ...options.env };
  const servers = new Map<AppName, Server>();
  // The web apps are bound first, so the gateway starts knowing the shell's real address (the links it mails).
  // Behind a load balancer (start:cluster) the gateways are already up: serve the web apps in front of it.
  let gatewayUp!: (url: string) => void;
  const gatewayUrl = new Promise<string>((resolve) => (gatewayUp = resolve));
  // Another checkout's builds (`webRoot`/<app>/dist), served in front of this gateway: a baseline to measure against.
  const dist = (app: AppName) => (options.webRoot ? join(options.webRoot, app, 'dist') : distDir(app));
  // Each browser's releases: the runtime map's, or a canary's for the browsers in its share (scripts/remotes-served.ts).
  const remotes = servedRemotes(env);
  const serve = async (app: AppName) => {
    const remote = APPS[app].remote;
    const server = await serveStatic({
      root: dist(app),
      port: portOf(app, env),
      cors: remote,
      spa: !remote,
      gateway: remote ? undefined : () => gatewayUrl,
      // Read on every page load: a promotion, a rollback or a canary's step reaches the next navigation.
      generated: remote ? undefined : { '/remotes.json': { type: 'application/json', body: async (req, res) => JSON.stringify(await remotes.remotesFor(req, res)) } },
      mounts: remote ? { '/releases/': releasesDir(app, env) } : undefined,
      codeOrigins: remote ? undefined : async () => (await remotes.everyEntry()).map((r) => r.entry),
      pageLinks: remote ? undefined : async (pathname, req) => pageHints(pathname, await remotes.remotesFor(req)),
      pageHead: remote ? undefined : async (pathname, req) => earlyQueriesBlock(pathname, await remotes.remotesFor(req)),
    });
    servers.set(app, server);
    // Port 0 binds a free port at once (no window for another process to take it, as a port picked
    // first and bound later has); everything that names an app's address reads it from `env`.
    env[APPS[app].portEnv] = String((server.address() as AddressInfo).port);
  };
  let gateway: { url: string; child?: ChildProcess };
  try {
    for (const app of Object.keys(APPS) as AppName[]) await serve(app);
    gateway = options.gatewayUrl ? { url: options.gatewayUrl } : await startGateway(env, options.echo ?? false);
    gatewayUp(gateway.url);
  } catch (error) {
    for (const server of servers.values()) server.close();
    await remotes.close();
    throw error;
  }

  const stopApp = async (app: AppName) => {
    const server = servers.get(app);
    servers.delete(app);
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return {
    url: `http://localhost:${portOf('shell', env)}`,
    gatewayUrl: gateway.url,
    env,
    servers,
    stopApp,
    stop: async () => {
      await Promise.all([...servers.keys()].map(stopApp));
      await remotes.close();
      const child = gateway.child;
      if (child && child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
    },
  };
}

/** Runs `stop` once on Ctrl+C or SIGTERM, then exits (1 if stopping failed). */
export function stopOnSignals(stop: () => Promise<void>): void {
  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      void stop().then(
        () => process.exit(0),
        (error: unknown) => {
          console.error('Shutdown failed:', error);
          process.exit(1);
        },
      );
    });
  }
}

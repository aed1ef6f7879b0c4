import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface LoadBalancer {
  url: string;
  /** haproxy's statistics page: each gateway's state, sessions and errors. */
  statsUrl?: string;
  stop(): Promise<void>;
}

/** Whether Debian's haproxy is installed (`apt-get install haproxy`). */
export function haproxyInstalled(): boolean {
  try {
    execFileSync('haproxy', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/**
 * haproxy in front of the gateways, on `port` (loopback unless `host`). Gateways are stateless,
 * so any of them may answer any request: least connections, health-checked on /readyz every
 * second (three failures take a gateway out, two passes bring it back), WebSockets passed
 * through (tunnel timeout one hour), the client's address in X-Forwarded-For (the gateways trust
 * a proxy on loopback). A request that cannot reach a gateway at all is sent to another; one
 * a gateway dropped mid-way is answered 502, since only the client knows whether it may resend
 * (bookings carry an Idempotency-Key for exactly that).
 */
export async function startLoadBalancer(gateways: { host: string; port: number }[], options: { port: number; host?: string; statsPort?: number }): Promise<LoadBalancer> {
  if (!haproxyInstalled()) throw new Error('haproxy is not installed: apt-get install haproxy (Debian), or put another load balancer in front of the gateways');
  const host = options.host ?? '127.0.0.1';
  const dir = mkdtempSync(join(tmpdir(), 'dormspace-haproxy-'));
  const config = [
    'global',
    '  maxconn 8000', // within a default 20,000 open files (haproxy needs two a connection)
    'defaults',
    '  mode http',
    '  timeout connect 2s',
    '  timeout client 60s',
    '  timeout server 60s',
    '  timeout tunnel 1h',
    '  timeout http-keep-alive 60s',
    '  option redispatch',
    '  retries 2',
    'frontend dormspace',
    `  bind ${host}:${options.port}`,
    '  option forwardfor',
    '  default_backend gateways',
    'backend gateways',
    '  balance leastconn',
    '  option httpchk GET /readyz',
    '  http-check expect status 200',
    // A busy gateway answers its check late, not never: a slow check must not take every gateway
    // out at the peak (that turned a selection day into 7,841 503s). A dead one refuses the
    // connection at once, and a request that cannot connect is sent to another gateway.
    '  timeout check 5s',
    '  default-server inter 1s fall 3 rise 2',
    ...gateways.map((g, i) => `  server gateway${i + 1} ${g.host}:${g.port} check`),
    ...(options.statsPort ? ['listen stats', `  bind 127.0.0.1:${options.statsPort}`, '  stats enable', '  stats uri /', '  stats refresh 2s'] : []),
    '',
  ].join('\n');
  const file = join(dir, 'haproxy.cfg');
  writeFileSync(file, config);
  const child = spawn('haproxy', ['-db', '-f', file], { stdio: ['ignore', 'ignore', 'pipe'] });
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => (errors = (errors + chunk.toString()).slice(-4096)));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  // Up once its port accepts connections (bounded: 10 s).
  for (let tries = 0; ; tries++) {
    if (child.exitCode !== null) throw new Error(`haproxy exited: ${errors}`);
    if (await accepts(host, options.port)) break;
    if (tries >= 100) {
      child.kill('SIGKILL');
      throw new Error(`haproxy did not listen on ${host}:${options.port}: ${errors}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url: `http://${host}:${options.port}`,
    statsUrl: options.statsPort ? `http://127.0.0.1:${options.statsPort}/` : undefined,
    stop: async () => {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

function accepts(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, host);
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });
}

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createServer, request, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import { unlinkSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { WebSocket, WebSocketServer } from 'ws';
import type { RemoteEntry } from '../web-kit/src/remote-manifest.js';
import { earlyQueriesBlock, pageHints } from './page-hints.js';
import { KEEP_IDLE_MS, serveStatic } from './static-server.js';

/**
 * The static servers `npm start` and `npm run dev` run, on real sockets: a shell (page, hints,
 * /remotes.json, the gateway behind /graphql and /api) and a remote (CORS, /releases/). The only
 * stand-in is at the edge: an upstream that echoes what reached it, over HTTP and WebSocket.
 */
const remotes: RemoteEntry[] = [
  {
    name: 'mf_rooms',
    area: 'Rooms',
    version: '1',
    entry: 'http://rooms.example:3002/mf-manifest.json',
    routes: [
      { path: '/', match: 'exact', guard: 'session', title: 'Dashboard', frame: 'student', early: [] },
      { path: '/outpass', match: 'exact', guard: 'session', title: 'Outpass', frame: 'student' },
      { path: '/allotment', match: 'prefix', guard: 'session', title: 'Rooms', frame: 'student', early: [{ operationName: 'Rooms', query: 'query Rooms($hostel: String!) { rooms(hostel: $hostel) { id } }', variables: { hostel: { fromPath: 'rest' } } }] },
    ],
  },
];
const PAGE = `<!doctype html><html><head><title>DormSpace</title></head><body><div id="root"></div>${' '.repeat(600)}</body></html>`;
const SCRIPT = `console.log(${JSON.stringify('x'.repeat(2000))});\n`;

let dir: string;
const servers: Server[] = [];
let shell: string, remote: string, upstream: string, orphan: string;
const upgrades: IncomingHttpHeaders[] = [];

const urlOf = (server: Server) => `http://127.0.0.1:${(server.address() as { port: number }).port}`;
async function listen(server: Server): Promise<string> {
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return urlOf(server);
}

/** A request as sent, path untouched (fetch would normalise `..` and escapes away). */
function raw(base: string, path: string, options: { method?: string; headers?: Record<string, string> } = {}) {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: string }>((resolve, reject) => {
    const req = request(`${base}${path}`, { method: options.method ?? 'GET', headers: options.headers }, (res) => {
      let body = '';
      res.setEncoding('latin1').on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body }));
    });
    req.on('error', reject).end();
  });
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'static-server-'));
  const file = (path: string, body: string | Buffer) => mkdir(join(dir, path, '..'), { recursive: true }).then(() => writeFile(join(dir, path), body));
  await file('secret.txt', 'not for the web');
  await file('shell/index.html', PAGE);
  // The build's compressed copies, marked so that a test can tell them from compression on the fly.
  await file('shell/index.html.br', brotliCompressSync(PAGE.replace('DormSpace', 'DormSpace built-br')));
  await file('shell/main.js', SCRIPT);
  await file('shell/main.js.br', brotliCompressSync(`// built-br\n${SCRIPT}`));
  await file('shell/main.js.gz', gzipSync(`// built-gz\n${SCRIPT}`));
  await file('shell/vendor.0123abcd.js', SCRIPT);
  await file('rooms/remoteEntry.js', SCRIPT);
  await file('releases/1.0.0/remoteEntry.js', '// released 1.0.0\n');

  const echo = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => res.writeHead(200, { 'Content-Type': 'application/json', 'Set-Cookie': 'session=s; HttpOnly' }).end(JSON.stringify({ method: req.method, url: req.url, headers: req.headers, body })));
  });
  new WebSocketServer({ server: echo, path: '/graphql' }).on('connection', (socket, req) => {
    upgrades.push(req.headers);
    socket.on('message', (data) => socket.send(`echo ${String(data)}`));
  });
  upstream = await listen(echo);

  const site = { port: 0, host: '127.0.0.1' } as const;
  const list = async () => remotes;
  shell = urlOf(
    await serveStatic({
      ...site,
      root: join(dir, 'shell'),
      spa: true,
      gateway: upstream,
      generated: { '/remotes.json': { type: 'application/json', body: async () => JSON.stringify(await list()) } },
      codeOrigins: async () => (await list()).map((r) => r.entry),
      pageLinks: async (pathname) => pageHints(pathname, await list()),
      pageHead: async (pathname) => earlyQueriesBlock(pathname, await list()),
    }).then((s) => (servers.push(s), s)),
  );
  remote = urlOf(await serveStatic({ ...site, root: join(dir, 'rooms'), cors: true, mounts: { '/releases/': join(dir, 'releases') } }).then((s) => (servers.push(s), s)));
  // A shell whose gateway is down: a port that was free a moment ago.
  const closed = await listen(createServer());
  servers.pop()!.close();
  orphan = urlOf(await serveStatic({ ...site, root: join(dir, 'shell'), spa: true, gateway: closed }).then((s) => (servers.push(s), s)));
});

afterAll(async () => {
  for (const server of servers) server.closeAllConnections();
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  await rm(dir, { recursive: true, force: true });
});

describe('a malformed address (security review, finding 1)', () => {
  it('is a 400 with a short text on the shell and on a remote, and nothing alarming is logged', async () => {
    const logged = [vi.spyOn(console, 'error'), vi.spyOn(console, 'warn')];
    try {
      for (const [base, path] of [
        [shell, '/%E0%A4%A'],
        [shell, '/allotment%E0%A4%A'],
        [shell, '/%'],
        [remote, '/%E0%A4%A'],
        [remote, '/releases/%E0%A4%A'],
      ] as const) {
        const answer = await raw(base, path);
        expect(`${path} ${answer.status}`).toBe(`${path} 400`);
        expect(answer.headers['content-type']).toMatch(/^text\/plain/);
        expect(answer.body).toMatch(/^Bad request/);
        expect(answer.body.length).toBeLessThan(100);
      }
      for (const spy of logged) expect(spy).not.toHaveBeenCalled();
    } finally {
      for (const spy of logged) spy.mockRestore();
    }
  });
});

describe("the gateway behind the shell's origin", () => {
  it('adds this hop to X-Forwarded-For/-Proto and keeps what a proxy in front said (security review, finding 2)', async () => {
    const answer = await fetch(`${shell}/graphql`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-Proto': 'https', 'X-Forwarded-For': '203.0.113.7', 'X-Forwarded-Host': 'dorm.example' },
      body: '{"query":"{ me { id } }"}',
    });
    const seen = (await answer.json()) as { method: string; url: string; headers: IncomingHttpHeaders; body: string };
    // The gateway (Express, `trust proxy`) reads the first protocol: https, so a Secure cookie and HSTS.
    expect(seen.headers['x-forwarded-proto']).toBe('https,http');
    expect(seen.headers['x-forwarded-for']).toMatch(/^203\.0\.113\.7,(::ffff:)?127\.0\.0\.1$/);
    expect(seen.headers['x-forwarded-host']).toBe('dorm.example');
    expect(seen.headers.host).toBe(new URL(shell).host);
    expect(seen).toMatchObject({ method: 'POST', url: '/graphql', body: '{"query":"{ me { id } }"}' });
    expect(answer.headers.get('set-cookie')).toBe('session=s; HttpOnly');
  });

  it('says plain http, and its own host, when nothing in front said otherwise; /api keeps its path and query', async () => {
    const seen = (await (await fetch(`${shell}/api/gethostel/hostel?x=1`)).json()) as { url: string; headers: IncomingHttpHeaders };
    expect(seen.url).toBe('/api/gethostel/hostel?x=1');
    expect(seen.headers['x-forwarded-proto']).toBe('http');
    expect(seen.headers['x-forwarded-host']).toBe(new URL(shell).host);
  });

  it('carries the WebSocket upgrade on /graphql, with Host and Origin as the browser sent them, and no other path', async () => {
    const origin = 'http://localhost:3000';
    const socket = new WebSocket(`${shell.replace('http', 'ws')}/graphql`, { headers: { Origin: origin, 'X-Forwarded-Proto': 'https' } });
    const reply = await new Promise<string>((resolve, reject) => {
      socket.on('open', () => socket.send('hello'));
      socket.on('message', (data) => resolve(String(data)));
      socket.on('error', reject);
    });
    socket.close();
    expect(reply).toBe('echo hello');
    expect(upgrades.at(-1)).toMatchObject({ host: new URL(shell).host, origin });
    expect(upgrades.at(-1)!['x-forwarded-proto']).toMatch(/^https/);

    const elsewhere = new WebSocket(`${shell.replace('http', 'ws')}/other`);
    await expect(new Promise((resolve, reject) => elsewhere.on('open', resolve).on('error', reject))).rejects.toThrow();
  });

  it('keeps an idle connection longer than a proxy in front does (60 s), and tells clients so', async () => {
    // A client that reuses a pooled socket the server is closing gets ECONNRESET: the one in front
    // must close first. Node's own default would say timeout=5.
    // A file, and the gateway's answer (whose own Keep-Alive, Node's timeout=5, stays on its hop).
    for (const path of ['/main.js', '/api/gethostel/hostel']) {
      const { headers } = await raw(shell, path);
      expect(headers.connection, path).toBe('keep-alive');
      expect(headers['keep-alive'], path).toBe(`timeout=${KEEP_IDLE_MS / 1000}`);
    }
    expect(KEEP_IDLE_MS).toBeGreaterThan(60_000);
  });

  it('answers 502 with a message the apps show when the gateway is down', async () => {
    const answer = await fetch(`${orphan}/graphql`, { method: 'POST', body: '{}' });
    expect(answer.status).toBe(502);
    expect(await answer.json()).toEqual({ message: 'The server is not reachable. Please try again.' });
  });
});

describe("the shell's page", () => {
  it('names the remotes in its policy, hints what to fetch early, writes the early queries in, and is never cached', async () => {
    const answer = await fetch(`${shell}/allotmentGH-1`, { headers: { 'Accept-Encoding': 'br' } });
    expect(answer.status).toBe(200);
    const policy = answer.headers.get('content-security-policy')!;
    expect(policy).toContain("script-src 'self' http://rooms.example:3002");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toContain('unsafe-eval');
    expect(answer.headers.get('link')).toBe(pageHints('/allotmentGH-1', remotes));
    expect(answer.headers.get('cache-control')).toBe('no-cache');
    expect(answer.headers.get('content-encoding')).toBe('br');
    const html = await answer.text();
    expect(html).toContain(`${earlyQueriesBlock('/allotmentGH-1', remotes)}</head>`);
    expect(html).toContain('"hostel":"GH-1"');
  });

  it("is the build's precompressed page when the path has no early queries to write in", async () => {
    const answer = await fetch(`${shell}/outpass`, { headers: { 'Accept-Encoding': 'br' } });
    expect(answer.headers.get('content-type')).toMatch(/^text\/html; ?charset=utf-8$/);
    expect(answer.headers.get('link')).toContain('</remotes.json>; rel=preload');
    expect(await answer.text()).toContain('DormSpace built-br');
  });

  it('serves /remotes.json made per request, and refuses other methods than GET, HEAD, OPTIONS', async () => {
    const list = await fetch(`${shell}/remotes.json`);
    expect(list.headers.get('content-type')).toBe('application/json');
    expect(list.headers.get('cache-control')).toBe('no-cache');
    expect(await list.json()).toEqual(remotes);
    expect((await fetch(`${shell}/`, { method: 'POST' })).status).toBe(405);
    expect((await fetch(`${shell}/`, { method: 'OPTIONS' })).status).toBe(204);
    const head = await raw(shell, '/remotes.json', { method: 'HEAD' });
    expect([head.status, head.body]).toEqual([200, '']);
  });
});

describe('files', () => {
  it("sends the build's brotli or gzip copy, or the file, as the browser accepts", async () => {
    for (const [accept, encoding, text] of [
      ['gzip, deflate, br', 'br', '// built-br'],
      ['gzip', 'gzip', '// built-gz'],
      ['identity', null, 'console.log'],
    ] as const) {
      const answer = await fetch(`${shell}/main.js`, { headers: { 'Accept-Encoding': accept } });
      expect(answer.headers.get('content-encoding')).toBe(encoding);
      expect(answer.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
      expect(answer.headers.get('vary')).toBe('Accept-Encoding');
      expect((await answer.text()).startsWith(text)).toBe(true);
    }
  });

  it('caches hashed chunks for a year and entries not at all', async () => {
    expect((await fetch(`${shell}/vendor.0123abcd.js`)).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await fetch(`${shell}/main.js`)).headers.get('cache-control')).toBe('no-cache');
  });

  it('answers 404 for a missing file, and never a file outside the folder', async () => {
    const missing = await fetch(`${shell}/missing.js`);
    expect([missing.status, await missing.text()]).toEqual([404, 'Not found']);
    for (const path of ['/../secret.txt', '/..%2fsecret.txt', '/%2e%2e/secret.txt', '/..%5csecret.txt', '/releases/../../secret.txt']) {
      for (const base of [shell, remote]) expect((await raw(base, path)).body).not.toContain('not for the web');
    }
  });

  it('survives a file removed between its lookup and its reading (a rebuild cleaning up)', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const server = servers.find((s) => urlOf(s) === remote)!;
    await writeFile(join(dir, 'rooms', 'old.0123abcd.js'), SCRIPT);
    // The file goes once the server has found it and begun to read it.
    const vanish = (_req: unknown, res: ServerResponse) => res.prependOnceListener('pipe', () => unlinkSync(join(dir, 'rooms', 'old.0123abcd.js')));
    server.prependOnceListener('request', vanish);
    await expect(fetch(`${remote}/old.0123abcd.js`).then((answer) => answer.text())).rejects.toThrow();
    expect((await fetch(`${remote}/remoteEntry.js`)).status).toBe(200);
    expect(logged).toHaveBeenCalledWith('[serve]', expect.objectContaining({ code: 'ENOENT' }));
    logged.mockRestore();
  });

  it("serves a remote's files to any origin, and its releases from their own folder", async () => {
    const entry = await fetch(`${remote}/remoteEntry.js`);
    expect(entry.headers.get('access-control-allow-origin')).toBe('*');
    expect(entry.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(entry.headers.get('content-security-policy')).toBe("default-src 'none';frame-ancestors 'none'");
    expect(entry.headers.get('x-content-type-options')).toBe('nosniff');
    const released = await fetch(`${remote}/releases/1.0.0/remoteEntry.js`);
    expect([released.status, await released.text()]).toEqual([200, '// released 1.0.0\n']);
    expect((await fetch(`${remote}/no-such-page`)).status).toBe(404); // a remote is not browser-routed
    expect((await fetch(`${remote}/graphql`)).status).toBe(404); // nor a way to the gateway
  });
});

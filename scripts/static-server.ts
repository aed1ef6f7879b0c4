import { createServer, globalAgent, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { readFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import helmet from 'helmet';
import { createProxyMiddleware } from 'http-proxy-middleware';
import sirv from 'sirv';

export interface StaticSite {
  root: string;
  port: number;
  host?: string;
  /** Unknown paths answer index.html (a browser-routed app). */
  spa?: boolean;
  /** Anyone may load these files (remotes, loaded by the shell from another origin). */
  cors?: boolean;
  /**
   * /graphql (HTTP and WebSocket) and /api reach this gateway, so the page's origin is the API's.
   * A function is asked per request: the stack binds its sites before the gateway is up.
   */
  gateway?: string | (() => Promise<string>);
  /**
   * Extra files generated on each request, e.g. the shell's /remotes.json. The body may read the
   * request and set headers on the answer (a cookie, its own Cache-Control) before it is sent.
   */
  generated?: Record<string, { type: string; body: (req: IncomingMessage, res: ServerResponse) => Promise<string> }>;
  /** More folders, by URL prefix (`/releases/` of a remote: its released versions). */
  mounts?: Record<string, string>;
  /** Origins the page may load code from besides its own: the remotes (the shell's Content-Security-Policy). */
  codeOrigins?: () => Promise<string[]>;
  /** The page's `Link` header for a path (what to fetch and connect to early: `page-hints.ts`); the request says whose. */
  pageLinks?: (pathname: string, req: IncomingMessage) => Promise<string>;
  /** HTML put at the end of the page's `<head>` for a path (its first screen's queries: `page-hints.ts`); the request says whose. */
  pageHead?: (pathname: string, req: IncomingMessage) => Promise<string>;
  /** Development builds run webpack's eval source maps: the policy allows eval there only. */
  development?: boolean;
}

/** sirv's types (mrmime) carry no charset; these keep the ones the builds serve as before. */
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.ico': 'image/x-icon',
};
const HASHED = /\.[0-9a-f]{8}\.js$/;
/**
 * How long an idle keep-alive connection stays open: longer than a TLS proxy or load balancer in
 * front keeps its own (60 s is haproxy's setting here and an AWS ALB's default), so the one in front
 * closes first and never sends a request down a socket this server is closing. Node's own 5 s
 * also lost that race to clients that reuse a pooled socket without reading the `Keep-Alive: timeout`
 * hint (Playwright's request context, microsoft/playwright#42698): a journey's API call after five
 * idle seconds on a busy machine was answered with ECONNRESET (stop 62's CI).
 */
export const KEEP_IDLE_MS = 65_000;
const KEEP_ALIVE_HINT = `timeout=${KEEP_IDLE_MS / 1000}`;
const proxied = (pathname: string) => pathname === '/graphql' || pathname === '/api' || pathname.startsWith('/api/');
const pathOf = (url = '/') => URL.parse(url, 'http://localhost')?.pathname;
const decodes = (pathname: string) => {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return undefined; // a broken escape (`%E0%A4%A`): the client's mistake, answered 400, not logged
  }
};

/**
 * Serves a built app: the build's files with their precompressed copies, long caching for hashed
 * chunks and none for entries and manifests, the page made per request (its policy, hints and early
 * queries), and, for the shell, the gateway on the same origin.
 *
 * - Files are sirv's: small and well kept, it picks the `.br`/`.gz` the build wrote beside a file,
 *   keeps paths inside the folder and answers ranges. Its `dev` mode looks a file up on each
 *   request instead of listing the folder once at start: a rebuild (watch mode, `clean: true`) and a
 *   release added under `/releases/` are served at once.
 * - The gateway is reached through http-proxy-middleware (http-proxy under it), for HTTP and for
 *   the WebSocket upgrade. `xfwd` appends this hop to X-Forwarded-For/-Proto/-Port and keeps
 *   X-Forwarded-Host, so the `https` a TLS proxy in front said still reaches the gateway (its
 *   `trust proxy` reads the first value): the session cookie gets `Secure` and the API HSTS.
 *   Host is kept: the gateway checks WebSocket Origins against it.
 */
export function serveStatic(site: StaticSite): Promise<Server> {
  const filesIn = (root: string) => sirv(root, { dev: true, brotli: true, gzip: true, extensions: [], setHeaders: fileHeaders });
  const files = filesIn(site.root);
  const mounts = Object.entries(site.mounts ?? {}).map(([prefix, root]) => ({ prefix, files: filesIn(root) }));
  const headers = securityHeaders(site);
  const gateway = site.gateway ? gatewayProxy(site.gateway) : undefined;

  /** The page (index.html) for a path: its `Link` hints, and its early queries written into its head. */
  async function page(req: IncomingMessage, res: ServerResponse, pathname: string) {
    if (site.pageLinks) res.setHeader('Link', await site.pageLinks(pathname, req));
    const head = site.pageHead ? await site.pageHead(pathname, req) : '';
    // Nothing to write in: the build's page as it is, precompressed.
    if (!head) return void ((await fromFiles(files, req, res, '/index.html')) || notFound(res));
    const html = await readFile(join(site.root, 'index.html'), 'utf8').catch(() => undefined);
    if (html === undefined) return notFound(res);
    made(req, res, 'text/html; charset=utf-8', html.replace('</head>', `${head}</head>`));
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const pathname = pathOf(req.url);
    if (pathname === undefined) return badRequest(res);
    if (gateway && proxied(pathname)) return gateway(req, res, (error?: unknown) => fail(res, error));
    await headers(req, res);
    if (site.cors) res.setHeader('Access-Control-Allow-Origin', '*');
    if (req.method === 'OPTIONS') return void res.writeHead(204, { 'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS' }).end();
    if (req.method !== 'GET' && req.method !== 'HEAD') return void res.writeHead(405).end();
    const decoded = decodes(pathname);
    if (decoded === undefined) return badRequest(res);

    const generated = site.generated?.[pathname];
    if (generated) return made(req, res, generated.type, await generated.body(req, res));
    if (pathname === '/' || pathname === '/index.html') return page(req, res, pathname);
    const mount = mounts.find(({ prefix }) => pathname.startsWith(prefix));
    if (await fromFiles(mount?.files ?? files, req, res, mount ? `/${pathname.slice(mount.prefix.length)}` : pathname)) return;
    if (site.spa && !extname(decoded)) return page(req, res, pathname);
    notFound(res);
  }

  const server = createServer({ keepAliveTimeout: KEEP_IDLE_MS }, (req, res) => void handle(req, res).catch((error: unknown) => fail(res, error)));
  if (gateway) {
    server.on('upgrade', (req: IncomingMessage, socket: Socket, head: Buffer) => {
      const pathname = pathOf(req.url);
      if (pathname === undefined || !proxied(pathname)) return void socket.destroy();
      gateway.upgrade(req, socket, head);
    });
  }
  return new Promise((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'EADDRINUSE' ? new Error(`port ${site.port} is in use: set another (see README, Settings)`) : error),
    );
    server.listen(site.port, site.host ?? '0.0.0.0', () => resolve(server));
  });
}

/** sirv's answer for `url` (true), or false when it has no such file. */
function fromFiles(files: ReturnType<typeof sirv>, req: IncomingMessage, res: ServerResponse, url: string): Promise<boolean> {
  req.url = url;
  // sirv pipes a read stream with no error listener: a file gone between its stat and its open (a
  // rebuild's clean-up) would end the process. The stream is handed over in the 'pipe' event.
  res.once('pipe', (stream: NodeJS.ReadableStream) => stream.once('error', (error) => fail(res, error)));
  return new Promise((resolve) => {
    res.once('close', () => resolve(true));
    files(req, res, () => resolve(false));
  });
}

function fileHeaders(res: ServerResponse, pathname: string) {
  const type = TYPES[extname(pathname)];
  if (type) res.setHeader('Content-Type', type);
  res.setHeader('Cache-Control', HASHED.test(pathname) ? 'public, max-age=31536000, immutable' : 'no-cache');
}

/** An answer made here (the page with its early queries, /remotes.json): compressed here, quickly. */
function made(req: IncomingMessage, res: ServerResponse, type: string, text: string) {
  let body: Buffer = Buffer.from(text);
  res.setHeader('Content-Type', type);
  if (!res.hasHeader('Cache-Control')) res.setHeader('Cache-Control', 'no-cache');
  if (body.length > 512) {
    res.setHeader('Vary', 'Accept-Encoding');
    const encoding = chooseEncoding(req.headers['accept-encoding']);
    if (encoding) {
      body = compress(body, encoding);
      res.setHeader('Content-Encoding', encoding);
    }
  }
  res.setHeader('Content-Length', body.length);
  res.writeHead(200).end(req.method === 'HEAD' ? undefined : body);
}

const notFound = (res: ServerResponse) => void res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
const badRequest = (res: ServerResponse) => void res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Bad request: the address is not valid');
function fail(res: ServerResponse, error: unknown) {
  console.error('[serve]', error);
  if (!res.headersSent) res.writeHead(500).end();
  else res.destroy();
}

/** Brotli where the browser takes it (every current one does, on HTTPS and on localhost), else gzip. */
export function chooseEncoding(acceptEncoding: string | string[] | undefined): 'br' | 'gzip' | undefined {
  const accepted = new Set<string>();
  for (const part of String(acceptEncoding ?? '').split(',')) {
    const [name, ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    const quality = params.find((param) => param.startsWith('q='));
    if (name && !(quality && Number(quality.slice(2)) === 0)) accepted.add(name);
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return undefined;
}

/** Fast settings: it runs while a request waits (the build compresses its own files at its best). */
function compress(body: Buffer, encoding: 'br' | 'gzip'): Buffer {
  if (encoding === 'gzip') return gzipSync(body, { level: 6 });
  return brotliCompressSync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length } });
}

/** The gateway: kept-alive connections as before (Node's global agent); unreachable is a 502 the apps can read. */
function gatewayProxy(target: string | (() => Promise<string>)) {
  return createProxyMiddleware<IncomingMessage, ServerResponse>({
    ...(typeof target === 'string' ? { target } : { router: () => target() }),
    xfwd: true,
    agent: globalAgent,
    on: {
      // Keep-Alive is hop-by-hop (RFC 9110, 7.6.1): the gateway's (Node's timeout=5) describes its
      // connection with this server. The client is told this server's; Node does not write it itself
      // here, since http-proxy sets Connection on the answer.
      proxyRes: (proxyRes) => {
        if (proxyRes.headers['keep-alive']) proxyRes.headers['keep-alive'] = KEEP_ALIVE_HINT;
      },
      error: (_error, _req, res) => {
        if (!('writeHead' in res) || res.headersSent) return void res.destroy(); // a WebSocket, or an answer already begun
        res.writeHead(502, { 'Content-Type': 'application/json' }).end(JSON.stringify({ message: 'The server is not reachable. Please try again.' }));
      },
    },
  });
}

/**
 * helmet's headers. An app page (the shell, or a remote running alone) gets a
 * Content-Security-Policy that lets it run its own code and its remotes' (read per request, as
 * /remotes.json is, so a promotion to a new origin needs no restart), the inline style sheet ui
 * writes, and nothing else; no one may frame it. A remote's assets are for other origins to
 * load: Cross-Origin-Resource-Policy says so, and nothing it serves is a page.
 */
function securityHeaders(site: StaticSite): (req: IncomingMessage, res: ServerResponse) => Promise<void> {
  const origins = new WeakMap<IncomingMessage, string[]>();
  const code = (req: IncomingMessage) => ["'self'", ...(origins.get(req) ?? [])];
  const page = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: [(req) => code(req as IncomingMessage).join(' '), ...(site.development ? ["'unsafe-eval'"] : [])],
        styleSrc: [(req) => code(req as IncomingMessage).join(' '), "'unsafe-inline'"],
        connectSrc: [(req) => code(req as IncomingMessage).join(' ')],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    strictTransportSecurity: false, // served over plain HTTP here; TLS ends at the proxy in front, which sets it
  });
  const assets = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    strictTransportSecurity: false,
  });
  const isPage = site.spa === true;
  return async (req, res) => {
    if (isPage && site.codeOrigins) origins.set(req, (await site.codeOrigins()).map((u) => new URL(u).origin));
    await new Promise<void>((resolve, reject) => (isPage ? page : assets)(req, res, (error?: unknown) => (error ? reject(error instanceof Error ? error : new Error(String(error))) : resolve())));
  };
}

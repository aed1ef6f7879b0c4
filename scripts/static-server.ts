import { createServer, request as httpRequest, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { connect } from 'node:net';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import helmet from 'helmet';

export interface StaticSite {
  root: string;
  port: number;
  host?: string;
  /** Unknown paths answer index.html (a browser-routed app). */
  spa?: boolean;
  /** Anyone may load these files (remotes, loaded by the shell from another origin). */
  cors?: boolean;
  /** /graphql (HTTP and WebSocket) and /api reach this gateway, so the page's origin is the API's. */
  gateway?: string;
  /** Extra files generated on each request, e.g. the shell's /remotes.json. */
  generated?: Record<string, { type: string; body: () => Promise<string> }>;
  /** More folders, by URL prefix (`/releases/` of a remote: its released versions). */
  mounts?: Record<string, string>;
  /** Origins the page may load code from besides its own: the remotes (the shell's Content-Security-Policy). */
  codeOrigins?: () => Promise<string[]>;
  /** The page's `Link` header for a path (what to fetch and connect to early: `page-hints.ts`). */
  pageLinks?: (pathname: string) => Promise<string>;
  /** HTML put at the end of the page's `<head>` for a path (its first screen's queries: `page-hints.ts`). */
  pageHead?: (pathname: string) => Promise<string>;
  /** Development builds run webpack's eval source maps: the policy allows eval there only. */
  development?: boolean;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
};
const HASHED = /\.[0-9a-f]{8}\.js$/;
const proxied = (url: string) => url === '/graphql' || url.startsWith('/graphql?') || url.startsWith('/api/') || url === '/api';

/** Serves a built app: gzip, long caching for hashed chunks, no caching for entries and manifests. */
export function serveStatic(site: StaticSite): Promise<Server> {
  const compressedCache = new Map<string, { mtime: number; body: Buffer }>();

  async function file(path: string): Promise<{ body: Buffer; mtime: number } | undefined> {
    const mount = Object.entries(site.mounts ?? {}).find(([prefix]) => path.startsWith(prefix));
    const root = mount ? mount[1] : site.root;
    const full = normalize(join(root, mount ? path.slice(mount[0].length) : path));
    if (!full.startsWith(normalize(root))) return undefined;
    try {
      const info = await stat(full);
      if (!info.isFile()) return undefined;
      return { body: await readFile(full), mtime: info.mtimeMs };
    } catch {
      return undefined;
    }
  }

  const headers = securityHeaders(site);

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (site.gateway && proxied(url.pathname)) return proxy(req, res, site.gateway);
    await headers(req, res);
    if (site.cors) res.setHeader('Access-Control-Allow-Origin', '*');
    if (req.method === 'OPTIONS') return void res.writeHead(204, { 'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS' }).end();
    if (req.method !== 'GET' && req.method !== 'HEAD') return void res.writeHead(405).end();

    const generated = site.generated?.[url.pathname];
    let path = url.pathname === '/' ? '/index.html' : decodeURIComponent(url.pathname);
    let found = generated ? { body: Buffer.from(await generated.body()), mtime: Date.now() } : await file(path);
    if (!found && site.spa && !extname(path)) {
      path = '/index.html';
      found = await file(path);
    }
    if (!found) return void res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');

    const type = generated?.type ?? TYPES[extname(path)] ?? 'application/octet-stream';
    res.setHeader('Content-Type', type);
    if (type.startsWith('text/html') && site.pageLinks) res.setHeader('Link', await site.pageLinks(url.pathname));
    // A page made for its path: compressed here, never answered from the build's compressed copy.
    const head = type.startsWith('text/html') && site.pageHead ? await site.pageHead(url.pathname) : '';
    if (head) found = { body: Buffer.from(found.body.toString('utf8').replace('</head>', `${head}</head>`)), mtime: found.mtime };
    const made = Boolean(generated || head);
    res.setHeader('Cache-Control', HASHED.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache');
    let body = found.body;
    const encoding = compressible(type, body) ? chooseEncoding(req.headers['accept-encoding']) : undefined;
    if (encoding) {
      // The build's own compressed copy (`.br`, `.gz` beside the file) when it is not older than
      // the file; else compressed here, quickly, and kept.
      const built = made ? undefined : await file(`${path}.${encoding === 'br' ? 'br' : 'gz'}`);
      const key = `${encoding} ${path}`;
      const cached = made ? undefined : compressedCache.get(key);
      if (built && built.mtime >= found.mtime) body = built.body;
      else body = cached && cached.mtime === found.mtime ? cached.body : compress(body, encoding);
      if (!made && !built) compressedCache.set(key, { mtime: found.mtime, body });
      res.setHeader('Content-Encoding', encoding);
    }
    if (compressible(type, found.body)) res.setHeader('Vary', 'Accept-Encoding');
    res.setHeader('Content-Length', body.length);
    res.writeHead(200).end(req.method === 'HEAD' ? undefined : body);
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      console.error('[serve]', error);
      if (!res.headersSent) res.writeHead(500).end();
    });
  });
  if (site.gateway) server.on('upgrade', (req, socket, head) => upgrade(req, socket, head, site.gateway!));
  return new Promise((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'EADDRINUSE' ? new Error(`port ${site.port} is in use: set another (see README, Settings)`) : error),
    );
    server.listen(site.port, site.host ?? '0.0.0.0', () => resolve(server));
  });
}

const compressible = (type: string, body: Buffer) => /text|json|javascript|svg/.test(type) && body.length > 512;

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

/** What the build did not compress already: fast settings, since it runs while a request waits. */
function compress(body: Buffer, encoding: 'br' | 'gzip'): Buffer {
  if (encoding === 'gzip') return gzipSync(body, { level: 6 });
  return brotliCompressSync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length } });
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

/** Forwards one HTTP request to the gateway, keeping Host (the gateway checks WebSocket Origins against it). */
function proxy(req: IncomingMessage, res: ServerResponse, gateway: string) {
  const target = new URL(gateway);
  const upstream = httpRequest(
    {
      host: target.hostname,
      port: target.port,
      method: req.method,
      path: req.url,
      headers: { ...req.headers, 'x-forwarded-proto': 'http', 'x-forwarded-for': req.socket.remoteAddress ?? '' },
    },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  upstream.on('error', () => {
    if (!res.headersSent) res.writeHead(502, { 'Content-Type': 'application/json' }).end(JSON.stringify({ message: 'The server is not reachable. Please try again.' }));
    else res.destroy();
  });
  req.pipe(upstream);
}

/** Tunnels a WebSocket upgrade to the gateway byte for byte. */
function upgrade(req: IncomingMessage, socket: import('node:stream').Duplex, head: Buffer, gateway: string) {
  if (!proxied(new URL(req.url ?? '/', 'http://localhost').pathname)) return socket.destroy();
  const target = new URL(gateway);
  const upstream = connect(Number(target.port), target.hostname, () => {
    const headers = Object.entries(req.headers).flatMap(([k, v]) => (Array.isArray(v) ? v.map((x) => `${k}: ${x}`) : [`${k}: ${v}`]));
    upstream.write(`${req.method} ${req.url} HTTP/1.1\r\n${headers.join('\r\n')}\r\n\r\n`);
    if (head.length > 0) upstream.write(head);
    upstream.pipe(socket).pipe(upstream);
  });
  const close = () => {
    upstream.destroy();
    socket.destroy();
  };
  upstream.on('error', close);
  socket.on('error', close);
}

import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { newStudent, useTestApp } from './app.js';
import { jsonAnswerSecurityHeaders } from '../src/http/headers.js';

const app = useTestApp({ headersTimeoutMs: 1_000, requestTimeoutMs: 2_000 });

describe('security headers', () => {
  it.each([
    ['GET', '/healthz'],
    ['GET', '/api/gethostel/hostel'],
    ['POST', '/graphql'],
    ['GET', '/api/no-such-path'],
  ])('%s %s: no script, no framing, no sniffing, no referrer, nothing about the server', async (method, path) => {
    const response = await fetch(`${app.url}${path}`, {
      method,
      headers: { 'content-type': 'application/json' },
      body: method === 'POST' ? JSON.stringify({ query: '{ hostels { name } }' }) : undefined,
    });
    const h = response.headers;
    expect(h.get('content-security-policy')).toBe("default-src 'none';frame-ancestors 'none';base-uri 'none';form-action 'none'");
    expect(h.get('x-content-type-options')).toBe('nosniff');
    expect(h.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(h.get('referrer-policy')).toBe('no-referrer');
    expect(h.get('cross-origin-resource-policy')).toBe('same-origin');
    expect(h.get('x-powered-by')).toBeNull();
    expect(h.get('strict-transport-security')).toBeNull(); // plain HTTP
    // Every header helmet sets, as helmet sets it (the gateway sends them worked out once).
    const helmets = jsonAnswerSecurityHeaders(false);
    expect(Object.keys(helmets).length).toBeGreaterThanOrEqual(11);
    expect(Object.fromEntries(Object.keys(helmets).map((name) => [name, h.get(name)]))).toEqual(helmets);
  });

  it('sends HSTS when the request came over TLS through the trusted proxy', async () => {
    const response = await fetch(`${app.url}/healthz`, { headers: { 'x-forwarded-proto': 'https' } });
    expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
  });
});

describe('request shapes a browser could be tricked into sending', () => {
  it('refuses a GraphQL request a cross-site form could send (CSRF), and a body over 64 KB', async () => {
    const form = await fetch(`${app.url}/graphql`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: JSON.stringify({ query: 'mutation { logout }' }) });
    expect(form.status).toBe(400);
    const get = await fetch(`${app.url}/graphql?query=${encodeURIComponent('{ hostels { name } }')}`);
    expect(get.status).toBe(400); // a GET without a preflight-forcing header
    const big = await fetch(`${app.url}/api/user/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'a@b.c', password: 'x'.repeat(100_000) }) });
    expect(big.status).toBe(413);
    expect(await big.json()).toEqual({ message: 'The request body is too large.', code: 'BAD_USER_INPUT' });
  });
});

describe('REST calls that change state, as a cross-site page could send them (CSRF)', () => {
  const FOREIGN = 'https://evil.example';
  const CSRF = /cross-site request forgery/;
  /** A raw call with a browser's session cookie, as a cross-site page would make it. */
  const call = (cookie: string | undefined, path: string, headers: Record<string, string>, body?: string) =>
    fetch(`${app.url}/api${path}`, { method: 'POST', headers: { ...(cookie ? { cookie } : {}), ...headers }, body });
  const signedIn = async (client: { cookie?: string }) => (await fetch(`${app.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', cookie: client.cookie ?? '' }, body: JSON.stringify({ query: '{ me { id } }' }) }).then((r) => r.json())) as { data?: { me: { id: string } | null } };

  it('refuses a logout a form or a no-cors fetch from another site could send, and the session lives on', async () => {
    const { client } = await newStudent(app);
    const attempts: [Record<string, string>, string | undefined][] = [
      [{ 'content-type': 'text/plain', origin: FOREIGN }, ''],
      [{ 'content-type': 'text/plain;charset=UTF-8', origin: FOREIGN }, '{}'],
      [{ 'content-type': 'application/x-www-form-urlencoded', origin: FOREIGN }, 'a=b'],
      [{ 'content-type': 'multipart/form-data; boundary=x', origin: FOREIGN }, '--x--'],
      [{ 'content-type': 'text/plain' }, ''], // a form's type is refused whoever sent it, as Apollo's CSRF prevention does
      [{ origin: FOREIGN }, undefined], // fetch(…, { method: 'POST', mode: 'no-cors' }): no body, no type
      [{ origin: 'null' }, undefined], // the same from a sandboxed frame
    ];
    for (const [headers, body] of attempts) {
      const response = await call(client.cookie, '/user/logout', headers, body);
      expect(response.status, JSON.stringify(headers)).toBe(400);
      expect(await response.json()).toMatchObject({ code: 'BAD_USER_INPUT', message: expect.stringMatching(CSRF) });
      expect(response.headers.get('set-cookie'), JSON.stringify(headers)).toBeNull();
      expect((await signedIn(client)).data?.me, JSON.stringify(headers)).not.toBeNull();
    }
    // The spec's client: an empty body with credentials, from this site (or no browser at all).
    expect((await call(client.cookie, '/user/logout', { origin: app.url })).status).toBe(200);
    expect((await signedIn(client)).data?.me).toBeNull();
  });

  it('refuses the body types of a form on every state-changing path', async () => {
    const { client } = await newStudent(app);
    const paths = ['/user/login', '/user/logout', '/user/signup', '/user/send-code', '/user/verify-code', '/user/apply', '/bookroom/room', '/bookroom/req', '/roomrequests/update/x', '/update/status'];
    for (const path of paths) {
      const response = await call(client.cookie, path, { 'content-type': 'text/plain', origin: FOREIGN }, JSON.stringify({ email: 'a@b.co', password: 'xxxxxxxxxx' }));
      expect(response.status, path).toBe(400);
      expect(((await response.json()) as { message: string }).message, path).toMatch(CSRF);
    }
    // The same paths as JSON are theirs to answer: a browser would have asked first (CORS), and been told no.
    expect((await call(client.cookie, '/user/send-code', { 'content-type': 'application/json', origin: FOREIGN }, JSON.stringify({ email: 'a@b.co' }))).status).toBe(200);
  });
});

describe('timeouts', () => {
  it('closes a connection whose headers never finish (slowloris)', async () => {
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(new URL(app.url).port), '127.0.0.1');
      let text = '';
      socket.on('connect', () => socket.write('GET /healthz HTTP/1.1\r\nHost: localhost\r\nX-Slow: '));
      socket.on('data', (chunk) => (text += chunk.toString()));
      socket.on('close', () => resolve(text));
      socket.on('error', reject);
      setTimeout(() => reject(new Error('still open after 10 s')), 10_000).unref();
    });
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
  });
});

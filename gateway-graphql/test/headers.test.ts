import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './app.js';
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

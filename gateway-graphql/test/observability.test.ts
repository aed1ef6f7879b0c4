import { describe, expect, it } from 'vitest';
import { newStudent, useTestApp } from './app.js';

const app = useTestApp({ metricsToken: 'scrape-token-for-tests' });
const linesWith = (text: string) => app.logs.filter((l) => l.includes(text)).map((l) => JSON.parse(l) as Record<string, unknown>);

describe('structured logs', () => {
  it('logs each request once as JSON with its id, which the answer carries too', async () => {
    const response = await fetch(`${app.url}/api/gethostel/hostel`, { headers: { 'x-request-id': 'lb-7f3a9c21-0001' } });
    expect(response.headers.get('x-request-id')).toBe('lb-7f3a9c21-0001');
    const [line] = linesWith('lb-7f3a9c21-0001');
    expect(line).toMatchObject({ level: 30, req: { id: 'lb-7f3a9c21-0001', method: 'GET', path: '/api/gethostel/hostel' }, res: { statusCode: 401 } });
    // A malformed id is replaced, not echoed into the logs.
    const odd = await fetch(`${app.url}/healthz`, { headers: { 'x-request-id': 'bad id with spaces' } });
    expect(odd.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('never logs a password, a session token, a reset code or a hash', async () => {
    const { client, form } = await newStudent(app);
    await client.rest('POST', '/user/login', { email: form.email, password: 'a-wrong-password-1' });
    await client.gql('mutation($e: String!, $p: String!) { login(email: $e, password: $p) { id } }', { e: form.email, p: form.password });
    await client.rest('POST', '/user/send-code', { email: form.email });
    await app.gateway.mailer.idle();
    const code = /(\d{6})/.exec(app.outbox.messages.at(-1)!.text)![1]!;
    await client.rest('POST', '/user/verify-code', { email: form.email, verifyOtp: code, newPassword: 'brand-new-password-2' });
    const all = app.logs.join('\n');
    const token = client.cookie!.split('=')[1]!;
    for (const secret of [String(form.password), 'a-wrong-password-1', 'brand-new-password-2', code, token, '$argon2']) expect(all).not.toContain(secret);
    expect(linesWith('/api/user/verify-code')).toHaveLength(1);
  });

  it('answers an unexpected failure with a 500 carrying the request id, logged once with that id', async () => {
    const em = app.gateway.orm.em.fork();
    await em.execute('alter table hostels rename to hostels_gone');
    try {
      const { client } = await newStudent(app);
      const rest = await fetch(`${app.url}/api/gethostel/hostel`, { headers: { cookie: client.cookie ?? '' } });
      const gql = await client.gql('query { hostels { name } }');
      const restId = rest.headers.get('x-request-id')!;
      expect(rest.status).toBe(500);
      expect(await rest.json()).toEqual({ message: 'Something went wrong on our side. Please try again.', requestId: restId });
      expect(linesWith(restId).filter((l) => l.msg === 'rest: unexpected error')).toHaveLength(1);
      const gqlId = gql.headers.get('x-request-id')!;
      expect(gql.body.errors?.[0]).toMatchObject({ message: 'Something went wrong on our side. Please try again.', extensions: { code: 'INTERNAL_SERVER_ERROR', requestId: gqlId } });
      expect(gql.text).not.toMatch(/relation|stack|sql/i);
      expect(linesWith(gqlId).filter((l) => l.msg === 'graphql: unexpected error')).toHaveLength(1);
    } finally {
      await em.execute('alter table hostels_gone rename to hostels');
    }
  });
});

describe('metrics and readiness', () => {
  it('counts requests by route, operations by name, failed logins and refusals', async () => {
    const { client, form } = await newStudent(app);
    await app.client().rest('POST', '/user/login', { email: form.email, password: 'wrong-password-3' });
    await client.gql('query HostelsForMetrics { hostels { name } }');
    await client.rest('GET', '/roomrequests/requestdetails/00000000-0000-4000-8000-000000000000');
    const text = await (await fetch(`${app.url}/metrics`)).text();
    expect(text).toMatch(/dormspace_http_requests_total\{route="\/api\/user\/login",method="POST",status="401"\} [1-9]/);
    expect(text).toMatch(/dormspace_http_requests_total\{route="\/api\/roomrequests\/requestdetails\/:id",method="GET",status="403"\} 1/);
    expect(text).toMatch(/dormspace_graphql_operations_total\{operation="HostelsForMetrics",type="query",outcome="ok"\} 1/);
    expect(text).toMatch(/dormspace_login_failures_total [1-9]/);
    expect(text).toMatch(/dormspace_http_request_duration_seconds_bucket/);
    expect(text).toMatch(/dormspace_websocket_connections 0/);
    expect(text).toMatch(/dormspace_room_change_messages_total \d+/);
    expect(text).toMatch(/dormspace_room_change_rooms_total \d+/);
    expect(text).toMatch(/dormspace_process_cpu_seconds_total/);
  });

  it('serves /metrics only to a local scraper or one with the token', async () => {
    expect((await fetch(`${app.url}/metrics`, { headers: { 'x-forwarded-for': '203.0.113.9' } })).status).toBe(403);
    expect((await fetch(`${app.url}/metrics`, { headers: { 'x-forwarded-for': '203.0.113.9', authorization: 'Bearer scrape-token-for-tests' } })).status).toBe(200);
  });

  it('says ready when the database answers', async () => {
    const ready = await fetch(`${app.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready', database: 'ok', redis: 'not configured' });
  });
});

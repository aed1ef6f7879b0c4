import WebSocket from 'ws';
import { createClient } from 'graphql-ws';
import { beforeAll, describe, expect, it } from 'vitest';
import { newStudent, studentForm, useTestApp } from './app.js';
import type { Client } from './client.js';
import { outpassForm } from './outpass.js';

/**
 * Text PostgreSQL refuses (a NUL) or would not return as sent (a lone surrogate), in every kind
 * of input every transport takes: refused at the edge with 400 (REST) or BAD_USER_INPUT (GraphQL)
 * naming the field, and never counted or logged as the database being away. It used to be a
 * 500, or a 503 with Retry-After that raised dormspace_database_unavailable_total while
 * /readyz stayed ready: anyone could set the outage alerts off without logging in.
 */

const app = useTestApp();
const NUL = '\u0000';
const LONE = '\ud800';

type Who = 'nobody' | 'student' | 'admin';
let callers: Record<Who, Client>;
beforeAll(async () => {
  callers = { nobody: app.client(), student: (await newStudent(app, { gender: 'Female' })).client, admin: await app.admin() };
});

/** The outage counter and the lines that say the database is away, or that anything failed. */
async function outageSigns() {
  const metrics = await (await fetch(`${app.url}/metrics`)).text();
  const counted = Number(/^dormspace_database_unavailable_total (\d+)/m.exec(metrics)?.[1] ?? 'NaN');
  const lines = app.logs.filter((line) => /database unavailable|"level":50/.test(line)).length;
  return { counted, lines };
}

interface RestCase {
  what: string;
  who: Who;
  method: 'GET' | 'POST';
  path: string;
  body?: Record<string, unknown>;
  field: string;
}

const restCases: RestCase[] = [
  { what: 'login', who: 'nobody', method: 'POST', path: '/user/login', body: { email: `a${NUL}@x.io`, password: 'xxxxxxxxxx' }, field: 'email' },
  { what: 'login, a lone surrogate', who: 'nobody', method: 'POST', path: '/user/login', body: { email: `a${LONE}@x.io`, password: 'xxxxxxxxxx' }, field: 'email' },
  { what: 'login, the password', who: 'nobody', method: 'POST', path: '/user/login', body: { email: 'a@x.io', password: `xxxxxxxxxx${NUL}` }, field: 'password' },
  { what: 'send-code', who: 'nobody', method: 'POST', path: '/user/send-code', body: { email: `a${NUL}@x.io` }, field: 'email' },
  { what: 'verify-code', who: 'nobody', method: 'POST', path: '/user/verify-code', body: { email: `a${NUL}@x.io`, verifyOtp: '123456', newPassword: 'new-password-1' }, field: 'email' },
  { what: 'signup, the name', who: 'nobody', method: 'POST', path: '/user/signup', body: studentForm({ name: `Ann${NUL}` }), field: 'name' },
  { what: 'signup, the enrollment id', who: 'nobody', method: 'POST', path: '/user/signup', body: studentForm({ enrollmentId: `ENR${LONE}1` }), field: 'enrollmentId' },
  { what: 'an outpass', who: 'student', method: 'POST', path: '/user/apply', body: outpassForm({ reason: `Home${NUL}` }), field: 'reason' },
  { what: 'booking, the hostel (the booking lane)', who: 'student', method: 'POST', path: '/bookroom/room', body: { hostel: `GH-1${NUL}`, roomNumber: 1 }, field: 'hostel' },
  { what: 'a room request, the hostel', who: 'student', method: 'POST', path: '/bookroom/req', body: { hostel: `BH-1${NUL}`, roomNumber: 101 }, field: 'hostel' },
  { what: 'outpass decisions by roll number', who: 'admin', method: 'POST', path: '/update/status', body: { roll_number: `ENR${NUL}`, status: 'Approved' }, field: 'roll_number' },
  { what: 'a room request decision, the path', who: 'admin', method: 'POST', path: '/roomrequests/update/x%00y', body: { update: 'Approved' }, field: 'id' },
  { what: 'outpasses by roll number, the path', who: 'student', method: 'GET', path: '/outpasses/fetch/DE%00', field: 'enrollmentId' },
  { what: 'a profile, the path', who: 'student', method: 'GET', path: '/user/student/a%00', field: 'id' },
  { what: 'a room request, the path', who: 'admin', method: 'GET', path: '/roomrequests/requestdetails/a%00', field: 'id' },
  { what: 'rooms, the query string', who: 'student', method: 'GET', path: '/room?hostel=GH-1%00', field: 'hostel' },
  { what: 'the CSV export, its search', who: 'admin', method: 'GET', path: '/exports/students.csv?search=a%00', field: 'search' },
  { what: 'the CSV export, its hostel', who: 'admin', method: 'GET', path: '/exports/outpasses.csv?hostel=GH-1%00', field: 'hostel' },
];

describe('text the database cannot store, over REST', () => {
  it.each(restCases)('$what: 400 naming $field', async ({ who, method, path, body, field }) => {
    const before = await outageSigns();
    const reply = await callers[who].rest<{ message: string; code: string; field: string; errors: { field: string }[] }>(method, path, body);
    expect(reply.status, reply.text).toBe(400);
    expect(reply.body.code).toBe('BAD_USER_INPUT');
    expect(reply.body.field).toBe(field);
    expect(reply.body.message).toMatch(/contains a character that is not allowed/);
    expect(await outageSigns()).toEqual(before);
  });

  it('a path that is not UTF-8 at all is a 400 that says so, not a JSON complaint', async () => {
    const reply = await callers.student.rest('GET', '/outpasses/fetch/%FF');
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({ message: 'The request address is not valid.', code: 'BAD_USER_INPUT' });
  });

  it('thirty at once leave the outage counter and the logs alone, and the next call is served', async () => {
    const before = await outageSigns();
    const replies = await Promise.all(Array.from({ length: 30 }, (_, i) => callers.nobody.rest('POST', i % 2 ? '/user/login' : '/user/send-code', { email: `a${NUL}@x.io`, password: 'xxxxxxxxxx' })));
    expect(replies.map((r) => r.status)).toEqual(Array(30).fill(400));
    expect(await outageSigns()).toEqual(before);
    expect((await fetch(`${app.url}/readyz`)).status).toBe(200);
    expect((await callers.student.rest('GET', '/room?hostel=GH-1')).status).toBe(200);
  });
});

interface GraphQLCase {
  what: string;
  who: Who;
  query: string;
  variables?: Record<string, unknown>;
  field: string;
}

const graphqlCases: GraphQLCase[] = [
  { what: 'login', who: 'nobody', query: 'mutation($e: String!) { login(email: $e, password: "xxxxxxxxxx") { id } }', variables: { e: `a${NUL}@x.io` }, field: 'email' },
  { what: 'login, written into the query', who: 'nobody', query: 'mutation { login(email: "a\\u0000@x.io", password: "xxxxxxxxxx") { id } }', field: 'email' },
  { what: 'signup', who: 'nobody', query: 'mutation($i: SignupInput!) { signup(input: $i) { id } }', variables: { i: { ...studentForm({ name: `Ann${NUL}` }), role: undefined, gender: 'MALE' } }, field: 'name' },
  { what: 'a reset code', who: 'nobody', query: 'mutation($e: String!) { sendPasswordResetCode(email: $e) }', variables: { e: `a${NUL}@x.io` }, field: 'email' },
  { what: 'a reset', who: 'nobody', query: 'mutation($e: String!) { resetPassword(email: $e, code: "123456", newPassword: "new-password-1") }', variables: { e: `a${LONE}@x.io` }, field: 'email' },
  { what: 'rooms(hostel:)', who: 'student', query: 'query($h: String!) { rooms(hostel: $h) { id } }', variables: { h: `GH-1${NUL}` }, field: 'hostel' },
  { what: 'selectionWindow(hostel:)', who: 'student', query: 'query($h: String!) { selectionWindow(hostel: $h) { state } }', variables: { h: `GH-1${NUL}` }, field: 'hostel' },
  { what: 'an outpass', who: 'student', query: 'mutation($i: OutpassInput!) { applyOutpass(input: $i) { id } }', variables: { i: outpassForm({ where: `Home${NUL}` }) }, field: 'where' },
  { what: 'students(search:)', who: 'admin', query: 'query($s: String!) { students(search: $s) { page } }', variables: { s: `a${NUL}` }, field: 'search' },
  { what: 'the audit filter', who: 'admin', query: 'query($f: AuditFilter) { auditEvents(filter: $f) { nextBefore } }', variables: { f: { actor: `Ann${NUL}` } }, field: 'actor' },
  { what: 'the audit filter, an id', who: 'admin', query: 'query($f: AuditFilter) { auditEvents(filter: $f) { nextBefore } }', variables: { f: { objectId: `x${NUL}` } }, field: 'objectId' },
];

describe('text the database cannot store, over GraphQL', () => {
  it.each(graphqlCases)('$what: BAD_USER_INPUT naming $field', async ({ who, query, variables, field }) => {
    const before = await outageSigns();
    const reply = await callers[who].gql(query, variables);
    expect(reply.status, reply.text).toBeLessThan(500);
    const error = reply.body.errors?.[0];
    expect(error?.extensions?.code, reply.text).toBe('BAD_USER_INPUT');
    expect(error?.extensions?.fields?.map((f) => f.field)).toContain(field);
    expect(await outageSigns()).toEqual(before);
  });

  it('a variable that quotes an outage is not one', async () => {
    const before = await outageSigns();
    const reply = await callers.nobody.gql('query($b: Boolean!) { __typename @skip(if: $b) }', { b: 'Connection terminated' });
    expect(reply.status).toBe(400);
    expect(reply.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(reply.headers.get('retry-after')).toBeNull();
    expect(await outageSigns()).toEqual(before);
  });
});

describe('text the database cannot store, over the WebSocket', () => {
  /** One operation on a socket of `who`: its first result, or the errors it was refused with. */
  function overSocket(who: Who, query: string, variables: Record<string, unknown>) {
    const cookie = callers[who].cookie;
    class CookieSocket extends WebSocket {
      constructor(address: string, protocols?: string | string[]) {
        super(address, protocols, { headers: cookie ? { cookie } : {} });
      }
    }
    const client = createClient({ url: `${app.url.replace('http', 'ws')}/graphql`, webSocketImpl: CookieSocket, retryAttempts: 0, lazy: true });
    return new Promise<{ errors?: readonly { message: string; extensions?: { code?: string; fields?: { field: string }[] } }[] }>((resolve) => {
      client.subscribe({ query, variables }, { next: (result) => resolve(result as never), error: (errors) => resolve({ errors: errors as never }), complete: () => undefined });
    }).finally(() => client.dispose());
  }

  it.each([
    { what: 'a query', who: 'student' as Who, query: 'query($h: String!) { rooms(hostel: $h) { id } }', variables: { h: `GH-1${NUL}` }, field: 'hostel' },
    { what: 'a mutation', who: 'nobody' as Who, query: 'mutation($e: String!) { login(email: $e, password: "xxxxxxxxxx") { id } }', variables: { e: `a${NUL}@x.io` }, field: 'email' },
    { what: 'a subscription', who: 'student' as Who, query: 'subscription($h: String!) { roomChanges(hostel: $h) { id } }', variables: { h: `GH-1${LONE}` }, field: 'hostel' },
  ])('$what: BAD_USER_INPUT naming $field', async ({ who, query, variables, field }) => {
    const before = await outageSigns();
    const result = await overSocket(who, query, variables);
    expect(result.errors?.[0]?.extensions?.code, JSON.stringify(result)).toBe('BAD_USER_INPUT');
    expect(result.errors?.[0]?.extensions?.fields?.map((f) => f.field)).toContain(field);
    expect(await outageSigns()).toEqual(before);
  });
});

import { describe, expect, it } from 'vitest';
import { newStudent, useTestApp, type TestApp } from './app.js';
import type { Client } from './client.js';
import { liveSocket, type LiveSocket } from './live-socket.js';
import { until } from './listeners.js';
import { applyFor, bedIn } from './outpass.js';
import { hostelIds, newWarden } from './staff.js';

// A session's end closes its sockets (4401), a change of its reach makes them reconnect (4205),
// and no event leaves after either, on the gateway where it happened. The same across two
// gateways, with Redis and while Redis is away, is in session-sockets-cluster.test.ts.

const app = useTestApp({ sessionTtlMs: 60 * 60_000 });
const STAFF_STREAMS = ['subscription { outpassChanged { id where reason } }', 'subscription { adminFeed { activity { id } } }'];
const MY_UPDATES = 'subscription { myOutpassUpdates { id status } }';

async function running(app: TestApp, socket: LiveSocket, queries: string[]) {
  const before = app.gateway.wsOperations();
  const streams = queries.map((query) => socket.subscribe<Record<string, unknown>>(query));
  await until(() => app.gateway.wsOperations() >= before + queries.length, 5_000);
  expect(app.gateway.wsOperations()).toBeGreaterThanOrEqual(before + queries.length);
  return streams;
}

/** A student with a bed in `hostel`, who then applies for an outpass (an event for that hostel's staff). */
async function studentOf(app: TestApp, hostel: string, room: number) {
  const student = await newStudent(app, { gender: 'Female' });
  await bedIn(student.client, hostel, room);
  return student;
}
const apply = (student: { client: Client }, where: string) => applyFor(student.client, { where });

const closedWith = async (socket: LiveSocket, code: number) => {
  await until(() => socket.closes.includes(code), 5_000);
  expect(socket.closes).toContain(code);
};

describe('a session that ends, ends its live streams', () => {
  it('closes a disabled warden\'s socket with 4401, and none of a student\'s later outpass reaches it', async () => {
    const admin = await app.admin();
    const warden = await newWarden(app, admin, 'GH-1');
    const student = await studentOf(app, 'GH-1', 101);
    const socket = liveSocket(app.url, warden.client.cookie);
    try {
      const [outpasses, feed] = await running(app, socket, STAFF_STREAMS);
      await apply(student, 'Before, Hubli');
      await until(() => outpasses!.events.length === 1 && feed!.events.length >= 1, 5_000);
      expect(outpasses!.events).toHaveLength(1);

      const off = await admin.gql(`mutation { setAccountDisabled(id: "${warden.id}", disabled: true) { disabled } }`);
      expect(off.body.errors).toBeUndefined();
      await closedWith(socket, 4401);
      const seen = [outpasses!.events.length, feed!.events.length];
      await apply(student, 'After, Goa');
      await new Promise((wait) => setTimeout(wait, 300));
      expect([outpasses!.events.length, feed!.events.length]).toEqual(seen);
    } finally {
      await socket.dispose();
    }
  });

  it('makes a warden moved to GH-2 reconnect (4205): GH-2\'s events reach them, GH-1\'s no more', async () => {
    const admin = await app.admin();
    const warden = await newWarden(app, admin, 'GH-1');
    const gh1 = await studentOf(app, 'GH-1', 102);
    const gh2 = await studentOf(app, 'GH-2', 101);
    const socket = liveSocket(app.url, warden.client.cookie, { reconnects: 3 });
    try {
      const [outpasses] = await running(app, socket, STAFF_STREAMS.slice(0, 1));
      const moved = await admin.gql(`mutation($id: ID!, $h: [ID!]!) { updateStaff(id: $id, input: { role: WARDEN, hostelIds: $h }) { id } }`, { id: warden.id, h: await hostelIds(app, 'GH-2') });
      expect(moved.body.errors).toBeUndefined();
      await closedWith(socket, 4205);
      await until(() => socket.connections() === 2 && app.gateway.wsOperations() > 0, 5_000);
      expect(socket.connections()).toBe(2);
      await new Promise((wait) => setTimeout(wait, 100)); // its subscription runs again on the new socket

      const old = await apply(gh1, 'Old scope, Udupi');
      const now = await apply(gh2, 'New scope, Mangalore');
      await until(() => outpasses!.events.some((e) => JSON.stringify(e).includes(now.id)), 5_000);
      const ids = outpasses!.events.map((e) => (e as { outpassChanged: { id: string } }).outpassChanged.id);
      expect(ids).toContain(now.id);
      expect(ids).not.toContain(old.id);
      expect(outpasses!.errors).toEqual([]);
    } finally {
      await socket.dispose();
    }
  });

  it.each([
    ['disabled', async (admin: Client, student: { id: string }) => void (await admin.gql(`mutation { setAccountDisabled(id: "${student.id}", disabled: true) { disabled } }`))],
    ['logged out over REST', async (_admin: Client, student: { client: Client }) => void expect((await student.client.rest('POST', '/user/logout')).status).toBe(200)],
    ['logged out over GraphQL', async (_admin: Client, student: { client: Client }) => void expect((await student.client.gql('mutation { logout }')).body.errors).toBeUndefined()],
  ])('closes the socket of a student %s with 4401; their decided outpass is not sent on it', async (_how, end) => {
    const admin = await app.admin();
    const student = await newStudent(app);
    const outpass = await apply(student, 'Mysore');
    const socket = liveSocket(app.url, student.client.cookie);
    try {
      const [updates] = await running(app, socket, [MY_UPDATES]);
      await end(admin, student);
      await closedWith(socket, 4401);
      await admin.gql('mutation($id: ID!) { decideOutpass(id: $id, decision: APPROVED) { id } }', { id: outpass.id });
      await new Promise((wait) => setTimeout(wait, 300));
      expect(updates!.events).toEqual([]);
    } finally {
      await socket.dispose();
    }
  });

  it('closes every socket of a student who resets their password by code', async () => {
    const student = await newStudent(app);
    const socket = liveSocket(app.url, student.client.cookie);
    try {
      await running(app, socket, [MY_UPDATES]);
      const before = app.outbox.messages.length;
      expect((await app.client().rest('POST', '/user/send-code', { email: student.form.email })).status).toBe(200);
      await app.gateway.mailer.idle();
      const code = app.outbox.messages.slice(before).find((m) => m.to === student.form.email)?.text.match(/Your code is (\d{6})\./)?.[1];
      const reset = await app.client().rest('POST', '/user/verify-code', { email: student.form.email, verifyOtp: code, newPassword: 'a-whole-new-password' });
      expect(reset.status).toBe(200);
      await closedWith(socket, 4401);
    } finally {
      await socket.dispose();
    }
  });
});

describe('a session that expires', () => {
  const short = useTestApp({ sessionTtlMs: 1_500 });
  it('closes its socket when it expires', async () => {
    const student = await newStudent(short);
    const socket = liveSocket(short.url, student.client.cookie);
    try {
      await running(short, socket, [MY_UPDATES]);
      await closedWith(socket, 4401);
    } finally {
      await socket.dispose();
    }
  });
});

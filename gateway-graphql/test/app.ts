import { afterAll, beforeAll } from 'vitest';
import { bootstrap, type BootstrapOptions, type Gateway } from '../src/bootstrap.js';
import { seedHostels } from '../src/db/seed.js';
import { UserService } from '../src/modules/user/user.service.js';
import { systemClock } from '../src/core/clock.js';
import { DevOutbox } from '../src/modules/mail/mail.service.js';
import { Client } from './client.js';
import { createTestDatabase } from './database.js';
import { createLogger } from '../src/core/log.js';
import { newGatePassKey, parseGatePassKeys } from '../src/core/gate-pass.js';

/** Every test gateway signs gate passes with a key of its own unless the test gives a ring. */
const TEST_GATE_KEYS = parseGatePassKeys(newGatePassKey('test'));

export interface TestApp {
  gateway: Gateway;
  url: string;
  outbox: DevOutbox;
  /** Every JSON line the gateway logged (kept here, not printed). */
  logs: string[];
  client(): Client;
  /** A logged-in admin, created the way production creates them (create-admin's service). */
  admin(): Promise<Client>;
}

/**
 * Two gateways on one fresh database, fanning events out through the given Redis (the
 * scale-out tests; a function is asked when they start), seeded with the hostels and closed
 * after the file; `own.a` and `own.b` add options of one gateway's. Read `a` and `b` inside the
 * tests: they are set before the first one runs.
 */
export function useTwoGateways(
  redisUrl: string | undefined | (() => string),
  options: Partial<BootstrapOptions> = {},
  own: { a?: Partial<BootstrapOptions>; b?: Partial<BootstrapOptions> } = {},
): { a: Gateway; b: Gateway } {
  const pair = {} as { a: Gateway; b: Gateway };
  let drop: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const db = await createTestDatabase();
    drop = db.drop;
    const redis = typeof redisUrl === 'function' ? redisUrl() : redisUrl;
    const settings = { databaseUrl: db.url, port: 0, host: '127.0.0.1', redisUrl: redis, logMigrations: false, mailTransport: new DevOutbox(undefined, false), ...options };
    pair.a = await bootstrap({ ...settings, ...own.a });
    pair.b = await bootstrap({ ...settings, ...own.b });
    await seedHostels(pair.a.orm.em.fork());
  });
  afterAll(async () => {
    await Promise.all([pair.a?.close(), pair.b?.close()]);
    await drop?.();
  });
  return pair;
}

/** Boots the real gateway on a fresh database, on a free port, for the tests of one file. */
export function useTestApp(options: Partial<BootstrapOptions> = {}): TestApp {
  const app = {} as TestApp;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    const database = await createTestDatabase();
    drop = database.drop;
    Object.assign(app, await startTestApp(database.url, options));
    await seedHostels(app.gateway.orm.em.fork());
  });
  afterAll(async () => {
    await app.gateway?.close();
    await drop?.();
  });
  return app;
}

/** Boots the real gateway on `databaseUrl` (not seeded here), on a free port; the caller closes it. */
export async function startTestApp(databaseUrl: string, options: Partial<BootstrapOptions> = {}): Promise<TestApp> {
  const outbox = new DevOutbox(undefined, false);
  const logs: string[] = [];
  const logger = createLogger({ level: 'info', destination: { write: (line: string) => void logs.push(line) } });
  const gateway = await bootstrap({ databaseUrl, port: 0, host: '127.0.0.1', mailTransport: outbox, poolMax: 10, logMigrations: false, logger, overdueSweepSeconds: 0, waitlistSweepSeconds: 0, gatePassKeys: TEST_GATE_KEYS, ...options });
  let admins = 0;
  return {
    gateway,
    url: gateway.url,
    outbox,
    logs,
    client: () => new Client(gateway.url),
    admin: async () => {
      const email = `admin${++admins}@dormspace.test`;
      await new UserService(gateway.orm.em.fork(), systemClock).upsertAdmin({ email, password: 'admin-password-1', name: 'Test Admin' });
      const client = new Client(gateway.url);
      await client.rest('POST', '/user/login', { email, password: 'admin-password-1' });
      return client;
    },
  };
}

let counter = 0;

/** A valid signup body; override any field. */
export function studentForm(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const n = `${process.pid}${++counter}${Math.floor(Math.random() * 1e6)}`;
  return {
    name: `Student ${n}`,
    email: `student${n}@dormspace.test`,
    password: 'student-password-1',
    role: 'student',
    address: '12 Campus Road',
    dob: '2004-05-06',
    phoneNumber: '+91 98765 43210',
    gender: 'Male',
    enrollmentId: `ENR${n}`,
    ...overrides,
  };
}

/** Signs a new student up and logs them in; returns the client and the form used. */
export async function newStudent(app: TestApp, overrides: Record<string, unknown> = {}) {
  const form = studentForm(overrides);
  const client = app.client();
  const signup = await client.rest<{ id: string }>('POST', '/user/signup', form);
  if (signup.status !== 201) throw new Error(`signup failed: ${signup.text}`);
  const login = await client.rest('POST', '/user/login', { email: form.email, password: form.password });
  if (login.status !== 200) throw new Error(`login failed: ${login.text}`);
  return { client, form, id: signup.body.id };
}

export interface RestRoom {
  _id: string;
  roomNumber: number;
  hostel: string;
  type: 'Single' | 'Double';
  isAvailable: boolean;
  freeBeds: number;
  capacity: number;
  floor: number;
}

/** The rooms of a hostel as the spec's room grid reads them. */
export async function roomsOf(client: Client, hostel: string): Promise<RestRoom[]> {
  const reply = await client.rest<RestRoom[]>('GET', `/room?hostel=${hostel}`);
  if (reply.status !== 200) throw new Error(`rooms of ${hostel}: ${reply.text}`);
  return reply.body;
}

/** Occupancy straight from the database, to check what the API claims. */
export async function occupancy(app: TestApp): Promise<{ room_id: string; student_id: string; bed: number }[]> {
  return app.gateway.orm.em.fork().execute('select room_id, student_id, bed from room_occupancies');
}

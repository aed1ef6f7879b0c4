import { createHash, randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import '../src/bootstrap.js'; // every module, so every prepared statement is registered
import { preparedStatements } from '../src/core/prepared.js';
import { openOrm } from '../src/db/orm.js';
import { seedHostels } from '../src/db/seed.js';
import { AuditLog } from '../src/modules/audit/index.js';
import { bookFreeBedParams } from '../src/modules/booking/instant-booking.js';
import { Gender, Role } from '../src/core/enums.js';
import { createTestDatabase } from './database.js';

/**
 * A prepared statement pays only if PostgreSQL keeps a generic plan for it. For its first five
 * runs on a connection it plans each with the parameters' values (a custom plan); after that it
 * keeps the generic plan unless the custom ones look cheaper. Then it plans every call anew, as
 * if the statement were not prepared: the booking statement did so, 3,000 times in 3,000 runs,
 * at about half of PostgreSQL's CPU per booking (docs/benchmarks.md, section 1).
 */
const RUNS = 12;
const STUDENTS = RUNS;

let db: { url: string; drop(): Promise<void> };
let client: pg.Client;
const students: { id: string; tokenHash: string }[] = [];
const rooms: { id: string; hostelId: string; hostelName: string; number: number }[] = [];

beforeAll(async () => {
  db = await createTestDatabase();
  const orm = await openOrm({ databaseUrl: db.url, logMigrations: false });
  await seedHostels(orm.em.fork());
  await orm.close();
  client = new pg.Client({ connectionString: db.url });
  await client.connect();
  for (let i = 0; i < STUDENTS; i++) {
    const { rows } = await client.query<{ id: string }>(
      `insert into users (role, name, email, password_hash, gender, enrollment_id) values ($1, $2, $3, 'not-a-hash', $4, $5) returning id`,
      [Role.STUDENT, `Plan Student ${i}`, `plan${i}@dormspace.test`, Gender.FEMALE, `2025PLN${String(i).padStart(4, '0')}`],
    );
    const tokenHash = createHash('sha256').update(randomBytes(32)).digest('hex');
    await client.query(`insert into sessions (user_id, token_hash, expires_at) values ($1, $2, now() + interval '1 day')`, [rows[0]!.id, tokenHash]);
    students.push({ id: rows[0]!.id, tokenHash });
  }
  const found = await client.query<{ id: string; hostel_id: string; name: string; number: number }>(
    `select r.id, r.hostel_id, h.name, r.number from rooms r join hostels h on h.id = r.hostel_id where h.name = 'GH-1' order by r.number limit $1`,
    [RUNS],
  );
  rooms.push(...found.rows.map((r) => ({ id: r.id, hostelId: r.hostel_id, hostelName: r.name, number: r.number })));
});

afterAll(async () => {
  await client?.end();
  await db?.drop();
});

/** Each statement's parameters for its run `i`, as the code that runs it builds them. */
const audit = new AuditLog({ address: '127.0.0.1' });
const paramsOf: Record<string, (i: number) => unknown[]> = {
  'book-free-bed': (i) =>
    bookFreeBedParams(rooms[i]!, { userId: students[i]!.id, role: Role.STUDENT, sessionId: 'plan', gender: Gender.FEMALE, hostelIds: [] }, { now: new Date(), audit }),
  'session-of-token': (i) => [students[i]!.tokenHash, new Date()],
  'user-by-email': (i) => [`plan${i}@dormspace.test`],
  'session-issue': (i) => [students[i]!.id, new Date(), students[i]!.id, createHash('sha256').update(randomBytes(32)).digest('hex'), new Date(Date.now() + 86_400_000), null, null],
  'waitlist-line-of': (i) => [students[i]!.id],
  'rooms-of-hostel': () => ['GH-1'],
  'room-by-id': (i) => [rooms[i]!.id],
};

describe('prepared statements', () => {
  it('each has its parameters in this test (a new one must be added here)', () => {
    expect([...preparedStatements().keys()].sort()).toEqual(Object.keys(paramsOf).sort());
  });

  it.each(Object.keys(paramsOf))('%s keeps a generic plan after its first runs', async (name) => {
    const { text, parameters } = preparedStatements().get(name)!;
    for (let i = 0; i < RUNS; i++) {
      const values = paramsOf[name]!(i);
      expect(values).toHaveLength(parameters);
      await client.query({ name, text, values });
    }
    const { rows } = await client.query<{ generic_plans: string; custom_plans: string }>('select generic_plans, custom_plans from pg_prepared_statements where name = $1', [name]);
    // Five custom plans while PostgreSQL learns the statement, then the generic plan every time.
    expect(rows.map((r) => ({ generic: Number(r.generic_plans), custom: Number(r.custom_plans) }))).toEqual([{ generic: RUNS - 5, custom: 5 }]);
  });
});

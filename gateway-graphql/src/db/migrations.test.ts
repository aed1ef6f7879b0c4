import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import { createTestDatabase } from '../../test/database.js';
import { ormConfig } from './orm.js';
import { migrationsList } from './migrations/index.js';
import { HOSTEL_PLANS, seedHostels } from './seed.js';

describe('migrations', () => {
  let orm: MikroORM;
  let drop: () => Promise<void>;
  let url: string;
  beforeAll(async () => {
    const db = await createTestDatabase({ empty: true });
    drop = db.drop;
    url = db.url;
    orm = await MikroORM.init(ormConfig({ databaseUrl: db.url, logMigrations: false }));
  });
  afterAll(async () => {
    await orm.close();
    await drop();
  });

  it('build the whole schema from an empty database, and the entities match it exactly', async () => {
    expect(await orm.migrator.getPending()).toHaveLength(migrationsList.length);
    await orm.migrator.up();
    expect(await orm.migrator.getPending()).toHaveLength(0);
    expect((await orm.migrator.getExecuted()).map((m) => m.name)).toEqual(migrationsList.map((m) => m.name));
    // A changed entity without its migration shows up here as SQL still to run.
    expect(await orm.schema.getUpdateSchemaSQL({ wrap: false })).toBe('');
  });

  it('go down to nothing and up again', async () => {
    await orm.migrator.down({ to: 0 });
    const tables = await orm.em.getConnection().execute<{ n: number }[]>(
      `select count(*)::int as n from information_schema.tables where table_schema = 'public' and table_name <> 'mikro_orm_migrations'`,
    );
    expect(tables[0]?.n).toBe(0);
    await orm.migrator.up();
    expect(await orm.schema.getUpdateSchemaSQL({ wrap: false })).toBe('');
  });

  it("keep the rooms and hostels there were before the office kept them, each on the floor its number says (issue 42)", async () => {
    // Back to the migration before the inventory's, with a hostel and rooms as they were seeded then.
    await orm.migrator.down({ to: 'Migration20261127000000EarlyExit' });
    const conn = orm.em.getConnection();
    const [old] = await conn.execute<{ id: string }[]>(`insert into hostels (name, gender, booking_mode) values ('BH-7', 'Male', 'approval') returning id`);
    await conn.execute(`insert into rooms (hostel_id, number, type, capacity) values (?, 101, 'Double', 2), (?, 235, 'Single', 1)`, [old!.id, old!.id]);
    await conn.execute(`insert into hostels (name, gender, booking_mode) values ('GH-7', 'Female', 'instant')`);
    await orm.migrator.up();
    const hostels = await conn.execute<{ name: string; title: string; first_floor: number; floors: number; retired_at: Date | null }[]>(
      `select name, title, first_floor, floors, retired_at from hostels where name in ('BH-7', 'GH-7') order by name`,
    );
    expect(hostels).toEqual([
      { name: 'BH-7', title: 'BH-7', first_floor: 1, floors: 2, retired_at: null },
      { name: 'GH-7', title: 'GH-7', first_floor: 0, floors: 1, retired_at: null },
    ]);
    const rooms = await conn.execute<{ number: number; floor: number; in_service: boolean; out_of_service_reason: string | null; retired_at: Date | null }[]>(
      'select number, floor, in_service, out_of_service_reason, retired_at from rooms where hostel_id = ? order by number',
      [old!.id],
    );
    expect(rooms).toEqual([
      { number: 101, floor: 1, in_service: true, out_of_service_reason: null, retired_at: null },
      { number: 235, floor: 2, in_service: true, out_of_service_reason: null, retired_at: null },
    ]);
    await conn.execute(`delete from hostels where name in ('BH-7', 'GH-7')`);
    expect(await orm.schema.getUpdateSchemaSQL({ wrap: false })).toBe('');
  });

  it('seed the eight hostels idempotently, with floors as the spec draws them', async () => {
    await seedHostels(orm.em.fork());
    await seedHostels(orm.em.fork());
    const rows = await orm.em.getConnection().execute<{ name: string; rooms: number; floors: number; singles: number; doubles: number }[]>(
      `select h.name, count(r.id)::int as rooms, count(distinct r.number / 100)::int as floors,
              count(*) filter (where r.type = 'Single')::int as singles, count(*) filter (where r.type = 'Double')::int as doubles
         from hostels h join rooms r on r.hostel_id = h.id group by h.name order by h.name`,
    );
    expect(rows.map((r) => r.name)).toEqual(['BH-1', 'BH-2', 'BH-3', 'BH-4', 'BH-5', 'GH-1', 'GH-2', 'GH-3']);
    for (const row of rows) {
      expect(row.floors).toBeGreaterThanOrEqual(2);
      expect(row.singles).toBeGreaterThan(0);
      expect(row.doubles).toBeGreaterThan(0);
      if (row.name.startsWith('GH')) expect(row.rooms).toBe(36);
      else {
        expect(row.rooms).toBeGreaterThanOrEqual(60);
        expect(row.rooms).toBeLessThanOrEqual(70);
      }
    }
    expect(HOSTEL_PLANS).toHaveLength(8);
    // Each hostel's floors are those its rooms are on; each room's floor is its number's.
    const layout = await orm.em.getConnection().execute<{ name: string; title: string; first_floor: number; floors: number; off_floor: number }[]>(
      `select h.name, h.title, h.first_floor, h.floors, count(*) filter (where r.floor <> r.number / 100)::int as off_floor
         from hostels h join rooms r on r.hostel_id = h.id group by h.id order by h.name`,
    );
    expect(layout.map((h) => [h.name, h.first_floor, h.floors, h.off_floor])).toEqual([
      ...['BH-1', 'BH-2', 'BH-3', 'BH-4', 'BH-5'].map((name) => [name, 1, 2, 0]),
      ...['GH-1', 'GH-2', 'GH-3'].map((name) => [name, 0, 2, 0]),
    ]);
    expect(layout.find((h) => h.name === 'GH-2')?.title).toBe("Girls' Hostel 2");
  });

  it('refuse a bed beyond a room\'s capacity, a second bed for one student, and a second pending request', async () => {
    const conn = orm.em.getConnection();
    const [single] = await conn.execute<{ id: string }[]>(`select id from rooms where type = 'Single' limit 1`);
    const students = await conn.execute<{ id: string }[]>(
      `insert into users (role, name, email, password_hash, gender, enrollment_id)
       values ('student', 'A', 'a@x.test', 'h', 'Male', 'RA1'), ('student', 'B', 'b@x.test', 'h', 'Male', 'RB1') returning id`,
    );
    const [a, b] = students;
    await conn.execute(`insert into room_occupancies (room_id, student_id, bed) values (?, ?, 1)`, [single!.id, a!.id]);
    await expect(conn.execute(`insert into room_occupancies (room_id, student_id, bed) values (?, ?, 2)`, [single!.id, b!.id])).rejects.toThrow(/has no bed 2/);
    await expect(conn.execute(`insert into room_occupancies (room_id, student_id, bed) values (?, ?, 1)`, [single!.id, b!.id])).rejects.toThrow(/unique/);
    const [double] = await conn.execute<{ id: string }[]>(`select id from rooms where type = 'Double' limit 1`);
    await expect(conn.execute(`insert into room_occupancies (room_id, student_id, bed) values (?, ?, 1)`, [double!.id, a!.id])).rejects.toThrow(/unique/);

    await conn.execute(`insert into room_requests (student_id, room_id) values (?, ?)`, [b!.id, double!.id]);
    await expect(conn.execute(`insert into room_requests (student_id, room_id) values (?, ?)`, [b!.id, double!.id])).rejects.toThrow(/one_pending/);
    await conn.execute(`update room_requests set status = 'Rejected' where student_id = ?`, [b!.id]);
    await conn.execute(`insert into room_requests (student_id, room_id) values (?, ?)`, [b!.id, double!.id]);
  });

  it("keep the office's rules on rooms and hostels whatever writes to them (issue 42)", async () => {
    const conn = orm.em.getConnection();
    const [hostel] = await conn.execute<{ id: string }[]>(`insert into hostels (name, gender, booking_mode, first_floor, floors) values ('GH-8', 'Female', 'instant', 0, 1) returning id`);
    const [quad] = await conn.execute<{ id: string }[]>(`insert into rooms (hostel_id, number, floor, type, capacity) values (?, 1, 0, 'Quad', 4) returning id`, [hostel!.id]);
    const [empty] = await conn.execute<{ id: string }[]>(`insert into rooms (hostel_id, number, floor, type, capacity) values (?, 2, 0, 'Triple', 3) returning id`, [hostel!.id]);
    await expect(conn.execute(`insert into rooms (hostel_id, number, floor, type, capacity) values (?, 3, 0, 'Triple', 4)`, [hostel!.id])).rejects.toThrow(/rooms_capacity_check/);
    await expect(conn.execute(`insert into rooms (hostel_id, number, floor, type, capacity, in_service) values (?, 3, 0, 'Single', 1, false)`, [hostel!.id])).rejects.toThrow(/rooms_service_reason_check/);
    const [c, d] = await conn.execute<{ id: string }[]>(
      `insert into users (role, name, email, password_hash, gender, enrollment_id)
       values ('student', 'C', 'c@x.test', 'h', 'Female', 'RC3'), ('student', 'D', 'd@x.test', 'h', 'Female', 'RD3') returning id`,
    );
    await conn.execute(`insert into room_occupancies (room_id, student_id, bed) values (?, ?, 1), (?, ?, 3)`, [quad!.id, c!.id, quad!.id, d!.id]);

    // A room never has fewer beds than its highest taken bed, nor than its occupants.
    await expect(conn.execute(`update rooms set type = 'Double', capacity = 2 where id = ?`, [quad!.id])).rejects.toThrow(/room 1 cannot have fewer beds than its occupants use/);
    await conn.execute(`update rooms set type = 'Triple', capacity = 3 where id = ?`, [quad!.id]);
    // Nor goes out of service, nor retires, with anyone in it.
    await expect(conn.execute(`update rooms set in_service = false, out_of_service_reason = 'Leak' where id = ?`, [quad!.id])).rejects.toThrow(/room 1 has occupants/);
    await expect(conn.execute(`update rooms set retired_at = now() where id = ?`, [quad!.id])).rejects.toThrow(/room 1 has occupants/);
    // No one takes (or is moved into) a bed of a room out of service or retired.
    await conn.execute(`update rooms set in_service = false, out_of_service_reason = 'Leak' where id = ?`, [empty!.id]);
    await expect(conn.execute(`update room_occupancies set room_id = ?, bed = 1 where student_id = ?`, [empty!.id, d!.id])).rejects.toThrow(/room 2 is out of service/);
    await conn.execute(`update rooms set in_service = true, out_of_service_reason = null, retired_at = now() where id = ?`, [empty!.id]);
    await expect(conn.execute(`update room_occupancies set room_id = ?, bed = 1 where student_id = ?`, [empty!.id, d!.id])).rejects.toThrow(/room 2 is out of service/);
    // A hostel anyone lives in keeps its gender, and is not retired.
    await expect(conn.execute(`update hostels set gender = 'Male' where id = ?`, [hostel!.id])).rejects.toThrow(/hostel GH-8 has occupants: its gender cannot change/);
    await expect(conn.execute(`update hostels set retired_at = now() where id = ?`, [hostel!.id])).rejects.toThrow(/hostel GH-8 has occupants: it cannot be retired/);
    await conn.execute(`delete from room_occupancies where room_id = ?`, [quad!.id]);
    await conn.execute(`update hostels set gender = 'Male', title = 'Annexe' where id = ?`, [hostel!.id]);
  });

  it('make a booking in flight and the office closing its room wait for each other, whichever comes first (issue 42)', async () => {
    const conn = orm.em.getConnection();
    const [hostel] = await conn.execute<{ id: string }[]>(`insert into hostels (name, gender, booking_mode, first_floor, floors) values ('GH-7', 'Female', 'instant', 0, 1) returning id`);
    const [room] = await conn.execute<{ id: string }[]>(`insert into rooms (hostel_id, number, floor, type, capacity) values (?, 1, 0, 'Double', 2) returning id`, [hostel!.id]);
    const [e, f] = await conn.execute<{ id: string }[]>(
      `insert into users (role, name, email, password_hash, gender, enrollment_id)
       values ('student', 'E', 'e@x.test', 'h', 'Female', 'RE7'), ('student', 'F', 'f@x.test', 'h', 'Female', 'RF7') returning id`,
    );
    const booking = new pg.Client({ connectionString: url });
    const office = new pg.Client({ connectionString: url });
    await Promise.all([booking.connect(), office.connect()]);
    try {
      // The booking first: the office's plain UPDATE waits for it, then sees its bed and refuses.
      await booking.query('begin');
      await booking.query('insert into room_occupancies (room_id, student_id, bed) values ($1, $2, 1)', [room!.id, e!.id]);
      const closing = office.query(`update rooms set in_service = false, out_of_service_reason = 'Leak' where id = $1`, [room!.id]).then(() => 'closed', (error: Error) => error.message);
      await new Promise((wait) => setTimeout(wait, 300));
      await booking.query('commit');
      expect(await closing).toMatch(/room 1 has occupants/);

      // The office first: the booking waits for it, then sees the room out of service and refuses.
      await conn.execute('delete from room_occupancies where room_id = ?', [room!.id]);
      await office.query('begin');
      await office.query(`update rooms set in_service = false, out_of_service_reason = 'Leak' where id = $1`, [room!.id]);
      const booked = booking.query('insert into room_occupancies (room_id, student_id, bed) values ($1, $2, 2)', [room!.id, f!.id]).then(() => 'booked', (error: Error) => error.message);
      await new Promise((wait) => setTimeout(wait, 300));
      await office.query('commit');
      expect(await booked).toMatch(/room 1 is out of service/);
    } finally {
      await Promise.all([booking.end(), office.end()]);
    }
  });

  it('keep emails lower-case and unique, and give every student an enrollment ID', async () => {
    const conn = orm.em.getConnection();
    await expect(conn.execute(`insert into users (role, name, email, password_hash, gender, enrollment_id) values ('student', 'C', 'C@x.test', 'h', 'Male', 'RC1')`)).rejects.toThrow(/email_lower/);
    await expect(conn.execute(`insert into users (role, name, email, password_hash) values ('student', 'D', 'd@x.test', 'h')`)).rejects.toThrow(/student_enrollment_id/);
  });
});

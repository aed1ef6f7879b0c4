import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MikroORM } from '@mikro-orm/postgresql';
import { createTestDatabase } from '../../test/database.js';
import { ormConfig } from './orm.js';
import { migrationsList } from './migrations/index.js';
import { HOSTEL_PLANS, seedHostels } from './seed.js';

describe('migrations', () => {
  let orm: MikroORM;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    const db = await createTestDatabase();
    drop = db.drop;
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

  it('keep emails lower-case and unique, and give every student an enrollment ID', async () => {
    const conn = orm.em.getConnection();
    await expect(conn.execute(`insert into users (role, name, email, password_hash, gender, enrollment_id) values ('student', 'C', 'C@x.test', 'h', 'Male', 'RC1')`)).rejects.toThrow(/email_lower/);
    await expect(conn.execute(`insert into users (role, name, email, password_hash) values ('student', 'D', 'd@x.test', 'h')`)).rejects.toThrow(/student_enrollment_id/);
  });
});

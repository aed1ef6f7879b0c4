import { beforeAll, describe, expect, it } from 'vitest';
import type { Gateway } from '../src/bootstrap.js';
import { UserService } from '../src/modules/user/user.service.js';
import { systemClock } from '../src/core/clock.js';
import { Client } from './client.js';
import { studentForm, useTwoGateways } from './app.js';
import { createProcess, publishProcess } from './lottery.js';

// Issue 43: fairness is provable. Two gateways on one database; the second slot's students
// storm both of them from before their slot opens until after; not one booking is taken before
// the slot, every one of them books once it opens, and no bed is held twice.
const cluster = useTwoGateways(process.env.REDIS_URL);
const STUDENTS = 24;
const PER_SLOT = 12;

interface Girl {
  /** The same session on gateway A and on gateway B. */
  clients: [Client, Client];
  id: string;
  enrollmentId: string;
  room: number;
}

describe('slots across two gateways', () => {
  let admin: Client;
  const girls: Girl[] = [];

  beforeAll(async () => {
    const { a, b } = cluster;
    await new UserService(a.orm.em.fork(), systemClock).upsertAdmin({ email: 'slots-admin@dormspace.test', password: 'admin-password-1', name: 'Admin' });
    admin = new Client(a.url);
    await admin.rest('POST', '/user/login', { email: 'slots-admin@dormspace.test', password: 'admin-password-1' });
    for (let i = 0; i < STUDENTS; i++) {
      const on: Gateway = i % 2 ? b : a;
      const client = new Client(on.url);
      const form = studentForm({ gender: 'Female', enrollmentId: `SLOT-${process.pid}-${i}` });
      const signup = await client.rest<{ id: string }>('POST', '/user/signup', form);
      expect(signup.status).toBe(201);
      expect((await client.rest('POST', '/user/login', { email: form.email, password: form.password })).status).toBe(200);
      await a.orm.em
        .fork()
        .execute(`insert into roster_entries (enrollment_id, name, email, gender, year_of_study, programme, user_id) values (upper(?), ?, lower(?), 'Female', 1, 'B.Sc', ?)`, [
          form.enrollmentId,
          form.name,
          form.email,
          signup.body.id,
        ]);
      const other = new Client((on === a ? b : a).url);
      other.cookie = client.cookie;
      girls.push({ clients: on === a ? [client, other] : [other, client], id: signup.body.id, enrollmentId: String(form.enrollmentId).toUpperCase(), room: i < 18 ? i + 1 : 101 + i - 18 });
    }
  });

  it('take no booking before a slot opens, under a storm at its boundary, and every booking once it has', async () => {
    const { a } = cluster;
    const [gh3] = await a.orm.em.fork().execute<{ id: string }[]>(`select id from hostels where name = 'GH-3'`);
    // The second slot opens 4 s from now (the first opened 56 s ago): slots are whole minutes.
    const boundary = Date.now() + 4_000;
    const id = await createProcess(admin, {
      name: 'Storm',
      hostelIds: [gh3!.id],
      firstSlotAt: new Date(boundary - 60_000).toISOString(),
      slotMinutes: 1,
      perSlot: PER_SLOT,
      closesAt: new Date(boundary + 10 * 60_000).toISOString(),
    });
    await publishProcess(admin, id);
    const [opens] = await a.orm.em.fork().execute<{ at: Date }[]>(`select first_slot_at + interval '1 minute' as at from selection_processes where id = ?`, [id]);
    const slotTwo = new Date(opens!.at).getTime();
    const slots = new Map(
      (await a.orm.em.fork().execute<{ enrollment_id: string; slot: number }[]>('select enrollment_id, slot from selection_entrants where process_id = ?', [id])).map((e) => [e.enrollment_id, e.slot]),
    );
    const second = girls.filter((g) => slots.get(g.enrollmentId) === 1);
    expect(second).toHaveLength(PER_SLOT);

    // Each of the second slot's students, alternating gateways (each girl's session works on both:
    // sessions live in PostgreSQL), asks every 50 ms from 1.5 s before the boundary until booked or
    // 3 s after it: at most 90 asks each.
    const answers: { sent: number; received: number; status: number; code?: string }[] = [];
    await new Promise((wait) => setTimeout(wait, Math.max(0, slotTwo - 1_500 - Date.now())));
    await Promise.all(
      second.map(async (girl, n) => {
        for (let ask = 0; ask < 90 && Date.now() < slotTwo + 3_000; ask++) {
          const sent = Date.now();
          const reply = await girl.clients[(n + ask) % 2]!.rest('POST', '/bookroom/room', { hostel: 'GH-3', roomNumber: girl.room });
          answers.push({ sent, received: Date.now(), status: reply.status, code: (reply.body as { code?: string }).code });
          if (reply.status === 201) return;
          await new Promise((wait) => setTimeout(wait, 50));
        }
      }),
    );

    // Every answer received before the boundary is the slot's refusal; every 201 came after it.
    const early = answers.filter((x) => x.received < slotTwo);
    expect(early.length).toBeGreaterThan(PER_SLOT);
    expect(early.filter((x) => !(x.status === 403 && x.code === 'SELECTION_NOT_YET'))).toEqual([]);
    expect(answers.filter((x) => x.status === 201).every((x) => x.received >= slotTwo)).toBe(true);
    // In the database: every one of them holds one bed, taken at or after their slot, no bed twice.
    const held = await a.orm.em.fork().execute<{ student_id: string; created_at: Date; room_id: string; bed: number }[]>(
      'select student_id, created_at, room_id, bed from room_occupancies where student_id = any(?::uuid[])',
      [`{${second.map((g) => g.id).join(',')}}`],
    );
    expect(held).toHaveLength(PER_SLOT);
    expect(held.every((o) => new Date(o.created_at).getTime() >= slotTwo)).toBe(true);
    expect(new Set(held.map((o) => `${o.room_id}/${o.bed}`)).size).toBe(PER_SLOT);
    const [before] = await a.orm.em.fork().execute<{ n: number }[]>(
      `select count(*)::int as n from room_occupancies o join users u on u.id = o.student_id
         join selection_entrants e on e.enrollment_id = u.enrollment_id and e.process_id = ?
         join selection_processes p on p.id = e.process_id
        where o.created_at < p.first_slot_at + make_interval(mins => p.slot_minutes * e.slot)`,
      [id],
    );
    expect(before!.n).toBe(0);
  });
});

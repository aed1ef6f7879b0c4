import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app.js';

const app = useTestApp();
const STUDENTS = 10_000;

describe('closing a year with 10,000 students', () => {
  it('keeps every allocation and the roster, frees every bed and ends every line in one transaction, in seconds', async () => {
    const em = app.gateway.orm.em.fork();
    // Seeded set-based: a hostel of 2,500 Quads, 10,000 students each in a bed, each waiting in a line too.
    const [hostel] = await em.execute<{ id: string }[]>(`insert into hostels (name, gender, booking_mode, floors) values ('GH-9', 'Female', 'instant', 1) returning id`);
    await em.execute(`insert into rooms (hostel_id, number, floor, type, capacity) select ?, g, 0, 'Quad', 4 from generate_series(1, ${STUDENTS / 4}) g`, [hostel!.id]);
    await em.execute(
      `insert into users (role, name, email, password_hash, gender, enrollment_id)
       select 'student', 'Scale ' || g, 'scale' || g || '@dormspace.test', 'x', 'Female', 'SC' || g from generate_series(1, ${STUDENTS}) g`,
    );
    await em.execute(
      `insert into room_occupancies (room_id, student_id, bed)
       select r.id, u.id, (u.n - 1) % 4 + 1
         from (select id, row_number() over (order by email) as n from users where email like 'scale%') u
         join (select id, row_number() over (order by number) as n from rooms where hostel_id = ?) r on r.n = (u.n - 1) / 4 + 1`,
      [hostel!.id],
    );
    await em.execute(`insert into waitlist_entries (hostel_id, student_id, rank) select ?, id, row_number() over (order by email) from users where email like 'scale%'`, [hostel!.id]);
    // And each on the roster: the close keeps the year's roster too (docs/decisions/0152).
    await em.execute(
      `insert into roster_entries (enrollment_id, name, email, gender, year_of_study, programme, user_id)
       select enrollment_id, name, email, 'Female', 1, 'B.Tech', id from users where email like 'scale%'`,
    );
    expect((await em.execute<{ n: number }[]>('select count(*)::int as n from room_occupancies'))[0]!.n).toBe(STUDENTS);

    const admin = await app.admin();
    const started = performance.now();
    const closed = await admin.gql<{ closeAcademicYear: { name: string } }>('mutation { closeAcademicYear(nextName: "2027-28") { name } }');
    const seconds = (performance.now() - started) / 1000;
    expect(closed.body.errors).toBeUndefined();
    expect(seconds).toBeLessThan(10);

    const [after] = await em.execute<{ kept: number; beds: number; lines: number; closed_at: Date; until: Date[] }[]>(
      `select (select count(*)::int from past_allocations) as kept, (select count(*)::int from room_occupancies) as beds,
              (select count(*)::int from waitlist_entries where status = 'Closed') as lines,
              (select closed_at from academic_years where closed_at is not null) as closed_at,
              (select array_agg(distinct held_until) from past_allocations) as until`,
    );
    expect(after).toMatchObject({ kept: STUDENTS, beds: 0, lines: STUDENTS });
    // One transaction: every allocation was kept at the moment the year closed.
    expect(after!.until.map((d) => new Date(d).getTime())).toEqual([new Date(after!.closed_at).getTime()]);
    const [event] = await em.execute<{ after: { allocationsKept: number; waitlistPlacesClosed: number } }[]>(`select after from audit_events where action = 'academic_year.closed'`);
    expect(event!.after).toMatchObject({ allocationsKept: STUDENTS, waitlistPlacesClosed: STUDENTS, rosterEntriesKept: STUDENTS });
    expect((await em.execute<{ n: number }[]>('select count(*)::int as n from past_roster_entries'))[0]!.n).toBe(STUDENTS);
    console.info(`closed a year of ${STUDENTS} students in ${seconds.toFixed(2)} s`);
  });
});

import { describe, expect, it } from 'vitest';
import { newStudent, roomsOf, useTestApp } from '../../../test/app.js';
import { NOT_ON_THIS_YEARS_ROSTER } from './year.rules.js';

const app = useTestApp();
const db = () => app.gateway.orm.em.fork();
type Reply = { body: { errors?: { message: string; extensions?: { code?: string } }[] } };
const errorOf = (reply: Reply) => reply.body.errors?.[0];

describe("the new year's roster", () => {
  const people = {} as Record<'stay' | 'leaver' | 'liner', Awaited<ReturnType<typeof newStudent>>>;
  let admin: Awaited<ReturnType<typeof app.admin>>;
  /** The office adds a student to the open year's roster (the same fields again: onto this year's). */
  const rosterAdd = (f: Record<string, unknown>) =>
    admin.gql('mutation($i: RosterStudentInput!) { addRosterStudent(input: $i) { enrollmentId } }', {
      i: { enrollmentId: f.enrollmentId, name: f.name, email: f.email, gender: 'FEMALE', yearOfStudy: 2, programme: 'B.Tech' },
    });

  it("lets anyone book while the open year has no roster; last year's roster does not carry over", async () => {
    admin = await app.admin();
    const made2 = await Promise.all([1, 2].map(() => newStudent(app, { gender: 'Female' })));
    Object.assign(people, { stay: made2[0], leaver: made2[1] });
    people.liner = await newStudent(app);
    // Both were on the closing year's roster: only the one the office adds again is on the new one.
    for (const who of [people.stay, people.leaver]) expect((await rosterAdd(who.form)).body.errors).toBeUndefined();
    expect((await people.stay.client.rest('POST', '/bookroom/room', { hostel: 'GH-1', roomNumber: 1 })).status).toBe(201);
    expect((await people.leaver.client.rest('POST', '/bookroom/room', { hostel: 'GH-1', roomNumber: 2 })).status).toBe(201);
    const closed = await admin.gql('mutation { closeAcademicYear(nextName: "2027-28") { name } }');
    expect(closed.body.errors).toBeUndefined();
  });

  it("lets a returning student on the new roster book, and refuses one not on it, who still logs in", async () => {
    const opened = await admin.gql('mutation { setSelectionWindow(input: {}) { hostelName } }');
    expect(opened.body.errors).toBeUndefined();
    expect((await rosterAdd(people.stay.form)).body.errors).toBeUndefined();
    const [entry] = await db().execute<{ year: string }[]>('select y.name as year from roster_entries r join academic_years y on y.id = r.academic_year_id where r.enrollment_id = ?', [people.stay.form.enrollmentId]);
    expect(entry!.year).toBe('2027-28');
    expect((await people.stay.client.rest('POST', '/bookroom/room', { hostel: 'GH-1', roomNumber: 3 })).status).toBe(201);

    const refused = await people.leaver.client.rest('POST', '/bookroom/room', { hostel: 'GH-1', roomNumber: 4 });
    expect(refused).toMatchObject({ status: 403, body: { code: 'NOT_ON_ROSTER', message: NOT_ON_THIS_YEARS_ROSTER } });
    expect(NOT_ON_THIS_YEARS_ROSTER).toBe("You are not on this year's roster: ask the hostel office.");
    const doubles = (await roomsOf(people.liner.client, 'BH-2')).filter((r) => r.freeBeds > 0);
    expect((await people.liner.client.rest('POST', '/bookroom/req', { _id: doubles[0]!._id })).body).toMatchObject({ code: 'NOT_ON_ROSTER', message: NOT_ON_THIS_YEARS_ROSTER });
    const [bh2] = await db().execute<{ id: string }[]>(`select id from hostels where name = 'BH-2'`);
    const joined = await people.liner.client.gql(`mutation { joinWaitlist(hostelId: "${bh2!.id}") { id } }`);
    expect(errorOf(joined)).toMatchObject({ message: NOT_ON_THIS_YEARS_ROSTER, extensions: { code: 'NOT_ON_ROSTER' } });
    expect(await db().execute('select 1 from room_occupancies o where o.student_id = ?', [people.leaver.id])).toEqual([]);

    // The record shows both years: this year's bed and last year's.
    const record = await admin.gql<{ studentRecord: { years: { name: string; allocation: { roomNumber: number } | null }[] } }>(
      `query { studentRecord(id: "${people.stay.id}") { years { name allocation { roomNumber } } } }`,
    );
    expect(record.body.data!.studentRecord.years).toEqual([
      { name: '2027-28', allocation: { roomNumber: 3 } },
      { name: expect.not.stringMatching(/^2027-28$/), allocation: { roomNumber: 1 } },
    ]);

    // The account stays: they log in again, and see where they lived.
    const again = app.client();
    expect((await again.rest('POST', '/user/login', { email: people.leaver.form.email, password: people.leaver.form.password })).status).toBe(200);
    const history = await again.gql<{ myPastYears: { allocation: { hostel: string; roomNumber: number } | null }[] }>('query { myPastYears { allocation { hostel roomNumber } } }');
    expect(history.body.data!.myPastYears).toEqual([{ allocation: { hostel: 'GH-1', roomNumber: 2 } }]);
  });
});

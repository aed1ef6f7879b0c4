import { describe, expect, it } from 'vitest';
import { newStudent, roomsOf, useTestApp } from '../../../test/app.js';
import { applyFor } from '../../../test/outpass.js';

const app = useTestApp();
const db = () => app.gateway.orm.em.fork();

const CLOSE = 'mutation($n: String!) { closeAcademicYear(nextName: $n) { name current closedAt } }';
const PENDING = 'query { pendingBeforeClose { kind id studentId studentName enrollmentId hostelId hostel detail status } }';
type Reply = { body: { errors?: { message: string; extensions?: { code?: string; fields?: { field: string; message: string }[] } }[] } };
const errorOf = (reply: Reply) => reply.body.errors?.[0];

/** A freed bed offered to a student in line (the waitlist's own rows, as an offer leaves them). */
async function offerBed(studentId: string, hostel: string, roomNumber: number): Promise<void> {
  const [room] = await db().execute<{ id: string; hostel_id: string }[]>('select r.id, r.hostel_id from rooms r join hostels h on h.id = r.hostel_id where h.name = ? and r.number = ?', [hostel, roomNumber]);
  const [entry] = await db().execute<{ id: string }[]>(`insert into waitlist_entries (hostel_id, student_id, rank, status) values (?, ?, 1, 'Offered') returning id`, [room!.hostel_id, studentId]);
  const [offer] = await db().execute<{ id: string }[]>(
    `insert into bed_offers (entry_id, student_id, room_id, bed, expires_at) values (?, ?, ?, 1, now() + interval '1 day') returning id`,
    [entry!.id, studentId, room!.id],
  );
  await db().execute('insert into room_occupancies (room_id, offer_id, bed) values (?, ?, 1)', [room!.id, offer!.id]);
}

describe('the academic year closes whole', () => {
  // One year's life, in order: things wait and the closing is refused; they end and it closes.
  const people = {} as Record<'stay' | 'leaver' | 'pairA' | 'pairB' | 'alone' | 'waiter' | 'liner', Awaited<ReturnType<typeof newStudent>>>;
  let admin: Awaited<ReturnType<typeof app.admin>>;
  const ids = {} as { outpass: string; pair: string; alone: string };

  it('is refused while a request, a roommate invitation, an outpass or a bed offer waits, and lists each', async () => {
    admin = await app.admin();
    const made3 = await Promise.all([1, 2, 3].map(() => newStudent(app, { gender: 'Female' })));
    Object.assign(people, { stay: made3[0], leaver: made3[1], waiter: made3[2] });
    const made4 = await Promise.all([1, 2, 3, 4].map(() => newStudent(app)));
    Object.assign(people, { pairA: made4[0], pairB: made4[1], alone: made4[2], liner: made4[3] });
    expect((await people.stay.client.rest('POST', '/bookroom/room', { hostel: 'GH-1', roomNumber: 1 })).status).toBe(201);
    expect((await people.leaver.client.rest('POST', '/bookroom/room', { hostel: 'GH-1', roomNumber: 2 })).status).toBe(201);
    const doubles = (await roomsOf(people.pairA.client, 'BH-1')).filter((r) => r.type === 'Double' && r.freeBeds === 2);
    const pair = await people.pairA.client.rest<{ request: { _id?: string; id?: string } }>('POST', '/bookroom/req', {
      _id: doubles[0]!._id,
      roommateName: people.pairB.form.name,
      roomieRollNumber: people.pairB.form.enrollmentId,
    });
    expect(pair.status).toBe(201);
    expect((await people.alone.client.rest('POST', '/bookroom/req', { _id: doubles[1]!._id })).status).toBe(201);
    ids.pair = (await db().execute<{ id: string }[]>('select id from room_requests where student_id = ?', [people.pairA.id]))[0]!.id;
    ids.alone = (await db().execute<{ id: string }[]>('select id from room_requests where student_id = ?', [people.alone.id]))[0]!.id;
    ids.outpass = (await applyFor(people.stay.client)).id;
    await offerBed(people.waiter.id, 'GH-2', 3);
    // A place in line, still waiting: it ends with the year.
    const [bh2] = await db().execute<{ id: string }[]>(`select id from hostels where name = 'BH-2'`);
    await db().execute(`insert into waitlist_entries (hostel_id, student_id, rank) values (?, ?, 1)`, [bh2!.id, people.liner.id]);

    const listed = await admin.gql<{ pendingBeforeClose: { kind: string; studentName: string; enrollmentId: string; hostel: string | null; detail: string }[] }>(PENDING);
    expect(listed.body.errors).toBeUndefined();
    const items = listed.body.data!.pendingBeforeClose;
    expect(items.map((i) => i.kind)).toEqual(['outpass', 'room_request', 'roommate_invitation', 'waitlist_offer']);
    const hostelId = async (name: string) => (await db().execute<{ id: string }[]>('select id from hostels where name = ?', [name]))[0]!.id;
    const [offer] = await db().execute<{ id: string }[]>('select id from bed_offers where student_id = ?', [people.waiter.id]);
    // Each names what waits (its id), its student and hostel, so the page can link to where it is settled.
    expect(items).toEqual([
      expect.objectContaining({ kind: 'outpass', id: ids.outpass, studentId: people.stay.id, studentName: people.stay.form.name, enrollmentId: people.stay.form.enrollmentId, hostel: 'GH-1', detail: expect.stringMatching(/waiting for/), status: 'Pending' }),
      expect.objectContaining({ kind: 'room_request', id: ids.alone, studentId: people.alone.id, studentName: people.alone.form.name, hostelId: await hostelId('BH-1'), hostel: 'BH-1', detail: expect.stringMatching(/^Room \d+: waiting for a decision$/), status: null }),
      expect.objectContaining({ kind: 'roommate_invitation', id: ids.pair, studentId: people.pairB.id, studentName: people.pairB.form.name, enrollmentId: people.pairB.form.enrollmentId, detail: expect.stringContaining(String(people.pairA.form.name)) }),
      expect.objectContaining({ kind: 'waitlist_offer', id: offer!.id, studentId: people.waiter.id, studentName: people.waiter.form.name, hostelId: await hostelId('GH-2'), hostel: 'GH-2', detail: 'Offered room 3, bed 1: not answered' }),
    ]);
    const refused = await admin.gql(CLOSE, { n: '2027-28' });
    expect(errorOf(refused)).toMatchObject({
      message: expect.stringMatching(/^The academic year \S+ cannot close while things wait: 1 open outpass, 1 pending room request, 1 unanswered roommate invitation, 1 unanswered bed offer\./),
      extensions: { code: 'YEAR_HAS_PENDING' },
    });
    expect(errorOf(refused)!.extensions!.fields!.map((f) => f.field)).toEqual(['outpass', 'room_request', 'roommate_invitation', 'waitlist_offer']);
    // Students and wardens cannot close a year, nor list what waits.
    expect(errorOf(await people.stay.client.gql(CLOSE, { n: '2027-28' }))?.extensions?.code).toBe('FORBIDDEN');
    expect(errorOf(await people.stay.client.gql(PENDING))?.extensions?.code).toBe('FORBIDDEN');
    expect(await db().execute('select 1 from academic_years where closed_at is not null')).toEqual([]);

    // Each kind alone still keeps the year open.
    await people.pairA.client.gql(`mutation { cancelRoomRequest(id: "${ids.pair}") { id } }`);
    await people.alone.client.gql(`mutation { cancelRoomRequest(id: "${ids.alone}") { id } }`);
    expect(errorOf(await admin.gql(CLOSE, { n: '2027-28' }))!.extensions!.fields!.map((f) => f.field)).toEqual(['outpass', 'waitlist_offer']);
    await people.stay.client.gql(`mutation { cancelOutpass(id: "${ids.outpass}") { id } }`);
    expect(errorOf(await admin.gql(CLOSE, { n: '2027-28' }))!.extensions!.fields!.map((f) => f.field)).toEqual(['waitlist_offer']);
    await db().execute(`delete from room_occupancies where offer_id is not null`);
    await db().execute(`update bed_offers set status = 'Withdrawn', ended_at = now()`);
    await db().execute(`update waitlist_entries set status = 'Left', ended_at = now() where student_id = ?`, [people.waiter.id]);
    expect((await admin.gql<{ pendingBeforeClose: unknown[] }>(PENDING)).body.data!.pendingBeforeClose).toEqual([]);
  });

  it('frees every bed and keeps each student’s year, read-only; the next year opens with selection closed', async () => {
    const [before] = await db().execute<{ name: string }[]>('select name from academic_years where closed_at is null');
    const closed = await admin.gql<{ closeAcademicYear: Record<string, unknown> }>(
      `mutation($n: String!) { closeAcademicYear(nextName: $n) { name current closedAt suggestedNextName
         openedBy { closedYear closedAt allocationsArchived roomsFreed waitlistPlacesClosed selectionWindowsRemoved rosterEntriesKept } } }`,
      { n: '2027-28' },
    );
    expect(closed.body.errors).toBeUndefined();
    const [closedRow] = await db().execute<{ closed_at: Date }[]>('select closed_at from academic_years where name = ?', [before!.name]);
    // The answer says what the closing did: two beds kept and freed, one place in line closed (no window was set).
    expect(closed.body.data!.closeAcademicYear).toEqual({
      name: '2027-28',
      current: true,
      closedAt: null,
      suggestedNextName: '2028-29',
      openedBy: { closedYear: before!.name, closedAt: new Date(closedRow!.closed_at).toISOString(), allocationsArchived: 2, roomsFreed: 2, waitlistPlacesClosed: 1, selectionWindowsRemoved: 0, rosterEntriesKept: 0 },
    });
    // It stays on the year, for the page read again later.
    const reread = await admin.gql<{ currentAcademicYear: { openedBy: { allocationsArchived: number } | null } }>('query { currentAcademicYear { openedBy { allocationsArchived } } }');
    expect(reread.body.data!.currentAcademicYear.openedBy).toEqual({ allocationsArchived: 2 });
    const years = await admin.gql<{ academicYears: { name: string; current: boolean }[] }>('query { academicYears { name current } }');
    expect(years.body.data!.academicYears).toEqual([
      { name: '2027-28', current: true },
      { name: before!.name, current: false },
    ]);
    expect((await people.leaver.client.gql<{ currentAcademicYear: { name: string } }>('query { currentAcademicYear { name } }')).body.data!.currentAcademicYear.name).toBe('2027-28');

    // Every bed is free; where each student lived is kept under the closed year; the line ended with it.
    expect(await db().execute('select 1 from room_occupancies')).toEqual([]);
    const gh1 = (await roomsOf(people.stay.client, 'GH-1')).filter((r) => r.roomNumber <= 2);
    expect(gh1.map((r) => r.freeBeds)).toEqual(gh1.map((r) => r.capacity));
    const kept = await db().execute<{ student_id: string; hostel_name: string; room_number: number; bed: number; year: string }[]>(
      'select p.student_id, p.hostel_name, p.room_number, p.bed, y.name as year from past_allocations p join academic_years y on y.id = p.academic_year_id order by p.room_number',
    );
    expect(kept).toEqual([
      { student_id: people.stay.id, hostel_name: 'GH-1', room_number: 1, bed: 1, year: before!.name },
      { student_id: people.leaver.id, hostel_name: 'GH-1', room_number: 2, bed: 1, year: before!.name },
    ]);
    expect(await db().execute('select w.status, y.name as year from waitlist_entries w join academic_years y on y.id = w.academic_year_id where w.student_id = ?', [people.liner.id])).toEqual([
      { status: 'Closed', year: before!.name },
    ]);

    // The closed year's requests and outpasses stay as they were: read-only, for the service and the database.
    const outpass = await people.stay.client.gql(`mutation { cancelOutpass(id: "${ids.outpass}") { id } }`);
    expect(errorOf(outpass)?.message).toBe(`This outpass belongs to the academic year ${before!.name}, which is closed: it is kept as it was, read-only.`);
    const request = await people.pairA.client.gql(`mutation { cancelRoomRequest(id: "${ids.pair}") { id } }`);
    expect(errorOf(request)?.message).toBe(`This room request belongs to the academic year ${before!.name}, which is closed: it is kept as it was, read-only.`);
    await expect(db().execute(`update outpasses set reason = 'changed' where id = ?`, [ids.outpass])).rejects.toThrow(/academic year \S+ is closed: its outpasses are read-only/);
    await expect(db().execute(`update room_requests set decision_reason = 'changed' where id = ?`, [ids.alone])).rejects.toThrow(/is closed: its room_requests are read-only/);
    const [old] = await db().execute<{ id: string }[]>('select id from academic_years where name = ?', [before!.name]);
    await expect(db().execute(`insert into waitlist_entries (hostel_id, student_id, rank, academic_year_id) select hostel_id, student_id, 2, ? from waitlist_entries limit 1`, [old!.id])).rejects.toThrow(/is closed/);

    // The new year opens with selection closed, until the office sets its windows.
    const early = await people.stay.client.rest('POST', '/bookroom/room', { hostel: 'GH-1', roomNumber: 3 });
    expect(early).toMatchObject({ status: 403, body: { code: 'SELECTION_CLOSED' } });
    const states = await people.stay.client.gql<{ mySelectionWindows: { state: string }[] }>('query { mySelectionWindows { state } }');
    expect(new Set(states.body.data!.mySelectionWindows.map((s) => s.state))).toEqual(new Set(['CLOSED']));
    const audit = await admin.gql<{ auditEvents: { items: { action: string }[] } }>('query { auditEvents(filter: { objectType: "academic_year" }) { items { action } } }');
    expect(audit.body.data!.auditEvents.items).toEqual([{ action: 'academic_year.closed' }]);
  });

  it("shows each student's years in their record, the open one first, and a student their own closed years", async () => {
    const YEARS = '{ name current closedAt allocation { hostel roomNumber bed heldUntil } roomRequests { id } outpasses { id status } waitlist { hostel status endedAt } }';
    const recordOf = async (id: string) =>
      (await admin.gql<{ studentRecord: { years: Record<string, unknown>[] } }>(`query { studentRecord(id: "${id}") { years ${YEARS} } }`)).body.data!.studentRecord.years;
    const [closedYear] = await db().execute<{ name: string; closed_at: Date }[]>('select name, closed_at from academic_years where closed_at is not null');
    const closedAt = new Date(closedYear!.closed_at).toISOString();
    const open = { name: '2027-28', current: true, closedAt: null, allocation: null, roomRequests: [], outpasses: [], waitlist: [] };
    expect(await recordOf(people.stay.id)).toEqual([
      open,
      {
        name: closedYear!.name,
        current: false,
        closedAt,
        allocation: { hostel: 'GH-1', roomNumber: 1, bed: 1, heldUntil: closedAt },
        roomRequests: [],
        outpasses: [{ id: ids.outpass, status: 'CANCELLED' }],
        waitlist: [],
      },
    ]);
    // The named roommate's year holds the request too; the one who waited holds the closed place.
    expect((await recordOf(people.pairB.id))[1]).toMatchObject({ name: closedYear!.name, roomRequests: [{ id: ids.pair }], allocation: null });
    expect((await recordOf(people.liner.id))[1]).toMatchObject({ waitlist: [{ hostel: 'BH-2', status: 'CLOSED', endedAt: closedAt }] });

    const mine = await people.stay.client.gql<{ myPastYears: { name: string; allocation: { roomNumber: number } | null; outpasses: { id: string }[] }[] }>(`query { myPastYears ${YEARS} }`);
    expect(mine.body.data!.myPastYears).toMatchObject([{ name: closedYear!.name, allocation: { roomNumber: 1 }, outpasses: [{ id: ids.outpass }] }]);
    expect(errorOf(await admin.gql(`query { myPastYears { name } }`))?.extensions?.code).toBe('FORBIDDEN');
  });
});

describe('a selection process not done keeps the year open', () => {
  it('is listed with its id and hostels, until it is done', async () => {
    const admin = await app.admin();
    const [process] = await db().execute<{ id: string }[]>(
      `insert into selection_processes (name, status, draw, seed, first_slot_at, slot_minutes, per_slot, closes_at)
       values ('Girls 2027', 'Published', 'random', 1, now(), 10, 10, now() + interval '1 day') returning id`,
    );
    await db().execute(`insert into selection_process_hostels (process_id, hostel_id) select ?, id from hostels where name in ('GH-2', 'GH-1')`, [process!.id]);
    const listed = await admin.gql<{ pendingBeforeClose: Record<string, unknown>[] }>(PENDING);
    expect(listed.body.data!.pendingBeforeClose).toEqual([
      {
        kind: 'selection_process',
        id: process!.id,
        studentId: null,
        studentName: null,
        enrollmentId: null,
        hostelId: null,
        hostel: 'GH-1, GH-2',
        detail: 'Selection process "Girls 2027": published; run and publish its assignment after it closes',
        status: null,
      },
    ]);
    await db().execute(`update selection_processes set status = 'Done', done_at = now() where id = ?`, [process!.id]);
    expect((await admin.gql<{ pendingBeforeClose: unknown[] }>(PENDING)).body.data!.pendingBeforeClose).toEqual([]);
  });
});

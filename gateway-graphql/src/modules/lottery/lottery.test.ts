import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app.js';
import { hostelIds } from '../../../test/staff.js';
import { createProcess, PROCESS_FIELDS, publishProcess, rosteredStudents, slotsOf } from '../../../test/lottery.js';
import { drawDigest, drawOrder } from './draw.js';
import { DrawMode } from './selection-process.entity.js';

const app = useTestApp();
const MINUTE = 60_000;
const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();
const db = () => app.gateway.orm.em.fork();

describe('the draw', () => {
  const entries = Array.from({ length: 200 }, (_, i) => ({ enrollmentId: `E${String(i).padStart(4, '0')}`, yearOfStudy: (i % 4) + 1 }));

  it('gives the same order for the same seed and entries, in any input order, and another for another seed', () => {
    const once = drawOrder(entries, DrawMode.RANDOM, 42);
    expect(drawOrder([...entries].reverse(), DrawMode.RANDOM, 42)).toEqual(once);
    expect(drawDigest(drawOrder(entries, DrawMode.RANDOM, 42))).toBe(drawDigest(once));
    expect(drawOrder(entries, DrawMode.RANDOM, 43)).not.toEqual(once);
    expect(new Set(once).size).toBe(200);
    // A random order, not the input's: fewer than a tenth stay where they were.
    expect(once.filter((id, i) => id === entries[i]!.enrollmentId).length).toBeLessThan(20);
  });

  it('by year of study gives seniors the lower numbers, at random within a year', () => {
    const order = drawOrder(entries, DrawMode.YEAR_THEN_RANDOM, 7);
    const years = order.map((id) => entries.find((e) => e.enrollmentId === id)!.yearOfStudy);
    expect(years).toEqual([...years].sort((a, b) => b - a));
    const fourth = order.slice(0, 50);
    expect(fourth).not.toEqual(entries.filter((e) => e.yearOfStudy === 4).map((e) => e.enrollmentId));
  });
});

describe('a selection process', () => {
  it('is set up as a draft, previewed, refused when it does not fit, and published with a recorded, reproducible draw', async () => {
    const admin = await app.admin();
    const [gh1] = await hostelIds(app, 'GH-1');
    const girls = await rosteredStudents(app, 6, { gender: 'Female', yearOfStudy: (i) => (i < 2 ? 3 : 1), prefix: 'PUB' });
    await rosteredStudents(app, 2, { gender: 'Male', prefix: 'PUBM' }); // boys: GH-1 does not house them
    const input = { name: 'GH-1 2027', hostelIds: [gh1], draw: 'YEAR_THEN_RANDOM', seed: '12345', firstSlotAt: at(-5 * MINUTE), slotMinutes: 10, perSlot: 2, closesAt: at(30 * MINUTE) };

    const bad = await admin.gql(`mutation($input: SelectionProcessInput!) { createSelectionProcess(input: $input) { id } }`, { input: { ...input, closesAt: at(-10 * MINUTE) } });
    expect(bad.body.errors?.[0]).toMatchObject({ message: 'The process must close after its first slot opens.', extensions: { code: 'BAD_USER_INPUT' } });

    const preview = await admin.gql<{ previewSelectionProcess: { entrants: number; slots: number; fits: boolean; message: string } }>(
      `query($input: SelectionProcessInput!) { previewSelectionProcess(input: $input) { entrants slots fits message lastSlotAt } }`,
      { input: { ...input, closesAt: at(12 * MINUTE) } },
    );
    expect(preview.body.data?.previewSelectionProcess).toMatchObject({ entrants: 6, slots: 3, fits: false });
    expect(preview.body.data?.previewSelectionProcess.message).toMatch(/^6 students need 3 slots of 2; the last would open at .*, after the close at /);

    const id = await createProcess(admin, input);
    const draft = await admin.gql<{ selectionProcess: { status: string; entrants: number; slots: number; seed: string } }>(`query($id: ID!) { selectionProcess(id: $id) { ${PROCESS_FIELDS} } }`, { id });
    expect(draft.body.data?.selectionProcess).toMatchObject({ status: 'DRAFT', entrants: 6, slots: 3, seed: '12345' });
    // Another process may not take the same hostel while this one is not done.
    const twice = await admin.gql(`mutation($input: SelectionProcessInput!) { createSelectionProcess(input: $input) { id } }`, { input });
    expect(twice.body.errors?.[0]).toMatchObject({ message: 'GH-1 is already in the selection process "GH-1 2027".', extensions: { code: 'CONFLICT' } });

    const published = await publishProcess(admin, id);
    expect(published.entrants).toBe(6);
    // The draw is the pure function of the seed and the roster: anyone can run it again.
    const rows = await db().execute<{ enrollment_id: string; lottery_number: number; slot: number; year_of_study: number }[]>(
      'select e.enrollment_id, e.lottery_number, e.slot, r.year_of_study from selection_entrants e join roster_entries r using (enrollment_id) where e.process_id = ? order by e.lottery_number',
      [id],
    );
    const again = drawOrder(
      girls.map((g, i) => ({ enrollmentId: g.enrollmentId, yearOfStudy: i < 2 ? 3 : 1 })),
      DrawMode.YEAR_THEN_RANDOM,
      12345,
    );
    expect(rows.map((r) => r.enrollment_id)).toEqual(again);
    expect(published.drawDigest).toBe(drawDigest(again));
    expect(rows.map((r) => [r.lottery_number, r.slot])).toEqual([[1, 0], [2, 0], [3, 1], [4, 1], [5, 2], [6, 2]]);
    expect(rows.slice(0, 2).every((r) => r.year_of_study === 3)).toBe(true);

    const [audit] = await db().execute<{ after: Record<string, unknown> }[]>(`select after from audit_events where action = 'selection_process.published' and object_id = ?`, [id]);
    expect(audit!.after).toMatchObject({ seed: '12345', draw: 'year_then_random', entrants: 6, slots: 3, drawDigest: published.drawDigest });
    // Each entrant with an account is mailed their number and slot.
    await app.gateway.mailer.idle();
    const mail = app.outbox.messages.filter((m) => girls.some((g) => g.email === m.to) && m.subject.startsWith('Your room selection slot'));
    expect(mail).toHaveLength(6);
    expect(mail[0]!.text).toMatch(/Your lottery number is \d, in slot \d\./);

    // The office's record of the draw: every entrant in lottery order, the seed in the file's name.
    const csv = await fetch(`${app.url}/api/office/selection/${id}/entrants.csv`, { headers: { cookie: admin.cookie! } });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-disposition')).toMatch(/filename="selection-\d{4}-\d\d-\d\d-seed-12345\.csv"/);
    const lines = (await csv.text()).replace(/^\uFEFF/, '').trim().split(/\r?\n/);
    expect(lines[0]).toBe('lottery_number,slot,slot_opens,enrollment_id,name,year_of_study,group_leader,outcome,room,not_placed_because');
    expect(lines.slice(1).map((l) => l.split(',')[3])).toEqual(again);
    expect(lines[1]).toMatch(/^1,1,\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+05:30,/);
    const notAdmin = await fetch(`${app.url}/api/office/selection/${id}/entrants.csv`, { headers: { cookie: girls[0]!.client.cookie! } });
    expect(notAdmin.status).toBe(403);

    const republish = await admin.gql(`mutation($id: ID!) { publishSelectionProcess(id: $id) { id } }`, { id });
    expect(republish.body.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    const edit = await admin.gql(`mutation($id: ID!, $input: SelectionProcessInput!) { updateSelectionProcess(id: $id, input: $input) { id } }`, { id, input });
    expect(edit.body.errors?.[0]).toMatchObject({ message: 'GH-1 2027 is published: it can no longer be changed or deleted.' });
  });

  it('lets a student book only from their slot: 403 SELECTION_NOT_YET with the time before it, on REST and GraphQL', async () => {
    const admin = await app.admin();
    const [gh2] = await hostelIds(app, 'GH-2');
    const girls = await rosteredStudents(app, 4, { gender: 'Female', yearOfStudy: () => 2, prefix: 'GATE' });
    const outsider = (await rosteredStudents(app, 1, { gender: 'Female', yearOfStudy: () => 4, prefix: 'OUT' }))[0]!;
    // Slot 1 (first two numbers) opened 5 minutes ago; slot 2 opens in 55 minutes.
    const id = await createProcess(admin, { name: 'GH-2 round', hostelIds: [gh2], yearsOfStudy: [2], firstSlotAt: at(-5 * MINUTE), slotMinutes: 60, perSlot: 2, closesAt: at(3 * 60 * MINUTE) });
    await publishProcess(admin, id);
    const slots = await slotsOf(app, id);
    const early = girls.filter((g) => slots.get(g.id) === 0);
    const later = girls.filter((g) => slots.get(g.id) === 1);
    expect([early.length, later.length]).toEqual([2, 2]);

    const refused = await later[0]!.client.rest('POST', '/bookroom/room', { hostel: 'GH-2', roomNumber: 1 });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'SELECTION_NOT_YET', message: expect.stringMatching(/^Your selection slot for GH-2 opens at \d+ \w+ \d{4}, \d\d:\d\d .*: lottery number [34], slot 2\. You can see the rooms until then\.$/) });
    const [room] = await db().execute<{ id: string }[]>(`select r.id from rooms r join hostels h on h.id = r.hostel_id where h.name = 'GH-2' and r.number = 3`);
    const viaGraphql = await later[1]!.client.gql(`mutation($r: ID!) { bookRoom(roomId: $r) { number } }`, { r: room!.id });
    expect(viaGraphql.body.errors?.[0]?.extensions).toMatchObject({ code: 'SELECTION_NOT_YET' });
    expect((await early[0]!.client.rest('POST', '/bookroom/room', { hostel: 'GH-2', roomNumber: 1 })).status).toBe(201);
    // Not drawn (only year 2 takes part): refused, and told why.
    const out = await outsider.client.rest('POST', '/bookroom/room', { hostel: 'GH-2', roomNumber: 2 });
    expect(out.body).toMatchObject({ code: 'SELECTION_CLOSED', message: 'Room selection for GH-2 is by lottery this round, and you were not drawn for it. Please contact the hostel office.' });
    // The grids read the slot as the window's opening.
    const state = await later[0]!.client.gql<{ selectionWindow: { state: string; opensAt: string } }>('query { selectionWindow(hostel: "GH-2") { state opensAt closesAt } }');
    expect(state.body.data?.selectionWindow.state).toBe('NOT_YET');
    expect(Date.parse(state.body.data!.selectionWindow.opensAt) - Date.now()).toBeGreaterThan(50 * MINUTE);

    const mine = await later[0]!.client.gql<{ mySelection: { processName: string; slot: number; state: string; hostels: string[]; lotteryNumber: number } }>(
      'query { mySelection { processName hostels lotteryNumber slot slotStartsAt groupSlotStartsAt closesAt state maxGroupSize now group { id } invitations { groupId } } }',
    );
    expect(mine.body.data?.mySelection).toMatchObject({ processName: 'GH-2 round', hostels: ['GH-2'], slot: 2, state: 'NOT_YET' });
    const now = await later[0]!.client.gql<{ selectionNow: { processName: string; selectingThrough: number | null; nextSlot: number | null; slots: number }[] }>(
      'query { selectionNow { processName selectingThrough nextSlot nextSlotAt slots closesAt closed now } }',
    );
    expect(now.body.data?.selectionNow).toContainEqual(expect.objectContaining({ processName: 'GH-2 round', selectingThrough: 1, nextSlot: 2, slots: 2 }));
    // A boy does not see the girls' process.
    const [boy] = await rosteredStudents(app, 1, { gender: 'Male', prefix: 'BOY' });
    const boys = await boy!.client.gql<{ selectionNow: { processName: string }[] }>('query { selectionNow { processName } }');
    expect(boys.body.data?.selectionNow.map((p) => p.processName)).not.toContain('GH-2 round');
  });

  it("keeps the boys' request-and-approve flow inside the process: slots gate requests, a group asks as one", async () => {
    const admin = await app.admin();
    const [bh3] = await hostelIds(app, 'BH-3');
    const boys = await rosteredStudents(app, 4, { gender: 'Male', yearOfStudy: () => 5, prefix: 'REQ' });
    const id = await createProcess(admin, { name: 'BH-3 round', hostelIds: [bh3], yearsOfStudy: [5], firstSlotAt: at(-5 * MINUTE), slotMinutes: 60, perSlot: 2, closesAt: at(3 * 60 * MINUTE) });
    await publishProcess(admin, id);
    const slots = await slotsOf(app, id);
    const [first, later] = [boys.filter((b) => slots.get(b.id) === 0), boys.filter((b) => slots.get(b.id) === 1)];
    const doubles = await db().execute<{ id: string; number: number }[]>(`select r.id, r.number from rooms r join hostels h on h.id = r.hostel_id where h.name = 'BH-3' and r.capacity = 2 order by r.number limit 2`);
    const [leader, member] = later as [(typeof later)[number], (typeof later)[number]];
    const formed = await leader.client.gql<{ formSelectionGroup: { id: string } }>('mutation($m: [GroupMemberInput!]!) { formSelectionGroup(members: $m) { id } }', {
      m: [{ name: member.name, enrollmentId: member.enrollmentId }],
    });
    await member.client.gql('mutation($g: ID!) { answerSelectionGroupInvitation(groupId: $g, accept: true) { slot } }', { g: formed.body.data!.formSelectionGroup.id });
    const pairRequest = { hostel: 'BH-3', roomNumber: doubles[0]!.number, roommateName: member.name, roomieRollNumber: member.enrollmentId };

    const early = await leader.client.rest('POST', '/bookroom/req', pairRequest);
    expect(early).toMatchObject({ status: 403, body: { code: 'SELECTION_NOT_YET', message: expect.stringMatching(/^Your selection slot for BH-3 opens at /) } });
    expect((await first[0]!.client.rest('POST', '/bookroom/req', { hostel: 'BH-3', roomNumber: doubles[1]!.number })).status).toBe(201);
    // An hour passes: the second slot opens. A member alone is refused; the leader asks for the group as one
    // (docs/decisions/0151), not by naming a member, who accepted the group already.
    await db().execute(`update selection_processes set first_slot_at = first_slot_at - interval '1 hour' where id = ?`, [id]);
    const alone = await member.client.rest('POST', '/bookroom/req', { hostel: 'BH-3', roomNumber: doubles[0]!.number });
    expect(alone).toMatchObject({ status: 409, body: { code: 'CONFLICT', message: expect.stringMatching(/^You are in a roommate group for BH-3/) } });
    expect(await leader.client.rest('POST', '/bookroom/req', pairRequest)).toMatchObject({ status: 409, body: { message: expect.stringMatching(/^You lead a roommate group for BH-3: ask for one room for all of you/) } });
    const asked = await leader.client.gql<{ requestRoomForGroup: { status: string; group: { id: string }[] } }>('mutation($r: ID!) { requestRoomForGroup(roomId: $r) { status group { id } } }', { r: doubles[0]!.id });
    expect(asked.body.errors).toBeUndefined();
    expect(asked.body.data).toEqual({ requestRoomForGroup: { status: 'PENDING', group: [{ id: member.id }] } });
  });

  it('mails every entrant their number and slot at the roster\'s address, telling one not signed up to sign up first', async () => {
    const admin = await app.admin();
    const [gh3] = await hostelIds(app, 'GH-3');
    const [signedUp] = await rosteredStudents(app, 1, { gender: 'Female', yearOfStudy: () => 7, prefix: 'MAIL' });
    const email = `roster-only-${Date.now()}@dormspace.test`;
    await db().execute(`insert into roster_entries (enrollment_id, name, email, gender, year_of_study, programme) values (?, 'Roster Only', ?, 'Female', 7, 'B.Sc')`, [`RO-${Date.now()}`, email]);
    const id = await createProcess(admin, { name: 'Year 7', hostelIds: [gh3], yearsOfStudy: [7], firstSlotAt: at(60 * MINUTE), slotMinutes: 10, perSlot: 1, closesAt: at(3 * 60 * MINUTE) });
    expect((await publishProcess(admin, id)).entrants).toBe(2);
    await app.gateway.mailer.idle();
    const toRosterOnly = app.outbox.messages.find((m) => m.to === email);
    expect(toRosterOnly?.text).toMatch(/Your lottery number is [12], in slot [12]\.[\s\S]*You have not signed up yet: sign up at .*\/signup with your enrollment ID before your slot\./);
    const toSignedUp = app.outbox.messages.find((m) => m.to === signedUp!.email);
    expect(toSignedUp?.text).toMatch(/Your lottery number is [12]/);
    expect(toSignedUp?.text).not.toMatch(/You have not signed up yet/);
    await db().execute(`update selection_processes set status = 'Done' where id = ?`, [id]); // frees GH-3 for the tests after
  });

  it('refuses a student what only an admin may do, and hides processes from students', async () => {
    const [student] = await rosteredStudents(app, 1, { gender: 'Female', prefix: 'NOPE' });
    const [gh3] = await hostelIds(app, 'GH-3');
    const create = await student!.client.gql(`mutation($input: SelectionProcessInput!) { createSelectionProcess(input: $input) { id } }`, {
      input: { name: 'x', hostelIds: [gh3], draw: 'RANDOM', firstSlotAt: at(MINUTE), slotMinutes: 10, perSlot: 5, closesAt: at(60 * MINUTE) },
    });
    expect(create.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const list = await student!.client.gql(`query { selectionProcesses { id } }`);
    expect(list.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('keeps the academic year from closing while a process still governs its hostels', async () => {
    const admin = await app.admin();
    const close = await admin.gql(`mutation { closeAcademicYear(nextName: "2099-00") { name } }`);
    expect(close.body.errors?.[0]).toMatchObject({ extensions: { code: 'CONFLICT' }, message: expect.stringMatching(/^The selection process "GH-[12] [^"]+" is still running: run and publish its assignment/) });
    const [year] = await db().execute<{ name: string }[]>('select name from academic_years where closed_at is null');
    expect(year!.name).not.toBe('2099-00');
  });
});

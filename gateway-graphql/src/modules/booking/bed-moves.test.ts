import { describe, expect, it } from 'vitest';
import { newStudent, useTestApp } from '../../../test/app.js';
import { auditOf, fillHostel, hostelIdOf, join, MY_ROOM, nextWhere, ok, placeOf, refusal, residentOf, roomOf, roomOfType, type MyRoom } from '../../../test/beds.js';
import { newWarden } from '../../../test/staff.js';
import { subscribe } from '../../../test/ws.js';
import type { Client } from '../../../test/client.js';

const app = useTestApp();
const HOUR = 3_600_000;

const book = (student: Client, roomId: string) => ok(student, 'mutation($r: ID!) { bookRoom(roomId: $r) { id } }', { r: roomId });
const freeBedsOf = async (client: Client, hostel: string, roomId: string) =>
  (await ok<{ rooms: { id: string; freeBeds: number }[] }>(client, `{ rooms(hostel: "${hostel}") { id freeBeds } }`)).rooms.find((r) => r.id === roomId)!.freeBeds;
const occupantsOf = async (roomId: string) =>
  (await app.gateway.orm.em.fork().execute<{ student_id: string }[]>('select student_id from room_occupancies where room_id = ? order by bed', [roomId])).map((r) => r.student_id);

describe('a student checks out and changes room', () => {
  it('check-out frees the bed at once and is audited; a student without a bed is told so', async () => {
    const girl = await newStudent(app, { gender: 'Female' });
    const single = await roomOfType(app, 'GH-3', 'Single');
    // Open before the booking: its event comes first (it is published a few ms after commit), then the check-out's.
    const grid = await subscribe<{ roomAvailability: { id: string; freeBeds: number } }>(app.gateway, girl.client.cookie, 'subscription { roomAvailability(hostel: "GH-3") { id freeBeds } }');
    await book(girl.client, single.id);
    expect((await grid.next(5_000)).roomAvailability).toEqual({ id: single.id, freeBeds: 0 });
    expect(await freeBedsOf(girl.client, 'GH-3', single.id)).toBe(0);
    expect(await ok(girl.client, 'mutation { checkOut }')).toEqual({ checkOut: true });
    expect((await grid.next(5_000)).roomAvailability).toEqual({ id: single.id, freeBeds: 1 });
    await grid.close();
    expect(await roomOf(girl.client)).toBeNull();
    expect((await auditOf(app, 'bed.vacated')).at(-1)).toMatchObject({ actor_id: girl.id, student_id: girl.id, before: { hostel: 'GH-3', room: single.number, bed: 1 }, after: { reason: null } });
    expect(await refusal(girl.client, 'mutation { checkOut }')).toMatchObject({ message: 'You have no room to check out of.', extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('moves in one step within the window; a full room or a closed window leaves the student where they were', async () => {
    const girl = await newStudent(app, { gender: 'Female' });
    const [from, to, full] = [await roomOfType(app, 'GH-3', 'Double', 0), await roomOfType(app, 'GH-3', 'Double', 1), await roomOfType(app, 'GH-3', 'Single', 1)];
    await book(girl.client, from.id);
    await book((await newStudent(app, { gender: 'Female' })).client, full.id);

    const changed = await ok<{ changeRoom: MyRoom }>(girl.client, `mutation($r: ID!) { changeRoom(roomId: $r) { ${MY_ROOM} } }`, { r: to.id });
    expect(changed.changeRoom).toMatchObject({ bed: 1, room: { id: to.id, number: to.number } });
    expect(await occupantsOf(from.id)).not.toContain(girl.id);
    expect((await auditOf(app, 'bed.changed')).at(-1)).toMatchObject({ student_id: girl.id, before: { room: from.number }, after: { room: to.number, bed: 1 } });

    expect(await refusal(girl.client, 'mutation($r: ID!) { changeRoom(roomId: $r) { bed } }', { r: full.id })).toMatchObject({ message: `Room ${full.number} is full.`, extensions: { code: 'ROOM_FULL' } });
    const elsewhere = await roomOfType(app, 'GH-1', 'Double', 3);
    expect((await refusal(girl.client, 'mutation($r: ID!) { changeRoom(roomId: $r) { bed } }', { r: elsewhere.id })).message).toBe('You can change only to another room of GH-3.');

    const admin = await app.admin();
    const [gh3] = [await hostelIdOf(app, 'GH-3')];
    const closed = { hostelId: gh3, opensAt: new Date(Date.now() - 2 * HOUR).toISOString(), closesAt: new Date(Date.now() - HOUR).toISOString() };
    await ok(admin, 'mutation($input: SelectionWindowInput!) { setSelectionWindow(input: $input) { hostelName } }', { input: closed });
    expect((await refusal(girl.client, 'mutation($r: ID!) { changeRoom(roomId: $r) { bed } }', { r: from.id })).extensions?.code).toBe('SELECTION_CLOSED');
    expect(await roomOf(girl.client)).toMatchObject({ room: { id: to.id } });
    await ok(admin, `mutation { clearSelectionWindow(hostelId: "${gh3}") }`);
  });

  it('in an approval hostel a change is a request: the bed stays until staff approve, then moves', async () => {
    const admin = await app.admin();
    const boy = await newStudent(app);
    const [from, to] = [await roomOfType(app, 'BH-2', 'Double', 0), await roomOfType(app, 'BH-2', 'Double', 1)];
    await ok(admin, 'mutation($s: ID!, $r: ID!) { reassignStudent(studentId: $s, roomId: $r, reason: "First allocation by the office") { bed } }', { s: boy.id, r: from.id });
    expect((await refusal(boy.client, 'mutation($r: ID!) { changeRoom(roomId: $r) { bed } }', { r: to.id })).message).toBe('Rooms in BH-2 are assigned by the warden: send a room change request instead.');

    const asked = await ok<{ requestRoomChange: { id: string; change: boolean; status: string } }>(boy.client, 'mutation($r: ID!) { requestRoomChange(roomId: $r) { id change status } }', { r: to.id });
    expect(asked.requestRoomChange).toMatchObject({ change: true, status: 'PENDING' });
    expect(await roomOf(boy.client)).toMatchObject({ room: { id: from.id } });
    expect((await refusal(boy.client, 'mutation($r: ID!) { requestRoomChange(roomId: $r) { id } }', { r: to.id })).message).toBe('You already have a pending room request. Cancel it to ask for another room.');

    const moved = await subscribe<{ myRoomChanged: MyRoom | null }>(app.gateway, boy.client.cookie, `subscription { myRoomChanged { ${MY_ROOM} } }`);
    await ok(admin, 'mutation($id: ID!) { decideRoomRequest(id: $id, decision: APPROVED) { status } }', { id: asked.requestRoomChange.id });
    expect((await nextWhere(moved, (e) => e.myRoomChanged?.room.id === to.id)).myRoomChanged).toMatchObject({ room: { id: to.id } });
    await moved.close();
    expect(await occupantsOf(from.id)).toEqual([]);
    const note = await ok<{ myNotifications: { items: { title: string }[] } }>(boy.client, '{ myNotifications { items { title } } }');
    expect(note.myNotifications.items[0]!.title).toBe(`Room change approved: BH-2 room ${to.number}`);
  });
});

describe('staff move, swap and check out students, with a reason', () => {
  it('moves a pair to another room atomically; both see it live; the reason is kept and told', async () => {
    const admin = await app.admin();
    const [a, b] = [await newStudent(app, { name: 'Arun' }), await newStudent(app, { name: 'Bala' })];
    const [from, to] = [await roomOfType(app, 'BH-3', 'Double', 0), await roomOfType(app, 'BH-3', 'Double', 1)];
    for (const s of [a, b]) await ok(admin, 'mutation($s: ID!, $r: ID!) { reassignStudent(studentId: $s, roomId: $r, reason: "Allocation") { bed } }', { s: s.id, r: from.id });
    expect(await roomOf(b.client)).toMatchObject({ roommates: [{ name: 'Arun' }] });

    const warden = await newWarden(app, admin, 'BH-3');
    const stranger = await newWarden(app, admin, 'BH-4');
    const move = 'mutation($s: ID!, $r: ID!, $why: String!) { reassignStudent(studentId: $s, roomId: $r, withRoommate: true, reason: $why) { bed room { id } roommates { name } } }';
    expect((await refusal(stranger.client, move, { s: a.id, r: to.id, why: 'x' })).extensions?.code).toBe('FORBIDDEN');
    expect((await refusal(warden.client, move, { s: a.id, r: to.id, why: '' })).extensions?.fields).toEqual([{ field: 'reason', message: 'Reason is required.' }]);
    expect((await refusal(a.client, move, { s: a.id, r: to.id, why: 'x' })).extensions?.code).toBe('FORBIDDEN');

    const seen = await Promise.all([a, b].map((s) => subscribe<{ myRoomChanged: MyRoom | null }>(app.gateway, s.client.cookie, `subscription { myRoomChanged { ${MY_ROOM} } }`)));
    const moved = await ok<{ reassignStudent: MyRoom }>(warden.client, move, { s: a.id, r: to.id, why: 'Water leak in the old room' });
    expect(moved.reassignStudent).toMatchObject({ room: { id: to.id }, roommates: [{ name: 'Bala' }] });
    for (const subscription of seen) expect((await nextWhere(subscription, (e) => e.myRoomChanged?.room.id === to.id)).myRoomChanged).toMatchObject({ room: { id: to.id } });
    await Promise.all(seen.map((s) => s.close()));
    expect(await occupantsOf(from.id)).toEqual([]);
    expect(new Set(await occupantsOf(to.id))).toEqual(new Set([a.id, b.id]));
    const audited = (await auditOf(app, 'bed.reassigned')).slice(-2);
    expect(audited.map((e) => [e.student_id, e.actor_id, e.after?.reason])).toEqual(expect.arrayContaining([[a.id, warden.id, 'Water leak in the old room'], [b.id, warden.id, 'Water leak in the old room']]));
    const note = await ok<{ myNotifications: { items: { kind: string; body: string }[] } }>(b.client, '{ myNotifications { items { kind body } } }');
    expect(note.myNotifications.items[0]).toMatchObject({ kind: 'ROOM_REASSIGNED', body: expect.stringContaining('Reason: Water leak in the old room') });

    // Into a room without two free beds: refused, and nobody moved.
    const single = await roomOfType(app, 'BH-3', 'Single');
    expect((await refusal(warden.client, move, { s: a.id, r: single.id, why: 'Try' })).message).toBe(`Room ${single.number} does not have 2 free beds.`);
    expect(new Set(await occupantsOf(to.id))).toEqual(new Set([a.id, b.id]));
  });

  it('swaps two students in one step, and checks one out with a reason they are told', async () => {
    const admin = await app.admin();
    const [c, d] = [await newStudent(app, { name: 'Chetan' }), await newStudent(app, { name: 'Dev' })];
    const [r1, r2] = [await roomOfType(app, 'BH-5', 'Single', 0), await roomOfType(app, 'BH-5', 'Double', 0)];
    await ok(admin, 'mutation($s: ID!, $r: ID!) { reassignStudent(studentId: $s, roomId: $r, reason: "Allocation") { bed } }', { s: c.id, r: r1.id });
    await ok(admin, 'mutation($s: ID!, $r: ID!) { reassignStudent(studentId: $s, roomId: $r, reason: "Allocation") { bed } }', { s: d.id, r: r2.id });
    expect(await ok(admin, 'mutation($a: ID!, $b: ID!) { swapStudents(studentId: $a, otherStudentId: $b, reason: "Mutual request") }', { a: c.id, b: d.id })).toEqual({ swapStudents: true });
    expect(await roomOf(c.client)).toMatchObject({ room: { id: r2.id }, bed: 1 });
    expect(await roomOf(d.client)).toMatchObject({ room: { id: r1.id }, bed: 1 });
    expect((await auditOf(app, 'bed.swapped')).slice(-2).map((e) => e.after?.reason)).toEqual(['Mutual request', 'Mutual request']);
    const girl = await newStudent(app, { gender: 'Female' });
    expect((await refusal(admin, 'mutation($a: ID!, $b: ID!) { swapStudents(studentId: $a, otherStudentId: $b, reason: "x") }', { a: c.id, b: girl.id })).message).toBe('The second student has no bed to swap.');

    expect(await ok(admin, 'mutation($s: ID!) { checkOutStudent(studentId: $s, reason: "Semester exchange abroad") }', { s: c.id })).toEqual({ checkOutStudent: true });
    expect(await roomOf(c.client)).toBeNull();
    const note = await ok<{ myNotifications: { items: { kind: string; body: string }[] } }>(c.client, '{ myNotifications { items { kind body } } }');
    expect(note.myNotifications.items[0]).toMatchObject({ kind: 'CHECKED_OUT', body: expect.stringContaining('Reason: Semester exchange abroad') });
  });

  it('a bed a move frees goes to the first in line in the same step', async () => {
    const admin = await app.admin();
    const hostel = await hostelIdOf(app, 'GH-1');
    await fillHostel(app, 'GH-1');
    const waiting = await newStudent(app, { gender: 'Female' });
    await join(waiting.client, hostel);
    const room = await roomOfType(app, 'GH-1', 'Single', 2);
    const resident = await residentOf(app, room.id);
    const elsewhere = await roomOfType(app, 'GH-3', 'Double', 5);
    await ok(admin, 'mutation($s: ID!, $r: ID!) { reassignStudent(studentId: $s, roomId: $r, reason: "Moved to GH-3 for a ramp") { bed } }', { s: resident, r: elsewhere.id });
    expect(await placeOf(waiting.client)).toMatchObject({ status: 'OFFERED', offer: { room: { id: room.id }, bed: 1 } });
  });
});

import { describe, expect, it } from 'vitest';
import { newStudent, useTestApp } from '../../../test/app.js';
import { join, ok, refusal } from '../../../test/beds.js';
import type { Client } from '../../../test/client.js';

// Issue 42: no way to a bed ends in a room out of service or retired: instant booking (GraphQL
// and the spec's REST), room requests and their approval, room changes, the office's moves and
// the waitlist's offers; a student is told so in one sentence.
const app = useTestApp();
const db = () => app.gateway.orm.em.fork();

let admin: Client;
const office = async () => (admin ??= await app.admin());

async function hostel(name: string, gender: 'FEMALE' | 'MALE', bookingMode: 'INSTANT' | 'APPROVAL'): Promise<string> {
  const created = await ok<{ createHostel: { id: string } }>(await office(), 'mutation($input: NewHostelInput!) { createHostel(input: $input) { id } }', {
    input: { name, gender, bookingMode, firstFloor: 0, floors: 2 },
  });
  return created.createHostel.id;
}
async function room(hostelId: string, number: number, type: 'SINGLE' | 'DOUBLE'): Promise<string> {
  const added = await ok<{ addRoom: { id: string } }>(await office(), 'mutation($h: ID!, $input: NewRoomInput!) { addRoom(hostelId: $h, input: $input) { id } }', {
    h: hostelId,
    input: { number, floor: Math.floor(number / 100), type },
  });
  return added.addRoom.id;
}
const outOfService = async (roomId: string, reason: string) =>
  ok(await office(), 'mutation($r: ID!, $why: String) { setRoomInService(roomId: $r, inService: false, reason: $why) { id } }', { r: roomId, why: reason });
const backInService = async (roomId: string) => ok(await office(), 'mutation($r: ID!) { setRoomInService(roomId: $r, inService: true) { id } }', { r: roomId });
const girl = () => newStudent(app, { gender: 'Female' });
const boy = () => newStudent(app, { gender: 'Male' });
const book = (student: Client, roomId: string) => student.gql<{ bookRoom: { id: string } }>('mutation($r: ID!) { bookRoom(roomId: $r) { id } }', { r: roomId });
const heldOffers = (hostelId: string) =>
  db().execute<{ student_id: string; number: number }[]>(`select b.student_id, r.number from bed_offers b join rooms r on r.id = b.room_id where r.hostel_id = ? and b.status = 'Held' order by r.number`, [hostelId]);

describe('instant booking', () => {
  it('refuses a room out of service, by GraphQL and by REST, in one sentence; the database refuses a bed in it too', async () => {
    const gh = await hostel('GH-30', 'FEMALE', 'INSTANT');
    const closed = await room(gh, 4, 'DOUBLE');
    const student = await girl();
    // Booked once, so this gateway's room directory knows it before it goes out of service.
    const early = await girl();
    expect((await book(early.client, closed)).body.errors).toBeUndefined();
    await ok(early.client, 'mutation { checkOut }');
    await outOfService(closed, 'Maintenance: plumbing');

    const gql = await book(student.client, closed);
    expect(gql.body.errors?.[0]).toMatchObject({ message: 'Room 4 is out of service.', extensions: { code: 'CONFLICT' } });
    const rest = await student.client.rest('POST', '/bookroom/room', { _id: closed });
    expect(rest.status).toBe(409);
    expect(rest.body).toMatchObject({ message: 'Room 4 is out of service.', code: 'CONFLICT' });
    const byNumber = await student.client.rest('POST', '/bookroom/room', { hostel: 'GH-30', roomNumber: 4 });
    expect(byNumber).toMatchObject({ status: 409, body: { message: 'Room 4 is out of service.' } });
    await expect(db().execute('insert into room_occupancies (room_id, student_id, bed) values (?, ?, 1)', [closed, student.id])).rejects.toThrow(/room 4 is out of service/);
    expect(await db().execute('select 1 from room_occupancies where room_id = ?', [closed])).toEqual([]);

    await backInService(closed);
    expect((await book(student.client, closed)).body.errors).toBeUndefined();
  });

  it('refuses a room retired: no longer in use', async () => {
    const gh = await hostel('GH-31', 'FEMALE', 'INSTANT');
    const gone = await room(gh, 1, 'SINGLE');
    await ok(await office(), 'mutation($r: ID!) { retireRoom(roomId: $r) { id } }', { r: gone });
    const student = await girl();
    expect((await book(student.client, gone)).body.errors?.[0]).toMatchObject({ message: 'Room 1 is no longer in use.', extensions: { code: 'CONFLICT' } });
    expect((await student.client.rest('POST', '/bookroom/room', { _id: gone })).body).toMatchObject({ message: 'Room 1 is no longer in use.' });
  });
});

describe('room requests', () => {
  it('a request for a room out of service or retired is refused; one pending when it went out is not approved', async () => {
    const bh = await hostel('BH-30', 'MALE', 'APPROVAL');
    const closing = await room(bh, 101, 'DOUBLE');
    const first = await boy();
    const asked = await ok<{ requestRoom: { id: string } }>(first.client, 'mutation($r: ID!) { requestRoom(roomId: $r) { id } }', { r: closing });
    await outOfService(closing, 'Leaking roof');
    const approve = await refusal(await office(), 'mutation($id: ID!) { decideRoomRequest(id: $id, decision: APPROVED) { id } }', { id: asked.requestRoom.id });
    expect(approve).toMatchObject({ message: 'Room 101 is out of service: reject this request, or wait until it is back in service.', extensions: { code: 'CONFLICT' } });
    expect(await db().execute('select 1 from room_occupancies where room_id = ?', [closing])).toEqual([]);

    const second = await boy();
    expect(await refusal(second.client, 'mutation($r: ID!) { requestRoom(roomId: $r) { id } }', { r: closing })).toMatchObject({ message: 'Room 101 is out of service.', extensions: { code: 'CONFLICT' } });
    expect(await second.client.rest('POST', '/bookroom/req', { _id: closing })).toMatchObject({ status: 409, body: { message: 'Room 101 is out of service.' } });

    const gone = await room(bh, 102, 'DOUBLE');
    await ok(await office(), 'mutation($r: ID!) { retireRoom(roomId: $r) { id } }', { r: gone });
    expect((await refusal(second.client, 'mutation($r: ID!) { requestRoom(roomId: $r) { id } }', { r: gone })).message).toBe('Room 102 is no longer in use.');
  });
});

describe('moves', () => {
  it("a student's room change and the office's move do not go to a room out of service", async () => {
    const gh = await hostel('GH-32', 'FEMALE', 'INSTANT');
    const home = await room(gh, 1, 'DOUBLE');
    const closed = await room(gh, 2, 'DOUBLE');
    await outOfService(closed, 'Mould');
    const student = await girl();
    expect((await book(student.client, home)).body.errors).toBeUndefined();
    expect(await refusal(student.client, 'mutation($r: ID!) { changeRoom(roomId: $r) { bed } }', { r: closed })).toMatchObject({ message: 'Room 2 is out of service.', extensions: { code: 'CONFLICT' } });
    const move = await refusal(await office(), 'mutation($s: ID!, $r: ID!) { reassignStudent(studentId: $s, roomId: $r, reason: "Noise") { bed } }', { s: student.id, r: closed });
    expect(move).toMatchObject({ message: 'Room 2 is out of service.', extensions: { code: 'CONFLICT' } });
    const [still] = await db().execute<{ room_id: string }[]>('select room_id from room_occupancies where student_id = ?', [student.id]);
    expect(still?.room_id).toBe(home);
  });
});

describe('the waitlist', () => {
  it('counts only rooms in service as free, offers a freed bed in a room in service only, and a room back in service offers its beds at once', async () => {
    const gh = await hostel('GH-33', 'FEMALE', 'INSTANT');
    const closed = await room(gh, 1, 'SINGLE');
    const open = await room(gh, 2, 'SINGLE');
    await outOfService(closed, 'Storage');
    const [resident, waiting, later] = [await girl(), await girl(), await girl()];
    expect((await book(resident.client, open)).body.errors).toBeUndefined();
    // The only free bed is out of service: the hostel is full, and its line opens.
    expect(await join(waiting.client, gh)).toMatchObject({ status: 'WAITING', position: 1 });
    expect(await join(later.client, gh)).toMatchObject({ status: 'WAITING', position: 2 });

    await ok(resident.client, 'mutation { checkOut }');
    expect(await heldOffers(gh)).toEqual([{ student_id: waiting.id, number: 2 }]);

    await backInService(closed);
    expect(await heldOffers(gh)).toEqual([
      { student_id: later.id, number: 1 },
      { student_id: waiting.id, number: 2 },
    ]);
    // A room with a bed held for an offer is not empty: it cannot go out of service.
    const held = await refusal(await office(), 'mutation($r: ID!) { setRoomInService(roomId: $r, inService: false, reason: "x") { id } }', { r: closed });
    expect(held).toMatchObject({ extensions: { code: 'ROOM_OCCUPIED' } });
    expect(held.message).toMatch(/^Room 1 cannot go out of service with people in it: bed 1 held for .+'s waitlist offer\. Move them to another room first\.$/);
  });
});

import { describe, expect, it } from 'vitest';
import { newStudent, useTestApp } from '../../../test/app.js';
import { auditOf, ok } from '../../../test/beds.js';
import type { Client } from '../../../test/client.js';

// Issue 51, defect 5: rooms.csv's accessible column was accepted but no screen could show or change
// it. The Room type carries it (every reader of a room: the office's table, the students' grid),
// and the office's add and change set it, audited as any change of a room.
const app = useTestApp();

const ROOM = 'id number accessible';
interface Room {
  id: string;
  number: number;
  accessible: boolean;
}

let admin: Client;
const office = async () => (admin ??= await app.admin());

async function hostel(name: string): Promise<string> {
  const input = { name, gender: 'FEMALE', bookingMode: 'INSTANT', firstFloor: 0, floors: 2 };
  return (await ok<{ createHostel: { id: string } }>(await office(), 'mutation($input: NewHostelInput!) { createHostel(input: $input) { id } }', { input })).createHostel.id;
}
const add = async (hostelId: string, input: Record<string, unknown>) =>
  (await office()).gql<{ addRoom: Room }>(`mutation($h: ID!, $input: NewRoomInput!) { addRoom(hostelId: $h, input: $input) { ${ROOM} } }`, { h: hostelId, input });
const change = async (roomId: string, changes: Record<string, unknown>) =>
  (await office()).gql<{ updateRoom: Room }>(`mutation($r: ID!, $changes: RoomChangesInput!) { updateRoom(roomId: $r, changes: $changes) { ${ROOM} } }`, { r: roomId, changes });
const roomsOf = async (client: Client, name: string) => (await ok<{ rooms: Room[] }>(client, `query($h: String!) { rooms(hostel: $h) { ${ROOM} } }`, { h: name })).rooms;

describe('an accessible room', () => {
  it('is added as such (or not, when left out), and every reader of the hostel sees it, students too', async () => {
    const id = await hostel('GH-31');
    expect((await add(id, { number: 1, floor: 0, type: 'DOUBLE', accessible: true })).body.data?.addRoom).toMatchObject({ number: 1, accessible: true });
    expect((await add(id, { number: 2, floor: 0, type: 'DOUBLE' })).body.data?.addRoom).toMatchObject({ number: 2, accessible: false });
    expect(await roomsOf(await office(), 'GH-31')).toMatchObject([
      { number: 1, accessible: true },
      { number: 2, accessible: false },
    ]);
    const { client: student } = await newStudent(app, { gender: 'Female' });
    expect((await roomsOf(student, 'GH-31')).map((room) => room.accessible)).toEqual([true, false]);
    const [added] = await auditOf(app, 'room.added');
    expect(added?.after).toMatchObject({ accessible: true });
  });

  it('changes by itself, audited before and after; the same again changes nothing', async () => {
    const id = await hostel('GH-32');
    const room = (await add(id, { number: 5, floor: 1, type: 'SINGLE' })).body.data!.addRoom;
    const before = (await auditOf(app, 'room.updated')).length;
    expect((await change(room.id, { accessible: true })).body.data?.updateRoom).toMatchObject({ accessible: true });
    expect((await change(room.id, { accessible: true })).body.data?.updateRoom).toMatchObject({ accessible: true });
    // Left out (a change of type only): it stays.
    expect((await change(room.id, { type: 'DOUBLE' })).body.data?.updateRoom).toMatchObject({ accessible: true });
    const updates = (await auditOf(app, 'room.updated')).slice(before);
    expect(updates).toHaveLength(2);
    expect(updates[0]).toMatchObject({ before: { accessible: false }, after: { accessible: true } });
    expect((await roomsOf(await office(), 'GH-32'))[0]).toMatchObject({ number: 5, accessible: true });
  });

  it('from the rooms CSV reads the same on the Room type', async () => {
    await hostel('GH-33');
    const csv = ['number,floor,type,accessible', '1,0,Double,yes', '2,0,Double,no', '3,1,Single,'].join('\n');
    const done = await (await office()).rest<{ problems: unknown[] }>('POST', '/office/hostels/GH-33/rooms.csv', csv, { 'content-type': 'text/csv' });
    expect(done.body.problems).toEqual([]);
    expect((await roomsOf(await office(), 'GH-33')).map((room) => [room.number, room.accessible])).toEqual([
      [1, true],
      [2, false],
      [3, false],
    ]);
  });

  it('is true or false: anything else is refused before anything is written; only an admin sets it', async () => {
    const id = await hostel('GH-34');
    const refused = await add(id, { number: 9, floor: 0, type: 'DOUBLE', accessible: 'yes' });
    expect(refused.body.errors?.[0]?.message).toMatch(/Boolean/);
    expect(await roomsOf(await office(), 'GH-34')).toEqual([]);
    const room = (await add(id, { number: 9, floor: 0, type: 'DOUBLE' })).body.data!.addRoom;
    const { client: student } = await newStudent(app, { gender: 'Female' });
    const forbidden = await student.gql(`mutation($r: ID!) { updateRoom(roomId: $r, changes: { accessible: true }) { ${ROOM} } }`, { r: room.id });
    expect(forbidden.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await roomsOf(await office(), 'GH-34'))[0]).toMatchObject({ accessible: false });
  });
});

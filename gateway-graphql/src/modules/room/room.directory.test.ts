import { describe, expect, it } from 'vitest';
import { newStudent, useTestApp } from '../../../test/app.js';
import { ok, refusal } from '../../../test/beds.js';
import type { Client } from '../../../test/client.js';

// Issue 42: the room directory remembered rooms forever (they were never edited). Now the office
// edits them, and this gateway forgets a room the moment its change commits, before answering.
const app = useTestApp();

let admin: Client;
const office = async () => (admin ??= await app.admin());
const girl = () => newStudent(app, { gender: 'Female' });
const BOOK = 'mutation($r: ID!) { bookRoom(roomId: $r) { id type capacity freeBeds } }';

async function hostelWithRoom(name: string): Promise<{ hostelId: string; roomId: string }> {
  const created = await ok<{ createHostel: { id: string } }>(await office(), 'mutation($input: NewHostelInput!) { createHostel(input: $input) { id } }', {
    input: { name, gender: 'FEMALE', bookingMode: 'INSTANT', firstFloor: 0, floors: 1 },
  });
  const added = await ok<{ addRoom: { id: string } }>(await office(), 'mutation($h: ID!, $input: NewRoomInput!) { addRoom(hostelId: $h, input: $input) { id } }', {
    h: created.createHostel.id,
    input: { number: 1, floor: 0, type: 'DOUBLE' },
  });
  return { hostelId: created.createHostel.id, roomId: added.addRoom.id };
}

describe("the room directory forgets what the office changes", () => {
  it("a booking after a room's type changed answers with its new size", async () => {
    const { roomId } = await hostelWithRoom('GH-40');
    // The first booking puts the room in the directory, as a Double.
    expect((await ok<{ bookRoom: unknown }>((await girl()).client, BOOK, { r: roomId })).bookRoom).toEqual({ id: roomId, type: 'DOUBLE', capacity: 2, freeBeds: 1 });
    await ok(await office(), 'mutation($r: ID!) { updateRoom(roomId: $r, changes: { type: TRIPLE }) { id } }', { r: roomId });
    expect((await ok<{ bookRoom: unknown }>((await girl()).client, BOOK, { r: roomId })).bookRoom).toEqual({ id: roomId, type: 'TRIPLE', capacity: 3, freeBeds: 1 });
  });

  it('a hostel that now takes requests is booked instantly no more', async () => {
    const { hostelId, roomId } = await hostelWithRoom('GH-41');
    expect((await ok<{ bookRoom: { id: string } }>((await girl()).client, BOOK, { r: roomId })).bookRoom.id).toBe(roomId);
    await ok(await office(), 'mutation($h: ID!) { updateHostel(hostelId: $h, changes: { bookingMode: APPROVAL }) { id } }', { h: hostelId });
    const refused = await refusal((await girl()).client, BOOK, { r: roomId });
    expect(refused).toMatchObject({ message: 'Rooms in GH-41 are assigned by the warden: send a booking request instead.', extensions: { code: 'BAD_USER_INPUT' } });
  });
});

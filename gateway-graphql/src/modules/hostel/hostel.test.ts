import { describe, expect, it } from 'vitest';
import { newStudent, roomsOf, useTestApp } from '../../../test/app.js';

const app = useTestApp();

interface RestHostel {
  name: string;
  totalRooms: number;
  availableRooms: number;
  bookedRooms: number;
  singleRooms: number;
  doubleRooms: number;
  amenities: string[];
}

describe('hostels', () => {
  it('shows a student the hostels of their gender only, and an admin all eight', async () => {
    const boy = await newStudent(app, { gender: 'Male' });
    const girl = await newStudent(app, { gender: 'Female' });
    const admin = await app.admin();
    const names = async (c: typeof boy.client) => (await c.rest<RestHostel[]>('GET', '/gethostel/hostel')).body.map((h) => h.name);
    expect(await names(boy.client)).toEqual(['BH-1', 'BH-2', 'BH-3', 'BH-4', 'BH-5']);
    expect(await names(girl.client)).toEqual(['GH-1', 'GH-2', 'GH-3']);
    expect(await names(admin)).toEqual(['BH-1', 'BH-2', 'BH-3', 'BH-4', 'BH-5', 'GH-1', 'GH-2', 'GH-3']);
    const gql = await girl.client.gql<{ hostels: { name: string }[] }>('query { hostels { name bookingMode } }');
    expect(gql.body.data?.hostels).toEqual([
      { name: 'GH-1', bookingMode: 'INSTANT' },
      { name: 'GH-2', bookingMode: 'INSTANT' },
      { name: 'GH-3', bookingMode: 'INSTANT' },
    ]);
    expect((await app.client().rest('GET', '/gethostel/hostel')).status).toBe(401);
  });

  it('derives the statistics from occupancy', async () => {
    const admin = await app.admin();
    const stats = async () => (await admin.rest<RestHostel[]>('GET', '/gethostel/hostel')).body.find((h) => h.name === 'GH-1')!;
    const before = await stats();
    expect(before).toMatchObject({ totalRooms: 36, singleRooms: 12, doubleRooms: 24, amenities: expect.arrayContaining(['Wi-Fi']) });
    expect(before.availableRooms + before.bookedRooms).toBe(36);

    const girl = await newStudent(app, { gender: 'Female' });
    const single = (await roomsOf(girl.client, 'GH-1')).find((r) => r.type === 'Single' && r.isAvailable)!;
    await girl.client.rest('POST', '/bookroom/room', { _id: single._id });
    expect(await stats()).toMatchObject({ availableRooms: before.availableRooms - 1, bookedRooms: before.bookedRooms + 1 });
  });
});

describe('rooms', () => {
  it('lists a hostel\'s rooms ordered by number, with floor, type and availability', async () => {
    const girl = await newStudent(app, { gender: 'Female' });
    const rooms = await roomsOf(girl.client, 'gh-3');
    expect(rooms).toHaveLength(36);
    expect(rooms.map((r) => r.roomNumber)).toEqual([...rooms.map((r) => r.roomNumber)].sort((a, b) => a - b));
    expect(rooms[0]).toMatchObject({ roomNumber: 1, floor: 0, hostel: 'GH-3', type: 'Double', capacity: 2, freeBeds: 2, isAvailable: true, takesPair: true });
    expect(rooms.find((r) => r.roomNumber === 103)).toMatchObject({ floor: 1, type: 'Single', capacity: 1, takesPair: false });

    const gql = await girl.client.gql<{ rooms: { number: number; floor: number }[] }>('query { rooms(hostel: "BH-2") { number floor type isAvailable } }');
    expect(gql.body.data?.rooms).toHaveLength(60);
    expect(gql.body.data?.rooms.at(-1)).toMatchObject({ number: 230, floor: 2 });

    const all = await girl.client.rest<unknown[]>('GET', '/room');
    expect(all.body).toHaveLength(3 * 36 + 70 * 3 + 60 * 2);
    expect((await girl.client.rest('GET', '/room?hostel=XX-1')).status).toBe(404);
    expect((await app.client().rest('GET', '/room')).status).toBe(401);
  });
});

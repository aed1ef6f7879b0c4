import { describe, expect, it } from 'vitest';
import { newStudent, occupancy, roomsOf, useTestApp, type RestRoom } from '../../../test/app.js';

const app = useTestApp();

const girl = () => newStudent(app, { gender: 'Female' });
const boy = () => newStudent(app, { gender: 'Male' });
const first = (rooms: RestRoom[], type: 'Single' | 'Double') => rooms.find((r) => r.type === type && r.freeBeds === r.capacity)!;

describe('instant booking (girls\' hostels)', () => {
  it('books a bed, updates availability, and refuses a second booking with 208', async () => {
    const { client, id } = await girl();
    const room = first(await roomsOf(client, 'GH-1'), 'Double');
    const booked = await client.rest('POST', '/bookroom/room', { _id: room._id, roomNumber: room.roomNumber, hostel: 'GH-1', studentId: id });
    expect(booked.status).toBe(201);
    expect(booked.body).toEqual({ message: `Room ${room.roomNumber} has been booked successfully!`, roomId: room._id, roomNumber: room.roomNumber, hostel: 'GH-1', bed: 1 });
    expect((await roomsOf(client, 'GH-1')).find((r) => r._id === room._id)).toMatchObject({ freeBeds: 1, isAvailable: true });

    const again = await client.rest('POST', '/bookroom/room', { hostel: 'GH-1', roomNumber: room.roomNumber + 1 });
    expect(again.status).toBe(208);
    expect(again.body).toMatchObject({ message: expect.stringMatching(/^You have already booked a room! Room \d+ in GH-\d, bed \d\.$/), code: 'ALREADY_BOOKED' });
    expect((await occupancy(app)).filter((o) => o.student_id === id)).toHaveLength(1);
  });

  it('refuses a full room with ROOM_FULL and changes nothing', async () => {
    const a = await girl();
    const b = await girl();
    const single = first(await roomsOf(a.client, 'GH-2'), 'Single');
    expect((await a.client.rest('POST', '/bookroom/room', { _id: single._id })).status).toBe(201);
    const full = await b.client.rest('POST', '/bookroom/room', { _id: single._id });
    expect(full.status).toBe(409);
    expect(full.body).toMatchObject({ message: `Room ${single.roomNumber} is full.`, code: 'ROOM_FULL' });
    const after = (await roomsOf(b.client, 'GH-2')).find((r) => r._id === single._id)!;
    expect(after).toMatchObject({ isAvailable: false, freeBeds: 0 });
    expect((await occupancy(app)).some((o) => o.student_id === b.id)).toBe(false);
  });

  it('forbids a hostel of the other gender, and sends an approval hostel\'s rooms to the request path', async () => {
    const { client } = await boy();
    const ghRoom = first(await roomsOf(client, 'GH-1'), 'Double');
    const wrongGender = await client.rest('POST', '/bookroom/room', { _id: ghRoom._id });
    expect(wrongGender.status).toBe(403);
    expect(wrongGender.body.message).toBe("GH-1 is a girls' hostel.");

    const bhRoom = first(await roomsOf(client, 'BH-1'), 'Double');
    const wrongPath = await client.rest('POST', '/bookroom/room', { _id: bhRoom._id });
    expect(wrongPath.status).toBe(400);
    expect(wrongPath.body).toMatchObject({ field: 'hostel' });
  });

  it('refuses a studentId that is not the caller\'s, and books nothing', async () => {
    const { client, id } = await girl();
    const other = await girl();
    const room = first(await roomsOf(client, 'GH-3'), 'Double');
    const reply = await client.rest('POST', '/bookroom/room', { _id: room._id, studentId: other.id });
    expect(reply.status).toBe(403);
    expect((await occupancy(app)).some((o) => o.student_id === id || o.student_id === other.id)).toBe(false);
  });

  it('answers bad room references with 400 and 404, never 500', async () => {
    const { client } = await girl();
    expect((await client.rest('POST', '/bookroom/room', {})).status).toBe(400);
    expect((await client.rest('POST', '/bookroom/room', { hostel: 'GH-1', roomNumber: 'abc' })).status).toBe(400);
    expect((await client.rest('POST', '/bookroom/room', { _id: 'not-an-id' })).status).toBe(404);
    expect((await client.rest('POST', '/bookroom/room', { hostel: 'GH-1', roomNumber: 999 })).status).toBe(404);
    expect((await client.rest('POST', '/bookroom/room', { hostel: 'XX-9', roomNumber: 1 })).status).toBe(404);
  });

  it('books over GraphQL with the same rules', async () => {
    const { client } = await girl();
    const room = first(await roomsOf(client, 'GH-3'), 'Single');
    const ok = await client.gql<{ bookRoom: { number: number; isAvailable: boolean } }>(`mutation { bookRoom(roomId: "${room._id}") { number isAvailable freeBeds } }`);
    expect(ok.body.data?.bookRoom).toEqual({ number: room.roomNumber, isAvailable: false, freeBeds: 0 });
    const again = await client.gql(`mutation { bookRoom(roomId: "${room._id}") { number } }`);
    expect(again.body.errors?.[0]).toMatchObject({ message: expect.stringMatching(/^You have already booked a room! Room \d+/), extensions: { code: 'ALREADY_BOOKED' } });
    const other = await girl();
    const full = await other.client.gql(`mutation { bookRoom(roomId: "${room._id}") { number } }`);
    expect(full.body.errors?.[0]?.extensions?.code).toBe('ROOM_FULL');
  });
});

describe('booking requests (boys\' hostels)', () => {
  it('creates a pending request, refuses a second one with 208, and an admin approves it', async () => {
    const { client, id } = await boy();
    const room = first(await roomsOf(client, 'BH-1'), 'Double');
    const sent = await client.rest('POST', '/bookroom/req', { _id: room._id, hostel: 'BH-1', roomNumber: room.roomNumber, studentId: id });
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({ message: `Room ${room.roomNumber}'s request has been sent!`, request: { status: 'Pending', studentId: id, roomMateId: null, hostel: 'BH-1', roomNumber: room.roomNumber, type: 'Double', isAvailable: true } });
    const requestId = (sent.body.request as { _id: string })._id;

    const again = await client.rest('POST', '/bookroom/req', { _id: room._id });
    expect(again.status).toBe(208);

    const admin = await app.admin();
    const pending = await admin.rest<{ _id: string }[]>('GET', '/roomrequests/fetch');
    expect(pending.body.map((r) => r._id)).toContain(requestId);
    const details = await admin.rest('GET', `/roomrequests/requestdetails/${requestId}`);
    expect(details.body).toMatchObject({ _id: requestId, student: { _id: id, enrollmentId: expect.any(String) }, roommate: null });

    const approved = await admin.rest('POST', `/roomrequests/update/${requestId}`, { update: 'Approved' });
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ request: { status: 'Approved' } });
    expect((await occupancy(app)).filter((o) => o.student_id === id)).toEqual([{ room_id: room._id, student_id: id, bed: 1 }]);
    expect((await admin.rest<{ _id: string }[]>('GET', '/roomrequests/fetch')).body.map((r) => r._id)).not.toContain(requestId);

    const twice = await admin.rest('POST', `/roomrequests/update/${requestId}`, { update: 'Rejected' });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe('This request has already been approved.');
    expect((await client.rest('POST', '/bookroom/req', { _id: first(await roomsOf(client, 'BH-1'), 'Double')._id })).status).toBe(208);
  });

  it('lets a rejected student ask again', async () => {
    const { client } = await boy();
    const room = first(await roomsOf(client, 'BH-2'), 'Single');
    const sent = await client.rest<{ request: { _id: string } }>('POST', '/bookroom/req', { _id: room._id });
    const admin = await app.admin();
    const rejected = await admin.rest('POST', `/roomrequests/update/${sent.body.request._id}`, { update: 'Rejected' });
    expect(rejected.body).toMatchObject({ request: { status: 'Rejected' } });
    expect((await client.rest('POST', '/bookroom/req', { _id: room._id })).status).toBe(201);
  });

  it('validates the decision', async () => {
    const admin = await app.admin();
    expect((await admin.rest('POST', '/roomrequests/update/00000000-0000-4000-8000-000000000000', { update: 'Maybe' })).status).toBe(400);
    expect((await admin.rest('POST', '/roomrequests/update/00000000-0000-4000-8000-000000000000', { update: 'Approved' })).status).toBe(404);
    expect((await admin.rest('GET', '/roomrequests/requestdetails/nope')).status).toBe(404);
  });

  it('turns an approval into a conflict when the room filled meanwhile; the request stays decidable', async () => {
    const a = await boy();
    const b = await boy();
    const single = first(await roomsOf(a.client, 'BH-3'), 'Single');
    const ra = await a.client.rest<{ request: { _id: string } }>('POST', '/bookroom/req', { _id: single._id });
    const rb = await b.client.rest<{ request: { _id: string } }>('POST', '/bookroom/req', { _id: single._id });
    const admin = await app.admin();
    expect((await admin.rest('POST', `/roomrequests/update/${ra.body.request._id}`, { update: 'Approved' })).status).toBe(200);
    const late = await admin.rest('POST', `/roomrequests/update/${rb.body.request._id}`, { update: 'Approved' });
    expect(late.status).toBe(409);
    expect(late.body.message).toMatch(/no longer has a free bed/);
    const details = await admin.rest('GET', `/roomrequests/requestdetails/${rb.body.request._id}`);
    expect(details.body).toMatchObject({ status: 'Pending', isAvailable: false });
    expect((await admin.rest('POST', `/roomrequests/update/${rb.body.request._id}`, { update: 'Rejected' })).status).toBe(200);
  });
});

describe('roommate requests', () => {
  it('gives both students a bed in the double room on approval', async () => {
    const a = await boy();
    const mate = await boy();
    const room = first(await roomsOf(a.client, 'BH-4'), 'Double');
    const sent = await a.client.rest('POST', '/bookroom/req', { _id: room._id, roommateName: ` ${String(mate.form.name).toLowerCase()} `, roomieRollNumber: mate.form.enrollmentId, roomNumber: room.roomNumber });
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({ message: 'Roommate request has been sent successfully!', request: { roomMateId: mate.id } });
    const requestId = (sent.body.request as { _id: string })._id;

    // The named roommate is now committed too: they cannot book or ask elsewhere meanwhile.
    expect((await mate.client.rest('POST', '/bookroom/req', { _id: first(await roomsOf(a.client, 'BH-4'), 'Single')._id })).status).toBe(208);

    const admin = await app.admin();
    const details = await admin.rest('GET', `/roomrequests/requestdetails/${requestId}`);
    expect(details.body).toMatchObject({ roommate: { _id: mate.id, name: mate.form.name }, roommateResponse: 'Pending' });
    // Not before the roommate has accepted.
    const early = await admin.rest('POST', `/roomrequests/update/${requestId}`, { update: 'Approved' });
    expect(early).toMatchObject({ status: 409, body: { message: `${mate.form.name} has not accepted the roommate invitation yet.` } });
    const accepted = await mate.client.gql(`mutation { respondToRoommateInvite(id: "${requestId}", accept: true) { roommateResponse } }`);
    expect(accepted.body.data).toEqual({ respondToRoommateInvite: { roommateResponse: 'ACCEPTED' } });
    expect((await admin.rest('POST', `/roomrequests/update/${requestId}`, { update: 'Approved' })).status).toBe(200);
    const mine = await mate.client.gql<{ myRoom: { room: { id: string }; roommates: { name: string; email: string | null }[] } }>('query { myRoom { room { id } roommates { name email } } }');
    expect(mine.body.data?.myRoom).toEqual({ room: { id: room._id }, roommates: [{ name: a.form.name, email: null }] });
    const beds = (await occupancy(app)).filter((o) => o.room_id === room._id).map((o) => [o.student_id, o.bed]);
    expect(beds.sort()).toEqual([[a.id, 1], [mate.id, 2]].sort());
    expect((await roomsOf(a.client, 'BH-4')).find((r) => r._id === room._id)).toMatchObject({ isAvailable: false, freeBeds: 0 });
  });

  it('validates the roommate as the spec\'s dialog does', async () => {
    const a = await boy();
    const rooms = await roomsOf(a.client, 'BH-5');
    const double = first(rooms, 'Double');
    const missing = await a.client.rest('POST', '/bookroom/req', { _id: double._id, roommateName: 'Someone', roomieRollNumber: '' });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('Please fill in all fields.');

    const mate = await boy();
    const single = await a.client.rest('POST', '/bookroom/req', { _id: first(rooms, 'Single')._id, roommateName: mate.form.name, roomieRollNumber: mate.form.enrollmentId });
    expect(single.body).toMatchObject({ message: 'A roommate can only be requested for a Double room.' });
    const wrongName = await a.client.rest('POST', '/bookroom/req', { _id: double._id, roommateName: 'Not Them', roomieRollNumber: mate.form.enrollmentId });
    expect(wrongName.status).toBe(400);
    const self = await a.client.rest('POST', '/bookroom/req', { _id: double._id, roommateName: a.form.name, roomieRollNumber: a.form.enrollmentId });
    expect(self.body.message).toBe('You cannot be your own roommate.');
    const girlMate = await girl();
    const otherGender = await a.client.rest('POST', '/bookroom/req', { _id: double._id, roommateName: girlMate.form.name, roomieRollNumber: girlMate.form.enrollmentId });
    expect(otherGender.body.message).toBe('Your roommate must be of the same gender.');

    const busy = await boy();
    expect((await busy.client.rest('POST', '/bookroom/req', { _id: first(rooms, 'Single')._id })).status).toBe(201);
    const busyMate = await a.client.rest('POST', '/bookroom/req', { _id: double._id, roommateName: busy.form.name, roomieRollNumber: busy.form.enrollmentId });
    expect(busyMate.status).toBe(409);
    expect(busyMate.body.message).toBe(`${busy.form.name} already has a pending room request.`);
    // None of the refusals left a request behind.
    expect((await a.client.rest('POST', '/bookroom/req', { _id: double._id, roommateName: mate.form.name, roomieRollNumber: mate.form.enrollmentId })).status).toBe(201);
  });

  it('needs both beds of the double room free', async () => {
    const a = await boy();
    const mate = await boy();
    const solo = await boy();
    const double = first(await roomsOf(a.client, 'BH-2'), 'Double');
    const admin = await app.admin();
    const soloRequest = await solo.client.rest<{ request: { _id: string } }>('POST', '/bookroom/req', { _id: double._id });
    await admin.rest('POST', `/roomrequests/update/${soloRequest.body.request._id}`, { update: 'Approved' });
    const reply = await a.client.rest('POST', '/bookroom/req', { _id: double._id, roommateName: mate.form.name, roomieRollNumber: mate.form.enrollmentId });
    expect(reply.status).toBe(409);
    expect(reply.body).toMatchObject({ code: 'ROOM_FULL', message: `Room ${double.roomNumber} no longer has two free beds.` });
  });

  it('requests and decides over GraphQL', async () => {
    const a = await boy();
    const mate = await boy();
    const room = first(await roomsOf(a.client, 'BH-5'), 'Double');
    const sent = await a.client.gql<{ requestRoom: { id: string; status: string; roommate: { id: string } } }>(
      `mutation($room: ID!, $mate: RoommateInput) { requestRoom(roomId: $room, roommate: $mate) { id status roommate { id } room { number } } }`,
      { room: room._id, mate: { name: mate.form.name, enrollmentId: mate.form.enrollmentId } },
    );
    expect(sent.body.data?.requestRoom).toMatchObject({ status: 'PENDING', roommate: { id: mate.id } });
    const admin = await app.admin();
    const list = await admin.gql<{ pendingRoomRequests: { id: string }[] }>('query { pendingRoomRequests { id student { name } } }');
    expect(list.body.data?.pendingRoomRequests.map((r) => r.id)).toContain(sent.body.data?.requestRoom.id);
    const decided = await admin.gql<{ decideRoomRequest: { status: string } }>(`mutation { decideRoomRequest(id: "${sent.body.data?.requestRoom.id}", decision: REJECTED, reason: "Block under repair") { status } }`);
    expect(decided.body.data?.decideRoomRequest.status).toBe('REJECTED');
    // What a reconnecting client re-reads: its own requests, and no room.
    const mine = await a.client.gql<{ myRoomRequests: { id: string; status: string }[]; myRoom: null }>('query { myRoomRequests { id status } myRoom { bed } }');
    expect(mine.body.data).toEqual({ myRoomRequests: [{ id: sent.body.data?.requestRoom.id, status: 'REJECTED' }], myRoom: null });
    expect((await admin.gql('query { myRoomRequests { id } }')).body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

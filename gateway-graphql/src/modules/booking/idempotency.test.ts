import { describe, expect, it } from 'vitest';
import { newStudent, occupancy, roomsOf, useTestApp } from '../../../test/app.js';

const app = useTestApp();
const key = () => `k-${Date.now()}-${Math.random().toString(36).slice(2)}`;

describe('Idempotency-Key', () => {
  it('answers a retried booking with its first answer, and a different key with which room and bed is held', async () => {
    const { client, id } = await newStudent(app, { gender: 'Female' });
    const room = (await roomsOf(client, 'GH-2')).find((r) => r.freeBeds > 0)!;
    const k = key();
    const first = await client.rest('POST', '/bookroom/room', { _id: room._id }, { 'Idempotency-Key': k });
    expect(first.status).toBe(201);
    // The client never saw that answer (a cut connection) and sends the same request again.
    const retry = await client.rest('POST', '/bookroom/room', { _id: room._id }, { 'Idempotency-Key': k });
    expect(retry.status).toBe(201);
    expect(retry.body).toEqual(first.body);
    expect((await occupancy(app)).filter((o) => o.student_id === id)).toHaveLength(1);

    const other = await client.rest('POST', '/bookroom/room', { _id: room._id }, { 'Idempotency-Key': key() });
    expect(other.status).toBe(208);
    expect(other.body.message).toBe(`You have already booked a room! Room ${room.roomNumber} in GH-2, bed ${String(first.body.bed)}.`);
    const unkeyed = await client.rest('POST', '/bookroom/room', { _id: room._id });
    expect(unkeyed.status).toBe(208);
    expect(unkeyed.body.message).toMatch(/^You have already booked a room! Room \d+ in GH-2, bed [12]\.$/);
  });

  it('books once when the same keyed booking is sent five times at once', async () => {
    const { client, id } = await newStudent(app, { gender: 'Female' });
    const room = (await roomsOf(client, 'GH-3')).find((r) => r.freeBeds > 0)!;
    const k = key();
    const replies = await Promise.all(Array.from({ length: 5 }, () => client.rest('POST', '/bookroom/room', { _id: room._id }, { 'Idempotency-Key': k })));
    expect(replies.map((r) => r.status)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(replies.map((r) => JSON.stringify(r.body))).size).toBe(1);
    expect((await occupancy(app)).filter((o) => o.student_id === id)).toHaveLength(1);
  });

  it('answers a retried room request with the same request, over REST and GraphQL', async () => {
    const { client } = await newStudent(app);
    const room = (await roomsOf(client, 'BH-2')).find((r) => r.freeBeds > 0)!;
    const k = key();
    const first = await client.rest<{ request: { _id: string } }>('POST', '/bookroom/req', { _id: room._id }, { 'Idempotency-Key': k });
    expect(first.status).toBe(201);
    const retry = await client.rest<{ request: { _id: string } }>('POST', '/bookroom/req', { _id: room._id }, { 'Idempotency-Key': k });
    expect(retry.status).toBe(201);
    expect(retry.body.request._id).toBe(first.body.request._id);
    const gql = await client.gql<{ requestRoom: { id: string } }>('mutation($r: ID!, $k: String) { requestRoom(roomId: $r, idempotencyKey: $k) { id } }', { r: room._id, k });
    expect(gql.body.data?.requestRoom.id).toBe(first.body.request._id);
    // Without the key it is a second request, refused as such.
    expect((await client.rest('POST', '/bookroom/req', { _id: room._id })).status).toBe(208);
  });

  it('refuses a malformed key', async () => {
    const { client } = await newStudent(app, { gender: 'Female' });
    const room = (await roomsOf(client, 'GH-1')).find((r) => r.freeBeds > 0)!;
    const reply = await client.rest('POST', '/bookroom/room', { _id: room._id }, { 'Idempotency-Key': 'has spaces; and=signs' });
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ code: 'BAD_USER_INPUT', field: 'idempotencyKey' });
  });

  it('answers a retried outpass decision with its first answer, by roll number and by id', async () => {
    const admin = await app.admin();
    // An outpass, decided by roll number (REST) and then by id (GraphQL), each retried with its key.
    const { client, form } = await newStudent(app);
    const arrival = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const outpass = { name: 'Asha', where: 'Home', dateOfArrival: arrival, outTime: '17:30', reason: 'Family', responsibility: 'Yes' };
    expect((await client.rest('POST', '/user/apply', outpass)).status).toBe(201);
    const k = key();
    const first = await admin.rest<{ outpasses: { _id: string; status: string }[] }>('POST', '/update/status', { roll_number: form.enrollmentId, status: 'Approved' }, { 'Idempotency-Key': k });
    expect(first.body.outpasses).toHaveLength(1);
    const retry = await admin.rest<{ outpasses: { _id: string }[] }>('POST', '/update/status', { roll_number: form.enrollmentId, status: 'Approved' }, { 'Idempotency-Key': k });
    expect(retry.body).toEqual(first.body);
    const unkeyed = await admin.rest<{ outpasses: unknown[] }>('POST', '/update/status', { roll_number: form.enrollmentId, status: 'Approved' });
    expect(unkeyed.body.outpasses).toEqual([]); // nothing left to decide

    expect((await client.rest('POST', '/user/apply', outpass)).status).toBe(201);
    const pending = await admin.gql<{ pendingOutpasses: { id: string; rollNo: string }[] }>('query { pendingOutpasses { id rollNo } }');
    const id = pending.body.data!.pendingOutpasses.find((o) => o.rollNo === form.enrollmentId)!.id;
    const decide = 'mutation($id: ID!, $k: String) { decideOutpass(id: $id, decision: REJECTED, reason: "Exams", idempotencyKey: $k) { id status decisionReason } }';
    const k2 = key();
    const once = await admin.gql(decide, { id, k: k2 });
    const twice = await admin.gql(decide, { id, k: k2 });
    expect(twice.body).toEqual(once.body);
    expect((await admin.gql(decide, { id, k: key() })).body.errors?.[0]?.extensions?.code).toBe('CONFLICT');
  });

  it('answers a retried room-request decision with its first answer', async () => {
    const admin = await app.admin();
    const { client } = await newStudent(app);
    const room = (await roomsOf(client, 'BH-3')).find((r) => r.freeBeds > 0)!;
    const made = await client.rest<{ request: { _id: string } }>('POST', '/bookroom/req', { _id: room._id });
    const k = key();
    const first = await admin.rest<{ request: { status: string } }>('POST', `/roomrequests/update/${made.body.request._id}`, { update: 'Approved' }, { 'Idempotency-Key': k });
    expect(first.status).toBe(200);
    const retry = await admin.rest('POST', `/roomrequests/update/${made.body.request._id}`, { update: 'Approved' }, { 'Idempotency-Key': k });
    expect(retry.status).toBe(200);
    expect(retry.body).toEqual(first.body);
    expect((await admin.rest('POST', `/roomrequests/update/${made.body.request._id}`, { update: 'Approved' })).status).toBe(409);
  });
});

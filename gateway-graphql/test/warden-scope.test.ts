import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newStudent, useTestApp } from './app.js';
import { officeDay } from '../src/core/clock.js';
import type { Client } from './client.js';
import { hostelIds, newWarden } from './staff.js';
import { subscribe } from './ws.js';

/**
 * A warden of BH-1 against every staff field and path, with BH-2's objects as the other side
 * of the boundary: what they may see and decide (BH-1's), and what they are refused (BH-2's).
 */
const app = useTestApp();

const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
const outpassForm = { name: 'Trip', where: 'Home', dateOfArrival: tomorrow(), outTime: '10:00', reason: 'Visit', responsibility: 'Yes' };

interface Side {
  /** A student holding a bed in the hostel, with a pending outpass. */
  resident: Awaited<ReturnType<typeof newStudent>>;
  outpassId: string;
  /** Another student with a pending room request there. */
  requester: Awaited<ReturnType<typeof newStudent>>;
  requestId: string;
}

let admin: Client;
let warden: Client;
let wardenId: string;
const side: Record<'BH-1' | 'BH-2', Side> = {} as never;

async function sideOf(hostel: 'BH-1' | 'BH-2', rooms: [number, number]): Promise<Side> {
  const resident = await newStudent(app);
  const asked = await resident.client.rest<{ request: { _id: string } }>('POST', '/bookroom/req', { hostel, roomNumber: rooms[0] });
  expect(asked.status).toBe(201);
  expect((await admin.rest('POST', `/roomrequests/update/${asked.body.request._id}`, { update: 'Approved' })).status).toBe(200);
  const outpass = await resident.client.rest<{ outpass: { _id: string } }>('POST', '/user/apply', outpassForm);
  expect(outpass.status).toBe(201);
  const requester = await newStudent(app);
  const request = await requester.client.rest<{ request: { _id: string } }>('POST', '/bookroom/req', { hostel, roomNumber: rooms[1] });
  expect(request.status).toBe(201);
  return { resident, outpassId: outpass.body.outpass._id, requester, requestId: request.body.request._id };
}

beforeAll(async () => {
  admin = await app.admin();
  side['BH-1'] = await sideOf('BH-1', [101, 102]);
  side['BH-2'] = await sideOf('BH-2', [101, 102]);
  ({ client: warden, id: wardenId } = await newWarden(app, admin, 'BH-1'));
});

describe('a warden of BH-1', () => {
  it('sees only BH-1 in every list and count', async () => {
    const [bh1] = await hostelIds(app, 'BH-1');
    const lists = await warden.gql<{
      pendingRoomRequests: { id: string }[];
      pendingOutpasses: { id: string }[];
      recentActivity: { hostelId: string | null }[];
      adminCounts: { totalStudents: number; pendingOutpasses: number; pendingRoomRequests: number };
      studentCount: number;
      hostels: { name: string }[];
      auditEvents: { items: { hostelId: string | null }[] };
      students: { items: { id: string }[] };
    }>(`query {
      pendingRoomRequests { id } pendingOutpasses { id } recentActivity { hostelId }
      adminCounts { totalStudents pendingOutpasses pendingRoomRequests } studentCount hostels { name }
      auditEvents { items { hostelId } } students(search: "student") { items { id } }
    }`);
    expect(lists.body.errors).toBeUndefined();
    const data = lists.body.data!;
    expect(data.pendingRoomRequests.map((r) => r.id)).toEqual([side['BH-1'].requestId]);
    expect(data.pendingOutpasses.map((o) => o.id)).toEqual([side['BH-1'].outpassId]);
    expect(data.recentActivity.length).toBeGreaterThan(0);
    expect(new Set(data.recentActivity.map((a) => a.hostelId))).toEqual(new Set([bh1]));
    expect(data.adminCounts).toEqual({ totalStudents: 1, pendingOutpasses: 1, pendingRoomRequests: 1 });
    expect(data.studentCount).toBe(1);
    expect(data.hostels.map((h) => h.name)).toEqual(['BH-1']);
    expect(data.auditEvents.items.length).toBeGreaterThan(0);
    expect(new Set(data.auditEvents.items.map((e) => e.hostelId))).toEqual(new Set([bh1]));
    expect(data.students.items.map((s) => s.id).sort()).toEqual([side['BH-1'].resident.id, side['BH-1'].requester.id].sort());

    const daily = await warden.gql<{ dailyCounts: { day: string; roomRequests: number; outpasses: number }[] }>('query { dailyCounts(days: 3) { day roomRequests outpasses } }');
    const everyone = await admin.gql<{ dailyCounts: { roomRequests: number; outpasses: number }[] }>('query { dailyCounts(days: 3) { roomRequests outpasses } }');
    expect(daily.body.data!.dailyCounts).toHaveLength(3);
    expect(daily.body.data!.dailyCounts[2]).toEqual({ day: officeDay(new Date()), roomRequests: 2, outpasses: 1 });
    expect(everyone.body.data!.dailyCounts[2]).toEqual({ roomRequests: 4, outpasses: 2 });

    const rest = await warden.rest<{ _id: string }[]>('GET', '/roomrequests/fetch');
    expect(rest.body.map((r) => r._id)).toEqual([side['BH-1'].requestId]);
    expect((await warden.rest<{ _id: string }[]>('GET', '/pending/fetchoutpass')).body.map((o) => o._id)).toEqual([side['BH-1'].outpassId]);
    expect((await warden.rest<{ count: number }>('GET', '/getnumber/students')).body).toMatchObject({ number: 1 });
  });

  it("is refused every object of BH-2, over GraphQL and REST, and nothing changes", async () => {
    const other = side['BH-2'];
    const refused = [
      `query { roomRequest(id: "${other.requestId}") { id } }`,
      `mutation { decideRoomRequest(id: "${other.requestId}", decision: APPROVED) { id } }`,
      `mutation { decideOutpass(id: "${other.outpassId}", decision: APPROVED) { id } }`,
      `query { user(id: "${other.resident.id}") { id } }`,
      `query { studentRecord(id: "${other.resident.id}") { student { id } } }`,
      `query { studentRecord(id: "${other.requester.id}") { student { id } } }`,
    ];
    for (const query of refused) {
      const reply = await warden.gql(query);
      expect(reply.body.errors?.[0], query).toMatchObject({ message: 'That belongs to a hostel you do not manage.', extensions: { code: 'FORBIDDEN' } });
    }
    const paths: [string, string, unknown?][] = [
      ['GET', `/roomrequests/requestdetails/${other.requestId}`],
      ['POST', `/roomrequests/update/${other.requestId}`, { update: 'Approved' }],
      ['GET', `/user/student/${other.resident.id}`],
      ['GET', `/getuser/student/${other.resident.id}`],
      ['GET', `/outpasses/fetch/${other.resident.form.enrollmentId}`],
    ];
    for (const [method, path, body] of paths) expect((await warden.rest(method, path, body)).status, `${method} ${path}`).toBe(403);
    // The spec's bulk decision by roll number decides nothing outside the warden's hostels.
    const bulk = await warden.rest<{ outpasses: unknown[] }>('POST', '/update/status', { roll_number: other.resident.form.enrollmentId, status: 'Approved' });
    expect(bulk.body.outpasses).toEqual([]);

    const rows = await app.gateway.orm.em.fork().execute<{ status: string }[]>(
      `select status::text from room_requests where id = ? union all select status::text from outpasses where id = ?`,
      [other.requestId, other.outpassId],
    );
    expect(rows.map((r) => r.status)).toEqual(['Pending', 'Pending']);
  });

  it("decides BH-1's request and outpass, and sees their records", async () => {
    const own = side['BH-1'];
    expect((await warden.rest('GET', `/roomrequests/requestdetails/${own.requestId}`)).status).toBe(200);
    expect((await warden.rest('GET', `/user/student/${own.resident.id}`)).status).toBe(200);
    const record = await warden.gql<{ studentRecord: { bed: { room: { number: number } } | null; outpasses: { id: string }[]; audit: { action: string }[] } }>(
      `query { studentRecord(id: "${own.resident.id}") { bed { room { number } } outpasses { id } audit { action } } }`,
    );
    expect(record.body.data?.studentRecord).toMatchObject({ bed: { room: { number: 101 } }, outpasses: [{ id: own.outpassId }] });
    expect(record.body.data?.studentRecord.audit.map((a) => a.action)).toEqual(['outpass.requested', 'room_request.approved', 'bed.assigned', 'room_request.created']);
    const decided = await warden.gql<{ decideOutpass: { status: string } }>(`mutation { decideOutpass(id: "${own.outpassId}", decision: APPROVED) { status } }`);
    expect(decided.body.data?.decideOutpass.status).toBe('APPROVED');
  });

  it('hears only BH-1 on the live feeds', async () => {
    const feed = await subscribe<{ adminFeed: { activity: { hostelId: string }; counts: { pendingRoomRequests: number } } }>(
      app.gateway,
      warden.cookie,
      'subscription { adminFeed { activity { hostelId } counts { pendingRoomRequests } } }',
    );
    const requests = await subscribe<{ roomRequestUpdates: { room: { hostelName: string } } }>(app.gateway, warden.cookie, 'subscription { roomRequestUpdates { room { hostelName } } }');
    const bh2 = await newStudent(app);
    await bh2.client.rest('POST', '/bookroom/req', { hostel: 'BH-2', roomNumber: 103 });
    const bh1 = await newStudent(app);
    await bh1.client.rest('POST', '/bookroom/req', { hostel: 'BH-1', roomNumber: 103 });
    const [bh1Id] = await hostelIds(app, 'BH-1');
    const event = await feed.next();
    expect(event.adminFeed.activity.hostelId).toBe(bh1Id);
    // The counts are the warden's own: BH-1's two pending requests, not every hostel's.
    expect(event.adminFeed.counts.pendingRoomRequests).toBe(2);
    expect((await requests.next()).roomRequestUpdates.room.hostelName).toBe('BH-1');
    expect(await feed.drain(200)).toEqual([]);
    expect(await requests.drain(50)).toEqual([]);
    await feed.close();
    await requests.close();
  });

  it('may not manage staff, windows or accounts', async () => {
    const ops = [
      'query { staff { id } }',
      `mutation { inviteStaff(input: { email: "x@dormspace.test", name: "X", role: WARDEN, hostelIds: [] }) { id } }`,
      `mutation { updateStaff(id: "${wardenId}", input: { role: ADMIN, hostelIds: [] }) { id } }`,
      `mutation { setAccountDisabled(id: "${side['BH-1'].resident.id}", disabled: true) { id } }`,
      `mutation { resendStaffInvite(id: "${wardenId}") { id } }`,
      'mutation { setSelectionWindow(input: { closesAt: "2020-01-01T00:00:00Z" }) { hostelId } }',
    ];
    for (const query of ops) expect((await warden.gql(query)).body.errors?.[0]?.extensions?.code, query).toBe('FORBIDDEN');
  });

  it('follows a change of hostels at once, in the session already open', async () => {
    const update = await admin.gql(`mutation($id: ID!, $h: [ID!]!) { updateStaff(id: $id, input: { role: WARDEN, hostelIds: $h }) { id } }`, { id: wardenId, h: await hostelIds(app, 'BH-2') });
    expect(update.body.errors).toBeUndefined();
    const seen = await warden.gql<{ pendingRoomRequests: { room: { hostelName: string } }[] }>('query { pendingRoomRequests { room { hostelName } } }');
    expect(new Set(seen.body.data?.pendingRoomRequests.map((r) => r.room.hostelName))).toEqual(new Set(['BH-2']));
  });
});

describe('staff boundaries for students and strangers', () => {
  const STAFF_ONLY = [
    'query { staff { id } }',
    'query { auditEvents { items { id } } }',
    'query { students(search: "ab") { hasMore } }',
    'query { studentRecord(id: "00000000-0000-4000-8000-000000000000") { bed { bed } } }',
    'query { selectionWindows { hostelId } }',
    'mutation { setSelectionWindow(input: {}) { hostelId } }',
    'mutation { clearSelectionWindow(hostelId: "00000000-0000-4000-8000-000000000000") }',
    'mutation { setAccountDisabled(id: "00000000-0000-4000-8000-000000000000", disabled: true) { id } }',
  ];
  it.each(STAFF_ONLY)('%s: FORBIDDEN for a student, UNAUTHENTICATED for nobody', async (query) => {
    const { client } = await newStudent(app);
    expect((await client.gql(query)).body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await app.client().gql(query)).body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

afterAll(() => undefined);

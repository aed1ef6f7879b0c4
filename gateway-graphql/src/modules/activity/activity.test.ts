import { describe, expect, it } from 'vitest';
import pg from 'pg';
import { newStudent, roomsOf, useTestApp } from '../../../test/app.js';
import { subscribe } from '../../../test/ws.js';

const app = useTestApp();

const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
const outpass = { name: 'Ravi', where: 'Town', dateOfArrival: tomorrow(), outTime: '10:00', reason: 'Bank work', responsibility: 'No' };

interface Feed {
  adminFeed: { kind: string; activity: { id: string; type: string; description: string; resolved: boolean; outpassId: string | null }; counts: { pendingOutpasses: number; pendingRoomRequests: number; totalStudents: number } };
}
const FEED = 'subscription { adminFeed { kind activity { id type description resolved outpassId roomRequestId timestamp } counts { totalStudents pendingOutpasses pendingRoomRequests } } }';

/** Reads through a connection of its own: what any other gateway instance would see. */
async function visibleElsewhere(sql: string, params: unknown[]): Promise<number> {
  const url = app.gateway.orm.config.get('clientUrl')!;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql, params)).rowCount ?? 0;
  } finally {
    await client.end();
  }
}

describe('recent activity and counts', () => {
  it('writes an activity with every outpass and room request, newest first, and resolves it on decision', async () => {
    const admin = await app.admin();
    const before = await admin.gql<{ adminCounts: { pendingOutpasses: number; pendingRoomRequests: number } }>('query { adminCounts { totalStudents pendingOutpasses pendingRoomRequests } }');
    const student = await newStudent(app);
    const applied = await student.client.rest<{ outpass: { _id: string } }>('POST', '/user/apply', outpass);
    const room = (await roomsOf(student.client, 'BH-1')).find((r) => r.isAvailable)!;
    await student.client.rest('POST', '/bookroom/req', { _id: room._id });

    const recent = await admin.rest<{ type: string; description: string; resolved: boolean; outpassId: string | null; timestamp: string }[]>('GET', '/activity/recent-activities');
    expect(recent.status).toBe(200);
    expect(recent.body.slice(0, 2).map((a) => a.type)).toEqual(['Room Booking Request', 'Outpass Request']);
    expect(recent.body[0]!.description).toContain(`requested room ${room.roomNumber} in BH-1`);
    expect(recent.body[1]).toMatchObject({ resolved: false, outpassId: applied.body.outpass._id });

    const counts = await admin.gql<{ adminCounts: { pendingOutpasses: number; pendingRoomRequests: number } }>('query { adminCounts { pendingOutpasses pendingRoomRequests } }');
    expect(counts.body.data?.adminCounts).toEqual({
      pendingOutpasses: before.body.data!.adminCounts.pendingOutpasses + 1,
      pendingRoomRequests: before.body.data!.adminCounts.pendingRoomRequests + 1,
    });
    expect((await admin.rest<{ number: number }>('GET', '/getnumber/students')).body.number).toBeGreaterThan(0);

    await admin.rest('POST', '/update/status', { status: 'Approved', roll_number: student.form.enrollmentId });
    const resolved = await admin.rest<{ outpassId: string | null; resolved: boolean }[]>('GET', '/activity/recent-activities');
    expect(resolved.body.find((a) => a.outpassId === applied.body.outpass._id)?.resolved).toBe(true);
  });
});

describe('live events over graphql-ws', () => {
  it('tells admins of a new outpass only once it is committed, and of its resolution', async () => {
    const admin = await app.admin();
    const feed = await subscribe<Feed>(app.gateway, admin.cookie, FEED);
    try {
      const student = await newStudent(app);
      const applied = await student.client.rest<{ outpass: { _id: string } }>('POST', '/user/apply', outpass);
      const created = await feed.next();
      expect(created.adminFeed).toMatchObject({ kind: 'CREATED', activity: { type: 'OUTPASS_REQUEST', resolved: false, outpassId: applied.body.outpass._id } });
      // Published after commit: another connection already sees the row the event speaks of.
      expect(await visibleElsewhere('select 1 from activities where id = $1', [created.adminFeed.activity.id])).toBe(1);
      expect(created.adminFeed.counts.pendingOutpasses).toBeGreaterThanOrEqual(1);

      await admin.rest('POST', '/update/status', { status: 'Approved', roll_number: student.form.enrollmentId });
      const resolvedEvent = await feed.next();
      expect(resolvedEvent.adminFeed).toMatchObject({ kind: 'RESOLVED', activity: { id: created.adminFeed.activity.id, resolved: true } });
      expect(resolvedEvent.adminFeed.counts.pendingOutpasses).toBe(created.adminFeed.counts.pendingOutpasses - 1);
    } finally {
      await feed.close();
    }
  });

  it('publishes nothing for a refused or rolled-back change', async () => {
    const admin = await app.admin();
    const feed = await subscribe<Feed>(app.gateway, admin.cookie, FEED);
    try {
      const student = await newStudent(app);
      await student.client.rest('POST', '/user/apply', { ...outpass, dateOfArrival: '2020-01-01' }); // refused
      const room = (await roomsOf(student.client, 'BH-5')).find((r) => r.type === 'Single' && r.isAvailable)!;
      const [a, b] = await Promise.all([newStudent(app), newStudent(app)]);
      const ra = await a.client.rest<{ request: { _id: string } }>('POST', '/bookroom/req', { _id: room._id });
      const rb = await b.client.rest<{ request: { _id: string } }>('POST', '/bookroom/req', { _id: room._id });
      // The refused outpass said nothing: the first two events are the two room requests.
      expect((await feed.next()).adminFeed.activity).toMatchObject({ type: 'ROOM_BOOKING_REQUEST', roomRequestId: ra.body.request._id });
      expect((await feed.next()).adminFeed.activity).toMatchObject({ type: 'ROOM_BOOKING_REQUEST', roomRequestId: rb.body.request._id });
      await admin.rest('POST', `/roomrequests/update/${ra.body.request._id}`, { update: 'Approved' });
      expect((await feed.next()).adminFeed.kind).toBe('RESOLVED');
      const conflict = await admin.rest('POST', `/roomrequests/update/${rb.body.request._id}`, { update: 'Approved' }); // rolled back
      expect(conflict.status).toBe(409);
      expect(await feed.drain(300)).toEqual([]);
    } finally {
      await feed.close();
    }
  });

  it('keeps the admin feed from students and anonymous sockets', async () => {
    const student = await newStudent(app);
    const asStudent = await subscribe<Feed>(app.gateway, student.client.cookie, FEED);
    await expect(asStudent.next()).rejects.toThrow('You are not allowed to do that.');
    await asStudent.close();
    const anonymous = await subscribe<Feed>(app.gateway, undefined, FEED);
    await expect(anonymous.next()).rejects.toThrow('Please log in to continue.');
    await anonymous.close();
  });

  it('streams room availability of one hostel to any logged-in user', async () => {
    const watcher = await newStudent(app, { gender: 'Female' });
    const live = await subscribe<{ roomAvailability: { id: string; freeBeds: number; isAvailable: boolean; hostelName: string } }>(
      app.gateway,
      watcher.client.cookie,
      'subscription($h: String!) { roomAvailability(hostel: $h) { id number freeBeds isAvailable hostelName } }',
      { h: 'GH-2' },
    );
    try {
      const booker = await newStudent(app, { gender: 'Female' });
      const room = (await roomsOf(booker.client, 'GH-2')).find((r) => r.type === 'Double' && r.freeBeds === 2)!;
      await booker.client.rest('POST', '/bookroom/room', { _id: room._id });
      expect((await live.next()).roomAvailability).toEqual({ id: room._id, number: room.roomNumber, freeBeds: 1, isAvailable: true, hostelName: 'GH-2' });
      const other = await newStudent(app, { gender: 'Female' });
      await other.client.rest('POST', '/bookroom/room', { _id: (await roomsOf(other.client, 'GH-3'))[0]!._id }); // another hostel
      expect(await live.drain(300)).toEqual([]);
    } finally {
      await live.close();
    }
    const anonymous = await subscribe(app.gateway, undefined, 'subscription { roomAvailability(hostel: "GH-1") { id } }');
    await expect(anonymous.next()).rejects.toThrow('Please log in to continue.');
    await anonymous.close();
  });

  it("tells a student of their own outpass and room-request decisions, and no one else's", async () => {
    const student = await newStudent(app);
    const bystander = await newStudent(app);
    const outpasses = await subscribe<{ myOutpassUpdates: { id: string; status: string } }>(app.gateway, student.client.cookie, 'subscription { myOutpassUpdates { id status } }');
    const requests = await subscribe<{ myRoomRequestUpdates: { id: string; status: string } }>(app.gateway, student.client.cookie, 'subscription { myRoomRequestUpdates { id status } }');
    const theirs = await subscribe<{ myOutpassUpdates: { id: string } }>(app.gateway, bystander.client.cookie, 'subscription { myOutpassUpdates { id } }');
    try {
      const applied = await student.client.rest<{ outpass: { _id: string } }>('POST', '/user/apply', outpass);
      const room = (await roomsOf(student.client, 'BH-4')).find((r) => r.isAvailable)!;
      const sent = await student.client.rest<{ request: { _id: string } }>('POST', '/bookroom/req', { _id: room._id });
      const admin = await app.admin();
      await admin.gql(`mutation { decideOutpass(id: "${applied.body.outpass._id}", decision: APPROVED) { id } }`);
      await admin.rest('POST', `/roomrequests/update/${sent.body.request._id}`, { update: 'Rejected' });
      expect((await outpasses.next()).myOutpassUpdates).toEqual({ id: applied.body.outpass._id, status: 'APPROVED' });
      // The request is announced as it is sent, then as it is decided.
      expect((await requests.next()).myRoomRequestUpdates).toEqual({ id: sent.body.request._id, status: 'PENDING' });
      expect((await requests.next()).myRoomRequestUpdates).toEqual({ id: sent.body.request._id, status: 'REJECTED' });
      expect(await theirs.drain(200)).toEqual([]);
    } finally {
      await Promise.all([outpasses.close(), requests.close(), theirs.close()]);
    }
  });
});

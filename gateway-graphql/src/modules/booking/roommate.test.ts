import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app.js';
import { subscribe } from '../../../test/ws.js';
import { roommateKit } from './roommate.kit.js';

const app = useTestApp({ poolMax: 20 });
const { boy, gql, freeDouble, invite, respond, cancel, decide, statusOf, bedsOf } = roommateKit(app);

describe('roommate consent', () => {
  it('invites the roommate live; the admin approves only after they accept; both see their room', async () => {
    const [a, mate] = await Promise.all([boy(), boy()]);
    const admin = await app.admin();
    const mateLive = await subscribe<{ myRoomRequestUpdates: { id: string; status: string; roommateResponse: string; student: { name: string; email: string | null } } }>(
      app.gateway,
      mate.client.cookie,
      'subscription { myRoomRequestUpdates { id status roommateResponse student { name email } } }',
    );
    const requesterLive = await subscribe<{ myRoomRequestUpdates: { id: string; status: string; roommateResponse: string } }>(
      app.gateway,
      a.client.cookie,
      'subscription { myRoomRequestUpdates { id status roommateResponse } }',
    );
    const staffLive = await subscribe<{ roomRequestUpdates: { id: string; status: string; roommateResponse: string; roommate: { email: string } } }>(
      app.gateway,
      admin.cookie,
      'subscription { roomRequestUpdates { id status roommateResponse roommate { email } } }',
    );
    try {
      const { id, roomId } = await invite(a, mate);
      // The roommate hears of it at once, with the requester's name and none of their contact details.
      expect((await mateLive.next()).myRoomRequestUpdates).toEqual({ id, status: 'PENDING', roommateResponse: 'PENDING', student: { name: a.form.name, email: null } });
      expect((await staffLive.next()).roomRequestUpdates).toEqual({ id, status: 'PENDING', roommateResponse: 'PENDING', roommate: { email: mate.form.email } });
      expect((await requesterLive.next()).myRoomRequestUpdates).toMatchObject({ id, roommateResponse: 'PENDING' });
      expect(await gql(mate.client, 'query { myRoommateInvites { id student { name enrollmentId email phoneNumber } } }')).toEqual({
        myRoommateInvites: [{ id, student: { name: a.form.name, enrollmentId: a.form.enrollmentId, email: null, phoneNumber: null } }],
      });

      expect(await decide(admin, id, 'APPROVED')).toEqual({ code: 'CONFLICT', message: `${mate.form.name} has not accepted the roommate invitation yet.` });
      expect(await bedsOf(a, mate)).toEqual([]);

      expect(await respond(mate, id, true)).toMatchObject({ respondToRoommateInvite: { status: 'PENDING', roommateResponse: 'ACCEPTED' } });
      expect((await requesterLive.next()).myRoomRequestUpdates).toEqual({ id, status: 'PENDING', roommateResponse: 'ACCEPTED' });
      expect((await staffLive.next()).roomRequestUpdates).toMatchObject({ id, roommateResponse: 'ACCEPTED' });
      expect(await respond(mate, id, true)).toEqual({ code: 'CONFLICT', message: 'You have already accepted this invitation.' });

      expect(await decide(admin, id, 'APPROVED')).toMatchObject({ decideRoomRequest: { status: 'APPROVED' } });
      expect((await requesterLive.next()).myRoomRequestUpdates.status).toBe('APPROVED');
      expect((await mateLive.next()).myRoomRequestUpdates).toMatchObject({ id, status: 'PENDING', roommateResponse: 'ACCEPTED' }); // their own answer
      expect((await mateLive.next()).myRoomRequestUpdates).toMatchObject({ id, status: 'APPROVED' });
      for (const [student, other] of [[a, mate], [mate, a]] as const) {
        expect(await gql(student.client, 'query { myRoom { room { id } bed roommates { name enrollmentId email } } }')).toEqual({
          myRoom: { room: { id: roomId }, bed: expect.any(Number), roommates: [{ name: other.form.name, enrollmentId: other.form.enrollmentId, email: null }] },
        });
      }
      expect(await gql(mate.client, 'query { myRoommateInvites { id } }')).toEqual({ myRoommateInvites: [] });
    } finally {
      await Promise.all([mateLive.close(), requesterLive.close(), staffLive.close()]);
    }
  });

  it('a decline ends the request: the requester is told, nothing can approve it, both are free again', async () => {
    const [a, mate] = await Promise.all([boy(), boy()]);
    const admin = await app.admin();
    const { id } = await invite(a, mate);
    const requesterLive = await subscribe<{ myRoomRequestUpdates: { id: string; status: string } }>(app.gateway, a.client.cookie, 'subscription { myRoomRequestUpdates { id status } }');
    try {
      const counts = async () => ((await gql<{ adminCounts: { pendingRoomRequests: number } }>(admin, 'query { adminCounts { pendingRoomRequests } }')) as { adminCounts: { pendingRoomRequests: number } }).adminCounts.pendingRoomRequests;
      const before = await counts();
      expect(await respond(mate, id, false)).toMatchObject({ respondToRoommateInvite: { status: 'DECLINED', roommateResponse: 'DECLINED' } });
      expect((await requesterLive.next()).myRoomRequestUpdates).toEqual({ id, status: 'DECLINED' });
      expect(await counts()).toBe(before - 1);
      expect(await decide(admin, id, 'APPROVED')).toEqual({ code: 'CONFLICT', message: 'This request has already been declined.' });
      expect(await respond(mate, id, true)).toEqual({ code: 'CONFLICT', message: 'This request has already been declined.' });
      const [activity] = await app.gateway.orm.em.fork().execute<{ resolved: boolean }[]>('select resolved from activities where room_request_id = ?', [id]);
      expect(activity?.resolved).toBe(true);
      // Neither is committed any more: each may ask again.
      expect((await a.client.rest('POST', '/bookroom/req', { _id: (await freeDouble(a.client))._id })).status).toBe(201);
      expect((await mate.client.rest('POST', '/bookroom/req', { _id: (await freeDouble(mate.client))._id })).status).toBe(201);
    } finally {
      await requesterLive.close();
    }
  });

  it('tells a student who is named in a pending request why they cannot ask for another room', async () => {
    const [a, mate] = await Promise.all([boy(), boy()]);
    await invite(a, mate);
    const own = await mate.client.rest('POST', '/bookroom/req', { _id: (await freeDouble(mate.client))._id });
    expect(own).toMatchObject({ status: 208, body: { message: 'You are named as the roommate in a pending request. Decline it to ask for a room of your own.' } });
    const again = await a.client.rest('POST', '/bookroom/req', { _id: (await freeDouble(a.client))._id });
    expect(again).toMatchObject({ status: 208, body: { message: 'You already have a pending room request. Cancel it to ask for another room.' } });
  });
});

describe('cancelling a request', () => {
  it('frees the requester and the roommate, ends the invitation and tells everyone', async () => {
    const [a, mate] = await Promise.all([boy(), boy()]);
    const admin = await app.admin();
    const { id } = await invite(a, mate);
    const mateLive = await subscribe<{ myRoomRequestUpdates: { id: string; status: string } }>(app.gateway, mate.client.cookie, 'subscription { myRoomRequestUpdates { id status } }');
    const feed = await subscribe<{ adminFeed: { kind: string; activity: { roomRequestId: string } } }>(app.gateway, admin.cookie, 'subscription { adminFeed { kind activity { roomRequestId } } }');
    try {
      expect(await cancel(a, id)).toMatchObject({ cancelRoomRequest: { id, status: 'CANCELLED' } });
      expect((await mateLive.next()).myRoomRequestUpdates).toEqual({ id, status: 'CANCELLED' });
      expect((await feed.next()).adminFeed).toEqual({ kind: 'RESOLVED', activity: { roomRequestId: id } });
      expect(await gql(mate.client, 'query { myRoommateInvites { id } }')).toEqual({ myRoommateInvites: [] });
      const pending = (await gql<{ pendingRoomRequests: { id: string }[] }>(admin, 'query { pendingRoomRequests { id } }')) as { pendingRoomRequests: { id: string }[] };
      expect(pending.pendingRoomRequests.map((r) => r.id)).not.toContain(id);
      expect(await cancel(a, id)).toEqual({ code: 'CONFLICT', message: 'This request has already been cancelled.' });
      expect(await respond(mate, id, true)).toEqual({ code: 'CONFLICT', message: 'This request has already been cancelled.' });
      expect(await gql(a.client, 'query { myRoomRequests { id status } }')).toEqual({ myRoomRequests: [{ id, status: 'CANCELLED' }] });
    } finally {
      await Promise.all([mateLive.close(), feed.close()]);
    }
  });
});

describe('who may do what', () => {
  it('only the requester cancels and only the named roommate answers; others learn nothing', async () => {
    const [a, mate, stranger] = await Promise.all([boy(), boy(), boy()]);
    const admin = await app.admin();
    const { id } = await invite(a, mate);
    expect(await cancel(stranger, id)).toEqual({ code: 'NOT_FOUND', message: 'Room request not found.' });
    expect(await cancel(mate, id)).toEqual({ code: 'NOT_FOUND', message: 'Room request not found.' });
    expect(await respond(stranger, id, false)).toEqual({ code: 'NOT_FOUND', message: 'Roommate invitation not found.' });
    expect(await respond(a, id, true)).toEqual({ code: 'NOT_FOUND', message: 'Roommate invitation not found.' });
    expect(await respond(mate, 'not-an-id', true)).toEqual({ code: 'NOT_FOUND', message: 'Roommate invitation not found.' });
    expect(await gql(admin, `mutation { cancelRoomRequest(id: "${id}") { id } }`)).toMatchObject({ code: 'FORBIDDEN' });
    expect(await gql(admin, `mutation { respondToRoommateInvite(id: "${id}", accept: true) { id } }`)).toMatchObject({ code: 'FORBIDDEN' });
    expect(await gql(app.client(), 'query { myRoommateInvites { id } }')).toMatchObject({ code: 'UNAUTHENTICATED' });
    expect(await gql(stranger.client, 'query { roomRequest(id: "' + id + '") { id } }')).toMatchObject({ code: 'FORBIDDEN' });
    const refused = await subscribe(app.gateway, stranger.client.cookie, 'subscription { roomRequestUpdates { id } }');
    await expect(refused.next()).rejects.toThrow(/not allowed/);
    await refused.close();
    expect(await statusOf(id)).toEqual({ status: 'Pending', roommate_response: 'Pending' });
  });

  it("keeps each student's contact details from the other; staff see them", async () => {
    const [a, mate] = await Promise.all([boy(), boy()]);
    const room = await freeDouble(a.client);
    const sent = await a.client.rest<{ request: { roommate: Record<string, unknown>; student: Record<string, unknown> } }>('POST', '/bookroom/req', {
      _id: room._id,
      roommateName: mate.form.name,
      roomieRollNumber: mate.form.enrollmentId,
    });
    expect(sent.body.request.roommate).toMatchObject({ name: mate.form.name, email: null, phoneNumber: null, address: null, dob: null });
    expect(JSON.stringify(sent.body)).not.toContain(String(mate.form.email));
    const mine = await a.client.gql('query { myRoomRequests { roommate { email phoneNumber address dob } } }');
    expect(mine.body.data).toEqual({ myRoomRequests: [{ roommate: { email: null, phoneNumber: null, address: null, dob: null } }] });
    const admin = await app.admin();
    const staff = await admin.rest<{ roommate: { email: string } }[]>('GET', '/roomrequests/fetch');
    expect(staff.body.find((r) => r.roommate?.email === mate.form.email)).toBeDefined();
  });

  it('keeps the reason of a rejection for the requester', async () => {
    const a = await boy();
    const admin = await app.admin();
    const sent = await a.client.rest<{ request: { _id: string } }>('POST', '/bookroom/req', { _id: (await freeDouble(a.client))._id });
    const tooLong = await admin.rest('POST', `/roomrequests/update/${sent.body.request._id}`, { update: 'Rejected', reason: 'x'.repeat(501) });
    expect(tooLong).toMatchObject({ status: 400, body: { field: 'reason' } });
    expect(await decide(admin, sent.body.request._id, 'REJECTED', ' Block under repair ')).toMatchObject({ decideRoomRequest: { status: 'REJECTED', decisionReason: 'Block under repair' } });
    expect(await gql(a.client, 'query { myRoomRequests { status decisionReason } }')).toEqual({ myRoomRequests: [{ status: 'REJECTED', decisionReason: 'Block under repair' }] });
  });
});

describe('the database keeps the rules when a service would not', () => {
  it('refuses a second pending request naming the same roommate, a missing answer, and oneself as roommate', async () => {
    const [a, b, mate] = await Promise.all([boy(), boy(), boy()]);
    const { roomId } = await invite(a, mate);
    const em = app.gateway.orm.em.fork();
    const insert = (student: string, roommate: string | null, response: string | null) =>
      em.execute(`insert into room_requests (student_id, roommate_id, roommate_response, room_id) values (?, ?, ?, ?)`, [student, roommate, response, roomId]);
    await expect(insert(b.id, mate.id, 'Pending')).rejects.toThrow(/room_requests_one_pending_per_roommate/);
    await expect(insert(b.id, null, 'Pending')).rejects.toThrow(/room_requests_roommate_response_check/);
    await expect(insert(b.id, b.id, 'Pending')).rejects.toThrow(/room_requests_not_own_roommate_check/);
  });
});

import { describe, expect, it } from 'vitest';
import { roomsOf, useTestApp, type RestRoom } from '../../../test/app.js';
import type { Client } from '../../../test/client.js';
import { gql, groupWith, publishOpen, rostered, type Student } from '../../../test/selection-groups.js';
import { subscribe } from '../../../test/ws.js';

const app = useTestApp({ poolMax: 20 });
const db = () => app.gateway.orm.em.fork();
let admin: Client;
const adminClient = async () => (admin ??= await app.admin());

const REQUEST = 'id status student { id } roommate { id } group { id name email } fits room { id number }';
type Request = { id: string; status: string; student: { id: string }; roommate: { id: string } | null; group: { id: string; name: string; email: string | null }[]; fits: boolean; room: { id: string; number: number } };
const requestForGroup = (s: Student, roomId: string) => gql<{ requestRoomForGroup: Request }>(s.client, `mutation($r: ID!) { requestRoomForGroup(roomId: $r) { ${REQUEST} } }`, { r: roomId });
const requestAlone = (s: Student, roomId: string, roommate?: Student) =>
  gql<{ requestRoom: { id: string } }>(s.client, 'mutation($r: ID!, $m: RoommateInput) { requestRoom(roomId: $r, roommate: $m) { id } }', {
    r: roomId,
    m: roommate ? { name: roommate.form.name, enrollmentId: roommate.form.enrollmentId } : null,
  });
const decide = (id: string, decision: 'APPROVED' | 'REJECTED', reason?: string) =>
  adminClient().then((c) => gql<{ decideRoomRequest: { status: string } }>(c, 'mutation($id: ID!, $d: Decision!, $r: String) { decideRoomRequest(id: $id, decision: $d, reason: $r) { status } }', { id, d: decision, r: reason ?? null }));
const mine = async (s: Student) => ((await gql<{ myRoomRequests: Request[] }>(s.client, `query { myRoomRequests { ${REQUEST} } }`)) as { myRoomRequests: Request[] }).myRoomRequests;
const bedsOf = async (...students: Student[]) =>
  db().execute<{ room_id: string; student_id: string; bed: number }[]>('select room_id, student_id, bed from room_occupancies where student_id = any(?::uuid[]) order by bed', [
    `{${students.map((s) => s.id).join(',')}}`,
  ]);
const rowsOf = async (leadId: string) =>
  db().execute<{ student_id: string; status: string }[]>('select student_id, status from room_requests where id = ? or lead_request_id = ? order by lead_request_id nulls first, student_id', [leadId, leadId]);

let next = 0;
/** A room of the hostel of this type with every bed free, a different one on every call. */
async function freeRoom(hostel: string, type: 'Single' | 'Double'): Promise<RestRoom> {
  const rooms = (await roomsOf(await adminClient(), hostel)).filter((r) => r.type === type && r.freeBeds === r.capacity);
  return rooms[next++ % rooms.length]!;
}

describe("a roommate group's request in a hostel that takes requests (issue 51, defect 3)", () => {
  it('asks for a Double for the pair in one action, carrying their consent; the warden approves it whole', async () => {
    const client = await adminClient();
    const [leader, mate] = [await rostered(app, client, 'Male'), await rostered(app, client, 'Male')];
    await publishOpen(app, client, 'BH-1');
    await groupWith(leader, mate);
    const [single, double] = [await freeRoom('BH-1', 'Single'), await freeRoom('BH-1', 'Double')];
    const mateLive = await subscribe<{ myRoomRequestUpdates: { id: string; status: string; group: { id: string }[] } }>(
      app.gateway,
      mate.client.cookie,
      'subscription { myRoomRequestUpdates { id status group { id } } }',
    );
    try {
      // The old ways are closed: the leader asks as a group, members do not ask at all.
      const asGroup = `You lead a roommate group for BH-1: ask for one room for all of you ("Request this room for my group"), whose free beds fit everyone. Those who accepted your group are not asked again.`;
      expect(await requestAlone(leader, double._id)).toEqual({ code: 'CONFLICT', message: asGroup });
      expect(await requestAlone(leader, double._id, mate)).toEqual({ code: 'CONFLICT', message: asGroup });
      expect(await requestAlone(mate, double._id)).toMatchObject({ code: 'CONFLICT', message: expect.stringMatching(/^You are in a roommate group for BH-1: its leader books one room for all of you/) });
      expect(await requestForGroup(mate, double._id)).toEqual({ code: 'CONFLICT', message: `${leader.form.name} leads your roommate group: they ask for one room for all of you.` });
      // A Single does not fit a pair.
      expect(await requestForGroup(leader, single._id)).toEqual({ code: 'ROOM_FULL', message: `Room ${single.roomNumber} has only 1 free bed: your group needs 2.` });
      const girls = (await roomsOf(client, 'GH-1')).find((r) => r.type === 'Double')!;
      expect(await requestForGroup(leader, girls._id)).toMatchObject({ code: 'BAD_USER_INPUT', message: 'Rooms in GH-1 are booked instantly: book the room for your group instead.' });

      const sent = await requestForGroup(leader, double._id);
      expect(sent).toEqual({
        requestRoomForGroup: {
          id: expect.any(String),
          status: 'PENDING',
          student: { id: leader.id },
          roommate: null,
          group: [{ id: mate.id, name: mate.form.name, email: null }],
          fits: true,
          room: { id: double._id, number: double.roomNumber },
        },
      });
      const id = (sent as { requestRoomForGroup: Request }).requestRoomForGroup.id;
      // The member hears of it at once, sees it as theirs, and is asked nothing.
      expect((await mateLive.next()).myRoomRequestUpdates).toEqual({ id, status: 'PENDING', group: [{ id: mate.id }] });
      expect((await mine(mate)).map((r) => [r.id, r.student.id])).toEqual([[id, leader.id]]);
      expect(await gql(mate.client, 'query { myRoommateInvites { id } }')).toEqual({ myRoommateInvites: [] });
      expect(await gql(mate.client, 'mutation { leaveSelectionGroup { processId } }')).toEqual({
        code: 'CONFLICT',
        message: `Your group has asked for room ${double.roomNumber}: cancel that request first (any of you can), then leave.`,
      });
      expect(await requestForGroup(leader, double._id)).toMatchObject({ code: 'ALREADY_BOOKED' });

      // The warden sees one request, with the group, and approves it: a bed each, at once.
      const pending = (await gql<{ pendingRoomRequests: Request[] }>(client, `query { pendingRoomRequests { ${REQUEST} } }`)) as { pendingRoomRequests: Request[] };
      expect(pending.pendingRoomRequests.filter((r) => r.room.id === double._id)).toEqual([expect.objectContaining({ id, group: [expect.objectContaining({ id: mate.id, email: mate.form.email })] })]);
      // A member's own row is bookkeeping, never a request of its own.
      const [memberRow] = await db().execute<{ id: string }[]>('select id from room_requests where lead_request_id = ?', [id]);
      expect(await gql(client, 'query($id: ID!) { roomRequest(id: $id) { id } }', { id: memberRow!.id })).toMatchObject({ code: 'NOT_FOUND' });
      expect(await decide(memberRow!.id, 'APPROVED')).toMatchObject({ code: 'NOT_FOUND' });
      expect(await decide(id, 'APPROVED')).toEqual({ decideRoomRequest: { status: 'APPROVED' } });
      expect(await bedsOf(leader, mate)).toEqual([
        { room_id: double._id, student_id: leader.id, bed: 1 },
        { room_id: double._id, student_id: mate.id, bed: 2 },
      ]);
      expect((await rowsOf(id)).map((r) => r.status)).toEqual(['Approved', 'Approved']);
      expect((await mateLive.next()).myRoomRequestUpdates).toEqual({ id, status: 'APPROVED', group: [{ id: mate.id }] });
      expect(await gql(mate.client, 'query { myRoom { room { id } roommates { name } } }')).toEqual({ myRoom: { room: { id: double._id }, roommates: [{ name: leader.form.name }] } });
    } finally {
      await mateLive.close();
    }
  });

  it('is refused whole when the room no longer fits the group; any member may withdraw it', async () => {
    const client = await adminClient();
    const triple = await freeRoom('BH-2', 'Single');
    const changed = await client.gql('mutation($r: ID!) { updateRoom(roomId: $r, changes: { type: TRIPLE }) { id } }', { r: triple._id });
    expect(changed.body.errors).toBeUndefined();
    const [leader, b, c, solo] = [await rostered(app, client, 'Male'), await rostered(app, client, 'Male'), await rostered(app, client, 'Male'), await rostered(app, client, 'Male')];
    await publishOpen(app, client, 'BH-2');
    await groupWith(leader, b, c);

    const double = await freeRoom('BH-2', 'Double');
    expect(await requestForGroup(leader, double._id)).toEqual({ code: 'ROOM_FULL', message: `Room ${double.roomNumber} has only 2 free beds: your group needs 3.` });
    const sent = (await requestForGroup(leader, triple._id)) as { requestRoomForGroup: Request };
    expect(sent.requestRoomForGroup.group.map((m) => m.id).sort()).toEqual([b.id, c.id].sort());
    const id = sent.requestRoomForGroup.id;
    // Each member reads the whole request as theirs: who asked, and everyone it houses.
    for (const member of [b, c]) expect((await mine(member)).map((r) => [r.id, r.student.id, r.group.map((m) => m.id).sort()])).toEqual([[id, leader.id, [b.id, c.id].sort()]]);
    // Someone alone asks for a bed of the same room, and is approved first.
    const alone = (await requestAlone(solo, triple._id)) as { requestRoom: { id: string } };
    expect(await decide(alone.requestRoom.id, 'APPROVED')).toEqual({ decideRoomRequest: { status: 'APPROVED' } });

    expect(await decide(id, 'APPROVED')).toEqual({ code: 'CONFLICT', message: `Room ${triple.roomNumber} no longer has 3 free beds: reject this request, or wait for a bed to free up.` });
    expect(await bedsOf(leader, b, c)).toEqual([]);
    expect((await rowsOf(id)).map((r) => r.status)).toEqual(['Pending', 'Pending', 'Pending']);

    // A member withdraws it: their consent ends the request for everyone.
    const cancelled = await gql<{ cancelRoomRequest: { status: string } }>(c.client, 'mutation($id: ID!) { cancelRoomRequest(id: $id) { status } }', { id });
    expect(cancelled).toEqual({ cancelRoomRequest: { status: 'CANCELLED' } });
    expect((await rowsOf(id)).map((r) => r.status)).toEqual(['Cancelled', 'Cancelled', 'Cancelled']);
    expect(await decide(id, 'APPROVED')).toEqual({ code: 'CONFLICT', message: 'This request has already been cancelled.' });
    const counts = await gql<{ adminCounts: { pendingRoomRequests: number } }>(client, 'query { adminCounts { pendingRoomRequests } }');
    expect(counts).toEqual({ adminCounts: { pendingRoomRequests: 0 } });
  });

  it('is rejected whole, every member told', async () => {
    const client = await adminClient();
    const [leader, mate] = [await rostered(app, client, 'Male'), await rostered(app, client, 'Male')];
    await publishOpen(app, client, 'BH-3');
    await groupWith(leader, mate);
    const sent = (await requestForGroup(leader, (await freeRoom('BH-3', 'Double'))._id)) as { requestRoomForGroup: Request };
    const counts = await gql<{ adminCounts: { pendingRoomRequests: number } }>(client, 'query { adminCounts { pendingRoomRequests } }');
    expect((counts as { adminCounts: { pendingRoomRequests: number } }).adminCounts.pendingRoomRequests).toBe(1); // one request, not one a member
    expect(await decide(sent.requestRoomForGroup.id, 'REJECTED', 'The block is being repainted.')).toEqual({ decideRoomRequest: { status: 'REJECTED' } });
    expect((await rowsOf(sent.requestRoomForGroup.id)).map((r) => r.status)).toEqual(['Rejected', 'Rejected']);
    const notes = await gql<{ myNotifications: { items: { body: string }[] } }>(mate.client, 'query { myNotifications { items { body } } }');
    expect(notes).toMatchObject({ myNotifications: { items: [{ body: expect.stringMatching(/was rejected: The block is being repainted\.$/) }] } });
    expect(await bedsOf(leader, mate)).toEqual([]);
  });
});

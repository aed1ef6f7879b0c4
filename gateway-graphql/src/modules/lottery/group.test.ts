import { describe, expect, it } from 'vitest';
import { newStudent, roomsOf, useTestApp, type RestRoom } from '../../../test/app.js';
import type { Client } from '../../../test/client.js';
import { hostelIds } from '../../../test/staff.js';

const app = useTestApp({ poolMax: 20 });
const db = () => app.gateway.orm.em.fork();
const MINUTE = 60_000;
const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

type Student = Awaited<ReturnType<typeof newStudent>>;
type Refusal = { code: string; message: string; fields?: { field: string; message: string }[] };

/** Runs a GraphQL operation; resolves to its data, or to the error it was refused with. */
async function gql<T>(client: Client, query: string, variables: Record<string, unknown> = {}): Promise<T | Refusal> {
  const reply = await client.gql<T>(query, variables);
  const error = reply.body.errors?.[0];
  return error ? { code: String(error.extensions?.code), message: error.message, ...(error.extensions?.fields && { fields: error.extensions.fields }) } : reply.body.data!;
}

let admin: Client;
const adminClient = async () => (admin ??= await app.admin());

/** A girl signed up and on the open year's roster (added by the office), so a draw after this takes her. */
async function girl(yearOfStudy = 2): Promise<Student> {
  const student = await newStudent(app, { gender: 'Female' });
  const added = await (await adminClient()).gql('mutation($i: RosterStudentInput!) { addRosterStudent(input: $i) { enrollmentId } }', {
    i: { enrollmentId: student.form.enrollmentId, name: student.form.name, email: student.form.email, gender: 'FEMALE', yearOfStudy, programme: 'B.Tech' },
  });
  expect(added.body.errors).toBeUndefined();
  return student;
}

/**
 * An admin publishes a selection process for one hostel, drawing everyone on the roster now. The
 * hostel's earlier process (of an earlier test) is marked done first, as the office would finish it:
 * a hostel is in one live process at a time.
 */
async function publish(hostel: string, timing: { firstSlotAt: string; slotMinutes: number; perSlot: number; closesAt?: string }): Promise<string> {
  const [hostelId] = await hostelIds(app, hostel);
  await db().execute(
    "update selection_processes set status = 'Done', done_at = now() where status <> 'Done' and id in (select process_id from selection_process_hostels where hostel_id = ?)",
    [hostelId],
  );
  const client = await adminClient();
  const created = await client.gql<{ createSelectionProcess: { id: string } }>('mutation($i: SelectionProcessInput!) { createSelectionProcess(input: $i) { id } }', {
    i: { name: `Selection ${hostel} ${Date.now()}`, hostelIds: [hostelId], draw: 'YEAR_THEN_RANDOM', seed: '42', closesAt: at(3 * 24 * 60 * MINUTE), ...timing },
  });
  expect(created.body.errors).toBeUndefined();
  const id = created.body.data!.createSelectionProcess.id;
  const published = await client.gql<{ publishSelectionProcess: { status: string } }>('mutation($id: ID!) { publishSelectionProcess(id: $id) { status } }', { id });
  expect(published.body.errors).toBeUndefined();
  expect(published.body.data!.publishSelectionProcess.status).toBe('PUBLISHED');
  return id;
}

/** Open now: every slot began an hour ago. */
const openNow = () => ({ firstSlotAt: at(-60 * MINUTE), slotMinutes: 10, perSlot: 1000 });

const member = (s: Student) => ({ name: s.form.name as string, enrollmentId: s.form.enrollmentId as string });
const GROUP = 'id leader { id name enrollmentId status } members { id name status } invited { id name status } isLeader';
const form = (leader: Student, ...members: { name: string; enrollmentId: string }[]) =>
  gql<{ formSelectionGroup: { id: string; leader: { id: string }; members: { id: string }[]; invited: { id: string; status: string }[]; isLeader: boolean } }>(
    leader.client,
    `mutation($m: [GroupMemberInput!]!) { formSelectionGroup(members: $m) { ${GROUP} } }`,
    { m: members },
  );
type Mine = {
  group: { id: string; leader: { id: string }; members: { id: string }[]; invited: { id: string }[]; isLeader: boolean } | null;
  invitations: { groupId: string; leaderName: string; members: number }[];
  slot: number;
  slotStartsAt: string;
  groupSlotStartsAt: string;
  state: string;
  maxGroupSize: number;
};
const MINE = `group { ${GROUP} } invitations { groupId leaderName members } slot slotStartsAt groupSlotStartsAt state maxGroupSize`;
const mine = async (s: Student) => ((await gql<{ mySelection: Mine }>(s.client, `query { mySelection { ${MINE} } }`)) as { mySelection: Mine }).mySelection;
const answer = (s: Student, groupId: string, accept: boolean) =>
  gql<{ answerSelectionGroupInvitation: Mine }>(s.client, `mutation($g: ID!, $a: Boolean!) { answerSelectionGroupInvitation(groupId: $g, accept: $a) { ${MINE} } }`, { g: groupId, a: accept });
const leave = (s: Student) => gql<{ leaveSelectionGroup: Mine }>(s.client, `mutation { leaveSelectionGroup { ${MINE} } }`);
type Booking = { room: { id: string; number: number; freeBeds: number }; beds: number[]; members: { id: string; name: string; status: string }[] };
const bookForGroup = (s: Student, roomId: string) =>
  gql<{ bookRoomForGroup: Booking }>(s.client, 'mutation($r: ID!) { bookRoomForGroup(roomId: $r) { room { id number freeBeds } beds members { id name status } } }', { r: roomId });

/** A group formed by `leader` with everyone in `others`, each of whom accepted. */
async function groupOf(leader: Student, ...others: Student[]): Promise<string> {
  const formed = await form(leader, ...others.map(member));
  if (!('formSelectionGroup' in formed)) throw new Error(`form refused: ${formed.message}`);
  for (const other of others) expect(await answer(other, formed.formSelectionGroup.id, true)).toHaveProperty('answerSelectionGroupInvitation');
  return formed.formSelectionGroup.id;
}

let nextRoom = 0;
/** A Double of the hostel with both beds free, a different one on every call. */
async function freeRoom(client: Client, hostel: string): Promise<RestRoom> {
  const rooms = (await roomsOf(client, hostel)).filter((r) => r.type === 'Double' && r.freeBeds === r.capacity);
  return rooms[nextRoom++ % rooms.length]!;
}

const bedsOf = async (...students: Student[]) =>
  db().execute<{ room_id: string; student_id: string; bed: number }[]>('select room_id, student_id, bed from room_occupancies where student_id = any(?::uuid[]) order by bed', [
    `{${students.map((s) => s.id).join(',')}}`,
  ]);
const auditOf = async (objectId: string) =>
  (await db().execute<{ action: string }[]>('select action from audit_events where object_id = ? order by id', [objectId])).map((e) => e.action);

describe('roommate groups in a selection process', () => {
  it('forms a group, takes accepts and declines, and lets members leave and the leader disband it', async () => {
    const [a, b, c, d] = [await girl(), await girl(), await girl(), await girl()];
    const boy = await newStudent(app, { gender: 'Male' });
    await publish('GH-1', openNow());
    const late = await girl(); // on the roster after the draw: not drawn

    // What the leader may name, in plain words, on the members field.
    expect(await form(a)).toMatchObject({ code: 'BAD_USER_INPUT', message: 'Name at least one student to form a group with.', fields: [{ field: 'members' }] });
    expect(await form(a, member(a))).toMatchObject({ code: 'BAD_USER_INPUT', message: 'You lead the group: name only the others.' });
    expect(await form(a, { name: 'Someone Else', enrollmentId: b.form.enrollmentId as string })).toMatchObject({
      code: 'BAD_USER_INPUT',
      message: `No student named Someone Else has enrollment ID ${b.form.enrollmentId}.`,
    });
    expect(await form(a, member(b), member(b))).toMatchObject({ code: 'BAD_USER_INPUT', message: 'Name each member once.' });
    expect(await form(a, member(b), member(c))).toMatchObject({ code: 'BAD_USER_INPUT', message: 'The largest room here has 2 beds: name at most 1 other.', fields: [{ field: 'members' }] });
    // Someone of the other gender, or not drawn: one sentence that says nothing of their name or why (issue 51).
    const notOurs = (s: Student) => new RegExp(`^No student drawn for Selection GH-1 .* who can share a room with you has enrollment ID ${s.form.enrollmentId}: check it with them\\.$`);
    expect(await form(a, member(boy))).toMatchObject({ code: 'BAD_USER_INPUT', message: expect.stringMatching(notOurs(boy)) });
    expect(await form(a, member(late))).toMatchObject({ code: 'BAD_USER_INPUT', message: expect.stringMatching(notOurs(late)) });
    expect(await form(late, member(a))).toMatchObject({ code: 'BAD_USER_INPUT', message: expect.stringMatching(/^You were not drawn for a room selection by lottery/) });
    // A name is matched without regard to case, as a roommate's is.
    const formed = await form(a, { name: (b.form.name as string).toUpperCase(), enrollmentId: (b.form.enrollmentId as string).toLowerCase() });
    expect(formed).toEqual({
      formSelectionGroup: {
        id: expect.any(String),
        leader: { id: a.id, name: a.form.name, enrollmentId: a.form.enrollmentId, status: 'ACCEPTED' },
        members: [{ id: a.id, name: a.form.name, status: 'ACCEPTED' }],
        invited: [{ id: b.id, name: b.form.name, status: 'PENDING' }],
        isLeader: true,
      },
    });
    const groupA = (formed as { formSelectionGroup: { id: string } }).formSelectionGroup.id;
    expect(await form(a, member(c))).toMatchObject({ code: 'CONFLICT', message: 'You are already in a roommate group: leave it first to form another.' });
    expect(await form(c, member(a))).toMatchObject({ code: 'CONFLICT', message: `${a.form.name} is already in a roommate group.`, fields: [{ field: 'members' }] });

    // B is asked by two groups; accepting one declines the other.
    const groupC = ((await form(c, member(b))) as { formSelectionGroup: { id: string } }).formSelectionGroup.id;
    expect((await mine(b)).invitations).toEqual([
      { groupId: groupA, leaderName: a.form.name, members: 1 },
      { groupId: groupC, leaderName: c.form.name, members: 1 },
    ]);
    expect(await answer(d, groupA, true)).toEqual({ code: 'NOT_FOUND', message: 'Group invitation not found.' });
    const joined = await answer(b, groupA, true);
    expect(joined).toMatchObject({ answerSelectionGroupInvitation: { group: { id: groupA, leader: { id: a.id }, members: [{ id: a.id }, { id: b.id }], invited: [], isLeader: false }, invitations: [] } });
    expect(await answer(b, groupA, true)).toEqual({ code: 'CONFLICT', message: 'You have already accepted this invitation.' });
    expect(await answer(b, groupC, true)).toEqual({ code: 'CONFLICT', message: 'You have already declined this invitation.' });
    expect((await mine(c)).group).toMatchObject({ id: groupC, members: [{ id: c.id }], invited: [] });
    expect((await mine(a)).group).toMatchObject({ id: groupA, members: [{ id: a.id }, { id: b.id }], isLeader: true });

    // C disbands hers and asks D, who declines.
    expect(await leave(c)).toMatchObject({ leaveSelectionGroup: { group: null } });
    expect(await db().execute('select 1 from selection_groups where id = ?', [groupC])).toEqual([]);
    const groupC2 = ((await form(c, member(d))) as { formSelectionGroup: { id: string } }).formSelectionGroup.id;
    expect(await answer(d, groupC2, false)).toMatchObject({ answerSelectionGroupInvitation: { group: null, invitations: [] } });
    expect((await mine(c)).group).toMatchObject({ id: groupC2, members: [{ id: c.id }], invited: [] });

    // B leaves A's group; then A disbands it.
    expect(await leave(d)).toEqual({ code: 'BAD_USER_INPUT', message: 'You are not in a roommate group.' });
    expect(await leave(b)).toMatchObject({ leaveSelectionGroup: { group: null } });
    expect((await mine(a)).group).toMatchObject({ id: groupA, members: [{ id: a.id }], invited: [] });
    const [left] = await db().execute<{ status: string }[]>('select status from selection_group_invites where group_id = ? and student_id = ?', [groupA, b.id]);
    expect(left!.status).toBe('Declined');
    expect(await leave(a)).toMatchObject({ leaveSelectionGroup: { group: null } });
    expect(await db().execute('select 1 from selection_entrants where group_id = ?', [groupA])).toEqual([]);

    expect(await auditOf(groupA)).toEqual(['selection_group.formed', 'selection_group.joined', 'selection_group.left', 'selection_group.disbanded']);
    expect(await auditOf(groupC2)).toEqual(['selection_group.formed', 'selection_group.declined']);
  });

  it('lets the leader book a Double for the pair in one go; a member cannot book alone or for the group', async () => {
    const [a, b] = [await girl(), await girl()];
    await publish('GH-1', openNow());
    await groupOf(a, b);
    const room = await freeRoom(a.client, 'GH-1');

    const alone = await gql(b.client, 'mutation($r: ID!) { bookRoom(roomId: $r) { id } }', { r: room._id });
    expect(alone).toEqual({ code: 'CONFLICT', message: 'You are in a roommate group for GH-1: its leader books one room for all of you (where rooms are requested, asks for one for all of you). Leave the group to book alone.' });
    expect(await bookForGroup(b, room._id)).toEqual({ code: 'CONFLICT', message: `${a.form.name} leads your roommate group: they book one room for all of you.` });
    expect(await bookForGroup(a, 'no-such-room')).toEqual({ code: 'NOT_FOUND', message: 'Room not found.' });
    const boys = await freeRoom(await adminClient(), 'BH-1');
    expect(await bookForGroup(a, boys._id)).toMatchObject({ code: 'BAD_USER_INPUT', message: 'Rooms in BH-1 are assigned by the warden: ask for one for your group instead ("Request this room for my group").' });

    const booked = await bookForGroup(a, room._id);
    expect(booked).toEqual({
      bookRoomForGroup: {
        room: { id: room._id, number: room.roomNumber, freeBeds: 0 },
        beds: [1, 2],
        members: [
          { id: a.id, name: a.form.name, status: 'ACCEPTED' },
          { id: b.id, name: b.form.name, status: 'ACCEPTED' },
        ],
      },
    });
    expect(await bedsOf(a, b)).toEqual([
      { room_id: room._id, student_id: a.id, bed: 1 },
      { room_id: room._id, student_id: b.id, bed: 2 },
    ]);
    expect(await gql(b.client, 'query { myRoom { room { id } roommates { name } } }')).toEqual({ myRoom: { room: { id: room._id }, roommates: [{ name: a.form.name }] } });
    const events = await db().execute<{ action: string; student_id: string }[]>("select action, student_id from audit_events where object_id = ? and action = 'bed.booked' order by id", [room._id]);
    expect(events).toEqual([
      { action: 'bed.booked', student_id: a.id },
      { action: 'bed.booked', student_id: b.id },
    ]);

    // Booked: the group is settled.
    expect(await leave(b)).toEqual({ code: 'CONFLICT', message: `Your group has already booked room ${room.roomNumber}: ask the hostel office to move you.` });
    expect(await bookForGroup(a, (await freeRoom(a.client, 'GH-1'))._id)).toMatchObject({ code: 'ALREADY_BOOKED' });
  });

  it("lets a leader no one joined yet book for herself; the unanswered invitations lapse", async () => {
    const [a, b, c, d] = [await girl(), await girl(), await girl(), await girl()];
    await publish('GH-1', openNow());
    const groupC = ((await form(c, member(a))) as { formSelectionGroup: { id: string } }).formSelectionGroup.id;
    // Leading a group of her own answers the group that asked her.
    const groupA = ((await form(a, member(b))) as { formSelectionGroup: { id: string } }).formSelectionGroup.id;
    expect(await answer(a, groupC, true)).toEqual({ code: 'CONFLICT', message: 'You have already declined this invitation.' });
    expect((await mine(a)).invitations).toEqual([]);
    const room = await freeRoom(a.client, 'GH-1');
    expect(await bookForGroup(a, room._id)).toMatchObject({ bookRoomForGroup: { beds: [1], members: [{ id: a.id }], room: { freeBeds: 1 } } });
    expect(await answer(b, groupA, true)).toEqual({ code: 'CONFLICT', message: `${a.form.name}'s group has already booked its room.` });
    const [lapsed] = await db().execute<{ status: string }[]>('select status from selection_group_invites where group_id = ?', [groupA]);
    expect(lapsed!.status).toBe('Declined');
    // Someone with a room can neither be named nor name others.
    expect(await gql(d.client, 'mutation($r: ID!) { bookRoom(roomId: $r) { id } }', { r: room._id })).toHaveProperty('bookRoom');
    expect(await form(b, member(d))).toMatchObject({ code: 'CONFLICT', message: `${d.form.name} already has a room: they cannot join a group.` });
    expect(await form(d, member(b))).toMatchObject({ code: 'ALREADY_BOOKED', message: 'You already have a room: a group is for choosing one together.' });
    expect(await leave(a)).toMatchObject({ code: 'CONFLICT', message: `Your group has already booked room ${room.roomNumber}: ask the hostel office to move you.` });
  });

  it('keeps groups as they stand once the process closed', async () => {
    const [a, b] = [await girl(), await girl()];
    const id = await publish('GH-3', openNow());
    const group = ((await form(a, member(b))) as { formSelectionGroup: { id: string } }).formSelectionGroup.id;
    await db().execute("update selection_processes set closes_at = now() - interval '1 minute' where id = ?", [id]);
    expect(await answer(b, group, true)).toMatchObject({ code: 'SELECTION_CLOSED', message: expect.stringMatching(/: groups can no longer change\.$/) });
    expect(await leave(a)).toMatchObject({ code: 'SELECTION_CLOSED' });
    expect(await bookForGroup(a, (await freeRoom(a.client, 'GH-3'))._id)).toMatchObject({
      code: 'SELECTION_CLOSED',
      message: expect.stringMatching(/^Room selection for GH-3 closed on .+\. Students who chose nothing are placed by the hostel office\.$/),
    });
    expect(await bedsOf(a, b)).toEqual([]);
  });

  it('refuses a room with too few free beds for the group and writes nothing', async () => {
    const client = await adminClient();
    const triple = (await roomsOf(client, 'GH-1')).find((r) => r.type === 'Single' && r.freeBeds === 1)!;
    const changed = await client.gql('mutation($r: ID!) { updateRoom(roomId: $r, changes: { type: TRIPLE }) { id capacity } }', { r: triple._id });
    expect(changed.body.errors).toBeUndefined();
    const [a, b, c, solo] = [await girl(), await girl(), await girl(), await girl()];
    await publish('GH-1', openNow());
    expect((await mine(a)).maxGroupSize).toBe(3);
    const group = await groupOf(a, b, c);

    const double = await freeRoom(a.client, 'GH-1');
    expect(await bookForGroup(a, double._id)).toEqual({ code: 'ROOM_FULL', message: `Room ${double.roomNumber} has only 2 free beds: your group needs 3.` });
    const shared = await freeRoom(a.client, 'GH-1');
    expect(await gql(solo.client, 'mutation($r: ID!) { bookRoom(roomId: $r) { id } }', { r: shared._id })).toHaveProperty('bookRoom');
    expect(await bookForGroup(a, shared._id)).toEqual({ code: 'ROOM_FULL', message: `Room ${shared.roomNumber} has only 1 free bed: your group needs 3.` });
    expect(await bedsOf(a, b, c)).toEqual([]);
    expect(await auditOf(group)).toEqual(['selection_group.formed', 'selection_group.joined', 'selection_group.joined']);

    const booked = await bookForGroup(a, triple._id);
    expect(booked).toMatchObject({ bookRoomForGroup: { room: { id: triple._id, freeBeds: 0 }, beds: [1, 2, 3] } });
    expect((await bedsOf(a, b, c)).map((o) => o.room_id)).toEqual([triple._id, triple._id, triple._id]);
  });

  it('gives the last beds to exactly one of two groups booking them at once', async () => {
    const pairs = await Promise.all(Array.from({ length: 6 }, () => Promise.all([girl(), girl()])));
    await publish('GH-1', openNow());
    for (const [a, b] of pairs) await groupOf(a, b);
    for (let round = 0; round < 3; round++) {
      const [first, second] = [pairs[2 * round]!, pairs[2 * round + 1]!];
      const room = await freeRoom(first[0].client, 'GH-1');
      const replies = await Promise.all([bookForGroup(first[0], room._id), bookForGroup(second[0], room._id)]);
      const won = replies.filter((r) => 'bookRoomForGroup' in r);
      expect(won).toHaveLength(1);
      expect(replies.find((r) => !('bookRoomForGroup' in r))).toEqual({ code: 'ROOM_FULL', message: `Room ${room.roomNumber} is full: your group needs 2 beds.` });
      const winners = 'bookRoomForGroup' in replies[0]! ? first : second;
      const holders = await db().execute<{ student_id: string }[]>('select student_id from room_occupancies where room_id = ? order by bed', [room._id]);
      expect(holders.map((h) => h.student_id)).toEqual(winners.map((s) => s.id));
    }
  });

  it("lets a group choose from its earliest member's slot, and no sooner", async () => {
    // Seniors draw first: the final-year student is number 1, in the first slot, which began half an hour ago;
    // one a slot, an hour each, so everyone else's slot is at least half an hour away.
    const senior = await girl(8);
    const leader = await girl(1);
    await publish('GH-2', { firstSlotAt: at(-30 * MINUTE), slotMinutes: 60, perSlot: 1 });
    const own = await mine(leader);
    expect(own.state).toBe('NOT_YET');
    expect((await mine(senior)).slot).toBe(1);
    const room = await freeRoom(leader.client, 'GH-2');

    const formed = (await form(leader, member(senior))) as { formSelectionGroup: { id: string } };
    const early = await bookForGroup(leader, room._id);
    expect(early).toEqual({
      code: 'SELECTION_NOT_YET',
      message: expect.stringMatching(new RegExp(`^Your selection slot for GH-2 opens at .+: lottery number \\d+, slot ${own.slot}\\. You can see the rooms until then\\.$`)),
      fields: [{ field: 'slot', message: own.slotStartsAt }],
    });

    expect(await answer(senior, formed.formSelectionGroup.id, true)).toHaveProperty('answerSelectionGroupInvitation');
    const now = await mine(leader);
    expect(now).toMatchObject({ state: 'OPEN', groupSlotStartsAt: (await mine(senior)).slotStartsAt, slotStartsAt: own.slotStartsAt });
    expect(await bookForGroup(leader, room._id)).toMatchObject({ bookRoomForGroup: { room: { id: room._id }, beds: [1, 2] } });
    expect((await bedsOf(leader, senior)).map((o) => o.student_id)).toEqual([leader.id, senior.id]);
  });
});

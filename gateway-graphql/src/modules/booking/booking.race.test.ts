import { describe, expect, it } from 'vitest';
import { newStudent, occupancy, roomsOf, useTestApp, type RestRoom } from '../../../test/app.js';

const app = useTestApp({ poolMax: 20 });

const countBy = <T>(items: T[], key: (item: T) => string) =>
  items.reduce((counts, item) => counts.set(key(item), (counts.get(key(item)) ?? 0) + 1), new Map<string, number>());

describe('races', () => {
  it('50 students booking concurrently into 10 rooms: no room over capacity, no student with two beds, clean refusals', async () => {
    const students = await Promise.all(Array.from({ length: 50 }, () => newStudent(app, { gender: 'Female' })));
    const rooms: RestRoom[] = (await roomsOf(students[0]!.client, 'GH-1')).slice(0, 10);
    const beds = rooms.reduce((sum, r) => sum + r.capacity, 0);

    // Every student fires two bookings at once, at two different rooms: 100 requests in flight.
    const attempts = students.flatMap((s, i) => [rooms[i % 10]!, rooms[(i * 7 + 3) % 10]!].map((room) => ({ s, room })));
    const replies = await Promise.all(attempts.map(({ s, room }) => s.client.rest('POST', '/bookroom/room', { _id: room._id })));

    const statuses = countBy(replies, (r) => String(r.status));
    expect([...statuses.keys()].every((status) => ['201', '208', '409'].includes(status))).toBe(true);
    for (const reply of replies) {
      if (reply.status === 208) expect(reply.body).toMatchObject({ code: 'ALREADY_BOOKED', message: expect.stringMatching(/^You have already booked a room!/) });
      if (reply.status === 409) expect(reply.body).toMatchObject({ code: 'ROOM_FULL' });
    }

    const rows = (await occupancy(app)).filter((o) => rooms.some((r) => r._id === o.room_id));
    expect(rows).toHaveLength(statuses.get('201')!);
    expect(rows.length).toBeLessThanOrEqual(beds);
    for (const room of rooms) expect(rows.filter((o) => o.room_id === room._id).length).toBeLessThanOrEqual(room.capacity);
    expect(new Set(rows.map((o) => o.student_id)).size).toBe(rows.length);
    // What the API reports agrees with the rows: free beds = capacity - holders.
    const after = await roomsOf(students[0]!.client, 'GH-1');
    for (const room of rooms) {
      const holders = rows.filter((o) => o.room_id === room._id).length;
      expect(after.find((r) => r._id === room._id)).toMatchObject({ freeBeds: room.capacity - holders, isAvailable: holders < room.capacity });
    }
  });

  it('students racing for one double room fill both beds; a student booking two rooms at once holds one and hears ALREADY_BOOKED', async () => {
    const all = await roomsOf((await newStudent(app, { gender: 'Female' })).client, 'GH-1');
    const doubles = all.filter((r) => r.capacity === 2 && r.freeBeds === 2).slice(-4);
    expect(doubles).toHaveLength(4);
    const [contested, ...pair] = doubles;

    // Five students at once for the two beds of one room: both beds taken, three refused as full.
    const racers = await Promise.all(Array.from({ length: 5 }, () => newStudent(app, { gender: 'Female' })));
    const raced = await Promise.all(racers.map((s) => s.client.rest('POST', '/bookroom/room', { _id: contested!._id })));
    expect(raced.map((r) => r.status).sort()).toEqual([201, 201, 409, 409, 409]);
    expect(raced.filter((r) => r.status === 201).map((r) => (r.body as { bed: number }).bed).sort()).toEqual([1, 2]);

    // One student, two empty rooms at once: one bed, and the other answer says why (not "full").
    const twice = await newStudent(app, { gender: 'Female' });
    const replies = await Promise.all(pair.slice(0, 2).map((room) => twice.client.rest('POST', '/bookroom/room', { _id: room._id })));
    expect(replies.map((r) => r.status).sort()).toEqual([201, 208]);
    expect(replies.find((r) => r.status === 208)!.body).toMatchObject({ code: 'ALREADY_BOOKED' });
    expect((await occupancy(app)).filter((o) => o.student_id === twice.id)).toHaveLength(1);
  });

  it("a GraphQL booking answers the room as its commit left it, in a race too: one 1 free bed, the other 0", async () => {
    const all = await roomsOf((await newStudent(app, { gender: 'Female' })).client, 'GH-3');
    const doubles = all.filter((r) => r.capacity === 2 && r.freeBeds === 2).slice(0, 8);
    expect(doubles).toHaveLength(8);
    const girls = await Promise.all(Array.from({ length: 16 }, () => newStudent(app, { gender: 'Female' })));
    const BOOK = 'mutation($r: ID!) { bookRoom(roomId: $r) { id freeBeds heldBeds isAvailable takesPair } }';
    type Booked = { id: string; freeBeds: number; heldBeds: number; isAvailable: boolean; takesPair: boolean };
    // Two at once for each room: the second to commit took bed 2 past the first's row (`skipped`), or saw bed 1 taken.
    const replies = await Promise.all(girls.map((g, i) => g.client.gql<{ bookRoom: Booked }>(BOOK, { r: doubles[i % 8]!._id })));
    for (const [r, room] of doubles.entries()) {
      const answers = [replies[r]!, replies[r + 8]!].map((reply) => reply.body.data?.bookRoom);
      expect(answers.map((a) => a?.freeBeds).sort(), `room ${room.roomNumber}`).toEqual([0, 1]);
      expect(answers.find((a) => a?.freeBeds === 1)).toEqual({ id: room._id, freeBeds: 1, heldBeds: 0, isAvailable: true, takesPair: false });
      expect(answers.find((a) => a?.freeBeds === 0)).toEqual({ id: room._id, freeBeds: 0, heldBeds: 0, isAvailable: false, takesPair: false });
    }
    const after = await roomsOf(girls[0]!.client, 'GH-3');
    for (const room of doubles) expect(after.find((r) => r._id === room._id)).toMatchObject({ freeBeds: 0, isAvailable: false });
  });

  it('a booking that waited on another\'s bed and took the next one answers the room as full', async () => {
    const [first, second] = await Promise.all([newStudent(app, { gender: 'Female' }), newStudent(app, { gender: 'Female' })]);
    const room = (await roomsOf(first.client, 'GH-3')).filter((r) => r.capacity === 2 && r.freeBeds === 2).at(-1)!;
    let reply: ReturnType<typeof second.client.gql<{ bookRoom: { freeBeds: number; isAvailable: boolean } }>> | undefined;
    // The first student's bed 1, written and not yet committed: the booking's snapshot sees it free,
    // its insert waits on that row, then skips it for bed 2.
    await app.gateway.orm.em.fork().transactional(async (em) => {
      await em.execute('insert into room_occupancies (room_id, student_id, bed) values (?, ?, 1)', [room._id, first.id]);
      reply = second.client.gql('mutation($r: ID!) { bookRoom(roomId: $r) { freeBeds isAvailable } }', { r: room._id });
      const waiting = async () =>
        (await app.gateway.orm.em.fork().execute<{ n: number }[]>(`select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and query like '%room_occupancies%'`))[0]!.n;
      for (let i = 0; i < 200 && (await waiting()) === 0; i++) await new Promise((r) => setTimeout(r, 10));
      expect(await waiting()).toBe(1);
    });
    expect((await reply!).body.data?.bookRoom).toEqual({ freeBeds: 0, isAvailable: false });
    expect((await occupancy(app)).filter((o) => o.room_id === room._id).map((o) => o.bed).sort()).toEqual([1, 2]);
  });

  it('two admins approving conflicting requests at once: exactly one wins, the other stays pending', async () => {
    const [a, b] = await Promise.all([newStudent(app), newStudent(app)]);
    const single = (await roomsOf(a.client, 'BH-1')).find((r) => r.type === 'Single' && r.isAvailable)!;
    const ra = await a.client.rest<{ request: { _id: string } }>('POST', '/bookroom/req', { _id: single._id });
    const rb = await b.client.rest<{ request: { _id: string } }>('POST', '/bookroom/req', { _id: single._id });
    const [admin1, admin2] = await Promise.all([app.admin(), app.admin()]);

    const replies = await Promise.all([
      admin1.rest('POST', `/roomrequests/update/${ra.body.request._id}`, { update: 'Approved' }),
      admin2.rest('POST', `/roomrequests/update/${rb.body.request._id}`, { update: 'Approved' }),
    ]);
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(replies.find((r) => r.status === 409)!.body.message).toMatch(/no longer has a free bed/);
    expect((await occupancy(app)).filter((o) => o.room_id === single._id)).toHaveLength(1);
    const loser = replies[0]!.status === 409 ? ra : rb;
    expect((await admin1.rest('GET', `/roomrequests/requestdetails/${loser.body.request._id}`)).body.status).toBe('Pending');
  });

  it('the same request approved by two admins at once is decided once', async () => {
    const a = await newStudent(app);
    const room = (await roomsOf(a.client, 'BH-2')).find((r) => r.type === 'Double' && r.freeBeds === 2)!;
    const sent = await a.client.rest<{ request: { _id: string } }>('POST', '/bookroom/req', { _id: room._id });
    const [admin1, admin2] = await Promise.all([app.admin(), app.admin()]);
    const replies = await Promise.all([admin1, admin2].map((admin) => admin.rest('POST', `/roomrequests/update/${sent.body.request._id}`, { update: 'Approved' })));
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
    expect((await occupancy(app)).filter((o) => o.student_id === a.id)).toHaveLength(1);
  });

  it('a roommate pair racing a single booker for the same double room: one side wins, never three beds', async () => {
    const [pairA, pairB, single] = await Promise.all([newStudent(app), newStudent(app), newStudent(app)]);
    const room = (await roomsOf(pairA.client, 'BH-3')).find((r) => r.type === 'Double' && r.freeBeds === 2)!;
    // Both requests are pending at the same time (both saw two free beds).
    const [pairRequest, singleRequest] = await Promise.all([
      pairA.client.rest<{ request: { _id: string } }>('POST', '/bookroom/req', { _id: room._id, roommateName: pairB.form.name, roomieRollNumber: pairB.form.enrollmentId }),
      single.client.rest<{ request: { _id: string } }>('POST', '/bookroom/req', { _id: room._id }),
    ]);
    expect([pairRequest.status, singleRequest.status]).toEqual([201, 201]);

    const [admin1, admin2] = await Promise.all([app.admin(), app.admin()]);
    const replies = await Promise.all([
      admin1.rest('POST', `/roomrequests/update/${pairRequest.body.request._id}`, { update: 'Approved' }),
      admin2.rest('POST', `/roomrequests/update/${singleRequest.body.request._id}`, { update: 'Approved' }),
    ]);
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
    const holders = (await occupancy(app)).filter((o) => o.room_id === room._id).map((o) => o.student_id).sort();
    const pairWon = replies[0]!.status === 200;
    expect(holders).toEqual(pairWon ? [pairA.id, pairB.id].sort() : [single.id]);
  });
});

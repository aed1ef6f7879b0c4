import { describe, expect, it, vi } from 'vitest';
import { newStudent, useTestApp } from '../../../test/app.js';
import { auditOf, fillHostel, hostelIdOf, join, nextWhere, ok, PLACE, placeOf, refusal, roomOf, roomOfType, type Place } from '../../../test/beds.js';
import { newWarden } from '../../../test/staff.js';
import { subscribe } from '../../../test/ws.js';
import type { Client } from '../../../test/client.js';

/** The gateway's clock runs `ahead.ms` ahead: the test moves it past an offer's time. */
const ahead = { ms: 0 };
// The waitlist sweep runs every second on the durable queue, as in production (every 30 s there).
const app = useTestApp({ clock: () => new Date(Date.now() + ahead.ms), waitlistSweepSeconds: 1 });

const girl = (name: string) => newStudent(app, { gender: 'Female', name });
const book = (student: Client, roomId: string) => ok(student, 'mutation($r: ID!) { bookRoom(roomId: $r) { id } }', { r: roomId });
const roomNow = async (student: Client, roomId: string) =>
  (await ok<{ rooms: { id: string; freeBeds: number; heldBeds: number; isAvailable: boolean }[] }>(student, '{ rooms(hostel: "GH-2") { id freeBeds heldBeds isAvailable } }')).rooms.find((r) => r.id === roomId)!;

describe('a full hostel keeps a waitlist and offers each freed bed to the first in line', () => {
  let hostel: string;
  let double: { id: string; number: number };
  const s: Record<string, Awaited<ReturnType<typeof girl>>> = {};

  it('refuses a place in line while a bed is free, and gives one in order once the hostel is full', async () => {
    hostel = await hostelIdOf(app, 'GH-2');
    double = await roomOfType(app, 'GH-2', 'Double');
    await fillHostel(app, 'GH-2', [double.number]);
    for (const name of ['Asha', 'Bina', 'Chitra', 'Deepa', 'Esha', 'Resa', 'Rupa']) s[name] = await girl(name);

    const early = await refusal(s.Asha!.client, 'mutation($h: ID!) { joinWaitlist(hostelId: $h) { id } }', { h: hostel });
    expect(early.extensions?.code).toBe('CONFLICT');
    expect(early.message).toBe('GH-2 has 2 free beds: choose one on its room grid instead.');

    await book(s.Resa!.client, double.id);
    await book(s.Rupa!.client, double.id);
    expect(await join(s.Asha!.client, hostel)).toMatchObject({ status: 'WAITING', position: 1, inLine: 1, hostelName: 'GH-2', roomType: null, offer: null });
    expect(await join(s.Bina!.client, hostel, 'SINGLE')).toMatchObject({ position: 2, inLine: 2, roomType: 'SINGLE' });
    expect(await join(s.Chitra!.client, hostel)).toMatchObject({ position: 3, inLine: 3 });
    expect((await placeOf(s.Asha!.client))?.inLine).toBe(3);

    const twice = await refusal(s.Asha!.client, 'mutation($h: ID!) { joinWaitlist(hostelId: $h) { id } }', { h: hostel });
    expect(twice).toMatchObject({ message: 'You are already on the waitlist for GH-2. Leave it to join another.', extensions: { code: 'CONFLICT' } });
    const boy = await newStudent(app, { gender: 'Male' });
    expect((await refusal(boy.client, 'mutation($h: ID!) { joinWaitlist(hostelId: $h) { id } }', { h: hostel })).extensions?.code).toBe('FORBIDDEN');
    const housed = await refusal(s.Resa!.client, 'mutation($h: ID!) { joinWaitlist(hostelId: $h) { id } }', { h: hostel });
    expect(housed.message).toBe('You already have a room: to move, change rooms instead.');
  });

  it('a check-out holds the bed for the first in line, who hears of it live; no one else can book it', async () => {
    const places = await subscribe<{ myWaitlistChanged: Place | null }>(app.gateway, s.Asha!.client.cookie, `subscription { myWaitlistChanged { ${PLACE} } }`);
    const bell = await subscribe<{ notificationAdded: { kind: string; title: string } }>(app.gateway, s.Asha!.client.cookie, 'subscription { notificationAdded { kind title } }');
    await ok(s.Resa!.client, 'mutation { checkOut(reason: "Moving off campus") }');

    const heard = (await nextWhere(places, (e) => e.myWaitlistChanged?.status === 'OFFERED')).myWaitlistChanged!;
    expect(heard).toMatchObject({ status: 'OFFERED', position: 1, offer: { status: 'HELD', bed: 1, room: { id: double.id, heldBeds: 1, freeBeds: 0 } } });
    expect(new Date(heard.offer!.expiresAt).getTime() - Date.now()).toBeGreaterThan(23.9 * 3_600_000);
    expect((await bell.next(5_000)).notificationAdded).toEqual({ kind: 'BED_OFFERED', title: `A bed is yours to take: GH-2 room ${double.number}` });
    await places.close();
    await bell.close();

    expect(await roomNow(s.Deepa!.client, double.id)).toMatchObject({ freeBeds: 0, heldBeds: 1, isAvailable: false });
    const taken = await refusal(s.Deepa!.client, 'mutation($r: ID!) { bookRoom(roomId: $r) { id } }', { r: double.id });
    expect(taken).toMatchObject({ message: `Room ${double.number} is full.`, extensions: { code: 'ROOM_FULL' } });
    expect((await auditOf(app, 'bed.vacated')).at(-1)).toMatchObject({ before: { hostel: 'GH-2', room: double.number, bed: 1 }, after: { reason: 'Moving off campus' } });
    expect((await auditOf(app, 'waitlist.offered')).map((a) => a.after?.room)).toEqual([double.number]);
  });

  it('a decline passes the bed to the next who waits for its room type', async () => {
    const offer = (await placeOf(s.Asha!.client))!.offer!;
    // Someone else's offer is not theirs to take or turn down.
    const theft = await refusal(s.Bina!.client, 'mutation($o: ID!) { acceptBedOffer(offerId: $o) { id } }', { o: offer.id });
    expect(theft).toMatchObject({ message: 'That offer is no longer open.', extensions: { code: 'CONFLICT' } });
    expect((await refusal(s.Deepa!.client, 'mutation($o: ID!) { declineBedOffer(offerId: $o) { id } }', { o: offer.id })).extensions?.code).toBe('NOT_FOUND');
    expect(await placeOf(s.Asha!.client)).toMatchObject({ status: 'OFFERED', offer: { id: offer.id } });
    expect(await ok(s.Asha!.client, `mutation($o: ID!) { declineBedOffer(offerId: $o) { ${PLACE} } }`, { o: offer.id })).toEqual({
      declineBedOffer: expect.objectContaining({ status: 'DECLINED', position: null, offer: null }),
    });
    // Bina waits for a Single: the Double goes past her to Chitra.
    expect(await placeOf(s.Bina!.client)).toMatchObject({ status: 'WAITING', position: 1, inLine: 2 });
    expect(await placeOf(s.Chitra!.client)).toMatchObject({ status: 'OFFERED', position: 2, offer: { room: { id: double.id }, bed: 1 } });
    const stale = await refusal(s.Asha!.client, 'mutation($o: ID!) { acceptBedOffer(offerId: $o) { id } }', { o: offer.id });
    expect(stale.extensions?.code).toBe('NOT_FOUND');
  });

  it('an offer not answered in time expires on the durable sweep and passes on', async () => {
    await join(s.Esha!.client, hostel);
    ahead.ms = 25 * 3_600_000;
    await vi.waitFor(async () => expect((await placeOf(s.Chitra!.client))?.status).toBe('EXPIRED'), { timeout: 10_000, interval: 200 });
    expect(await placeOf(s.Esha!.client)).toMatchObject({ status: 'OFFERED', offer: { room: { id: double.id } } });
    const note = await ok<{ myNotifications: { items: { kind: string; title: string }[] } }>(s.Chitra!.client, '{ myNotifications { items { kind title } } }');
    expect(note.myNotifications.items[0]).toEqual({ kind: 'BED_OFFER_ENDED', title: `Your offer of GH-2 room ${double.number} expired` });
    expect((await auditOf(app, 'waitlist.offer_expired')).at(-1)).toMatchObject({ actor_id: null, after: { offer: 'Expired', room: double.number } });
  });

  it('accepting takes the held bed at once, and the place ends as housed', async () => {
    const offer = (await placeOf(s.Esha!.client))!.offer!;
    const accepted = await ok<{ acceptBedOffer: Place }>(s.Esha!.client, `mutation($o: ID!) { acceptBedOffer(offerId: $o) { ${PLACE} } }`, { o: offer.id });
    expect(accepted.acceptBedOffer).toMatchObject({ status: 'HOUSED', position: null, offer: null });
    expect(await roomOf(s.Esha!.client)).toMatchObject({ bed: 1, room: { id: double.id, hostelName: 'GH-2' }, roommates: [{ name: 'Rupa' }] });
    expect(await roomNow(s.Esha!.client, double.id)).toMatchObject({ freeBeds: 0, heldBeds: 0 });
    ahead.ms = 0;
  });

  it('a student in line who takes a bed elsewhere leaves the line', async () => {
    const gh3 = await roomOfType(app, 'GH-3', 'Single');
    await book(s.Bina!.client, gh3.id);
    expect(await placeOf(s.Bina!.client)).toMatchObject({ status: 'HOUSED', position: null });
  });
});

describe('staff see and reorder a line, with a reason that is kept', () => {
  it('moves a place, renumbers the line, audits it, and keeps a warden to their hostels', async () => {
    const hostel = await hostelIdOf(app, 'GH-1');
    await fillHostel(app, 'GH-1');
    const [f, g, h] = [await girl('Farah'), await girl('Gita'), await girl('Hema')];
    for (const student of [f, g, h]) await join(student.client, hostel);
    const admin = await app.admin();
    const line = await ok<{ waitlist: (Place & { student: { id: string; name: string } })[] }>(admin, `query($h: ID!) { waitlist(hostelId: $h) { ${PLACE} student { id name } } }`, { h: hostel });
    expect(line.waitlist.map((p) => [p.position, p.student.name])).toEqual([[1, 'Farah'], [2, 'Gita'], [3, 'Hema']]);

    const hema = line.waitlist[2]!.id;
    const noReason = await refusal(admin, 'mutation($id: ID!) { moveWaitlistPlace(id: $id, position: 1, reason: " ") { id } }', { id: hema });
    expect(noReason).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', fields: [{ field: 'reason', message: 'Reason is required.' }] } });
    const other = await newWarden(app, admin, 'GH-3');
    expect((await refusal(other.client, 'mutation($id: ID!) { moveWaitlistPlace(id: $id, position: 1, reason: "x") { id } }', { id: hema })).extensions?.code).toBe('FORBIDDEN');
    expect((await refusal(other.client, 'query($h: ID!) { waitlist(hostelId: $h) { id } }', { h: hostel })).extensions?.code).toBe('FORBIDDEN');
    expect((await refusal(h.client, 'query($h: ID!) { waitlist(hostelId: $h) { id } }', { h: hostel })).extensions?.code).toBe('FORBIDDEN');

    const warden = await newWarden(app, admin, 'GH-1');
    const moved = await ok<{ moveWaitlistPlace: (Place & { student: { name: string } })[] }>(
      warden.client,
      `mutation($id: ID!) { moveWaitlistPlace(id: $id, position: 1, reason: "Medical priority, letter on file") { ${PLACE} student { name } } }`,
      { id: hema },
    );
    expect(moved.moveWaitlistPlace.map((p) => [p.position, p.student.name])).toEqual([[1, 'Hema'], [2, 'Farah'], [3, 'Gita']]);
    expect(await placeOf(h.client)).toMatchObject({ position: 1, inLine: 3 });
    expect((await auditOf(app, 'waitlist.reordered')).at(-1)).toMatchObject({ actor_id: warden.id, student_id: h.id, before: { position: 3 }, after: { position: 1, reason: 'Medical priority, letter on file' } });

    const removed = await ok<{ removeWaitlistPlace: Place[] }>(warden.client, 'mutation($id: ID!) { removeWaitlistPlace(id: $id, reason: "Withdrew from the programme") { id } }', { id: line.waitlist[1]!.id });
    expect(removed.removeWaitlistPlace).toHaveLength(2);
    expect(await placeOf(g.client)).toMatchObject({ status: 'REMOVED', position: null });
    const left = await ok<{ leaveWaitlist: Place }>(f.client, `mutation { leaveWaitlist { ${PLACE} } }`);
    expect(left.leaveWaitlist).toMatchObject({ status: 'LEFT', position: null });
    expect(await placeOf(h.client)).toMatchObject({ position: 1, inLine: 1 });
  });
});

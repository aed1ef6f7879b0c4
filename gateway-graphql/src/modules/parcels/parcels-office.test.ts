import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app.js';
import type { Client } from '../../../test/client.js';
import { ok, refusal } from '../../../test/beds.js';
import { hostelIds } from '../../../test/staff.js';
import { subscribe } from '../../../test/ws.js';
import { newStaff } from '../../../test/repairs.js';
import { collect, deskGuard, logged, myParcels, passOf, PARCEL, residentStudent, type ParcelRow } from '../../../test/parcels.js';

const DAY = 24 * 3600 * 1000;
// The office's clock, moved forward by the tests; sessions outlive the weeks it moves.
const clock = { now: new Date() };
const app = useTestApp({ clock: () => clock.now, sessionTtlMs: 365 * DAY });
const later = (ms: number) => (clock.now = new Date(clock.now.getTime() + ms));
const RETURN = `mutation($id: ID!) { returnParcel(id: $id) { ${PARCEL} } }`;
const DESK = `query($f: FrontDeskParcelFilter) { frontDeskParcels(filter: $f) { id status hostelName } }`;
const desk = async (client: Client, f: Record<string, unknown> = {}) => (await ok<{ frontDeskParcels: { id: string; status: string; hostelName: string }[] }>(client, DESK, { f })).frontDeskParcels;

describe('uncollected parcels', () => {
  it('remind the student after 3 days, once a parcel', async () => {
    const admin = await app.admin();
    const guard = await deskGuard(app, admin, 'BH-1');
    const student = await residentStudent(app, 'BH-1');
    const parcel = await logged(guard.client, student.id, { perishable: true });
    later(2 * DAY);
    expect(await app.gateway.jobs.parcelReminders()).toBe(0);
    later(DAY + 60_000);
    expect(await app.gateway.jobs.parcelReminders()).toBe(1);
    expect(await app.gateway.jobs.parcelReminders()).toBe(0);
    expect((await myParcels(student.client))[0]?.remindedAt).toBe(clock.now.toISOString());
    const bell = await ok<{ myNotifications: { items: { kind: string; title: string; body: string }[] } }>(student.client, '{ myNotifications { items { kind title body } } }');
    expect(bell.myNotifications.items.filter((n) => n.kind === 'PARCEL_REMINDER')).toEqual([
      { kind: 'PARCEL_REMINDER', title: 'Reminder: a parcel waits for you at BH-1', body: expect.stringContaining('It is perishable.') },
    ]);
    // A collected parcel is never reminded of.
    const collected = await logged(guard.client, student.id);
    await collect(guard.client, (await passOf(student.client, collected.id)).code);
    later(4 * DAY);
    expect(await app.gateway.jobs.parcelReminders()).toBe(0);
    expect(parcel.perishable).toBe(true);
  });

  it("may be returned to sender after the office's period, not before; the setting is the admin's", async () => {
    const admin = await app.admin();
    const guard = await deskGuard(app, admin, 'BH-2');
    const student = await residentStudent(app, 'BH-2');
    expect(await ok(guard.client, '{ parcelSettings { returnAfterDays } }')).toEqual({ parcelSettings: { returnAfterDays: 14 } });
    const parcel = await logged(guard.client, student.id);
    expect(parcel.returnableFrom).toBe(new Date(new Date(parcel.loggedAt).getTime() + 14 * DAY).toISOString());
    later(13 * DAY);
    const early = await refusal(guard.client, RETURN, { id: parcel.id });
    expect(early).toMatchObject({ message: `A parcel may be returned to sender 14 days after it arrived: this one from ${parcel.returnableFrom}.`, extensions: { code: 'CONFLICT' } });
    // The admin shortens the period: the parcel may go now. Nobody else sets it; nor out of range.
    expect((await refusal(guard.client, 'mutation { setParcelReturnDays(days: 7) { returnAfterDays } }')).extensions?.code).toBe('FORBIDDEN');
    expect((await refusal(admin, 'mutation { setParcelReturnDays(days: 0) { returnAfterDays } }')).extensions?.fields?.[0]?.field).toBe('days');
    expect(await ok(admin, 'mutation { setParcelReturnDays(days: 10) { returnAfterDays } }')).toEqual({ setParcelReturnDays: { returnAfterDays: 10 } });
    const other = await deskGuard(app, admin, 'BH-3');
    expect((await refusal(other.client, RETURN, { id: parcel.id })).extensions?.code).toBe('NOT_FOUND');
    const returned = (await ok<{ returnParcel: ParcelRow }>(guard.client, RETURN, { id: parcel.id })).returnParcel;
    expect(returned).toMatchObject({ status: 'RETURNED', returnedAt: clock.now.toISOString(), returnableFrom: null });
    expect((await refusal(guard.client, RETURN, { id: parcel.id })).extensions?.code).toBe('CONFLICT');
    expect((await myParcels(student.client))[0]).toMatchObject({ status: 'RETURNED', pass: null });
    const audited = (await app.gateway.orm.em.fork().getConnection().execute<{ n: number }[]>(`select count(*)::int as n from audit_events where action in ('parcel.returned', 'parcel.return_days_changed')`))[0]?.n;
    expect(audited).toBe(2);
    await ok(admin, 'mutation { setParcelReturnDays(days: 14) { returnAfterDays } }');
  });
});

describe("the desk's list", () => {
  it('holds the parcels of the reader\'s hostels, by status and hostel, a page at a time', async () => {
    const admin = await app.admin();
    const guard = await deskGuard(app, admin, 'GH-1', 'GH-2');
    const [gh1, gh2, gh3] = await hostelIds(app, 'GH-1', 'GH-2', 'GH-3');
    const a = await residentStudent(app, 'GH-1');
    const b = await residentStudent(app, 'GH-2');
    const c = await residentStudent(app, 'GH-3');
    const ids: string[] = [];
    for (const s of [a, b, a, b]) {
      later(60_000);
      ids.push((await logged(guard.client, s.id)).id);
    }
    const elsewhere = await logged(admin, c.id);
    await collect(guard.client, (await passOf(a.client, ids[0]!)).code);
    const all = await desk(guard.client);
    expect(all.map((p) => p.id)).toEqual([...ids].reverse());
    expect((await desk(guard.client, { hostelId: gh1 })).map((p) => p.id)).toEqual([ids[2], ids[0]]);
    expect((await desk(guard.client, { status: 'COLLECTED' })).map((p) => p.id)).toEqual([ids[0]]);
    expect((await desk(guard.client, { status: 'WAITING', hostelId: gh2 })).map((p) => p.id)).toEqual([ids[3], ids[1]]);
    expect((await desk(guard.client, { first: 2, offset: 1 })).map((p) => p.id)).toEqual([ids[2], ids[1]]);
    expect((await refusal(guard.client, DESK, { f: { hostelId: gh3 } })).extensions?.code).toBe('FORBIDDEN');
    expect((await refusal(guard.client, DESK, { f: { first: 0 } })).extensions?.fields?.[0]?.field).toBe('first');
    const warden = await newStaff(app, admin, 'WARDEN', { hostelIds: [gh3!] });
    expect((await desk(warden.client)).map((p) => p.id)).toEqual([elsewhere.id]);
    expect((await desk(admin, { hostelId: gh3 })).map((p) => p.id)).toContain(elsewhere.id);
  });
});

describe('parcels, live', () => {
  it("reach the parcel's student and its hostel's desk; not another student or another hostel's guard", async () => {
    const admin = await app.admin();
    const guard = await deskGuard(app, admin, 'BH-4');
    const other = await deskGuard(app, admin, 'BH-5');
    const student = await residentStudent(app, 'BH-4');
    const neighbour = await residentStudent(app, 'BH-4');
    const query = 'subscription { parcelChanged }';
    const [mine, theirs, desk4, desk5] = await Promise.all([student, neighbour, guard, other].map((p) => subscribe<{ parcelChanged: string }>(app.gateway, p.client.cookie, query)));
    try {
      const parcel = await logged(guard.client, student.id);
      for (const live of [mine!, desk4!]) expect((await live.next(3_000)).parcelChanged).toBe(parcel.id);
      // The first event the others hear is of a later parcel of their own: this one never reached them.
      const next = await logged(guard.client, neighbour.id);
      expect((await theirs!.next(3_000)).parcelChanged).toBe(next.id);
      const fifth = await logged(other.client, (await residentStudent(app, 'BH-5')).id);
      expect((await desk5!.next(3_000)).parcelChanged).toBe(fifth.id);
    } finally {
      await Promise.all([mine, theirs, desk4, desk5].map((s) => s!.close()));
    }
  });
});

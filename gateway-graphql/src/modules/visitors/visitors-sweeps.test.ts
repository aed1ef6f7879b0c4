import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app.js';
import { ok, refusal } from '../../../test/beds.js';
import { newStaff } from '../../../test/repairs.js';
import { hostelIds } from '../../../test/staff.js';
import { auditText, audits, bells, DAY, dayOfClock, deskGuard, deskVisits, everyDay, moveTo, myVisits, noonClock, passOf, registered, residentStudent, setRules, signedIn, signIn, SIGN_OUT, visitRow, walkedIn, ANSWER } from '../../../test/visitors.js';
import { officeMoment } from '../../core/clock.js';

const clock = noonClock();
const app = useTestApp({ clock: () => clock.now, sessionTtlMs: 365 * DAY });
const db = () => app.gateway.orm.em.fork().getConnection();
const overstays = async (client: Parameters<typeof bells>[0]) => (await bells(client)).filter((b) => b.kind === 'VISITOR_OVERSTAY');
const SETTINGS = 'mutation($d: Int!) { setVisitorRetentionDays(days: $d) { retentionDays } }';

describe('a visitor still in after visiting hours', () => {
  it("alerts the hostel's guards and wardens once, and shows as overstayed; an overnight guest by the next day's leaving time", async () => {
    const admin = await app.admin();
    const [gh1, gh2] = await hostelIds(app, 'GH-1', 'GH-2');
    await setRules(admin, gh1!, { hours: everyDay('09:00', '20:00'), overnightNeedsApproval: false });
    const guard = await deskGuard(app, admin, 'GH-1');
    const warden = await newStaff(app, admin, 'WARDEN', { hostelIds: [gh1!] });
    const otherGuard = await deskGuard(app, admin, 'GH-2');
    const otherWarden = await newStaff(app, admin, 'WARDEN', { hostelIds: [gh2!] });
    const student = await residentStudent(app, 'GH-1');
    const late = await registered(student.client, clock, { expectedFrom: '13:00', expectedTo: '19:00' });
    const leaves = await registered(student.client, clock, { expectedFrom: '13:00', expectedTo: '19:00' });
    const night = await registered(student.client, clock, { expectedFrom: '18:00', expectedTo: '10:00', overnight: true });
    for (const v of [late, leaves]) await signedIn(guard.client, (await passOf(student.client, v.id)).code);
    await ok(guard.client, SIGN_OUT, { id: leaves.id });
    await signedIn(guard.client, (await passOf(student.client, night.id)).code);

    moveTo(clock, 0, '19:59');
    await app.gateway.jobs.visitorOverstay();
    expect(await overstays(guard.client)).toEqual([]);
    expect((await deskVisits(guard.client)).find((v) => v.id === late.id)?.overstayed).toBe(false);

    moveTo(clock, 0, '20:00');
    expect((await app.gateway.jobs.visitorOverstay()).alerted).toBe(1);
    for (const who of [guard, warden]) {
      expect(await overstays(who.client)).toEqual([{ kind: 'VISITOR_OVERSTAY', title: 'Visitor still in at GH-1', body: expect.stringContaining(`${late.visitorName}, visiting ${late.studentName}`) }]);
    }
    for (const who of [otherGuard, otherWarden, { client: student.client }]) expect(await overstays(who.client)).toEqual([]);
    expect((await deskVisits(guard.client)).find((v) => v.id === late.id)).toMatchObject({ status: 'SIGNED_IN', overstayed: true });
    expect((await myVisits(student.client)).find((v) => v.id === late.id)?.overstayed).toBe(true);
    expect((await deskVisits(guard.client)).find((v) => v.id === leaves.id)?.overstayed).toBe(false);
    expect(await audits(app, 'visit.overstayed', late.id)).toEqual([{ actor_id: null, object_id: late.id, hostel_id: gh1, before: null, after: { dueOut: officeMoment(late.day, '20:00').toISOString() } }]);
    // A second sweep alerts no one again.
    expect((await app.gateway.jobs.visitorOverstay()).alerted).toBe(0);
    expect(await overstays(warden.client)).toHaveLength(1);
    expect(await audits(app, 'visit.overstayed', late.id)).toHaveLength(1);

    // The overnight guest is due out at 10:00 the next day.
    expect((await deskVisits(guard.client)).find((v) => v.id === night.id)).toMatchObject({ status: 'SIGNED_IN', overstayed: false });
    moveTo(clock, 1, '10:00');
    expect((await app.gateway.jobs.visitorOverstay()).alerted).toBe(1);
    expect(await overstays(guard.client)).toHaveLength(2);
    expect(await audits(app, 'visit.overstayed', night.id)).toHaveLength(1);
  });
});

describe('the overstay sweep', () => {
  it('reaches a visitor past their time behind hundreds still within theirs', async () => {
    moveTo(clock, 1, '12:00');
    const admin = await app.admin();
    const [bh2, bh3] = await hostelIds(app, 'BH-2', 'BH-3');
    await setRules(admin, bh2!, { hours: everyDay('09:00', '20:00'), maxAtOnce: 10 });
    await setRules(admin, bh3!, { hours: everyDay('09:00', '23:00'), maxAtOnce: 10, overnightNeedsApproval: false });
    const guard = await deskGuard(app, admin, 'BH-2');
    const student = await residentStudent(app, 'BH-2');
    const late = await registered(student.client, clock, { expectedFrom: '13:00', expectedTo: '19:00' });
    await signedIn(guard.client, (await passOf(student.client, late.id)).code);
    // 250 overnight guests at BH-3 from the day before, due out at 22:00 today (a fixture, straight into the table).
    const host = await residentStudent(app, 'BH-3');
    await db().execute(
      `insert into visits (hostel_id, host_id, visitor_name, visitor_phone, relation, day, expected_from, expected_to, overnight, status, signed_in_at)
       select ?, ?, 'Guest ' || n, '+91 90000 00000', 'Friend', ?::date, '18:00', '22:00', true, 'signed_in', now() from generate_series(1, 250) n`,
      [bh3, host.id, dayOfClock(clock, -1)],
    );
    moveTo(clock, 0, '20:30');
    expect((await app.gateway.jobs.visitorOverstay()).alerted).toBe(1);
    expect(await audits(app, 'visit.overstayed', late.id)).toHaveLength(1);
    expect(await overstays(guard.client)).toHaveLength(1);
    moveTo(clock, 0, '22:00');
    expect((await app.gateway.jobs.visitorOverstay()).alerted).toBe(200);
    expect((await app.gateway.jobs.visitorOverstay()).alerted).toBe(50);
    // Gone, for the tests after this one.
    await db().execute(`update visits set status = 'signed_out' where host_id = ?`, [host.id]);
  });
});

describe("a visit's record", () => {
  it('is erased after the retention period (90 days by default), except a visitor still in; the audit says how many, never who', async () => {
    moveTo(clock, 1);
    const admin = await app.admin();
    const [gh3] = await hostelIds(app, 'GH-3');
    await setRules(admin, gh3!);
    const guard = await deskGuard(app, admin, 'GH-3');
    const student = await residentStudent(app, 'GH-3');
    expect(await ok(guard.client, '{ visitorSettings { retentionDays } }')).toEqual({ visitorSettings: { retentionDays: 90 } });
    const ended = await registered(student.client, clock);
    const stillIn = await registered(student.client, clock);
    const cancelled = await registered(student.client, clock);
    for (const v of [ended, stillIn]) await signedIn(guard.client, (await passOf(student.client, v.id)).code);
    await ok(guard.client, SIGN_OUT, { id: ended.id });
    await ok(student.client, 'mutation($id: ID!) { cancelVisit(id: $id) { id } }', { id: cancelled.id });
    const declined = await walkedIn(guard.client, student.id);
    await ok(student.client, ANSWER, { id: declined.id, accept: false });
    const names = [ended, stillIn, cancelled, declined].map((v) => v.visitorName);
    const gone = [ended.id, cancelled.id, declined.id];

    moveTo(clock, 90);
    await app.gateway.jobs.visitorErasure();
    for (const id of [...gone, stillIn.id]) expect(await visitRow(app, id)).toBeDefined();
    expect(await audits(app, 'visit.erased', gh3)).toEqual([]);
    moveTo(clock, 1);
    expect(await app.gateway.jobs.visitorErasure()).toBeGreaterThanOrEqual(3);
    for (const id of gone) expect(await visitRow(app, id)).toBeUndefined();
    expect((await visitRow(app, stillIn.id))?.status).toBe('signed_in');
    expect(await audits(app, 'visit.erased', gh3)).toEqual([{ actor_id: null, object_id: gh3, hostel_id: gh3, before: null, after: { count: 3, before: dayOfClock(clock, -90), retentionDays: 90 } }]);
    expect((await myVisits(student.client)).map((v) => v.id)).toEqual([stillIn.id]);
    expect(await app.gateway.jobs.visitorErasure()).toBe(0);
    // Nothing personal outlives the rows: not in the audit, nor in anyone's bells.
    const text = await auditText(app);
    expect(text).toContain('visit.erased');
    for (const name of names.filter((n) => n !== stillIn.visitorName)) {
      expect(text).not.toContain(name);
      const [bell] = await db().execute<{ n: number }[]>(`select count(*)::int as n from notifications where title like ? or body like ?`, [`%${name}%`, `%${name}%`]);
      expect(bell?.n).toBe(0);
    }
    expect(text).not.toContain(stillIn.visitorName);
  });

  it("is kept as many days as the admin sets (7 to 365); nobody else sets it; a pass of a past day signs no one in", async () => {
    moveTo(clock, 1);
    const admin = await app.admin();
    const [bh1] = await hostelIds(app, 'BH-1');
    await setRules(admin, bh1!);
    const guard = await deskGuard(app, admin, 'BH-1');
    const warden = await newStaff(app, admin, 'WARDEN', { hostelIds: [bh1!] });
    const student = await residentStudent(app, 'BH-1');
    for (const who of [guard.client, warden.client, student.client]) expect((await refusal(who, SETTINGS, { d: 30 })).extensions?.code).toBe('FORBIDDEN');
    for (const d of [6, 366]) expect((await refusal(admin, SETTINGS, { d })).extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: [{ field: 'days', message: 'Days must be 7 to 365.' }] });
    expect(await ok(admin, SETTINGS, { d: 7 })).toEqual({ setVisitorRetentionDays: { retentionDays: 7 } });
    expect(await audits(app, 'visitor.retention_changed')).toMatchObject([{ before: { retentionDays: 90 }, after: { retentionDays: 7 } }]);
    expect(await ok(warden.client, '{ visitorSettings { retentionDays } }')).toEqual({ visitorSettings: { retentionDays: 7 } });

    const unused = await registered(student.client, clock);
    const { code } = await passOf(student.client, unused.id);
    moveTo(clock, 1);
    expect((await signIn(guard.client, code)).body.errors?.[0]).toMatchObject({ message: `This pass is for ${unused.day}, not today.`, extensions: { code: 'CONFLICT' } });
    expect((await myVisits(student.client))[0]?.pass).toBeNull();
    moveTo(clock, 6);
    await app.gateway.jobs.visitorErasure();
    expect(await visitRow(app, unused.id)).toBeDefined();
    moveTo(clock, 1);
    await app.gateway.jobs.visitorErasure();
    expect(await visitRow(app, unused.id)).toBeUndefined();
    expect(await audits(app, 'visit.erased', bh1)).toMatchObject([{ after: { count: 1, retentionDays: 7 } }]);
    await ok(admin, SETTINGS, { d: 90 });
    expect(await audits(app, 'visitor.retention_changed')).toHaveLength(2);
  });
});

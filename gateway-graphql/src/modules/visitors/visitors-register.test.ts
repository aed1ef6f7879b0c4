import { describe, expect, it } from 'vitest';
import { newStudent, useTestApp } from '../../../test/app.js';
import { ok, refusal } from '../../../test/beds.js';
import { newStaff } from '../../../test/repairs.js';
import { hostelIds } from '../../../test/staff.js';
import { audits, bells, CANCEL, DAY, DECIDE, deskGuard, deskVisits, dayOfClock, everyDay, LOOKUP, myVisits, noonClock, passOf, REGISTER, registered, residentStudent, setRules, signIn, visitorForm, visitRow, type VisitRow } from '../../../test/visitors.js';
import { sha256Hex } from '../../core/secrets.js';
import { WEEKDAYS, weekdayOf } from './visitors.rules.js';

const clock = noonClock();
const app = useTestApp({ clock: () => clock.now, sessionTtlMs: 365 * DAY });
const weekday = (day: string) => WEEKDAYS[weekdayOf(day)];
const form = (extra: Record<string, unknown>) => ({ ...visitorForm(), day: dayOfClock(clock), expectedFrom: '13:00', expectedTo: '15:00', ...extra });

describe('pre-registering a visitor', () => {
  it("is a resident's, within the day's visiting hours, today to 30 days ahead; refused with the rule's words otherwise", async () => {
    const student = await residentStudent(app, 'BH-1');
    // The defaults: 09:00-20:00 (the clock is at noon, office time).
    const today = dayOfClock(clock);
    const visit = (await ok<{ registerVisitor: VisitRow }>(student.client, REGISTER, { input: form({ visitorName: 'Amma Rao', visitorGender: 'FEMALE' }) })).registerVisitor;
    expect(visit).toMatchObject({ status: 'EXPECTED', hostelName: 'BH-1', studentId: student.id, roomNumber: student.roomNumber, visitorName: 'Amma Rao', day: today, expectedFrom: '13:00', expectedTo: '15:00', overnight: false, walkIn: false, commonRoomOnly: true, idType: null, signedInAt: null, overstayed: false });
    expect(visit.pass?.code).toMatch(/^[0-9A-Z]{5}-[0-9A-Z]{5}$/);
    const last = dayOfClock(clock, 30);
    expect((await ok<{ registerVisitor: VisitRow }>(student.client, REGISTER, { input: form({ day: last, expectedFrom: '09:00', expectedTo: '20:00' }) })).registerVisitor.day).toBe(last);

    const bad = async (extra: Record<string, unknown>) => (await refusal(student.client, REGISTER, { input: form(extra) })).extensions;
    const words = `Visiting hours at BH-1 on ${weekday(today)} are 09:00-20:00.`;
    expect(await bad({ day: dayOfClock(clock, -1) })).toEqual({ code: 'BAD_USER_INPUT', fields: [{ field: 'day', message: 'Day cannot be in the past.' }] });
    expect(await bad({ day: dayOfClock(clock, 31) })).toEqual({ code: 'BAD_USER_INPUT', fields: [{ field: 'day', message: 'Register a visitor at most 30 days ahead.' }] });
    expect(await bad({ expectedFrom: '08:30' })).toEqual({ code: 'BAD_USER_INPUT', fields: [{ field: 'expectedFrom', message: words }] });
    expect(await bad({ expectedFrom: '19:00', expectedTo: '21:00' })).toEqual({ code: 'BAD_USER_INPUT', fields: [{ field: 'expectedTo', message: words }] });
    expect(await bad({ expectedFrom: '10:00', expectedTo: '11:00' })).toEqual({ code: 'BAD_USER_INPUT', fields: [{ field: 'expectedTo', message: 'Expected until has already passed today.' }] });
    expect((await bad({ expectedFrom: '15:00', expectedTo: '14:00' }))?.fields?.[0]?.field).toBe('expectedTo');
    expect((await bad({ visitorPhone: 'call me' }))?.fields?.[0]?.field).toBe('visitorPhone');
    expect((await bad({ visitorName: '  ' }))?.fields?.[0]?.field).toBe('visitorName');
    expect((await bad({ day: '2026-02-30' }))?.fields?.[0]?.field).toBe('day');
    expect((await myVisits(student.client)).map((v) => v.id)).toHaveLength(2);
  });

  it("is refused on a day the hostel has no visiting, and to a student with no bed", async () => {
    const admin = await app.admin();
    const [bh2] = await hostelIds(app, 'BH-2');
    const tomorrow = dayOfClock(clock, 1);
    const hours: ({ from: string; to: string } | null)[] = everyDay('09:00', '20:00');
    hours[weekdayOf(tomorrow)] = null;
    await setRules(admin, bh2!, { hours });
    const student = await residentStudent(app, 'BH-2');
    const closed = await refusal(student.client, REGISTER, { input: form({ day: tomorrow }) });
    expect(closed).toMatchObject({ message: `BH-2 has no visiting hours on ${weekday(tomorrow)}.`, extensions: { code: 'BAD_USER_INPUT', fields: [{ field: 'day' }] } });
    const homeless = await newStudent(app);
    expect((await refusal(homeless.client, REGISTER, { input: form({}) })).message).toBe('You have no bed in a hostel: visitors come to residents.');
    const guard = await deskGuard(app, admin, 'BH-2');
    expect((await refusal(guard.client, REGISTER, { input: form({}) })).extensions?.code).toBe('FORBIDDEN');
    const [count] = await app.gateway.orm.em.fork().getConnection().execute<{ n: number }[]>('select count(*)::int as n from visits where host_id = any(?::uuid[])', [`{${student.id},${homeless.id}}`]);
    expect(count?.n).toBe(0);
  });
});

describe("a visitor's pass", () => {
  it("is in its host's own list only, kept as the code's hash; the desk sees the visit, never the pass", async () => {
    const admin = await app.admin();
    const guard = await deskGuard(app, admin, 'BH-3');
    const student = await residentStudent(app, 'BH-3');
    const neighbour = await residentStudent(app, 'BH-3');
    const visit = await registered(student.client, clock, { expectedFrom: '13:00', expectedTo: '19:00' });
    const pass = await passOf(student.client, visit.id);
    expect(pass.token.split('.')).toHaveLength(3);
    expect(pass.qrSvg).toContain('<svg');
    expect(await myVisits(neighbour.client)).toEqual([]);
    const desk = await guard.client.gql<{ frontDeskVisits: { id: string; pass: unknown }[] }>('{ frontDeskVisits { id pass { code } } }');
    expect(desk.body.data?.frontDeskVisits).toEqual([{ id: visit.id, pass: null }]);
    const looked = await guard.client.gql<{ visitorPass: { id: string; pass: unknown } }>('query($c: String!) { visitorPass(code: $c) { id pass { code } } }', { c: pass.code });
    expect(looked.body.data?.visitorPass).toEqual({ id: visit.id, pass: null });
    expect((await refusal(guard.client, '{ myVisits { id } }')).extensions?.code).toBe('FORBIDDEN');
    expect((await refusal(student.client, '{ frontDeskVisits { id } }')).extensions?.code).toBe('FORBIDDEN');
    expect((await refusal(student.client, LOOKUP, { code: pass.code })).extensions?.code).toBe('FORBIDDEN');
    // The code is nowhere in the row: only its hash.
    const row = await visitRow(app, visit.id);
    expect(JSON.stringify(row)).not.toContain(pass.code);
    expect(JSON.stringify(row)).not.toContain(pass.token);
    expect(row?.code_hash).toBe(sha256Hex(pass.code));
    // The audit keeps when and who, never the visitor's details.
    const [audit] = await audits(app, 'visit.registered', visit.id);
    expect(audit).toMatchObject({ actor_id: student.id, after: { day: visit.day, overnight: false, status: 'expected' } });
    expect(JSON.stringify(audit)).not.toContain(visit.visitorName);
  });
});

describe('an overnight guest', () => {
  it("waits for a warden of the hostel, who is told; approved, the visit is expected with its pass; declined, it ends", async () => {
    const admin = await app.admin();
    const [bh4, bh5] = await hostelIds(app, 'BH-4', 'BH-5');
    const warden = await newStaff(app, admin, 'WARDEN', { hostelIds: [bh4!] });
    const stranger = await newStaff(app, admin, 'WARDEN', { hostelIds: [bh5!] });
    const guard = await deskGuard(app, admin, 'BH-4');
    const student = await residentStudent(app, 'BH-4');
    const night = { overnight: true, expectedFrom: '18:00', expectedTo: '10:00' };
    const guest = await registered(student.client, clock, night);
    expect(guest).toMatchObject({ status: 'PENDING_APPROVAL', overnight: true, pass: null });
    expect((await myVisits(student.client))[0]).toMatchObject({ id: guest.id, status: 'PENDING_APPROVAL', pass: null });
    expect((await bells(warden.client))[0]).toMatchObject({ kind: 'VISIT_ASKED', title: 'Overnight guest to approve at BH-4', body: expect.stringContaining(guest.visitorName) });
    expect(await bells(stranger.client)).toEqual([]);
    expect(await bells(guard.client)).toEqual([]);
    // The desk does not sign a waiting guest in, nor decide; a warden of another hostel does not find it.
    expect((await signIn(guard.client, '', { code: undefined, visitId: guest.id })).body.errors?.[0]?.message).toBe("This overnight guest waits for a warden's approval: not yet.");
    expect((await refusal(guard.client, DECIDE, { id: guest.id, approve: true })).extensions?.code).toBe('FORBIDDEN');
    expect((await refusal(stranger.client, DECIDE, { id: guest.id, approve: true })).extensions?.code).toBe('NOT_FOUND');
    expect((await refusal(student.client, DECIDE, { id: guest.id, approve: true })).extensions?.code).toBe('FORBIDDEN');
    const approved = (await ok<{ decideVisit: VisitRow }>(warden.client, DECIDE, { id: guest.id, approve: true, note: 'One night only.' })).decideVisit;
    expect(approved).toMatchObject({ status: 'EXPECTED', decidedByName: expect.stringMatching(/^WARDEN /), decisionNote: 'One night only.' });
    expect((await passOf(student.client, guest.id)).code).toMatch(/^[0-9A-Z]{5}-[0-9A-Z]{5}$/);
    expect((await bells(student.client))[0]).toMatchObject({ kind: 'VISIT_DECIDED', title: `${guest.visitorName} may stay the night of ${guest.day}` });
    expect((await refusal(warden.client, DECIDE, { id: guest.id, approve: false })).extensions?.code).toBe('CONFLICT');
    expect(await audits(app, 'visit.approved', guest.id)).toMatchObject([{ actor_id: warden.id, after: { status: 'expected' } }]);

    const second = await registered(student.client, clock, { ...night, day: dayOfClock(clock, 2) });
    const declined = (await ok<{ decideVisit: VisitRow }>(warden.client, DECIDE, { id: second.id, approve: false })).decideVisit;
    expect(declined.status).toBe('DECLINED');
    expect((await myVisits(student.client)).find((v) => v.id === second.id)).toMatchObject({ status: 'DECLINED', pass: null });
    expect((await deskVisits(guard.client, { status: 'DECLINED' })).map((v) => v.id)).toEqual([second.id]);
  });

  it('is expected at once where the hostel does not ask for approval', async () => {
    const admin = await app.admin();
    const [gh1] = await hostelIds(app, 'GH-1');
    await setRules(admin, gh1!, { overnightNeedsApproval: false });
    const student = await residentStudent(app, 'GH-1');
    const guest = await registered(student.client, clock, { overnight: true, expectedFrom: '18:00', expectedTo: '10:00', visitorGender: 'FEMALE' });
    expect(guest).toMatchObject({ status: 'EXPECTED', commonRoomOnly: false });
    expect(guest.pass?.token).toBeTruthy();
    expect((await refusal(admin, DECIDE, { id: guest.id, approve: true })).message).toBe('This visit waits for no approval.');
  });
});

describe('cancelling a visit', () => {
  it("is its host's, while it is still to come; another student does not find it", async () => {
    const admin = await app.admin();
    const guard = await deskGuard(app, admin, 'GH-2');
    const [gh2] = await hostelIds(app, 'GH-2');
    await setRules(admin, gh2!);
    const student = await residentStudent(app, 'GH-2');
    const other = await residentStudent(app, 'GH-2');
    const visit = await registered(student.client, clock);
    const { code } = await passOf(student.client, visit.id);
    expect((await refusal(other.client, CANCEL, { id: visit.id })).extensions?.code).toBe('NOT_FOUND');
    expect((await refusal(other.client, CANCEL, { id: 'not-an-id' })).extensions?.code).toBe('NOT_FOUND');
    expect((await refusal(guard.client, CANCEL, { id: visit.id })).extensions?.code).toBe('FORBIDDEN');
    const cancelled = (await ok<{ cancelVisit: VisitRow }>(student.client, CANCEL, { id: visit.id })).cancelVisit;
    expect(cancelled.status).toBe('CANCELLED');
    expect((await myVisits(student.client))[0]).toMatchObject({ id: visit.id, status: 'CANCELLED', pass: null });
    expect((await refusal(student.client, CANCEL, { id: visit.id })).extensions?.code).toBe('CONFLICT');
    // Its pass no longer signs anyone in.
    expect((await signIn(guard.client, code)).body.errors?.[0]).toMatchObject({ message: 'This visit is cancelled: do not sign the visitor in.', extensions: { code: 'CONFLICT' } });
    expect(await audits(app, 'visit.cancelled', visit.id)).toMatchObject([{ actor_id: student.id, before: { status: 'expected' }, after: { status: 'cancelled' } }]);
  });
});

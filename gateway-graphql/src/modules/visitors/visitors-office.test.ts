import { describe, expect, it } from 'vitest';
import { newStudent, useTestApp } from '../../../test/app.js';
import { ok, refusal } from '../../../test/beds.js';
import { newStaff } from '../../../test/repairs.js';
import { hostelIds } from '../../../test/staff.js';
import { ALL_DAY, audits, DAY, deskGuard, download, everyDay, noonClock, registered, residentStudent, RULES, SET_RULES, setRules, signedIn, passOf } from '../../../test/visitors.js';

const clock = noonClock();
const app = useTestApp({ clock: () => clock.now, sessionTtlMs: 365 * DAY });
const DEFAULT_HOURS = everyDay('09:00', '20:00');
const input = (hostelId: string, extra: Record<string, unknown> = {}) => ({ hostelId, hours: ALL_DAY, maxAtOnce: 3, otherGenderCommonRoom: false, overnightNeedsApproval: false, ...extra });

describe("a hostel's visiting rules", () => {
  it('are the defaults until the office sets them: 09:00-20:00 every day, 2 at once, the common room, overnight approval', async () => {
    const admin = await app.admin();
    const [bh1] = await hostelIds(app, 'BH-1');
    const rules = await ok<{ visitorRules: unknown }>(admin, RULES, { h: bh1 });
    expect(rules.visitorRules).toEqual({ hostelId: bh1, hostelName: 'BH-1', hours: DEFAULT_HOURS, maxAtOnce: 2, otherGenderCommonRoom: true, overnightNeedsApproval: true });
    // A guard of the hostel reads them too; a student reads their own hostel's, with or without naming it.
    const guard = await deskGuard(app, admin, 'BH-1');
    expect((await ok<{ visitorRules: { hostelName: string } }>(guard.client, RULES, { h: bh1 })).visitorRules.hostelName).toBe('BH-1');
    const student = await residentStudent(app, 'BH-1');
    expect((await ok<{ visitorRules: unknown }>(student.client, RULES, {})).visitorRules).toEqual(rules.visitorRules);
    expect((await ok<{ visitorRules: unknown }>(student.client, RULES, { h: bh1 })).visitorRules).toEqual(rules.visitorRules);
    const [bh2] = await hostelIds(app, 'BH-2');
    expect((await refusal(student.client, RULES, { h: bh2 })).extensions?.code).toBe('FORBIDDEN');
    expect((await refusal(guard.client, RULES, { h: bh2 })).extensions?.code).toBe('FORBIDDEN');
    // A student without a bed has no hostel: no rules.
    const homeless = await newStudent(app);
    expect(await ok(homeless.client, RULES, {})).toEqual({ visitorRules: null });
  });

  it("are set by an admin or a warden of the hostel, audited with what changed; a warden of another hostel, a guard and a student are refused", async () => {
    const admin = await app.admin();
    const [bh2, bh3] = await hostelIds(app, 'BH-2', 'BH-3');
    const warden = await newStaff(app, admin, 'WARDEN', { hostelIds: [bh2!] });
    const stranger = await newStaff(app, admin, 'WARDEN', { hostelIds: [bh3!] });
    const guard = await deskGuard(app, admin, 'BH-2');
    const student = await residentStudent(app, 'BH-2');
    const hours = [null, ...everyDay('10:00', '18:00').slice(1)];
    const set = await ok<{ setVisitorRules: unknown }>(warden.client, SET_RULES, { input: input(bh2!, { hours, maxAtOnce: 1, otherGenderCommonRoom: true }) });
    const expected = { hostelId: bh2, hostelName: 'BH-2', hours, maxAtOnce: 1, otherGenderCommonRoom: true, overnightNeedsApproval: false };
    expect(set.setVisitorRules).toEqual(expected);
    expect((await ok<{ visitorRules: unknown }>(student.client, RULES)).visitorRules).toEqual(expected);
    const [audit] = await audits(app, 'visitor.rules_changed', bh2);
    expect(audit).toMatchObject({ actor_id: warden.id, hostel_id: bh2, before: { maxAtOnce: 2, hours: DEFAULT_HOURS }, after: { maxAtOnce: 1, hours } });
    // The same rules again change nothing: nothing audited.
    await ok(warden.client, SET_RULES, { input: input(bh2!, { hours, maxAtOnce: 1, otherGenderCommonRoom: true }) });
    expect(await audits(app, 'visitor.rules_changed', bh2)).toHaveLength(1);
    for (const who of [stranger.client, guard.client, student.client]) {
      expect((await refusal(who, SET_RULES, { input: input(bh2!) })).extensions?.code).toBe('FORBIDDEN');
    }
    expect((await ok<{ visitorRules: unknown }>(admin, RULES, { h: bh2 })).visitorRules).toEqual(expected);
    // An admin sets any hostel's.
    expect((await ok<{ setVisitorRules: { maxAtOnce: number } }>(admin, SET_RULES, { input: input(bh3!) })).setVisitorRules.maxAtOnce).toBe(3);
    expect(await audits(app, 'visitor.rules_changed', bh3)).toMatchObject([{ actor_id: expect.any(String), after: { maxAtOnce: 3 } }]);
  });

  it('refuse bad input with a 400 naming the field, and write nothing', async () => {
    const admin = await app.admin();
    const [bh4] = await hostelIds(app, 'BH-4');
    const bad = async (extra: Record<string, unknown>) => (await refusal(admin, SET_RULES, { input: input(bh4!, extra) })).extensions;
    expect(await bad({ hours: ALL_DAY.slice(1) })).toMatchObject({ code: 'BAD_USER_INPUT', fields: [{ field: 'hours', message: 'Give the hours of the 7 days, Sunday first.' }] });
    const backwards = await bad({ hours: [{ from: '18:00', to: '10:00' }, ...ALL_DAY.slice(1)] });
    expect(backwards?.code).toBe('BAD_USER_INPUT');
    expect(backwards?.fields?.[0]).toMatchObject({ field: expect.stringMatching(/^hours/), message: 'Visiting hours must close after they open.' });
    expect((await bad({ hours: [{ from: '9am', to: '10:00' }, ...ALL_DAY.slice(1)] }))?.fields?.[0]?.field).toMatch(/^hours/);
    for (const maxAtOnce of [0, 11]) expect(await bad({ maxAtOnce })).toMatchObject({ code: 'BAD_USER_INPUT', fields: [{ field: 'maxAtOnce', message: 'Visitors at once must be 1 to 10.' }] });
    expect((await bad({ hostelId: 'nope' }))?.fields?.[0]?.field).toBe('hostelId');
    expect(await audits(app, 'visitor.rules_changed', bh4)).toEqual([]);
    expect((await ok<{ visitorRules: { maxAtOnce: number } }>(admin, RULES, { h: bh4 })).visitorRules.maxAtOnce).toBe(2);
    expect((await refusal(admin, RULES, {})).extensions?.fields?.[0]?.field).toBe('hostelId');
  });
});

describe('the visitor log as CSV', () => {
  it("holds a warden's hostel's visits only, who, host, in, out and by whom; audited; refused to a guard and a student", async () => {
    const admin = await app.admin();
    const [gh1, gh2] = await hostelIds(app, 'GH-1', 'GH-2');
    const warden = await newStaff(app, admin, 'WARDEN', { hostelIds: [gh1!] });
    const guard = await deskGuard(app, admin, 'GH-1', 'GH-2');
    await setRules(admin, gh1!);
    await setRules(admin, gh2!);
    const student = await residentStudent(app, 'GH-1');
    const other = await residentStudent(app, 'GH-2');
    const mine = await registered(student.client, clock, { visitorName: 'Lakshmi Log', visitorPhone: '+91 90000 11111' });
    const theirs = await registered(other.client, clock, { visitorName: 'Elsewhere Esha' });
    await signedIn(guard.client, (await passOf(student.client, mine.id)).code);
    const csv = await download(warden.client, '/api/office/visitors.csv');
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const lines = csv.bytes.toString('utf8').replace(/^\uFEFF/, '').trim().split('\n');
    expect(lines[0]).toBe('Visit,Hostel,Day,Visitor,Phone,Relation,Host,Enrollment ID,Walk-in,Overnight,Status,ID shown,Signed in,Signed in by,Signed out,Signed out by');
    const row = lines.find((l) => l.startsWith(`${mine.id},`));
    expect(row).toContain(`,GH-1,${mine.day},Lakshmi Log,'+91 90000 11111,Mother,${mine.studentName},`);
    expect(row).toMatch(/,no,no,signed_in,aadhaar …1234,\d{4}-\d\d-\d\dT[\d:]+\+05:30,GUARD \d+,,$/);
    expect(lines.some((l) => l.startsWith(`${theirs.id},`))).toBe(false);
    expect(lines.slice(1).every((l) => l.split(',')[1] === 'GH-1')).toBe(true);
    expect(await audits(app, 'visitor.log_exported')).toContainEqual(expect.objectContaining({ actor_id: warden.id, after: { from: expect.any(String), to: mine.day } }));
    // The admin's log holds both; asking for another hostel than one's own is refused.
    const all = (await download(admin, '/api/office/visitors.csv')).bytes.toString('utf8');
    expect(all).toContain(theirs.id);
    expect((await download(warden.client, `/api/office/visitors.csv?hostelId=${gh2}`)).status).toBe(403);
    expect((await download(warden.client, '/api/office/visitors.csv?from=2030-01-02&to=2030-01-01')).status).toBe(400);
    const exported = (await audits(app, 'visitor.log_exported')).length;
    expect((await download(guard.client, '/api/office/visitors.csv')).status).toBe(403);
    expect((await download(student.client, '/api/office/visitors.csv')).status).toBe(403);
    expect((await download(app.client(), '/api/office/visitors.csv')).status).toBe(401);
    expect(await audits(app, 'visitor.log_exported')).toHaveLength(exported);
  });
});

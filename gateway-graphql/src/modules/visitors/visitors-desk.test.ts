import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app.js';
import { ok, refusal } from '../../../test/beds.js';
import { hostelIds } from '../../../test/staff.js';
import { audits, bells, DAY, later as tick, MINUTE, deskGuard, deskVisits, dayOfClock, everyDay, LOOKUP, noonClock, passOf, registered, residentStudent, setRules, signedIn, signIn, SIGN_OUT, type VisitRow } from '../../../test/visitors.js';
import { DEFAULT_LIMITS } from '../../core/limits.js';
import { WEEKDAYS, weekdayOf } from './visitors.rules.js';

const clock = noonClock();
const app = useTestApp({ clock: () => clock.now, sessionTtlMs: 365 * DAY });
const NO_SUCH_PASS = 'No visitor pass has this code. Check it with the visitor and type it again.';
const wrongCode = (i: number) => `ZZZZZ-${String(i).padStart(5, '0')}`;
const lookup = (desk: Parameters<typeof signIn>[0], code: string) => desk.gql<{ visitorPass: VisitRow }>(LOOKUP, { code });

describe('signing a visitor in', () => {
  it('takes the scanned token or the typed code with the ID shown, once; signed out, the pass works no more', async () => {
    const admin = await app.admin();
    const [bh1] = await hostelIds(app, 'BH-1');
    await setRules(admin, bh1!);
    const guard = await deskGuard(app, admin, 'BH-1');
    const student = await residentStudent(app, 'BH-1');
    const visit = await registered(student.client, clock);
    const { token, code } = await passOf(student.client, visit.id);
    expect((await lookup(guard.client, token)).body.data?.visitorPass).toMatchObject({ id: visit.id, status: 'EXPECTED', visitorName: visit.visitorName, roomNumber: student.roomNumber });
    const badId = await signIn(guard.client, token, { idLast4: '12' });
    expect(badId.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: [{ field: 'idLast4' }] });
    expect((await signIn(guard.client, token, { idType: 'SHOE' })).body.errors?.[0]).toBeDefined();
    const neither = await guard.client.gql(`mutation { signInVisitor(input: { idType: AADHAAR, idLast4: "1234" }) { id } }`);
    expect(neither.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: [{ field: 'code' }] });

    const inside = (await signIn(guard.client, token, { idType: 'PASSPORT', idLast4: ' x9z8 ' })).body.data?.signInVisitor;
    expect(inside).toMatchObject({ id: visit.id, status: 'SIGNED_IN', idType: 'PASSPORT', idLast4: 'X9Z8', signedInAt: clock.now.toISOString(), signedInByName: expect.stringMatching(/^GUARD /) });
    expect((await bells(student.client))[0]).toMatchObject({ kind: 'VISITOR_SIGNED_IN', title: `${visit.visitorName} is here` });
    expect(await audits(app, 'visit.signed_in', visit.id)).toMatchObject([{ actor_id: guard.id, after: { status: 'signed_in' } }]);
    const twice = (await signIn(guard.client, code)).body.errors?.[0];
    expect(twice).toMatchObject({ message: expect.stringMatching(/^Already signed in at .* by GUARD \d+\.$/), extensions: { code: 'CONFLICT' } });

    tick(clock, MINUTE);
    const out = (await ok<{ signOutVisitor: VisitRow }>(guard.client, SIGN_OUT, { id: visit.id })).signOutVisitor;
    expect(out).toMatchObject({ status: 'SIGNED_OUT', signedOutAt: clock.now.toISOString(), signedOutByName: expect.stringMatching(/^GUARD /) });
    expect((await refusal(guard.client, SIGN_OUT, { id: visit.id })).extensions?.code).toBe('CONFLICT');
    expect((await bells(student.client))[0]?.kind).toBe('VISITOR_SIGNED_OUT');
    const again = (await signIn(guard.client, token)).body.errors?.[0];
    expect(again?.extensions?.code).toBe('CONFLICT');
    expect(again?.message).toMatch(/A pass works once\.$/);

    // The typed code, as a guard types it: lower case, a space for the dash.
    const second = await registered(student.client, clock);
    const typed = (await passOf(student.client, second.id)).code.toLowerCase().replace('-', ' ');
    expect((await signedIn(guard.client, typed)).id).toBe(second.id);
  });

  it("is refused at another hostel's desk naming it, on another day, outside visiting hours and beyond the limit, in the rule's words", async () => {
    const admin = await app.admin();
    const [bh2] = await hostelIds(app, 'BH-2');
    await setRules(admin, bh2!, { maxAtOnce: 1 });
    const guard = await deskGuard(app, admin, 'BH-2');
    const elsewhere = await deskGuard(app, admin, 'BH-3');
    const student = await residentStudent(app, 'BH-2');
    const [first, second, third] = [await registered(student.client, clock), await registered(student.client, clock), await registered(student.client, clock)];
    const tomorrow = await registered(student.client, clock, { day: dayOfClock(clock, 1) });
    const code = async (v: VisitRow) => (await passOf(student.client, v.id)).code;
    const atOther = `This visitor is expected at BH-2: sign them in at its desk, not at yours.`;
    expect((await signIn(elsewhere.client, await code(first))).body.errors?.[0]).toMatchObject({ message: atOther, extensions: { code: 'FORBIDDEN' } });
    expect((await lookup(elsewhere.client, (await passOf(student.client, first.id)).token)).body.errors?.[0]).toMatchObject({ message: atOther, extensions: { code: 'FORBIDDEN' } });
    expect((await refusal(elsewhere.client, SIGN_OUT, { id: first.id })).extensions?.code).toBe('NOT_FOUND');
    expect((await signIn(guard.client, await code(tomorrow))).body.errors?.[0]).toMatchObject({ message: `This pass is for ${tomorrow.day}, not today.`, extensions: { code: 'CONFLICT' } });

    await signedIn(guard.client, await code(first));
    const limit = (await signIn(guard.client, await code(second))).body.errors?.[0];
    expect(limit).toMatchObject({ message: 'BH-2 allows 1 visitor at once per student: one must sign out first.', extensions: { code: 'CONFLICT' } });
    await ok(guard.client, SIGN_OUT, { id: first.id });
    expect((await signedIn(guard.client, await code(second))).status).toBe('SIGNED_IN');
    await ok(guard.client, SIGN_OUT, { id: second.id });

    await setRules(admin, bh2!, { hours: everyDay('06:00', '07:00') });
    const outside = (await signIn(guard.client, await code(third))).body.errors?.[0];
    expect(outside).toMatchObject({ message: `Outside visiting hours. Visiting hours at BH-2 on ${WEEKDAYS[weekdayOf(third.day)]} are 06:00-07:00.`, extensions: { code: 'CONFLICT' } });
    expect((await deskVisits(guard.client)).find((v) => v.id === third.id)?.status).toBe('EXPECTED');
  });
});

describe('wrong visitor codes', () => {
  it('are refused past the limit, for that desk account only; right codes and malformed ones do not count', async () => {
    const admin = await app.admin();
    const [gh1] = await hostelIds(app, 'GH-1');
    await setRules(admin, gh1!);
    const guard = await deskGuard(app, admin, 'GH-1');
    const student = await residentStudent(app, 'GH-1');
    const visit = await registered(student.client, clock);
    const { code } = await passOf(student.client, visit.id);
    const failures = DEFAULT_LIMITS.visitorCodeFailuresPerGuard.points;
    expect(failures).toBe(10);
    for (let i = 0; i < failures - 1; i++) expect((await lookup(guard.client, wrongCode(i))).body.errors?.[0]?.message).toBe(NO_SUCH_PASS);
    expect((await lookup(guard.client, code)).body.data?.visitorPass.id).toBe(visit.id);
    expect((await lookup(guard.client, 'abc')).body.errors?.[0]?.message).toBe('A visitor code is 10 letters and digits, like 7KQ2M-XD4TP.');
    expect((await signIn(guard.client, wrongCode(98))).body.errors?.[0]?.message).toBe(NO_SUCH_PASS);
    const refused = await lookup(guard.client, wrongCode(99));
    expect(refused.status).toBe(429);
    expect(refused.body.errors?.[0]?.extensions).toMatchObject({ code: 'RATE_LIMITED' });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // Even the right code waits now; another guard's account is not held.
    expect((await signIn(guard.client, code)).body.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
    const other = await deskGuard(app, admin, 'GH-1');
    expect((await lookup(other.client, wrongCode(0))).body.errors?.[0]?.message).toBe(NO_SUCH_PASS);
    expect((await signedIn(other.client, code)).id).toBe(visit.id);
  });
});

describe("the desk's visits", () => {
  it("are its hostels' only, today's by default, another day's when asked, every day's when searching by name", async () => {
    const admin = await app.admin();
    const [bh4, bh5] = await hostelIds(app, 'BH-4', 'BH-5');
    await setRules(admin, bh4!);
    await setRules(admin, bh5!);
    const guard4 = await deskGuard(app, admin, 'BH-4');
    const guard5 = await deskGuard(app, admin, 'BH-5');
    const nobody = await deskGuard(app, admin);
    const a = await residentStudent(app, 'BH-4');
    const b = await residentStudent(app, 'BH-5');
    const first = await registered(a.client, clock);
    tick(clock, MINUTE);
    const second = await registered(a.client, clock, { visitorName: 'Priya Searchable' });
    tick(clock, MINUTE);
    const later = await registered(a.client, clock, { day: dayOfClock(clock, 3), visitorName: 'Ravi Searchable' });
    const theirs = await registered(b.client, clock, { visitorName: 'Ravi Searchable Too' });
    tick(clock, MINUTE);
    await signedIn(guard4.client, (await passOf(a.client, first.id)).code);
    const ids = (rows: VisitRow[]) => rows.map((v) => v.id);
    // Today's, newest first (a signed-in visit by its time in).
    expect(ids(await deskVisits(guard4.client))).toEqual([first.id, second.id]);
    expect(ids(await deskVisits(guard4.client, { day: later.day }))).toEqual([later.id]);
    expect(ids(await deskVisits(guard4.client, { query: 'ravi searchable' }))).toEqual([later.id]);
    expect(ids(await deskVisits(guard4.client, { query: 'Searchable' }))).toEqual([later.id, second.id]);
    // By the host's name too, across days.
    expect(ids(await deskVisits(guard4.client, { query: first.studentName.toUpperCase() }))).toEqual([first.id, later.id, second.id]);
    expect(ids(await deskVisits(guard4.client, { status: 'SIGNED_IN' }))).toEqual([first.id]);
    expect(ids(await deskVisits(guard4.client, { first: 1, offset: 1 }))).toEqual([second.id]);
    expect(ids(await deskVisits(guard5.client))).toEqual([theirs.id]);
    expect(ids(await deskVisits(guard5.client, { query: 'Searchable' }))).toEqual([theirs.id]);
    expect((await refusal(guard5.client, '{ frontDeskVisits(filter: { hostelId: "' + bh4 + '" }) { id } }')).extensions?.code).toBe('FORBIDDEN');
    expect((await refusal(guard4.client, '{ frontDeskVisits(filter: { day: "tomorrow" }) { id } }')).extensions?.fields?.[0]?.field).toBe('day');
    expect(ids(await deskVisits(admin, { hostelId: bh5 }))).toEqual([theirs.id]);
    // A guard of no hostel sees nothing, and signs no one in.
    expect(await deskVisits(nobody.client)).toEqual([]);
    expect(await deskVisits(nobody.client, { query: 'Searchable' })).toEqual([]);
    expect((await signIn(nobody.client, (await passOf(a.client, second.id)).code)).body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

import { describe, expect, it } from 'vitest';
import { newStudent, useTestApp } from '../../../test/app.js';
import { nextWhere, refusal } from '../../../test/beds.js';
import type { Client } from '../../../test/client.js';
import { hostelIds } from '../../../test/staff.js';
import { subscribe } from '../../../test/ws.js';
import { ANSWER, audits, bells, DAY, deskGuard, deskVisits, everyDay, later, MINUTE, myVisits, noonClock, passOf, registered, residentStudent, setRules, signedIn, visitorForm, visitRow, WALK_IN, walkedIn, type VisitRow } from '../../../test/visitors.js';
import { officeClockTime } from '../../core/clock.js';
import { WEEKDAYS, weekdayOf } from './visitors.rules.js';

const clock = noonClock();
const app = useTestApp({ clock: () => clock.now, sessionTtlMs: 365 * DAY });
const answer = (student: Client, id: string, accept: boolean) => student.gql<{ answerWalkIn: VisitRow }>(ANSWER, { id, accept });

describe('a walk-in', () => {
  it('asks its host live; accepted, the visitor is signed in by the guard who asked, who hears of it live and by bell', async () => {
    const admin = await app.admin();
    const [gh1, gh2] = await hostelIds(app, 'GH-1', 'GH-2');
    await setRules(admin, gh1!);
    await setRules(admin, gh2!);
    const guard = await deskGuard(app, admin, 'GH-1');
    const other = await deskGuard(app, admin, 'GH-2');
    const host = await residentStudent(app, 'GH-1');
    const live = await subscribe<{ visitChanged: string }>(app.gateway, guard.client.cookie, 'subscription { visitChanged }');
    const elsewhere = await subscribe<{ visitChanged: string }>(app.gateway, other.client.cookie, 'subscription { visitChanged }');
    try {
      const visit = await walkedIn(guard.client, host.id, { visitorGender: 'MALE' });
      expect(visit).toMatchObject({ status: 'ASKING', walkIn: true, studentId: host.id, hostelName: 'GH-1', idType: 'COLLEGE_ID', idLast4: 'AB12', commonRoomOnly: true, day: visit.day, expectedFrom: officeClockTime(clock.now), expectedTo: '23:59', signedInAt: null });
      expect(visit.askExpiresAt).toBe(new Date(clock.now.getTime() + 10 * MINUTE).toISOString());
      expect((await live.next()).visitChanged).toBe(visit.id);
      expect((await bells(host.client))[0]).toMatchObject({ kind: 'VISIT_ASKED', title: `${visit.visitorName} is at the desk for you` });
      expect((await myVisits(host.client))[0]).toMatchObject({ id: visit.id, status: 'ASKING', pass: null });
      // Another student does not find it; the desk does not answer for the host.
      const neighbour = await residentStudent(app, 'GH-1');
      expect((await refusal(neighbour.client, ANSWER, { id: visit.id, accept: true })).extensions?.code).toBe('NOT_FOUND');
      expect((await refusal(guard.client, ANSWER, { id: visit.id, accept: true })).extensions?.code).toBe('FORBIDDEN');

      later(clock, 2 * MINUTE);
      const accepted = (await answer(host.client, visit.id, true)).body.data?.answerWalkIn;
      expect(accepted).toMatchObject({ status: 'SIGNED_IN', signedInAt: clock.now.toISOString(), decidedAt: clock.now.toISOString(), signedInByName: expect.stringMatching(/^GUARD /) });
      expect((await nextWhere(live, (e) => e.visitChanged === visit.id)).visitChanged).toBe(visit.id);
      expect((await bells(guard.client))[0]).toMatchObject({ kind: 'VISIT_DECIDED', title: `${accepted!.studentName} accepted ${visit.visitorName}` });
      expect((await answer(host.client, visit.id, false)).body.errors?.[0]?.extensions?.code).toBe('CONFLICT');
      expect(await audits(app, 'visit.walk_in_accepted', visit.id)).toMatchObject([{ actor_id: host.id, after: { status: 'signed_in' } }]);
      expect((await deskVisits(guard.client)).find((v) => v.id === visit.id)?.status).toBe('SIGNED_IN');
      // The other hostel's desk heard none of it: the first event it hears is of its own walk-in.
      const theirs = await walkedIn(other.client, (await residentStudent(app, 'GH-2')).id);
      expect((await elsewhere.next()).visitChanged).toBe(theirs.id);
    } finally {
      await Promise.all([live.close(), elsewhere.close()]);
    }
  });

  it('declined, ends Declined and the guard is told not to let the visitor in', async () => {
    const admin = await app.admin();
    const [gh3] = await hostelIds(app, 'GH-3');
    await setRules(admin, gh3!);
    const guard = await deskGuard(app, admin, 'GH-3');
    const host = await residentStudent(app, 'GH-3');
    const visit = await walkedIn(guard.client, host.id);
    const declined = (await answer(host.client, visit.id, false)).body.data?.answerWalkIn;
    expect(declined).toMatchObject({ status: 'DECLINED', signedInAt: null, decidedAt: clock.now.toISOString() });
    expect((await bells(guard.client))[0]).toMatchObject({ kind: 'VISIT_DECIDED', body: `Do not let ${visit.visitorName} in.` });
    expect((await answer(host.client, visit.id, true)).body.errors?.[0]?.message).toBe('This visit is declined: there is nothing to answer.');
    expect((await visitRow(app, visit.id))?.status).toBe('declined');
  });

  it("expires unanswered after 10 minutes: a late answer is refused, and the sweep expires the rest", async () => {
    const admin = await app.admin();
    const [bh1] = await hostelIds(app, 'BH-1');
    await setRules(admin, bh1!);
    const guard = await deskGuard(app, admin, 'BH-1');
    const host = await residentStudent(app, 'BH-1');
    const late = await walkedIn(guard.client, host.id);
    const swept = await walkedIn(guard.client, host.id);
    expect((await deskVisits(guard.client, { status: 'ASKING' })).map((v) => v.id).sort()).toEqual([late.id, swept.id].sort());
    later(clock, 10 * MINUTE);
    const refused = (await answer(host.client, late.id, true)).body.errors?.[0];
    expect(refused?.extensions?.code).toBe('CONFLICT');
    expect(refused?.message).toMatch(/expired/);
    expect((await visitRow(app, late.id))?.status).toBe('expired');
    expect((await myVisits(host.client)).find((v) => v.id === late.id)?.status).toBe('EXPIRED');
    // The other, unanswered, reads Expired at once, and the sweep writes it so.
    expect((await deskVisits(guard.client, { status: 'EXPIRED' })).map((v) => v.id).sort()).toEqual([late.id, swept.id].sort());
    expect((await deskVisits(guard.client, { status: 'ASKING' })).map((v) => v.id)).toEqual([]);
    expect((await visitRow(app, swept.id))?.status).toBe('asking');
    // (The sweep takes every hostel's: another test's unanswered walk-in goes too.)
    expect((await app.gateway.jobs.visitorOverstay()).expired).toBeGreaterThanOrEqual(1);
    expect((await visitRow(app, swept.id))?.status).toBe('expired');
    expect((await app.gateway.jobs.visitorOverstay()).expired).toBe(0);
    expect((await answer(host.client, swept.id, true)).body.errors?.[0]?.message).toBe('This visit is expired: there is nothing to answer.');
  });

  it("is refused outside visiting hours and beyond the host's limit, in the rule's words; an accept beyond the limit too", async () => {
    const admin = await app.admin();
    const [bh2] = await hostelIds(app, 'BH-2');
    await setRules(admin, bh2!, { maxAtOnce: 1 });
    const guard = await deskGuard(app, admin, 'BH-2');
    const host = await residentStudent(app, 'BH-2');
    const asked = await walkedIn(guard.client, host.id);
    const visit = await registered(host.client, clock);
    await signedIn(guard.client, (await passOf(host.client, visit.id)).code);
    const limit = 'BH-2 allows 1 visitor at once per student: one must sign out first.';
    expect((await refusal(guard.client, WALK_IN, { input: { hostId: host.id, ...visitorForm(), idType: 'AADHAAR', idLast4: '1234' } })).message).toBe(limit);
    expect((await answer(host.client, asked.id, true)).body.errors?.[0]?.message).toBe(limit);
    expect((await visitRow(app, asked.id))?.status).toBe('asking');
    await setRules(admin, bh2!, { hours: everyDay('06:00', '07:00') });
    const outside = await refusal(guard.client, WALK_IN, { input: { hostId: host.id, ...visitorForm(), idType: 'AADHAAR', idLast4: '1234' } });
    expect(outside).toMatchObject({ message: `Outside visiting hours. Visiting hours at BH-2 on ${WEEKDAYS[weekdayOf(visit.day)]} are 06:00-07:00.`, extensions: { code: 'CONFLICT' } });
  });

  it("is for a resident of the desk's hostels, with a valid ID; nothing is half-written", async () => {
    const admin = await app.admin();
    const [bh3, bh4] = await hostelIds(app, 'BH-3', 'BH-4');
    await setRules(admin, bh3!);
    await setRules(admin, bh4!);
    const guard = await deskGuard(app, admin, 'BH-3');
    const elsewhere = await residentStudent(app, 'BH-4');
    const homeless = await newStudent(app);
    const resident = await residentStudent(app, 'BH-3');
    const input = (hostId: string, extra: Record<string, unknown> = {}) => ({ input: { hostId, ...visitorForm(), idType: 'AADHAAR', idLast4: '1234', ...extra } });
    expect((await refusal(guard.client, WALK_IN, input(elsewhere.id))).extensions?.code).toBe('FORBIDDEN');
    expect((await refusal(guard.client, WALK_IN, input(homeless.id))).extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: [{ field: 'hostId' }] });
    expect((await refusal(guard.client, WALK_IN, input(resident.id, { idLast4: '12-4' }))).extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: [{ field: 'idLast4' }] });
    expect((await refusal(guard.client, WALK_IN, input('nobody'))).extensions?.fields?.[0]?.field).toBe('hostId');
    expect((await refusal(resident.client, WALK_IN, input(resident.id))).extensions?.code).toBe('FORBIDDEN');
    expect((await refusal((await deskGuard(app, admin)).client, WALK_IN, input(resident.id))).extensions?.code).toBe('FORBIDDEN');
    expect(await myVisits(resident.client)).toEqual([]);
    expect(await myVisits(elsewhere.client)).toEqual([]);
    expect(await bells(resident.client)).toEqual([]);
  });
});

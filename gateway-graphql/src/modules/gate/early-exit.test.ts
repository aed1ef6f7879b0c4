import { describe, expect, it } from 'vitest';
import { newStudent, useTestApp } from '../../../test/app.js';
import type { Client } from '../../../test/client.js';
import { approvedOutpass, bedIn, newGuard, passOf } from '../../../test/outpass.js';
import { hostelIds, newWarden } from '../../../test/staff.js';
import { OFFICE_TIME_ZONE } from '../../core/clock.js';
import { EarlyExitRule } from '../../core/enums.js';
import { declaredOutAhead, EARLY_EXIT_TOLERANCE_MS, judgeExit } from './early-exit.js';

// Times below are the office's (India, +05:30: what the tests run in); `ist` turns them into moments.
const ist = (day: string, time: string) => new Date(`${day}T${time}:00+05:30`);
const clock = { now: ist('2026-11-27', '20:00') };
const app = useTestApp({ clock: () => clock.now });

const SCAN = 'mutation($c: String!, $d: GateDirection!) { scanGatePass(code: $c, direction: $d) { direction early warning outpass { status } } }';
const scanOut = (guard: Client, code: string) =>
  guard.gql<{ scanGatePass: { direction: string; early: boolean; warning: string | null; outpass: { status: string } } }>(SCAN, { c: code, d: 'OUT' });
const SET_RULE = 'mutation($id: ID!, $r: EarlyExitRule!) { setEarlyExitRule(hostelId: $id, rule: $r) { name earlyExit } }';

/** A girl with a bed in `hostel` whose outpass, asked for on the 27th at 20:00, declares "Out 10:00" on the 28th; its typed code. */
async function passFor(admin: Client, hostel: string, room: number): Promise<string> {
  clock.now = ist('2026-11-27', '20:00');
  const { client } = await newStudent(app, { gender: 'Female' });
  await bedIn(client, hostel, room);
  const outpass = await approvedOutpass(client, admin, { outTime: '10:00', dateOfArrival: '2026-11-28', returnTime: '21:00' });
  return (await passOf(client, outpass.id)).body.data!.gatePass.code;
}

describe('what counts as an early exit', () => {
  it('reads the declared out time as today\'s, beyond a half-hour tolerance, unless an earlier day\'s could be meant', () => {
    expect(OFFICE_TIME_ZONE).toBe('Asia/Kolkata');
    expect(EARLY_EXIT_TOLERANCE_MS).toBe(30 * 60 * 1000);
    const askedLastNight = ist('2026-11-27', '20:00');
    expect(declaredOutAhead('10:00', askedLastNight, ist('2026-11-28', '05:23'))).toEqual(ist('2026-11-28', '10:00'));
    expect(declaredOutAhead('10:00', askedLastNight, ist('2026-11-28', '10:00'))).toBeNull();
    // Asked yesterday before yesterday's 10:00: they may have meant that one, and are late, not early.
    expect(declaredOutAhead('10:00', ist('2026-11-27', '08:00'), ist('2026-11-28', '05:23'))).toBeNull();
    const judge = (time: string, rule = EarlyExitRule.WARN) => judgeExit({ outTime: '10:00', askedAt: askedLastNight, now: ist('2026-11-28', time), rule });
    expect(judge('05:23')).toEqual({ warning: 'Early: declared out at 10:00, now 05:23', refusal: null });
    expect(judge('09:29')).toEqual({ warning: 'Early: declared out at 10:00, now 09:29', refusal: null });
    expect(judge('09:30')).toBeNull();
    expect(judge('05:23', EarlyExitRule.REFUSE)).toEqual({
      warning: 'Early: declared out at 10:00, now 05:23',
      refusal: 'Early: declared out at 10:00, now 05:23. This hostel does not let students out before their declared out time: they may go from 09:30.',
    });
  });
});

describe('early exits at the gate', () => {
  it('lets the student out with a warning to the guard where the hostel allows it, and audits it', async () => {
    const admin = await app.admin();
    const guard = await newGuard(app, admin);
    const code = await passFor(admin, 'GH-2', 5);
    clock.now = ist('2026-11-28', '05:23');
    const out = await scanOut(guard, code);
    expect(out.body.data?.scanGatePass).toEqual({ direction: 'OUT', early: true, warning: 'Early: declared out at 10:00, now 05:23', outpass: { status: 'OUT' } });
    const [audit] = await app.gateway.orm.em.fork().execute<{ after: Record<string, unknown> }[]>(`select after from audit_events where action = 'outpass.out' order by id desc limit 1`);
    expect(audit?.after).toMatchObject({ early: true, warning: 'Early: declared out at 10:00, now 05:23' });

    // Within half an hour of the declared time: no warning.
    const onTime = await passFor(admin, 'GH-2', 6);
    clock.now = ist('2026-11-28', '09:35');
    expect((await scanOut(guard, onTime)).body.data?.scanGatePass).toEqual({ direction: 'OUT', early: false, warning: null, outpass: { status: 'OUT' } });
  });

  it('turns the student back where the hostel refuses early exits, and lets them out from half an hour before', async () => {
    const admin = await app.admin();
    const guard = await newGuard(app, admin);
    const [gh3] = await hostelIds(app, 'GH-3');
    expect((await admin.gql(SET_RULE, { id: gh3, r: 'REFUSE' })).body.data).toEqual({ setEarlyExitRule: { name: 'GH-3', earlyExit: 'REFUSE' } });
    const code = await passFor(admin, 'GH-3', 5);
    clock.now = ist('2026-11-28', '05:23');
    const refused = await scanOut(guard, code);
    expect(refused.body.errors?.[0]).toMatchObject({
      message: 'Early: declared out at 10:00, now 05:23. This hostel does not let students out before their declared out time: they may go from 09:30.',
      extensions: { code: 'CONFLICT' },
    });
    clock.now = ist('2026-11-28', '09:30');
    expect((await scanOut(guard, code)).body.data?.scanGatePass).toEqual({ direction: 'OUT', early: false, warning: null, outpass: { status: 'OUT' } });
    // Another hostel keeps the default: a warning, not a refusal.
    const elsewhere = await passFor(admin, 'GH-1', 9);
    clock.now = ist('2026-11-28', '05:23');
    expect((await scanOut(guard, elsewhere)).body.data?.scanGatePass.early).toBe(true);
  });

  it('is set per hostel by admins only, shown with the hostel, and audited', async () => {
    const admin = await app.admin();
    const [gh1] = await hostelIds(app, 'GH-1');
    const hostels = await admin.gql<{ hostels: { name: string; earlyExit: string }[] }>('query { hostels { name earlyExit } }');
    expect(hostels.body.data?.hostels.find((h) => h.name === 'GH-1')?.earlyExit).toBe('WARN');
    const { client: warden } = await newWarden(app, admin, 'GH-1');
    expect((await warden.gql(SET_RULE, { id: gh1, r: 'REFUSE' })).body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const { client: student } = await newStudent(app, { gender: 'Female' });
    expect((await student.gql(SET_RULE, { id: gh1, r: 'REFUSE' })).body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await admin.gql(SET_RULE, { id: '00000000-0000-4000-8000-000000000000', r: 'REFUSE' })).body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await admin.gql(SET_RULE, { id: gh1, r: 'REFUSE' })).body.data).toEqual({ setEarlyExitRule: { name: 'GH-1', earlyExit: 'REFUSE' } });
    expect((await admin.gql(SET_RULE, { id: gh1, r: 'WARN' })).body.data).toEqual({ setEarlyExitRule: { name: 'GH-1', earlyExit: 'WARN' } });
    const audits = await app.gateway.orm.em.fork().execute<{ before: unknown; after: unknown }[]>(`select before, after from audit_events where action = 'hostel.early_exit' and object_id = ? order by id`, [gh1]);
    expect(audits).toEqual([
      { before: { earlyExit: 'Warn' }, after: { earlyExit: 'Refuse' } },
      { before: { earlyExit: 'Refuse' }, after: { earlyExit: 'Warn' } },
    ]);
  });
});

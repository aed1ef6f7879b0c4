import { describe, expect, it } from 'vitest';
import { newStudent, useTestApp } from '../../../test/app.js';
import { approvedOutpass, bedIn, newGuard, passOf, scan } from '../../../test/outpass.js';
import { DEFAULT_LIMITS } from '../../core/limits.js';

// The real default budget for failed scans; a second gateway with a one-second one, to see it end by time.
const app = useTestApp();
const quick = useTestApp({ limits: { gateScanFailuresPerGuard: { points: 3, seconds: 1, blockSeconds: 1 } } });

const NO_SUCH_CODE = 'No gate pass has this code. Check it with the student and type it again.';
const FAILURES = DEFAULT_LIMITS.gateScanFailuresPerGuard.points;

/** A typed code that names no pass (well formed: it reaches the look-up). */
const wrongCode = (i: number) => `ZZZZZ-${String(i).padStart(5, '0')}`;

describe('wrong gate codes', () => {
  it("refuses a guard's guesses past the limit with 429 and the wait, while another guard scans on", async () => {
    const admin = await app.admin();
    const guard = await newGuard(app, admin);
    const other = await newGuard(app, admin);

    for (let i = 0; i < FAILURES; i++) expect((await scan(guard, wrongCode(i), 'OUT')).body.errors?.[0]?.message).toBe(NO_SUCH_CODE);
    const refused = await scan(guard, wrongCode(99), 'OUT');
    expect(refused.status).toBe(429);
    const wait = Number(refused.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(DEFAULT_LIMITS.gateScanFailuresPerGuard.blockSeconds - 10);
    expect(wait).toBeLessThanOrEqual(DEFAULT_LIMITS.gateScanFailuresPerGuard.blockSeconds);
    expect(refused.body.errors?.[0]).toMatchObject({
      message: `Too many attempts, try again in ${Math.ceil(DEFAULT_LIMITS.gateScanFailuresPerGuard.blockSeconds / 60)} minutes.`,
      extensions: { code: 'RATE_LIMITED', retryAfter: wait },
    });

    // The other guard's count is their own: a wrong code is answered as one, and a right one passes.
    expect((await scan(other, wrongCode(0), 'OUT')).body.errors?.[0]?.message).toBe(NO_SUCH_CODE);
    const { client } = await newStudent(app, { gender: 'Female' });
    await bedIn(client, 'GH-1', 7);
    const outpass = await approvedOutpass(client, admin);
    const { code } = (await passOf(client, outpass.id)).body.data!.gatePass;
    expect((await scan(other, code, 'OUT')).body.data?.scanGatePass.outpass.status).toBe('OUT');
    // The refused guard stays refused (even for a right code) until the wait is over.
    expect((await scan(guard, code, 'RETURNED')).body.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
  });

  it('does not count right codes, and meets the limit when guesses are fired at once', async () => {
    const admin = await app.admin();
    const guard = await newGuard(app, admin);
    const { client } = await newStudent(app, { gender: 'Female' });
    await bedIn(client, 'GH-1', 8);
    const outpass = await approvedOutpass(client, admin);
    const { code, token } = (await passOf(client, outpass.id)).body.data!.gatePass;

    // Half the failures, two right scans (typed and QR), the other half: none refused.
    const half = Math.floor(FAILURES / 2);
    for (let i = 0; i < half; i++) expect((await scan(guard, wrongCode(i), 'OUT')).body.errors?.[0]?.message).toBe(NO_SUCH_CODE);
    expect((await scan(guard, code, 'OUT')).body.data?.scanGatePass.direction).toBe('OUT');
    expect((await scan(guard, token, 'RETURNED')).body.data?.scanGatePass.direction).toBe('RETURNED');
    for (let i = half; i < FAILURES; i++) expect((await scan(guard, wrongCode(i), 'OUT')).body.errors?.[0]?.message).toBe(NO_SUCH_CODE);
    expect((await scan(guard, wrongCode(FAILURES), 'OUT')).body.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');

    // A burst of 40 guesses at once from a fresh guard: the limit, not the timing, decides.
    const fresh = await newGuard(app, admin);
    const burst = await Promise.all(Array.from({ length: 40 }, (_, i) => scan(fresh, wrongCode(i), 'OUT')));
    const codes = burst.map((r) => r.body.errors?.[0]?.extensions?.code);
    expect(codes.filter((c) => c === 'BAD_USER_INPUT')).toHaveLength(FAILURES);
    expect(codes.filter((c) => c === 'RATE_LIMITED')).toHaveLength(40 - FAILURES);
  });

  it('counts forged tokens as failures too, and the refusal ends by itself', async () => {
    const admin = await quick.admin();
    const guard = await newGuard(quick, admin);
    const forged = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from('{"sub":"x"}').toString('base64url')}.`;
    expect((await scan(guard, forged, 'OUT')).body.errors?.[0]?.message).toMatch(/^This pass is not genuine/);
    expect((await scan(guard, wrongCode(1), 'OUT')).body.errors?.[0]?.message).toBe(NO_SUCH_CODE);
    expect((await scan(guard, 'not a code', 'OUT')).body.errors?.[0]?.message).toBe(NO_SUCH_CODE);
    const refused = await scan(guard, wrongCode(2), 'OUT');
    expect(refused.body.errors?.[0]?.extensions).toMatchObject({ code: 'RATE_LIMITED', retryAfter: 1 });
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect((await scan(guard, wrongCode(3), 'OUT')).body.errors?.[0]?.message).toBe(NO_SUCH_CODE);
  });
});

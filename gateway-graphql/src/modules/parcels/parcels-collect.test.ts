import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app.js';
import { ok } from '../../../test/beds.js';
import { collect, deskGuard, logged, myParcels, passOf, residentStudent } from '../../../test/parcels.js';
import { DEFAULT_LIMITS } from '../../core/limits.js';

const app = useTestApp();
// A one-second budget of 3 failures, to see the limit end by time.
const quick = useTestApp({ limits: { parcelCodeFailuresPerGuard: { points: 3, seconds: 1, blockSeconds: 1 } } });

const NO_SUCH_CODE = 'No parcel has this code. Check it with the student and type it again.';
const wrongCode = (i: number) => `ZZZZZ-${String(i).padStart(5, '0')}`;

describe('collecting a parcel', () => {
  it("hands it over on the typed code once, records who and when, audits it and tells the student; a second scan is refused", async () => {
    const admin = await app.admin();
    const guard = await deskGuard(app, admin, 'GH-1');
    const student = await residentStudent(app, 'GH-1');
    const parcel = await logged(guard.client, student.id);
    const { code } = await passOf(student.client, parcel.id);
    const done = await collect(guard.client, code.toLowerCase().replace('-', ' '));
    expect(done.body.data?.collectParcel).toMatchObject({ id: parcel.id, status: 'COLLECTED', handedOverByName: expect.stringMatching(/^GUARD /) });
    expect(done.body.data?.collectParcel.collectedAt).not.toBeNull();
    const again = await collect(guard.client, code);
    expect(again.body.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    expect(again.body.errors?.[0]?.message).toMatch(/^Already collected: this parcel was handed over at .* by GUARD \d+\. A code works once\.$/);
    const mine = (await myParcels(student.client))[0]!;
    expect(mine).toMatchObject({ status: 'COLLECTED', pass: null });
    const bell = await ok<{ myNotifications: { items: { kind: string }[] } }>(student.client, '{ myNotifications { items { kind } } }');
    expect(bell.myNotifications.items[0]?.kind).toBe('PARCEL_COLLECTED');
    const audits = await app.gateway.orm.em.fork().getConnection().execute<{ actor_id: string; after: Record<string, unknown> }[]>(`select actor_id, after from audit_events where action = 'parcel.collected' and object_id = ?`, [parcel.id]);
    expect(audits).toEqual([{ actor_id: guard.id, after: { status: 'collected', handedOverBy: guard.id } }]);
  });

  it("takes the QR token too, only for its own parcel, and only at its own hostel's desk", async () => {
    const admin = await app.admin();
    const guard = await deskGuard(app, admin, 'GH-2');
    const other = await deskGuard(app, admin, 'GH-3');
    const student = await residentStudent(app, 'GH-2');
    const first = await logged(guard.client, student.id, { courier: 'Amazon' });
    const second = await logged(guard.client, student.id, { courier: 'Flipkart' });
    const { token } = await passOf(student.client, first.id);
    const elsewhere = await collect(other.client, token);
    expect(elsewhere.body.errors?.[0]).toMatchObject({ message: "This parcel waits at GH-2's desk: it is handed over there, not at yours.", extensions: { code: 'FORBIDDEN' } });
    const done = await collect(guard.client, token);
    expect(done.body.data?.collectParcel).toMatchObject({ id: first.id, status: 'COLLECTED' });
    // The other parcel still waits: a code names one parcel.
    expect((await myParcels(student.client)).find((p) => p.id === second.id)?.status).toBe('WAITING');
    expect((await collect(guard.client, token)).body.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    // A student cannot collect their own.
    expect((await collect(student.client, token)).body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('refuses forged, wrong and blank codes', async () => {
    const admin = await app.admin();
    const guard = await deskGuard(app, admin, 'BH-4');
    const forged = `${Buffer.from('{"alg":"HS256","kid":"test"}').toString('base64url')}.${Buffer.from('{"sub":"x","aud":"dormspace-parcel"}').toString('base64url')}.abc`;
    expect((await collect(guard.client, forged)).body.errors?.[0]?.message).toMatch(/^This code is not genuine/);
    expect((await collect(guard.client, wrongCode(1))).body.errors?.[0]?.message).toBe(NO_SUCH_CODE);
    const blank = await collect(guard.client, '  ');
    expect(blank.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: [{ field: 'code' }] });
  });
});

describe('wrong parcel codes', () => {
  it("are refused past the limit with the wait, for that desk account only; right codes do not count", async () => {
    const admin = await app.admin();
    const guard = await deskGuard(app, admin, 'BH-5');
    const student = await residentStudent(app, 'BH-5');
    const parcel = await logged(guard.client, student.id);
    const { code } = await passOf(student.client, parcel.id);
    const failures = DEFAULT_LIMITS.parcelCodeFailuresPerGuard.points;
    for (let i = 0; i < failures - 1; i++) expect((await collect(guard.client, wrongCode(i))).body.errors?.[0]?.message).toBe(NO_SUCH_CODE);
    expect((await collect(guard.client, code)).body.data?.collectParcel.status).toBe('COLLECTED');
    expect((await collect(guard.client, wrongCode(98))).body.errors?.[0]?.message).toBe(NO_SUCH_CODE);
    const refused = await collect(guard.client, wrongCode(99));
    expect(refused.status).toBe(429);
    expect(refused.body.errors?.[0]?.extensions).toMatchObject({ code: 'RATE_LIMITED' });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    const other = await deskGuard(app, admin, 'BH-5');
    expect((await collect(other.client, wrongCode(0))).body.errors?.[0]?.message).toBe(NO_SUCH_CODE);
  });

  it('meet the limit when fired at once, and the refusal ends by itself', async () => {
    const admin = await quick.admin();
    const guard = await deskGuard(quick, admin, 'BH-5');
    const burst = await Promise.all(Array.from({ length: 10 }, (_, i) => collect(guard.client, wrongCode(i))));
    const codes = burst.map((r) => r.body.errors?.[0]?.extensions?.code);
    expect(codes.filter((c) => c === 'BAD_USER_INPUT')).toHaveLength(3);
    expect(codes.filter((c) => c === 'RATE_LIMITED')).toHaveLength(7);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect((await collect(guard.client, wrongCode(3))).body.errors?.[0]?.message).toBe(NO_SUCH_CODE);
  });
});

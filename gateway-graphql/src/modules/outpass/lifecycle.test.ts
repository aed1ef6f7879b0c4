import { describe, expect, it } from 'vitest';
import { newStudent, useTestApp } from '../../../test/app.js';
import { newWarden } from '../../../test/staff.js';
import { applyFor, approvedOutpass, auditActions, bedIn, decide, newGuard, OUTPASS_FIELDS, passOf, scan, stored, type OutpassRow } from '../../../test/outpass.js';
import { RequestStatus } from '../../core/enums.js';
import { MOVES, refusalOf, type OutpassMove } from './outpass.transition.js';

const app = useTestApp();

describe('the outpass state machine', () => {
  const moves = Object.keys(MOVES) as OutpassMove[];
  const states = Object.values(RequestStatus);
  const allowed: Record<OutpassMove, RequestStatus[]> = {
    approve: [RequestStatus.PENDING],
    reject: [RequestStatus.PENDING],
    cancel: [RequestStatus.PENDING, RequestStatus.APPROVED],
    out: [RequestStatus.APPROVED],
    return: [RequestStatus.OUT, RequestStatus.OVERDUE],
    overdue: [RequestStatus.OUT],
  };
  it.each(moves.flatMap((move) => states.map((state) => [move, state] as const)))('%s from %s is allowed only where the lifecycle says', (move, state) => {
    const refusal = refusalOf(move, { status: state, outAt: new Date(), returnedAt: new Date() });
    if (allowed[move].includes(state)) expect(refusal).toBeNull();
    else expect(refusal).toMatch(/\.$/);
  });
});

const cancel = (client: Awaited<ReturnType<typeof newStudent>>['client'], id: string) =>
  client.gql<{ cancelOutpass: OutpassRow }>(`mutation($id: ID!) { cancelOutpass(id: $id) { ${OUTPASS_FIELDS} } }`, { id });

describe('cancelling', () => {
  it('lets the student cancel a pending or an approved outpass, never another student\'s, never a decided-against one', async () => {
    const admin = await app.admin();
    const { client } = await newStudent(app);
    const pending = await applyFor(client);
    expect((await cancel(client, pending.id)).body.data?.cancelOutpass).toMatchObject({ status: 'CANCELLED', cancelledAt: expect.any(String) });
    expect((await cancel(client, pending.id)).body.errors?.[0]).toMatchObject({ message: 'This outpass has already been cancelled.', extensions: { code: 'CONFLICT' } });
    expect((await decide(admin, pending.id, 'APPROVED')).body.errors?.[0]?.message).toBe('This outpass has already been cancelled.');

    const approved = await approvedOutpass(client, admin);
    const other = await newStudent(app);
    expect((await cancel(other.client, approved.id)).body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await cancel(client, approved.id)).body.data?.cancelOutpass.status).toBe('CANCELLED');

    const rejected = await applyFor(client);
    await decide(admin, rejected.id, 'REJECTED');
    expect((await cancel(client, rejected.id)).body.errors?.[0]?.message).toBe('This outpass has already been rejected.');
    expect(await auditActions(app, approved.id)).toEqual(['outpass.requested', 'outpass.approved', 'outpass.cancelled']);

    // Older clients: a cancelled outpass keeps its own word; the pending list no longer shows it.
    const pendingList = await admin.rest<{ _id: string }[]>('GET', '/pending/fetchoutpass');
    expect(pendingList.body.map((o) => o._id)).not.toContain(pending.id);
  });

  it('a cancel racing an approval ends in one state, with exactly the audit events of the calls that succeeded', async () => {
    const admin = await app.admin();
    const { client } = await newStudent(app);
    for (let round = 0; round < 8; round++) {
      const { id } = await applyFor(client);
      const [cancelled, approved] = await Promise.all([cancel(client, id), decide(admin, id, 'APPROVED')]);
      const row = await stored(app, id);
      expect(row.status).toBe('Cancelled'); // approved-then-cancelled, or cancelled first
      const cancelOk = !cancelled.body.errors;
      const approveOk = !approved.body.errors;
      expect(cancelOk).toBe(true); // cancel is allowed from Pending and from Approved: it always wins in the end
      expect(Boolean(row.decided_at)).toBe(approveOk);
      if (!approveOk) expect(approved.body.errors?.[0]?.message).toBe('This outpass has already been cancelled.');
      expect(await auditActions(app, id)).toEqual(approveOk ? ['outpass.requested', 'outpass.approved', 'outpass.cancelled'] : ['outpass.requested', 'outpass.cancelled']);
    }
  });
});

describe('at the gate', () => {
  it('scans a student out and back in on the QR token, refuses a pass used twice, and tells older clients it was approved', async () => {
    const admin = await app.admin();
    const guard = await newGuard(app, admin);
    const { client, form } = await newStudent(app, { gender: 'Female', name: 'Lata Menon' });
    await bedIn(client, 'GH-1', 4);
    const outpass = await approvedOutpass(client, admin);
    const pass = (await passOf(client, outpass.id)).body.data!.gatePass;
    expect(pass.qrSvg).toMatch(/^<svg[^>]*>.*<\/svg>\s*$/s);
    expect(pass.code).toMatch(/^[0-9A-HJKMNP-TV-Z]{5}-[0-9A-HJKMNP-TV-Z]{5}$/);
    // The token names the outpass and nothing personal.
    const payload = JSON.parse(Buffer.from(pass.token.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;
    expect(Object.keys(payload).sort()).toEqual(['aud', 'exp', 'iat', 'sub']);
    expect(payload.sub).toBe(outpass.id);

    const backTooEarly = await scan(guard, pass.token, 'RETURNED');
    expect(backTooEarly.body.errors?.[0]?.message).toBe('The student has not gone out on this pass yet.');
    const out = await scan(guard, pass.token, 'OUT');
    expect(out.body.data?.scanGatePass).toEqual({
      direction: 'OUT',
      late: false,
      studentName: 'Lata Menon',
      initial: 'L',
      enrollmentId: String(form.enrollmentId).toUpperCase(),
      hostelName: 'GH-1',
      outpass: { id: outpass.id, status: 'OUT' },
    });
    const twice = await scan(guard, pass.token, 'OUT');
    expect(twice.body.errors?.[0]).toMatchObject({ message: expect.stringMatching(/^This pass has already been used: the student went out at \d+ \w+, \d\d:\d\d\.$/), extensions: { code: 'CONFLICT' } });
    expect((await cancel(client, outpass.id)).body.errors?.[0]?.message).toBe('You have already left through the gate: an outpass cannot be cancelled after that.');

    const rest = await client.rest<{ _id: string; status: string; state: string }[]>('GET', `/outpasses/fetch/${form.enrollmentId}`);
    expect(rest.body.find((o) => o._id === outpass.id)).toMatchObject({ status: 'Approved', state: 'Out' });

    // Two guards scan the return at once: one records it, the other is told the pass was used.
    const other = await newGuard(app, admin);
    const back = await Promise.all([scan(guard, pass.code.toLowerCase().replace('-', ''), 'RETURNED'), scan(other, pass.token, 'RETURNED')]);
    expect(back.filter((r) => r.body.data?.scanGatePass.outpass.status === 'RETURNED')).toHaveLength(1);
    expect(back.flatMap((r) => r.body.errors ?? []).map((e) => e.message)).toEqual([expect.stringMatching(/^This pass has already been used: the student came back at /)]);
    expect(await auditActions(app, outpass.id)).toEqual(['outpass.requested', 'outpass.approved', 'outpass.out', 'outpass.returned']);
    expect((await passOf(client, outpass.id)).body.errors?.[0]?.message).toBe('A gate pass exists only for an approved outpass; this one is returned.');
  });

  it('refuses forged and unknown passes, a cancelled outpass\'s pass, and anyone but guards and staff in scope', async () => {
    const admin = await app.admin();
    const guard = await newGuard(app, admin);
    const { client } = await newStudent(app, { gender: 'Female' });
    await bedIn(client, 'GH-1', 5);
    const pending = await applyFor(client);
    expect((await passOf(client, pending.id)).body.errors?.[0]?.message).toBe('A gate pass exists only for an approved outpass; this one is pending.');
    const outpass = await approvedOutpass(client, admin);
    const { token, code } = (await passOf(client, outpass.id)).body.data!.gatePass;
    const [head, body, signature] = token.split('.') as [string, string, string];

    // Another outpass id under the same signature; a changed signature; a token with no key id we hold.
    const swapped = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(body, 'base64url').toString()), sub: pending.id })).toString('base64url');
    const flipped = `${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    for (const forged of [`${head}.${swapped}.${signature}`, `${head}.${body}.${flipped}`, `${Buffer.from('{"alg":"none"}').toString('base64url')}.${body}.`]) {
      expect((await scan(guard, forged, 'OUT')).body.errors?.[0]?.message).toBe('This pass is not genuine: its signature does not match. Do not let the student through on it.');
    }
    expect((await scan(guard, 'ZZZZZ-ZZZZZ', 'OUT')).body.errors?.[0]?.message).toBe('No gate pass has this code. Check it with the student and type it again.');
    expect((await scan(guard, 'not a code', 'OUT')).body.errors?.[0]?.message).toBe('No gate pass has this code. Check it with the student and type it again.');

    // A student cannot scan; a warden of another hostel cannot either; a warden of GH-1 can.
    expect((await scan(client, token, 'OUT')).body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const elsewhere = await newWarden(app, admin, 'BH-2');
    expect((await scan(elsewhere.client, code, 'OUT')).body.errors?.[0]?.message).toBe('That belongs to a hostel you do not manage.');

    // The guard cannot read the office's lists.
    expect((await guard.gql('query { pendingOutpasses { id } }')).body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await guard.rest('GET', '/pending/fetchoutpass')).status).toBe(403);

    expect((await cancel(client, outpass.id)).body.data?.cancelOutpass.status).toBe('CANCELLED');
    expect((await scan(guard, token, 'OUT')).body.errors?.[0]?.message).toBe('This outpass was cancelled by the student.');
    const local = await newWarden(app, admin, 'GH-1');
    const again = await approvedOutpass(client, admin);
    const fresh = (await passOf(client, again.id)).body.data!.gatePass;
    expect((await scan(local.client, fresh.code, 'OUT')).body.data?.scanGatePass.direction).toBe('OUT');
  });
});

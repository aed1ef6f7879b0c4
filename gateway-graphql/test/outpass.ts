import { expect } from 'vitest';
import type { TestApp } from './app.js';
import type { Client } from './client.js';
import { hostelIds, inviteTokenFor } from './staff.js';

const DAY = 86_400_000;

/** The outpass form, returning tomorrow at 21:00 unless told otherwise. */
export const outpassForm = (overrides: Record<string, unknown> = {}) => ({
  name: 'Asha',
  where: 'Home, Pune',
  dateOfArrival: new Date(Date.now() + DAY).toISOString().slice(0, 10),
  outTime: '17:30',
  reason: 'Family function',
  responsibility: 'YES',
  ...overrides,
});

export const OUTPASS_FIELDS = 'id status where expectedReturnAt returnTime outAt returnedAt overdueAt returnedLate cancelledAt decidedAt guardianConsent guardianAnsweredAt hostelName';

export interface OutpassRow {
  id: string;
  status: string;
  where: string;
  expectedReturnAt: string;
  returnTime: string;
  outAt: string | null;
  returnedAt: string | null;
  overdueAt: string | null;
  returnedLate: boolean;
  cancelledAt: string | null;
  decidedAt: string | null;
  guardianConsent: string;
  guardianAnsweredAt: string | null;
  hostelName: string | null;
}

/** A student applies over GraphQL; returns the new outpass. */
export async function applyFor(client: Client, overrides: Record<string, unknown> = {}): Promise<OutpassRow> {
  const reply = await client.gql<{ applyOutpass: OutpassRow }>(`mutation($input: OutpassInput!) { applyOutpass(input: $input) { ${OUTPASS_FIELDS} } }`, { input: outpassForm(overrides) });
  expect(reply.body.errors).toBeUndefined();
  return reply.body.data!.applyOutpass;
}

/** Staff decide over GraphQL; a rejection says why (GraphQL requires it), unless `reason` is given. */
export async function decide(staff: Client, id: string, decision: 'APPROVED' | 'REJECTED', reason: string | null = decision === 'REJECTED' ? 'Exams that week' : null) {
  return staff.gql<{ decideOutpass: OutpassRow }>(`mutation($id: ID!, $d: Decision!, $r: String) { decideOutpass(id: $id, decision: $d, reason: $r) { ${OUTPASS_FIELDS} } }`, { id, d: decision, r: reason });
}

/** A student's approved outpass. */
export async function approvedOutpass(student: Client, admin: Client, overrides: Record<string, unknown> = {}): Promise<OutpassRow> {
  const outpass = await applyFor(student, overrides);
  const approved = await decide(admin, outpass.id, 'APPROVED');
  expect(approved.body.errors).toBeUndefined();
  return approved.body.data!.decideOutpass;
}

export interface Pass {
  token: string;
  code: string;
  qrSvg: string;
  expiresAt: string;
}

export async function passOf(student: Client, outpassId: string) {
  return student.gql<{ gatePass: Pass }>('query($id: ID!) { gatePass(outpassId: $id) { token code qrSvg expiresAt } }', { id: outpassId });
}

export interface Scan {
  direction: string;
  late: boolean;
  studentName: string;
  initial: string;
  enrollmentId: string;
  hostelName: string | null;
  outpass: { id: string; status: string };
}

export async function scan(guard: Client, code: string, direction: 'OUT' | 'RETURNED') {
  return guard.gql<{ scanGatePass: Scan }>('mutation($c: String!, $d: GateDirection!) { scanGatePass(code: $c, direction: $d) { direction late studentName initial enrollmentId hostelName outpass { id status } } }', {
    c: code,
    d: direction,
  });
}

let guards = 0;

/** A gate guard, invited by an admin and logged in through the link. */
export async function newGuard(app: TestApp, admin: Client): Promise<Client> {
  const email = `guard${process.pid}x${++guards}@dormspace.test`;
  const invited = await admin.gql('mutation($input: InviteStaffInput!) { inviteStaff(input: $input) { id } }', { input: { email, name: `Guard ${guards}`, role: 'GUARD', hostelIds: [] } });
  expect(invited.body.errors).toBeUndefined();
  const client = app.client();
  const accepted = await client.gql('mutation($t: String!) { acceptStaffInvite(token: $t, password: "guard-password-1") { id role } }', { t: await inviteTokenFor(app, email) });
  expect(accepted.body.errors).toBeUndefined();
  return client;
}

/** Gives a student a bed in a girls' hostel (instant booking), so their outpasses belong to it. */
export async function bedIn(student: Client, hostel: string, roomNumber: number): Promise<void> {
  const booked = await student.rest('POST', '/bookroom/room', { hostel, roomNumber });
  expect(booked.status, booked.text).toBe(201);
}

export async function requireGuardianConsent(app: TestApp, admin: Client, hostel: string, required: boolean): Promise<void> {
  const [id] = await hostelIds(app, hostel);
  const set = await admin.gql('mutation($id: ID!, $r: Boolean!) { setGuardianConsentRequired(hostelId: $id, required: $r) { guardianConsentRequired } }', { id, r: required });
  expect(set.body.errors).toBeUndefined();
}

/** The last mail sent to an address, once the queue has delivered it. */
export async function lastMailTo(app: TestApp, to: string) {
  await app.gateway.mailer.idle();
  return [...app.outbox.messages].reverse().find((m) => m.to === to);
}

/** The outpass's row as stored. */
export async function stored(app: TestApp, id: string): Promise<{ status: string; decided_at: Date | null; cancelled_at: Date | null; out_at: Date | null; returned_at: Date | null }> {
  const [row] = await app.gateway.orm.em.fork().execute('select status, decided_at, cancelled_at, out_at, returned_at from outpasses where id = ?', [id]);
  return row as never;
}

/** Audit actions recorded for one outpass, oldest first. */
export async function auditActions(app: TestApp, id: string): Promise<string[]> {
  const rows = await app.gateway.orm.em.fork().execute<{ action: string }[]>(`select action from audit_events where object_type = 'outpass' and object_id = ? order by id`, [id]);
  return rows.map((r) => r.action);
}

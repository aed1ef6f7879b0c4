import { describe, expect, it } from 'vitest';
import { newStudent, useTestApp } from './app.js';
import { applyFor, decide, lastMailTo } from './outpass.js';

const app = useTestApp();

const NEEDED = 'Please give a reason for the rejection.';
const REQUEST_FIELDS = 'id status decisionReason';

/** The audit record of one decision: what it stored as the reason. */
async function auditedReason(objectType: string, id: string, action: string): Promise<unknown> {
  const [row] = await app.gateway.orm.em.fork().execute<{ after: { reason?: unknown } }[]>('select after from audit_events where object_type = ? and object_id = ? and action = ?', [objectType, id, action]);
  return row?.after.reason;
}

/** A boy's pending request for a room of an approval hostel (the spec's REST call); its id. */
async function pendingRequest(hostel: string, roomNumber: number): Promise<{ id: string; email: string; client: Awaited<ReturnType<typeof newStudent>>['client'] }> {
  const { client, form } = await newStudent(app, { gender: 'Male' });
  const sent = await client.rest<{ request: { _id: string } }>('POST', '/bookroom/req', { hostel, roomNumber });
  expect(sent.status, sent.text).toBe(201);
  return { id: sent.body.request._id, email: String(form.email), client };
}

const decideRequest = (staff: Awaited<ReturnType<typeof app.admin>>, id: string, decision: string, reason?: string | null) =>
  staff.gql<{ decideRoomRequest: { id: string; status: string; decisionReason: string | null } }>(
    `mutation($id: ID!, $d: Decision!, $r: String) { decideRoomRequest(id: $id, decision: $d, reason: $r) { ${REQUEST_FIELDS} } }`,
    { id, d: decision, r: reason },
  );

describe('rejections through GraphQL say why', () => {
  it('refuses to reject an outpass without a reason (absent or blank), and the outpass stays pending', async () => {
    const { client } = await newStudent(app);
    const outpass = await applyFor(client);
    const admin = await app.admin();
    for (const reason of [null, '   ']) {
      const refused = await decide(admin, outpass.id, 'REJECTED', reason);
      expect(refused.body.errors?.[0]).toMatchObject({ message: NEEDED, extensions: { code: 'BAD_USER_INPUT', fields: [{ field: 'reason', message: NEEDED }] } });
    }
    const mine = await client.gql<{ myOutpasses: { items: { status: string }[] } }>('query { myOutpasses { items { status } } }');
    expect(mine.body.data?.myOutpasses.items).toEqual([{ status: 'PENDING' }]);
    // Approval needs no reason.
    expect((await decide(admin, outpass.id, 'APPROVED')).body.data?.decideOutpass.status).toBe('APPROVED');
  });

  it("rejects an outpass with its reason: stored, audited, under the student's bell and in their mail", async () => {
    const { client, form } = await newStudent(app);
    const outpass = await applyFor(client, { where: 'Goa' });
    const admin = await app.admin();
    const rejected = await admin.gql<{ decideOutpass: { status: string; decisionReason: string } }>(
      'mutation($id: ID!) { decideOutpass(id: $id, decision: REJECTED, reason: " Exams that week ") { status decisionReason } }',
      { id: outpass.id },
    );
    expect(rejected.body.data?.decideOutpass).toEqual({ status: 'REJECTED', decisionReason: 'Exams that week' });
    expect(await auditedReason('outpass', outpass.id, 'outpass.rejected')).toBe('Exams that week');
    const bell = await client.gql<{ myNotifications: { items: { kind: string; body: string }[] } }>('query { myNotifications { items { kind body } } }');
    expect(bell.body.data?.myNotifications.items[0]).toEqual({ kind: 'OUTPASS_REJECTED', body: 'Your outpass to Goa was rejected: Exams that week' });
    const mail = await lastMailTo(app, String(form.email));
    expect(mail?.subject).toBe('DormSpace: Outpass to Goa rejected');
    expect(mail?.text).toContain('Your outpass to Goa was rejected: Exams that week');
  });

  it('refuses to reject a room request without a reason; approval needs none', async () => {
    const admin = await app.admin();
    const request = await pendingRequest('BH-4', 101);
    for (const reason of [undefined, '']) {
      const refused = await decideRequest(admin, request.id, 'REJECTED', reason);
      expect(refused.body.errors?.[0]).toMatchObject({ message: NEEDED, extensions: { code: 'BAD_USER_INPUT', fields: [{ field: 'reason', message: NEEDED }] } });
    }
    const [row] = await app.gateway.orm.em.fork().execute<{ status: string }[]>('select status from room_requests where id = ?', [request.id]);
    expect(row?.status).toBe('Pending');
    expect((await decideRequest(admin, request.id, 'APPROVED')).body.data?.decideRoomRequest).toEqual({ id: request.id, status: 'APPROVED', decisionReason: null });
  });

  it("rejects a room request with its reason: stored, audited, under the student's bell and in their mail", async () => {
    const admin = await app.admin();
    const request = await pendingRequest('BH-4', 102);
    const rejected = await decideRequest(admin, request.id, 'REJECTED', 'Block under repair');
    expect(rejected.body.data?.decideRoomRequest).toEqual({ id: request.id, status: 'REJECTED', decisionReason: 'Block under repair' });
    expect(await auditedReason('room_request', request.id, 'room_request.rejected')).toBe('Block under repair');
    const mine = await request.client.gql('query { myRoomRequests { status decisionReason } }');
    expect(mine.body.data).toEqual({ myRoomRequests: [{ status: 'REJECTED', decisionReason: 'Block under repair' }] });
    const bell = await request.client.gql<{ myNotifications: { items: { kind: string; body: string }[] } }>('query { myNotifications { items { kind body } } }');
    expect(bell.body.data?.myNotifications.items[0]).toEqual({ kind: 'ROOM_REQUEST_REJECTED', body: 'Your request for BH-4 room 102 was rejected: Block under repair' });
    const mail = await lastMailTo(app, request.email);
    expect(mail?.subject).toBe('DormSpace: Room request rejected: BH-4 room 102');
    expect(mail?.text).toContain('Your request for BH-4 room 102 was rejected: Block under repair');
  });
});

describe("the spec's REST calls keep rejecting without a reason (older clients)", () => {
  it('POST /roomrequests/update/{id} with {update: "Rejected"} and no reason', async () => {
    const admin = await app.admin();
    const request = await pendingRequest('BH-4', 103);
    const rejected = await admin.rest('POST', `/roomrequests/update/${request.id}`, { update: 'Rejected' });
    expect(rejected.status, rejected.text).toBe(200);
    expect(rejected.body).toMatchObject({ message: 'Request rejected.', request: { status: 'Rejected' } });
  });

  it('POST /update/status with {status: "Rejected", roll_number} and no reason', async () => {
    const { client, form } = await newStudent(app);
    await applyFor(client);
    const admin = await app.admin();
    const rejected = await admin.rest('POST', '/update/status', { status: 'Rejected', roll_number: form.enrollmentId });
    expect(rejected.status, rejected.text).toBe(200);
    expect(rejected.body.message).toBe('1 outpass updated.');
  });
});

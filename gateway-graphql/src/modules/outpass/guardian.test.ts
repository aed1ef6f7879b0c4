import { describe, expect, it } from 'vitest';
import { newStudent, useTestApp } from '../../../test/app.js';
import { applyFor, auditActions, bedIn, decide, lastMailTo, outpassForm, requireGuardianConsent } from '../../../test/outpass.js';
import { subscribe } from '../../../test/ws.js';

const ahead = { ms: 0 };
const app = useTestApp({ clock: () => new Date(Date.now() + ahead.ms) });

const tokenIn = (text: string | undefined) => /#consent=([A-Za-z0-9_-]+)/.exec(text ?? '')?.[1];
const REQUEST = 'query($t: String!) { guardianRequest(token: $t) { studentName hostelName where reason outTime returnTime consent } }';
const ANSWER = 'mutation($t: String!, $c: Boolean!) { answerGuardianRequest(token: $t, consent: $c) }';
const SPENT = 'This link does not work any more: it has been used, it has expired, or the outpass has been decided or cancelled.';

describe("the guardian's consent", () => {
  it('asks the guardian by a one-time link where the hostel requires it; staff approve only after consent', async () => {
    const admin = await app.admin();
    await requireGuardianConsent(app, admin, 'GH-3', true);
    const { client } = await newStudent(app, { gender: 'Female', name: 'Priya Nair' });
    await bedIn(client, 'GH-3', 10);

    const noGuardian = await client.gql('mutation($input: OutpassInput!) { applyOutpass(input: $input) { id } }', { input: outpassForm() });
    expect(noGuardian.body.errors?.[0]?.message).toBe("Your hostel asks your guardian to agree to each outpass. Add your guardian's email on your profile first.");
    const bad = await client.gql('mutation { updateMySettings(input: { guardianEmail: "not-an-email" }) { id } }');
    expect(bad.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
    const saved = await client.gql<{ updateMySettings: Record<string, unknown> }>(
      'mutation { updateMySettings(input: { guardianName: "Mr Nair", guardianEmail: "Nair.Parent@Example.org", guardianPhone: "+91 98765 00000" }) { guardianName guardianEmail guardianPhone emailNotifications } }',
    );
    expect(saved.body.data?.updateMySettings).toEqual({ guardianName: 'Mr Nair', guardianEmail: 'nair.parent@example.org', guardianPhone: '+91 98765 00000', emailNotifications: true });

    const staffFeed = await subscribe<{ outpassChanged: { id: string; guardianConsent: string } }>(app.gateway, admin.cookie, 'subscription { outpassChanged { id guardianConsent } }');
    const outpass = await applyFor(client, { where: 'Kochi' });
    expect(outpass.guardianConsent).toBe('AWAITING');
    expect((await staffFeed.next(3_000)).outpassChanged).toEqual({ id: outpass.id, guardianConsent: 'AWAITING' });
    const mail = await lastMailTo(app, 'nair.parent@example.org');
    expect(mail?.subject).toBe('DormSpace: Priya Nair asks to leave the hostel');
    const token = tokenIn(mail?.text)!;
    expect(token).toHaveLength(43);
    // Only the token's hash is stored.
    expect(JSON.stringify(await app.gateway.orm.em.fork().execute('select * from outpasses where id = ?', [outpass.id]))).not.toContain(token);

    expect((await decide(admin, outpass.id, 'APPROVED')).body.errors?.[0]?.message).toBe("The student's guardian has not answered yet: approve once they agree, or reject it.");

    // The guardian needs no account.
    const guardian = app.client();
    expect((await guardian.gql(REQUEST, { t: token })).body.data?.guardianRequest).toEqual({
      studentName: 'Priya Nair',
      hostelName: 'GH-3',
      where: 'Kochi',
      reason: 'Family function',
      outTime: '17:30',
      returnTime: '21:00',
      consent: 'AWAITING',
    });
    const answers = await Promise.all([guardian.gql(ANSWER, { t: token, c: true }), guardian.gql(ANSWER, { t: token, c: false })]);
    expect(answers.filter((a) => a.body.data?.answerGuardianRequest === true)).toHaveLength(1);
    expect(answers.flatMap((a) => a.body.errors ?? []).map((e) => e.message)).toEqual([SPENT]);
    expect((await guardian.gql(REQUEST, { t: token })).body.errors?.[0]).toMatchObject({ message: SPENT, extensions: { code: 'NOT_FOUND' } });

    const mine = await client.gql<{ myOutpasses: { items: { id: string; guardianConsent: string }[] } }>('query { myOutpasses { items { id guardianConsent } } }');
    const consent = mine.body.data?.myOutpasses.items.find((o) => o.id === outpass.id)?.guardianConsent;
    expect(['GIVEN', 'REFUSED']).toContain(consent);
    expect((await staffFeed.next(3_000)).outpassChanged).toEqual({ id: outpass.id, guardianConsent: consent });
    const decided = await decide(admin, outpass.id, 'APPROVED');
    if (consent === 'GIVEN') expect(decided.body.data?.decideOutpass.status).toBe('APPROVED');
    else expect(decided.body.errors?.[0]?.message).toBe("The student's guardian refused this outpass: it can only be rejected.");
    expect((await auditActions(app, outpass.id)).slice(0, 2)).toEqual(['outpass.requested', consent === 'GIVEN' ? 'outpass.guardian_consented' : 'outpass.guardian_refused']);
    const bell = await client.gql<{ myNotifications: { items: { kind: string }[] } }>('query { myNotifications { items { kind } } }');
    expect(bell.body.data?.myNotifications.items.map((n) => n.kind)).toContain('GUARDIAN_ANSWERED');
    await staffFeed.close();
    await requireGuardianConsent(app, admin, 'GH-3', false);
  });

  it('a link stops working when it expires, when the outpass is cancelled, and for a guessed token', async () => {
    const admin = await app.admin();
    await requireGuardianConsent(app, admin, 'GH-3', true);
    const { client } = await newStudent(app, { gender: 'Female' });
    await bedIn(client, 'GH-3', 11);
    await client.gql('mutation { updateMySettings(input: { guardianEmail: "late.parent@example.org" }) { id } }');
    await applyFor(client);
    const first = tokenIn((await lastMailTo(app, 'late.parent@example.org'))?.text)!;
    const guardian = app.client();
    ahead.ms = 73 * 3_600_000; // the link lives 72 hours at most (less when the return comes first)
    expect((await guardian.gql(ANSWER, { t: first, c: true })).body.errors?.[0]?.message).toBe(SPENT);
    ahead.ms = 0;

    const second = await applyFor(client);
    const token = tokenIn((await lastMailTo(app, 'late.parent@example.org'))?.text)!;
    expect(token).not.toBe(first);
    await client.gql('mutation($id: ID!) { cancelOutpass(id: $id) { id } }', { id: second.id });
    expect((await guardian.gql(ANSWER, { t: token, c: true })).body.errors?.[0]?.message).toBe(SPENT);
    expect((await guardian.gql(ANSWER, { t: 'x'.repeat(43), c: true })).body.errors?.[0]?.message).toBe(SPENT);
    await requireGuardianConsent(app, admin, 'GH-3', false);
  });
});

describe('notifications', () => {
  it('tell the student of each decision under the bell, live and by email, unless they turn email off', async () => {
    const admin = await app.admin();
    const { client, form } = await newStudent(app);
    const live = await subscribe<{ notificationAdded: { kind: string; title: string; read: boolean } }>(app.gateway, client.cookie, 'subscription { notificationAdded { kind title read } }');
    const outpass = await applyFor(client, { where: 'Mysore' });
    await decide(admin, outpass.id, 'APPROVED');
    expect((await live.next(3_000)).notificationAdded).toEqual({ kind: 'OUTPASS_APPROVED', title: 'Outpass to Mysore approved', read: false });
    const mail = await lastMailTo(app, String(form.email));
    expect(mail?.subject).toBe('DormSpace: Outpass to Mysore approved');
    expect(mail?.text).toContain('/newprofile');

    expect((await client.gql('mutation { updateMySettings(input: { emailNotifications: false }) { emailNotifications } }')).body.data).toEqual({ updateMySettings: { emailNotifications: false } });
    const second = await applyFor(client, { where: 'Ooty' });
    await app.gateway.mailer.idle();
    const mailsBefore = app.outbox.messages.filter((m) => m.to === form.email).length;
    await decide(admin, second.id, 'REJECTED');
    expect((await live.next(3_000)).notificationAdded.title).toBe('Outpass to Ooty rejected');
    await app.gateway.mailer.idle();
    expect(app.outbox.messages.filter((m) => m.to === form.email)).toHaveLength(mailsBefore);

    const page = await client.gql<{ myNotifications: { unread: number; items: { id: string; read: boolean }[] } }>('query { myNotifications { unread items { id read } } }');
    expect(page.body.data?.myNotifications.unread).toBe(2);
    // Someone else's ids are ignored; the owner marks one, then all.
    const other = await newStudent(app);
    await other.client.gql('mutation($ids: [ID!]) { markNotificationsRead(ids: $ids) }', { ids: page.body.data!.myNotifications.items.map((n) => n.id) });
    expect((await client.gql<{ myNotifications: { unread: number } }>('query { myNotifications { unread } }')).body.data?.myNotifications.unread).toBe(2);
    expect((await client.gql('mutation($ids: [ID!]) { markNotificationsRead(ids: $ids) }', { ids: [page.body.data!.myNotifications.items[0]!.id] })).body.data).toEqual({ markNotificationsRead: 1 });
    expect((await client.gql('mutation { markNotificationsRead }')).body.data).toEqual({ markNotificationsRead: 0 });
    expect((await app.client().gql('query { myNotifications { unread } }')).body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    await live.close();
  });

  it('tell both students of a room request decision', async () => {
    const admin = await app.admin();
    const a = await newStudent(app);
    const requested = await a.client.rest<{ request: { _id: string } }>('POST', '/bookroom/req', { hostel: 'BH-5', roomNumber: 101 });
    expect(requested.status, requested.text).toBe(201);
    const list = await admin.gql<{ pendingRoomRequests: { id: string }[] }>('query { pendingRoomRequests { id } }');
    const id = list.body.data!.pendingRoomRequests.at(-1)!.id;
    const decided = await admin.gql('mutation($id: ID!) { decideRoomRequest(id: $id, decision: REJECTED, reason: "Full for repairs") { id } }', { id });
    expect(decided.body.errors).toBeUndefined();
    const bell = await a.client.gql<{ myNotifications: { items: { kind: string; body: string }[] } }>('query { myNotifications { items { kind body } } }');
    expect(bell.body.data?.myNotifications.items[0]).toEqual({ kind: 'ROOM_REQUEST_REJECTED', body: 'Your request for BH-5 room 101 was rejected: Full for repairs' });
  });
});

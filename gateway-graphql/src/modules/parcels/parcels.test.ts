import { describe, expect, it } from 'vitest';
import { newStudent, useTestApp } from '../../../test/app.js';
import type { Client } from '../../../test/client.js';
import { ok, refusal } from '../../../test/beds.js';
import { hostelIds } from '../../../test/staff.js';
import { newStaff } from '../../../test/repairs.js';
import { deskGuard, LOG, logged, myParcels, residentStudent, type ParcelRow } from '../../../test/parcels.js';

const app = useTestApp();
const db = () => app.gateway.orm.em.fork().getConnection();
const FORM = { courier: 'BlueDart', shelf: 'B3' };
const RECIPIENTS = 'query($q: String!, $h: ID) { parcelRecipients(query: $q, hostelId: $h) { studentId name enrollmentId hostelName roomNumber } }';
type Recipient = { studentId: string; name: string; enrollmentId: string; hostelName: string; roomNumber: number };
const recipients = async (desk: Client, q: string, h?: string) => (await ok<{ parcelRecipients: Recipient[] }>(desk, RECIPIENTS, { q, h })).parcelRecipients;

describe("a guard's front desks", () => {
  it('are chosen by the admin when inviting or changing a guard, and shown with the staff', async () => {
    const admin = await app.admin();
    const guard = await deskGuard(app, admin, 'BH-1', 'BH-2');
    const staff = await ok<{ staff: { id: string; hostels: { name: string }[] }[] }>(admin, '{ staff { id hostels { name } } }');
    expect(staff.staff.find((s) => s.id === guard.id)?.hostels.map((h) => h.name)).toEqual(['BH-1', 'BH-2']);
    await ok(admin, 'mutation($id: ID!, $input: UpdateStaffInput!) { updateStaff(id: $id, input: $input) { id } }', { id: guard.id, input: { role: 'GUARD', hostelIds: await hostelIds(app, 'GH-1') } });
    const student = await residentStudent(app, 'BH-1');
    // The change reaches the guard's live session: BH-1 is no longer theirs, GH-1 is.
    expect((await refusal(guard.client, LOG, { input: { studentId: student.id, ...FORM } })).extensions?.code).toBe('FORBIDDEN');
    const girl = await residentStudent(app, 'GH-1');
    expect((await logged(guard.client, girl.id)).hostelName).toBe('GH-1');
  });
});

describe('the hostels of the desk', () => {
  const HOSTELS = '{ frontDeskHostels { id name } }';
  const desks = async (client: Client) => (await ok<{ frontDeskHostels: { id: string; name: string }[] }>(client, HOSTELS)).frontDeskHostels;

  it("are a guard's or a warden's own, by name, even with no parcel yet; every hostel for an admin; refused to a student", async () => {
    const admin = await app.admin();
    const guard = await deskGuard(app, admin, 'GH-3', 'BH-2');
    const [bh2, gh3] = await hostelIds(app, 'BH-2', 'GH-3');
    expect(await desks(guard.client)).toEqual([
      { id: bh2, name: 'BH-2' },
      { id: gh3, name: 'GH-3' },
    ]);
    const warden = await newStaff(app, admin, 'WARDEN', { hostelIds: [gh3!] });
    expect(await desks(warden.client)).toEqual([{ id: gh3, name: 'GH-3' }]);
    // A guard of the gate only keeps no desk.
    expect(await desks((await deskGuard(app, admin)).client)).toEqual([]);
    const all = await ok<{ hostels: { id: string; name: string }[] }>(admin, '{ hostels { id name } }');
    expect(await desks(admin)).toEqual(all.hostels);
    expect(all.hostels).toHaveLength(8);
    const student = await residentStudent(app, 'GH-3');
    expect((await refusal(student.client, HOSTELS)).extensions?.code).toBe('FORBIDDEN');
    expect((await refusal(app.client(), HOSTELS)).extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('logging a parcel', () => {
  it('is for a resident of the desk\'s hostels; the parcel is their hostel\'s, audited, and the student is told by bell and mail', async () => {
    const admin = await app.admin();
    const guard = await deskGuard(app, admin, 'BH-3');
    const student = await residentStudent(app, 'BH-3');
    const parcel = await logged(guard.client, student.id, { trackingNumber: 'AWB123', perishable: false });
    expect(parcel).toMatchObject({ status: 'WAITING', studentId: student.id, hostelName: 'BH-3', courier: 'BlueDart', trackingNumber: 'AWB123', shelf: 'B3', perishable: false, collectedAt: null });
    expect(parcel.loggedByName).toMatch(/^GUARD /);
    const [audit] = await db().execute<{ actor_id: string; student_id: string; after: Record<string, unknown> }[]>(`select actor_id, student_id, after from audit_events where action = 'parcel.logged' and object_id = ?`, [parcel.id]);
    expect(audit).toMatchObject({ actor_id: guard.id, student_id: student.id, after: { courier: 'BlueDart', shelf: 'B3', perishable: false } });
    const bell = await ok<{ myNotifications: { items: { kind: string; title: string; link: string }[] } }>(student.client, '{ myNotifications { items { kind title link } } }');
    expect(bell.myNotifications.items[0]).toEqual({ kind: 'PARCEL_ARRIVED', title: 'A parcel for you at BH-3', link: '/parcels' });
    await app.gateway.mailer.idle();
    const [me] = await db().execute<{ email: string }[]>('select email from users where id = ?', [student.id]);
    expect(app.outbox.messages.some((m) => m.to === me!.email && m.subject === 'DormSpace: A parcel for you at BH-3' && m.text.includes('AWB123'))).toBe(true);
    // The code itself is nowhere in the table: only its hash.
    const [row] = await db().execute<Record<string, unknown>[]>('select * from parcels where id = ?', [parcel.id]);
    const { code } = (await myParcels(student.client))[0]!.pass!;
    expect(JSON.stringify(row)).not.toContain(code);
  });

  it('flags a perishable parcel at once', async () => {
    const admin = await app.admin();
    const guard = await deskGuard(app, admin, 'BH-3');
    const student = await residentStudent(app, 'BH-3');
    expect((await logged(guard.client, student.id, { perishable: true })).perishable).toBe(true);
    const bell = await ok<{ myNotifications: { items: { title: string; body: string }[] } }>(student.client, '{ myNotifications { items { title body } } }');
    expect(bell.myNotifications.items[0]?.title).toBe('Perishable parcel: collect it today at BH-3');
    expect(bell.myNotifications.items[0]?.body).toContain('perishable');
  });

  it("refuses another hostel's student, a non-resident, a student calling it, and names the bad field", async () => {
    const admin = await app.admin();
    const guard = await deskGuard(app, admin, 'BH-4');
    const elsewhere = await residentStudent(app, 'BH-5');
    expect((await refusal(guard.client, LOG, { input: { studentId: elsewhere.id, ...FORM } })).extensions?.code).toBe('FORBIDDEN');
    const homeless = await newStudent(app);
    const none = await refusal(guard.client, LOG, { input: { studentId: homeless.id, ...FORM } });
    expect(none.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: [{ field: 'studentId' }] });
    const resident = await residentStudent(app, 'BH-4');
    expect((await refusal(resident.client, LOG, { input: { studentId: resident.id, ...FORM } })).extensions?.code).toBe('FORBIDDEN');
    const blank = await guard.client.gql(LOG, { input: { studentId: resident.id, courier: ' ', shelf: 'B3' } });
    expect(blank.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: [{ field: 'courier' }] });
    const noGate = await deskGuard(app, admin);
    expect((await refusal(noGate.client, LOG, { input: { studentId: resident.id, ...FORM } })).extensions?.code).toBe('FORBIDDEN');
    // Nothing half-written: no parcel for any of them.
    const [count] = await db().execute<{ n: number }[]>('select count(*)::int as n from parcels where student_id = any(?::uuid[])', [`{${elsewhere.id},${homeless.id},${resident.id}}`]);
    expect(count?.n).toBe(0);
    // A warden logs for their own hostel; an admin for any.
    const warden = await newStaff(app, admin, 'WARDEN', { hostelIds: await hostelIds(app, 'BH-4') });
    expect((await logged(warden.client, resident.id)).hostelName).toBe('BH-4');
    expect((await logged(admin, elsewhere.id)).hostelName).toBe('BH-5');
  });
});

describe('finding the recipient', () => {
  it("finds residents of the desk's hostels by name, enrollment ID or room number, ten at most", async () => {
    const admin = await app.admin();
    const guard = await deskGuard(app, admin, 'GH-2');
    const mine = await residentStudent(app, 'GH-2');
    const theirs = await residentStudent(app, 'GH-3');
    const [me] = await db().execute<{ name: string; enrollment_id: string }[]>('select name, enrollment_id from users where id = ?', [mine.id]);
    const byName = await recipients(guard.client, me!.name.slice(0, 12).toLowerCase());
    expect(byName.length).toBeLessThanOrEqual(10);
    expect(byName.every((r) => r.hostelName === 'GH-2')).toBe(true);
    expect((await recipients(guard.client, me!.name)).map((r) => r.studentId)).toEqual([mine.id]);
    expect(await recipients(guard.client, me!.enrollment_id.toLowerCase())).toEqual([{ studentId: mine.id, name: me!.name, enrollmentId: me!.enrollment_id, hostelName: 'GH-2', roomNumber: mine.roomNumber }]);
    expect((await recipients(guard.client, String(mine.roomNumber)))[0]?.studentId).toBe(mine.id);
    // Another hostel's resident is not found, by name or enrollment ID; nor when asking for their hostel.
    const [them] = await db().execute<{ name: string; enrollment_id: string }[]>('select name, enrollment_id from users where id = ?', [theirs.id]);
    expect(await recipients(guard.client, them!.name)).toEqual([]);
    expect(await recipients(guard.client, them!.enrollment_id)).toEqual([]);
    const [gh3] = await hostelIds(app, 'GH-3');
    expect((await refusal(guard.client, RECIPIENTS, { q: them!.name, h: gh3 })).extensions?.code).toBe('FORBIDDEN');
    expect((await recipients(admin, them!.name)).map((r) => r.studentId)).toEqual([theirs.id]);
    expect((await refusal(guard.client, RECIPIENTS, { q: 'a' })).extensions?.fields?.[0]?.field).toBe('query');
    expect((await refusal(mine.client, RECIPIENTS, { q: 'student' })).extensions?.code).toBe('FORBIDDEN');
  });
});

describe("a student's parcels", () => {
  it('are their own only, each waiting one with its pass; the desk never sees a code', async () => {
    const admin = await app.admin();
    const guard = await deskGuard(app, admin, 'BH-2');
    const a = await residentStudent(app, 'BH-2');
    const b = await residentStudent(app, 'BH-2');
    const first = await logged(guard.client, a.id, { courier: 'DTDC' });
    await logged(guard.client, b.id);
    const mine = await myParcels(a.client);
    expect(mine.map((p: ParcelRow) => p.id)).toEqual([first.id]);
    expect(mine[0]!.pass?.code).toMatch(/^[0-9A-Z]{5}-[0-9A-Z]{5}$/);
    expect(mine[0]!.pass?.token.split('.')).toHaveLength(3);
    expect(mine[0]!.pass?.qrSvg).toContain('<svg');
    const desk = await ok<{ frontDeskParcels: { id: string; pass: unknown }[] }>(guard.client, '{ frontDeskParcels { id pass { code } } }');
    expect(desk.frontDeskParcels.every((p) => p.pass === null)).toBe(true);
    expect((await refusal(guard.client, '{ myParcels { id } }')).extensions?.code).toBe('FORBIDDEN');
    expect((await refusal(a.client, '{ frontDeskParcels { id } }')).extensions?.code).toBe('FORBIDDEN');
  });
});

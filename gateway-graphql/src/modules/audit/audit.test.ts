import { describe, expect, it } from 'vitest';
import { newStudent, useTestApp } from '../../../test/app.js';
import { officeDay } from '../../core/clock.js';

const app = useTestApp();

describe('the audit log', () => {
  it('records a booking in the statement that takes the bed, with who, what, where from and after', async () => {
    const { client, id } = await newStudent(app, { gender: 'Female' });
    const booked = await client.rest('POST', '/bookroom/room', { hostel: 'GH-1', roomNumber: 3 });
    expect(booked.status).toBe(201);
    const admin = await app.admin();
    const page = await admin.gql<{ auditEvents: { items: { action: string; actorId: string; actorRole: string; objectType: string; studentId: string; address: string; changes: { field: string; after: string }[] }[] } }>(
      `query($id: ID!) { auditEvents(filter: { studentId: $id }) { items { action actorId actorRole objectType studentId address changes { field after } } } }`,
      { id },
    );
    const [event] = page.body.data!.auditEvents.items;
    expect(event).toMatchObject({ action: 'bed.booked', actorId: id, actorRole: 'student', objectType: 'room', studentId: id, address: '127.0.0.1' });
    expect(event!.changes).toEqual(expect.arrayContaining([{ field: 'bed', after: '1' }, { field: 'room', after: '3' }, { field: 'hostel', after: 'GH-1' }]));
  });

  it('writes nothing when the change fails (a full room books no audit event)', async () => {
    const em = app.gateway.orm.em.fork();
    const before = await em.execute<{ n: number }[]>('select count(*)::int as n from audit_events');
    const { client } = await newStudent(app, { gender: 'Female' });
    expect((await client.rest('POST', '/bookroom/room', { hostel: 'GH-1', roomNumber: 3 })).status).toBe(409); // a Single, taken above
    const after = await em.execute<{ n: number }[]>('select count(*)::int as n from audit_events');
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  it('refuses UPDATE, DELETE and TRUNCATE in the database itself', async () => {
    const em = app.gateway.orm.em.fork();
    const [{ id }] = (await em.execute<{ id: string }[]>('select id from audit_events order by id limit 1')) as [{ id: string }];
    await expect(em.execute(`update audit_events set action = 'forged' where id = ?`, [id])).rejects.toThrow(/append-only: UPDATE refused/);
    await expect(em.execute('delete from audit_events where id = ?', [id])).rejects.toThrow(/append-only: DELETE refused/);
    await expect(em.execute('truncate audit_events')).rejects.toThrow(/append-only: TRUNCATE refused/);
    // A cascade cannot reach it either: the table names users and hostels without foreign keys.
    const [row] = await em.execute<{ action: string }[]>('select action from audit_events where id = ?', [id]);
    expect(row!.action).not.toBe('forged');
  });

  it('filters by actor, action, object and date, and pages from newest to oldest', async () => {
    const admin = await app.admin();
    for (let i = 0; i < 3; i++) {
      const { client } = await newStudent(app, { gender: 'Female' });
      await client.rest('POST', '/bookroom/room', { hostel: 'GH-2', roomNumber: 1 + i });
    }
    type Page = { auditEvents: { items: { id: string; action: string; at: string }[]; nextBefore: string | null } };
    const today = officeDay(new Date());
    const first = await admin.gql<Page>(`query { auditEvents(filter: { action: "bed.booked", from: "${today}", to: "${today}", limit: 2 }) { items { id action at } nextBefore } }`);
    expect(first.body.data!.auditEvents.items).toHaveLength(2);
    expect(first.body.data!.auditEvents.nextBefore).not.toBeNull();
    const second = await admin.gql<Page>(`query($b: ID) { auditEvents(filter: { action: "bed.booked", before: $b, limit: 2 }) { items { id action } nextBefore } }`, { b: first.body.data!.auditEvents.nextBefore });
    const ids = [...first.body.data!.auditEvents.items, ...second.body.data!.auditEvents.items].map((e) => Number(e.id));
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(new Set(ids).size).toBe(ids.length);
    const none = await admin.gql<Page>('query { auditEvents(filter: { action: "bed.booked", from: "2020-01-01", to: "2020-01-02" }) { items { id } } }');
    expect(none.body.data!.auditEvents.items).toEqual([]);
    const byActor = await admin.gql<Page>('query { auditEvents(filter: { actor: "Student" }) { items { action } } }');
    expect(byActor.body.data!.auditEvents.items.length).toBeGreaterThan(0);
    const bad = await admin.gql('query { auditEvents(filter: { from: "yesterday" }) { items { id } } }');
    expect(bad.body.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
  });
});

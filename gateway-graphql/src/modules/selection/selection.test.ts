import { describe, expect, it } from 'vitest';
import { newStudent, useTestApp } from '../../../test/app.js';
import { hostelIds } from '../../../test/staff.js';
import { subscribe } from '../../../test/ws.js';

const app = useTestApp();
const HOUR = 60 * 60 * 1000;
const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

const setWindow = (admin: Awaited<ReturnType<typeof app.admin>>, input: Record<string, unknown>) =>
  admin.gql<{ setSelectionWindow: { hostelName: string | null } }>('mutation($input: SelectionWindowInput!) { setSelectionWindow(input: $input) { hostelName opensAt closesAt enrollmentPrefixes } }', { input });

describe('the selection window', () => {
  it('refuses bookings and requests before it opens and after it closes, with the time, and admits them inside', async () => {
    const admin = await app.admin();
    const [gh3, bh4] = await hostelIds(app, 'GH-3', 'BH-4');
    await setWindow(admin, { hostelId: gh3, opensAt: at(HOUR), closesAt: at(2 * HOUR) });
    await setWindow(admin, { hostelId: bh4, opensAt: at(-2 * HOUR), closesAt: at(-HOUR) });

    const girl = await newStudent(app, { gender: 'Female' });
    const early = await girl.client.rest('POST', '/bookroom/room', { hostel: 'GH-3', roomNumber: 1 });
    expect(early.status).toBe(403);
    expect(early.body).toMatchObject({ code: 'SELECTION_CLOSED', message: expect.stringMatching(/^Room selection for GH-3 has not opened yet: it opens on \d+ \w+ \d{4}, \d\d:\d\d GMT/) });
    const boy = await newStudent(app);
    const late = await boy.client.rest('POST', '/bookroom/req', { hostel: 'BH-4', roomNumber: 101 });
    expect(late).toMatchObject({ status: 403, body: { code: 'SELECTION_CLOSED', message: expect.stringMatching(/^Room selection for BH-4 closed on /) } });
    expect(await app.gateway.orm.em.fork().execute('select 1 from room_occupancies o join users u on u.id = o.student_id where u.id in (?, ?)', [girl.id, boy.id])).toEqual([]);

    // The window for all hostels does not override a hostel's own; clearing the hostel's brings it back.
    await setWindow(admin, { opensAt: at(-HOUR), closesAt: at(HOUR) });
    expect((await girl.client.rest('POST', '/bookroom/room', { hostel: 'GH-3', roomNumber: 1 })).status).toBe(403);
    expect((await admin.gql(`mutation { clearSelectionWindow(hostelId: "${gh3}") }`)).body.data).toEqual({ clearSelectionWindow: true });
    expect((await girl.client.rest('POST', '/bookroom/room', { hostel: 'GH-3', roomNumber: 1 })).status).toBe(201);
    await setWindow(admin, {});
    await admin.gql(`mutation { clearSelectionWindow(hostelId: "${bh4}") }`);
  });

  it('admits only the enrollment IDs it names', async () => {
    const admin = await app.admin();
    const [gh2] = await hostelIds(app, 'GH-2');
    const yes = await newStudent(app, { gender: 'Female', enrollmentId: `Y25-${Date.now()}` });
    const no = await newStudent(app, { gender: 'Female', enrollmentId: `Y24-${Date.now()}` });
    await setWindow(admin, { hostelId: gh2, enrollmentPrefixes: ['y25-'] });
    const refused = await no.client.rest('POST', '/bookroom/room', { hostel: 'GH-2', roomNumber: 5 });
    expect(refused.body).toMatchObject({ code: 'SELECTION_CLOSED', message: 'Room selection for GH-2 is not open to your enrollment ID in this round. Please contact the hostel office.' });
    expect((await yes.client.rest('POST', '/bookroom/room', { hostel: 'GH-2', roomNumber: 5 })).status).toBe(201);
    const state = await no.client.gql<{ selectionWindow: { state: string } }>('query { selectionWindow(hostel: "GH-2") { state } }');
    expect(state.body.data?.selectionWindow.state).toBe('NOT_ELIGIBLE');
    await admin.gql(`mutation { clearSelectionWindow(hostelId: "${gh2}") }`);
  });

  it("gives a student their state in each of their hostels' windows at once, with who may take part", async () => {
    const admin = await app.admin();
    const [gh1, gh2] = await hostelIds(app, 'GH-1', 'GH-2');
    const opens = at(HOUR);
    const closed = at(-HOUR);
    await setWindow(admin, { hostelId: gh1, opensAt: opens, enrollmentPrefixes: ['Z9-'] });
    await setWindow(admin, { hostelId: gh2, opensAt: at(-2 * HOUR), closesAt: closed });
    const girl = await newStudent(app, { gender: 'Female', enrollmentId: `Z8-${Date.now()}` });
    const states = await girl.client.gql<{ mySelectionWindows: { hostelName: string; state: string; opensAt: string | null; closesAt: string | null; enrollmentPrefixes: string[]; now: string }[] }>(
      'query { mySelectionWindows { hostelName state opensAt closesAt enrollmentPrefixes now } }',
    );
    const rows = states.body.data!.mySelectionWindows;
    expect(rows.map((r) => r.hostelName)).toEqual(['GH-1', 'GH-2', 'GH-3']);
    expect(rows[0]).toMatchObject({ state: 'NOT_YET', opensAt: opens, closesAt: null, enrollmentPrefixes: ['Z9-'] });
    expect(rows[1]).toMatchObject({ state: 'CLOSED', closesAt: closed, enrollmentPrefixes: [] });
    expect(rows[2]).toMatchObject({ state: 'OPEN', enrollmentPrefixes: [] });
    expect(new Set(rows.map((r) => r.now)).size).toBe(1);
    // Past the opening, a prefix she lacks keeps her out: the same answer as the grid's.
    await setWindow(admin, { hostelId: gh1, opensAt: at(-HOUR), enrollmentPrefixes: ['Z9-'] });
    const after = await girl.client.gql<{ mySelectionWindows: { state: string }[]; selectionWindow: { state: string } }>('query { mySelectionWindows { state } selectionWindow(hostel: "GH-1") { state } }');
    expect(after.body.data).toMatchObject({ mySelectionWindows: [{ state: 'NOT_ELIGIBLE' }, { state: 'CLOSED' }, { state: 'OPEN' }], selectionWindow: { state: 'NOT_ELIGIBLE' } });
    const boy = await newStudent(app);
    const his = await boy.client.gql<{ mySelectionWindows: { hostelName: string }[] }>('query { mySelectionWindows { hostelName } }');
    expect(his.body.data!.mySelectionWindows.map((r) => r.hostelName)).toEqual(['BH-1', 'BH-2', 'BH-3', 'BH-4', 'BH-5']);
    expect((await app.client().gql('query { mySelectionWindows { state } }')).body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    await admin.gql(`mutation { clearSelectionWindow(hostelId: "${gh1}") }`);
    await admin.gql(`mutation { clearSelectionWindow(hostelId: "${gh2}") }`);
  });

  it('validates the window and audits each change with before and after', async () => {
    const admin = await app.admin();
    const [bh5] = await hostelIds(app, 'BH-5');
    const backwards = await setWindow(admin, { hostelId: bh5, opensAt: at(HOUR), closesAt: at(-HOUR) });
    expect(backwards.body.errors?.[0]).toMatchObject({ message: 'Closes must be after opens.', extensions: { code: 'BAD_USER_INPUT' } });
    const badPrefix = await setWindow(admin, { hostelId: bh5, enrollmentPrefixes: ['20%'] });
    expect(badPrefix.body.errors?.[0]?.message).toBe('Each enrollment prefix may hold only letters, digits, "-" and "/".');
    const closes = at(HOUR);
    await setWindow(admin, { hostelId: bh5, closesAt: closes });
    const trail = await admin.gql<{ auditEvents: { items: { action: string; changes: { field: string; before: string | null; after: string | null }[] }[] } }>(
      `query { auditEvents(filter: { objectType: "selection_window", objectId: "${bh5}" }) { items { action changes { field before after } } } }`,
    );
    const [change] = trail.body.data!.auditEvents.items;
    expect(change!.action).toBe('selection_window.changed');
    expect(change!.changes).toEqual(expect.arrayContaining([{ field: 'inherited', before: 'true', after: null }, { field: 'closesAt', before: null, after: closes }]));
    await admin.gql(`mutation { clearSelectionWindow(hostelId: "${bh5}") }`);
  });

  it('tells open grids live when it changes', async () => {
    const admin = await app.admin();
    const [gh1] = await hostelIds(app, 'GH-1');
    const girl = await newStudent(app, { gender: 'Female' });
    const live = await subscribe<{ selectionWindowChanged: { state: string; closesAt: string | null } }>(
      app.gateway,
      girl.client.cookie,
      'subscription { selectionWindowChanged(hostel: "GH-1") { state closesAt } }',
    );
    await setWindow(admin, { hostelId: gh1, closesAt: at(-1000), opensAt: at(-HOUR) });
    expect((await live.next()).selectionWindowChanged.state).toBe('CLOSED');
    await admin.gql(`mutation { clearSelectionWindow(hostelId: "${gh1}") }`);
    expect((await live.next()).selectionWindowChanged.state).toBe('OPEN');
    await live.close();
  });

  it('orders every booking and request racing its close wholly before or wholly after it', async () => {
    const admin = await app.admin();
    const [gh2, bh3] = await hostelIds(app, 'GH-2', 'BH-3');
    const girls = await Promise.all(Array.from({ length: 12 }, () => newStudent(app, { gender: 'Female' })));
    const boys = await Promise.all(Array.from({ length: 12 }, () => newStudent(app)));
    const em = app.gateway.orm.em.fork();
    const [start] = await em.execute<{ id: string }[]>('select coalesce(max(id), 0) as id from audit_events');
    const replies = await Promise.all([
      ...girls.map((g, i) => new Promise((wait) => setTimeout(wait, i * 3)).then(() => g.client.rest('POST', '/bookroom/room', { hostel: 'GH-2', roomNumber: 101 + i }))),
      ...boys.map((b, i) => new Promise((wait) => setTimeout(wait, i * 3)).then(() => b.client.rest('POST', '/bookroom/req', { hostel: 'BH-3', roomNumber: 101 + i }))),
      new Promise((wait) => setTimeout(wait, 15)).then(() => setWindow(admin, { closesAt: at(0), opensAt: at(-HOUR) })),
    ]);
    const statuses = replies.slice(0, 24).map((r) => (r as { status: number }).status);
    expect(statuses.filter((s) => s !== 201 && s !== 403)).toEqual([]);
    const [change] = await em.execute<{ id: string }[]>(`select id from audit_events where action = 'selection_window.changed' order by id desc limit 1`);
    const accepted = await em.execute<{ id: string }[]>(
      `select id from audit_events where action in ('bed.booked', 'room_request.created') and hostel_id in (?, ?) and id > ? order by id`,
      [gh2, bh3, start!.id],
    );
    // Every accepted change was recorded before the close was; every refused one after it.
    expect(accepted.filter((e) => Number(e.id) > Number(change!.id))).toEqual([]);
    expect(accepted).toHaveLength(statuses.filter((s) => s === 201).length);
    await setWindow(admin, {});
  });
});

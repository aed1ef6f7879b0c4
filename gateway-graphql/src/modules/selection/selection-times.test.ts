import { describe, expect, it } from 'vitest';
import { newStudent, useTestApp } from '../../../test/app.js';
import type { Client } from '../../../test/client.js';
import { createProcess, publishProcess, rosteredStudents } from '../../../test/lottery.js';
import { hostelIds } from '../../../test/staff.js';
import { formatOfficeTime } from './selection.rules.js';

// The gateway's clock runs `ahead` ms in front of the system's: a process is taken past its
// first slot and its close without waiting (kept standings are timed by this clock too).
let ahead = 0;
const app = useTestApp({ clock: () => new Date(Date.now() + ahead) });
const db = () => app.gateway.orm.em.fork();
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const iso = (ms: number) => new Date(ms).toISOString();
const gatewayNow = () => Date.now() + ahead;

type Shown = { hostelName: string; state: string; opensAt: string | null; closesAt: string | null; enrollmentPrefixes: string[]; processName: string | null };
const SHOWN = 'hostelName state opensAt closesAt enrollmentPrefixes processName';

/** What the grid of `hostel` reads for this viewer (selectionWindow), and what /selection lists for it (mySelectionWindows). */
async function shown(client: Client, hostel: string): Promise<Shown> {
  const reply = await client.gql<{ selectionWindow: Shown; mySelectionWindows: Shown[] }>(`query { selectionWindow(hostel: "${hostel}") { ${SHOWN} } mySelectionWindows { ${SHOWN} } }`);
  expect(reply.body.errors).toBeUndefined();
  const { selectionWindow, mySelectionWindows } = reply.body.data!;
  expect(mySelectionWindows.find((w) => w.hostelName === hostel)).toEqual(selectionWindow);
  return selectionWindow;
}

const setWindow = (admin: Client, input: Record<string, unknown>) =>
  admin.gql('mutation($input: SelectionWindowInput!) { setSelectionWindow(input: $input) { hostelName } }', { input });

async function runAssignment(admin: Client, id: string): Promise<void> {
  const run = await admin.gql(`mutation($id: ID!) { runSelectionAssignment(id: $id) { status } }`, { id });
  expect(run.body.errors).toBeUndefined();
  const deadline = Date.now() + 30_000;
  for (;;) {
    const got = await admin.gql<{ selectionProcess: { status: string } }>(`query($id: ID!) { selectionProcess(id: $id) { status } }`, { id });
    if (got.body.data?.selectionProcess.status === 'ASSIGNED') return;
    if (Date.now() > deadline) throw new Error('the assignment job did not run');
    await new Promise((r) => setTimeout(r, 200));
  }
}

const process = (name: string, opensAt: string, closesAt: string) => ({ opensAt, closesAt, enrollmentPrefixes: [], processName: name });

describe('the times a hostel shows around its selection process (docs/decisions/0153)', () => {
  it("are the process's from publishing to done, for an entrant, a student not drawn and staff; after it, while the window that closed before it stands", async () => {
    const admin = await app.admin();
    // The year closes: every hostel is closed from that moment (one window for all, set then).
    const closing = await admin.gql('mutation { closeAcademicYear(nextName: "2027-28") { name } }');
    expect(closing.body.errors).toBeUndefined();
    const [yearWindow] = await db().execute<{ closes_at: Date }[]>('select closes_at from selection_windows where hostel_id is null');
    ahead += 10 * MINUTE;

    const [gh2] = await hostelIds(app, 'GH-2');
    const [entrant] = await rosteredStudents(app, 1, { gender: 'Female', prefix: 'TIMES' });
    const notDrawn = await newStudent(app, { gender: 'Female' }); // not on the roster: not drawn
    const start = gatewayNow();
    const firstSlotAt = iso(start + MINUTE);
    const closesAt = iso(start + HOUR);
    const id = await createProcess(admin, { name: 'GH-2 2027', hostelIds: [gh2], firstSlotAt, closesAt, slotMinutes: 5, perSlot: 100 });
    await publishProcess(admin, id);
    const times = process('GH-2 2027', firstSlotAt, closesAt);
    const viewers = () => Promise.all([shown(entrant!.client, 'GH-2'), shown(notDrawn.client, 'GH-2'), shown(admin, 'GH-2')]);

    // Published, before the first slot: the year's close (before the process) is nowhere.
    expect(await viewers()).toEqual([
      { hostelName: 'GH-2', state: 'NOT_YET', ...times },
      { hostelName: 'GH-2', state: 'NOT_ELIGIBLE', ...times },
      { hostelName: 'GH-2', state: 'NOT_YET', ...times },
    ]);

    // Published, past the close: closed for staff too (they see the grid as if drawn).
    ahead += HOUR + MINUTE;
    const closed = [
      { hostelName: 'GH-2', state: 'CLOSED', ...times },
      { hostelName: 'GH-2', state: 'NOT_ELIGIBLE', ...times },
      { hostelName: 'GH-2', state: 'CLOSED', ...times },
    ];
    expect(await viewers()).toEqual(closed);

    // Assigning, Assigned, undone (Published again), Assigned: each standing kept above is still what a fresh read says.
    await runAssignment(admin, id);
    expect(await viewers()).toEqual(closed);
    expect((await admin.gql(`mutation($id: ID!) { undoSelectionAssignment(id: $id) { status } }`, { id })).body.errors).toBeUndefined();
    expect(await viewers()).toEqual(closed);
    await runAssignment(admin, id);
    expect(await viewers()).toEqual(closed);

    // Done: the window governs again, and it closed (at the year's close) before the process did:
    // the process's times are shown, not the year's close.
    expect((await admin.gql(`mutation($id: ID!) { publishSelectionAssignment(id: $id) { status } }`, { id })).body.errors).toBeUndefined();
    const done = await viewers();
    expect(done).toEqual([
      { hostelName: 'GH-2', state: 'CLOSED', ...times },
      { hostelName: 'GH-2', state: 'CLOSED', ...times },
      { hostelName: 'GH-2', state: 'CLOSED', ...times },
    ]);
    expect(done.map((w) => w.closesAt)).not.toContain(new Date(yearWindow!.closes_at).toISOString());
    // A booking sent anyway (the spec's REST bridge) is refused naming the same close, not the year's.
    const [room] = await db().execute<{ number: number }[]>("select r.number from rooms r join hostels h on h.id = r.hostel_id where h.name = 'GH-2' and r.in_service order by r.number limit 1");
    const [late] = await rosteredStudents(app, 1, { gender: 'Female', prefix: 'LATE' });
    const refused = await late!.client.rest<{ message: string }>('POST', '/bookroom/room', { hostel: 'GH-2', roomNumber: room!.number });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(`Room selection for GH-2 closed on ${formatOfficeTime(new Date(closesAt))}.`);

    // The office sets the hostel's window after the process was done: its own times again.
    const reopens = iso(gatewayNow() - MINUTE);
    const recloses = iso(gatewayNow() + 2 * HOUR);
    expect((await setWindow(admin, { hostelId: gh2, opensAt: reopens, closesAt: recloses })).body.errors).toBeUndefined();
    const window = { opensAt: reopens, closesAt: recloses, enrollmentPrefixes: [], processName: null };
    expect(await viewers()).toEqual([
      { hostelName: 'GH-2', state: 'OPEN', ...window },
      { hostelName: 'GH-2', state: 'OPEN', ...window },
      { hostelName: 'GH-2', state: 'OPEN', ...window },
    ]);
  });

  it('after a process, are the window\'s when the window outlasts it: it decides, and closes later', async () => {
    const admin = await app.admin();
    const [gh3] = await hostelIds(app, 'GH-3');
    const start = gatewayNow();
    // Set before the process, open until after it: first come, first served for what the process leaves.
    const windowCloses = iso(start + 3 * HOUR);
    expect((await setWindow(admin, { hostelId: gh3, closesAt: windowCloses })).body.errors).toBeUndefined();
    const [entrant] = await rosteredStudents(app, 1, { gender: 'Female', prefix: 'OUTLAST' });
    const id = await createProcess(admin, { name: 'GH-3 2027', hostelIds: [gh3], firstSlotAt: iso(start + MINUTE), closesAt: iso(start + HOUR), slotMinutes: 5, perSlot: 100 });
    await publishProcess(admin, id);
    ahead += HOUR + MINUTE;
    await runAssignment(admin, id);
    expect((await admin.gql(`mutation($id: ID!) { publishSelectionAssignment(id: $id) { status } }`, { id })).body.errors).toBeUndefined();
    const window = { hostelName: 'GH-3', opensAt: null, closesAt: windowCloses, enrollmentPrefixes: [], processName: null };
    expect(await shown(entrant!.client, 'GH-3')).toEqual({ state: 'OPEN', ...window });
    // Past the window's close too: it closed last, so its close is the one shown.
    ahead += 2 * HOUR;
    expect(await shown(entrant!.client, 'GH-3')).toEqual({ state: 'CLOSED', ...window });
    expect(await shown(admin, 'GH-3')).toEqual({ state: 'CLOSED', ...window });
  });
});

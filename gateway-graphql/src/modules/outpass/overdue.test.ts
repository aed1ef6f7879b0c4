import { describe, expect, it } from 'vitest';
import { newStudent, useTestApp } from '../../../test/app.js';
import { approvedOutpass, auditActions, bedIn, lastMailTo, newGuard, passOf, scan } from '../../../test/outpass.js';
import { newWarden } from '../../../test/staff.js';
import { subscribe } from '../../../test/ws.js';

/** The gateway's clock runs `ahead.ms` ahead of the system's: the test moves it past return times. */
const ahead = { ms: 0 };
// The sweep runs on the job queue every second, as it does every minute in production.
const app = useTestApp({ clock: () => new Date(Date.now() + ahead.ms), overdueSweepSeconds: 1 });

const statusOf = async (id: string) => ((await app.gateway.orm.em.fork().execute<{ status: string }[]>('select status from outpasses where id = ?', [id]))[0]?.status);

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 15_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((r) => setTimeout(r, 100));
  }
}

interface FeedEvent {
  adminFeed: { kind: string; activity: { type: string; resolved: boolean; outpassId: string | null }; counts: { overdueOutpasses: number } };
}

describe('overdue returns', () => {
  it('the queued sweep marks an outpass Overdue once the clock passes its return, tells everyone, and the return closes it late', async () => {
    const admin = await app.admin();
    const guard = await newGuard(app, admin);
    const warden = await newWarden(app, admin, 'GH-2');
    const { client, form } = await newStudent(app, { gender: 'Female', name: 'Nila Das' });
    await bedIn(client, 'GH-2', 7);
    await client.gql('mutation { updateMySettings(input: { guardianName: "R. Das", guardianEmail: "parent.das@example.org" }) { id } }');
    const outpass = await approvedOutpass(client, admin);
    const { token } = (await passOf(client, outpass.id)).body.data!.gatePass;
    expect((await scan(guard, token, 'OUT')).body.data?.scanGatePass.direction).toBe('OUT');
    expect((await lastMailTo(app, 'parent.das@example.org'))?.subject).toBe('DormSpace: Nila Das has left the hostel');

    // Still out before the return time: the sweep leaves it alone.
    await new Promise((r) => setTimeout(r, 2_500));
    expect(await statusOf(outpass.id)).toBe('Out');

    const feed = await subscribe<FeedEvent>(app.gateway, warden.client.cookie, 'subscription { adminFeed { kind activity { type resolved outpassId } counts { overdueOutpasses } } }');
    const elsewhere = await newWarden(app, admin, 'BH-3');
    const otherFeed = await subscribe<FeedEvent>(app.gateway, elsewhere.client.cookie, 'subscription { adminFeed { kind activity { type resolved outpassId } counts { overdueOutpasses } } }');
    ahead.ms = new Date(outpass.expectedReturnAt).getTime() - Date.now() + 60_000;
    expect(await until(() => statusOf(outpass.id), (s) => s === 'Overdue')).toBe('Overdue');

    // The warden's dashboard hears of it live, with their hostel's count; another hostel's warden does not.
    const event = await feed.next(5_000);
    expect(event.adminFeed).toMatchObject({ kind: 'CREATED', activity: { type: 'OUTPASS_OVERDUE', resolved: false, outpassId: outpass.id }, counts: { overdueOutpasses: 1 } });
    expect(await otherFeed.drain(500)).toEqual([]);
    expect((await warden.client.gql<{ adminCounts: { overdueOutpasses: number } }>('query { adminCounts { overdueOutpasses } }')).body.data?.adminCounts.overdueOutpasses).toBe(1);

    // The student, the hostel's warden and the admins are notified; the guardian gets a mail.
    const bell = await client.gql<{ myNotifications: { items: { kind: string; title: string }[] } }>('query { myNotifications { items { kind title } } }');
    expect(bell.body.data?.myNotifications.items[0]).toEqual({ kind: 'OUTPASS_OVERDUE', title: 'You are overdue' });
    const wardenBell = await warden.client.gql<{ myNotifications: { items: { kind: string; title: string }[] } }>('query { myNotifications { items { kind title } } }');
    expect(wardenBell.body.data?.myNotifications.items[0]).toEqual({ kind: 'OUTPASS_OVERDUE', title: 'Nila Das is overdue' });
    expect((await lastMailTo(app, 'parent.das@example.org'))?.subject).toBe('DormSpace: Nila Das is overdue');

    // Marked once: later sweeps find nothing more to do.
    await new Promise((r) => setTimeout(r, 2_000));
    expect(await auditActions(app, outpass.id)).toEqual(['outpass.requested', 'outpass.approved', 'outpass.out', 'outpass.overdue']);

    // The return scan: Returned, kept as late; the overdue activity resolves live.
    const back = await scan(guard, token, 'RETURNED');
    expect(back.body.data?.scanGatePass).toMatchObject({ direction: 'RETURNED', late: true, outpass: { status: 'RETURNED' } });
    expect((await feed.next(5_000)).adminFeed).toMatchObject({ kind: 'RESOLVED', activity: { type: 'OUTPASS_OVERDUE', resolved: true }, counts: { overdueOutpasses: 0 } });
    const history = await client.gql<{ myOutpasses: { items: { id: string; status: string; returnedLate: boolean; overdueAt: string | null }[] } }>('query { myOutpasses { items { id status returnedLate overdueAt } } }');
    expect(history.body.data?.myOutpasses.items.find((o) => o.id === outpass.id)).toMatchObject({ status: 'RETURNED', returnedLate: true, overdueAt: expect.any(String) });
    expect((await lastMailTo(app, 'parent.das@example.org'))?.subject).toBe('DormSpace: Nila Das is back at the hostel');
    const rest = await client.rest<{ _id: string; status: string; state: string }[]>('GET', `/outpasses/fetch/${form.enrollmentId}`);
    expect(rest.body.find((o) => o._id === outpass.id)).toMatchObject({ status: 'Approved', state: 'Returned' });
    await Promise.all([feed.close(), otherFeed.close()]);
  });

  it('refuses a pass past its expiry and an approved outpass whose return time has passed', async () => {
    ahead.ms = 0;
    const admin = await app.admin();
    const guard = await newGuard(app, admin);
    const { client } = await newStudent(app, { gender: 'Female' });
    await bedIn(client, 'GH-2', 8);
    const outpass = await approvedOutpass(client, admin);
    const { token, expiresAt } = (await passOf(client, outpass.id)).body.data!.gatePass;
    expect(new Date(expiresAt).getTime()).toBe(new Date(outpass.expectedReturnAt).getTime() + 12 * 3_600_000);

    ahead.ms = new Date(outpass.expectedReturnAt).getTime() - Date.now() + 60_000;
    expect((await scan(guard, token, 'OUT')).body.errors?.[0]?.message).toMatch(/^This outpass ended at .*: the student was due back by then\. They need a new outpass\.$/);
    ahead.ms = new Date(expiresAt).getTime() - Date.now() + 60_000;
    expect((await scan(guard, token, 'OUT')).body.errors?.[0]?.message).toBe('This pass has expired. Ask the student to open it again on their phone while online.');
    ahead.ms = 0;
  });
});

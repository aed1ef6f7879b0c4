import { describe, expect, it } from 'vitest';
import { newStudent, useTestApp } from '../../../test/app.js';
import { secrets } from '../../../test/client.js';
import { hostelIds, inviteTokenFor, newWarden } from '../../../test/staff.js';
import type { Clock } from '../../core/clock.js';

let now = Date.now();
const clock: Clock = () => new Date(now);
const app = useTestApp({ clock });

const invite = (email: string, hostels: string[], role = 'WARDEN') =>
  `mutation { inviteStaff(input: { email: "${email}", name: "Meera Warden", role: ${role}, hostelIds: ${JSON.stringify(hostels)} }) { id status role hostels { name } } }`;

describe('inviting staff', () => {
  it('creates a warden with no password, mails a one-time link, and the link sets the password and logs in', async () => {
    const admin = await app.admin();
    const created = await admin.gql<{ inviteStaff: { id: string; status: string; role: string; hostels: { name: string }[] } }>(invite('meera@dormspace.test', await hostelIds(app, 'BH-1')));
    expect(created.body.data?.inviteStaff).toMatchObject({ status: 'INVITED', role: 'WARDEN', hostels: [{ name: 'BH-1' }] });
    const token = await inviteTokenFor(app, 'meera@dormspace.test');
    secrets.add(token); // never in any answer from here on
    // No password yet: logging in fails like a wrong password.
    expect((await app.client().rest('POST', '/user/login', { email: 'meera@dormspace.test', password: 'anything-at-all' })).status).toBe(401);

    const warden = app.client();
    const weak = await warden.gql(`mutation { acceptStaffInvite(token: "${token}", password: "short") { id } }`);
    expect(weak.body.errors?.[0]).toMatchObject({ message: 'Password must be at least 8 characters.' });
    const accepted = await warden.gql<{ acceptStaffInvite: { role: string } }>(`mutation { acceptStaffInvite(token: "${token}", password: "warden-password-1") { role } }`);
    expect(accepted.body.data?.acceptStaffInvite.role).toBe('WARDEN');
    expect((await warden.gql<{ me: { email: string } }>('query { me { email } }')).body.data?.me.email).toBe('meera@dormspace.test');

    // Used once: a second use is refused, the password stays.
    const again = await app.client().gql(`mutation { acceptStaffInvite(token: "${token}", password: "another-password-2") { id } }`);
    expect(again.body.errors?.[0]?.message).toMatch(/invalid, used or expired/);
    expect((await app.client().rest('POST', '/user/login', { email: 'meera@dormspace.test', password: 'warden-password-1' })).status).toBe(200);
    const list = await admin.gql<{ staff: { email: string; status: string }[] }>('query { staff { email status } }');
    expect(list.body.data?.staff).toEqual(expect.arrayContaining([{ email: 'meera@dormspace.test', status: 'ACTIVE' }]));
  });

  it('refuses an expired link, and a resent link replaces the old one', async () => {
    const admin = await app.admin();
    const created = await admin.gql<{ inviteStaff: { id: string } }>(invite('late@dormspace.test', await hostelIds(app, 'GH-1')));
    const old = await inviteTokenFor(app, 'late@dormspace.test');
    now += 73 * 60 * 60 * 1000;
    try {
      const expired = await app.client().gql(`mutation { acceptStaffInvite(token: "${old}", password: "warden-password-1") { id } }`);
      expect(expired.body.errors?.[0]?.message).toMatch(/invalid, used or expired/);
      await admin.gql(`mutation { resendStaffInvite(id: "${created.body.data!.inviteStaff.id}") { status } }`);
      const fresh = await inviteTokenFor(app, 'late@dormspace.test');
      expect(fresh).not.toBe(old);
      expect((await app.client().gql(`mutation { acceptStaffInvite(token: "${old}", password: "warden-password-1") { id } }`)).body.errors).toBeDefined();
      expect((await app.client().gql(`mutation { acceptStaffInvite(token: "${fresh}", password: "warden-password-1") { id } }`)).body.errors).toBeUndefined();
    } finally {
      now = Date.now();
    }
  });

  it('refuses bad invitations with the field named', async () => {
    const admin = await app.admin();
    const noHostel = await admin.gql(invite('nohostel@dormspace.test', []));
    expect(noHostel.body.errors?.[0]).toMatchObject({ message: 'A warden needs at least one hostel.', extensions: { code: 'BAD_USER_INPUT' } });
    const unknownHostel = await admin.gql(invite('unknown@dormspace.test', ['00000000-0000-4000-8000-000000000000']));
    expect(unknownHostel.body.errors?.[0]?.message).toBe('Choose hostels from the list.');
    const { form } = await newStudent(app);
    const taken = await admin.gql(invite(String(form.email), await hostelIds(app, 'BH-1')));
    expect(taken.body.errors?.[0]).toMatchObject({ extensions: { code: 'CONFLICT' } });
    const badEmail = await admin.gql(invite('not-an-email', await hostelIds(app, 'BH-1')));
    expect(badEmail.body.errors?.[0]?.message).toBe('Please enter a valid email address.');
    // An admin needs no hostel.
    const anAdmin = await admin.gql<{ inviteStaff: { role: string; hostels: unknown[] } }>(invite('second-admin@dormspace.test', [], 'ADMIN'));
    expect(anAdmin.body.data?.inviteStaff).toMatchObject({ role: 'ADMIN', hostels: [] });
  });
});

describe('disabling an account', () => {
  it('ends its sessions at once, refuses its logins, and is audited; enabling lets it back', async () => {
    const admin = await app.admin();
    const { client: warden, id, email } = await newWarden(app, admin, 'BH-3');
    expect((await warden.gql('query { pendingRoomRequests { id } }')).body.errors).toBeUndefined();
    const off = await admin.gql(`mutation { setAccountDisabled(id: "${id}", disabled: true) { disabled } }`);
    expect(off.body.errors).toBeUndefined();
    expect((await warden.gql('query { pendingRoomRequests { id } }')).body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const login = await app.client().rest('POST', '/user/login', { email, password: 'warden-password-1' });
    expect(login).toMatchObject({ status: 401, body: { message: 'This account has been disabled. Please contact the hostel office.' } });
    // A wrong password says nothing about the account being disabled.
    expect((await app.client().rest('POST', '/user/login', { email, password: 'wrong-password-9' })).body).toMatchObject({ message: 'Invalid email or password.' });

    await admin.gql(`mutation { setAccountDisabled(id: "${id}", disabled: false) { disabled } }`);
    expect((await app.client().rest('POST', '/user/login', { email, password: 'warden-password-1' })).status).toBe(200);
    const trail = await admin.gql<{ auditEvents: { items: { action: string }[] } }>(`query { auditEvents(filter: { objectId: "${id}" }) { items { action } } }`);
    expect(trail.body.data?.auditEvents.items.map((e) => e.action)).toEqual(['account.enabled', 'account.disabled', 'account.invite_accepted', 'account.invited']);
  });

  it('does not let an admin disable or demote themselves', async () => {
    const admin = await app.admin();
    const me = (await admin.gql<{ me: { id: string } }>('query { me { id } }')).body.data!.me.id;
    expect((await admin.gql(`mutation { setAccountDisabled(id: "${me}", disabled: true) { id } }`)).body.errors?.[0]?.message).toBe('You cannot disable your own account.');
    expect((await admin.gql(`mutation { updateStaff(id: "${me}", input: { role: WARDEN, hostelIds: [] }) { id } }`)).body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});

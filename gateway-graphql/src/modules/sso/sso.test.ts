import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app.js';
import { CrossSiteBrowser, freePort, signInAtProvider } from '../../../test/sso-browser.js';
import { startDevProvider } from './dev-provider.js';
import { DatabaseDirectory } from './dev-directory.js';
import { hashPassword } from '../../core/password.js';

const ROSTER_PASSWORD = 'campus-demo-123';
const port = await freePort();
const publicUrl = `http://127.0.0.1:${port}`;
let query: (sql: string, params: unknown[]) => Promise<unknown[]> = async () => [];
const provider = await startDevProvider({ port: 0, directory: new DatabaseDirectory((sql, params) => query(sql, params) as never, ROSTER_PASSWORD) });
const sso = { issuer: provider.issuer, clientId: 'dormspace', clientSecret: 'test-secret-0123456789', scopes: 'openid email profile', name: 'Test Campus', enrollmentClaim: 'enrollment_id', emailClaim: 'email', clockToleranceSeconds: 30, allowHttp: true };
const app = useTestApp({ port, publicUrl, sso, signupMode: 'roster' });
afterAll(() => provider.close());

let served = false;
async function ready(): Promise<void> {
  if (served) return;
  query = (sql, params) => app.gateway.orm.em.getConnection().execute(sql, params as never[]);
  await provider.serve({
    clientId: sso.clientId,
    clientSecret: sso.clientSecret,
    redirectUris: [`${publicUrl}/api/auth/sso/callback`],
    postLogoutRedirectUris: [`${publicUrl}/login`],
    backchannelLogoutUri: `${publicUrl}/api/auth/sso/backchannel-logout`,
  });
  served = true;
}

let n = 0;
async function rostered(overrides: { gender?: string } = {}) {
  n += 1;
  const entry = { enrollmentId: `SSO${process.pid}${n}`, name: `Kavya Rao ${n}`, email: `kavya${process.pid}.${n}@campus.test`, gender: overrides.gender ?? 'Female' };
  await app.gateway.orm.em
    .getConnection()
    .execute(`insert into roster_entries (enrollment_id, name, email, gender, year_of_study, programme) values (?, ?, ?, ?, 1, 'B.Tech')`, [entry.enrollmentId, entry.name, entry.email, entry.gender]);
  return entry;
}

async function me(browser: CrossSiteBrowser): Promise<{ email: string; role: string; enrollmentId: string | null } | null> {
  const session = browser.cookie(publicUrl, 'dormspace_session');
  const reply = await fetch(`${publicUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(session ? { cookie: `dormspace_session=${session}` } : {}) },
    body: JSON.stringify({ query: '{ me { email role enrollmentId } }' }),
  });
  return ((await reply.json()) as { data: { me: { email: string; role: string; enrollmentId: string | null } | null } }).data.me;
}

describe('single sign-on through the campus provider (OpenID Connect, code flow with PKCE)', () => {
  it('a rostered student’s first sign-in makes her account from the roster, and lands where she was going', async () => {
    await ready();
    const kavya = await rostered();
    const browser = new CrossSiteBrowser();
    const callback = await signInAtProvider(browser, publicUrl, kavya.email, ROSTER_PASSWORD, '/allotmentGH-1');
    expect(new URL(callback).searchParams.get('iss')).toBe(provider.issuer); // the provider names itself (RFC 9207)
    const landed = await browser.request(callback);
    expect(landed.location).toBe(`${publicUrl}/allotmentGH-1`);
    expect(await me(browser)).toEqual({ email: kavya.email, role: 'STUDENT', enrollmentId: kavya.enrollmentId });
    const [row] = await app.gateway.orm.em.getConnection().execute(`select u.gender, u.password_hash, r.user_id = u.id as linked from users u join roster_entries r on r.enrollment_id = u.enrollment_id where u.email = ?`, [kavya.email]);
    expect(row).toEqual({ gender: 'Female', password_hash: null, linked: true });
  });

  it('a second sign-in finds the same account by issuer and subject, with no second link', async () => {
    await ready();
    const kavya = await rostered();
    for (let i = 0; i < 2; i++) {
      const browser = new CrossSiteBrowser();
      await browser.request(await signInAtProvider(browser, publicUrl, kavya.email, ROSTER_PASSWORD));
      expect((await me(browser))?.email).toBe(kavya.email);
    }
    const links = await app.gateway.orm.em.getConnection().execute(`select a.subject from sso_accounts a join users u on u.id = a.user_id where u.email = ?`, [kavya.email]);
    expect(links).toHaveLength(1);
  });

  it('a student the roster does not hold is refused in a roster-only campus, with the roster’s word for it', async () => {
    await ready();
    // Known to the campus directory (an account from before the campus went roster-only), not on the roster.
    const email = `offroster${process.pid}@campus.test`;
    await app.gateway.orm.em
      .getConnection()
      .execute(`insert into users (role, name, email, gender, enrollment_id, password_hash) values ('student', 'Off Roster', ?, 'Female', ?, ?)`, [email, `OFF${process.pid}`, await hashPassword('old-password-1')]);
    const browser = new CrossSiteBrowser();
    const refused = await browser.request(await signInAtProvider(browser, publicUrl, email, 'old-password-1'));
    expect(refused.location).toBe(`${publicUrl}/login#sso=not-on-roster`);
    expect(await me(browser)).toBeNull();
    const links = await app.gateway.orm.em.getConnection().execute('select count(*)::int as n from sso_accounts a join users u on u.id = a.user_id where u.email = ?', [email]);
    expect(links).toEqual([{ n: 0 }]);
  });

  it('refuses a callback whose state is not the one this browser’s sign-in began with, and takes no one in', async () => {
    await ready();
    const kavya = await rostered();
    const browser = new CrossSiteBrowser();
    const callback = new URL(await signInAtProvider(browser, publicUrl, kavya.email, ROSTER_PASSWORD));
    callback.searchParams.set('state', 'forged-state');
    const refused = await browser.request(callback.href);
    expect(refused.location).toBe(`${publicUrl}/login#sso=failed`);
    expect(await me(browser)).toBeNull();
  });

  it('refuses a replayed callback: the sign-in is used once', async () => {
    await ready();
    const kavya = await rostered();
    const browser = new CrossSiteBrowser();
    const callback = await signInAtProvider(browser, publicUrl, kavya.email, ROSTER_PASSWORD);
    const key = browser.cookie(publicUrl, 'dormspace_sso');
    expect((await browser.request(callback)).location).toBe(`${publicUrl}/`);
    const thief = new CrossSiteBrowser();
    thief.setCookie(publicUrl, 'dormspace_sso', key);
    expect((await thief.request(callback)).location).toBe(`${publicUrl}/login#sso=expired`);
    expect(await me(thief)).toBeNull();
  });

  it('never sends the browser off the site after signing in (an open redirect in the return path)', async () => {
    await ready();
    const kavya = await rostered();
    for (const returnTo of ['//evil.example/', '/\\evil.example', 'https://evil.example/', '/\r\nLocation: //evil.example']) {
      const browser = new CrossSiteBrowser();
      const landed = await browser.request(await signInAtProvider(browser, publicUrl, kavya.email, ROSTER_PASSWORD, returnTo));
      expect(landed.location, returnTo).toBe(`${publicUrl}/`);
    }
  });

  it('tells the login page how people sign in', async () => {
    await ready();
    const reply = await fetch(`${publicUrl}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ signInOptions { campusName ssoStartPath studentPasswords staffPasswords providerLogoutUrl } }' }) });
    const { data } = (await reply.json()) as { data: { signInOptions: Record<string, unknown> } };
    expect(data.signInOptions).toMatchObject({ campusName: 'Test Campus', ssoStartPath: '/api/auth/sso/start', studentPasswords: true, staffPasswords: true });
    const logout = new URL(data.signInOptions.providerLogoutUrl as string);
    expect(logout.origin).toBe(provider.issuer);
    expect(logout.searchParams.get('post_logout_redirect_uri')).toBe(`${publicUrl}/login`);
  });

  it('an invited warden’s first sign-in links to the account the office made, with its role, and uses up the invitation', async () => {
    await ready();
    const admin = await app.admin();
    const [hostel] = await app.gateway.orm.em.getConnection().execute<{ id: string }[]>(`select id from hostels where name = 'BH-2'`);
    const email = `warden${process.pid}@campus.test`;
    const invited = await admin.gql('mutation($input: InviteStaffInput!) { inviteStaff(input: $input) { id } }', { input: { email, name: 'New Warden', role: 'WARDEN', hostelIds: [hostel!.id] } });
    expect(invited.body.errors).toBeUndefined();
    const browser = new CrossSiteBrowser();
    expect((await browser.request(await signInAtProvider(browser, publicUrl, email, ROSTER_PASSWORD))).location).toBe(`${publicUrl}/`);
    expect(await me(browser)).toEqual({ email, role: 'WARDEN', enrollmentId: null });
    const [invite] = await app.gateway.orm.em.getConnection().execute(`select i.used_at is not null as used from staff_invites i join users u on u.id = i.user_id where u.email = ?`, [email]);
    expect(invite).toEqual({ used: true });
  });

  it('a back-channel logout from the provider ends her DormSpace session; a forged one ends nothing', async () => {
    await ready();
    const kavya = await rostered();
    const browser = new CrossSiteBrowser();
    await browser.request(await signInAtProvider(browser, publicUrl, kavya.email, ROSTER_PASSWORD));
    expect((await me(browser))?.email).toBe(kavya.email);

    const forged = await fetch(`${publicUrl}/api/auth/sso/backchannel-logout`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'logout_token=eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.' });
    expect(forged.status).toBe(400);
    expect((await me(browser))?.email).toBe(kavya.email);

    // She signs out at the provider (its own logout page, confirmed): it tells DormSpace, server to server.
    const options = await fetch(`${publicUrl}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ signInOptions { providerLogoutUrl } }' }) });
    const logoutUrl = ((await options.json()) as { data: { signInOptions: { providerLogoutUrl: string } } }).data.signInOptions.providerLogoutUrl;
    const page = await browser.request(logoutUrl);
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(page.text)?.[1];
    const action = /action="([^"]+)"/.exec(page.text)?.[1];
    expect(xsrf && action).toBeTruthy();
    const confirmed = await browser.request(new URL(action!, provider.issuer).href, { form: { xsrf: xsrf!, logout: 'yes' } });
    expect(confirmed.location).toBe(`${publicUrl}/login`);
    await expect.poll(() => me(browser), { timeout: 5_000 }).toBeNull();
  });
});

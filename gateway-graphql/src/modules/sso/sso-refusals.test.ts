import { afterAll, describe, expect, it } from 'vitest';
import { generateKeyPair, UnsecuredJWT, type JWTPayload } from 'jose';
import { useTestApp } from '../../../test/app.js';
import { CrossSiteBrowser, freePort } from '../../../test/sso-browser.js';
import { FakeOidcProvider, type FakePerson, type IdTokenMint } from '../../../test/fake-oidc-provider.js';

// Every refusal issue 52 lists, over HTTP against the real gateway, with a provider that signs
// what a test asks: each refused sign-in lands on the login page with no session, no account
// and no link. A wrong state and the return paths sso.test.ts tries are not repeated here.

const port = await freePort();
const publicUrl = `http://127.0.0.1:${port}`;
const client = { clientId: 'dormspace', clientSecret: 'test-secret-0123456789', redirectUri: `${publicUrl}/api/auth/sso/callback` };
const campus = await FakeOidcProvider.start(client);
/** Another provider that knows the same client: the other side of a mix-up. */
const other = await FakeOidcProvider.start(client);
const TOLERANCE = 30;
const sso = { issuer: campus.issuer, clientId: client.clientId, clientSecret: client.clientSecret, scopes: 'openid email profile', name: 'Test Campus', enrollmentClaim: 'enrollment_id', emailClaim: 'email', clockToleranceSeconds: TOLERANCE, allowHttp: true };
const app = useTestApp({ port, publicUrl, sso, signupMode: 'roster' });
afterAll(() => Promise.all([campus.close(), other.close()]));

const stranger = await generateKeyPair('RS256');
const now = () => Math.floor(Date.now() / 1000);
const sql = <T>(text: string, params: unknown[] = []) => app.gateway.orm.em.getConnection().execute<T[]>(text, params as never[]);

let n = 0;
/** A student on the roster, as the provider will assert her: her campus `sub` and enrollment ID. */
async function rosteredStudent(): Promise<FakePerson & { email: string; enrollment_id: string }> {
  n += 1;
  const person = { sub: `campus-${process.pid}-${n}`, email: `refusal${process.pid}.${n}@campus.test`, email_verified: true, name: `Meera Iyer ${n}`, enrollment_id: `RF${process.pid}${n}` };
  await sql(`insert into roster_entries (enrollment_id, name, email, gender, year_of_study, programme) values (?, ?, ?, 'Female', 1, 'B.Tech')`, [person.enrollment_id, person.name, person.email]);
  return person;
}

/** The browser begins a sign-in at DormSpace: the authorization request it is sent to. */
async function begin(browser: CrossSiteBrowser, returnTo = '/'): Promise<URL> {
  const reply = await browser.request(`${publicUrl}/api/auth/sso/start?returnTo=${encodeURIComponent(returnTo)}`);
  expect(reply.status).toBe(303);
  return new URL(reply.location!);
}

/**
 * A whole sign-in of a new rostered student: begun at DormSpace, answered by the campus provider
 * with the ID token `mint` makes, and the callback (changed by `tamper`, if given) visited.
 */
async function signIn(options: { returnTo?: string; mint?: IdTokenMint; tamper?: (callback: URL) => void } = {}) {
  const person = await rosteredStudent();
  const browser = new CrossSiteBrowser();
  const request = await begin(browser, options.returnTo);
  campus.person = person;
  campus.mint = options.mint ?? ((claims) => campus.sign(claims));
  const callback = new URL((await browser.request(request.href)).location!);
  options.tamper?.(callback);
  const landed = await browser.request(callback.href);
  return { person, browser, callback, landed };
}

async function me(browser: CrossSiteBrowser): Promise<{ email: string } | null> {
  const session = browser.cookie(publicUrl, 'dormspace_session');
  const reply = await fetch(`${publicUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(session ? { cookie: `dormspace_session=${session}` } : {}) },
    body: JSON.stringify({ query: '{ me { email } }' }),
  });
  return ((await reply.json()) as { data: { me: { email: string } | null } }).data.me;
}

/** How many accounts and campus links exist for her. */
async function traces(person: { sub: string; enrollment_id: string }) {
  const [row] = await sql<{ accounts: number; links: number }>(
    'select (select count(*)::int from users where enrollment_id = ?) as accounts, (select count(*)::int from sso_accounts where subject = ?) as links',
    [person.enrollment_id, person.sub],
  );
  return row;
}

/** Sent to the login page with the reason, no session cookie, `me` null, no account and no link made. */
async function expectRefused(attempt: { person: { sub: string; enrollment_id: string }; browser: CrossSiteBrowser; landed: { location?: string } }, reason = 'failed') {
  expect(attempt.landed.location).toBe(`${publicUrl}/login#sso=${reason}`);
  expect(attempt.browser.cookie(publicUrl, 'dormspace_session')).toBeUndefined();
  expect(await me(attempt.browser)).toBeNull();
  expect(await traces(attempt.person)).toEqual({ accounts: 0, links: 0 });
}

describe('single sign-on refusals (issue 52): the authorization response and the ID token', () => {
  it('signs a rostered student in when every check holds (the control: the fake provider is honest)', async () => {
    const { person, browser, landed } = await signIn({ returnTo: '/rooms' });
    expect(landed.location).toBe(`${publicUrl}/rooms`);
    expect(await me(browser)).toEqual({ email: person.email });
    expect(await traces(person)).toEqual({ accounts: 1, links: 1 });
  });

  it.each<[string, IdTokenMint]>([
    ['a nonce this sign-in did not send', (claims) => campus.sign({ ...claims, nonce: 'another-sign-ins-nonce' })],
    ['no nonce', ({ nonce: _, ...claims }) => campus.sign(claims)],
    ['an audience that is another client', (claims) => campus.sign({ ...claims, aud: 'another-client' })],
    ['an issuer that is not the campus provider', (claims) => campus.sign({ ...claims, iss: other.issuer })],
    ['alg none (no signature)', (claims) => Promise.resolve(new UnsecuredJWT(claims).encode())],
    ['a signature by a key the provider’s JWKS does not hold', (claims) => campus.sign(claims, { key: stranger.privateKey })],
    ['an expiry an hour ago', (claims) => campus.sign({ ...claims, iat: now() - 7200, exp: now() - 3600 })],
    [`an expiry ${TOLERANCE + 15} s ago, past the ${TOLERANCE} s clock tolerance`, (claims) => campus.sign({ ...claims, iat: now() - 120, exp: now() - TOLERANCE - 15 })],
    [`an issue time ${TOLERANCE + 15} s ahead, past the ${TOLERANCE} s clock tolerance`, (claims) => campus.sign({ ...claims, iat: now() + TOLERANCE + 15 })],
  ])('refuses an ID token with %s', async (_, mint) => {
    await expectRefused(await signIn({ mint }));
  });

  it(`accepts an ID token whose times are off by less than the ${TOLERANCE} s tolerance`, async () => {
    const fastClock = await signIn({ mint: (claims) => campus.sign({ ...claims, iat: now() + TOLERANCE - 15 }) });
    expect(fastClock.landed.location).toBe(`${publicUrl}/`);
    const justExpired = await signIn({ mint: (claims) => campus.sign({ ...claims, iat: now() - 120, exp: now() - TOLERANCE + 15 }) });
    expect(justExpired.landed.location).toBe(`${publicUrl}/`);
  });

  it('refuses a replayed code, sent with a fresh sign-in’s state: the provider exchanges a code once', async () => {
    const first = await signIn();
    expect(first.landed.location).toBe(`${publicUrl}/`);
    const code = first.callback.searchParams.get('code')!;
    // Whoever saw her code begins a sign-in of their own and offers it as that sign-in's answer.
    const thief = new CrossSiteBrowser();
    const request = await begin(thief);
    const replay = new URL(client.redirectUri);
    replay.search = new URLSearchParams({ code, state: request.searchParams.get('state')!, iss: campus.issuer }).toString();
    expect((await thief.request(replay.href)).location).toBe(`${publicUrl}/login#sso=failed`);
    expect(thief.cookie(publicUrl, 'dormspace_session')).toBeUndefined();
    expect(await me(thief)).toBeNull();
    expect(campus.refusals.at(-1)).toEqual({ code, error: 'code already used' });
    expect(await traces(first.person)).toEqual({ accounts: 1, links: 1 });
  });

  it('refuses an authorization response whose iss names another provider (mix-up, RFC 9207)', async () => {
    await expectRefused(await signIn({ tamper: (callback) => callback.searchParams.set('iss', other.issuer) }));
  });

  it('refuses an authorization response without the iss its provider promises to send (RFC 9207)', async () => {
    await expectRefused(await signIn({ tamper: (callback) => callback.searchParams.delete('iss') }));
  });

  it('refuses a code from another provider sent to the callback of a sign-in begun at the campus provider', async () => {
    const person = await rosteredStudent();
    const browser = new CrossSiteBrowser();
    const request = await begin(browser);
    // The same authorization request, answered by the other provider, which would sign her in too.
    other.person = person;
    const callback = new URL((await browser.request(new URL(request.pathname + request.search, other.issuer).href)).location!);
    expect(callback.searchParams.get('iss')).toBe(other.issuer);
    callback.searchParams.set('iss', campus.issuer); // past the RFC 9207 check: only the campus provider can tell
    await expectRefused({ person, browser, landed: await browser.request(callback.href) });
    expect(campus.refusals.at(-1)).toEqual({ code: callback.searchParams.get('code'), error: 'unknown code' });
  });

  it('keeps the browser on this site for return paths sso.test.ts does not try (open redirect)', async () => {
    for (const returnTo of ['/%2F%2Fevil.example', '/%5Cevil.example', '\\\\evil.example', '/\t/evil.example', 'javascript:alert(1)', `/${'a'.repeat(2000)}`]) {
      const { landed } = await signIn({ returnTo });
      expect(landed.location, returnTo.slice(0, 40)).toBe(`${publicUrl}/`);
    }
  });
});

describe('single sign-on refusals (issue 52): back-channel logout tokens', () => {
  const LOGOUT = { typ: 'logout+jwt' };

  async function signedIn() {
    const attempt = await signIn();
    expect(await me(attempt.browser)).toEqual({ email: attempt.person.email });
    return attempt;
  }

  const backchannel = (token: string) =>
    fetch(`${publicUrl}/api/auth/sso/backchannel-logout`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ logout_token: token }) });

  it('ends her session for a logout token the provider signed (the control)', async () => {
    const { person, browser } = await signedIn();
    expect((await backchannel(await campus.sign(campus.logoutClaims(person.sub), LOGOUT))).status).toBe(200);
    expect(await me(browser)).toBeNull();
  });

  it.each<[string, (claims: JWTPayload) => Promise<string>]>([
    ['signed by a key the provider’s JWKS does not hold', (claims) => campus.sign(claims, { ...LOGOUT, key: stranger.privateKey })],
    ['for another client (aud)', (claims) => campus.sign({ ...claims, aud: 'another-client' }, LOGOUT)],
    ['without events', ({ events: _, ...claims }) => campus.sign(claims, LOGOUT)],
    ['whose events hold no back-channel logout', (claims) => campus.sign({ ...claims, events: { 'https://example.test/other-event': {} } }, LOGOUT)],
    ['carrying a nonce (an ID token offered as a logout token)', (claims) => campus.sign({ ...claims, nonce: 'a-sign-ins-nonce' }, LOGOUT)],
    ['typed as another kind of token (typ JWT)', (claims) => campus.sign(claims, { typ: 'JWT' })],
    [`expired ${TOLERANCE + 15} s ago`, (claims) => campus.sign({ ...claims, iat: now() - 120, exp: now() - TOLERANCE - 15 }, LOGOUT)],
  ])('refuses a logout token %s: 400, and her session goes on', async (_, token) => {
    const { person, browser } = await signedIn();
    expect((await backchannel(await token(campus.logoutClaims(person.sub)))).status).toBe(400);
    expect(await me(browser)).toEqual({ email: person.email });
  });
});

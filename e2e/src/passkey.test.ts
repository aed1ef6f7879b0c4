import { describe, expect, it } from 'vitest';
import type { CDPSession, Page } from 'playwright-core';
import { expectNoSidewaysScroll, expectTapTargets, screenshots, tabTo } from './browser.ts';
import { PHONE, useJourney } from './session.ts';

/**
 * Issue 52's "passkeys for the office": the seed's admin enrols a passkey on Sign-in security with
 * the keyboard alone, then signs in with the password and the passkey. The passkey is real
 * WebAuthn: Chromium's virtual authenticator (the DevTools protocol's WebAuthn domain) makes and
 * signs it, and the gateway checks it with @simplewebauthn/server; nothing is mocked.
 */
const journey = useJourney('passkey');
const shot = screenshots('passkey');

/** A platform authenticator with user verification, as a laptop's fingerprint reader would be. */
async function virtualAuthenticator(page: Page): Promise<{ cdp: CDPSession; authenticatorId: string }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
  });
  return { cdp, authenticatorId };
}

/** The login form, typed and sent with the keyboard. */
async function signInWithPassword(page: Page) {
  await page.goto(journey.url('/login'));
  await page.getByLabel('Email').fill('admin@dormspace.local');
  await page.getByLabel('Password').fill('admin-pass-123');
  await page.getByLabel('Password').press('Enter');
}

describe('an admin signs in with a password and a passkey', () => {
  let page: Page;
  let cdp: CDPSession;
  let authenticatorId: string;

  it('enrols a passkey on Sign-in security with the keyboard alone, and sees the recovery codes once', async () => {
    page = await journey.newPage();
    ({ cdp, authenticatorId } = await virtualAuthenticator(page));
    await signInWithPassword(page); // no factor yet: the password alone
    await page.waitForURL('**/adminpage/dashboard');
    await page.goto(journey.url('/adminpage/security'));
    await page.getByRole('heading', { level: 1, name: 'Sign-in security' }).waitFor();
    await page.getByText('No passkey or authenticator app yet.').waitFor();
    await journey.audit(page, 'Sign-in security');
    await shot(page, 'security-empty');

    await tabTo(page, 'Add a passkey');
    await page.keyboard.press('Enter');
    const codes = page.getByRole('list', { name: 'Recovery codes' });
    await codes.waitFor();
    expect(await codes.getByRole('listitem').count()).toBe(10);
    const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
    expect(credentials).toHaveLength(1);
    expect(credentials[0]!.rpId).toBe('localhost');
    await page.getByRole('list', { name: 'Your second factors' }).getByText('Passkey', { exact: true }).waitFor();
    await journey.audit(page, 'Sign-in security, recovery codes shown');
    await shot(page, 'security-codes');
    // Focus is on the codes: Tab reaches the button under them, Enter puts them away for good.
    await tabTo(page, 'I have saved these codes');
    await page.keyboard.press('Enter');
    await codes.waitFor({ state: 'detached' });
    await page.getByText('10 of 10 left.', { exact: false }).waitFor();
  });

  it('signs in with the keyboard: the password, then the passkey, and only then the office', async () => {
    await page.context().clearCookies();
    await signInWithPassword(page);
    await page.getByRole('heading', { name: 'Confirm it is you' }).waitFor();
    expect(page.url()).toMatch(/\/login$/);
    // No session yet: the office's data is refused.
    const before = await page.context().request.post(journey.url('/graphql'), { data: { query: '{ mySignInSecurity { required } }' } });
    expect((await before.json()).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    await journey.audit(page, 'Login, second step');
    await shot(page, 'second-step');

    // The keyboard carries on: the passkey button has the focus where the form was.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Use your passkey');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/adminpage/dashboard');
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
    expect(credentials[0]!.signCount).toBeGreaterThanOrEqual(1);
    // The spec's REST login will not hand this account a session without the passkey.
    const rest = await page.context().request.post(journey.url('/api/user/login'), { data: { email: 'admin@dormspace.local', password: 'admin-pass-123' }, failOnStatusCode: false });
    expect(rest.status()).toBe(401);
    expect((await rest.json()).message).toMatch(/web app/);
  });

  it('shows the second step and Sign-in security at a phone width', async () => {
    const phone = await journey.newPage(PHONE);
    await signInWithPassword(phone);
    await phone.getByRole('heading', { name: 'Confirm it is you' }).waitFor();
    await shot(phone, 'second-step-390');
    await journey.audit(phone, 'Login, second step (390 px)');
    await expectNoSidewaysScroll(phone, 'Login, second step (390 px)');
    await expectTapTargets(phone, 'Login, second step (390 px)');
    await page.setViewportSize(PHONE);
    await page.goto(journey.url('/adminpage/security'));
    await page.getByRole('heading', { level: 1, name: 'Sign-in security' }).waitFor();
    await shot(page, 'security-390');
    await journey.audit(page, 'Sign-in security (390 px)');
    await expectNoSidewaysScroll(page, 'Sign-in security (390 px)');
    await expectTapTargets(page, 'Sign-in security (390 px)');
    // The authenticator app's setup too: its QR code and key fit a phone.
    await page.getByRole('button', { name: 'Set up an authenticator app' }).click();
    await page.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();
    await shot(page, 'totp-setup-390');
    await journey.audit(page, 'Authenticator app setup (390 px)');
    await expectNoSidewaysScroll(page, 'Authenticator app setup (390 px)');
    await expectTapTargets(page, 'Authenticator app setup (390 px)');
  });
});

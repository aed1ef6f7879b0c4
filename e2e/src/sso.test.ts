import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectNoSidewaysScroll, screenshots, tabTo } from './browser.ts';
import { DESKTOP, PHONE, useJourney } from './session.ts';

/**
 * Issue 52: single sign-on through the campus's provider, as `npm start` runs it (the demo
 * campus's oidc-provider, its own sign-in page). A rostered student's first sign-in makes her
 * account and lands on her dashboard, and she books; when the campus signs her out, her open grid
 * goes to the login page with no reload (back-channel logout); a student the roster does not hold
 * is refused, in the roster's words.
 */
const journey = useJourney('sso');
const { audit } = journey;
const shot = screenshots('sso');

const CAMPUS = 'DormSpace Campus (demo)';
const CAMPUS_PASSWORD = 'campus-pass-123'; // the demo directory's, for a rostered student (db/demo-campus.ts)
const tag = Date.now().toString(36).toUpperCase();
const kavya = { name: `Kavya Rao ${tag}`, email: `kavya.${tag.toLowerCase()}@campus.test`, enrollmentId: `S${tag}1` };

async function gql(page: Page, query: string, variables: Record<string, unknown> = {}) {
  const reply = await page.context().request.post(journey.url('/graphql'), { data: { query, variables }, headers: { 'content-type': 'application/json' } });
  const body = (await reply.json()) as { data?: Record<string, unknown>; errors?: { message: string }[] };
  expect(body.errors, query).toBeUndefined();
  return body.data!;
}

/** Through the provider's own page, with the keyboard: the campus email and password, then Enter. */
async function signInAtCampus(page: Page, email: string, password: string) {
  await page.getByRole('heading', { name: CAMPUS }).waitFor();
  await page.getByLabel('Campus email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.keyboard.press('Enter');
}

describe('single sign-on with the campus account', () => {
  let page: Page;

  it('a rostered student’s first sign-in, through the provider’s page, lands on her dashboard; she books', async () => {
    const admin = await journey.admin();
    await gql(admin, 'mutation Add($input: RosterStudentInput!) { addRosterStudent(input: $input) { enrollmentId } }', {
      input: { ...kavya, gender: 'FEMALE', yearOfStudy: 1, programme: 'B.Tech' },
    });

    const phone = await journey.newPage(PHONE);
    await phone.goto(journey.url('/login'));
    await phone.getByRole('link', { name: `Sign in with ${CAMPUS}` }).waitFor();
    await expectNoSidewaysScroll(phone, 'Login with SSO, phone');
    await shot(phone, 'login-phone');
    await audit(phone, 'Login with SSO (phone)');

    page = await journey.newPage(DESKTOP);
    await page.goto(journey.url('/login'));
    await page.getByRole('link', { name: `Sign in with ${CAMPUS}` }).waitFor();
    await shot(page, 'login-desktop');
    // The keyboard alone: the campus's button is the first thing on the page.
    await tabTo(page, `Sign in with ${CAMPUS}`);
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: CAMPUS }).waitFor();
    await shot(page, 'provider-sign-in');
    await audit(page, "The campus provider's sign-in page");
    await signInAtCampus(page, kavya.email, 'not-her-password');
    await page.getByRole('alert').getByText('That email and password do not match an account of this campus.').waitFor();
    await signInAtCampus(page, kavya.email, CAMPUS_PASSWORD);

    await page.waitForURL(journey.url('/'));
    await page.getByRole('heading', { name: 'Welcome to Hostel Management' }).waitFor();
    await shot(page, 'dashboard');
    const me = (await gql(page, '{ me { email enrollmentId gender } }')).me;
    expect(me).toEqual({ email: kavya.email, enrollmentId: kavya.enrollmentId, gender: 'FEMALE' });

    await page.goto(journey.url('/allotmentGH-1'));
    const free = page.getByRole('button', { name: /^Room \d+, Single, 1 bed free/ }).first();
    const label = (await free.getAttribute('aria-label'))!;
    const number = /^Room (\d+)/.exec(label)![1];
    await free.click();
    await page.getByRole('dialog', { name: 'Confirm Booking' }).getByRole('button', { name: 'Yes, Book It!' }).click();
    await page.getByText(`Room ${number} has been booked successfully!`).waitFor();
    await page.getByRole('button', { name: `Room ${number}, Single, Your room` }).waitFor();
    await shot(page, 'booked');
  });

  it('when the campus signs her out, her open grid goes to the login page, with no reload', async () => {
    await page.evaluate(() => Object.assign(window, { gridPageMark: true }));
    const { signInOptions } = (await gql(page, '{ signInOptions { providerLogoutUrl } }')) as { signInOptions: { providerLogoutUrl: string } };
    // Another tab of the same browser: the campus's own sign-out page.
    const campusTab = await page.context().newPage();
    await campusTab.goto(signInOptions.providerLogoutUrl);
    await campusTab.getByRole('button', { name: 'Yes, sign me out' }).waitFor();
    await shot(campusTab, 'provider-sign-out');
    await audit(campusTab, "The campus provider's sign-out page");
    await campusTab.getByRole('button', { name: 'Yes, sign me out' }).click();
    await campusTab.waitForURL(journey.url('/login'));

    // The provider told DormSpace (back-channel logout); the grid's socket closed, the page asked who it is.
    await page.waitForURL(journey.url('/login'), { timeout: 15_000 });
    expect(await page.evaluate(() => 'gridPageMark' in window)).toBe(true);
    expect((await gql(page, '{ me { id } }')).me).toBeNull();
  });

  it('a student the roster does not hold is refused, in the roster’s words', async () => {
    // Nisha made her account with a password while signup was open; the campus has since gone roster-only.
    const nisha = await journey.student('Female', `Nisha Menon ${tag}`);
    const admin = await journey.admin();
    await gql(admin, 'mutation { setSignupMode(mode: ROSTER) { signupMode } }');

    const refused = await journey.newPage(PHONE);
    await refused.goto(journey.url('/login'));
    await refused.getByRole('link', { name: `Sign in with ${CAMPUS}` }).click();
    await signInAtCampus(refused, nisha.form.email, nisha.form.password);
    await refused.getByRole('alert').getByText("Your enrollment ID is not on the hostel office's roster. Ask the hostel office to add you.").waitFor();
    expect(new URL(refused.url()).hash).toBe(''); // said once
    await shot(refused, 'refused-not-on-roster');
    await audit(refused, 'Login: refused, not on the roster');
    await gql(admin, 'mutation { setSignupMode(mode: OPEN) { signupMode } }');
  });
});

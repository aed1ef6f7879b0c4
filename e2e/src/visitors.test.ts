import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectNoSidewaysScroll, pageLoads, screenshots } from './browser.ts';
import { PHONE, useJourney } from './session.ts';

/**
 * Issue 54's visitors, at 390 px: a student pre-registers her mother, the guard checks the pass,
 * records the ID and signs her in, and out; the same pass again is refused. A walk-in is asked of
 * the student live and accepted; then the gateway's clock passes the day's closing and the desk
 * sees the visitor overstay, with the alert in the guard's bell.
 */
const journey = useJourney('visitors', { movableClock: true });
const { audit } = journey;
const shot = screenshots('visitors');

const tag = Date.now().toString(36).toUpperCase();
const STUDENT = `Meera Visit ${tag}`;
const MOTHER = `Lakshmi ${tag}`;
const FRIEND = `Kavya ${tag}`;
const MINUTE = 60_000;

/** The office's wall clock now, HH:MM (the gateway's zone, Asia/Kolkata unless OFFICE_TIME_ZONE says otherwise). */
const officeTime = (moment: Date) =>
  new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: process.env.OFFICE_TIME_ZONE || 'Asia/Kolkata' }).format(moment);

async function gql<T>(page: Page, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const reply = await page.context().request.post(journey.url('/graphql'), { data: { query, variables }, headers: { 'content-type': 'application/json' } });
  const body = (await reply.json()) as { data?: T; errors?: { message: string }[] };
  if (body.errors) throw new Error(body.errors.map((e) => e.message).join('; '));
  return body.data!;
}

describe('visitors: a pass signed in and out once, a walk-in accepted live, an overstay alert', () => {
  let student: Page;
  let guard: Page;
  let code: string;
  // GH-1's visiting hours today close 40 minutes from now (office time): the overstay comes by moving the clock past it.
  const closesAt = new Date(Math.ceil((Date.now() + 40 * MINUTE) / MINUTE) * MINUTE);
  const closing = officeTime(closesAt) < officeTime(new Date()) ? '23:59' : officeTime(closesAt);

  it('the office sets GH-1 to close 40 minutes from now; a student with a bed there registers her mother', async () => {
    const admin = await journey.admin(PHONE);
    const { hostels } = await gql<{ hostels: { id: string; name: string }[] }>(admin, '{ hostels { id name } }');
    const hours = Array.from({ length: 7 }, () => ({ from: '00:00', to: closing }));
    const gh1 = hostels.find((h) => h.name === 'GH-1')!.id;
    await gql(admin, 'mutation($input: VisitorRulesInput!) { setVisitorRules(input: $input) { hostelId } }', {
      input: { hostelId: gh1, hours, maxAtOnce: 2, otherGenderCommonRoom: true, overnightNeedsApproval: true },
    });

    student = (await journey.student('Female', STUDENT, PHONE)).page;
    await student.goto(journey.url('/allotmentGH-1'));
    const free = student.getByRole('button', { name: /^Room \d+, Single, 1 bed free/ }).first();
    const room = /^Room (\d+)/.exec((await free.getAttribute('aria-label'))!)![1]!;
    await free.click();
    await student.getByRole('dialog', { name: 'Confirm Booking' }).getByRole('button', { name: 'Yes, Book It!' }).click();
    await student.getByRole('button', { name: `Room ${room}, Single, Your room` }).waitFor();

    await student.goto(journey.url('/visitors'));
    await student.getByRole('heading', { name: 'Visitors', level: 1 }).waitFor();
    const form = student.getByRole('form', { name: 'Register a visitor' });
    await form.getByText(/Visiting hours at GH-1/).waitFor();
    await audit(student, 'Visitors, the form (student, phone)');
    await form.getByLabel("Visitor's name").fill(MOTHER);
    await form.getByLabel("Visitor's phone").fill('+91 98450 12345');
    await form.getByLabel('Relation').fill('Mother');
    await form.getByLabel('Expected from').fill('00:00');
    await form.getByLabel('Expected until').fill(closing);
    await form.getByRole('button', { name: 'Register the visitor' }).click();
    const card = student.getByRole('listitem', { name: new RegExp(`^${MOTHER}, Expected`) });
    await card.getByRole('img', { name: `QR code of the pass for ${MOTHER}` }).waitFor();
    code = (await card.getByText('Or they tell the desk the code').locator('xpath=following-sibling::*[1]').textContent())!.trim();
    expect(code).toMatch(/^[0-9A-Z]{5}-[0-9A-Z]{5}$/);
    await expectNoSidewaysScroll(student, 'Visitors with a pass (student, phone)');
    await audit(student, 'Visitors with a pass (student, phone)');
    await shot(student, 'student-pass-phone');
  });

  it('the guard checks the pass, records the ID and signs her in, then out; the pass a second time is refused', async () => {
    guard = await journey.staff('guard', PHONE);
    await guard.goto(journey.url('/adminpage/frontdesk/visitors'));
    await guard.getByRole('heading', { name: 'Visitors', level: 1 }).waitFor();
    await expectNoSidewaysScroll(guard, 'Visitors desk (guard, phone)');
    await audit(guard, 'Visitors desk (guard, phone)');
    await shot(guard, 'desk-phone');

    const loads = await pageLoads(student);
    const check = guard.getByRole('form', { name: "Check a visitor's pass" });
    await check.getByLabel('Pass code').fill(code);
    await check.getByRole('button', { name: 'Check pass' }).click();
    const signIn = guard.getByRole('form', { name: `Sign ${MOTHER} in` });
    await signIn.getByLabel('ID shown').selectOption({ label: 'Aadhaar' });
    await signIn.getByLabel('Last 4 characters of the ID').fill('4821');
    await audit(guard, 'Visitors desk, a pass checked (guard, phone)');
    await shot(guard, 'desk-pass-checked-phone');
    await signIn.getByRole('button', { name: 'Sign in' }).click();
    const inNow = guard.getByRole('listitem').filter({ has: guard.getByRole('button', { name: `Sign out ${MOTHER}` }) });
    await inNow.waitFor({ timeout: 15_000 });

    // Her page, open all along, hears it with no reload.
    await student.getByRole('listitem', { name: new RegExp(`^${MOTHER}, Signed in`) }).waitFor({ timeout: 15_000 });
    expect(await pageLoads(student)).toBe(loads);

    await inNow.getByRole('button', { name: `Sign out ${MOTHER}` }).click();
    await guard.getByText(`${MOTHER} signed out.`).waitFor();
    await student.getByRole('listitem', { name: new RegExp(`^${MOTHER}, Signed out`) }).waitFor({ timeout: 15_000 });

    await check.getByLabel('Pass code').fill(code);
    await check.getByRole('button', { name: 'Check pass' }).click();
    await guard.getByRole('button', { name: 'Next visitor' }).waitFor();
    await expect.poll(async () => (await guard.getByRole('form', { name: `Sign ${MOTHER} in` }).count())).toBe(0);
    await shot(guard, 'desk-pass-used-phone');
  });

  it('a walk-in is asked of the student, live; she accepts and the guard sees it live', async () => {
    await guard.getByRole('button', { name: 'New walk-in' }).click();
    const form = guard.getByRole('form', { name: 'A walk-in visitor' });
    await form.getByLabel('Student visited').fill(STUDENT);
    await form.getByRole('button', { name: new RegExp(`^${STUDENT}`) }).click();
    await form.getByLabel("Visitor's name").fill(FRIEND);
    await form.getByLabel("Visitor's phone").fill('98450 67890');
    await form.getByLabel('Relation (mother, friend …)').fill('Friend');
    await form.getByLabel('ID shown').selectOption({ label: 'College ID' });
    await form.getByLabel('Last 4 characters of the ID').fill('77AB');
    await form.getByRole('button', { name: `Ask ${STUDENT}` }).click();
    const asking = guard.getByRole('listitem', { name: `${FRIEND}, asking ${STUDENT}` }).or(guard.getByLabel(`${FRIEND}, asking ${STUDENT}`));
    await asking.first().waitFor({ timeout: 15_000 });
    await shot(guard, 'desk-asking-phone');

    const ask = student.getByRole('region', { name: `${FRIEND} (Friend) is at the desk for you` }).or(student.getByRole('heading', { name: `${FRIEND} (Friend) is at the desk for you` }));
    await ask.first().waitFor({ timeout: 15_000 });
    await audit(student, 'Visitors, a walk-in asked (student, phone)');
    await shot(student, 'student-walk-in-phone');
    await student.getByRole('button', { name: 'Accept' }).click();
    await asking.first().getByText(/Accepted/).waitFor({ timeout: 15_000 });
    await guard.getByRole('button', { name: `Sign out ${FRIEND}` }).waitFor({ timeout: 15_000 });
    await shot(guard, 'desk-accepted-phone');
  });

  it('the clock passes the closing: the desk sees her friend overstay, and the guard is alerted', async () => {
    const [h, m] = closing.split(':').map(Number) as [number, number];
    const nowOffice = officeTime(new Date());
    const [nh, nm] = nowOffice.split(':').map(Number) as [number, number];
    const minutesToClosing = h * 60 + m - (nh * 60 + nm);
    await journey.moveClock((minutesToClosing + 2) * MINUTE);
    const card = guard.getByRole('listitem').filter({ has: guard.getByRole('button', { name: `Sign out ${FRIEND}` }) });
    await card.getByText('Overstayed').waitFor({ timeout: 30_000 });
    const bell = await gql<{ myNotifications: { items: { kind: string; title: string }[] } }>(guard, '{ myNotifications { items { kind title } } }');
    expect(bell.myNotifications.items.some((n) => n.kind === 'VISITOR_OVERSTAY' && n.title === 'Visitor still in at GH-1')).toBe(true);
    await audit(guard, 'Visitors desk, an overstay (guard, phone)');
    await shot(guard, 'desk-overstay-phone');
    await card.getByRole('button', { name: `Sign out ${FRIEND}` }).click();
    await guard.getByText(`${FRIEND} signed out.`).waitFor();
    await journey.moveClock(0);
  });
});

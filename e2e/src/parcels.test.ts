import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { expectNoSidewaysScroll, pageLoads, screenshots } from './browser.ts';
import { PHONE, useJourney } from './session.ts';

/**
 * Issue 54's parcels, at 390 px: the guard logs a parcel by the keyboard alone; the student's open
 * page shows it, live, with its collection code; the guard hands it over by that code; a second
 * use of the code is refused; the student's page hears it was collected.
 */
const journey = useJourney('parcels');
const { audit } = journey;
const shot = screenshots('parcels');

const tag = Date.now().toString(36).toUpperCase();
const STUDENT = `Nila Parcel ${tag}`;

/** Presses Tab until `target` has the focus (at most 60 presses). */
async function tabUntil(page: Page, target: Locator): Promise<void> {
  for (let i = 0; i < 60; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

describe('parcels: logged at the desk, collected with the student’s code, once', () => {
  let student: Page;
  let guard: Page;
  let code: string;

  it('a student with a bed in GH-1 opens Parcels: nothing waits yet', async () => {
    student = (await journey.student('Female', STUDENT, PHONE)).page;
    await student.goto(journey.url('/allotmentGH-1'));
    const free = student.getByRole('button', { name: /^Room \d+, Single, 1 bed free/ }).first();
    const room = /^Room (\d+)/.exec((await free.getAttribute('aria-label'))!)![1]!;
    await free.click();
    await student.getByRole('dialog', { name: 'Confirm Booking' }).getByRole('button', { name: 'Yes, Book It!' }).click();
    await student.getByRole('button', { name: `Room ${room}, Single, Your room` }).waitFor();
    await student.goto(journey.url('/parcels'));
    await student.getByRole('heading', { name: 'Parcels', level: 1 }).waitFor();
    await audit(student, 'Parcels, none yet (student, phone)');
  });

  it('the guard logs a parcel for her on a phone, by the keyboard alone; her open page shows it live', async () => {
    guard = await journey.staff('guard', PHONE);
    await guard.goto(journey.url('/adminpage/frontdesk'));
    await guard.getByRole('heading', { name: 'Front desk', level: 1 }).waitFor();
    await shot(guard, 'desk-phone');
    await expectNoSidewaysScroll(guard, 'Front desk (guard, phone)');
    await audit(guard, 'Front desk (guard, phone)');
    const form = guard.getByRole('form', { name: 'Log a parcel' });
    await tabUntil(guard, form.getByLabel('Recipient'));
    await guard.keyboard.type(STUDENT);
    const choice = form.getByRole('button', { name: new RegExp(`^${STUDENT}`) });
    await choice.waitFor();
    await tabUntil(guard, choice);
    await guard.keyboard.press('Enter');
    await form.getByText(new RegExp(`^For ${STUDENT}`)).waitFor();
    await tabUntil(guard, form.getByRole('button', { name: 'Amazon' }));
    await guard.keyboard.press('Enter');
    await tabUntil(guard, form.getByLabel('Tracking number (optional)'));
    await guard.keyboard.type(`AMZ${tag}`);
    await tabUntil(guard, form.getByLabel('Shelf'));
    await guard.keyboard.type('B2');
    await tabUntil(guard, form.getByRole('button', { name: 'Log parcel' }));
    const loads = await pageLoads(student);
    await guard.keyboard.press('Enter');
    await guard.getByText(`Parcel for ${STUDENT} logged on shelf B2.`).waitFor();
    // The next one starts at once: the search is empty and has the focus, the shelf is kept.
    await expect.poll(() => form.getByLabel('Recipient').evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await form.getByLabel('Shelf').inputValue()).toBe('B2');
    await shot(guard, 'desk-logged-phone');

    // Her page, open all along, shows it with its pass, with no reload.
    const waiting = student.getByText(`AMZ${tag}`);
    await waiting.waitFor({ timeout: 15_000 });
    expect(await pageLoads(student)).toBe(loads);
    await student.getByRole('img', { name: 'QR code to collect your parcel from Amazon' }).waitFor();
    await student.getByText(/Show this at the front desk of GH-1/).waitFor();
    code = (await student.getByText('Or tell them the code').locator('xpath=following-sibling::p[1]').textContent())!.trim();
    expect(code).toMatch(/^[0-9A-Z-]{6,}$/);
    await expectNoSidewaysScroll(student, 'Parcels with a pass (student, phone)');
    await audit(student, 'Parcels with a pass (student, phone)');
    await shot(student, 'student-pass-phone');
  });

  it('the guard hands it over by her code; the same code a second time is refused; her page hears it', async () => {
    const handOver = guard.getByRole('form', { name: 'Hand a parcel over' });
    await handOver.getByLabel('Collection code').fill(code);
    await handOver.getByRole('button', { name: 'Hand over' }).click();
    const given = guard.getByRole('region', { name: 'Hand it over' }).or(guard.getByLabel('Hand it over'));
    await given.getByText(`Give to ${STUDENT}`).waitFor();
    await given.getByText('Shelf B2').waitFor();
    await shot(guard, 'desk-handed-over-phone');

    await handOver.getByLabel('Collection code').fill(code);
    await handOver.getByRole('button', { name: 'Hand over' }).click();
    await guard.getByText('Do not hand over.').waitFor();
    await guard.getByText(/Already collected/).waitFor();
    await audit(guard, 'Front desk, a refused code (guard, phone)');

    await student.getByText('Parcel from Amazon collected.').waitFor({ timeout: 15_000 });
    await student.getByText(/handed over by Gopal Guard/).waitFor();
    await shot(student, 'student-collected-phone');
  });
});

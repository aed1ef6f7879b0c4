import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectNoSidewaysScroll, expectTapTargets, mailedInviteToken, screenshots, tabTo, watchToasts } from './browser.ts';
import { PHONE, useJourney } from './session.ts';

/**
 * Issue 42: a campus set up by its own office. An admin makes a hostel the seed never had and
 * gives it 60 rooms on four floors from a CSV file, imports the office's roster, invites it and
 * turns signup to roster-only; an invited student signs up from the mailed link; another rostered
 * student signs up and books a bed in the new hostel on a phone (its grid drawn from data: no
 * remote was released for it); a student not on the roster is refused; the office closes the
 * year, the bed is freed and the student finds it under the year on their profile.
 */
const journey = useJourney('campus');
const { audit } = journey;
const shot = screenshots('campus');

const tag = Date.now().toString(36).toUpperCase();
const HOSTEL = 'NH-1';
const rostered = { name: `Kavya Rao ${tag}`, email: `kavya.${tag.toLowerCase()}@campus.test`, enrollmentId: `R${tag}1`, gender: 'Female', password: 'student-pass-123' };
const invited = { name: `Diya Shah ${tag}`, email: `diya.${tag.toLowerCase()}@campus.test`, enrollmentId: `R${tag}2`, password: 'student-pass-123' };
const stranger = { name: `Nisha Menon ${tag}`, email: `nisha.${tag.toLowerCase()}@campus.test`, enrollmentId: `X${tag}9`, password: 'student-pass-123' };

/** 60 rooms on floors 0-3, 15 a floor: every third a Single, every fifth a Triple, the rest Doubles. */
function roomsCsv(): string {
  const lines = ['number,floor,type'];
  for (let floor = 0; floor < 4; floor++) {
    for (let i = 1; i <= 15; i++) lines.push(`${floor * 100 + i},${floor},${i % 5 === 0 ? 'Triple' : i % 3 === 0 ? 'Single' : 'Double'}`);
  }
  return `${lines.join('\n')}\n`;
}

const file = (name: string, text: string) => ({ name, mimeType: 'text/csv', buffer: Buffer.from(text) });

/** The invitation link's token, from the stack's development outbox. */
const invitationToken = (email: string) => mailedInviteToken(journey.env().DATA_DIR!, email);

describe('a campus set up by its own office', () => {
  let admin: Page;
  let kavya: Page;

  it('an admin adds a hostel, and its 60 rooms on four floors from a CSV file after a dry run', async () => {
    admin = await journey.admin();
    await admin.goto(journey.url('/adminpage/hostels'));
    await admin.getByRole('table', { name: 'Hostels' }).waitFor();
    await admin.getByRole('button', { name: 'Add hostel' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Add a hostel' });
    await dialog.getByRole('textbox', { name: 'Code' }).fill(HOSTEL);
    await dialog.getByRole('textbox', { name: 'Title' }).fill('New Hall');
    await dialog.getByRole('combobox', { name: 'Gender' }).selectOption({ label: 'Female' });
    await dialog.getByRole('group', { name: 'How rooms are taken' }).getByRole('radio', { name: /^Instant/ }).check();
    await dialog.getByRole('combobox', { name: 'First floor' }).selectOption('0');
    await dialog.getByRole('spinbutton', { name: 'Number of floors' }).fill('4');
    await shot(admin, 'add-hostel');
    await audit(admin, 'Add a hostel dialog');
    await dialog.getByRole('button', { name: 'Add hostel' }).click();
    await admin.getByText(`${HOSTEL} (New Hall) was added. Add its rooms from its page.`).waitFor();

    await admin.getByRole('link', { name: `Manage ${HOSTEL}` }).click();
    const form = admin.getByRole('form', { name: 'Import rooms (CSV)' });
    await form.waitFor();
    const input = form.getByLabel(`CSV file of ${HOSTEL}'s rooms`);
    // A file with mistakes: every line's problem is listed, and nothing is written.
    await input.setInputFiles(file('mistakes.csv', 'number,floor,type\n1,0,Double\n1,0,Quintuple\n405,4,Single\n'));
    await form.getByRole('button', { name: 'Check the file' }).click();
    const problems = admin.getByRole('table', { name: 'Problems in mistakes.csv' });
    await problems.waitFor();
    expect(await problems.getByRole('row').count()).toBeGreaterThanOrEqual(3); // a header and a row for each line's problems
    await shot(admin, 'rooms-csv-problems');
    await audit(admin, 'Rooms CSV problems');

    await input.setInputFiles(file('nh-1-rooms.csv', roomsCsv()));
    await form.getByRole('button', { name: 'Check the file' }).click();
    await admin.getByText('nh-1-rooms.csv is ready: 60 lines, 60 rooms to be created, 0 to be updated and 0 unchanged. Nothing has changed yet.').waitFor();
    await admin.getByRole('button', { name: 'Import', exact: true }).click();
    await admin.getByText('Imported nh-1-rooms.csv: 60 rooms created, 0 updated and 0 unchanged.').waitFor();
    await admin.getByRole('table', { name: 'Rooms on the 3rd floor' }).waitFor();
    await shot(admin, 'hostel-page');
    await audit(admin, 'Hostel page');

    // The same page on a phone: rooms as cards, nothing sideways, every control big enough.
    const phone = await journey.admin(PHONE);
    await phone.goto(journey.url(`/adminpage/hostels/${HOSTEL}`));
    await phone.getByRole('heading', { name: 'Rooms', exact: true }).waitFor();
    await expectNoSidewaysScroll(phone, 'hostel page, 390 px');
    await expectTapTargets(phone, 'hostel page, 390 px');
    await shot(phone, 'hostel-page-phone');
  });

  it('the office imports its roster from the Roster screen, invites it, and turns signup to roster-only', async () => {
    await admin.goto(journey.url('/adminpage/roster'));
    const form = admin.getByRole('form', { name: 'Import roster (CSV)' });
    await form.waitFor();
    const roster = `enrollment_id,name,email,gender,year_of_study,programme\n${rostered.enrollmentId},${rostered.name},${rostered.email},Female,1,B.Tech Civil\n${invited.enrollmentId},${invited.name},${invited.email},Female,2,B.Sc Physics\n`;
    await form.getByLabel('CSV file of the roster').setInputFiles(file('roster.csv', roster));
    await form.getByRole('button', { name: 'Check the file' }).click();
    await admin.getByText('roster.csv is ready: 2 lines, 2 students to be added, 0 to be updated and 0 unchanged. Nothing has changed yet.').waitFor();
    await admin.getByRole('button', { name: 'Import', exact: true }).click();
    await admin.getByText('Imported roster.csv: 2 students added, 0 updated and 0 unchanged.').waitFor();

    await admin.getByRole('button', { name: 'Send invitations' }).click();
    await admin.getByRole('dialog', { name: 'Send invitations?' }).getByRole('button', { name: 'Send invitations' }).click();
    await admin.getByText('Sent 2 invitations.').first().waitFor();

    const join = admin.getByRole('form', { name: 'How students join' });
    await join.getByRole('radio', { name: 'Roster only' }).check();
    await join.getByRole('button', { name: 'Save' }).click();
    await admin.getByText('Signup is now for students on the roster only.').first().waitFor();
    await shot(admin, 'roster');
    await audit(admin, 'Roster screen');
  });

  it('a rostered student signs up from the mailed link, with nothing to type but a password', async () => {
    const page = await journey.newPage(PHONE);
    await page.goto(`${journey.url('/signup')}#invite=${await invitationToken(invited.email)}`);
    await expect.poll(() => page.getByLabel('Enrollment ID').inputValue()).toBe(invited.enrollmentId);
    expect(page.url()).not.toContain('invite='); // taken out of the address bar at once
    await page.getByLabel('Password').fill(invited.password);
    await shot(page, 'signup-from-invitation');
    await audit(page, 'Signup from an invitation');
    const toastShown = await watchToasts(page);
    await page.getByRole('button', { name: 'Sign up' }).click();
    await toastShown('Signup successful!');
    await page.waitForURL(journey.url('/')); // signed in at once
    expect((await page.context().request.post(journey.url('/api/user/login'), { data: { email: invited.email, password: invited.password } })).status()).toBe(200);
  });

  it('a student not on the roster is refused, with a sentence that says why', async () => {
    const page = await journey.newPage(PHONE);
    await page.goto(journey.url('/signup'));
    await page.getByText("Signup is for students on the hostel office's roster").waitFor();
    await page.getByLabel('Full name').fill(stranger.name);
    await page.getByLabel('Email').fill(stranger.email);
    await page.getByLabel('Enrollment ID').fill(stranger.enrollmentId);
    await page.getByLabel('Gender').selectOption('Female');
    await page.getByLabel('Password').fill(stranger.password);
    await page.getByRole('button', { name: 'Sign up' }).click();
    await page.getByRole('alert').filter({ hasText: "Your enrollment ID is not on the hostel office's roster." }).first().waitFor();
    expect(await page.getByLabel('Full name').inputValue()).toBe(stranger.name); // nothing typed is lost
    await shot(page, 'not-on-roster');
    await audit(page, 'Signup refused: not on the roster');
  });

  it('a rostered student signs up, and books a bed in the new hostel on a phone', async () => {
    const page = (kavya = await journey.newPage(PHONE));
    await page.goto(journey.url('/signup'));
    await page.getByLabel('Full name').fill(rostered.name);
    await page.getByLabel('Email').fill(rostered.email);
    await page.getByLabel('Enrollment ID').fill(rostered.enrollmentId);
    await page.getByLabel('Gender').selectOption('Female');
    await page.getByLabel('Password').fill(rostered.password);
    const toastShown = await watchToasts(page);
    await page.getByRole('button', { name: 'Sign up' }).click();
    await toastShown('Signup successful!');
    await page.waitForURL(journey.url('/')); // signed in at once: the grid below needs no login

    await page.goto(journey.url(`/allotment${HOSTEL}`));
    await page.getByRole('button', { name: '3rd Floor' }).click();
    const room = page.getByRole('button', { name: /^Room 305, Triple, 3 beds free/ });
    await room.waitFor();
    await shot(page, 'new-hostel-grid');
    await audit(page, 'New hostel grid');
    await expectNoSidewaysScroll(page, 'new hostel grid, 390 px');
    await expectTapTargets(page, 'new hostel grid, 390 px');
    await room.click();
    await page.getByRole('dialog', { name: 'Confirm Booking' }).getByRole('button', { name: 'Yes, Book It!' }).click();
    await page.getByText('Room 305 has been booked successfully!').waitFor();
    await page.getByRole('button', { name: /^Room 305, Triple, Your room/ }).waitFor();
    await shot(page, 'booked-in-new-hostel');
  });

  it('the office closes the year: the bed is freed, and the student finds it under that year', async () => {
    await admin.goto(journey.url('/adminpage/year'));
    const closing = admin.getByRole('form', { name: /^Close / });
    const open = (await closing.getAttribute('aria-label'))!.replace(/^Close /, '');
    const form = admin.getByRole('form', { name: `Close ${open}` });
    const next = await form.getByLabel('Name of the next academic year').inputValue();
    // The keyboard alone: Tab to the form's button, Enter, then Tab to the dialog's confirmation.
    await tabTo(admin, `Close ${open}`);
    await admin.keyboard.press('Enter');
    const dialog = admin.getByRole('dialog', { name: `Close ${open} and open ${next}?` });
    await dialog.getByText('Every bed is freed.', { exact: false }).waitFor();
    await shot(admin, 'close-year');
    await audit(admin, 'Close the academic year');
    await tabTo(admin, `Close ${open}`);
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    await admin.keyboard.press('Enter');
    await admin.getByText(`The academic year ${open} is closed. ${next} is now the open year.`).first().waitFor();

    await kavya.goto(journey.url('/newprofile'));
    const past = kavya.getByRole('list', { name: 'Past years' });
    await past.getByText(`${HOSTEL}, room 305, bed 1.`).waitFor();
    await shot(kavya, 'past-years');
    await audit(kavya, 'Profile with past years');
    await kavya.goto(journey.url(`/allotment${HOSTEL}`));
    await kavya.getByRole('button', { name: '3rd Floor' }).click();
    await kavya.getByRole('button', { name: /^Room 305, Triple, 3 beds free/ }).waitFor(); // the bed went back with the year
  });
});

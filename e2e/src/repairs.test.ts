import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { expectNoSidewaysScroll, pageLoads, screenshots } from './browser.ts';
import { DESKTOP, PHONE, useJourney } from './session.ts';

/**
 * Issue 53, at 390 px: a student reports a broken fan with a photo (by keyboard); the warden sets
 * its priority, assigns it and takes the room out of service (her people stay, its free beds
 * close); the electrician marks it fixed on a phone; the student confirms; the warden puts the
 * room back in service, and the student's open grid shows it, live, with no reload.
 */
const journey = useJourney('repairs');
const { audit } = journey;
const shot = screenshots('repairs');

const tag = Date.now().toString(36).toUpperCase();
const FAN = `The ceiling fan does not turn (${tag}).`;

async function gql(page: Page, query: string, variables: Record<string, unknown> = {}) {
  const reply = await page.context().request.post(journey.url('/graphql'), { data: { query, variables }, headers: { 'content-type': 'application/json' } });
  const body = (await reply.json()) as { data?: Record<string, unknown>; errors?: { message: string }[] };
  expect(body.errors, query).toBeUndefined();
  return body.data!;
}

/** Presses Tab until `target` has the focus (at most 60 presses): form fields are named by their labels, not their text. */
async function tabUntil(page: Page, target: Locator): Promise<void> {
  for (let i = 0; i < 60; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

/** A phone's photo: a JPEG with camera and GPS metadata, as a phone writes one. */
const fanPhoto = () =>
  sharp({ create: { width: 1200, height: 900, channels: 3, background: { r: 180, g: 160, b: 120 } } })
    .jpeg()
    .withExif({ IFD0: { Make: 'PhoneMaker', Model: 'Phone 1' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '12/1 58/1 0/1' } })
    .toBuffer();

describe('repairs: a broken fan, from the report to the room back in service', () => {
  let student: Page;
  let grid: Page;
  let warden: Page;
  let room: string;

  it('a student with a bed in GH-1 reports a broken fan with a photo, on a phone, by keyboard alone', async () => {
    // The demo warden keeps BH-1; the office gives her GH-1 as well (a fixture: the Staff screen is walked in office.test.ts).
    const admin = await journey.admin();
    const staff = (await gql(admin, '{ staff { id email hostels { id } } }')).staff as { id: string; email: string; hostels: { id: string }[] }[];
    const meena = staff.find((s) => s.email === 'warden@dormspace.local')!;
    const hostels = (await gql(admin, '{ hostels { id name } }')).hostels as { id: string; name: string }[];
    const gh1 = hostels.find((h) => h.name === 'GH-1')!.id;
    await gql(admin, 'mutation($id: ID!, $input: UpdateStaffInput!) { updateStaff(id: $id, input: $input) { id } }', {
      id: meena.id,
      input: { role: 'WARDEN', hostelIds: [...meena.hostels.map((h) => h.id), gh1] },
    });

    student = (await journey.student('Female', `Asha Fan ${tag}`, PHONE)).page;
    await student.goto(journey.url('/allotmentGH-1'));
    const free = student.getByRole('button', { name: /^Room \d+, Single, 1 bed free/ }).first();
    room = /^Room (\d+)/.exec((await free.getAttribute('aria-label'))!)![1]!;
    await free.click();
    await student.getByRole('dialog', { name: 'Confirm Booking' }).getByRole('button', { name: 'Yes, Book It!' }).click();
    await student.getByRole('button', { name: `Room ${room}, Single, Your room` }).waitFor();

    await student.goto(journey.url('/repairs'));
    const form = student.getByRole('form', { name: 'Report a problem' });
    await form.getByRole('radio', { name: `My room: Room ${room}, GH-1` }).waitFor();
    await expectNoSidewaysScroll(student, 'Repairs, phone');
    await audit(student, 'Repairs (student, phone)');
    // The keyboard alone: the category, the place (her room, chosen already), what is wrong, how urgent, the photo, send.
    await form.getByLabel('What kind of problem?').focus();
    await student.keyboard.press('ArrowDown'); // Electrical, the first choice
    await tabUntil(student, form.getByRole('radio', { name: `My room: Room ${room}, GH-1` }));
    await tabUntil(student, form.getByLabel('What is wrong?'));
    await student.keyboard.type(FAN);
    await tabUntil(student, form.getByRole('radio', { name: 'Urgent: unsafe, or I cannot use the room' }));
    await student.keyboard.press('ArrowDown'); // High
    await tabUntil(student, form.getByRole('checkbox', { name: 'Staff may enter while I am out' }));
    await student.keyboard.press('Space');
    // A file chooser needs a pointer or the system's dialog: the file goes in as the dialog would give it.
    await form.getByLabel('Photos (optional)').setInputFiles({ name: 'fan.jpg', mimeType: 'image/jpeg', buffer: await fanPhoto() });
    expect(await form.getByLabel('What kind of problem?').inputValue()).toBe('ELECTRICAL');
    expect(await form.getByRole('radio', { name: 'High: it gets in the way every day' }).isChecked()).toBe(true);
    await tabUntil(student, form.getByRole('button', { name: 'Send the report' }));
    await student.keyboard.press('Enter');
    const report = student.getByRole('listitem').filter({ hasText: FAN });
    await report.waitFor();
    await expect.poll(() => student.evaluate(() => document.activeElement?.closest('li')?.textContent ?? '')).toContain(FAN);
    await report.getByRole('img', { name: /Your photo 1/ }).waitFor();
    await shot(student, 'reported-phone');
    await audit(student, 'Repairs with a report (student, phone)');

    // Her grid stays open on a second page of hers: it will show the room's state live.
    grid = await student.context().newPage();
    await grid.goto(journey.url('/allotmentGH-1'));
    await grid.getByRole('button', { name: `Room ${room}, Single, Your room` }).waitFor();
  });

  it('the warden sets its priority, assigns it to the electrician and takes the room out of service', async () => {
    warden = await journey.staff('warden', PHONE);
    await warden.goto(journey.url('/adminpage/repairs'));
    await warden.getByRole('heading', { name: 'Repairs', level: 1 }).waitFor();
    await expectNoSidewaysScroll(warden, 'Repairs (warden, phone)');
    await audit(warden, 'Repairs (warden, phone)');
    await shot(warden, 'office-list-phone');
    // Triage by the keyboard alone: the job from the list, its priority, the electrician, the room.
    await tabUntil(warden, warden.getByRole('link', { name: new RegExp(`^Open the electrical job at Room ${room}, GH-1`) }));
    await warden.keyboard.press('Enter');
    await warden.getByRole('heading', { name: 'Repair job', level: 1 }).waitFor();
    await warden.getByText(FAN).waitFor();
    await warden.getByRole('img', { name: /^1 of 1, sent by Asha Fan/ }).waitFor();

    const priority = warden.getByRole('form', { name: 'Priority' });
    await tabUntil(warden, priority.getByLabel('Priority'));
    await warden.keyboard.press('ArrowDown'); // Urgent
    await warden.keyboard.press('ArrowDown'); // High
    expect(await priority.getByLabel('Priority').inputValue()).toBe('HIGH');
    await tabUntil(warden, priority.getByRole('button', { name: 'Save priority' }));
    await warden.keyboard.press('Enter');
    await warden.getByText(/^Due by /).waitFor();

    const assign = warden.getByRole('form', { name: 'Assign' });
    const person = assign.getByLabel(/Maintenance person/);
    await tabUntil(warden, person);
    expect(await person.locator('option:checked').textContent()).toMatch(/^Ravi Electrician \(\d+ open jobs?\)$/); // the only electrician, offered first
    await tabUntil(warden, assign.getByRole('button', { name: 'Assign' }));
    await warden.keyboard.press('Enter');
    await warden.getByText(/^Assigned to Ravi Electrician since /).waitFor();

    await tabUntil(warden, warden.getByRole('button', { name: `Take room ${room} out of service` }));
    await warden.keyboard.press('Enter');
    const confirm = warden.getByRole('dialog', { name: `Take room ${room} out of service?` });
    await tabUntil(warden, confirm.getByRole('button', { name: 'Take out of service' }));
    await warden.keyboard.press('Enter');
    await warden.getByText(`Room ${room} is out of service: nobody can book its free beds.`).waitFor();
    await shot(warden, 'office-job-phone');
    await expectNoSidewaysScroll(warden, 'Repair job (warden, phone)');
    await audit(warden, 'Repair job (warden, phone)');

    // The student's open grid hears of it: her room is out of service for the repair, and still hers.
    const loads = await pageLoads(grid);
    await grid.getByText(new RegExp(`Room ${room}: Repair: electrical \\(job [0-9a-f]{8}\\)`)).waitFor();
    await grid.getByRole('button', { name: `Room ${room}, Single, Your room` }).waitFor();
    expect(await pageLoads(grid)).toBe(loads);
  });

  it('the electrician marks it fixed on a phone; the student confirms', async () => {
    const electrician = await journey.staff('electrician', PHONE);
    await electrician.goto(journey.url('/adminpage'));
    await electrician.waitForURL(journey.url('/adminpage/repairs'));
    await electrician.getByRole('heading', { name: 'My repair jobs', level: 1 }).waitFor();
    const job = electrician.getByRole('listitem').filter({ hasText: FAN });
    await expectNoSidewaysScroll(electrician, 'My repair jobs (phone)');
    await audit(electrician, 'My repair jobs (maintenance, phone)');
    await shot(electrician, 'maintenance-phone');
    await job.getByRole('button', { name: 'Mark fixed' }).click();
    const fix = job.getByRole('form', { name: /fixed$/ });
    await fix.getByLabel('What was done').fill('New fan regulator fitted.');
    await fix.getByRole('button', { name: 'Mark fixed' }).click();
    await electrician.getByRole('region', { name: 'Done' }).getByText(FAN).waitFor();
    await shot(electrician, 'maintenance-fixed-phone');

    // The student's page hears of it, live: confirm the fix.
    const report = student.getByRole('listitem').filter({ hasText: FAN });
    await report.getByText('New fan regulator fitted.').waitFor();
    await report.getByRole('button', { name: 'Confirm the fix' }).click();
    await report.getByText('Closed').first().waitFor();
    await shot(student, 'confirmed-phone');
  });

  it('the warden puts the room back in service; the student’s open grid shows it with no reload', async () => {
    await warden.getByRole('button', { name: `Put room ${room} back in service` }).click();
    await warden.getByRole('status').getByText(`Room ${room} is back in service.`).waitFor();
    const loads = await pageLoads(grid);
    await expect.poll(() => grid.getByText(new RegExp(`Room ${room}: Repair: electrical`)).count(), { timeout: 15_000 }).toBe(0);
    await grid.getByRole('button', { name: `Room ${room}, Single, Your room` }).waitFor();
    expect(await pageLoads(grid)).toBe(loads);
    await shot(grid, 'grid-back-phone');

    // The office's dashboard counts it: nothing open in GH-1's electrical line any more.
    const office = await journey.admin(DESKTOP);
    await office.goto(journey.url('/adminpage/dashboard'));
    await office.getByRole('heading', { name: /Repairs/ }).first().waitFor();
    await audit(office, 'Dashboard with repairs (admin)');
    await shot(office, 'dashboard-desktop');
  });
});

import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { mailedInviteToken, screenshots, tabTo } from './browser.ts';
import { PHONE, useJourney } from './session.ts';

const journey = useJourney('office');
const { student, audit } = journey;
const shot = screenshots('office');

const tag = Date.now().toString(36);
const wardenEmail = `warden.${tag}@campus.test`;

/** The invitation link's token, from the stack's development outbox. */
const invitationToken = (email: string) => mailedInviteToken(journey.env().DATA_DIR!, email);

describe('the office: a warden for BH-1, the audit log, an export and the selection window', () => {
  let admin: Page;
  let warden: Page;
  let bh1: Awaited<ReturnType<typeof student>>;
  let bh2: Awaited<ReturnType<typeof student>>;

  it('an admin invites a warden for BH-1 from the Staff screen', async () => {
    bh1 = await student('Male', `Dev Sharma ${tag}`);
    bh2 = await student('Male', `Ravi Kapoor ${tag}`);
    expect((await bh1.page.context().request.post(`${journey.url()}/api/bookroom/req`, { data: { hostel: 'BH-1', roomNumber: 104 } })).status()).toBe(201);
    expect((await bh2.page.context().request.post(`${journey.url()}/api/bookroom/req`, { data: { hostel: 'BH-2', roomNumber: 104 } })).status()).toBe(201);

    admin = await journey.admin();
    await admin.goto(journey.url('/adminpage/staff'));
    const form = admin.getByRole('form', { name: 'Invite staff' });
    await form.getByLabel('Name').fill(`Meera Warden ${tag}`);
    await form.getByLabel('Email').fill(wardenEmail);
    await form.getByRole('checkbox', { name: 'BH-1' }).check();
    await shot(admin, 'invite-form');
    await audit(admin, 'Staff screen');
    await form.getByRole('button', { name: 'Send invitation' }).click();
    await admin.getByText(`Invitation sent to ${wardenEmail}`).waitFor();
    await admin.getByRole('row').filter({ hasText: wardenEmail }).getByText('Invited').waitFor();
  });

  it('the warden sets a password from the mail and lands on the dashboard', async () => {
    const token = await invitationToken(wardenEmail);
    warden = await journey.newPage();
    await warden.goto(`${journey.url('/welcome')}#invite=${token}`);
    await warden.getByRole('heading', { level: 1 }).waitFor();
    expect(warden.url()).not.toContain(token); // taken out of the address bar at once
    await warden.getByLabel('New password').fill('warden-pass-123');
    await warden.getByLabel('Confirm password').fill('warden-pass-123');
    await shot(warden, 'welcome');
    await audit(warden, 'Welcome (set password)');
    await warden.getByRole('button', { name: 'Set password and log in' }).click();
    await warden.waitForURL('**/adminpage/dashboard');
    await warden.getByRole('heading', { name: 'Dashboard' }).waitFor();
    // A warden manages neither staff nor windows.
    expect(await warden.getByRole('link', { name: 'Staff' }).count()).toBe(0);
  });

  it("sees only BH-1's request, approves it, and the audit screen shows who did it", async () => {
    await warden.goto(journey.url('/adminpage/roomrequests'));
    // The list names the student, hostel and room.
    const mine = warden.getByRole('row').filter({ hasText: 'BH-1' }).filter({ hasText: '104' });
    await mine.waitFor();
    expect(await warden.getByRole('row').filter({ hasText: 'BH-2' }).count()).toBe(0);
    await shot(warden, 'warden-requests');
    await mine.getByRole('cell', { name: new RegExp(`^${bh1.form.name}`) }).waitFor();
    await mine.getByRole('link', { name: `Proceed with the request of ${bh1.form.name}` }).click();
    await warden.waitForURL(/\/adminpage\/roomrequests\/[^/]+$/);
    await warden.getByRole('button', { name: 'Approve' }).click();
    // A decision about a person asks first, saying what it does.
    const question = warden.getByRole('dialog', { name: 'Approve this room request?' });
    await question.waitFor();
    await shot(warden, 'approve-question');
    await question.getByRole('button', { name: 'Approve' }).click();
    await warden.getByText(`The room request of ${bh1.form.name} is approved.`).waitFor();

    await admin.goto(journey.url('/adminpage/audit'));
    const event = admin.getByRole('row').filter({ hasText: 'Approved a room request' }).filter({ hasText: `Meera Warden ${tag}` });
    await event.waitFor();
    await shot(admin, 'audit');
    await audit(admin, 'Audit screen');
    await event.getByRole('link').click();
    await admin.getByRole('heading', { level: 1, name: bh1.form.name }).waitFor();
    await admin.getByRole('table', { name: 'Audit trail' }).getByText('Assigned a bed').waitFor();
    await shot(admin, 'student-record');
    await audit(admin, 'Student record');
  });

  it('the admin exports the pending requests as CSV', async () => {
    await admin.goto(journey.url('/adminpage/roomrequests'));
    const [download] = await Promise.all([admin.waitForEvent('download'), admin.getByRole('link', { name: 'Download pending requests (CSV)' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^room-requests-\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = await readFile((await download.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.subarray(3).toString('utf8');
    expect(text.split('\n')[0]).toBe('Requested at,Status,Student,Enrollment ID,Hostel,Room,Roommate,Roommate enrollment ID,Roommate response,Decided at,Reason');
    expect(text).toContain(bh2.form.name);
    expect(text).not.toContain(bh1.form.name); // approved: no longer pending
  });

  it('the admin opens BH-3 only to another intake; a student outside it is refused on the grid and by the server', async () => {
    await admin.goto(journey.url('/adminpage/selection'));
    await admin.getByLabel('For').selectOption({ label: 'BH-3' });
    await admin.getByLabel('Enrollment IDs starting with (empty: everyone)').fill('2019');
    await admin.getByRole('button', { name: 'Save window' }).click();
    await admin.getByText('Selection window saved').waitFor();
    await admin.getByRole('table', { name: 'Selection windows' }).getByText('Enrollment IDs starting 2019').waitFor();
    await shot(admin, 'selection-window');
    await audit(admin, 'Selection window screen');

    const outsider = await student('Male', `Kabir Shah ${tag}`, PHONE);
    await outsider.page.goto(journey.url('/allotmentBH-3'));
    await outsider.page.getByText('Room selection for this hostel is not open to your enrollment ID in this round.').waitFor();
    // The banner can come before the rooms are drawn (the grid's frame shows first): the rooms stay in view, closed.
    const firstRoom = outsider.page.getByRole('button', { name: /^Room \d+,/ }).first();
    await firstRoom.waitFor();
    expect(await firstRoom.isDisabled()).toBe(true);
    await shot(outsider.page, 'grid-outside-window-phone');
    await audit(outsider.page, 'Room grid outside the selection window (phone)');
    const refused = await outsider.page.context().request.post(`${journey.url()}/api/bookroom/req`, { data: { hostel: 'BH-3', roomNumber: 101 } });
    expect(refused.status()).toBe(403);
    expect(await refused.json()).toMatchObject({ code: 'SELECTION_CLOSED' });
  });

  it('the admin rejects an outpass with the keyboard alone; the student reads the reason in the app and in the mail', async () => {
    const where = `Pune ${tag}`;
    const reason = `Exams start on Monday ${tag}`;
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const applied = await bh1.page.context().request.post(journey.url('/api/user/apply'), {
      data: { name: bh1.form.name, where, dateOfArrival: tomorrow, reason: 'A cousin’s wedding', outTime: '09:00', returnTime: '20:00', responsibility: 'Yes', roll_no: bh1.form.enrollmentId },
    });
    expect(applied.status()).toBe(201);

    await admin.goto(journey.url('/adminpage/outpassrequest'));
    const row = admin.getByRole('row').filter({ hasText: where });
    await row.waitFor();
    // Keyboard alone: Tab to the row's Reject, Enter; the question asks for the reason.
    await tabTo(admin, 'Reject');
    await admin.keyboard.press('Enter');
    const question = admin.getByRole('dialog', { name: `Reject ${bh1.form.name}'s outpass` });
    await question.waitFor();
    // Focus starts in the Reason field: the one thing the question needs.
    expect(await admin.evaluate(() => document.activeElement?.tagName)).toBe('TEXTAREA');
    await admin.keyboard.type(reason);
    await shot(admin, 'reject-with-reason');
    await audit(admin, 'Reject an outpass: the reason asked');
    await tabTo(admin, 'Reject');
    await admin.keyboard.press('Enter');
    await question.waitFor({ state: 'detached' });
    await row.waitFor({ state: 'detached' });

    // The student reads it in her history and in the mail.
    await bh1.page.goto(journey.url('/newprofile'));
    await bh1.page.getByText(`Reason for rejection: ${reason}`).waitFor();
    const outbox = join(journey.env().DATA_DIR!, 'outbox.log');
    await expect
      .poll(async () => (await readFile(outbox, 'utf8').catch(() => '')).split('\n').filter(Boolean).some((line) => {
        const mail = JSON.parse(line) as { to: string; text: string };
        return mail.to === bh1.form.email && mail.text.includes(reason);
      }), { timeout: 10_000 })
      .toBe(true);
  });
});

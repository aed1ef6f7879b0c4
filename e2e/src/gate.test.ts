import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { screenshots } from './browser.ts';
import { PHONE, useJourney } from './session.ts';

const journey = useJourney('gate', { movableClock: true });
const { student, audit } = journey;
const shot = screenshots('gate');

const tag = Date.now().toString(36);
const guardianEmail = `parent.${tag}@family.test`;
const destination = `Chennai ${tag}`;

/** The newest mail to an address in the development outbox the stack writes, matching a pattern. */
async function mailTo(email: string, pattern: RegExp): Promise<RegExpExecArray> {
  const outbox = join(journey.env().DATA_DIR!, 'outbox.log');
  for (let i = 0; i < 100; i++) {
    const lines = (await readFile(outbox, 'utf8').catch(() => '')).split('\n').filter(Boolean);
    const found = lines
      .map((line) => JSON.parse(line) as { to: string; text: string })
      .reverse()
      .filter((m) => m.to === email)
      .map((m) => pattern.exec(m.text))
      .find(Boolean);
    if (found) return found;
    await new Promise((wait) => setTimeout(wait, 200));
  }
  throw new Error(`no mail to ${email} matching ${pattern}`);
}

async function gql<T>(page: Page, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const reply = await page.context().request.post(journey.url('/graphql'), { data: { query, variables } });
  const body = (await reply.json()) as { data?: T; errors?: { message: string }[] };
  if (body.errors) throw new Error(body.errors.map((e) => e.message).join('; '));
  return body.data!;
}

describe('the outpass to the gate: guardian, approval, gate pass, overdue, return, notifications', () => {
  let girl: Awaited<ReturnType<typeof student>>;
  let admin: Page;
  let guard: Page;
  let code: string;

  it('the student gives a guardian and asks for an outpass from a hostel that wants consent', async () => {
    admin = await journey.admin();
    const { hostels } = await gql<{ hostels: { id: string; name: string }[] }>(admin, 'query { hostels { id name } }');
    await gql(admin, 'mutation($id: ID!) { setGuardianConsentRequired(hostelId: $id, required: true) { id } }', { id: hostels.find((h) => h.name === 'GH-2')!.id });

    girl = await student('Female', `Kavya Rao ${tag}`, PHONE);
    expect((await girl.page.context().request.post(journey.url('/api/bookroom/room'), { data: { hostel: 'GH-2', roomNumber: 14 } })).status()).toBe(201);
    await girl.page.goto(journey.url('/newprofile'));
    const settings = girl.page.getByRole('form', { name: 'Guardian and notifications' });
    await settings.getByLabel("Guardian's name").fill('Suresh Rao');
    await settings.getByLabel("Guardian's email").fill(guardianEmail);
    await settings.getByRole('button', { name: 'Save' }).click();
    await girl.page.getByText('Settings saved.').waitFor();
    await shot(girl.page, 'guardian-settings');

    await girl.page.goto(journey.url('/outpass'));
    await girl.page.getByLabel('Name').fill(girl.form.name);
    await girl.page.getByLabel('Where').fill(destination);
    await girl.page.getByLabel('Responsibility').selectOption('Yes');
    await girl.page.getByLabel('Date of Arrival').fill(new Date(Date.now() + 86_400_000).toISOString().slice(0, 10));
    await girl.page.getByLabel('Out Time').fill('09:00');
    await girl.page.getByLabel('Return by').fill('20:00');
    await girl.page.getByLabel('Reason').fill('Grandmother’s birthday');
    await shot(girl.page, 'outpass-form');
    await girl.page.getByRole('button', { name: 'Submit Outpass Request' }).click();
    await girl.page.getByText('Submission successful!').waitFor();
  });

  it('the guardian agrees through the one-time link, with no account', async () => {
    const [, token] = await mailTo(guardianEmail, /#consent=([A-Za-z0-9_-]+)/);
    const parent = await journey.newPage(PHONE);
    await parent.goto(`${journey.url('/guardian')}#consent=${token}`);
    await parent.getByText(`Kavya Rao ${tag} asks to leave the hostel`).waitFor();
    expect(parent.url()).not.toContain(token!);
    await shot(parent, 'guardian-page');
    await audit(parent, 'Guardian consent page');
    await parent.getByRole('button', { name: 'I agree' }).click();
    await parent.getByText('Thank you. The hostel office has your answer.').waitFor();
    await shot(parent, 'guardian-agreed');
  });

  it('the admin sees the answer and approves; the student opens the gate pass', async () => {
    await admin.goto(journey.url('/adminpage/outpassrequest'));
    const row = admin.getByRole('row').filter({ hasText: girl.form.enrollmentId });
    await row.getByText('Agreed').waitFor();
    await shot(admin, 'outpass-requests');
    await row.getByRole('button', { name: 'Approve' }).click();
    // A decision about a person asks first, saying what it does.
    await admin.getByRole('dialog', { name: `Approve ${girl.form.name}'s outpass?` }).getByRole('button', { name: 'Approve' }).click();
    await row.waitFor({ state: 'detached', timeout: 10_000 });

    await girl.page.goto(journey.url('/newprofile'));
    const item = girl.page.getByRole('listitem').filter({ hasText: 'Grandmother’s birthday' });
    await item.getByText('Approved', { exact: true }).waitFor({ timeout: 10_000 });
    await item.getByRole('button', { name: 'Gate pass' }).click();
    const dialog = girl.page.getByRole('dialog', { name: 'Gate pass' });
    await dialog.getByRole('img', { name: `Gate pass QR code for your outpass to ${destination}` }).waitFor();
    code = (await dialog.getByText(/^[0-9A-Z]{5}-[0-9A-Z]{5}$/).textContent())!.trim();
    expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{5}-[0-9A-HJKMNP-TV-Z]{5}$/);
    await shot(girl.page, 'gate-pass');
    await audit(girl.page, 'Gate pass');
    await dialog.getByRole('button', { name: 'Close' }).click();
  });

  it('the guard types the code and lets her out', async () => {
    guard = await journey.newPage(PHONE);
    expect((await guard.context().request.post(journey.url('/api/user/login'), { data: { email: 'guard@dormspace.local', password: 'guard-pass-123' } })).status()).toBe(200);
    await guard.goto(journey.url('/adminpage/gate'));
    await guard.getByRole('heading', { name: 'Gate' }).waitFor();
    await guard.getByRole('radio', { name: 'Going out' }).check();
    await guard.getByLabel('Pass code').fill(code.toLowerCase());
    await guard.getByRole('button', { name: 'Check pass' }).click();
    await guard.getByText(`Kavya Rao ${tag}`).waitFor();
    await guard.getByText(/^Out at \d\d:\d\d/).waitFor();
    await shot(guard, 'gate-out');
    await audit(guard, 'Gate screen');
    // The same pass again at the exit is refused with the reason.
    await guard.getByLabel('Pass code').fill(code);
    await guard.getByRole('button', { name: 'Check pass' }).click();
    await guard.getByRole('alert').filter({ hasText: 'This pass has already been used: the student went out' }).waitFor();
    await shot(guard, 'gate-used-twice');
  });

  it('the clock passes her return time and the dashboard shows her Overdue live', async () => {
    await admin.goto(journey.url('/adminpage/dashboard'));
    const away = admin.getByRole('list', { name: 'Away now' });
    await away.getByText(`Kavya Rao ${tag}`).waitFor();
    const loads = await admin.evaluate(() => performance.getEntriesByType('navigation').length);
    const { myOutpasses } = await gql<{ myOutpasses: { items: { where: string; expectedReturnAt: string }[] } }>(girl.page, 'query { myOutpasses { items { where expectedReturnAt } } }');
    const due = new Date(myOutpasses.items.find((o) => o.where === destination)!.expectedReturnAt).getTime();
    await journey.moveClock(due - Date.now() + 2 * 60_000);
    await away.getByText('Overdue', { exact: true }).waitFor({ timeout: 20_000 });
    await admin.getByText('Outpass Overdue').first().waitFor();
    expect(await admin.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(loads);
    await shot(admin, 'dashboard-overdue');
  });

  it('the return scan closes it as late, and her notifications tell each step', async () => {
    // The keyboard alone, as at a gate with a scanner-keyboard: the radio group by arrows, the code, Enter.
    await guard.getByRole('radio', { name: 'Going out' }).focus();
    await guard.keyboard.press('ArrowRight');
    expect(await guard.getByRole('radio', { name: 'Coming back' }).isChecked()).toBe(true);
    await guard.keyboard.press('Tab');
    expect(await guard.getByLabel('Pass code').evaluate((el) => el === document.activeElement)).toBe(true);
    await guard.keyboard.type(code);
    await guard.keyboard.press('Enter');
    await guard.getByText(/^Back at \d\d:\d\d/).waitFor();
    await guard.getByText('Late', { exact: true }).waitFor();
    await shot(guard, 'gate-back-late');

    await admin.getByRole('list', { name: 'Away now' }).getByText(`Kavya Rao ${tag}`).waitFor({ state: 'detached', timeout: 10_000 });

    await girl.page.goto(journey.url('/newprofile'));
    const item = girl.page.getByRole('listitem').filter({ hasText: 'Grandmother’s birthday' });
    await item.getByText('Returned late', { exact: true }).first().waitFor();
    const bell = girl.page.getByRole('button', { name: /^Notifications/ });
    await bell.click();
    for (const title of ['Your guardian agreed', `Outpass to ${destination} approved`, `You left for ${destination}`, 'You are overdue', 'You are back (late)']) {
      await girl.page.getByText(title, { exact: true }).waitFor();
    }
    await shot(girl.page, 'notifications');
    await audit(girl.page, 'Notifications panel');
    await girl.page.keyboard.press('Escape');
    await girl.page.getByRole('button', { name: /^Notifications/ }).and(girl.page.locator(':focus')).waitFor();
  });
});

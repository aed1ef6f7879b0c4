import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { expectNoSidewaysScroll, screenshots, tabTo } from './browser.ts';
import { DESKTOP, PHONE, useJourney } from './session.ts';

/**
 * Issue 43: a fair selection day. An admin sets up a selection process for GH-2 (girls, a random
 * draw with a fixed seed, two slots of ten minutes) with a live preview and publishes it; a girl
 * of the later slot sees her number and slot, is refused before it and books once the clock is in
 * it (by keyboard alone); two girls form a roommate group (by keyboard alone) and their leader books a Double for
 * both; after the close the office runs the assignment, which places the girl who chose nothing,
 * and publishes it. The gateway's clock is moved (CLOCK_OFFSET_FILE) rather than waited for.
 */
const journey = useJourney('selection-day', { movableClock: true });
const { audit } = journey;
const save = screenshots('selection-day');
/** A full-page screenshot from the top: scrolled down, the fixed rail and the skip link are drawn mid-page. */
const shot = async (page: Page, name: string) => {
  await page.evaluate(() => window.scrollTo(0, 0));
  await save(page, name);
};

const ZONE = 'Asia/Kolkata'; // the gateway's OFFICE_TIME_ZONE when none is set
const MINUTE = 60_000;
const SLOT_MINUTES = 10;
const HOSTEL = 'GH-2';
const tag = Date.now().toString(36).toUpperCase();
const PROCESS = `Selection day ${tag}`;
const SEED = '20261129';

/** Four girls with accounts, and one on the roster who never signs up (the assignment cannot place her). */
const girls = ['Meera Nair', 'Tara Iyer', 'Sana Khan', 'Lakshmi Menon'].map((name, i) => ({
  name: `${name} ${tag}`,
  email: `girl${i + 1}.${tag.toLowerCase()}@campus.test`,
  enrollmentId: `S${tag}${i + 1}`,
  password: 'student-pass-123',
}));
const absent = { name: `Farah Ali ${tag}`, email: `girl5.${tag.toLowerCase()}@campus.test`, enrollmentId: `S${tag}5` };
type Girl = (typeof girls)[number];

/** The first slot: ten minutes from now on the minute, in the office's time. The close: an hour later. */
const firstSlotAt = Math.ceil((Date.now() + 10 * MINUTE) / MINUTE) * MINUTE;
const closesAt = firstSlotAt + 60 * MINUTE;

/** What a datetime-local field of the office's form takes: the office's wall clock, "2026-11-29T10:40". */
const officeWall = (ms: number) =>
  new Intl.DateTimeFormat('sv-SE', { timeZone: ZONE, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(ms).replace(' ', 'T');

/** A moment as the gateway's messages say it (selection.rules.ts formatOfficeTime). */
const serverMoment = (ms: number) =>
  new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: ZONE, timeZoneName: 'short' }).format(ms);

/** A moment as the screens say it (web-kit formatZonedMoment), in the page's own locale. */
const screenMoment = (page: Page, ms: number) =>
  page.evaluate(
    ([at, zone]) =>
      new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short', timeZone: zone }).format(at),
    [ms, ZONE] as const,
  );

/** A moment as the office's screens say it (mf-admin's `when`: medium date, short time, the office's zone). */
const officeMoment = (page: Page, ms: number) =>
  page.evaluate(([at, zone]) => new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short', timeZone: zone }).format(at), [ms, ZONE] as const);

/** How far ahead the gateway's clock runs now. */
let clockAhead = 0;
/** Moves the gateway's clock to `ms` on the machine's clock plus a little. */
async function clockTo(ms: number): Promise<void> {
  clockAhead = ms - Date.now();
  await journey.moveClock(clockAhead);
}


async function gql<T>(page: Page, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const reply = await page.context().request.post(journey.url('/graphql'), { data: { query, variables } });
  const body = (await reply.json()) as { data?: T; errors?: { message: string }[] };
  if (body.errors) throw new Error(body.errors.map((e) => e.message).join('; '));
  return body.data!;
}

/** The subjects of the mails to `email` in the development outbox the stack writes, once one matches `subject` (10 s at most). */
async function mailedTo(email: string, subject: RegExp): Promise<string[]> {
  const outbox = join(journey.env().DATA_DIR!, 'outbox.log');
  for (let i = 0; i < 50; i++) {
    const lines = (await readFile(outbox, 'utf8').catch(() => '')).split('\n').filter(Boolean);
    const subjects = lines.map((line) => JSON.parse(line) as { to: string; subject: string }).filter((m) => m.to === email).map((m) => m.subject);
    if (subjects.some((s) => subject.test(s))) return subjects;
    await new Promise((wait) => setTimeout(wait, 200));
  }
  throw new Error(`no mail to ${email} with a subject like ${subject}`);
}

/** A girl's page, signed up and logged in through the REST bridge with the roster's enrollment ID. */
async function signUp(girl: Girl, viewport = DESKTOP): Promise<Page> {
  const page = await journey.newPage(viewport);
  const form = { name: girl.name, email: girl.email, password: girl.password, gender: 'Female', enrollmentId: girl.enrollmentId };
  expect((await page.context().request.post(journey.url('/api/user/signup'), { data: form })).status()).toBe(201);
  await logIn(page, girl);
  return page;
}

async function logIn(page: Page, girl: Girl): Promise<void> {
  expect((await page.context().request.post(journey.url('/api/user/login'), { data: { email: girl.email, password: girl.password } })).status()).toBe(200);
}

/** The value beside a label in a definition list. */
const detail = (scope: Locator, label: string) => scope.locator('dt').filter({ hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');

/** A card (an unnamed section) by its heading. */
const card = (page: Page, heading: string) => page.locator('section').filter({ has: page.getByRole('heading', { name: heading, exact: true }) });

/** Presses Tab until `target` has the focus (at most 60 presses). */
async function tabToField(page: Page, target: Locator): Promise<void> {
  for (let i = 0; i < 60; i++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error('Tab never reached the field');
}

/** Fills the new process's form as the office would; the preview then counts the journey's five girls. */
async function fillProcessForm(page: Page): Promise<Locator> {
  await page.goto(journey.url('/adminpage/selection/processes'));
  await page.getByRole('heading', { level: 1, name: 'Selection processes' }).waitFor();
  await page.getByRole('link', { name: 'New process' }).click();
  const form = page.getByRole('form', { name: 'New selection process' });
  await form.waitFor();
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill(PROCESS);
  await form.getByRole('checkbox', { name: HOSTEL, exact: true }).check();
  await form.getByRole('radio', { name: 'Girls only' }).check();
  await form.getByRole('radio', { name: 'Random only' }).check();
  await form.getByRole('textbox', { name: /^Seed/ }).fill(SEED);
  await form.getByLabel('First slot opens').fill(officeWall(firstSlotAt));
  await form.getByRole('spinbutton', { name: 'Slot length (minutes)' }).fill(String(SLOT_MINUTES));
  await form.getByRole('spinbutton', { name: 'Students per slot' }).fill('3');
  await form.getByLabel('Closes', { exact: true }).fill(officeWall(closesAt));
  const preview = page.getByRole('region', { name: 'Preview' });
  // Five on the roster take part: three in slot 1, two in slot 2, which opens ten minutes after the first.
  await expect.poll(() => detail(preview, 'Entrants').textContent(), { timeout: 10_000 }).toBe('5');
  expect(await detail(preview, 'Slots').textContent()).toBe('2');
  expect(await detail(preview, 'Last slot opens').textContent()).toBe(await officeMoment(page, firstSlotAt + SLOT_MINUTES * MINUTE));
  return form;
}

interface Entrant {
  lottery: number;
  slot: number;
  opens: number;
  enrollmentId: string;
  leader: string;
  outcome: string;
  room: string;
}

/** One line of a CSV file: cells split at commas, a quoted cell ("GH-2 6, bed 1") whole, "" inside it a quote. */
const csvCells = (line: string): string[] => [...line.matchAll(/(?:^|,)(?:"((?:[^"]|"")*)"|([^,]*))/g)].map((m) => (m[1] !== undefined ? m[1].replaceAll('""', '"') : m[2]!));

/** The office's record of the draw: GET /api/office/selection/:id/entrants.csv (a byte-order mark, then a header). */
async function entrants(admin: Page, id: string): Promise<Entrant[]> {
  const reply = await admin.context().request.get(journey.url(`/api/office/selection/${id}/entrants.csv`));
  expect(reply.status()).toBe(200);
  const [header, ...lines] = (await reply.text()).replace(/^\uFEFF/, '').trim().split(/\r?\n/);
  expect(header).toBe('lottery_number,slot,slot_opens,enrollment_id,name,year_of_study,group_leader,outcome,room,not_placed_because');
  return lines.map((line) => {
    const [lottery, slot, opens, enrollmentId, , , leader, outcome, room] = csvCells(line);
    return { lottery: Number(lottery), slot: Number(slot), opens: Date.parse(opens!), enrollmentId: enrollmentId!, leader: leader ?? '', outcome: outcome ?? '', room: room ?? '' };
  });
}

const slotStart = (slot: number) => firstSlotAt + (slot - 1) * SLOT_MINUTES * MINUTE;

describe('a fair selection day: a process, a lottery, slots, a roommate group and the assignment', () => {
  let admin: Page;
  let processId: string;
  let draw: Entrant[];
  const pages = new Map<string, Page>();
  // Who plays which part, from the draw: a girl of slot 2, the pair, and the girl who chooses nothing.
  let later: Girl;
  let leader: Girl;
  let partner: Girl;
  let idle: Girl;
  const placeOf = (girl: Girl) => draw.find((e) => e.enrollmentId === girl.enrollmentId)!;

  it('the office sets up a process for GH-2 with a preview, saves it and publishes it', async () => {
    admin = await journey.admin();
    // The journey's girls on this year's roster (the office's CSV import), four of them signed up.
    const roster = ['enrollment_id,name,email,gender,year_of_study,programme', ...[...girls, absent].map((g, i) => `${g.enrollmentId},${g.name},${g.email},Female,${(i % 3) + 1},B.Sc Physics`)];
    const imported = await admin.context().request.post(journey.url('/api/office/roster.csv'), { headers: { 'content-type': 'text/csv' }, data: `${roster.join('\n')}\n` });
    expect(imported.status(), await imported.text()).toBe(200);
    for (const girl of girls) pages.set(girl.enrollmentId, await signUp(girl));

    const form = await fillProcessForm(admin);
    await shot(admin, 'process-form-preview');
    await audit(admin, 'New selection process with its preview');

    const phone = await journey.admin(PHONE);
    await fillProcessForm(phone);
    await expectNoSidewaysScroll(phone, 'new selection process, 390 px');
    await shot(phone, 'process-form-preview-phone');
    await audit(phone, 'New selection process with its preview, 390 px');

    await form.getByRole('button', { name: 'Save draft' }).click();
    await admin.waitForURL(/\/adminpage\/selection\/processes\/[0-9a-f-]{36}$/);
    processId = admin.url().split('/').at(-1)!;
    await admin.getByText(`${PROCESS} is saved as a draft. Publish it when the preview fits.`).waitFor();
    await admin.getByRole('button', { name: 'Publish', exact: true }).click();
    const dialog = admin.getByRole('dialog', { name: `Publish ${PROCESS}?` });
    await dialog.getByRole('button', { name: 'Publish and mail 5 students' }).click();
    await admin.getByText(`${PROCESS} is published: lottery numbers are drawn and 5 students are being mailed their slot.`).first().waitFor();
    await admin.getByTestId('process-status').getByText('Published', { exact: true }).waitFor();
    await admin.getByRole('link', { name: 'Download entrants (CSV)' }).waitFor();
    const drawCard = card(admin, 'The draw');
    expect(await detail(drawCard, 'Entrants').textContent()).toBe('5');
    expect(await detail(drawCard, 'Seed').textContent()).toBe(SEED);
    await shot(admin, 'process-published');
    await audit(admin, 'Published selection process');

    await phone.goto(journey.url(`/adminpage/selection/processes/${processId}`));
    await phone.getByTestId('process-status').getByText('Published', { exact: true }).waitFor();
    await expectNoSidewaysScroll(phone, 'published selection process, 390 px');
    await shot(phone, 'process-published-phone');
    await audit(phone, 'Published selection process, 390 px');

    // The draw, as the office's CSV records it: lottery order, three in slot 1 and two in slot 2.
    draw = await entrants(admin, processId);
    expect(draw.map((e) => e.lottery)).toEqual([1, 2, 3, 4, 5]);
    expect(draw.map((e) => e.slot)).toEqual([1, 1, 1, 2, 2]);
    for (const e of draw) expect(e.opens).toBe(slotStart(e.slot));
    expect(draw.map((e) => e.enrollmentId).sort()).toEqual([...girls, absent].map((g) => g.enrollmentId).sort());
    const ordered = [...girls].sort((a, b) => placeOf(a).lottery - placeOf(b).lottery);
    later = ordered.filter((g) => placeOf(g).slot === 2).at(-1)!; // slot 2 holds two, at most one of them the absent girl
    [leader, partner, idle] = ordered.filter((g) => g !== later) as [Girl, Girl, Girl];
  });

  it('a girl of the later slot sees her number and slot, is refused before it, and books in it', async () => {
    const mine = placeOf(later);
    const opens = slotStart(2);
    const page = pages.get(later.enrollmentId)!;
    const phone = await journey.newPage(PHONE);
    await logIn(phone, later);

    for (const [p, size] of [
      [page, ''],
      [phone, '-phone'],
    ] as const) {
      await p.goto(journey.url('/'));
      const yours = card(p, 'Your room selection');
      await yours.waitFor();
      expect(await detail(yours, 'Lottery number').textContent()).toBe(String(mine.lottery));
      expect(await detail(yours, 'Slot').textContent()).toBe('2');
      expect(await detail(yours, 'State').textContent()).toBe('Not yet');
      await yours.getByText(`You choose from ${await screenMoment(p, opens)} until ${await screenMoment(p, closesAt)}.`).waitFor();
      // The slots now, above it: none has opened, the first opens at the first slot's time.
      await p.getByRole('status').filter({ hasText: `${PROCESS}: slot 1 opens at` }).waitFor();
      if (size) await expectNoSidewaysScroll(p, 'dashboard with the selection card, 390 px');
      await shot(p, `dashboard-selection-card${size}`);
      await audit(p, `Dashboard with Your room selection${size ? ', 390 px' : ''}`);

      await p.goto(journey.url('/selection'));
      await card(p, 'Your room selection').waitFor();
      await p.getByRole('form', { name: 'Form a roommate group' }).waitFor();
      if (size) await expectNoSidewaysScroll(p, '/selection, 390 px');
      await shot(p, `selection-page${size}`);
      await audit(p, `/selection with the slot and the roommate group${size ? ', 390 px' : ''}`);

      // The grid: the slots now, when her own slot opens, and free rooms that do not open yet.
      await p.goto(journey.url(`/allotment${HOSTEL}`));
      await p.getByRole('status', { name: 'Selection slots now' }).getByText(`${PROCESS}: slot 1 opens at`, { exact: false }).waitFor();
      await p.getByText(`Room selection opens on ${await screenMoment(p, opens)}.`).waitFor();
      const free = p.getByRole('button', { name: 'Room 3, Single, 1 bed free', exact: true });
      await free.waitFor();
      expect(await free.isDisabled()).toBe(true);
      if (size) await expectNoSidewaysScroll(p, `${HOSTEL} grid before her slot, 390 px`);
      await shot(p, `grid-before-her-slot${size}`);
    }

    // Any client that books anyway is refused with her slot's time (the spec's REST bridge).
    const refused = await page.context().request.post(journey.url('/api/bookroom/room'), { data: { hostel: HOSTEL, roomNumber: 3 } });
    expect(refused.status()).toBe(403);
    expect(await refused.json()).toMatchObject({
      code: 'SELECTION_NOT_YET',
      message: `Your selection slot for ${HOSTEL} opens at ${serverMoment(opens)}: lottery number ${mine.lottery}, slot 2. You can see the rooms until then.`,
    });

    // Her slot comes: a minute into it, the grid (read again) lets her book.
    await clockTo(opens + MINUTE);
    await page.reload();
    await page.getByRole('status', { name: 'Selection slots now' }).getByText('slots 1–2 choose now', { exact: false }).waitFor();
    const room = page.getByRole('button', { name: 'Room 3, Single, 1 bed free', exact: true });
    await expect.poll(() => room.isEnabled(), { timeout: 10_000 }).toBe(true);
    await shot(page, 'grid-in-her-slot');
    // Through her slot by keyboard alone: Tab to the room, Enter; Tab to 'Yes, Book It!', Enter.
    await tabToField(page, room);
    await page.keyboard.press('Enter');
    await tabToField(page, page.getByRole('dialog', { name: 'Confirm Booking' }).getByRole('button', { name: 'Yes, Book It!' }));
    await page.keyboard.press('Enter');
    await page.getByText('Room 3 has been booked successfully!').waitFor();
    await page.getByRole('button', { name: /^Room 3, Single, Your room/ }).waitFor();
    await shot(page, 'booked-in-her-slot');

    await phone.reload();
    await phone.getByRole('button', { name: /^Room 3, Single, / }).waitFor();
    await phone.getByRole('status', { name: 'Selection slots now' }).getByText('slots 1–2 choose now', { exact: false }).waitFor();
    await expectNoSidewaysScroll(phone, `${HOSTEL} grid in her slot, 390 px`);
    await shot(phone, 'grid-in-her-slot-phone');
  });

  it('two girls form a roommate group by keyboard alone, and their leader books a Double for both', async () => {
    const lead = pages.get(leader.enrollmentId)!;
    const other = pages.get(partner.enrollmentId)!;

    // The leader names her roommate by enrollment ID alone: Tab to the field, type, Tab to Form
    // group, Enter; her name comes back for confirmation (issue 51): Tab to Form group, Enter.
    await lead.goto(journey.url('/selection'));
    const form = lead.getByRole('form', { name: 'Form a roommate group' });
    await form.waitFor();
    await tabToField(lead, form.getByRole('textbox', { name: 'Enrollment ID' }));
    await lead.keyboard.type(partner.enrollmentId.toLowerCase());
    await tabTo(lead, 'Form group');
    await lead.keyboard.press('Enter');
    const confirm = lead.getByRole('dialog', { name: 'Form this group?' });
    await confirm.getByText(`You ask ${partner.name} (${partner.enrollmentId}) to join your group.`, { exact: false }).waitFor();
    await shot(lead, 'group-names-confirmed');
    await tabTo(lead, 'Form group');
    await lead.keyboard.press('Enter');
    const invited = lead.getByRole('list', { name: 'Invited, not answered yet' });
    await invited.getByText(`${partner.name} (${partner.enrollmentId})`).waitFor();
    await lead.getByText('You lead this group.', { exact: false }).waitFor();
    await shot(lead, 'group-formed');
    await audit(lead, '/selection: a group formed, its invitation not yet answered');

    // Her roommate accepts on her own /selection, by keyboard too: Tab to Accept, Space.
    await other.goto(journey.url('/selection'));
    const invitations = other.getByRole('list', { name: 'Invitations' });
    await invitations.getByText(`${leader.name} (${leader.enrollmentId}) asks you to join their group (1 member so far).`).waitFor();
    await shot(other, 'invitation');
    await audit(other, '/selection: an invitation to a roommate group');
    await tabTo(other, `Accept ${leader.name}'s invitation`);
    await other.keyboard.press('Space');
    await other.getByText(`${leader.name} (${leader.enrollmentId}) leads this group.`, { exact: false }).waitFor();
    await other.getByRole('list', { name: 'Members' }).getByText(`${partner.name} (${partner.enrollmentId})`).waitFor();
    await shot(other, 'invitation-accepted');

    // The leader, in the group's slot (the clock is in slot 2: both slots choose), books a Double for both.
    await lead.goto(journey.url(`/allotment${HOSTEL}`));
    await lead.getByText('You lead a roommate group of 2: choose a room with 2 free beds and book it for all of you.').waitFor();
    await lead.getByRole('button', { name: 'Ground Floor' }).click();
    const double = lead.getByRole('button', { name: 'Room 4, Double, 2 beds free', exact: true });
    await expect.poll(() => double.isEnabled(), { timeout: 10_000 }).toBe(true);
    await double.click();
    const dialog = lead.getByRole('dialog', { name: 'Confirm Booking' });
    await dialog.getByText('Book room 4 for your group? Each of the 2 of you gets a bed in it.').waitFor();
    await shot(lead, 'book-for-my-group');
    await audit(lead, 'Confirm Booking for a roommate group');
    await dialog.getByRole('button', { name: 'Book for my group (2)' }).click();
    await lead.getByText('Room 4 has been booked for your group.', { exact: false }).waitFor();
    await lead.getByRole('button', { name: /^Room 4, Double, Your room/ }).waitFor();
    await shot(lead, 'group-booked');

    // Both hold a bed in the same room.
    const query = 'query { myRoom { bed room { number hostelName } } }';
    type Held = { myRoom: { bed: number; room: { number: number; hostelName: string } } | null };
    const [a, b] = await Promise.all([gql<Held>(lead, query), gql<Held>(other, query)]);
    expect(a.myRoom?.room).toEqual({ number: 4, hostelName: HOSTEL });
    expect(b.myRoom?.room).toEqual({ number: 4, hostelName: HOSTEL });
    expect(new Set([a.myRoom!.bed, b.myRoom!.bed])).toEqual(new Set([1, 2]));
  });

  it('after the close the office runs the assignment, which places the girl who chose nothing, and publishes it', async () => {
    await clockTo(closesAt + 2 * MINUTE);
    // The process page tells the close by the browser's clock: this one runs at the gateway's time.
    const office = await journey.admin();
    await office.clock.install({ time: Date.now() + clockAhead });
    await office.goto(journey.url(`/adminpage/selection/processes/${processId}`));
    await office.getByText(`The process closed at`, { exact: false }).waitFor();
    await office.getByRole('button', { name: 'Run assignment' }).click();
    await office.getByText('The assignment has started: students who chose nothing are being placed.').first().waitFor();
    // The page reads the process again every 2 s while the job places students.
    await office.getByTestId('process-status').getByText('Placed, not yet told', { exact: true }).waitFor({ timeout: 30_000 });
    // The numbers add up (issue 51): three chose (one alone, the pair), one placed, one not.
    await office.getByText('The assignment has run. 5 entrants: 3 chose, 1 placed by the office, 0 in a pending request, 1 not placed.', { exact: false }).waitFor();
    const unplaced = office.getByRole('table', { name: 'Students not placed' });
    await unplaced.getByRole('row').filter({ hasText: absent.enrollmentId }).getByText('Has not signed up.').waitFor();
    await shot(office, 'assignment-done-not-told');
    await audit(office, 'Selection process placed, not yet told');

    await office.getByRole('button', { name: 'Publish assignment' }).click();
    const dialog = office.getByRole('dialog', { name: 'Publish the assignment?' });
    await dialog.getByRole('button', { name: 'Publish and mail 1 student' }).click();
    await office.getByText('The assignment is published: 1 student is being mailed.').first().waitFor();
    await office.getByTestId('process-status').getByText('Done', { exact: true }).waitFor();
    await shot(office, 'assignment-published');

    // The girl who chose nothing now has a bed in GH-2, on her profile too.
    const page = pages.get(idle.enrollmentId)!;
    const { myRoom } = await gql<{ myRoom: { bed: number; room: { number: number; hostelName: string } } | null }>(page, 'query { myRoom { bed room { number hostelName } } }');
    expect(myRoom?.room.hostelName).toBe(HOSTEL);
    await page.goto(journey.url('/newprofile'));
    await page.getByRole('region', { name: 'My room' }).getByText(String(myRoom!.room.number), { exact: false }).first().waitFor();
    await shot(page, 'placed-by-assignment');
    await mailedTo(idle.email, new RegExp(`^Your room: Room ${myRoom!.room.number} in ${HOSTEL}$`));
    // The office's record says where each of them sleeps now.
    const after = await entrants(admin, processId);
    expect(after.find((e) => e.enrollmentId === idle.enrollmentId)?.room).toBe(`${HOSTEL} ${myRoom!.room.number}, bed ${myRoom!.bed}`);
    expect(after.find((e) => e.enrollmentId === partner.enrollmentId)?.leader).toBe(leader.enrollmentId);
    expect(after.map((e) => e.outcome).sort()).toEqual(['chose', 'chose', 'chose', 'not placed', 'placed by the office']);
  });
});

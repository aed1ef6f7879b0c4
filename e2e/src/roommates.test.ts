import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { expectNoSidewaysScroll, screenshots, tabTo } from './browser.ts';
import { DESKTOP, PHONE, useJourney } from './session.ts';

/**
 * Issue 51: roommates matched by how they live, and the office's day. The office edits a draft
 * process's roommate questionnaire and publishes it; two girls answer it (one by keyboard alone),
 * find each other among suggested roommates and form a group with one action; the office watches
 * the day live while the pair books; after the close the assignment pairs the four who chose
 * nothing by their answers, and the numbers on screen add up. The gateway's clock is moved.
 */
const journey = useJourney('roommates', { movableClock: true });
const { audit } = journey;
const save = screenshots('roommates');
const shot = async (page: Page, name: string) => {
  await page.evaluate(() => window.scrollTo(0, 0));
  await save(page, name);
};

const MINUTE = 60_000;
const HOSTEL = 'GH-1';
const tag = Date.now().toString(36).toUpperCase();
const PROCESS = `Roommates ${tag}`;
const girls = ['Asha Rao', 'Bela Das', 'Chitra Pai', 'Divya Bose', 'Esha Roy', 'Farah Khan'].map((name, i) => ({
  name: `${name} ${tag}`,
  email: `room${i + 1}.${tag.toLowerCase()}@campus.test`,
  enrollmentId: `R${tag}${i + 1}`,
  password: 'student-pass-123',
}));
const [asha, bela, chitra, divya, esha, farah] = girls as [Girl, Girl, Girl, Girl, Girl, Girl];
type Girl = (typeof girls)[number];
const firstSlotAt = Math.ceil((Date.now() + 10 * MINUTE) / MINUTE) * MINUTE;
const closesAt = firstSlotAt + 60 * MINUTE;

async function gql<T>(page: Page, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const reply = await page.context().request.post(journey.url('/graphql'), { data: { query, variables } });
  const body = (await reply.json()) as { data?: T; errors?: { message: string }[] };
  if (body.errors) throw new Error(body.errors.map((e) => e.message).join('; '));
  return body.data!;
}

async function signUp(girl: Girl, viewport = DESKTOP): Promise<Page> {
  const page = await journey.newPage(viewport);
  const form = { name: girl.name, email: girl.email, password: girl.password, gender: 'Female', enrollmentId: girl.enrollmentId };
  expect((await page.context().request.post(journey.url('/api/user/signup'), { data: form })).status()).toBe(201);
  expect((await page.context().request.post(journey.url('/api/user/login'), { data: { email: girl.email, password: girl.password } })).status()).toBe(200);
  return page;
}

/** Presses Tab until `target` has the focus (at most 80 presses). */
async function tabToField(page: Page, target: Locator): Promise<void> {
  for (let i = 0; i < 80; i++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error('Tab never reached the field');
}

/** A card (a section) by its heading. */
const card = (page: Page, heading: string) => page.locator('section').filter({ has: page.getByRole('heading', { name: heading, exact: true }) });

/** An owl and a lark (sleep, tidiness, noise, guests; the office removed "study"); nobody here smokes. */
const OWL = { sleep: 4, tidiness: 1, noise: 3, guests: 3, smoking: 0 };
const LARK = { sleep: 0, tidiness: 4, noise: 0, guests: 0, smoking: 0 };
const SAVE = 'mutation($i: RoommateProfileInput!) { saveRoommateProfile(input: $i) { answered } }';
const answersOf = (a: Record<string, number>) => ({ answers: Object.entries(a).map(([key, value]) => ({ key, value })), discoverable: true, shared: Object.keys(a) });

describe('roommates by how they live, and the office’s day', () => {
  let admin: Page;
  let processId: string;
  const pages = new Map<Girl, Page>();

  it('the office edits a draft’s roommate questionnaire and publishes the process', async () => {
    admin = await journey.admin();
    const roster = ['enrollment_id,name,email,gender,year_of_study,programme', ...girls.map((g) => `${g.enrollmentId},${g.name},${g.email},Female,2,B.Sc Physics`)];
    const imported = await admin.context().request.post(journey.url('/api/office/roster.csv'), { headers: { 'content-type': 'text/csv' }, data: `${roster.join('\n')}\n` });
    expect(imported.status(), await imported.text()).toBe(200);
    for (const girl of girls) pages.set(girl, await signUp(girl));
    const { hostels } = await gql<{ hostels: { id: string; name: string }[] }>(admin, 'query { hostels { id name } }');
    const { createSelectionProcess } = await gql<{ createSelectionProcess: { id: string } }>(admin, 'mutation($i: SelectionProcessInput!) { createSelectionProcess(input: $i) { id } }', {
      i: { name: PROCESS, hostelIds: [hostels.find((h) => h.name === HOSTEL)!.id], draw: 'RANDOM', seed: '51', firstSlotAt: new Date(firstSlotAt).toISOString(), slotMinutes: 10, perSlot: 10, closesAt: new Date(closesAt).toISOString() },
    });
    processId = createSelectionProcess.id;

    await admin.goto(journey.url(`/adminpage/selection/processes/${processId}`));
    const questionnaire = card(admin, 'Roommate questionnaire');
    await questionnaire.getByRole('table', { name: 'Roommate questions' }).getByText('Do you smoke?').waitFor();
    await questionnaire.getByRole('button', { name: 'Edit questions' }).click();
    await questionnaire.getByRole('group', { name: 'Question 5' }).getByRole('textbox', { name: 'Question' }).waitFor();
    await shot(admin, 'questionnaire-editing');
    await audit(admin, 'Roommate questionnaire, editing');
    // "Where do you study?" is question 5: the office leaves it out.
    await questionnaire.getByRole('button', { name: 'Remove question 5' }).click();
    await questionnaire.getByRole('button', { name: 'Save questions' }).click();
    await admin.getByRole('status').filter({ hasText: 'The roommate questionnaire is saved: 5 questions.' }).waitFor();
    expect(await questionnaire.getByRole('table', { name: 'Roommate questions' }).getByText('Where do you study?').count()).toBe(0);

    const phone = await journey.admin(PHONE);
    await phone.goto(journey.url(`/adminpage/selection/processes/${processId}`));
    await card(phone, 'Roommate questionnaire').getByRole('button', { name: 'Edit questions' }).click();
    await expectNoSidewaysScroll(phone, 'roommate questionnaire editing, 390 px');
    await shot(phone, 'questionnaire-editing-phone');
    await audit(phone, 'Roommate questionnaire, editing, 390 px');

    await admin.getByRole('button', { name: 'Publish', exact: true }).click();
    await admin.getByRole('dialog', { name: `Publish ${PROCESS}?` }).getByRole('button', { name: 'Publish and mail 6 students' }).click();
    await admin.getByTestId('process-status').getByText('Published', { exact: true }).waitFor();
    await card(admin, 'Roommate questionnaire').getByText('The questions are fixed now that the process is published.', { exact: false }).waitFor();
    await phone.goto(journey.url(`/adminpage/selection/processes/${processId}`));
    await phone.getByTestId('process-status').getByText('Published', { exact: true }).waitFor();
    // Its links drawn as buttons ("Watch the day live", "Entrants") stay inside a phone's width.
    await expectNoSidewaysScroll(phone, 'published process, 390 px');
    await shot(phone, 'process-published-phone');
  });

  it('two girls answer (one by keyboard alone), find each other among suggestions, and form a group with one action', async () => {
    const page = pages.get(asha)!;
    await page.goto(journey.url('/selection'));
    const find = card(page, 'Find a roommate');
    await find.getByRole('group', { name: 'When do you usually go to sleep?' }).waitFor();
    // By keyboard alone: into each question's radio group, arrows to the answer, Tab to "show it", Space.
    for (const [question, steps] of [
      ['When do you usually go to sleep?', OWL.sleep],
      ['How tidy do you keep your side of the room?', OWL.tidiness],
      ['How much noise (music, calls) do you make in the room?', OWL.noise],
      ['How often do you have friends over?', OWL.guests],
      ['Do you smoke?', OWL.smoking],
    ] as const) {
      const group = find.getByRole('group', { name: question });
      await tabToField(page, group.getByRole('radio').first());
      if (steps === 0) await page.keyboard.press('Space');
      for (let i = 0; i < steps; i++) await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Space');
      expect(await group.getByRole('checkbox', { name: 'Show this answer to other students' }).isChecked()).toBe(true);
    }
    await tabToField(page, find.getByRole('checkbox', { name: /Let other students choosing with me find me/ }));
    await page.keyboard.press('Space');
    await tabTo(page, 'Save my answers');
    await page.keyboard.press('Enter');
    const saved = find.getByRole('status').filter({ hasText: 'Your answers are saved.' });
    await saved.waitFor();
    // What the action did is said where the focus now is.
    expect(await saved.evaluate((el) => el === document.activeElement)).toBe(true);
    await find.getByText('No one else choosing with you can be suggested yet.', { exact: false }).waitFor();

    // Bela answers the same; the others through the API (two owls, two larks).
    await gql(pages.get(bela)!, SAVE, { i: answersOf(OWL) });
    for (const [girl, answers] of [[chitra, OWL], [divya, OWL], [esha, LARK], [farah, LARK]] as const) await gql(pages.get(girl)!, SAVE, { i: answersOf(answers) });

    await page.reload();
    const list = find.getByRole('list', { name: 'Suggested roommates' });
    const first = list.getByRole('listitem').first();
    await first.getByRole('heading', { name: `${bela.name} (${bela.enrollmentId}) 100 % match` }).waitFor();
    await first.getByText('sleep: same; tidiness: same; noise: same; guests: same; smoking: same').waitFor();
    // The larks come last: far apart on everything.
    await list.getByRole('heading', { name: new RegExp(`^${esha.name}`) }).waitFor();
    await shot(page, 'suggestions');
    await audit(page, '/selection: roommate questions and suggestions');
    await tabTo(page, `Form a group with ${bela.name}`);
    await page.keyboard.press('Enter');
    await find.getByRole('status').filter({ hasText: `${bela.name} is invited to your group. They join when they accept.` }).waitFor();
    await page.getByRole('list', { name: 'Invited, not answered yet' }).getByText(`${bela.name} (${bela.enrollmentId})`).waitFor();

    const other = pages.get(bela)!;
    await other.goto(journey.url('/selection'));
    await other.getByRole('button', { name: `Accept ${asha.name}'s invitation` }).click();
    await other.getByText(`${asha.name} (${asha.enrollmentId}) leads this group.`, { exact: false }).waitFor();

    const phone = await journey.newPage(PHONE);
    expect((await phone.context().request.post(journey.url('/api/user/login'), { data: { email: chitra.email, password: chitra.password } })).status()).toBe(200);
    await phone.goto(journey.url('/selection'));
    await card(phone, 'Find a roommate').getByRole('list', { name: 'Suggested roommates' }).waitFor();
    await expectNoSidewaysScroll(phone, '/selection with suggestions, 390 px');
    await shot(phone, 'suggestions-phone');
    await audit(phone, '/selection: roommate questions and suggestions, 390 px');
  });

  it('the office watches the day live while the pair books', async () => {
    await journey.moveClock(firstSlotAt + MINUTE - Date.now());
    await admin.goto(journey.url(`/adminpage/selection/processes/${processId}/day`));
    const now = admin.getByTestId('day-now');
    await now.getByText('Slot 1 chooses now', { exact: false }).waitFor();
    await now.getByText('6 entrants: 0 chose, 0 placed by the office, 0 in a pending request, 6 not yet.', { exact: false }).waitFor();
    // Asha books a Double for her group; the page follows without a reload.
    const { rooms } = await gql<{ rooms: { id: string; type: string; freeBeds: number }[] }>(pages.get(asha)!, 'query($h: String!) { rooms(hostel: $h) { id type freeBeds } }', { h: HOSTEL });
    const double = rooms.find((r) => r.type === 'DOUBLE' && r.freeBeds === 2)!;
    await gql(pages.get(asha)!, 'mutation($r: ID!) { bookRoomForGroup(roomId: $r) { beds } }', { r: double.id });
    await now.getByText('6 entrants: 2 chose, 0 placed by the office, 0 in a pending request, 4 not yet.', { exact: false }).waitFor({ timeout: 5_000 });
    await admin.getByRole('table', { name: 'Students of the current slot' }).getByRole('cell', { name: asha.name, exact: true }).waitFor();
    await shot(admin, 'selection-day-live');
    await audit(admin, 'Selection day, live');
    const phone = await journey.admin(PHONE);
    await phone.goto(journey.url(`/adminpage/selection/processes/${processId}/day`));
    await phone.getByTestId('day-now').getByText('2 chose', { exact: false }).waitFor();
    await expectNoSidewaysScroll(phone, 'selection day, 390 px');
    await shot(phone, 'selection-day-live-phone');
    await audit(phone, 'Selection day, live, 390 px');
  });

  it('after the close the assignment pairs the rest by their answers, and the numbers add up', async () => {
    const ahead = closesAt + 2 * MINUTE - Date.now();
    await journey.moveClock(ahead);
    const office = await journey.admin();
    await office.clock.install({ time: Date.now() + ahead });
    await office.goto(journey.url(`/adminpage/selection/processes/${processId}`));
    await office.getByRole('button', { name: 'Run assignment' }).click();
    await office.getByTestId('process-status').getByText('Placed, not yet told', { exact: true }).waitFor({ timeout: 30_000 });
    await office.getByText('6 entrants: 2 chose, 4 placed by the office, 0 in a pending request, 0 not placed.', { exact: false }).waitFor();

    // The owls share a room, and the larks share another.
    type Held = { myRoom: { room: { id: string } } | null };
    const roomOf = async (girl: Girl) => (await gql<Held>(pages.get(girl)!, 'query { myRoom { room { id } } }')).myRoom?.room.id;
    expect(await roomOf(chitra)).toBeDefined();
    expect(await roomOf(chitra)).toBe(await roomOf(divya));
    expect(await roomOf(esha)).toBe(await roomOf(farah));
    expect(await roomOf(esha)).not.toBe(await roomOf(chitra));

    await office.getByRole('link', { name: 'Entrants', exact: true }).click();
    await office.getByTestId('entrant-counts').getByText('6 entrants: 2 chose, 4 placed by the office, 0 in a pending request, 0 not placed.').waitFor();
    await office.getByRole('combobox', { name: 'What happened' }).selectOption('PLACED');
    await office.getByRole('button', { name: 'Show' }).click();
    await office.getByText('Entrants 1–4 of 4.').waitFor();
    await shot(office, 'entrants-placed');
    await audit(office, 'Entrants and what happened');
    const phone = await journey.admin(PHONE);
    await phone.goto(journey.url(`/adminpage/selection/processes/${processId}/entrants`));
    await phone.getByTestId('entrant-counts').waitFor();
    await expectNoSidewaysScroll(phone, 'entrants, 390 px');
    await shot(phone, 'entrants-phone');
    await audit(phone, 'Entrants and what happened, 390 px');
  });
});

import { describe, expect, it } from 'vitest';
import { request, type APIRequestContext, type Page } from 'playwright-core';
import { expectNoSidewaysScroll, pageLoads, screenshots, tabTo } from './browser.ts';
import { PHONE, useJourney } from './session.ts';

const journey = useJourney('bed-life');
const { student, audit } = journey;
const shot = screenshots('bed-life');

/** GH-2's Single rooms: every third room of each floor (the seed's fixed mix). */
const SINGLES = [3, 6, 9, 12, 15, 18, 103, 106, 109, 112, 115, 118];

let serial = 0;
/** A student who only calls the API (the other residents of a full block). */
async function resident(gender: 'Male' | 'Female'): Promise<APIRequestContext> {
  const api = await request.newContext({ baseURL: journey.url() });
  const tag = `res${Date.now().toString(36)}${++serial}`;
  const form = { name: `Resident ${serial}`, email: `${tag}@campus.test`, password: 'student-pass-123', gender, enrollmentId: tag.toUpperCase() };
  expect((await api.post('/api/user/signup', { data: form })).status()).toBe(201);
  expect((await api.post('/api/user/login', { data: { email: form.email, password: form.password } })).status()).toBe(200);
  return api;
}

async function gql(api: APIRequestContext, query: string, variables: Record<string, unknown> = {}): Promise<Record<string, unknown>> {
  const reply = await api.post('/graphql', { data: { query, variables } });
  const body = (await reply.json()) as { data?: Record<string, unknown>; errors?: unknown[] };
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data!;
}

const myRoom = (page: Page) => page.getByRole('region', { name: 'My room' });

describe('a bed’s whole life, in Chromium against the stack npm start serves', () => {
  let priya: Awaited<ReturnType<typeof student>>;
  let kavya: Awaited<ReturnType<typeof student>>;

  it('every Single in GH-2 is taken; a girl joins its waitlist and sees her place', async () => {
    kavya = await student('Female', 'Kavya Menon', PHONE);
    priya = await student('Female', 'Priya Raman');
    expect((await kavya.page.context().request.post(`${journey.url()}/api/bookroom/room`, { data: { hostel: 'GH-2', roomNumber: 3 } })).status()).toBe(201);
    for (const number of SINGLES.slice(1)) {
      const api = await resident('Female');
      expect((await api.post('/api/bookroom/room', { data: { hostel: 'GH-2', roomNumber: number } })).status()).toBe(201);
      await api.dispose();
    }

    const page = priya.page;
    await page.goto(`${journey.url()}/allotmentGH-2`);
    const panel = page.getByRole('region', { name: 'Waitlist' });
    await panel.getByText('Every Single room in GH-2 is taken or held.').waitFor();
    await shot(page, 'singles-full');
    await audit(page, 'GH-2 grid with the waitlist panel');
    // With the keyboard alone: Tab to the button, Enter; focus lands on My room, which says the place.
    await tabTo(page, 'Join the waitlist');
    await page.keyboard.press('Enter');
    await myRoom(page).getByText('You are #1 of 1 in line for GH-2.').waitFor();
    await myRoom(page).getByText('Waiting for: Single room.').waitFor();
    await shot(page, 'in-line');
  });

  it('another girl checks out on her phone; the first gets the bed held for her live, accepts it and sees the room', async () => {
    const phone = kavya.page;
    await phone.goto(`${journey.url()}/newprofile`);
    await myRoom(phone).getByText('Booked').waitFor();
    await myRoom(phone).getByRole('button', { name: 'Check out' }).click();
    const dialog = phone.getByRole('dialog', { name: 'Check Out' });
    await dialog.getByLabel('Reason (optional)').fill('Moving home for an internship');
    await shot(phone, 'check-out-dialog-phone');
    await audit(phone, 'Check Out dialog (phone)');
    const priyaLoads = await pageLoads(priya.page);
    await dialog.getByRole('button', { name: 'Yes, check out' }).click();
    await phone.getByText('You have checked out of room 3 in GH-2.').waitFor();
    await myRoom(phone).getByText(/No room yet/).waitFor();
    await expectNoSidewaysScroll(phone, 'profile after check-out at 390 px');

    const page = priya.page;
    const offer = myRoom(page).getByRole('group', { name: 'Bed offer' });
    await offer.getByText('Bed held for you').waitFor({ timeout: 10_000 });
    await offer.getByText(/^Held until /).waitFor();
    expect(await pageLoads(page)).toBe(priyaLoads);
    // The held bed is held on every grid: Room 3 is not bookable for anyone else.
    await page.getByRole('button', { name: 'Room 3, Single, Held', exact: true }).waitFor();
    await shot(page, 'offer-held');
    await audit(page, 'My room with a bed offer');

    await tabTo(page, 'Accept');
    await page.keyboard.press('Enter');
    await page.getByText('Room 3 in GH-2 is yours (bed 1).').waitFor();
    await page.getByRole('button', { name: 'Room 3, Single, Your room', exact: true }).waitFor();
    await myRoom(page).getByText('Booked').waitFor();
    expect(await pageLoads(page)).toBe(priyaLoads);
    await shot(page, 'offer-accepted');
  });

  it('the office moves a pair to another room; both boys see their new room without reloading', async () => {
    const [arun, bala] = [await student('Male', 'Arun Pillai'), await student('Male', 'Bala Murugan', PHONE)];
    const admin = await journey.admin();
    const office = await request.newContext({ baseURL: journey.url(), storageState: await admin.context().storageState() });
    const ids = (await gql(office, '{ rooms(hostel: "BH-4") { id number } }')).rooms as { id: string; number: number }[];
    const room = (n: number) => ids.find((r) => r.number === n)!.id;
    for (const boy of [arun, bala]) {
      const found = (await gql(office, 'query($q: String!) { students(search: $q) { items { id } } }', { q: boy.form.enrollmentId })) as { students: { items: { id: string }[] } };
      await gql(office, 'mutation($s: ID!, $r: ID!) { reassignStudent(studentId: $s, roomId: $r, reason: "First allocation") { bed } }', { s: found.students.items[0]!.id, r: room(101) });
    }
    for (const boy of [arun, bala]) {
      await boy.page.goto(`${journey.url()}/newprofile`);
      await myRoom(boy.page).getByText('Booked').waitFor();
    }
    const loads = [await pageLoads(arun.page), await pageLoads(bala.page)];

    await admin.goto(`${journey.url()}/adminpage/students`);
    await admin.getByLabel('Name, enrollment ID, email or room').fill(arun.form.enrollmentId);
    await admin.getByRole('button', { name: 'Search', exact: true }).click();
    await admin.getByRole('row').filter({ hasText: arun.form.name }).getByRole('button', { name: 'Move', exact: true }).click();
    const dialog = admin.getByRole('dialog', { name: `Move ${arun.form.name}` });
    await dialog.getByLabel('Hostel').selectOption({ label: 'BH-4' });
    await dialog.getByLabel('Room', { exact: true }).selectOption({ label: 'Room 102 (Double, 2 free beds)' });
    await dialog.getByLabel('Move their roommate too').check();
    await dialog.getByRole('button', { name: 'Move', exact: true }).click();
    await dialog.getByText('Give a reason.').waitFor();
    await dialog.getByLabel('Reason').fill('Damp wall in room 101');
    await shot(admin, 'move-pair-dialog');
    await audit(admin, 'Move student dialog');
    await dialog.getByRole('button', { name: 'Move', exact: true }).click();
    await admin.getByText(`${arun.form.name} and ${bala.form.name} are now in BH-4 room 102.`).waitFor();

    for (const boy of [arun, bala]) {
      await myRoom(boy.page).locator('dd', { hasText: /^102$/ }).waitFor({ timeout: 10_000 });
    }
    expect([await pageLoads(arun.page), await pageLoads(bala.page)]).toEqual(loads);
    await shot(arun.page, 'moved-desktop');
    await shot(bala.page, 'moved-phone');
    await expectNoSidewaysScroll(bala.page, 'moved profile at 390 px');

    await admin.goto(`${journey.url()}/adminpage/audit`);
    await admin.getByText('Damp wall in room 101').first().waitFor();
    await office.dispose();
  });

  it('the office sees a line on the Waitlist screen and reorders it with a reason', async () => {
    const girls = [await student('Female', 'Uma Shankar'), await student('Female', 'Vani Iyer')];
    for (const girl of girls) {
      await girl.page.goto(`${journey.url()}/allotmentGH-2`);
      // 'My room' has read her place first: a join answered before that first read came back was
      // overwritten by it on a loaded machine (the place is the join's answer, written at once).
      await myRoom(girl.page).getByText('No room yet.', { exact: false }).waitFor();
      await girl.page.getByRole('region', { name: 'Waitlist' }).getByRole('button', { name: 'Join the waitlist' }).click();
      await myRoom(girl.page).getByText(/^You are #\d of \d in line for GH-2\.$/).waitFor();
    }
    const admin = await journey.admin(PHONE);
    await admin.goto(`${journey.url()}/adminpage/waitlist`);
    // Exact: the spinner before the list ("Loading the hostels") also has "hostel" in its name.
    await admin.getByLabel('Hostel', { exact: true }).selectOption({ label: 'GH-2' });
    const table = admin.getByRole('table', { name: 'Waitlist of GH-2' });
    await table.getByText('Vani Iyer').waitFor();
    await table.getByRole('row').filter({ hasText: 'Vani Iyer' }).getByRole('button', { name: 'Move', exact: true }).click();
    const dialog = admin.getByRole('dialog', { name: 'Move Vani Iyer in the line' });
    await dialog.getByLabel('New position').fill('1');
    await dialog.getByLabel('Reason').fill('Medical priority, letter on file');
    await shot(admin, 'waitlist-move-phone');
    await audit(admin, 'Waitlist screen, Move dialog (phone)');
    await dialog.getByRole('button', { name: 'Move', exact: true }).click();
    await admin.getByText('Vani Iyer moved to position 1 in the GH-2 line.').waitFor();
    await myRoom(girls[1]!.page).getByText('You are #1 of 2 in line for GH-2.').waitFor({ timeout: 10_000 });
    await expectNoSidewaysScroll(admin, 'Waitlist screen at 390 px');
    await shot(admin, 'waitlist-phone');
  });
});

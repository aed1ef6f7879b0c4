import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectNoSidewaysScroll, pageLoads, screenshots, tabTo } from './browser.ts';
import { PHONE, useJourney } from './session.ts';
import { artifacts } from './stack.ts';
import { graphqlRequests, webOperationText, WEB_OPERATIONS } from './web-operations.ts';

const journey = useJourney('booking');
const { student, audit } = journey;
const shot = screenshots('booking');

const room = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

describe("girls' blocks: instant booking, in Chromium against the stack npm start serves", () => {
  let meera: Awaited<ReturnType<typeof student>>;
  let tara: Awaited<ReturnType<typeof student>>;

  it('a girl books a room with the keyboard alone; another girl\'s open grid shows it taken without a reload', async () => {
    meera = await student('Female', 'Meera Nair');
    tara = await student('Female', 'Tara Iyer');
    await tara.page.goto(`${journey.url()}/allotmentGH-1`);
    await room(tara.page, 'Room 3, Single, 1 bed free').waitFor();
    const taraLoads = await pageLoads(tara.page);

    const page = meera.page;
    const sent = graphqlRequests(page);
    await page.goto(`${journey.url()}/allotmentGH-1`);
    await page.getByRole('heading', { name: 'My room' }).waitFor();
    await room(page, 'Room 3, Single, 1 bed free').waitFor();
    await shot(page, 'gh1-grid');
    await audit(page, 'GH-1 grid');

    await tabTo(page, 'Room 3, Single, 1 bed free');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Confirm Booking' });
    await dialog.getByText('Are you sure you want to book room 3?').waitFor();
    await shot(page, 'confirm-booking');
    await audit(page, 'Confirm Booking dialog');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Room 3, Single, 1 bed free');

    await page.keyboard.press('Enter');
    await dialog.waitFor();
    await page.keyboard.press('Tab'); // from Cancel to 'Yes, Book It!'
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Yes, Book It!');
    await page.keyboard.press('Enter');
    await page.getByText('Room 3 has been booked successfully!').waitFor();
    await room(page, 'Room 3, Single, Your room').waitFor();
    await page.getByRole('region', { name: 'My room' }).getByText('Booked').waitFor();
    await shot(page, 'booked');

    // What the page sent is what the benchmarks send (schema/web-operations.json): the grid's
    // query (early and by Apollo Client) and the booking, each text exactly, with Apollo's extensions.
    const operations = sent.byName();
    expect(Object.keys(operations)).toEqual(expect.arrayContaining(['RoomGridRooms', 'BookRoom']));
    for (const [name, bodies] of Object.entries(operations)) {
      const known = webOperationText(name);
      if (!known) continue; // an operation of no app's (none is sent today)
      for (const body of bodies) {
        expect(body.query, name).toBe(known);
        if (body.extensions !== undefined) expect(body.extensions, name).toEqual({ clientLibrary: WEB_OPERATIONS.apolloClient });
      }
    }
    expect(operations.BookRoom!.some((body) => body.extensions !== undefined), 'Apollo Client sent the booking').toBe(true);
    // The grid's answer crossed the network compressed.
    expect(sent.encodingOf('RoomGridRooms')).toBe('gzip');

    await room(tara.page, 'Room 3, Single, Full').waitFor({ timeout: 10_000 });
    expect(await room(tara.page, 'Room 3, Single, Full').isDisabled()).toBe(true);
    expect(await pageLoads(tara.page)).toBe(taraLoads);
    await shot(tara.page, 'other-girl-sees-it-taken');
  });

  it('another room is offered as a change, not a second booking; the server refuses a second booking with the spec\'s text', async () => {
    const page = meera.page;
    await room(page, 'Room 6, Single, 1 bed free').click();
    // The grid knows her bed: it says so before she confirms anything, and offers the move instead.
    const question = page.getByRole('dialog');
    await question.getByText('You already have bed 1 in room 3, so you cannot book a second bed. You can change rooms instead.').waitFor();
    expect(await page.getByRole('button', { name: 'Yes, Book It!' }).count()).toBe(0);
    await shot(page, 'second-room-offered-as-change');
    await page.keyboard.press('Escape');
    await question.waitFor({ state: 'detached' });
    // The server is the real check, for any client.
    const refused = await page.context().request.post(journey.url('/api/bookroom/room'), { data: { hostel: 'GH-1', roomNumber: 6 } });
    expect(refused.status()).toBe(208); // the spec's answer to a second booking
    expect(JSON.stringify(await refused.json())).toContain('You have already booked a room!');
  });

  it('her profile shows her room (mf-rooms\' widget inside mf-student\'s page)', async () => {
    const page = meera.page;
    await page.getByRole('link', { name: 'My Profile' }).click();
    await page.getByRole('heading', { level: 1, name: 'My Profile' }).waitFor();
    // The page stays put: no re-reading loop tearing the frame down and building it again.
    const main = await page.$('main');
    await page.waitForTimeout(1500);
    expect(await main!.evaluate((el) => el.isConnected)).toBe(true);
    const myRoom = page.getByRole('region', { name: 'My room' });
    await myRoom.getByText('Booked').waitFor();
    expect(await myRoom.locator('dd').allTextContents()).toEqual(['GH-1', '3', 'Ground Floor', 'Single', '1', 'Single room']);
    await shot(page, 'profile-my-room');
    await audit(page, 'profile');
  });
});

describe("boys' blocks: a request with a roommate, consent and approval", () => {
  let arjun: Awaited<ReturnType<typeof student>>;
  let rahul: Awaited<ReturnType<typeof student>>;
  let admin: Page;

  it('a boy on a phone opens Room Details, is stopped by an empty roommate form, then names a second boy', async () => {
    arjun = await student('Male', 'Arjun Das', PHONE);
    rahul = await student('Male', 'Rahul Bose');
    await rahul.page.goto(`${journey.url()}/newprofile`);
    await rahul.page.getByRole('region', { name: 'My room' }).getByText(/No room yet/).waitFor();

    const page = arjun.page;
    await page.goto(`${journey.url()}/allotmentBH-1`);
    await room(page, 'Room 101, Double, 2 beds free').waitFor();
    await shot(page, 'bh1-grid-phone');
    await expectNoSidewaysScroll(page, 'BH-1 grid at 390 px');
    // Scrolled to the last rooms, the navigation bar still runs the screen's full height (a
    // full-page shot draws a fixed bar one screen tall only, which is the shot, not the page).
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForFunction(() => window.scrollY > 0);
    expect(await page.getByRole('navigation', { name: 'Student navigation' }).boundingBox()).toMatchObject({ y: 0, height: PHONE.height });
    await page.screenshot({ path: join(artifacts, 'booking', 'bh1-grid-phone-scrolled.png') });
    await page.evaluate(() => window.scrollTo(0, 0));
    await audit(page, 'BH-1 grid (phone)');

    await room(page, 'Room 101, Double, 2 beds free').click();
    const details = page.getByRole('dialog', { name: 'Room Details' });
    expect(await details.locator('dd').allTextContents()).toEqual(['101', 'Available', '1st Floor', 'BH-1', 'Double', '2 of 2']);
    await shot(page, 'room-details-phone');
    await audit(page, 'Room Details dialog');

    await details.getByRole('button', { name: 'Request Roommate' }).click();
    const form = page.getByRole('dialog', { name: 'Request Roommate' });
    await form.getByRole('button', { name: 'Send Request' }).click();
    await form.getByText('Please fill in all fields.').waitFor();
    await shot(page, 'roommate-empty-phone');
    await audit(page, 'Request Roommate dialog, with errors');

    await form.getByLabel('Roommate Name').fill(rahul.form.name);
    await form.getByLabel('Roommate Enrollment ID').fill(rahul.form.enrollmentId);
    await form.getByRole('button', { name: 'Send Request' }).click();
    await page.getByText('Roommate request has been sent successfully!').waitFor();
    await room(page, 'Room 101, Double, Pending Request').waitFor();
    await page.getByRole('region', { name: 'My room' }).getByText(`${rahul.form.name} (${rahul.form.enrollmentId}): waiting for their answer`).waitFor();
    await shot(page, 'request-sent-phone');
    await expectNoSidewaysScroll(page, 'BH-1 grid with My room at 390 px');
  });

  it('the admin opens the request: Approve waits for the roommate; the roommate accepts on his own screen; the admin sees it live', async () => {
    admin = await journey.admin();
    await admin.goto(`${journey.url()}/adminpage/roomrequests`);
    const row = admin.getByRole('row').filter({ hasText: 'waiting for their answer' });
    await row.getByRole('link', { name: /^Proceed/ }).click();
    await admin.getByText('Approve becomes possible once').waitFor();
    expect(await admin.getByRole('button', { name: 'Approve' }).isDisabled()).toBe(true);
    await shot(admin, 'approval-waiting');
    await audit(admin, 'admin approval page');

    // The invitation reached Rahul's open profile without a reload.
    const invitation = rahul.page.getByRole('region', { name: 'My room' }).getByText(`${arjun.form.name} (${arjun.form.enrollmentId}) invites you to share room 101 in BH-1`);
    await invitation.waitFor({ timeout: 10_000 });
    await shot(rahul.page, 'invitation');
    await rahul.page.getByRole('button', { name: 'Accept' }).click();
    await rahul.page.getByText('You accepted. The warden decides next.').waitFor();

    await admin.getByRole('button', { name: 'Approve' }).and(admin.locator(':enabled')).waitFor({ timeout: 10_000 });
    await admin.getByText('Accepted', { exact: true }).waitFor();
    await shot(admin, 'approval-accepted');
  });

  it('the admin approves; both boys see their room without reloading', async () => {
    const arjunLoads = await pageLoads(arjun.page);
    const rahulLoads = await pageLoads(rahul.page);
    await admin.getByRole('button', { name: 'Approve' }).click();
    await admin.getByRole('dialog', { name: 'Approve this room request?' }).getByRole('button', { name: 'Approve' }).click();
    await admin.getByText(/^The room request of .* is approved\.$/).waitFor();

    await room(arjun.page, 'Room 101, Double, Your room').waitFor({ timeout: 10_000 });
    const arjunsRoom = arjun.page.getByRole('region', { name: 'My room' });
    await arjunsRoom.getByText(`${rahul.form.name} (${rahul.form.enrollmentId})`).waitFor();
    const rahulsRoom = rahul.page.getByRole('region', { name: 'My room' });
    await rahulsRoom.getByText(`${arjun.form.name} (${arjun.form.enrollmentId})`).waitFor({ timeout: 10_000 });
    expect(await rahulsRoom.locator('dd').nth(1).textContent()).toBe('101');
    expect([await pageLoads(arjun.page), await pageLoads(rahul.page)]).toEqual([arjunLoads, rahulLoads]);
    await shot(arjun.page, 'approved-phone');
    await shot(rahul.page, 'approved-roommate-profile');
    await arjun.page.goto(`${journey.url()}/newprofile`);
    await arjun.page.getByRole('region', { name: 'My room' }).getByText('Booked').waitFor();
    await expectNoSidewaysScroll(arjun.page, 'profile at 390 px');
    await shot(arjun.page, 'profile-phone');
  });

  it('a request is cancelled and the room is offered again', async () => {
    const dev = await student('Male', 'Dev Kapoor');
    const page = dev.page;
    await page.goto(`${journey.url()}/allotmentBH-2`);
    await room(page, 'Room 103, Single, 1 bed free').click();
    await page.getByRole('dialog', { name: 'Room Details' }).getByRole('button', { name: 'Book Room' }).click();
    await page.getByText("Room 103's request has been sent!").waitFor();
    await room(page, 'Room 103, Single, Pending Request').click();
    await page.getByRole('dialog', { name: 'Room Details' }).getByRole('button', { name: 'Cancel request' }).click();
    await page.getByText('Your request for room 103 has been cancelled.').waitFor();
    await room(page, 'Room 103, Single, 1 bed free').waitFor();
    await page.getByRole('region', { name: 'My room' }).getByText(/No room yet/).waitFor();
    await shot(page, 'request-cancelled');

    await admin.goto(`${journey.url()}/adminpage/roomrequests`);
    await admin.getByRole('heading', { name: 'Room Requests' }).waitFor();
    await admin.getByText('No pending room requests').waitFor();
  });

  it('the admin tables keep their actions reachable on a phone', async () => {
    const phone = await journey.admin(PHONE);
    const sam = await student('Male', 'Sam Roy');
    await sam.page.context().request.post(`${journey.url()}/api/bookroom/req`, { data: { hostel: 'BH-3', roomNumber: 101 } });
    await phone.goto(`${journey.url()}/adminpage/roomrequests`);
    const proceed = phone.getByRole('link', { name: /^Proceed/ });
    await proceed.waitFor();
    const box = await proceed.boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    await expectNoSidewaysScroll(phone, 'room requests at 390 px');
    await shot(phone, 'admin-requests-phone');
    await audit(phone, 'admin room requests (phone)');
  });
});


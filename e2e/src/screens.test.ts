import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoSidewaysScroll, expectTapTargets, screenshots } from './browser.ts';
import { DESKTOP, PHONE, useJourney } from './session.ts';

// Every screen a student, an admin and a visitor reach, on a phone and on a desktop.
const journey = useJourney('screens');
const shot = screenshots('screens');

describe('every screen, on a phone and on a desktop', () => {
  const STUDENT_SCREENS = ['/', '/outpass', '/selection', '/newprofile', '/allotmentGH-2', '/repairs', '/parcels', '/visitors', '/logout', '/review', '/abc', '/admin', '/no-such-page'];
  const ADMIN_SCREENS = ['/adminpage/dashboard', '/adminpage/outpassrequest', '/adminpage/roomrequests', '/adminpage/roominquiry', '/adminpage/profile', '/adminpage/students?q=de', '/adminpage/audit', '/adminpage/staff', '/adminpage/selection', '/adminpage/waitlist', '/adminpage/hostels', '/adminpage/hostels/GH-1', '/adminpage/roster', '/adminpage/year', '/adminpage/repairs', '/adminpage/frontdesk/visitors'];

  const WARDEN_SCREENS = ['/adminpage/dashboard', '/adminpage/outpassrequest', '/adminpage/roomrequests', '/adminpage/repairs', '/adminpage/students?q=de', '/adminpage/selection', '/adminpage/staff', '/adminpage/audit', '/adminpage/hostels', '/adminpage/roster', '/adminpage/year', '/adminpage/frontdesk/visitors'];
  const GUARD_SCREENS = ['/adminpage/gate', '/adminpage/frontdesk', '/adminpage/frontdesk/visitors'];
  const MAINTENANCE_SCREENS = ['/adminpage/repairs'];
  const VISITOR_SCREENS = ['/login', '/signup', '/forgot-password', '/welcome', '/review'];

  // The phone and the desktop walk side by side, each in pages of its own: most of a walk is waiting
  // for the network to go quiet on each of 40 screens (issue 50).
  it.concurrent.each([
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const)('on a %s nothing scrolls sideways, every tap target is 24 px or more, and axe finds nothing serious', async (size, viewport) => {
    const girl = await journey.student('Female', `Phone Check ${size}`, viewport);
    const admin = await journey.admin(viewport);
    const warden = await journey.staff('warden', viewport);
    const guard = await journey.staff('guard', viewport);
    const electrician = await journey.staff('electrician', viewport);
    const visitor = await journey.newPage(viewport);
    const check = async (page: Page, who: string, path: string) => {
      const what = `${path} (${who}, ${size})`;
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.waitForLoadState('networkidle');
      await expectNoSidewaysScroll(page, what);
      await expectTapTargets(page, what);
      await journey.audit(page, what);
      await shot(page, `${who}-${path.replace(/[^a-zA-Z0-9]+/g, '-').replace(/^-|-$/g, '') || 'home'}-${size}`);
    };
    for (const [page, who, paths] of [
      [girl.page, 'student', STUDENT_SCREENS],
      [admin, 'admin', ADMIN_SCREENS],
      [warden, 'warden', WARDEN_SCREENS],
      [guard, 'guard', GUARD_SCREENS],
      [electrician, 'maintenance', MAINTENANCE_SCREENS],
      [visitor, 'visitor', VISITOR_SCREENS],
    ] as const) {
      for (const path of paths) {
        await page.goto(`${journey.url()}${path}`);
        await check(page, who, path);
      }
    }
    // A pending outpass on a phone: its Approve and Reject are on screen, not off to the right.
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const where = `Mysuru ${size}`;
    const applied = await girl.page.context().request.post(journey.url('/api/user/apply'), {
      data: { name: girl.form.name, where, dateOfArrival: tomorrow, reason: 'A visit home', outTime: '09:00', returnTime: '20:00', responsibility: 'Yes', roll_no: girl.form.enrollmentId },
    });
    expect(applied.status()).toBe(201);
    await admin.goto(journey.url('/adminpage/outpassrequest'));
    const pending = admin.getByRole('row').filter({ hasText: where });
    for (const name of ['Approve', 'Reject']) {
      const box = (await pending.getByRole('button', { name }).boundingBox())!;
      expect(box.x + box.width, `${name} on a ${size}`).toBeLessThanOrEqual(viewport.width);
    }
    await check(admin, 'admin', '/adminpage/outpassrequest-pending');

    // A student's record, opened from the search (its path holds an id).
    await admin.goto(`${journey.url()}/adminpage/students?q=priya`);
    await admin.getByRole('link', { name: 'Priya Sharma' }).first().click();
    await admin.waitForURL(/\/adminpage\/students\/[^/?]+$/);
    await check(admin, 'admin', '/adminpage/students/record');
    // A visitor is offered Log in, never Logout.
    expect(await visitor.getByRole('button', { name: 'Logout' }).count()).toBe(0);
    await visitor.getByRole('link', { name: 'Log in' }).waitFor();
    // About 50 screens a size, the two sizes side by side: near two minutes on a quiet 2-core
    // machine, more while anything else runs; five bound it without hiding a screen that hangs.
  }, 300_000);
});

import { describe, expect, it } from 'vitest';
import { expectNoSidewaysScroll, screenshots } from './browser.ts';
import { DESKTOP, PHONE, useJourney } from './session.ts';

// Every screen a student, an admin and a visitor reach, on a phone and on a desktop.
const journey = useJourney('screens');
const shot = screenshots('screens');

describe('every screen, on a phone and on a desktop', () => {
  const STUDENT_SCREENS = ['/', '/outpass', '/selection', '/newprofile', '/allotmentGH-2', '/logout', '/review', '/abc', '/admin', '/no-such-page'];
  const ADMIN_SCREENS = ['/adminpage/dashboard', '/adminpage/outpassrequest', '/adminpage/roomrequests', '/adminpage/roominquiry', '/adminpage/profile', '/adminpage/students?q=de', '/adminpage/audit', '/adminpage/staff', '/adminpage/selection', '/adminpage/waitlist'];

  it.each([
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const)('on a %s nothing scrolls sideways and axe finds nothing serious', async (size, viewport) => {
    const girl = await journey.student('Female', `Phone Check ${size}`, viewport);
    const admin = await journey.admin(viewport);
    const visitor = await journey.newPage(viewport);
    for (const [page, paths] of [
      [girl.page, STUDENT_SCREENS],
      [admin, ADMIN_SCREENS],
      [visitor, ['/login', '/signup', '/forgot-password', '/welcome', '/review']],
    ] as const) {
      for (const path of paths) {
        await page.goto(`${journey.url()}${path}`);
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        await page.waitForLoadState('networkidle');
        await expectNoSidewaysScroll(page, `${path} on a ${size}`);
        await journey.audit(page, `${path} (${page === visitor ? 'visitor' : page === admin ? 'admin' : 'student'}, ${size})`);
      }
    }
    // A visitor is offered Log in, never Logout.
    expect(await visitor.getByRole('button', { name: 'Logout' }).count()).toBe(0);
    await visitor.getByRole('link', { name: 'Log in' }).waitFor();
    if (size === 'phone') await shot(visitor, 'review-visitor-phone');
  });
});

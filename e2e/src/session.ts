import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, expect } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { Stack } from '../../scripts/stack.ts';
import { expectAccessible, policyViolations, signUpStudent, watchPolicy, withAxe } from './browser.ts';
import { artifacts, launchChromium, startTestStack, type StackOptions } from './stack.ts';

export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 390, height: 844 };

/**
 * One journey file's world: the stack npm start serves, a Chromium, pages in their own contexts
 * (a phone size gets a phone's touch and pixel ratio), students signed up through the API, and
 * axe audits whose moderate and minor findings are written to test-results/<name>-axe.json.
 */
export function useJourney(name: string, options: StackOptions = {}) {
  let stack: Stack;
  let env: NodeJS.ProcessEnv;
  let stop: () => Promise<void>;
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  const axeNotes: Record<string, string[]> = {};

  beforeAll(async () => {
    ({ stack, env, stop } = await startTestStack(options));
    browser = await launchChromium();
  });

  afterAll(async () => {
    await writeFile(join(artifacts, `${name}-axe.json`), JSON.stringify(axeNotes, null, 2)).catch(() => undefined);
    expect(policyViolations, 'Content-Security-Policy refusals').toEqual([]);
    for (const context of contexts) await context.close();
    await browser?.close();
    await stop?.();
  });

  const journey = {
    url: (path = '') => `${stack.url}${path}`,
    /** The environment the stack runs with (its data and deploy folders). */
    env: () => env,
    async newPage(viewport = DESKTOP): Promise<Page> {
      const context = await withAxe(await browser.newContext({ viewport, ...(viewport === PHONE ? { isMobile: true, hasTouch: true, deviceScaleFactor: 2 } : {}) }));
      contexts.push(context);
      return watchPolicy(await context.newPage());
    },
    async student(gender: 'Male' | 'Female', studentName: string, viewport = DESKTOP) {
      const page = await journey.newPage(viewport);
      const form = await signUpStudent(page.context(), stack.url, gender, studentName);
      return { page, form };
    },
    /** A page logged in as the development seed's admin. */
    admin: (viewport = DESKTOP) => journey.staff('admin', viewport),
    /** A page logged in as one of the development seed's staff: the admin, BH-1's warden, the guard or the electrician. */
    async staff(who: 'admin' | 'warden' | 'guard' | 'electrician', viewport = DESKTOP) {
      const page = await journey.newPage(viewport);
      const password = who === 'electrician' ? 'repair-pass-123' : `${who}-pass-123`;
      expect((await page.context().request.post(`${stack.url}/api/user/login`, { data: { email: `${who}@dormspace.local`, password } })).status()).toBe(200);
      return page;
    },
    audit: async (page: Page, what: string) => void (axeNotes[what] = await expectAccessible(page, what)),
    /** Runs the gateway's clock this far ahead of the machine's (a journey started with movableClock). */
    async moveClock(aheadMs: number): Promise<void> {
      if (!env.CLOCK_OFFSET_FILE) throw new Error('this journey was started without movableClock');
      await writeFile(env.CLOCK_OFFSET_FILE, String(Math.round(aheadMs)));
    },
  };
  return journey;
}

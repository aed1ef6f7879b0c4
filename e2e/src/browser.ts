import { createRequire } from 'node:module';
import { mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { artifacts } from './stack.ts';

const axeSource = (createRequire(import.meta.url)('axe-core') as { source: string }).source;

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/**
 * Loads axe-core into every page of the context before the page's own scripts. Through the
 * browser (an init script), not a <script> tag: the app's Content-Security-Policy rightly refuses
 * inline scripts, and a test must not weaken it.
 */
export async function withAxe(context: BrowserContext): Promise<BrowserContext> {
  await context.addInitScript({ content: axeSource });
  return context;
}

/**
 * Runs axe-core (WCAG 2.x A and AA rules, and best practice such as heading order) on the page
 * as it is now, and fails on any serious or critical violation, naming each. Returns the
 * moderate and minor ones, for the report.
 */
export async function expectAccessible(page: Page, what: string): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) throw new Error(`axe is not on ${what}: open pages from a context given to withAxe()`);
  // Axe judges the page at rest: a toast still fading in has the contrast of its half-way
  // opacity. Finite animations are awaited; endless ones (spinners) are left running.
  await page.evaluate(() =>
    Promise.all(document.getAnimations().filter((a) => a.effect?.getComputedTiming().iterations !== Infinity).map((a) => a.finished.catch(() => undefined))),
  );
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] } });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => ({ target: n.target })) }));
  });
  const describe = (v: AxeViolation) => `${v.impact} ${v.id} (${v.help}): ${v.nodes.slice(0, 5).map((n) => n.target.join(' ')).join(', ')}${v.nodes.length > 5 ? ` and ${v.nodes.length - 5} more` : ''}`;
  const blocking = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(blocking.map(describe), `axe on ${what}`).toEqual([]);
  return violations.map(describe);
}

/** Nothing on the page is wider than the viewport (no sideways scrolling on a phone). */
export async function expectNoSidewaysScroll(page: Page, what: string): Promise<void> {
  // The viewport the page was given, not window.innerWidth: a phone (isMobile) zooms out to fit a
  // page wider than its screen, and innerWidth then grows with the page (478 px for a 390 px phone).
  const width = page.viewportSize()?.width ?? (await page.evaluate(() => window.innerWidth));
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth, `${what}: page ${scrollWidth} px wide in a ${width} px viewport`).toBeLessThanOrEqual(width);
}

/**
 * Every control a finger may tap is at least 24 × 24 px (WCAG 2.2, 2.5.8, which the issue asks
 * of every target, inline links too; axe's target-size rule forgives those with room around
 * them). Controls not drawn (hidden, zero-sized) are skipped.
 */
export async function expectTapTargets(page: Page, what: string): Promise<void> {
  const small = await page.evaluate(() => {
    const selector = 'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="link"], [role="checkbox"], [role="tab"]';
    const name = (element: Element) => `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"`;
    return [...document.querySelectorAll(selector)]
      .filter((element) => element.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true }))
      .map((element) => ({ element, box: element.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 0 && box.height > 0 && (box.width < 23.5 || box.height < 23.5))
      .map(({ element, box }) => `${name(element)} ${Math.round(box.width)}×${Math.round(box.height)}`);
  });
  expect(small, `${what}: tap targets under 24 × 24 px`).toEqual([]);
}

/** How many full page loads a tab has made: unchanged means nothing was reloaded. */
export const pageLoads = (page: Page) => page.evaluate(() => performance.getEntriesByType('navigation').length);

/** Saves numbered screenshots into test-results/<folder>: the journey's artifacts. */
export function screenshots(folder: string) {
  const dir = join(artifacts, folder);
  let step = 0;
  return async (page: Page, name: string) => {
    await mkdir(dir, { recursive: true });
    await page.screenshot({ path: join(dir, `${String(++step).padStart(2, '0')}-${name}.png`), fullPage: true, animations: 'disabled' });
  };
}

let serial = 0;

/** A new student, signed up and logged in through the REST bridge in this browser context. */
export async function signUpStudent(context: BrowserContext, baseUrl: string, gender: 'Male' | 'Female', name: string) {
  const tag = `${Date.now().toString(36)}${++serial}`;
  const form = { name, email: `${tag}@campus.test`, password: 'student-pass-123', gender, enrollmentId: `E2E${tag}`.toUpperCase() };
  expect((await context.request.post(`${baseUrl}/api/user/signup`, { data: form })).status()).toBe(201);
  expect((await context.request.post(`${baseUrl}/api/user/login`, { data: { email: form.email, password: form.password } })).status()).toBe(200);
  return form;
}

/** Content-Security-Policy refusals Chromium reported on any watched page (the policy must not break the app). */
export const policyViolations: string[] = [];

/** Records every CSP refusal on this page; `policyViolations` must stay empty. */
export function watchPolicy(page: Page): Page {
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) policyViolations.push(`${page.url()}: ${message.text()}`);
  });
  return page;
}

/**
 * Starts recording the text of every toast (a `status` or `alert`) the page shows, and returns a
 * wait for one that contains `title`. A MutationObserver sees each toast in the task that adds it,
 * so one that lives its 3 s while a loaded machine's main thread is busy (loading a remote after
 * signup) is not missed, as a visibility poll can miss it. The page must not reload in between.
 */
export async function watchToasts(page: Page): Promise<(title: string) => Promise<void>> {
  await page.evaluate(() => {
    const seen = new Set<string>();
    Object.assign(window, { seenToasts: seen });
    const record = () => {
      for (const toast of document.querySelectorAll('[role="status"], [role="alert"]')) seen.add(toast.textContent ?? '');
    };
    new MutationObserver(record).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
  return async (title) => {
    const shown = () => page.evaluate((text) => [...(window as unknown as { seenToasts: Set<string> }).seenToasts].some((seen) => seen.includes(text)), title);
    await expect.poll(shown, { timeout: 30_000, message: `a toast "${title}"` }).toBe(true);
  };
}

/** Presses Tab until the focused element's accessible name is `name` (at most 80 presses). */
export async function tabTo(page: Page, name: string): Promise<void> {
  for (let i = 0; i < 80; i++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      return el?.getAttribute('aria-label') ?? el?.textContent?.trim() ?? '';
    });
    if (focused === name) return;
  }
  throw new Error(`Tab never reached "${name}"`);
}

/** The one-time token of the last link mailed to `email` (`#invite=…`), from the development outbox in the stack's data folder. */
export async function mailedInviteToken(dataDir: string, email: string): Promise<string> {
  const outbox = join(dataDir, 'outbox.log');
  for (let i = 0; i < 100; i++) {
    const lines = (await readFile(outbox, 'utf8').catch(() => '')).split('\n').filter(Boolean);
    const mail = lines.map((line) => JSON.parse(line) as { to: string; text: string }).reverse().find((m) => m.to === email);
    const token = mail && /#invite=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
    if (token) return token;
    await new Promise((wait) => setTimeout(wait, 200));
  }
  throw new Error(`no invitation mailed to ${email}`);
}

import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { artifacts, launchChromium, startTestStack } from './stack.ts';
import { policyViolations, watchPolicy, withAxe } from './browser.ts';
import type { Stack } from '../../scripts/stack.ts';
import { pageScripts } from '../../scripts/build.ts';
import { distDir } from '../../scripts/apps.ts';

let stack: Stack;
let stop: () => Promise<void>;
let browser: Browser;
let student: Page;
let admin: Page;
const contexts: BrowserContext[] = [];
const shots = join(artifacts, 'journey');
let step = 0;

/** Saves a screenshot per step: the test's artifacts. */
const shot = (page: Page, name: string) => page.screenshot({ path: join(shots, `${String(++step).padStart(2, '0')}-${name}.png`), fullPage: true, animations: 'disabled' });

const suffix = Date.now().toString(36);
const newStudent = { name: `Kavya Rao ${suffix}`, email: `kavya.${suffix}@campus.test`, enrollmentId: `E2E${suffix}`.toUpperCase(), password: 'kavya-pass-123' };
const destination = `Home town ${suffix}`;

async function newPage(): Promise<Page> {
  const context = await withAxe(await browser.newContext({ viewport: { width: 1280, height: 800 } }));
  contexts.push(context);
  return watchPolicy(await context.newPage());
}

async function login(page: Page, email: string, password: string) {
  await page.goto(`${stack.url}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByText('Login successful!').waitFor();
}

beforeAll(async () => {
  await mkdir(shots, { recursive: true });
  ({ stack, stop } = await startTestStack());
  browser = await launchChromium();
});

afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
  await stop?.();
  expect(policyViolations, 'Content-Security-Policy refusals').toEqual([]);
});

describe('security headers', () => {
  it('serves the shell under a policy that allows its remotes and nothing else, and the remotes for other origins', async () => {
    const shell = await fetch(stack.url);
    const policy = shell.headers.get('content-security-policy') ?? '';
    const directive = (name: string) => policy.split(';').find((d) => d.startsWith(`${name} `)) ?? '';
    const remotes = (await (await fetch(`${stack.url}/remotes.json`)).json()) as { entry: string }[];
    expect(remotes).toHaveLength(3);
    for (const { entry } of remotes) expect(directive('script-src')).toContain(new URL(entry).origin);
    expect(directive('script-src')).not.toMatch(/unsafe-(inline|eval)|\*/);
    expect(directive('frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(directive('object-src')).toBe("object-src 'none'");
    expect(shell.headers.get('x-content-type-options')).toBe('nosniff');

    const remote = await fetch(remotes[0]!.entry);
    expect(remote.status).toBe(200);
    expect(remote.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(remote.headers.get('x-content-type-options')).toBe('nosniff');
    // The API through the shell's origin keeps the gateway's own, stricter policy.
    expect((await fetch(`${stack.url}/api/gethostel/hostel`)).headers.get('content-security-policy')).toContain("default-src 'none'");
  });
});

describe('the budget, as Chromium loads it', () => {
  it("measures a student's first screen (shell + mf-student's route) and finds one React", async () => {
    // A cold load of the first screen in a fresh browser profile, logged in through the API:
    // what a student downloads before seeing the dashboard.
    const page = await newPage();
    const login = await page.context().request.post(`${stack.url}/api/user/login`, { data: { email: 'priya@dormspace.local', password: 'student-pass-123' } });
    expect(login.status()).toBe(200);
    // Every script the page asks for, and when: those asked for before the dashboard shows are
    // the first screen's; the rest (a screen's subscriptions, widgets) come after it.
    const requested: { url: string; at: number; sent: number }[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') requested.push({ url: request.url(), at: Date.now(), sent: 0 });
    });
    page.on('response', (response) => {
      const script = requested.find((r) => r.url === response.url());
      if (script) script.sent = Number(response.headers()['content-length'] ?? 0); // as sent: brotli
    });
    await page.goto(`${stack.url}/`);
    await page.getByRole('heading', { name: 'Welcome to Hostel Management' }).waitFor();
    const shown = Date.now();
    await page.waitForLoadState('networkidle');
    // The budget is stated in gzip: each script's size as the servers send it to a gzip-only client.
    const gzipBytes = async (url: string) => Number((await fetch(url, { headers: { 'accept-encoding': 'gzip' } })).headers.get('content-length') ?? 0);
    const loaded = await Promise.all(requested.map(async (r) => ({ ...r, bytes: await gzipBytes(r.url), first: r.at <= shown })));
    const first = loaded.filter((l) => l.first);
    const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
    const sum = (list: { bytes: number }[]) => list.reduce((n, l) => n + l.bytes, 0);
    const origin = (url: string) => new URL(url).port;
    const shellPort = new URL(stack.url).port;
    const shellBytes = sum(first.filter((l) => origin(l.url) === shellPort));
    const remoteBytes = sum(first.filter((l) => origin(l.url) !== shellPort));
    const entry = loaded.find((l) => l.url.endsWith('/remoteEntry.js'));
    const reacts = await page.evaluate(() => {
      const scopes = (globalThis as { __FEDERATION__?: { __SHARE__?: Record<string, Record<string, Record<string, Record<string, { from: string; loaded?: boolean }>>>> } }).__FEDERATION__?.__SHARE__ ?? {};
      const loadedCopies: string[] = [];
      for (const scope of Object.values(scopes))
        for (const modules of Object.values(scope))
          for (const [name, versions] of Object.entries(modules))
            for (const [version, info] of Object.entries(versions)) if ((name === 'react' || name === 'react-dom') && info.loaded) loadedCopies.push(`${name}@${version} from ${info.from}`);
      return [...new Set(loadedCopies)].sort();
    });
    const report = {
      // What the student's browser asks for before the dashboard shows: the P5 figure.
      firstScreenGzipKB: kb(shellBytes + remoteBytes),
      firstScreenBrotliKB: kb(first.reduce((n, l) => n + l.sent, 0)),
      shellGzipKB: kb(shellBytes),
      mfStudentEntryAndRouteGzipKB: kb(remoteBytes),
      mfStudentEntryGzipKB: entry ? kb(entry.bytes) : null,
      scripts: first.length,
      // And until the network is quiet: what the dashboard's own work loads after it shows.
      untilNetworkIdleGzipKB: kb(sum(loaded)),
      scriptsUntilNetworkIdle: loaded.length,
      // Each script, largest first: what to look at when the figure moves.
      files: loaded
        .map((l) => ({ file: `${origin(l.url) === shellPort ? 'shell' : 'remote'}${new URL(l.url).pathname}`, gzipKB: kb(l.bytes), beforeFirstScreen: l.first }))
        .sort((a, b) => b.gzipKB - a.gzipKB),
      reactCopies: reacts,
      targets: { shellPlusFirstRouteKB: 170, remoteEntryKB: 30 },
    };
    await writeFile(join(artifacts, 'budget.json'), JSON.stringify(report, null, 2));
    console.info('budget as loaded by Chromium:', JSON.stringify(report));
    expect(reacts).toEqual(['react-dom@19.3.1 from shell', 'react@19.3.1 from shell']);
    expect(entry).toBeDefined();
    // `npm run build` counts the scripts the shell's page names as the first screen's: each is one Chromium loaded before it showed.
    const shellFirst = first.filter((l) => origin(l.url) === shellPort).map((l) => new URL(l.url).pathname.slice(1));
    expect(shellFirst).toEqual(expect.arrayContaining(pageScripts(await readFile(join(distDir('shell'), 'index.html'), 'utf8'))));
  });
});

describe('the outpass journey, in Chromium, against the stack npm start serves', () => {
  it('a new student signs up, logs in and sees the dashboard', async () => {
    student = await newPage();
    await student.goto(`${stack.url}/signup`);
    await student.getByLabel('Username').fill(newStudent.name);
    await student.getByLabel('Email').fill(newStudent.email);
    await student.getByLabel('Enrollment ID').fill(newStudent.enrollmentId);
    await student.getByLabel('Gender').selectOption('Female');
    await student.getByLabel('Password').fill(newStudent.password);
    await shot(student, 'signup-form');
    await student.getByRole('button', { name: 'Sign up' }).click();
    await student.getByText('Signup successful!').waitFor();
    await shot(student, 'signup-done');
    await student.getByRole('button', { name: 'Close' }).click();
    await student.waitForURL(`${stack.url}/login`);

    await login(student, newStudent.email, newStudent.password);
    await shot(student, 'login-success');
    await student.waitForURL(`${stack.url}/`, { timeout: 10_000 });
    await student.getByRole('heading', { name: 'Welcome to Hostel Management' }).waitFor();
    expect(await student.evaluate(() => [localStorage.getItem('user'), localStorage.getItem('role')])).toEqual([expect.any(String), 'student']);
    await shot(student, 'student-dashboard');
  });

  it('an admin watches Recent Activity while the student submits an outpass, and it arrives without a reload', async () => {
    admin = await newPage();
    await login(admin, 'admin@dormspace.local', 'admin-pass-123');
    await admin.waitForURL(`${stack.url}/adminpage/dashboard`, { timeout: 10_000 });
    await admin.getByRole('heading', { name: 'Recent Activity' }).waitFor();
    await shot(admin, 'admin-dashboard-before');
    const loads = await admin.evaluate(() => performance.getEntriesByType('navigation').length);

    await student.getByRole('link', { name: 'Generate Outpass' }).click();
    await student.getByRole('heading', { name: 'Generate your Outpass' }).waitFor();
    await student.getByLabel('Name').fill(newStudent.name);
    await student.getByLabel('Where').fill(destination);
    await student.getByLabel('Responsibility').selectOption('Yes');
    await student.getByLabel('Date of Arrival').fill(new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10));
    await student.getByLabel('Out Time').fill('17:30');
    await student.getByLabel('Reason').fill('Cousin’s wedding');
    await shot(student, 'outpass-form');
    await student.getByRole('button', { name: 'Submit Outpass Request' }).click();
    await student.getByText('Submission successful!').waitFor();
    await shot(student, 'outpass-submitted');
    await student.waitForURL(`${stack.url}/`, { timeout: 10_000 });

    await admin.getByText(new RegExp(`${newStudent.name}.*${destination}`)).first().waitFor({ timeout: 10_000 });
    expect(await admin.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(loads);
    await shot(admin, 'admin-dashboard-live');
  });

  it('the admin approves it; the student\'s open profile shows Approved without a reload', async () => {
    await student.getByRole('link', { name: 'My Profile' }).click();
    const item = student.getByRole('listitem').filter({ hasText: 'Cousin’s wedding' });
    await item.getByText('Pending', { exact: true }).waitFor();
    await shot(student, 'profile-pending');

    await admin.getByRole('link', { name: 'Outpass Requests' }).click();
    const row = admin.getByRole('row').filter({ hasText: newStudent.enrollmentId });
    await row.waitFor();
    await shot(admin, 'outpass-requests');
    await row.getByRole('button', { name: 'Approve' }).click();
    await row.waitFor({ state: 'detached', timeout: 10_000 });
    await shot(admin, 'outpass-approved');

    await item.getByText('Approved', { exact: true }).waitFor({ timeout: 10_000 });
    await shot(student, 'profile-approved');
  });

  it('a student opening the admin area does not get it', async () => {
    await student.goto(`${stack.url}/adminpage/dashboard`);
    await student.waitForURL(`${stack.url}/`);
    expect(await student.getByRole('heading', { name: 'Recent Activity' }).count()).toBe(0);
    await student.getByRole('heading', { name: 'Welcome to Hostel Management' }).waitFor();
    await shot(student, 'student-kept-out-of-admin');
  });

  it('with mf-admin down, the shell and the student screens work and the admin area says what is missing', async () => {
    await stack.stopApp('mf-admin');
    const lonelyAdmin = await newPage();
    await login(lonelyAdmin, 'admin@dormspace.local', 'admin-pass-123');
    await lonelyAdmin.waitForURL(`${stack.url}/adminpage/dashboard`, { timeout: 10_000 });
    await lonelyAdmin.getByText('The admin area is unavailable right now').waitFor({ timeout: 15_000 });
    await shot(lonelyAdmin, 'admin-remote-down');
    await lonelyAdmin.getByRole('button', { name: 'Log out' }).click();
    await lonelyAdmin.waitForURL(`${stack.url}/login`);

    await student.goto(`${stack.url}/newprofile`);
    await student.getByRole('listitem').filter({ hasText: 'Cousin’s wedding' }).getByText('Approved', { exact: true }).waitFor();
    await student.getByRole('navigation', { name: 'Student navigation' }).getByRole('link', { name: 'Book Room' }).click();
    const hostels = student.getByRole('combobox', { name: 'Hostel' });
    await hostels.selectOption((await hostels.locator('option', { hasText: 'GH-1' }).getAttribute('value'))!);
    await shot(student, 'student-fine-without-admin');
    await student.getByRole('link', { name: 'Proceed with Selection' }).click();
    await student.waitForURL(`${stack.url}/allotmentGH-1`);
    await student.getByRole('button', { name: 'Ground Floor', pressed: true }).waitFor();
    await shot(student, 'room-grid-gh-1');
  });
});

import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { launch } from 'chrome-launcher';
import setup from './global-setup.ts';
import { artifacts, startTestStack } from './stack.ts';

/**
 * `npm run lighthouse`: Lighthouse (mobile profile, its default simulated throttling) on the
 * student dashboard and a room grid, logged in as a demo student, against the production
 * builds served as `npm start` serves them, in Debian's Chromium. Prints each page's
 * performance score and LCP against the targets (>= 90, <= 2.5 s) and keeps the JSON reports
 * in e2e/test-results/lighthouse/. A measurement, not a test: it never fails the build.
 */
const PAGES = [
  { name: 'student dashboard', path: '/' },
  { name: 'room grid GH-1', path: '/allotmentGH-1' },
];

await setup();
const { stack, stop } = await startTestStack();
const chrome = await launch({ chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run'] });
try {
  const login = await fetch(`${stack.url}/api/user/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'priya@dormspace.local', password: 'student-pass-123' }) });
  const cookie = login.headers.get('set-cookie')?.split(';')[0];
  if (login.status !== 200 || !cookie) throw new Error(`demo login failed: ${login.status}`);
  const folder = join(artifacts, 'lighthouse');
  await mkdir(folder, { recursive: true });
  for (const page of PAGES) {
    const result = await lighthouse(`${stack.url}${page.path}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], extraHeaders: { Cookie: cookie } });
    if (!result) throw new Error(`no Lighthouse result for ${page.path}`);
    const { lhr } = result;
    await writeFile(join(folder, `${page.path === '/' ? 'dashboard' : page.path.slice(1)}.json`), JSON.stringify(lhr, null, 1));
    const score = Math.round((lhr.categories.performance?.score ?? 0) * 100);
    const lcp = lhr.audits['largest-contentful-paint']?.numericValue ?? NaN;
    const ms = (id: string) => Math.round(lhr.audits[id]?.numericValue ?? NaN);
    const kb = Math.round((lhr.audits['total-byte-weight']?.numericValue ?? NaN) / 1024);
    console.log(
      `${page.name} (${page.path}): performance ${score} (target >= 90), LCP ${(lcp / 1000).toFixed(2)} s (target <= 2.5): ${score >= 90 && lcp <= 2500 ? 'PASS' : 'MISS'}; FCP ${ms('first-contentful-paint')} ms, TBT ${ms('total-blocking-time')} ms, CLS ${lhr.audits['cumulative-layout-shift']?.numericValue?.toFixed(3)}, ${kb} KB transferred`,
    );
  }
} finally {
  chrome.kill();
  await stop();
}

import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import * as Lantern from 'lighthouse/core/lib/lantern/lantern.js';
import { launch } from 'chrome-launcher';
import setup from './global-setup.ts';
import { artifacts, demoStudentCookie, startTestStack } from './stack.ts';

/**
 * `npm run lighthouse`: Lighthouse (mobile profile, its default simulated throttling) on the
 * student dashboard and a room grid, logged in as a demo student, against the production
 * builds served as `npm start` serves them, in Debian's Chromium. Prints each page's
 * performance score and LCP against the targets (>= 90, <= 2.5 s) and keeps the JSON reports
 * in e2e/test-results/lighthouse/. A measurement, not a test: it never fails the build.
 *
 * `LIGHTHOUSE_RUNS=3 npm run lighthouse` loads each page that many times (1 to 9) and also prints
 * the median run by score, as Lighthouse's own guidance on variability advises: one simulated
 * run on a shared machine moves by several points.
 *
 * `LIGHTHOUSE_CHAIN=1` also prints, for each run, what the simulated phone waited for before the
 * largest paint: the requests of Lantern's (pessimistic) LCP graph, with their simulated start
 * and end. A request missing from it did not hold the paint back.
 */
const PAGES = [
  { name: 'student dashboard', path: '/' },
  { name: 'room grid GH-1', path: '/allotmentGH-1' },
];

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 1);
if (!Number.isInteger(RUNS) || RUNS < 1 || RUNS > 9) throw new Error(`LIGHTHOUSE_RUNS must be a whole number from 1 to 9, not ${process.env.LIGHTHOUSE_RUNS}`);

const CHAIN = process.env.LIGHTHOUSE_CHAIN === '1';

/** The requests in the last run's simulated LCP graph, in the order they start (see LIGHTHOUSE_CHAIN above). */
function lcpChain(): string[] {
  const timings = Lantern.Simulation.Simulator.allNodeTimings.get('pessimisticLargestContentfulPaint');
  if (!timings) return ['(no simulated LCP graph: was the page measured with simulated throttling?)'];
  return [...timings]
    .filter(([node]) => node.type === 'network')
    .sort(([, a], [, b]) => a.startTime - b.startTime)
    .map(([node, timing]) => {
      const { url, transferSize } = (node as Lantern.Graph.NetworkNode).request;
      return `  ${Math.round(timing.startTime)}-${Math.round(timing.endTime)} ms  ${new URL(url).pathname}  ${(transferSize / 1024).toFixed(1)} KB`;
    });
}

interface Run {
  score: number;
  line: string;
}

/**
 * One Lighthouse run of `url`. A run whose trace Lighthouse could not read (NO_NAVSTART, now and
 * then on a busy machine) scores 0 and measures nothing: it is said and run again, twice at most.
 */
async function measured(url: string, port: number, cookie: string) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], extraHeaders: { Cookie: cookie } });
    if (!result) throw new Error(`no Lighthouse result for ${url}`);
    const { runtimeError } = result.lhr;
    if (!runtimeError) return result.lhr;
    if (attempt === 3) throw new Error(`Lighthouse failed on ${url} three times: ${runtimeError.code} ${runtimeError.message}`);
    console.log(`(Lighthouse could not measure ${url}: ${runtimeError.code}; running it again)`);
  }
}

await setup();
const { stack, stop } = await startTestStack();
const chrome = await launch({ chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run'] });
try {
  const cookie = await demoStudentCookie(stack.url);
  const folder = join(artifacts, 'lighthouse');
  await mkdir(folder, { recursive: true });
  for (const page of PAGES) {
    const runs: Run[] = [];
    for (let run = 1; run <= RUNS; run++) {
      const lhr = await measured(`${stack.url}${page.path}`, chrome.port, cookie);
      const name = page.path === '/' ? 'dashboard' : page.path.slice(1);
      await writeFile(join(folder, `${name}${RUNS > 1 ? `-${run}` : ''}.json`), JSON.stringify(lhr, null, 1));
      const score = Math.round((lhr.categories.performance?.score ?? 0) * 100);
      const lcp = lhr.audits['largest-contentful-paint']?.numericValue ?? NaN;
      const ms = (id: string) => Math.round(lhr.audits[id]?.numericValue ?? NaN);
      const kb = Math.round((lhr.audits['total-byte-weight']?.numericValue ?? NaN) / 1024);
      const line = `performance ${score} (target >= 90), LCP ${(lcp / 1000).toFixed(2)} s (target <= 2.5): ${score >= 90 && lcp <= 2500 ? 'PASS' : 'MISS'}; FCP ${ms('first-contentful-paint')} ms, TBT ${ms('total-blocking-time')} ms, CLS ${lhr.audits['cumulative-layout-shift']?.numericValue?.toFixed(3)}, ${kb} KB transferred`;
      console.log(`${page.name} (${page.path})${RUNS > 1 ? `, run ${run} of ${RUNS}` : ''}: ${line}`);
      if (CHAIN) console.log(`what the simulated phone waited for before the largest paint:\n${lcpChain().join('\n')}`);
      runs.push({ score, line });
    }
    if (RUNS > 1) {
      const median = [...runs].sort((a, b) => a.score - b.score)[Math.floor(RUNS / 2)];
      console.log(`${page.name} (${page.path}), the median run of ${RUNS} by score: ${median?.line}`);
    }
  }
} finally {
  chrome.kill();
  await stop();
}

import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import * as Lantern from 'lighthouse/core/lib/lantern/lantern.js';
import { launch } from 'chrome-launcher';
import setup from './global-setup.ts';
import { BUCKET_COOKIE } from '../../scripts/remotes-served.ts';
import { artifacts, demoStudentCookie, startTestStack } from './stack.ts';
import { APPS, repoRoot, type AppName } from '../../scripts/apps.ts';
import { startStack, type Stack } from '../../scripts/stack.ts';

/**
 * `npm run lighthouse`: Lighthouse (mobile profile, its default simulated throttling) on the
 * student dashboard and a room grid, logged in as a demo student, against the production
 * builds served as `npm start` serves them, in Debian's Chromium. Each page is loaded
 * `LIGHTHOUSE_RUNS` times (default 5, at most 9) and the median of each figure is printed against
 * the targets: performance >= 90, LCP <= 2.5 s, and a grid's TBT <= 200 ms. The JSON reports are
 * kept in e2e/test-results/lighthouse/. A measurement, not a test: it never fails the build.
 *
 * `LIGHTHOUSE_BASELINE` measures another build in the same run, against the same gateway and
 * database, the runs of the two interleaved so that the machine's moods fall on both: a folder
 * holding `<app>/dist` for the four web apps, or a git commit, whose apps are then built once in
 * a worktree of the system's temporary folder, with its own npm install (not under node_modules:
 * the build compiles no file there).
 *
 * `LIGHTHOUSE_CHAIN=1` also prints, for each run, what the simulated phone waited for before the
 * largest paint: the requests of Lantern's (pessimistic) LCP graph, with their simulated start
 * and end. A request missing from it did not hold the paint back.
 */
const PAGES = [
  { name: 'student dashboard', path: '/', tbtTarget: undefined },
  { name: 'room grid GH-1', path: '/allotmentGH-1', tbtTarget: 200 },
];

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
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

/** The folder of a baseline's builds: a folder given, or a commit built once into the cache. */
function baselineFolder(given: string): string {
  if (existsSync(join(given, 'shell', 'dist'))) return given;
  const commit = execFileSync('git', ['rev-parse', '--short', given], { cwd: repoRoot, encoding: 'utf8' }).trim();
  const folder = join(tmpdir(), `dormspace-lighthouse-baseline-${commit}`);
  if (existsSync(join(folder, 'shell', 'dist', 'index.html'))) return folder;
  console.log(`building the baseline ${commit} in ${folder} (once: npm install, then its npm run build)`);
  if (!existsSync(folder)) execFileSync('git', ['worktree', 'add', '--detach', folder, commit], { cwd: repoRoot, stdio: 'inherit' });
  execFileSync('npm', ['install', '--no-audit', '--no-fund'], { cwd: folder, stdio: 'inherit' });
  execFileSync('npm', ['run', 'build'], { cwd: folder, stdio: 'inherit' });
  return folder;
}

interface Run {
  score: number;
  lcp: number;
  tbt: number;
  fcp: number;
  cls: number;
  kb: number;
}

/**
 * One Lighthouse run of `url`. A run whose trace Lighthouse could not read (NO_NAVSTART, now and
 * then on a busy machine) scores 0 and measures nothing: it is said and run again, twice at most.
 *
 * The demo student's session goes in a header with the browser's bucket (the stable releases):
 * Chromium replaces a header's Cookie with its own jar's once the jar holds any cookie of the site,
 * and `/remotes.json` gives a browser without a bucket one (issue 55). From then on every request
 * went without the session, and each run measured the login page it was sent to (the runs of
 * 2026-11-29 before this). A run that ends on another page than it asked for is refused.
 */
async function measured(url: string, port: number, cookie: string) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], extraHeaders: { Cookie: `${cookie}; ${BUCKET_COOKIE}=99` } });
    if (!result) throw new Error(`no Lighthouse result for ${url}`);
    const { runtimeError, finalDisplayedUrl } = result.lhr;
    if (new URL(finalDisplayedUrl).pathname !== new URL(url).pathname) throw new Error(`Lighthouse was sent from ${url} to ${finalDisplayedUrl}: the page was not measured as the demo student`);
    if (!runtimeError) return result.lhr;
    if (attempt === 3) throw new Error(`Lighthouse failed on ${url} three times: ${runtimeError.code} ${runtimeError.message}`);
    console.log(`(Lighthouse could not measure ${url}: ${runtimeError.code}; running it again)`);
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** The medians of a page's runs, against the targets. */
function summary(runs: Run[], tbtTarget: number | undefined): string {
  const score = median(runs.map((r) => r.score));
  const lcp = median(runs.map((r) => r.lcp));
  const tbt = median(runs.map((r) => r.tbt));
  const verdict = (met: boolean) => (met ? 'met' : 'MISSED');
  const tbtPart = tbtTarget === undefined ? `TBT ${tbt} ms` : `TBT ${tbt} ms (<= ${tbtTarget}: ${verdict(tbt <= tbtTarget)})`;
  return `performance ${score} (>= 90: ${verdict(score >= 90)}), LCP ${(lcp / 1000).toFixed(2)} s (<= 2.5: ${verdict(lcp <= 2500)}), ${tbtPart}; FCP ${median(runs.map((r) => r.fcp))} ms, range: performance ${Math.min(...runs.map((r) => r.score))}-${Math.max(...runs.map((r) => r.score))}, LCP ${(Math.min(...runs.map((r) => r.lcp)) / 1000).toFixed(2)}-${(Math.max(...runs.map((r) => r.lcp)) / 1000).toFixed(2)} s, TBT ${Math.min(...runs.map((r) => r.tbt))}-${Math.max(...runs.map((r) => r.tbt))} ms`;
}

await setup();
const { stack, env, stop } = await startTestStack();
const stacks: { label: string; stack: Stack }[] = [{ label: 'this build', stack }];
const baseline = process.env.LIGHTHOUSE_BASELINE;
if (baseline) {
  const ports: NodeJS.ProcessEnv = {};
  for (const app of Object.keys(APPS) as AppName[]) ports[APPS[app].portEnv] = '0';
  stacks.push({ label: `baseline ${baseline}`, stack: await startStack({ env: { ...env, ...ports }, gatewayUrl: stack.gatewayUrl, webRoot: baselineFolder(baseline) }) });
}
const chrome = await launch({ chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run'] });
try {
  const cookie = await demoStudentCookie(stack.url);
  const folder = join(artifacts, 'lighthouse');
  await mkdir(folder, { recursive: true });
  for (const page of PAGES) {
    const runs = stacks.map(() => [] as Run[]);
    for (let run = 1; run <= RUNS; run++) {
      for (const [index, { label, stack: served }] of stacks.entries()) {
        const lhr = await measured(`${served.url}${page.path}`, chrome.port, cookie);
        const name = `${page.path === '/' ? 'dashboard' : page.path.slice(1)}${index > 0 ? '-baseline' : ''}`;
        await writeFile(join(folder, `${name}${RUNS > 1 ? `-${run}` : ''}.json`), JSON.stringify(lhr, null, 1));
        const ms = (id: string) => Math.round(lhr.audits[id]?.numericValue ?? NaN);
        const measuredRun: Run = {
          score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
          lcp: ms('largest-contentful-paint'),
          tbt: ms('total-blocking-time'),
          fcp: ms('first-contentful-paint'),
          cls: Number((lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN).toFixed(3)),
          kb: Math.round((lhr.audits['total-byte-weight']?.numericValue ?? NaN) / 1024),
        };
        runs[index]!.push(measuredRun);
        const { score, lcp, tbt, fcp, cls, kb } = measuredRun;
        console.log(`${page.name} (${page.path}), ${label}, run ${run} of ${RUNS}: performance ${score}, LCP ${(lcp / 1000).toFixed(2)} s, FCP ${fcp} ms, TBT ${tbt} ms, CLS ${cls}, ${kb} KB transferred`);
        if (CHAIN) console.log(`what the simulated phone waited for before the largest paint:\n${lcpChain().join('\n')}`);
      }
    }
    for (const [index, { label }] of stacks.entries()) console.log(`${page.name} (${page.path}), ${label}, the median of ${RUNS}: ${summary(runs[index]!, page.tbtTarget)}`);
  }
} finally {
  chrome.kill();
  for (const { stack: served } of stacks.slice(1)) await served.stop();
  await stop();
}

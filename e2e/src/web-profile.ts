import { readFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { basename, join } from 'node:path';
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';
import setup from './global-setup.ts';
import { demoStudentCookie, launchChromium, startTestStack } from './stack.ts';
import { distDir, type AppName } from '../../scripts/apps.ts';

/**
 * `npm run profile -w e2e`: where the browser's time goes while a page loads. A demo student's
 * page (`PROFILE_PAGE`, default the room grid `/allotmentGH-1`) is loaded `PROFILE_LOADS` times
 * (default 6, at most 20) in a fresh context each, with Chromium's CPU slowed 4x as Lighthouse's
 * mobile profile slows it, under the V8 sampling profiler until the network is quiet. Self time
 * per load is mapped through the production builds' source maps to the package (or our folder)
 * it belongs to, and printed largest first, then the top functions. A measurement, not a test.
 *
 * Compare two builds by running it on each (swapping the apps' dist folders): one load moves by
 * a tenth from the next on a shared machine, so read the medians of several. `PROFILE_FOCUS`
 * (a package or folder, as the first list names it) lists that one's functions instead of all.
 */
const PAGE = process.env.PROFILE_PAGE ?? '/allotmentGH-1';
const FOCUS = process.env.PROFILE_FOCUS;
const LOADS = Number(process.env.PROFILE_LOADS ?? 6);
if (!Number.isInteger(LOADS) || LOADS < 1 || LOADS > 20) throw new Error(`PROFILE_LOADS must be a whole number from 1 to 20, not ${process.env.PROFILE_LOADS}`);

const APPS: AppName[] = ['shell', 'mf-student', 'mf-rooms', 'mf-admin'];
const maps = new Map<string, TraceMap | null>();

/** The source map of a served script, found by its file name in the apps' builds. */
async function mapOf(url: string): Promise<TraceMap | null> {
  if (maps.has(url)) return maps.get(url)!;
  let found: TraceMap | null = null;
  const file = basename(new URL(url).pathname);
  for (const app of APPS) {
    const path = join(distDir(app), `${file}.map`);
    if (existsSync(path) && existsSync(join(distDir(app), file))) {
      found = new TraceMap(await readFile(path, 'utf8'));
      break;
    }
  }
  maps.set(url, found);
  return found;
}

/** Where a frame's code comes from: a package, a folder of ours, a script without a map, or V8's own (`(program)`, `(garbage collector)`). */
async function origin(frame: { functionName: string; url: string; lineNumber: number; columnNumber: number }): Promise<{ where: string; what: string }> {
  if (!frame.url) return { where: `(${frame.functionName || 'native'})`, what: frame.functionName };
  const map = frame.url.startsWith('http') ? await mapOf(frame.url) : null;
  const position = map ? originalPositionFor(map, { line: frame.lineNumber + 1, column: frame.columnNumber }) : null;
  if (!position?.source) return { where: new URL(frame.url).pathname, what: frame.functionName };
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(position.source)?.[1];
  const where = pkg ?? position.source.replace(/^webpack:\/\/[^/]*\//, '').split('/').slice(0, 3).join('/');
  return { where, what: `${position.name ?? frame.functionName} ${basename(position.source)}:${position.line}` };
}

await setup();
const { stack, stop } = await startTestStack();
const browser = await launchChromium();
const byWhere = new Map<string, number>();
const byFunction = new Map<string, number>();
const add = (into: Map<string, number>, key: string, us: number) => into.set(key, (into.get(key) ?? 0) + us);
try {
  const cookie = await demoStudentCookie(stack.url);
  const at = cookie.indexOf('=');
  const [name, value] = [cookie.slice(0, at), cookie.slice(at + 1)];
  for (let load = 0; load < LOADS; load++) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    await context.addCookies([{ name, value, url: stack.url }]);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    await page.goto(`${stack.url}${PAGE}`);
    await page.waitForLoadState('networkidle');
    const { profile } = await cdp.send('Profiler.stop');
    await context.close();
    const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
    const deltas = profile.timeDeltas ?? [];
    for (let i = 0; i < (profile.samples ?? []).length; i++) {
      const frame = nodes.get(profile.samples![i]!)!.callFrame;
      if (frame.functionName === '(idle)') continue;
      const { where, what } = await origin(frame);
      add(byWhere, where, deltas[i] ?? 0);
      add(byFunction, `${where} | ${what}`, deltas[i] ?? 0);
    }
  }
} finally {
  await browser.close();
  await stop();
}

const perLoad = (us: number) => `${(us / LOADS / 1000).toFixed(1).padStart(7)} ms`;
const busy = [...byWhere.values()].reduce((a, b) => a + b, 0);
console.log(`${PAGE}: ${LOADS} loads at 4x CPU slowdown, busy ${perLoad(busy).trim()} a load; self time a load by where the code comes from:`);
for (const [where, us] of [...byWhere].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log(`${perLoad(us)}  ${where}`);
console.log(`the functions with the most self time${FOCUS ? ` in ${FOCUS}` : ''}:`);
const functions = [...byFunction].filter(([what]) => !FOCUS || what.startsWith(`${FOCUS} | `));
for (const [what, us] of functions.sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log(`${perLoad(us)}  ${what}`);

import { readFile, writeFile, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import webpack, { type Stats } from 'webpack';
import { APPS, distDir, parseApps, repoRoot, type AppName } from './apps.js';
import { webpackConfig, type BuildTarget } from './webpack.js';

/** Builds apps for production; one failing app fails the build but not the others' output. */
export async function build(apps: AppName[], mode: 'production' | 'development' = 'production', target: BuildTarget = {}): Promise<Map<AppName, Stats>> {
  const results = new Map<AppName, Stats>();
  const failed: string[] = [];
  for (const app of apps) {
    const started = Date.now();
    const stats = await new Promise<Stats>((resolve, reject) =>
      webpack(webpackConfig(app, mode, target), (error, result) => (error || !result ? reject(error ?? new Error('no stats')) : resolve(result))),
    );
    if (stats.hasErrors()) {
      failed.push(app);
      console.error(stats.toString({ colors: false, all: false, errors: true }));
    } else {
      console.info(`built ${app} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      results.set(app, stats);
    }
  }
  if (failed.length > 0) throw new Error(`build failed: ${failed.join(', ')}`);
  return results;
}

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

async function gzipSize(app: AppName, file: string): Promise<number> {
  return gzipSync(await readFile(join(distDir(app), file)), { level: 9 }).length;
}

/** The JavaScript files of a named chunk group (a remote's exposed module and what it needs). */
function groupFiles(stats: Stats, group: string): string[] {
  return (stats.compilation.namedChunkGroups.get(group)?.getFiles() ?? []).filter((f) => f.endsWith('.js'));
}

/**
 * The scripts the shell's page names: its `<script src>` and its `<link rel=preload as=script>`
 * (index.html as built). Every first screen downloads these from the shell, whichever route.
 */
export function pageScripts(html: string): string[] {
  const tags = html.match(/<(?:script|link)\b[^>]*>/g) ?? [];
  const named = tags
    .filter((tag) => tag.startsWith('<script') || (/\brel=["']?preload\b/.test(tag) && /\bas=["']?script\b/.test(tag)))
    .map((tag) => /\b(?:src|href)=["']?\/?([^"'\s>]+\.js)\b/.exec(tag)?.[1])
    .filter((file): file is string => file !== undefined);
  if (named.length === 0) throw new Error("the shell's index.html names no scripts");
  return [...new Set(named)];
}

/**
 * The budget (issues 4, 14 and 38): gzip of what a student's first screens download, the
 * dashboard and a room grid (the scripts the shell's page names, then the remote's entry and
 * first route), of each remote's entry and first route, and of Apollo Client, which comes after.
 * Static, from the built page and webpack's chunk groups; the browser journey measures the same
 * in Chromium, with whatever a screen asks for before it shows.
 */
export async function budget(stats: Map<AppName, Stats>) {
  const report: Record<string, unknown> = {};
  let shellPageBytes = 0;
  if (stats.has('shell')) {
    const page = pageScripts(await readFile(join(distDir('shell'), 'index.html'), 'utf8'));
    for (const f of page) shellPageBytes += await gzipSize('shell', f);
    const files = Object.keys(stats.get('shell')!.compilation.assets).filter((f) => f.endsWith('.js'));
    let total = 0;
    for (const f of files) total += await gzipSize('shell', f);
    report.shell = {
      pageScripts: page.length,
      pageGzipKB: kb(shellPageBytes),
      // Lazy and fallback chunks included: what the shell could ever send, not what a screen loads.
      allScripts: files.length,
      allScriptsGzipKB: kb(total),
    };
  }
  for (const [app, s] of stats) {
    if (!APPS[app].remote) continue;
    const entry = await gzipSize(app, 'remoteEntry.js');
    let route = 0;
    const routeFiles = groupFiles(s, '__federation_expose_routes');
    for (const f of routeFiles) route += await gzipSize(app, f);
    report[app] = { entryGzipKB: kb(entry), firstRouteGzipKB: kb(route), routeFiles };
  }
  // Each first screen: the shell page's scripts, then its remote's entry and first route. Apollo
  // Client is neither's: both show from the answers the page asked early, and it comes after.
  const firstScreen = (remote: AppName, targetKB: number, page: string) => {
    const owner = report[remote] as { entryGzipKB: number; firstRouteGzipKB: number } | undefined;
    if (!report.shell || !owner) return undefined;
    return { page, gzipKB: Math.round((kb(shellPageBytes) + owner.entryGzipKB + owner.firstRouteGzipKB) * 10) / 10, targetKB };
  };
  const dashboard = firstScreen('mf-student', 160, "a student's dashboard (/)");
  const roomGrid = firstScreen('mf-rooms', 200, 'a room grid (/allotmentGH-1)');
  if (dashboard || roomGrid)
    report.firstScreens = {
      ...(dashboard ? { dashboard } : {}),
      ...(roomGrid ? { roomGrid } : {}),
      scope: "the shell page's scripts plus the remote's entry and first route; Apollo Client and graphql-ws come after the first screen (the browser journey's budget test counts what Chromium asks for before the screen shows)",
    };
  if (stats.has('shell')) {
    // What web-kit/graphql's lazy import loads (webpack's chunk group `apollo-client`).
    const apollo = groupFiles(stats.get('shell')!, 'apollo-client');
    let apolloBytes = 0;
    for (const f of apollo) apolloBytes += await gzipSize('shell', f);
    report.apolloClient = { files: apollo, gzipKB: kb(apolloBytes), when: 'after the first screen, when something first needs it' };
  }
  return report;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const apps = parseApps(process.argv.slice(2));
  try {
    const stats = await build(apps);
    const report = await budget(stats);
    await mkdir(join(repoRoot, 'node_modules', '.cache'), { recursive: true });
    await writeFile(join(repoRoot, 'node_modules', '.cache', 'budget.json'), JSON.stringify(report, null, 2));
    console.info('\nbudget (gzip):');
    console.info(JSON.stringify(report, null, 2));
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}

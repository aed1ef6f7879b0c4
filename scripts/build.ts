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
 * The budget (issue 4): gzip of what the shell loads before its first screen, of each remote's
 * entry, and of each remote's first route. Static, from webpack's chunk groups; the browser
 * journey measures the same in Chromium.
 */
export async function budget(stats: Map<AppName, Stats>) {
  const report: Record<string, unknown> = {};
  const shell = stats.get('shell');
  if (shell) {
    const files = Object.keys(shell.compilation.assets).filter((f) => f.endsWith('.js'));
    let total = 0;
    for (const f of files) total += await gzipSize('shell', f);
    // Every script the shell has, lazy and fallback chunks included: an upper bound. What the
    // first screen loads is measured in Chromium (e2e/test-results/budget.json).
    report.shell = { files: files.length, gzipKB: kb(total), scope: 'all shell scripts (upper bound)' };
  }
  for (const [app, s] of stats) {
    if (!APPS[app].remote) continue;
    const entry = await gzipSize(app, 'remoteEntry.js');
    let route = 0;
    const routeFiles = groupFiles(s, '__federation_expose_routes');
    for (const f of routeFiles) route += await gzipSize(app, f);
    report[app] = { entryGzipKB: kb(entry), firstRouteGzipKB: kb(route), routeFiles };
  }
  const shellKB = (report.shell as { gzipKB: number } | undefined)?.gzipKB ?? 0;
  const firstRemote = report['mf-student'] as { entryGzipKB: number; firstRouteGzipKB: number } | undefined;
  if (firstRemote) report.shellPlusFirstRoute = { gzipKB: Math.round((shellKB + firstRemote.entryGzipKB + firstRemote.firstRouteGzipKB) * 10) / 10, targetKB: 170 };
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

import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { build } from '../../scripts/build.ts';
import { APPS, distDir, type AppName } from '../../scripts/apps.ts';

/** Builds the four web apps once for every journey (E2E_REBUILD=0 reuses a build that exists). */
export default async function setup() {
  const apps = Object.keys(APPS) as AppName[];
  const built = apps.every((app) => existsSync(join(distDir(app), 'index.html')));
  if (process.env.E2E_REBUILD !== '0' || !built) await build(apps);
}

import { join, resolve } from 'node:path';
import { REMOTES, type AppName } from './apps.js';
import { listReleases, promote, release, releasesDir, ReleaseError, rollback } from './releases.js';

/** `npm run release|promote|rollback|releases -w <remote>`: one command, its words on stdout. */
async function main(args: string[]): Promise<number> {
  const [command, app, ...rest] = args;
  const flag = (name: string) => {
    const index = rest.indexOf(`--${name}`);
    return index >= 0 ? rest[index + 1] : undefined;
  };
  const usage = 'usage: release <remote> [--version V] | promote <remote> <version> [--schema FILE] [--shell MF-MANIFEST] | rollback <remote> | releases <remote>';
  if (!command || !app || !(REMOTES as string[]).includes(app)) {
    console.error(`${usage}\nremotes: ${REMOTES.join(', ')}`);
    return 2;
  }
  const remote = app as AppName;
  try {
    if (command === 'release') {
      const info = await release(remote, { version: flag('version') });
      console.info(`released ${remote} ${info.version} into ${join(releasesDir(remote), info.version)}\npromote it with: npm run promote -w ${remote} -- ${info.version}`);
    } else if (command === 'promote') {
      const version = rest.find((a, i) => !a.startsWith('--') && !rest[i - 1]?.startsWith('--'));
      if (!version) throw new ReleaseError(`which version? ${usage}`);
      // npm runs workspace scripts in the workspace: paths are the caller's, from where npm was run.
      const fromCaller = (path: string | undefined) => (path ? resolve(process.env.INIT_CWD ?? process.cwd(), path) : undefined);
      const { previous } = await promote(remote, version, { schemaPath: fromCaller(flag('schema')), shellManifest: fromCaller(flag('shell')) });
      console.info(`${remote} now serves ${version} (was ${previous ?? 'the local build'}); browsers load it on their next page load.`);
    } else if (command === 'rollback') {
      const { from, to } = await rollback(remote);
      console.info(`${remote} rolled back from ${from} to ${to ?? 'the local build'}.`);
    } else if (command === 'releases') {
      const { versions, current } = await listReleases(remote);
      for (const v of versions) console.info(`${v === current ? '*' : ' '} ${v}`);
      if (!current) console.info('* the local build (nothing promoted)');
    } else {
      console.error(usage);
      return 2;
    }
    return 0;
  } catch (error) {
    if (error instanceof ReleaseError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
}

/** `tsx scripts/release.ts <release|promote|rollback|releases> <remote> …` (see docs/deploying-a-remote.md). */
process.exit(await main(process.argv.slice(2)));

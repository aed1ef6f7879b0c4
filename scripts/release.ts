import { join, resolve } from 'node:path';
import { REMOTES, type AppName } from './apps.js';
import { canaryDatabaseUrl, canarySteps, changeCanary, startCanary, wholeFlag, CANARY_DEFAULTS, type CanaryAction } from './canaries.js';
import { canaryReport, formatCanaryReport } from './canary-status.js';
import { listReleases, promote, release, releasesDir, ReleaseError, rollback } from './releases.js';

const CANARY_ACTIONS = ['status', 'pause', 'resume', 'abort', 'finish'] as const;

/**
 * A plain promotion or rollback moves the stable release under a canary: refused while one runs or
 * is paused. Where the canaries' database cannot be reached, nobody can be served one: go ahead.
 */
async function refuseDuringCanary(remote: AppName, what: string): Promise<void> {
  if (!canaryDatabaseUrl()) return;
  const report = await canaryReport(remote).catch((error: unknown) => {
    if (error instanceof ReleaseError) return undefined;
    throw error;
  });
  const canary = report?.canary;
  if (canary && (canary.status === 'running' || canary.status === 'paused')) {
    throw new ReleaseError(`Refused: ${remote} has a canary ${canary.status}, ${canary.canaryRelease} at ${canary.share} %. A ${what} would move the stable release under it: finish or abort it first (npm run canary -w ${remote} -- finish | abort).`);
  }
}

/** `npm run release|promote|rollback|releases|canary -w <remote>`: one command, its words on stdout. */
async function main(args: string[]): Promise<number> {
  const [command, app, ...rest] = args;
  const flag = (name: string) => {
    const index = rest.indexOf(`--${name}`);
    return index >= 0 ? rest[index + 1] : undefined;
  };
  const usage = [
    'usage: release <remote> [--version V]',
    '     | promote <remote> <version> [--schema FILE] [--shell MF-MANIFEST]',
    '         [--canary PERCENT [--steps 10,50,100] [--min-sessions 20] [--min-minutes 5] [--lcp-p75-ms 2500] [--by NAME]]',
    '     | rollback <remote> | releases <remote>',
    `     | canary <remote> ${CANARY_ACTIONS.join('|')} [--by NAME]`,
  ].join('\n');
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
      const checks = { schemaPath: fromCaller(flag('schema')), shellManifest: fromCaller(flag('shell')) };
      if (flag('canary') !== undefined || flag('steps') !== undefined) {
        const canary = await startCanary(remote, version, {
          ...checks,
          steps: canarySteps(flag('canary'), flag('steps')),
          minSessions: wholeFlag('min-sessions', flag('min-sessions'), CANARY_DEFAULTS.minSessions, 1),
          minMinutes: wholeFlag('min-minutes', flag('min-minutes'), CANARY_DEFAULTS.minMinutes, 0),
          lcpP75Ms: wholeFlag('lcp-p75-ms', flag('lcp-p75-ms'), CANARY_DEFAULTS.lcpP75Ms, 1),
          by: flag('by'),
        });
        console.info(
          [
            `${remote} ${version} is a canary: ${canary.share} % of browsers get it at their next page load, the rest stay on ${canary.stableRelease ?? 'the local build'}.`,
            `Steps ${canary.steps.join(' → ')} %, each judged by the gateway after ${canary.minSessions} sessions on the canary and ${canary.minMinutes} min (LCP p75 at most ${canary.lcpP75Ms} ms).`,
            `Follow it: npm run canary -w ${remote} -- status   (pause, resume, abort, finish)`,
          ].join('\n'),
        );
        return 0;
      }
      await refuseDuringCanary(remote, 'promotion');
      const { previous } = await promote(remote, version, checks);
      console.info(`${remote} now serves ${version} (was ${previous ?? 'the local build'}); browsers load it on their next page load.`);
    } else if (command === 'canary') {
      const action = rest.find((a, i) => !a.startsWith('--') && !rest[i - 1]?.startsWith('--'));
      if (!action || !(CANARY_ACTIONS as readonly string[]).includes(action)) throw new ReleaseError(`which? canary <remote> ${CANARY_ACTIONS.join('|')}`);
      if (action === 'status') {
        console.info(formatCanaryReport(await canaryReport(remote)));
        return 0;
      }
      const canary = await changeCanary(remote, action as CanaryAction, { by: flag('by') });
      const done: Record<CanaryAction, string> = {
        pause: `paused at ${canary.share} %: the judge leaves it there, and its browsers stay on it, until it is resumed.`,
        resume: `running again at ${canary.share} %: the judge takes it from there.`,
        abort: `aborted: every browser gets ${canary.stableRelease ?? 'the local build'} at its next page load.`,
        finish: canary.appliedAt
          ? `finished: ${canary.canaryRelease} is the stable release, for every browser at its next page load (npm run rollback -w ${remote} returns to ${canary.stableRelease ?? 'the local build'}).`
          : `finished: promoted; the shell's server writes it into the runtime map at its next read.`,
      };
      console.info(`${remote} canary ${canary.canaryRelease} ${done[action as CanaryAction]}`);
    } else if (command === 'rollback') {
      await refuseDuringCanary(remote, 'rollback');
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

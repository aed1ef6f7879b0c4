import type { AppName } from './apps.js';
import { ACTIVE, fromRow, withCanaryDatabase, type Canary, type CanaryRow } from './canaries.js';
import { stableRelease } from './releases.js';

/**
 * `npm run canary -w <remote> -- status` (issue 55): where a remote's canary stands and what the
 * gateway's judge decided, read from the environment's database, as a team reads it. The teams'
 * view of their canaries (docs/decisions/0160: a command, not an mf-admin page).
 */

/** What `npm run canary -- status` shows: the stable release, the canary (running, paused, or the last), and the judge's decisions. */
export interface CanaryReport {
  app: AppName;
  /** What the runtime map serves everyone outside a canary's share (null: the local build). */
  stable: string | null;
  canary?: Canary;
  judgments: Judgment[];
}

/** One decision of the gateway's judge (`canary_judgments`), with the signals it weighed. */
export interface Judgment {
  at: Date;
  share: number;
  decision: string;
  reason: string;
  canarySessions: number;
  canaryFailed: number;
  stableSessions: number;
  stableFailed: number;
  pValue: number | null;
  canaryLcpP75: number | null;
  stableLcpP75: number | null;
}

export async function canaryReport(app: AppName, options: { env?: NodeJS.ProcessEnv } = {}): Promise<CanaryReport> {
  const env = options.env ?? process.env;
  const stable = await stableRelease(app, env);
  return withCanaryDatabase(env, async (db) => {
    const { rows } = await db.query<CanaryRow>(`select * from remote_canaries where remote = $1 order by (${ACTIVE}) desc, started_at desc limit 1`, [app]);
    const canary = rows[0] && fromRow(rows[0]);
    if (!canary) return { app, stable, judgments: [] };
    const judged = await db.query<Record<string, unknown>>('select * from canary_judgments where canary_id = $1 order by at', [canary.id]);
    const number = (value: unknown) => (value === null || value === undefined ? null : Number(value));
    const judgments = judged.rows.map((j) => ({
      at: j.at as Date,
      share: Number(j.share),
      decision: String(j.decision),
      reason: String(j.reason ?? ''),
      canarySessions: Number(j.canary_sessions ?? 0),
      canaryFailed: Number(j.canary_failed ?? 0),
      stableSessions: Number(j.stable_sessions ?? 0),
      stableFailed: Number(j.stable_failed ?? 0),
      pValue: number(j.p_value),
      canaryLcpP75: number(j.canary_lcp_p75),
      stableLcpP75: number(j.stable_lcp_p75),
    }));
    return { app, stable, canary, judgments };
  });
}

const time = (date: Date) => `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
const minutesSince = (date: Date, now: Date) => Math.max(0, Math.floor((now.getTime() - date.getTime()) / 60_000));
const release = (version: string | null) => version ?? 'the local build';

/** The status report as a team reads it. */
export function formatCanaryReport({ app, stable, canary, judgments }: CanaryReport, now = new Date()): string {
  if (!canary) return `${app}: no canary yet. Every browser gets ${release(stable)}.`;
  const active = canary.status === 'running' || canary.status === 'paused';
  const steps = canary.steps.map((share, i) => (i === canary.step ? `[${share} %]` : `${share} %`)).join(' → ');
  const lines = [
    `${app}`,
    `  stable:   ${active ? release(canary.stableRelease) : release(stable)}${active && canary.stableRelease !== stable ? ` (the runtime map now says ${release(stable)})` : ''}`,
    `  canary:   ${canary.canaryRelease}`,
    `  status:   ${canary.status.replace('_', ' ')}${active ? '' : ` ${canary.endedAt ? time(canary.endedAt) : ''}`}${canary.status === 'promoted' ? (canary.appliedAt ? `, the stable release since ${time(canary.appliedAt)}` : ', not yet written into the runtime map (the shell\'s server does it at its next read)') : ''}`,
    `  share:    ${active ? `${canary.share} % of browsers get the canary (buckets 0-${canary.share - 1}), the rest the stable release` : 'none: every browser gets the stable release'}`,
    `  step:     ${canary.step + 1} of ${canary.steps.length}: ${steps}`,
    `            since ${time(canary.stepStartedAt)} (${minutesSince(canary.stepStartedAt, now)} min); judged after ${canary.minSessions} sessions on the canary and ${canary.minMinutes} min, LCP p75 at most ${canary.lcpP75Ms} ms`,
    `  started:  ${time(canary.startedAt)} by ${canary.startedBy}`,
    `  reason:   ${canary.reason ?? 'none'}`,
  ];
  if (judgments.length === 0) lines.push('  judged:   not yet');
  else {
    const shown = judgments.slice(-10);
    lines.push(`  judged:   ${judgments.length} time${judgments.length === 1 ? '' : 's'}${judgments.length > shown.length ? ` (the last ${shown.length})` : ''}`);
    const ms = (value: number | null) => (value === null ? '-' : `${Math.round(value)} ms`);
    for (const j of shown) {
      lines.push(
        `    ${time(j.at)} at ${j.share} %: ${j.decision}. canary ${j.canaryFailed}/${j.canarySessions} sessions failed, stable ${j.stableFailed}/${j.stableSessions}` +
          `${j.pValue === null ? '' : `, p = ${j.pValue.toPrecision(2)}`}; LCP p75 ${ms(j.canaryLcpP75)} vs ${ms(j.stableLcpP75)}. ${j.reason}`,
      );
    }
  }
  return lines.join('\n');
}

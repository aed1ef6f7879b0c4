/**
 * The canary's judge, as arithmetic (docs/decisions/0160): no database, no clock, so its every
 * decision can be tested on recorded samples.
 *
 * Error rate: the share of a release's sessions that reported at least one error (a failed load, a
 * render error caught by the error boundary, an unhandled error from the remote's code) since the
 * step began. The canary is worse when a one-sided Fisher exact test says its share is higher than
 * the stable release's at p < 0.05: exact for the small counts of a 10 % step (a normal
 * approximation misleads below about ten failures a side), and it needs no assumption about rates.
 * With no stable sessions to compare against, a canary is worse when half or more of its sessions
 * failed. LCP: the canary's 75th percentile against the team's threshold.
 */

/**
 * One release's sessions in the step: how many, how many of them reported an error, and the 75th
 * percentile of their LCP values (ms; null with fewer than {@link MIN_LCP_SAMPLES}). The gateway
 * computes the percentile in PostgreSQL (`percentile_disc(0.75)`, the nearest rank {@link p75}
 * computes), so a long step's values never travel.
 */
export interface ReleaseSample {
  sessions: number;
  failedSessions: number;
  lcpP75Ms: number | null;
}

export interface JudgeRules {
  /** Sessions on the canary a step needs before it is judged healthy (a failure can end it sooner: see below). */
  minSessions: number;
  /** Minutes a step lasts at least before it moves on. */
  minMinutes: number;
  /** The team's threshold for the canary's LCP at the 75th percentile, ms. */
  lcpP75Ms: number;
  /** The share of the current step, and whether it is the last. */
  lastStep: boolean;
}

export type Verdict =
  | { decision: 'wait'; reason: string }
  | { decision: 'advance'; reason: string }
  | { decision: 'promote'; reason: string }
  | { decision: 'rollback'; reason: string };

export interface Judgment {
  verdict: Verdict;
  canaryErrorRate: number | null;
  stableErrorRate: number | null;
  /** The one-sided Fisher exact test's p (canary worse than stable), or null when not computed. */
  pValue: number | null;
  canaryLcpP75: number | null;
  stableLcpP75: number | null;
}

/** The significance level of the error-rate test. */
export const ALPHA = 0.05;
/** Without stable sessions to compare with, a canary is worse when this share of its sessions failed. */
export const ALONE_FAILURE_SHARE = 0.5;
/** LCP values a 75th percentile needs before it is compared. */
export const MIN_LCP_SAMPLES = 5;

/** ln(n!) for the hypergeometric terms, exact enough for counts in the thousands. */
function logFactorial(n: number): number {
  let sum = 0;
  for (let i = 2; i <= n; i++) sum += Math.log(i);
  return sum;
}

/**
 * One-sided Fisher exact test: the probability, were both releases the same, of the canary having
 * at least `a` failed sessions of its `a + b`, given the stable release's `c` failed of `c + d`.
 */
export function fisherGreater(a: number, b: number, c: number, d: number): number {
  const n = a + b + c + d;
  const row1 = a + b;
  const col1 = a + c;
  const logDenominator = logFactorial(n) - logFactorial(row1) - logFactorial(n - row1) - logFactorial(col1) - logFactorial(n - col1);
  let p = 0;
  for (let x = a; x <= Math.min(row1, col1); x++) {
    const logTerm = -(logFactorial(x) + logFactorial(row1 - x) + logFactorial(col1 - x) + logFactorial(n - row1 - col1 + x)) - logDenominator;
    p += Math.exp(logTerm);
  }
  return Math.min(1, p);
}

/** The 75th percentile (nearest rank: PostgreSQL's `percentile_disc(0.75)`), or null without enough values. */
export function p75(values: readonly number[]): number | null {
  if (values.length < MIN_LCP_SAMPLES) return null;
  const sorted = [...values].sort((x, y) => x - y);
  return sorted[Math.ceil(0.75 * sorted.length) - 1]!;
}

const percent = (rate: number) => `${(rate * 100).toFixed(1)} %`;

/** The judge's verdict on one step: wait, advance, promote (the last step passed) or roll back, with its reason in words. */
export function judge(canary: ReleaseSample, stable: ReleaseSample, rules: JudgeRules, minutesInStep: number): Judgment {
  const canaryRate = canary.sessions > 0 ? canary.failedSessions / canary.sessions : null;
  const stableRate = stable.sessions > 0 ? stable.failedSessions / stable.sessions : null;
  const canaryLcp = canary.lcpP75Ms;
  const stableLcp = stable.lcpP75Ms;
  const judgment = (verdict: Verdict, pValue: number | null = null): Judgment => ({ verdict, canaryErrorRate: canaryRate, stableErrorRate: stableRate, pValue, canaryLcpP75: canaryLcp, stableLcpP75: stableLcp });

  // Errors: judged as soon as they are significant, even before the minimum: a broken release is not kept for its minutes.
  let pValue: number | null = null;
  if (canary.failedSessions > 0) {
    if (stable.sessions > 0) {
      pValue = fisherGreater(canary.failedSessions, canary.sessions - canary.failedSessions, stable.failedSessions, stable.sessions - stable.failedSessions);
      if (pValue < ALPHA && canaryRate! > stableRate!) {
        return judgment({ decision: 'rollback', reason: `errors: ${canary.failedSessions} of ${canary.sessions} canary sessions (${percent(canaryRate!)}) against ${stable.failedSessions} of ${stable.sessions} stable (${percent(stableRate!)}); Fisher exact p = ${pValue.toPrecision(2)} < ${ALPHA}` }, pValue);
      }
    } else if (canary.sessions >= rules.minSessions && canaryRate! >= ALONE_FAILURE_SHARE) {
      return judgment({ decision: 'rollback', reason: `errors: ${canary.failedSessions} of ${canary.sessions} canary sessions (${percent(canaryRate!)}) with no stable session to compare against` });
    }
  }
  if (canary.sessions < rules.minSessions) return judgment({ decision: 'wait', reason: `${canary.sessions} of ${rules.minSessions} canary sessions so far` }, pValue);
  if (canaryLcp !== null && canaryLcp > rules.lcpP75Ms) {
    return judgment({ decision: 'rollback', reason: `LCP p75 ${Math.round(canaryLcp)} ms on the canary, over the team's ${rules.lcpP75Ms} ms (stable ${stableLcp === null ? 'not measured' : `${Math.round(stableLcp)} ms`})` }, pValue);
  }
  if (minutesInStep < rules.minMinutes) return judgment({ decision: 'wait', reason: `${Math.floor(minutesInStep)} of ${rules.minMinutes} minutes in this step` }, pValue);
  const health = `${canary.failedSessions} of ${canary.sessions} canary sessions with errors${canaryLcp === null ? '' : `, LCP p75 ${Math.round(canaryLcp)} ms`}`;
  return judgment({ decision: rules.lastStep ? 'promote' : 'advance', reason: `healthy: ${health}` }, pValue);
}

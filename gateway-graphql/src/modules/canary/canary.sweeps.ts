import type { EntityManager } from '@mikro-orm/postgresql';
import type { Clock } from '../../core/clock.js';
import { CanaryStatus } from '../../core/enums.js';
import type { AuditLog } from '../audit/index.js';
import { judge, MIN_LCP_SAMPLES, type Judgment, type ReleaseSample } from './canary.judge.js';
import type { RemoteCanaryRow as CanaryRow } from './canary.row.js';
import { LOCAL_BUILD } from './canary.reports.js';

/** What one sweep did to each canary it judged. */
export interface CanaryOutcome {
  canaryId: string;
  remote: string;
  decision: Judgment['verdict']['decision'];
  share: number;
  reason: string;
}

/**
 * A release's sample of a canary's step: its sessions and failed sessions from the step's tally
 * (canary_sessions, written by the beacon), and the 75th percentile (nearest rank, as p75 in
 * canary.judge.ts) of the LCP values its browsers reported since the step began, once there are
 * enough of them. Parameters: the canary, its step, the release; the fewest LCP values; the
 * canary, the release, the step's start. The bench times this very statement (bench/run-canary.ts).
 */
export const STEP_SAMPLE_SQL = `select s.sessions, s.failed, l.lcp_p75
   from (select count(*)::int as sessions, count(*) filter (where failed)::int as failed from canary_sessions where canary_id = ? and step = ? and release = ?) s,
        (select case when count(*) >= ? then percentile_disc(0.75) within group (order by value) end as lcp_p75
           from canary_reports where canary_id = ? and release = ? and at >= ? and vital = 'LCP') l`;

/**
 * How long a canary's reports are kept once it has ended: its judgments (the signals each
 * decision weighed) stay, the reports (a pseudonymous key a session, its routes and messages)
 * and the sessions' tally are erased, so the tables hold the running canaries' and a week of the
 * ended ones'.
 */
export const REPORTS_KEPT_DAYS = 7;

/**
 * The judge's job, on the durable queue (bootstrap.ts): each running canary's step is judged on its
 * sessions' tally and the LCP reported since it began (canary.judge.ts), and moved: on to the next
 * share, promoted (the last step passed: whatever answers /remotes.json writes it into the runtime
 * map), or rolled back with the reason; each judgment is kept with its signals, each move audited.
 * A canary another gateway's sweep holds is skipped.
 */
export class CanarySweeps {
  constructor(
    private readonly em: EntityManager,
    private readonly deps: { clock: Clock; audit: AuditLog },
  ) {}

  async judgeAll(): Promise<CanaryOutcome[]> {
    await this.em.execute(
      `with ended as (select id from remote_canaries where ended_at < ?::timestamptz - make_interval(days => ?)),
            tally as (delete from canary_sessions where canary_id in (select id from ended))
       delete from canary_reports where canary_id in (select id from ended)`,
      [this.deps.clock(), REPORTS_KEPT_DAYS],
    );
    const outcomes: CanaryOutcome[] = [];
    const ids = await this.em.execute<{ id: string }[]>(`select id from remote_canaries where status = 'running' order by started_at`);
    for (const { id } of ids) {
      const outcome = await this.judgeOne(id);
      if (outcome) outcomes.push(outcome);
    }
    return outcomes;
  }

  private async judgeOne(id: string): Promise<CanaryOutcome | null> {
    const now = this.deps.clock();
    return this.em.transactional(async (em) => {
      const [canary] = await em.execute<CanaryRow[]>(`select * from remote_canaries where id = ? and status = 'running' for update skip locked`, [id]);
      if (!canary) return null;
      const sample = async (release: string): Promise<ReleaseSample> => {
        const [row] = await em.execute<{ sessions: number; failed: number; lcp_p75: number | null }[]>(STEP_SAMPLE_SQL, [
          canary.id,
          canary.step,
          release,
          MIN_LCP_SAMPLES,
          canary.id,
          release,
          canary.step_started_at,
        ]);
        return { sessions: row?.sessions ?? 0, failedSessions: row?.failed ?? 0, lcpP75Ms: row?.lcp_p75 === null || row?.lcp_p75 === undefined ? null : Number(row.lcp_p75) };
      };
      const canarySample = await sample(canary.canary_release);
      const stableSample = await sample(canary.stable_release ?? LOCAL_BUILD);
      const minutes = (now.getTime() - new Date(canary.step_started_at).getTime()) / 60_000;
      const steps = canary.steps.map(Number);
      const result = judge(canarySample, stableSample, { minSessions: canary.min_sessions, minMinutes: canary.min_minutes, lcpP75Ms: canary.lcp_p75_ms, lastStep: canary.step >= steps.length - 1 }, minutes);
      const { decision, reason } = result.verdict;
      const [last] = await em.execute<{ decision: string; reason: string }[]>('select decision, reason from canary_judgments where canary_id = ? order by at desc, id desc limit 1', [canary.id]);
      // A wait is kept when it says something new (sessions or minutes move every sweep: kept once a share, then at each move).
      if (decision !== 'wait' || last?.decision !== 'wait') {
        await em.execute(
          `insert into canary_judgments (canary_id, at, share, decision, reason, canary_sessions, canary_failed, stable_sessions, stable_failed, p_value, canary_lcp_p75, stable_lcp_p75)
           values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
          [canary.id, now, canary.share, decision, reason, canarySample.sessions, canarySample.failedSessions, stableSample.sessions, stableSample.failedSessions, result.pValue, result.canaryLcpP75, result.stableLcpP75],
        );
      }
      let share = canary.share;
      if (decision === 'advance') {
        share = steps[canary.step + 1]!;
        await em.execute('update remote_canaries set step = step + 1, share = ?, step_started_at = ? where id = ?', [share, now, canary.id]);
      } else if (decision === 'promote' || decision === 'rollback') {
        const status = decision === 'promote' ? CanaryStatus.PROMOTED : CanaryStatus.ROLLED_BACK;
        if (decision === 'rollback') share = 0;
        await em.execute('update remote_canaries set status = ?::canary_status, reason = ?, ended_at = ? where id = ?', [status, reason, now, canary.id]);
      }
      if (decision !== 'wait') {
        const action = { advance: 'canary.advanced', promote: 'canary.promoted', rollback: 'canary.rolled_back' }[decision];
        await this.deps.audit.record(em, null, {
          action,
          objectType: 'remote_canary',
          objectId: canary.id,
          before: { share: canary.share, status: CanaryStatus.RUNNING },
          after: { remote: canary.remote, release: canary.canary_release, share, reason, canarySessions: canarySample.sessions, canaryFailed: canarySample.failedSessions, stableSessions: stableSample.sessions, stableFailed: stableSample.failedSessions, pValue: result.pValue },
        });
      }
      return { canaryId: canary.id, remote: canary.remote, decision, share, reason };
    });
  }
}

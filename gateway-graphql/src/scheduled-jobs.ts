import type { Logger } from './core/log.js';
import { ASSIGNMENT_QUEUE } from './modules/lottery/index.js';
import type { MailQueue } from './modules/mail/index.js';
import type { createServices } from './services.js';

/** Services for a job of the queue's, on an entity manager of its own (no request). */
export type Scheduler = () => ReturnType<typeof createServices>;

/** The scheduled jobs, each one run now (tools and tests call them; the queue runs them on its own). */
export function scheduledJobs(scheduler: Scheduler) {
  return {
    waitlistSweep: () => scheduler().waitlist.sweep(),
    overdueSweep: () => scheduler().overdue.run(),
    repairAutoClose: () => scheduler().repairSweeps.autoClose(),
    repairEscalation: () => scheduler().repairSweeps.escalate(),
    parcelReminders: () => scheduler().parcelSweeps.remind(),
    visitorOverstay: () => scheduler().visitorSweeps.overstay(),
    visitorErasure: () => scheduler().visitorSweeps.erase(),
    canaryJudge: () => scheduler().canarySweeps.judgeAll(),
  };
}

export type ScheduledJobs = ReturnType<typeof scheduledJobs>;

/** How often the sweeps run, in seconds (0: never, on this gateway). */
export interface JobIntervals {
  /** The overdue outpasses, and with its switch the repairs', parcels' and visitors' sweeps (60). */
  overdueSweepSeconds?: number;
  waitlistSweepSeconds?: number;
  canaryJudgeSeconds?: number;
}

/**
 * Puts each scheduled job on the durable queue (one run a slot across gateways: `every`), and the
 * worker of a selection process's assignment; what each run did is logged when it did anything.
 */
export async function scheduleJobs(mailer: MailQueue, jobs: ScheduledJobs, scheduler: Scheduler, logger: Logger, intervals: JobIntervals): Promise<void> {
  const sweepSeconds = intervals.overdueSweepSeconds ?? 60;
  if (sweepSeconds > 0) {
    await mailer.every('outpass-overdue', sweepSeconds, async () => {
      const marked = await jobs.overdueSweep();
      if (marked > 0) logger.info({ marked }, 'outpasses: marked overdue');
    });
  }
  const waitlistSeconds = intervals.waitlistSweepSeconds ?? 30;
  if (waitlistSeconds > 0) {
    await mailer.every('waitlist-sweep', waitlistSeconds, async () => {
      const swept = await jobs.waitlistSweep();
      if (swept.expired + swept.offered > 0) logger.info(swept, 'waitlist: offers expired and made');
    });
  }
  // Repairs: fixed jobs close 3 days after the fix; overdue ones go to the admins (issue 53). With the overdue sweep's switch.
  if (sweepSeconds > 0) {
    await mailer.every('repair-sweeps', Math.max(sweepSeconds, 300), async () => {
      const closed = await jobs.repairAutoClose();
      const escalated = await jobs.repairEscalation();
      if (closed + escalated > 0) logger.info({ closed, escalated }, 'repairs: closed and escalated');
    });
  }
  // Parcels: a student whose parcel has waited 3 days is reminded, once (issue 54). With the overdue sweep's switch.
  if (sweepSeconds > 0) {
    await mailer.every('parcel-reminders', Math.max(sweepSeconds, 300), async () => {
      const reminded = await jobs.parcelReminders();
      if (reminded > 0) logger.info({ reminded }, 'parcels: reminded');
    });
  }
  // Visitors: one still in after hours alerts the desk and the wardens, an unanswered walk-in
  // expires (every minute); visits past the office's retention period are erased (hourly). Issue 54.
  if (sweepSeconds > 0) {
    await mailer.every('visitor-overstay', sweepSeconds, async () => {
      const swept = await jobs.visitorOverstay();
      if (swept.alerted + swept.expired > 0) logger.info(swept, 'visitors: overstays alerted, walk-ins expired');
    });
    await mailer.every('visitor-erasure', 3600, async () => {
      const erased = await jobs.visitorErasure();
      if (erased > 0) logger.info({ erased }, 'visitors: records past the retention period erased');
    });
  }
  // Canary releases of the remotes: each running canary's step judged on its browsers' reports (issue 55).
  const canarySeconds = intervals.canaryJudgeSeconds ?? 30;
  if (canarySeconds > 0) {
    await mailer.every('canary-judge', canarySeconds, async () => {
      for (const outcome of await jobs.canaryJudge()) if (outcome.decision !== 'wait') logger.info(outcome, 'canary: judged');
    });
  }
  // A selection process's end-of-process assignment (issue 43): queued by runSelectionAssignment
  // in its transaction, run by whichever gateway's worker takes it; retried, and safe to retry.
  await mailer.work<{ processId: string }>(ASSIGNMENT_QUEUE, async ({ processId }) => {
    const started = performance.now();
    const outcome = await scheduler().assignment.assign(processId);
    if (outcome) logger.info({ processId, ...outcome, ms: Math.round(performance.now() - started) }, 'selection: assignment placed the entrants who chose nothing');
  });
}

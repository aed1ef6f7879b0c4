import type { EntityManager } from '@mikro-orm/postgresql';
import { NotificationKind, OPEN_REPAIRS, RepairStatus } from '../../core/enums.js';
import type { NotificationView } from '../../core/views.js';
import { RepairJob } from './repair-job.entity.js';
import { AUTO_CLOSE_MS } from './repairs.rules.js';
import { announce, JOB_POPULATE, placeOf, tell, type RepairDeps } from './repairs.shared.js';

/** How many jobs one sweep takes at most; the next sweep takes the rest. */
const BATCH = 200;

/**
 * The repairs' scheduled work, on the durable queue (bootstrap.ts): fixed jobs the student has
 * not confirmed close after 3 days; open jobs past their due time are escalated to the admins,
 * once. Rows another gateway's sweep holds are skipped.
 */
export class RepairSweeps {
  constructor(
    private readonly em: EntityManager,
    private readonly deps: RepairDeps,
  ) {}

  /** Closes what was fixed 3 days ago and not confirmed; returns how many. */
  async autoClose(): Promise<number> {
    const now = this.deps.clock();
    const told: { job: RepairJob; notifications: NotificationView[] }[] = [];
    await this.em.transactional(async (em) => {
      const due = await em.execute<{ id: string }[]>(`select id from repair_jobs where status = 'fixed' and fixed_at < ? order by fixed_at limit ? for update skip locked`, [new Date(now.getTime() - AUTO_CLOSE_MS), BATCH]);
      if (due.length === 0) return;
      const jobs = await em.find(RepairJob, { id: { $in: due.map((d) => d.id) } }, { refresh: true, populate: [...JOB_POPULATE] });
      for (const job of jobs) {
        Object.assign(job, { status: RepairStatus.CLOSED, closedAt: now });
        await this.deps.audit.record(em, null, { action: 'repair.closed', objectType: 'repair_job', objectId: job.id, studentId: job.student.id, hostelId: job.hostel.id, before: { status: RepairStatus.FIXED }, after: { status: RepairStatus.CLOSED, by: 'auto' } });
        told.push({ job, notifications: await tell(em, this.deps, job, null, `Repair closed: ${job.category} at ${placeOf(job)}`, 'Closed 3 days after the fix. Reopen it within 7 days of the fix if it is not fixed.') });
      }
      await em.flush();
    });
    for (const { job, notifications } of told) announce(this.deps, job, notifications);
    return told.length;
  }

  /** Tells every admin (bell and mail) of open jobs past their due time, each once; returns how many. */
  async escalate(): Promise<number> {
    const now = this.deps.clock();
    const told: { job: RepairJob; notifications: NotificationView[] }[] = [];
    await this.em.transactional(async (em) => {
      const due = await em.execute<{ id: string }[]>(
        `select id from repair_jobs where status = any(?::repair_status[]) and due_at < ? and escalated_at is null order by due_at limit ? for update skip locked`,
        [`{${OPEN_REPAIRS.join(',')}}`, now, BATCH],
      );
      if (due.length === 0) return;
      const admins = await em.execute<{ id: string }[]>(`select id from users where role = 'admin' and disabled_at is null and password_hash is not null`);
      const jobs = await em.find(RepairJob, { id: { $in: due.map((d) => d.id) } }, { refresh: true, populate: [...JOB_POPULATE] });
      for (const job of jobs) {
        job.escalatedAt = now;
        await this.deps.audit.record(em, null, { action: 'repair.escalated', objectType: 'repair_job', objectId: job.id, studentId: job.student.id, hostelId: job.hostel.id, after: { dueAt: job.dueAt?.toISOString() ?? null } });
        const notifications = await this.deps.notifier.write(
          em,
          admins.map((a) => ({
            userId: a.id,
            kind: NotificationKind.REPAIR_UPDATED,
            title: `Repair overdue: ${job.category} at ${placeOf(job)}`,
            body: `Due by ${job.dueAt?.toISOString()}, still ${job.status.replace('_', ' ')}${job.assignee ? ` (${job.assignee.name})` : ', unassigned'}.`,
            link: `/adminpage/repairs/${job.id}`,
          })),
        );
        told.push({ job, notifications });
      }
      await em.flush();
    });
    for (const { job, notifications } of told) announce(this.deps, job, notifications);
    return told.length;
  }
}

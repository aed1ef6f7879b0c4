import type { EntityManager } from '@mikro-orm/postgresql';
import { LockMode } from '@mikro-orm/core';
import type { Clock } from '../../core/clock.js';
import { AppError, notFound } from '../../core/errors.js';
import type { Publisher } from '../../core/publisher.js';
import { isUuid } from '../../core/validate.js';
import type { Viewer } from '../../core/viewer.js';
import type { NotificationView } from '../../core/views.js';
import type { AuditLog } from '../audit/index.js';
import type { NotificationDraft, Notifier } from '../notification/index.js';
import { NotificationKind } from '../../core/enums.js';
import { RepairJob } from './repair-job.entity.js';
import { maySee, refusalOf, type STEP_FROM } from './repairs.rules.js';

/** What the services of this module share. */
export interface RepairDeps {
  clock: Clock;
  audit: AuditLog;
  notifier: Notifier;
  publisher: Publisher;
  /** The room module's inventory rules: a repair's room out of service (with the job as its reason) or back. */
  roomService: (viewer: Viewer, roomId: string, inService: boolean, reason: string | null) => Promise<unknown>;
}

export const JOB_POPULATE = ['student', 'hostel', 'room', 'assignee'] as const;

/** Locks one job the viewer may see (inside a transaction), read fresh; NOT_FOUND for anyone else. */
export async function lockJob(em: EntityManager, viewer: Viewer, id: string): Promise<RepairJob> {
  if (!isUuid(id)) throw notFound('Repair job');
  const job = await em.findOne(RepairJob, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
  if (!job) throw notFound('Repair job');
  await em.populate(job, [...JOB_POPULATE]);
  if (!maySee(viewer, parties(job))) throw notFound('Repair job');
  return job;
}

export const parties = (job: RepairJob) => ({ studentId: job.student.id, hostelId: job.hostel.id, assigneeId: job.assignee?.id ?? null });

/** Refuses a step the job's state does not allow. */
export function assertStep(step: keyof typeof STEP_FROM, job: RepairJob): void {
  const refusal = refusalOf(step, job.status);
  if (refusal) throw new AppError('CONFLICT', refusal);
}

/** Where a job is, in words: "GH-1 room 101" or "GH-1, 2nd floor washroom". */
export const placeOf = (job: RepairJob): string => (job.room ? `${job.hostel.name} room ${job.room.number}` : `${job.hostel.name}, ${job.commonArea}`);

/**
 * The people who hear of a job's change: its student, its assignee and its hostel's wardens (the
 * admins only where the hostel has no warden: they hear of overdue jobs anyway), less the one who
 * did it.
 */
export async function partiesToTell(em: EntityManager, job: RepairJob, actorId: string | null): Promise<string[]> {
  const staff = await em.execute<{ id: string }[]>(
    `with wardens as (
       select u.id from users u join staff_hostels s on s.user_id = u.id
        where s.hostel_id = ? and u.role = 'warden' and u.disabled_at is null and u.password_hash is not null)
     select id from wardens
     union all
     select u.id from users u where u.role = 'admin' and u.disabled_at is null and u.password_hash is not null and not exists (select 1 from wardens)`,
    [job.hostel.id],
  );
  const ids = new Set([job.student.id, ...(job.assignee ? [job.assignee.id] : []), ...staff.map((s) => s.id)]);
  if (actorId) ids.delete(actorId);
  return [...ids];
}

/** Notifications (the bell, and mail for those who want it) to everyone a job's change concerns. */
export async function tell(em: EntityManager, deps: RepairDeps, job: RepairJob, actorId: string | null, title: string, body: string): Promise<NotificationView[]> {
  const people = await partiesToTell(em, job, actorId);
  const drafts: NotificationDraft[] = people.map((userId) => ({
    userId,
    kind: NotificationKind.REPAIR_UPDATED,
    title,
    body,
    // Where each one follows it: the student's list (its one screen), the assignee's own jobs, the office's page of the job.
    link: userId === job.student.id ? '/repairs' : userId === job.assignee?.id ? '/adminpage/repairs' : `/adminpage/repairs/${job.id}`,
  }));
  return deps.notifier.write(em, drafts);
}

/** After commit: the bells, and every open page of the job. */
export function announce(deps: RepairDeps, job: RepairJob, notifications: readonly NotificationView[]): void {
  deps.publisher.notifications(notifications);
  deps.publisher.repair({ jobId: job.id, hostelId: job.hostel.id, userIds: [job.student.id, ...(job.assignee ? [job.assignee.id] : [])] });
}

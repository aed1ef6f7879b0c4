import type { EntityManager } from '@mikro-orm/postgresql';
import type { Viewer } from '../../core/viewer.js';
import { RepairComment } from './repair-comment.entity.js';
import type { RepairJob } from './repair-job.entity.js';
import { pgArray } from '../../core/validate.js';
import { Role, RepairStatus } from '../../core/enums.js';
import { isOpen, readsInternal, REOPEN_MS } from './repairs.rules.js';
import type { RepairJobView } from './repairs.views.js';

const iso = (d: Date | null | undefined): string | null => (d ? d.toISOString() : null);

/** What a view is made of: a job entity, or a row the office's list read by SQL (repairs.office.ts). */
export type JobFacts = Pick<
  RepairJob,
  'id' | 'status' | 'category' | 'description' | 'urgency' | 'priority' | 'mayEnter' | 'commonArea' | 'dueAt' | 'createdAt' | 'assignedAt' | 'startedAt' | 'fixedAt' | 'closedAt'
> & {
  hostel: { id: string; name: string };
  room?: { number: number } | null;
  student: { id: string; name: string };
  assignee?: { id: string; name: string } | null;
  mergedInto?: { id: string } | null;
};

/** Jobs as `viewer` sees them, their photos and threads read in two statements (internal notes only for staff). */
export async function jobViews(em: EntityManager, viewer: Viewer, jobs: readonly JobFacts[], now: Date): Promise<RepairJobView[]> {
  if (jobs.length === 0) return [];
  const ids = jobs.map((j) => j.id);
  // Who sent each photo, and whether each job's room is in service, read with the photos' facts (never their bytes).
  const photos = await em.execute<{ id: string; job_id: string; width: number; height: number; created_at: Date | string; sent_by_id: string | null; sent_by_name: string | null }[]>(
    `select p.id, p.job_id, p.width, p.height, p.created_at, p.sent_by_id, u.name as sent_by_name
       from repair_photos p left join users u on u.id = p.sent_by_id where p.job_id = any(?::uuid[]) order by p.created_at, p.id`,
    [pgArray(ids)],
  );
  const rooms = await em.execute<{ id: string; in_service: boolean }[]>(`select j.id, r.in_service from repair_jobs j join rooms r on r.id = j.room_id where j.id = any(?::uuid[])`, [pgArray(ids)]);
  const inService = new Map(rooms.map((r) => [r.id, r.in_service]));
  const comments = await em.find(
    RepairComment,
    { job: { $in: ids }, ...(readsInternal(viewer) ? {} : { internal: false }) },
    { populate: ['author'], orderBy: { createdAt: 'asc', id: 'asc' } },
  );
  return jobs.map((job) => ({
    id: job.id,
    status: job.status,
    category: job.category,
    description: job.description,
    urgency: job.urgency,
    priority: job.priority ?? null,
    mayEnter: job.mayEnter,
    hostelId: job.hostel.id,
    hostelName: job.hostel.name,
    roomNumber: job.room?.number ?? null,
    roomInService: inService.get(job.id) ?? null,
    commonArea: job.commonArea ?? null,
    studentId: job.student.id,
    studentName: job.student.name,
    assigneeId: job.assignee?.id ?? null,
    assigneeName: job.assignee?.name ?? null,
    dueAt: iso(job.dueAt),
    overdue: isOpen(job.status) && !!job.dueAt && job.dueAt < now,
    mergedIntoId: job.mergedInto?.id ?? null,
    createdAt: job.createdAt.toISOString(),
    assignedAt: iso(job.assignedAt),
    startedAt: iso(job.startedAt),
    fixedAt: iso(job.fixedAt),
    closedAt: iso(job.closedAt),
    canCancel: viewer.role === Role.STUDENT && job.status === RepairStatus.REPORTED,
    reopenUntil:
      viewer.role === Role.STUDENT && job.fixedAt && (job.status === RepairStatus.FIXED || job.status === RepairStatus.CLOSED) && now.getTime() - job.fixedAt.getTime() <= REOPEN_MS
        ? new Date(job.fixedAt.getTime() + REOPEN_MS).toISOString()
        : null,
    photos: photos
      .filter((p) => p.job_id === job.id)
      .map((p) => ({ id: p.id, url: `/api/repairs/${job.id}/photos/${p.id}`, width: p.width, height: p.height, sentByName: p.sent_by_name, fromReporter: p.sent_by_id === job.student.id, createdAt: new Date(p.created_at).toISOString() })),
    comments: comments
      .filter((c) => c.job.id === job.id)
      .map((c) => ({ id: c.id, authorName: c.author?.name ?? null, body: c.body, internal: c.internal, createdAt: c.createdAt.toISOString() })),
  }));
}

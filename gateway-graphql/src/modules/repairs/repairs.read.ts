import type { EntityManager } from '@mikro-orm/postgresql';
import type { Viewer } from '../../core/viewer.js';
import { RepairComment } from './repair-comment.entity.js';
import type { RepairJob } from './repair-job.entity.js';
import { RepairPhoto } from './repair-photo.entity.js';
import { isOpen, readsInternal } from './repairs.rules.js';
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
  const photos = await em.find(RepairPhoto, { job: { $in: ids } }, { fields: ['id', 'job', 'width', 'height', 'createdAt'], orderBy: { createdAt: 'asc', id: 'asc' } });
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
    photos: photos
      .filter((p) => p.job.id === job.id)
      .map((p) => ({ id: p.id, url: `/api/repairs/${job.id}/photos/${p.id}`, width: p.width, height: p.height, createdAt: p.createdAt.toISOString() })),
    comments: comments
      .filter((c) => c.job.id === job.id)
      .map((c) => ({ id: c.id, authorName: c.author?.name ?? null, body: c.body, internal: c.internal, createdAt: c.createdAt.toISOString() })),
  }));
}

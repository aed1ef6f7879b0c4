import type { EntityManager } from '@mikro-orm/postgresql';
import { badInput } from '../../core/errors.js';
import { parseInput } from '../../core/validate.js';
import { requireRole, type Viewer } from '../../core/viewer.js';
import { RepairStatus, Role } from '../../core/enums.js';
import { RepairComment } from './repair-comment.entity.js';
import { RepairPhoto } from './repair-photo.entity.js';
import { storablePhotos, type SentPhoto } from './repairs.photos.js';
import { jobViews } from './repairs.read.js';
import { MAX_PHOTOS } from './repairs.rules.js';
import { announce, assertStep, lockJob, placeOf, tell, type RepairDeps } from './repairs.shared.js';
import { noteInput, optionalNoteInput } from './repairs.validate.js';
import type { RepairJobView } from './repairs.views.js';

/** Whether the job's room is out of service for this job (setRepairRoomService's reason names it). */
async function roomOutForJob(em: EntityManager, jobId: string): Promise<boolean> {
  const [row] = await em.execute<{ out: boolean }[]>(
    `select not r.in_service and r.out_of_service_reason like '%(job ' || left(j.id::text, 8) || ')' as out from repair_jobs j join rooms r on r.id = j.room_id where j.id = ?`,
    [jobId],
  );
  return row?.out === true;
}

/** The maintenance person's side: only the jobs assigned to them (lockJob refuses the rest as not found). */
export class RepairWork {
  constructor(
    private readonly em: EntityManager,
    private readonly deps: RepairDeps,
  ) {}

  /** Work has begun. */
  start(viewer: Viewer | null, id: string, note?: unknown): Promise<RepairJobView> {
    const { note: text } = parseInput(optionalNoteInput, { note });
    return this.step(viewer, id, 'start', text, [], (job, now) => Object.assign(job, { status: RepairStatus.IN_PROGRESS, startedAt: now }));
  }

  /** Fixed, with a note (what was done) and optionally a photo; the student confirms it, or it closes in 3 days. */
  async fix(viewer: Viewer | null, id: string, note: unknown, photos: readonly SentPhoto[] = []): Promise<RepairJobView> {
    const { note: text } = parseInput(noteInput, { note });
    if (photos.length > MAX_PHOTOS) throw badInput([{ field: 'photos', message: `photos: at most ${MAX_PHOTOS} photos.` }]);
    return this.step(viewer, id, 'fix', text, photos, (job, now) => Object.assign(job, { status: RepairStatus.FIXED, fixedAt: now, startedAt: job.startedAt ?? now }));
  }

  private async step(
    viewer: Viewer | null,
    id: string,
    step: 'start' | 'fix',
    note: string | undefined,
    photos: readonly SentPhoto[],
    change: (job: Parameters<typeof assertStep>[1], now: Date) => void,
  ): Promise<RepairJobView> {
    const caller = requireRole(viewer, Role.MAINTENANCE);
    const stored = await storablePhotos(photos);
    const now = this.deps.clock();
    const { job, notifications } = await this.em.transactional(async (em: EntityManager) => {
      const job = await lockJob(em, caller, id);
      assertStep(step, job);
      const before = job.status;
      change(job, now);
      if (note) em.create(RepairComment, { job, author: caller.userId, body: note, internal: false, createdAt: now });
      for (const photo of stored) em.create(RepairPhoto, { job, sentBy: caller.userId, contentType: photo.contentType, width: photo.width, height: photo.height, size: photo.bytes.length, bytes: photo.bytes, createdAt: now });
      await em.flush();
      const verb = step === 'start' ? 'started' : 'fixed';
      await this.deps.audit.record(em, caller, { action: `repair.${verb}`, objectType: 'repair_job', objectId: job.id, studentId: job.student.id, hostelId: job.hostel.id, before: { status: before }, after: { status: job.status, photos: stored.length } });
      const title = step === 'start' ? `Repair in progress: ${job.category} at ${placeOf(job)}` : `Repair fixed: ${job.category} at ${placeOf(job)}`;
      const said = note ?? (step === 'start' ? 'Work has begun.' : 'Please confirm the fix, or reopen it within 7 days.');
      const body = step === 'fix' && (await roomOutForJob(em, job.id)) ? `${said}\nRoom ${job.room!.number} is still out of service for this job: the warden brings it back.` : said;
      return { job, notifications: await tell(em, this.deps, job, caller.userId, title, body) };
    });
    announce(this.deps, job, notifications);
    return (await jobViews(this.em, caller, [job], now))[0]!;
  }
}

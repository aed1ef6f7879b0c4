import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError, badInput, notFound } from '../../core/errors.js';
import type { Throttle } from '../../core/limits.js';
import { isUuid, parseInput } from '../../core/validate.js';
import { requireRole, requireViewer, type Viewer } from '../../core/viewer.js';
import { OPEN_REPAIRS, RepairStatus, Role } from '../../core/enums.js';
import { RepairJob } from './repair-job.entity.js';
import { RepairPhoto } from './repair-photo.entity.js';
import { RepairComment } from './repair-comment.entity.js';
import { storablePhotos, type SentPhoto } from './repairs.photos.js';
import { jobViews } from './repairs.read.js';
import { MAX_OPEN_REPORTS, MAX_PHOTOS, maySee, REOPEN_MS } from './repairs.rules.js';
import { announce, assertStep, JOB_POPULATE, lockJob, parties, placeOf, tell, type RepairDeps } from './repairs.shared.js';
import { reportInput, optionalNoteInput } from './repairs.validate.js';
import type { RepairJobView, RepairPhotoFile } from './repairs.views.js';

/** A student's report as sent: the form's fields (GraphQL or multipart), and the photos. */
export interface ReportInput {
  category?: unknown;
  place?: unknown;
  commonArea?: unknown;
  description?: unknown;
  urgency?: unknown;
  mayEnter?: unknown;
}

/** What a student does with repairs, and what anyone who may see a job reads of it. */
export class RepairsService {
  constructor(
    private readonly em: EntityManager,
    private readonly deps: RepairDeps & { throttle: Throttle },
  ) {}

  /**
   * A student reports a problem, with up to 3 photos: checked and re-encoded first (off the
   * event loop), then the job and its photos in one transaction, or nothing.
   */
  async report(viewer: Viewer | null, input: ReportInput, photos: readonly SentPhoto[] = []): Promise<RepairJobView> {
    const caller = requireRole(viewer, Role.STUDENT);
    await this.deps.throttle.take('repairReportsPerStudent', caller.userId);
    const form = parseInput(reportInput, input);
    if (photos.length > MAX_PHOTOS) throw badInput([{ field: 'photos', message: `photos: at most ${MAX_PHOTOS} photos a report.` }]);
    const stored = await storablePhotos(photos);
    const now = this.deps.clock();
    const { job, notifications } = await this.em.transactional(async (em) => {
      // One report at a time per student: the count of open ones holds under concurrent reports.
      await em.execute('select id from users where id = ? for update', [caller.userId]);
      const [bed] = await em.execute<{ room_id: string; hostel_id: string }[]>(
        'select o.room_id, r.hostel_id from room_occupancies o join rooms r on r.id = o.room_id where o.student_id = ?',
        [caller.userId],
      );
      if (!bed) throw badInput([{ field: 'place', message: 'You have no room yet: repairs are reported by students who live in a hostel.' }]);
      const open = await em.count(RepairJob, { student: caller.userId, status: { $in: [...OPEN_REPAIRS] } });
      if (open >= MAX_OPEN_REPORTS) {
        throw new AppError('CONFLICT', `You already have ${MAX_OPEN_REPORTS} open reports: wait for one to be fixed, or cancel one.`, [{ field: 'input', message: 'Too many open reports.' }]);
      }
      const job = em.create(RepairJob, {
        student: caller.userId,
        hostel: bed.hostel_id,
        room: form.place === 'room' ? bed.room_id : null,
        commonArea: form.place === 'common' ? form.commonArea! : null,
        category: form.category,
        description: form.description,
        urgency: form.urgency,
        mayEnter: form.mayEnter,
        createdAt: now,
      });
      for (const photo of stored) em.create(RepairPhoto, { job, sentBy: caller.userId, contentType: photo.contentType, width: photo.width, height: photo.height, size: photo.bytes.length, bytes: photo.bytes, createdAt: now });
      await em.flush();
      await em.populate(job, [...JOB_POPULATE]);
      await this.deps.audit.record(em, caller, {
        action: 'repair.reported',
        objectType: 'repair_job',
        objectId: job.id,
        studentId: caller.userId,
        hostelId: bed.hostel_id,
        after: { category: form.category, place: placeOf(job), urgency: form.urgency, mayEnter: form.mayEnter, photos: stored.length },
      });
      const notifications = await tell(em, this.deps, job, caller.userId, `New repair: ${form.category} at ${placeOf(job)}`, form.description.slice(0, 300));
      return { job, notifications };
    });
    announce(this.deps, job, notifications);
    return this.one(caller, job.id);
  }

  /** The caller's own reports (a student), or the jobs assigned to them (maintenance), newest first. */
  async mine(viewer: Viewer | null): Promise<RepairJobView[]> {
    const caller = requireRole(viewer, Role.STUDENT, Role.MAINTENANCE);
    const where = caller.role === Role.STUDENT ? { student: caller.userId } : { assignee: caller.userId };
    const jobs = await this.em.find(RepairJob, where, { populate: [...JOB_POPULATE], orderBy: { createdAt: 'desc', id: 'desc' }, limit: 200 });
    return jobViews(this.em, caller, jobs, this.deps.clock());
  }

  /** One job, for anyone who may see it (NOT_FOUND for anyone else: its existence is not told). */
  async one(viewer: Viewer | null, id: string): Promise<RepairJobView> {
    const caller = requireViewer(viewer);
    const job = isUuid(id) ? await this.em.findOne(RepairJob, { id }, { populate: [...JOB_POPULATE] }) : null;
    if (!job || !maySee(caller, parties(job))) throw notFound('Repair job');
    return (await jobViews(this.em, caller, [job], this.deps.clock()))[0]!;
  }

  /** A photo's bytes, for anyone who may see its job. */
  async photo(viewer: Viewer | null, jobId: string, photoId: string): Promise<RepairPhotoFile> {
    const caller = requireViewer(viewer);
    if (!isUuid(jobId) || !isUuid(photoId)) throw notFound('Photo');
    const job = await this.em.findOne(RepairJob, { id: jobId }, { populate: ['student', 'hostel', 'assignee'] });
    if (!job || !maySee(caller, parties(job))) throw notFound('Photo');
    const photo = await this.em.findOne(RepairPhoto, { id: photoId, job: jobId }, { populate: ['bytes'] });
    if (!photo) throw notFound('Photo');
    return { contentType: photo.contentType, bytes: photo.bytes };
  }

  /** The student cancels their report before it is assigned. */
  cancel(viewer: Viewer | null, id: string): Promise<RepairJobView> {
    return this.studentStep(viewer, id, 'cancel', (job, now) => Object.assign(job, { status: RepairStatus.CANCELLED, cancelledAt: now }), 'cancelled', 'The report was cancelled by the student.');
  }

  /** The student confirms the fix: the job closes. */
  confirm(viewer: Viewer | null, id: string): Promise<RepairJobView> {
    return this.studentStep(viewer, id, 'confirm', (job, now) => Object.assign(job, { status: RepairStatus.CLOSED, closedAt: now }), 'closed', 'The student confirmed the fix.');
  }

  /** The student reopens a fixed or closed job within 7 days of its fix: back to its assignee (or the office). */
  reopen(viewer: Viewer | null, id: string, note?: unknown): Promise<RepairJobView> {
    const { note: why } = parseInput(optionalNoteInput, { note });
    return this.studentStep(
      viewer,
      id,
      'reopen',
      (job, now, em) => {
        if (!job.fixedAt || now.getTime() - job.fixedAt.getTime() > REOPEN_MS) throw new AppError('CONFLICT', 'A job can be reopened within 7 days of its fix: report it again instead.');
        Object.assign(job, { status: job.assignee ? RepairStatus.ASSIGNED : RepairStatus.REPORTED, reopenedAt: now, closedAt: null, fixedAt: null, startedAt: null });
        if (why) em.create(RepairComment, { job, author: job.student, body: why, internal: false, createdAt: now });
      },
      'reopened',
      why ?? 'The student says it is not fixed.',
    );
  }

  private async studentStep(
    viewer: Viewer | null,
    id: string,
    step: 'cancel' | 'confirm' | 'reopen',
    change: (job: RepairJob, now: Date, em: EntityManager) => void,
    verb: string,
    body: string,
  ): Promise<RepairJobView> {
    const caller = requireRole(viewer, Role.STUDENT);
    const now = this.deps.clock();
    const { job, notifications } = await this.em.transactional(async (em) => {
      const job = await lockJob(em, caller, id);
      assertStep(step, job);
      const before = job.status;
      change(job, now, em);
      await em.flush();
      await this.deps.audit.record(em, caller, { action: `repair.${verb}`, objectType: 'repair_job', objectId: job.id, studentId: job.student.id, hostelId: job.hostel.id, before: { status: before }, after: { status: job.status } });
      const notifications = await tell(em, this.deps, job, caller.userId, `Repair ${verb}: ${job.category} at ${placeOf(job)}`, body);
      return { job, notifications };
    });
    announce(this.deps, job, notifications);
    return this.one(caller, job.id);
  }
}

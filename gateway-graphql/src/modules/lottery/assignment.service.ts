import type { EntityManager } from '@mikro-orm/postgresql';
import { Role } from '../../core/enums.js';
import { AppError, notFound } from '../../core/errors.js';
import { isUuid } from '../../core/validate.js';
import { requireRole, type Viewer } from '../../core/viewer.js';
import { formatOfficeTime } from '../selection/index.js';
import { ASSIGNMENT_QUEUE, runAssignment, type AssignmentOutcome } from './assignment.job.js';
import type { SelectionProcessView } from './lottery.views.js';
import type { LotteryDeps } from './process.service.js';
import { loadProcessView, type ProcessRow } from './process.view.js';
import { ProcessStatus } from './selection-process.entity.js';
import { pendingRequestOf } from '../../core/commitments.js';

export { ASSIGNMENT_QUEUE, type AssignmentOutcome } from './assignment.job.js';

/** What each status is called in a refusal. */
const STATUS_WORDS: Record<ProcessStatus, string> = {
  [ProcessStatus.DRAFT]: 'is a draft, not published',
  [ProcessStatus.PUBLISHED]: 'has no assignment yet',
  [ProcessStatus.ASSIGNING]: 'is being assigned now',
  [ProcessStatus.ASSIGNED]: 'is already assigned',
  [ProcessStatus.DONE]: 'is done: its assignment is published',
};

/**
 * The end-of-process assignment (docs/decisions/0136): once a process closes, an admin runs it
 * (a durable job places every entrant who chose nothing: assignment.job.ts), may undo it while
 * it is not yet told, and publishes it, mailing each entrant their room or that none was found.
 */
export class AssignmentService {
  constructor(
    private readonly em: EntityManager,
    private readonly deps: LotteryDeps,
  ) {}

  /**
   * Admin, once the process closed: status Assigning and the job queued, in one transaction. A
   * process left Assigning by a job that failed for good (its retries spent) may be run again:
   * the job is queued anew once none of it is waiting or running.
   */
  async run(viewer: Viewer | null, id: string): Promise<SelectionProcessView> {
    const admin = requireRole(viewer, Role.ADMIN);
    const now = this.deps.clock();
    await this.em.transactional(async (em) => {
      const p = await this.locked(em, id, ProcessStatus.PUBLISHED, ProcessStatus.ASSIGNING);
      if (p.status === ProcessStatus.ASSIGNING) {
        const live = await em.execute(`select 1 from pgboss.job where name = ? and singleton_key = ? and state in ('created', 'retry', 'active') limit 1`, [ASSIGNMENT_QUEUE, id]);
        if (live.length > 0) throw new AppError('CONFLICT', `${p.name} ${STATUS_WORDS[p.status]}.`);
      } else if (now < new Date(p.closes_at)) {
        throw new AppError('CONFLICT', `${p.name} closes at ${formatOfficeTime(new Date(p.closes_at))}; run the assignment after it closes.`);
      }
      await em.execute(`update selection_processes set status = 'Assigning', updated_at = ? where id = ?`, [now, id]);
      // Written in this transaction: the job exists exactly when the status says it is coming.
      await this.deps.mail.enqueueJob(em, ASSIGNMENT_QUEUE, { processId: id }, id);
      await this.deps.audit.record(em, admin, {
        action: p.status === ProcessStatus.ASSIGNING ? 'selection_process.assignment_retried' : 'selection_process.assignment_requested',
        objectType: 'selection_process',
        objectId: id,
        before: { status: p.status },
        after: { status: ProcessStatus.ASSIGNING },
      });
    });
    return (await loadProcessView(this.em, id, this.deps.clock()))!;
  }

  /** The queued job itself (the worker in bootstrap.ts): places the entrants; null if nothing was due. */
  assign(id: string): Promise<AssignmentOutcome | null> {
    return runAssignment(this.em, this.deps, id);
  }

  /** Admin, before it is published: every placement of the assignment removed, the process Published again. */
  async undo(viewer: Viewer | null, id: string): Promise<SelectionProcessView> {
    const admin = requireRole(viewer, Role.ADMIN);
    const now = this.deps.clock();
    const freed = await this.em.transactional(async (em) => {
      await this.locked(em, id, ProcessStatus.ASSIGNED);
      const [gone] = await em.execute<{ n: number; rooms: string[] | null; students: string[] | null }[]>(
        `with gone as (delete from room_occupancies where process_id = ? returning room_id, student_id)
         select count(*)::int as n, array_agg(distinct room_id) as rooms, array_agg(student_id) as students from gone`,
        [id],
      );
      await em.execute(`update selection_processes set status = 'Published', assigned_at = null, updated_at = ? where id = ?`, [now, id]);
      await this.deps.audit.record(em, admin, {
        action: 'selection_process.assignment_undone',
        objectType: 'selection_process',
        objectId: id,
        before: { status: ProcessStatus.ASSIGNED },
        after: { status: ProcessStatus.PUBLISHED, placementsRemoved: gone!.n },
      });
      return { rooms: gone!.rooms ?? [], students: gone!.students ?? [] };
    });
    this.deps.publisher.rooms(freed.rooms);
    this.deps.publisher.myRooms(freed.students);
    return (await loadProcessView(this.em, id, this.deps.clock()))!;
  }

  /**
   * Admin: tells every entrant, by mail in the same transaction, their room or that none was
   * found; the process is Done and no longer governs its hostels (their windows do again).
   */
  async publish(viewer: Viewer | null, id: string): Promise<SelectionProcessView> {
    const admin = requireRole(viewer, Role.ADMIN);
    const now = this.deps.clock();
    const hostels = await this.em.transactional(async (em) => {
      const p = await this.locked(em, id, ProcessStatus.ASSIGNED);
      const placed = await em.execute<{ email: string; name: string; number: number; hostel: string; bed: number }[]>(
        `select u.email, u.name, r.number, h.name as hostel, o.bed
           from room_occupancies o join users u on u.id = o.student_id join rooms r on r.id = o.room_id join hostels h on h.id = r.hostel_id
          where o.process_id = ? order by h.name, r.number, o.bed`,
        [id],
      );
      // As the office's view counts them: entrants with an account, no bed, no request waiting.
      const unplaced = await em.execute<{ email: string; name: string }[]>(
        `select u.email, u.name from selection_entrants e join users u on u.enrollment_id = e.enrollment_id and u.role = 'student'
          where e.process_id = ?
            and not exists (select 1 from room_occupancies o where o.student_id = u.id)
            and not ${pendingRequestOf('u.id')}
          order by e.lottery_number`,
        [id],
      );
      await this.deps.mail.enqueueMany(em, [
        ...placed.map((r) => ({
          to: r.email,
          subject: `Your room: Room ${r.number} in ${r.hostel}`,
          text:
            `Dear ${r.name},\n\nRoom selection "${p.name}" has closed and the hostel office placed those who had not chosen a room.\n` +
            `Your room is Room ${r.number} in ${r.hostel}, bed ${r.bed}. You can see it at ${this.deps.publicUrl}.\n\nDormSpace`,
        })),
        ...unplaced.map((r) => ({
          to: r.email,
          subject: 'No bed could be found for you',
          text:
            `Dear ${r.name},\n\nRoom selection "${p.name}" has closed. No bed could be found for you: no free room fitted ` +
            `(your gender, your roommate group or your needs).\nPlease contact the hostel office.\n\nDormSpace`,
        })),
      ]);
      await em.execute(`update selection_processes set status = 'Done', done_at = ?, updated_at = ? where id = ?`, [now, now, id]);
      // The roommate answers served the choosing and the assignment: both are over, so they go (docs/decisions/0145).
      const erased = await em.execute<{ n: number }[]>('with gone as (delete from roommate_profiles where process_id = ? returning 1) select count(*)::int as n from gone', [id]);
      await this.deps.audit.record(em, admin, {
        action: 'selection_process.assignment_published',
        objectType: 'selection_process',
        objectId: id,
        before: { status: ProcessStatus.ASSIGNED },
        after: { status: ProcessStatus.DONE, placedMailed: placed.length, unplacedMailed: unplaced.length, roommateAnswersErased: erased[0]!.n },
      });
      return (await em.execute<{ hostel_id: string }[]>('select hostel_id from selection_process_hostels where process_id = ?', [id])).map((h) => h.hostel_id);
    });
    // Done: the hostels' own selection windows govern again.
    for (const hostelId of hostels) this.deps.publisher.selectionWindow(hostelId);
    return (await loadProcessView(this.em, id, this.deps.clock()))!;
  }

  /** The process under its row lock, in one of `statuses`; NOT_FOUND, or CONFLICT saying where it is instead. */
  private async locked(em: EntityManager, id: string, ...statuses: ProcessStatus[]): Promise<ProcessRow> {
    if (!isUuid(id)) throw notFound('Selection process');
    const [row] = await em.execute<ProcessRow[]>('select * from selection_processes where id = ? for update', [id]);
    if (!row) throw notFound('Selection process');
    if (!statuses.includes(row.status)) throw new AppError('CONFLICT', `${row.name} ${STATUS_WORDS[row.status]}.`);
    return row;
  }
}

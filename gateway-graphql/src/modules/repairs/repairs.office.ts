import type { EntityManager } from '@mikro-orm/postgresql';
import { badInput } from '../../core/errors.js';
import { parseInput, pgArray } from '../../core/validate.js';
import { hostelScope, requireRole, requireStaff, type Viewer } from '../../core/viewer.js';
import { OPEN_REPAIRS, RepairPriority, RepairStatus, Role } from '../../core/enums.js';
import { RepairComment } from './repair-comment.entity.js';
import { RepairJob } from './repair-job.entity.js';
import { MaintenanceStaff, RepairPriorityTime } from './maintenance-staff.entity.js';
import { jobViews, type JobFacts } from './repairs.read.js';
import { TRADE_FOR } from './repairs.rules.js';
import { announce, assertStep, lockJob, placeOf, tell, type RepairDeps } from './repairs.shared.js';
import { assignInput, commentInput, mergeInput, officeListInput, roomServiceInput, triageInput } from './repairs.validate.js';
import type { RepairJobView } from './repairs.views.js';

/** A job of the office's list, as its statement reads it. */
interface ListRow {
  id: string;
  status: RepairStatus;
  category: RepairJob['category'];
  description: string;
  urgency: RepairPriority;
  priority: RepairPriority | null;
  may_enter: boolean;
  common_area: string | null;
  due_at: Date | string | null;
  created_at: Date | string;
  assigned_at: Date | string | null;
  started_at: Date | string | null;
  fixed_at: Date | string | null;
  closed_at: Date | string | null;
  merged_into_id: string | null;
  hostel_id: string;
  hostel_name: string;
  room_number: number | null;
  student_id: string;
  student_name: string;
  assignee_id: string | null;
  assignee_name: string | null;
}

const dateOf = (v: Date | string | null): Date | null => (v === null ? null : new Date(v));

const factsOf = (r: ListRow): JobFacts => ({
  id: r.id,
  status: r.status,
  category: r.category,
  description: r.description,
  urgency: r.urgency,
  priority: r.priority,
  mayEnter: r.may_enter,
  commonArea: r.common_area,
  dueAt: dateOf(r.due_at),
  createdAt: new Date(r.created_at),
  assignedAt: dateOf(r.assigned_at),
  startedAt: dateOf(r.started_at),
  fixedAt: dateOf(r.fixed_at),
  closedAt: dateOf(r.closed_at),
  hostel: { id: r.hostel_id, name: r.hostel_name },
  room: r.room_number === null ? null : { number: r.room_number },
  student: { id: r.student_id, name: r.student_name },
  assignee: r.assignee_id ? { id: r.assignee_id, name: r.assignee_name ?? '' } : null,
  mergedInto: r.merged_into_id ? { id: r.merged_into_id } : null,
});

/** The office's side of repairs: wardens for their hostels, admins everywhere; comments from anyone who may see a job. */
export class RepairsOffice {
  constructor(
    private readonly em: EntityManager,
    private readonly deps: RepairDeps,
  ) {}

  /** The office's list: jobs of the caller's hostels (filtered), by due time (none last), then oldest; a page of `first` (100, at most 500) from `offset`. */
  async list(viewer: Viewer | null, filter: { statuses?: unknown; hostelId?: unknown; overdueOnly?: unknown; first?: unknown; offset?: unknown } = {}): Promise<RepairJobView[]> {
    const caller = requireStaff(viewer);
    // A GraphQL null is an absent filter.
    const wanted = parseInput(officeListInput, Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== null && value !== undefined)));
    const scope = hostelScope(caller);
    const statuses = (wanted.statuses ?? [...OPEN_REPAIRS]).filter((s): s is RepairStatus => Object.values(RepairStatus).includes(s as RepairStatus));
    const now = this.deps.clock();
    const hostels = wanted.hostelId ? (scope === null || scope.includes(wanted.hostelId) ? [wanted.hostelId] : []) : scope;
    // One statement, not the ORM's graph: the list is the office's busiest read (issue 53's target, p95 <= 50 ms at 60,000 jobs).
    const rows = await this.em.execute<ListRow[]>(
      `select j.id, j.status, j.category, j.description, j.urgency, j.priority, j.may_enter, j.common_area, j.due_at, j.created_at, j.assigned_at, j.started_at, j.fixed_at, j.closed_at,
              j.merged_into_id, j.hostel_id, h.name as hostel_name, r.number as room_number, j.student_id, s.name as student_name, j.assignee_id, a.name as assignee_name
         from repair_jobs j join hostels h on h.id = j.hostel_id join users s on s.id = j.student_id left join rooms r on r.id = j.room_id left join users a on a.id = j.assignee_id
        where j.status = any(?::repair_status[]) ${hostels ? 'and j.hostel_id = any(?::uuid[])' : ''} ${wanted.overdueOnly ? 'and j.due_at < ?' : ''}
        order by j.due_at asc nulls last, j.created_at, j.id limit ? offset ?`,
      [pgArray(statuses), ...(hostels ? [pgArray(hostels)] : []), ...(wanted.overdueOnly ? [now] : []), wanted.first, wanted.offset],
    );
    return jobViews(this.em, caller, rows.map(factsOf), now);
  }

  /** Sets the priority; the due time follows from the office's time to fix it, counted from the report. */
  triage(viewer: Viewer | null, id: string, priority: unknown): Promise<RepairJobView> {
    const { priority: p } = parseInput(triageInput, { priority });
    return this.staffStep(viewer, id, 'triage', async (job, em) => {
      const time = await em.findOneOrFail(RepairPriorityTime, { priority: p as RepairPriority });
      job.priority = p as RepairPriority;
      job.dueAt = new Date(job.createdAt.getTime() + time.hours * 3600 * 1000);
      job.escalatedAt = null;
      return { title: `Repair priority: ${p}`, body: `Due by ${job.dueAt.toISOString()}.` };
    });
  }

  /** Assigns the job to an active maintenance person whose trade fits its category (any for `other`). */
  assign(viewer: Viewer | null, id: string, assigneeId: unknown): Promise<RepairJobView> {
    const { assigneeId: who } = parseInput(assignInput, { assigneeId });
    return this.staffStep(viewer, id, 'assign', async (job, em) => {
      const person = await em.findOne(MaintenanceStaff, { user: who }, { populate: ['user'] });
      if (!person || person.user.role !== Role.MAINTENANCE || person.user.disabledAt) throw badInput([{ field: 'assigneeId', message: 'Choose a maintenance person from the list.' }]);
      const trade = TRADE_FOR[job.category];
      if (trade && person.trade !== trade) throw badInput([{ field: 'assigneeId', message: `A ${job.category} job needs someone of the ${trade} trade.` }]);
      Object.assign(job, { assignee: person.user, status: RepairStatus.ASSIGNED, assignedAt: this.deps.clock() });
      return { title: `Repair assigned: ${job.category} at ${placeOf(job)}`, body: `${person.user.name} will fix it.` };
    });
  }

  /** Merges a duplicate (same place, same category) into an open job; the duplicate's student hears of it. */
  merge(viewer: Viewer | null, id: string, intoId: unknown): Promise<RepairJobView> {
    const { intoId: target } = parseInput(mergeInput, { intoId });
    return this.staffStep(viewer, id, 'merge', async (job, em, caller) => {
      if (target === job.id) throw badInput([{ field: 'intoId', message: 'A job cannot be merged into itself.' }]);
      const into = await lockJob(em, caller, target);
      const samePlace = into.hostel.id === job.hostel.id && (into.room?.id ?? null) === (job.room?.id ?? null) && (into.commonArea ?? '').toLowerCase() === (job.commonArea ?? '').toLowerCase();
      if (!samePlace || into.category !== job.category || !OPEN_REPAIRS.includes(into.status as (typeof OPEN_REPAIRS)[number])) {
        throw badInput([{ field: 'intoId', message: 'Merge only into an open job of the same place and category.' }]);
      }
      Object.assign(job, { status: RepairStatus.MERGED, mergedInto: into, closedAt: this.deps.clock() });
      return { title: `Repair merged: ${job.category} at ${placeOf(job)}`, body: 'Someone reported the same problem already: follow that job instead.' };
    });
  }

  /** A comment on the thread: the student sees it, unless it is an internal note (staff and the assignee only). */
  async comment(viewer: Viewer | null, id: string, body: unknown, internal: unknown = false): Promise<RepairJobView> {
    const caller = requireRole(viewer, Role.STUDENT, Role.ADMIN, Role.WARDEN, Role.MAINTENANCE);
    const form = parseInput(commentInput, { body, internal: internal ?? false });
    if (form.internal && caller.role === Role.STUDENT) throw badInput([{ field: 'internal', message: 'Students write to the thread only.' }]);
    const now = this.deps.clock();
    const { job, notifications } = await this.em.transactional(async (em) => {
      const job = await lockJob(em, caller, id);
      assertStep('comment', job);
      em.create(RepairComment, { job, author: caller.userId, body: form.body, internal: form.internal, createdAt: now });
      await em.flush();
      const notifications = form.internal ? [] : await tell(em, this.deps, job, caller.userId, `New comment on a repair at ${placeOf(job)}`, form.body.slice(0, 300));
      return { job, notifications };
    });
    announce(this.deps, job, notifications);
    return (await jobViews(this.em, caller, [job], now))[0]!;
  }

  /**
   * Takes the job's room out of service with the job as its reason, or back into service (the
   * warden says so, e.g. once it is fixed), through the room module's rules; the people who live in
   * it stay, and its free beds close (decision 0157). The room's change and the job's note are two
   * transactions: the room's is the inventory's own, audited there.
   */
  async roomService(viewer: Viewer | null, id: string, inService: unknown): Promise<RepairJobView> {
    const caller = requireStaff(viewer);
    const { inService: wanted } = parseInput(roomServiceInput, { inService });
    const job = await this.em.transactional((em) => lockJob(em, caller, id));
    if (!job.room) throw badInput([{ field: 'id', message: 'This job is in a common area, not a room.' }]);
    await this.deps.roomService(caller, job.room.id, wanted, wanted ? null : `Repair: ${job.category} (job ${job.id.slice(0, 8)})`);
    const body = wanted ? `Room ${job.room.number} is back in service.` : `Room ${job.room.number} is out of service for this repair.`;
    return this.comment(caller, id, body, true);
  }

  /** One staff step under the job's lock: audited, told to everyone concerned, announced after commit. */
  private async staffStep(
    viewer: Viewer | null,
    id: string,
    step: 'triage' | 'assign' | 'merge',
    change: (job: RepairJob, em: EntityManager, caller: Viewer) => Promise<{ title: string; body: string }>,
  ): Promise<RepairJobView> {
    const caller = requireStaff(viewer);
    const now = this.deps.clock();
    const { job, notifications } = await this.em.transactional(async (em) => {
      const job = await lockJob(em, caller, id);
      assertStep(step, job);
      const before = { status: job.status, priority: job.priority ?? null, assignee: job.assignee?.id ?? null };
      const words = await change(job, em, caller);
      await em.flush();
      await this.deps.audit.record(em, caller, {
        action: `repair.${step === 'triage' ? 'prioritised' : step === 'assign' ? 'assigned' : 'merged'}`,
        objectType: 'repair_job',
        objectId: job.id,
        studentId: job.student.id,
        hostelId: job.hostel.id,
        before,
        after: { status: job.status, priority: job.priority ?? null, assignee: job.assignee?.id ?? null, dueAt: job.dueAt?.toISOString() ?? null, mergedInto: job.mergedInto?.id ?? null },
      });
      const notifications = await tell(em, this.deps, job, caller.userId, words.title, words.body);
      return { job, notifications };
    });
    announce(this.deps, job, notifications);
    return (await jobViews(this.em, caller, [job], now))[0]!;
  }
}

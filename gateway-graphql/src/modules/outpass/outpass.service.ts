import type { EntityManager } from '@mikro-orm/postgresql';
import { toActivityView, Activity } from '../activity/index.js';
import { dayOf, type Clock } from '../../core/clock.js';
import { AppError, forbidden, notFound } from '../../core/errors.js';
import { lockRows } from '../../core/locks.js';
import type { Publisher } from '../../core/publisher.js';
import { isUuid, parseInput } from '../../core/validate.js';
import { decisionInput, outpassInput, rollDecisionInput, idempotencyKeyInput } from './outpass.validate.js';
import type { OutpassView } from '../../core/views.js';
import { assertInScope, assertOwnClaim, hostelScope, outOfScope, requireRole, requireStaff, requireViewer, type Viewer } from '../../core/viewer.js';
import type { AuditLog } from '../audit/index.js';
import { studentInScope, User } from '../user/index.js';
import { Outpass } from './outpass.entity.js';
import { ActivityKind, FeedEventKind, RequestStatus, Role } from '../../core/enums.js';

/** The outpass form. `roll_no` is never trusted: the roll number is the caller's enrollment ID. */
export interface OutpassInput {
  name?: unknown;
  where?: unknown;
  dateOfArrival?: unknown;
  outTime?: unknown;
  reason?: unknown;
  responsibility?: unknown;
  description?: unknown;
  roll_no?: unknown;
}

export interface OutpassHistory {
  items: OutpassView[];
  total: number;
  approved: number;
  pending: number;
  rejected: number;
}


export const toOutpassView = (o: Outpass): OutpassView => ({
  id: o.id,
  studentId: o.student.id,
  name: o.name,
  where: o.where,
  dateOfArrival: o.dateOfArrival,
  outTime: o.outTime,
  reason: o.reason,
  responsibility: o.responsibility,
  rollNo: o.rollNo,
  description: o.description ?? null,
  status: o.status,
  decisionReason: o.decisionReason ?? null,
  createdAt: o.createdAt.toISOString(),
  decidedAt: o.decidedAt?.toISOString() ?? null,
});

export class OutpassService {
  constructor(
    private readonly em: EntityManager,
    private readonly publisher: Publisher,
    private readonly clock: Clock,
    private readonly audit: AuditLog,
  ) {}

  /** A student asks to go out; the admins' feed hears of it once it is stored. */
  async apply(viewer: Viewer | null, input: OutpassInput): Promise<OutpassView> {
    const caller = requireRole(viewer, Role.STUDENT);
    const student = await this.em.findOneOrFail(User, { id: caller.userId });
    assertOwnClaim(input.roll_no, student.enrollmentId);

    const { name, where, dateOfArrival, outTime, reason, responsibility, description } = parseInput(outpassInput(dayOf(this.clock())), input);

    const { outpass, activity } = await this.em.transactional(async (em) => {
      // The hostel of the student's bed: its wardens see the outpass (none yet: admins only).
      const [bed] = await em.execute<{ hostel_id: string }[]>('select r.hostel_id from room_occupancies o join rooms r on r.id = o.room_id where o.student_id = ?', [student.id]);
      const hostel = bed?.hostel_id ?? null;
      const outpass = em.create(Outpass, {
        student,
        hostel,
        name,
        where,
        dateOfArrival,
        outTime,
        reason,
        responsibility,
        description: description ?? null,
        rollNo: student.enrollmentId!,
      });
      const activity = em.create(Activity, {
        type: ActivityKind.OUTPASS_REQUEST,
        description: `${student.name} (${student.enrollmentId}) requested an outpass to ${where}, returning ${dateOfArrival} — ${reason}`.slice(0, 500),
        student,
        outpass,
        hostel,
      });
      await em.flush();
      await this.audit.record(em, caller, {
        action: 'outpass.requested',
        objectType: 'outpass',
        objectId: outpass.id,
        studentId: student.id,
        hostelId: hostel,
        after: { status: RequestStatus.PENDING, where, dateOfArrival, outTime, responsibility },
      });
      return { outpass, activity };
    });
    await this.publisher.activity(FeedEventKind.CREATED, toActivityView(activity));
    return toOutpassView(outpass);
  }

  /** The caller's own history, newest first, with its statistics. */
  async mine(viewer: Viewer | null): Promise<OutpassHistory> {
    const caller = requireViewer(viewer);
    return this.history(caller.userId);
  }

  /**
   * A student's history by roll number: their own, anyone's for an admin; for a warden, the
   * outpasses asked from their hostels only.
   */
  async forRollNumber(viewer: Viewer | null, enrollmentId: string): Promise<OutpassHistory> {
    const caller = requireViewer(viewer);
    const student = await this.em.findOne(User, { enrollmentId: enrollmentId.trim().toUpperCase(), role: Role.STUDENT });
    if (caller.role === Role.STUDENT && caller.userId !== student?.id) throw forbidden();
    if (!student) throw notFound('Student');
    if (caller.role === Role.WARDEN && !(await studentInScope(this.em, caller, student.id))) throw outOfScope();
    return this.history(student.id, caller.role === Role.STUDENT ? null : hostelScope(caller));
  }

  /** Staff: every pending outpass of their hostels, oldest first (first come, first served). */
  async pending(viewer: Viewer | null): Promise<OutpassView[]> {
    const scope = hostelScope(requireStaff(viewer));
    const rows = await this.em.find(Outpass, { status: RequestStatus.PENDING, ...(scope && { hostel: { $in: [...scope] } }) }, { orderBy: { createdAt: 'asc', id: 'asc' } });
    return rows.map(toOutpassView);
  }

  /** Staff: approves or rejects one pending outpass of their hostels; a decided one cannot be decided again. */
  async decide(viewer: Viewer | null, id: string, decision: unknown, reason?: unknown, key?: unknown): Promise<OutpassView> {
    const admin = requireStaff(viewer);
    const { status, reason: decisionReason, idempotencyKey } = parseInput(decisionInput, { status: decision, reason, idempotencyKey: key });
    if (!isUuid(id)) throw notFound('Outpass');
    const { outpass, activity, repeated } = await this.em.transactional(async (em) => {
      if ((await lockRows(em, 'outpasses', [id])).size === 0) throw notFound('Outpass');
      const outpass = await em.findOneOrFail(Outpass, { id }, { refresh: true });
      assertInScope(admin, outpass.hostel?.id);
      // The same decision again (its answer was lost): the first answer, and nothing announced twice.
      if (idempotencyKey && outpass.decisionKey === idempotencyKey) return { outpass, activity: null, repeated: true };
      if (outpass.status !== RequestStatus.PENDING) {
        throw new AppError('CONFLICT', `This outpass has already been ${outpass.status.toLowerCase()}.`);
      }
      Object.assign(outpass, { status, decidedAt: this.clock(), decidedBy: em.getReference(User, admin.userId), decisionReason: decisionReason ?? null, decisionKey: idempotencyKey ?? null });
      await this.audit.record(em, admin, {
        action: `outpass.${status!.toLowerCase()}`,
        objectType: 'outpass',
        objectId: outpass.id,
        studentId: outpass.student.id,
        hostelId: outpass.hostel?.id ?? null,
        before: { status: RequestStatus.PENDING },
        after: { status, reason: decisionReason ?? null },
      });
      const activity = await em.findOne(Activity, { outpass: outpass.id });
      if (activity) activity.resolved = true;
      return { outpass, activity, repeated: false };
    });
    const view = toOutpassView(outpass);
    if (repeated) return view;
    this.publisher.outpass(view);
    if (activity) await this.publisher.activity(FeedEventKind.RESOLVED, toActivityView(activity));
    return view;
  }

  /** Admin (the spec's `/update/status`): decides every pending outpass of one roll number. */
  async decideAllOf(viewer: Viewer | null, rollNumber: unknown, decision: unknown, key?: unknown): Promise<OutpassView[]> {
    const scope = hostelScope(requireStaff(viewer));
    const { roll_number: roll } = parseInput(rollDecisionInput, { roll_number: rollNumber, status: decision });
    const { idempotencyKey } = parseInput(idempotencyKeyInput, { idempotencyKey: key });
    const student = await this.em.findOne(User, { enrollmentId: roll.toUpperCase(), role: Role.STUDENT });
    if (!student) throw notFound('Student');
    // The same call again (its answer was lost): the outpasses it decided.
    const earlier = idempotencyKey ? await this.em.find(Outpass, { student, decisionKey: idempotencyKey }, { orderBy: { createdAt: 'asc', id: 'asc' } }) : [];
    if (earlier.length > 0) return earlier.map(toOutpassView);
    const pending = await this.em.find(Outpass, { student, status: RequestStatus.PENDING, ...(scope && { hostel: { $in: [...scope] } }) }, { fields: ['id'] });
    const decided: OutpassView[] = [];
    for (const { id } of pending) {
      try {
        decided.push(await this.decide(viewer, id, decision, undefined, idempotencyKey));
      } catch (error) {
        if (!(error instanceof AppError && error.code === 'CONFLICT')) throw error; // decided meanwhile by another admin
      }
    }
    return decided;
  }

  /** A student's outpasses; `scope` (a warden's hostels) keeps only those asked from them. */
  private async history(studentId: string, scope: readonly string[] | null = null): Promise<OutpassHistory> {
    const rows = await this.em.find(Outpass, { student: studentId, ...(scope && { hostel: { $in: [...scope] } }) }, { orderBy: { createdAt: 'desc', id: 'desc' } });
    const items = rows.map(toOutpassView);
    const count = (status: string) => items.filter((i) => i.status === status).length;
    return { items, total: items.length, approved: count('Approved'), pending: count('Pending'), rejected: count('Rejected') };
  }
}

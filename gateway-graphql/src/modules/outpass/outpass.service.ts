import type { EntityManager } from '@mikro-orm/postgresql';
import { officeDay, officeDayTime, officeMoment, type Clock } from '../../core/clock.js';
import { AppError, badInput, forbidden, notFound } from '../../core/errors.js';
import { oneTimeToken, sha256Hex } from '../../core/secrets.js';
import { parseInput } from '../../core/validate.js';
import { outpassInput, statusListInput } from './outpass.validate.js';
import type { OutpassView } from '../../core/views.js';
import { assertOwnClaim, hostelScope, outOfScope, requireRole, requireStaff, requireViewer, type Viewer } from '../../core/viewer.js';
import { studentInScope, User } from '../user/index.js';
import { Outpass } from './outpass.entity.js';
import { OutpassDecision } from './outpass.decision.js';
import { announce, lockOutpass, nothingToAnnounce, type OutpassDeps } from './outpass.shared.js';
import { OUTPASS_POPULATE, toOutpassView } from './outpass.view.js';
import { refusalOf } from './outpass.transition.js';
import { ActivityKind, FeedEventKind, GuardianConsent, RequestStatus, Role } from '../../core/enums.js';

export { toOutpassView } from './outpass.view.js';

/** The outpass form. `roll_no` is never trusted: the roll number is the caller's enrollment ID. */
export interface OutpassInput {
  name?: unknown;
  where?: unknown;
  dateOfArrival?: unknown;
  outTime?: unknown;
  returnTime?: unknown;
  reason?: unknown;
  responsibility?: unknown;
  description?: unknown;
  roll_no?: unknown;
}

export interface OutpassHistory {
  items: OutpassView[];
  total: number;
  /** Approved, including those used at the gate since. */
  approved: number;
  pending: number;
  rejected: number;
  cancelled: number;
}

/** The hostel's curfew: when a student is due back if the form names no return time. */
export const DEFAULT_RETURN_TIME = '21:00';
/** How long a guardian's link works at most (it also ends at the expected return). */
const GUARDIAN_LINK_MS = 72 * 60 * 60 * 1000;

export class OutpassService {
  private readonly em: EntityManager;
  /** The staff's decision (outpass.decision.ts). */
  private readonly decision: OutpassDecision;
  constructor(
    em: EntityManager,
    private readonly deps: OutpassDeps,
  ) {
    this.em = em;
    this.decision = new OutpassDecision(em, deps);
  }

  private get clock(): Clock {
    return this.deps.clock;
  }

  /** A student asks to go out; the staff feed hears of it once it is stored, and the guardian is asked if the hostel wants it. */
  async apply(viewer: Viewer | null, input: OutpassInput): Promise<OutpassView> {
    const caller = requireRole(viewer, Role.STUDENT);
    const student = await this.em.findOneOrFail(User, { id: caller.userId });
    assertOwnClaim(input.roll_no, student.enrollmentId);
    const now = this.clock();
    // Today is the office's, as the form's date and time are (what the screen offers).
    const { name, where, dateOfArrival, outTime, returnTime, reason, responsibility, description } = parseInput(outpassInput(officeDay(now)), input);
    const expectedReturnAt = officeMoment(dateOfArrival, returnTime ?? DEFAULT_RETURN_TIME);
    if (expectedReturnAt <= now) {
      throw badInput([{ field: 'returnTime', message: 'The return time has already passed: choose a later date or time.' }]);
    }

    const { outpass, activity } = await this.em.transactional(async (em) => {
      // The hostel of the student's bed: its wardens see the outpass (none yet: admins only).
      const [bed] = await em.execute<{ hostel_id: string; consent: boolean }[]>(
        'select r.hostel_id, h.guardian_consent_required as consent from room_occupancies o join rooms r on r.id = o.room_id join hostels h on h.id = r.hostel_id where o.student_id = ?',
        [student.id],
      );
      const hostel = bed?.hostel_id ?? null;
      const askGuardian = bed?.consent === true;
      if (askGuardian && !student.guardianEmail) {
        throw new AppError('BAD_USER_INPUT', "Your hostel asks your guardian to agree to each outpass. Add your guardian's email on your profile first.");
      }
      const guardianToken = askGuardian ? oneTimeToken() : null;
      const outpass = em.create(Outpass, {
        student,
        hostel,
        name,
        where,
        dateOfArrival,
        outTime,
        expectedReturnAt,
        reason,
        responsibility,
        description: description ?? null,
        rollNo: student.enrollmentId!,
        createdAt: now,
        guardianConsent: askGuardian ? GuardianConsent.AWAITING : GuardianConsent.NOT_REQUIRED,
        guardianTokenHash: guardianToken && sha256Hex(guardianToken),
        guardianTokenExpiresAt: guardianToken ? new Date(Math.min(now.getTime() + GUARDIAN_LINK_MS, expectedReturnAt.getTime())) : null,
      });
      const activity = this.deps.activities.add(em, {
        type: ActivityKind.OUTPASS_REQUEST,
        description: `${student.name} (${student.enrollmentId}) requested an outpass to ${where}, returning ${dateOfArrival} — ${reason}`.slice(0, 500),
        student,
        outpass,
        hostel,
      });
      await em.flush();
      await this.deps.audit.record(em, caller, {
        action: 'outpass.requested',
        objectType: 'outpass',
        objectId: outpass.id,
        studentId: student.id,
        hostelId: hostel,
        after: { status: RequestStatus.PENDING, where, dateOfArrival, outTime, expectedReturnAt: expectedReturnAt.toISOString(), responsibility, guardianConsent: outpass.guardianConsent },
      });
      if (guardianToken) {
        // The token rides in the fragment (#), which browsers never send to a server or put in a log.
        const link = this.deps.notifier.url(`/guardian#consent=${guardianToken}`);
        await this.deps.notifier.mailTo(
          em,
          student.guardianEmail!,
          `${student.name} asks to leave the hostel`,
          `Hello ${student.guardianName ?? ''},\n\n${student.name} (${student.enrollmentId}) asks for an outpass:\n  Where: ${where}\n  Leaving at: ${outTime}\n  Back by: ${officeDayTime(expectedReturnAt)}\n  Reason: ${reason}\n\nTheir hostel asks you to agree or refuse before the office decides. The link works once, until ${officeDayTime(outpass.guardianTokenExpiresAt!)}:\n\n${link}\n\nIf you do not know this student, ignore this mail.`,
        );
      }
      return { outpass, activity };
    });
    await this.deps.publisher.activity(FeedEventKind.CREATED, activity.view());
    const view = toOutpassView(await this.em.findOneOrFail(Outpass, { id: outpass.id }, { populate: [...OUTPASS_POPULATE] }));
    this.deps.publisher.outpass(view, outpass.hostel?.id ?? null, { created: true });
    return view;
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
    if (caller.role === Role.GUARD || caller.role === Role.MAINTENANCE) throw forbidden();
    if (!student) throw notFound('Student');
    if (caller.role === Role.WARDEN && !(await studentInScope(this.em, caller, student.id))) throw outOfScope();
    return this.history(student.id, caller.role === Role.STUDENT ? null : hostelScope(caller));
  }

  /** Staff: every pending outpass of their hostels, oldest first (first come, first served). */
  async pending(viewer: Viewer | null): Promise<OutpassView[]> {
    return this.withStatus(viewer, [RequestStatus.PENDING]);
  }

  /** Staff: the outpasses of their hostels in these states (e.g. Out and Overdue: who is away now), oldest first. */
  async withStatus(viewer: Viewer | null, statuses: unknown): Promise<OutpassView[]> {
    const scope = hostelScope(requireStaff(viewer));
    const { statuses: wanted } = parseInput(statusListInput, { statuses });
    const rows = await this.em.find(
      Outpass,
      { status: { $in: wanted }, ...(scope && { hostel: { $in: [...scope] } }) },
      { orderBy: { createdAt: 'asc', id: 'asc' }, populate: [...OUTPASS_POPULATE], limit: 500 },
    );
    return rows.map(toOutpassView);
  }

  /** Staff: approves or rejects one pending outpass of their hostels; a decided one cannot be decided again. */
  decide(viewer: Viewer | null, id: string, decision: unknown, reason?: unknown, key?: unknown): Promise<OutpassView> {
    return this.decision.decide(viewer, id, decision, reason, key);
  }

  /** Admin (the spec's `/update/status`): decides every pending outpass of one roll number. */
  decideAllOf(viewer: Viewer | null, rollNumber: unknown, decision: unknown, key?: unknown): Promise<OutpassView[]> {
    return this.decision.decideAllOf(viewer, rollNumber, decision, key);
  }

  /** The student cancels their own outpass before leaving (Pending or Approved); its gate pass stops working. */
  async cancel(viewer: Viewer | null, id: string): Promise<OutpassView> {
    const caller = requireRole(viewer, Role.STUDENT);
    const out = nothingToAnnounce();
    const outpass = await this.em.transactional(async (em) => {
      const outpass = await lockOutpass(em, id);
      if (outpass.student.id !== caller.userId) throw notFound('Outpass');
      const refusal = refusalOf('cancel', outpass);
      if (refusal) throw new AppError('CONFLICT', refusal);
      const before = outpass.status;
      Object.assign(outpass, { status: RequestStatus.CANCELLED, cancelledAt: this.clock(), guardianTokenHash: null });
      await this.deps.audit.record(em, caller, {
        action: 'outpass.cancelled',
        objectType: 'outpass',
        objectId: outpass.id,
        studentId: caller.userId,
        hostelId: outpass.hostel?.id ?? null,
        before: { status: before },
        after: { status: RequestStatus.CANCELLED },
      });
      const activity = await this.deps.activities.resolve(em, { outpassId: outpass.id, unresolvedOnly: true });
      if (activity) out.activities.push({ kind: FeedEventKind.RESOLVED, view: activity.view() });
      return outpass;
    });
    const view = toOutpassView(outpass);
    out.outpasses.push({ view, hostelId: outpass.hostel?.id ?? null });
    await announce(this.deps.publisher, out);
    return view;
  }

  /** A student's outpasses; `scope` (a warden's hostels) keeps only those asked from them. */
  private async history(studentId: string, scope: readonly string[] | null = null): Promise<OutpassHistory> {
    const rows = await this.em.find(
      Outpass,
      { student: studentId, ...(scope && { hostel: { $in: [...scope] } }) },
      { orderBy: { createdAt: 'desc', id: 'desc' }, populate: [...OUTPASS_POPULATE] },
    );
    const items = rows.map(toOutpassView);
    const count = (...statuses: RequestStatus[]) => items.filter((i) => statuses.includes(i.status)).length;
    return {
      items,
      total: items.length,
      approved: count(RequestStatus.APPROVED, RequestStatus.OUT, RequestStatus.RETURNED, RequestStatus.OVERDUE),
      pending: count(RequestStatus.PENDING),
      rejected: count(RequestStatus.REJECTED),
      cancelled: count(RequestStatus.CANCELLED),
    };
  }
}

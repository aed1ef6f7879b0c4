import type { EntityManager } from '@mikro-orm/postgresql';
import { toActivityView, Activity } from '../activity/index.js';
import { officeDay, officeDayTime, officeMoment, type Clock } from '../../core/clock.js';
import { AppError, badInput, forbidden, notFound } from '../../core/errors.js';
import { lockRows } from '../../core/locks.js';
import type { Publisher } from '../../core/publisher.js';
import { oneTimeToken, sha256Hex } from '../../core/secrets.js';
import { isUuid, parseInput } from '../../core/validate.js';
import { decisionInput, outpassInput, rollDecisionInput, idempotencyKeyInput, statusListInput } from './outpass.validate.js';
import type { ActivityView, NotificationView, OutpassView } from '../../core/views.js';
import { assertInScope, assertOwnClaim, hostelScope, outOfScope, requireRole, requireStaff, requireViewer, type Viewer } from '../../core/viewer.js';
import type { AuditLog } from '../audit/index.js';
import type { Notifier } from '../notification/index.js';
import { studentInScope, User } from '../user/index.js';
import { Outpass } from './outpass.entity.js';
import { OUTPASS_POPULATE, toOutpassView } from './outpass.view.js';
import { refusalOf } from './outpass.transition.js';
import { ActivityKind, FeedEventKind, GuardianConsent, NotificationKind, RequestStatus, Role } from '../../core/enums.js';

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

/** What the services of this module share. */
export interface OutpassDeps {
  publisher: Publisher;
  clock: Clock;
  audit: AuditLog;
  notifier: Notifier;
  /** The key id a newly approved outpass's gate code is derived under, and the code's hash. */
  gateCode: (outpassId: string) => { kid: string; hash: string };
}

/** Things to announce once a transaction has committed. */
export interface Announcements {
  outpasses: { view: OutpassView; hostelId: string | null }[];
  notifications: NotificationView[];
  activities: { kind: FeedEventKind; view: ActivityView }[];
}

export const nothingToAnnounce = (): Announcements => ({ outpasses: [], notifications: [], activities: [] });

/** Publishes what a committed transaction changed: the student's and staff's screens, the bells, the feed. */
export async function announce(publisher: Publisher, a: Announcements): Promise<void> {
  for (const { view, hostelId } of a.outpasses) publisher.outpass(view, hostelId);
  publisher.notifications(a.notifications);
  for (const { kind, view } of a.activities) await publisher.activity(kind, view);
}

/** Locks one outpass (inside a transaction) and reads it fresh with its hostel and student. */
export async function lockOutpass(em: EntityManager, id: string): Promise<Outpass> {
  if (!isUuid(id) || (await lockRows(em, 'outpasses', [id])).size === 0) throw notFound('Outpass');
  return em.findOneOrFail(Outpass, { id }, { refresh: true, populate: [...OUTPASS_POPULATE, 'student'] });
}

export class OutpassService {
  private readonly em: EntityManager;
  constructor(
    em: EntityManager,
    private readonly deps: OutpassDeps,
  ) {
    this.em = em;
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
      const activity = em.create(Activity, {
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
    await this.deps.publisher.activity(FeedEventKind.CREATED, toActivityView(activity));
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
    if (caller.role === Role.GUARD) throw forbidden();
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
  async decide(viewer: Viewer | null, id: string, decision: unknown, reason?: unknown, key?: unknown): Promise<OutpassView> {
    const admin = requireStaff(viewer);
    const { status, reason: decisionReason, idempotencyKey } = parseInput(decisionInput, { status: decision, reason, idempotencyKey: key });
    if (!isUuid(id)) throw notFound('Outpass');
    const out = nothingToAnnounce();
    const { outpass, repeated } = await this.em.transactional(async (em) => {
      const outpass = await lockOutpass(em, id);
      assertInScope(admin, outpass.hostel?.id);
      // The same decision again (its answer was lost): the first answer, and nothing announced twice.
      if (idempotencyKey && outpass.decisionKey === idempotencyKey) return { outpass, repeated: true };
      const refusal = refusalOf(status === RequestStatus.APPROVED ? 'approve' : 'reject', outpass);
      if (refusal) throw new AppError('CONFLICT', refusal);
      if (status === RequestStatus.APPROVED && outpass.guardianConsent === GuardianConsent.AWAITING) {
        throw new AppError('CONFLICT', "The student's guardian has not answered yet: approve once they agree, or reject it.");
      }
      if (status === RequestStatus.APPROVED && outpass.guardianConsent === GuardianConsent.REFUSED) {
        throw new AppError('CONFLICT', "The student's guardian refused this outpass: it can only be rejected.");
      }
      const now = this.clock();
      Object.assign(outpass, { status, decidedAt: now, decidedBy: em.getReference(User, admin.userId), decisionReason: decisionReason ?? null, decisionKey: idempotencyKey ?? null });
      // The guardian's link ends with the decision.
      outpass.guardianTokenHash = null;
      if (status === RequestStatus.APPROVED) {
        const code = this.deps.gateCode(outpass.id);
        Object.assign(outpass, { gateCodeKid: code.kid, gateCodeHash: code.hash });
      }
      await this.deps.audit.record(em, admin, {
        action: `outpass.${status!.toLowerCase()}`,
        objectType: 'outpass',
        objectId: outpass.id,
        studentId: outpass.student.id,
        hostelId: outpass.hostel?.id ?? null,
        before: { status: RequestStatus.PENDING },
        after: { status, reason: decisionReason ?? null },
      });
      const activity = await em.findOne(Activity, { outpass: outpass.id });
      if (activity) {
        activity.resolved = true;
        out.activities.push({ kind: FeedEventKind.RESOLVED, view: toActivityView(activity) });
      }
      const approved = status === RequestStatus.APPROVED;
      out.notifications.push(
        ...(await this.deps.notifier.write(em, [
          {
            userId: outpass.student.id,
            kind: approved ? NotificationKind.OUTPASS_APPROVED : NotificationKind.OUTPASS_REJECTED,
            title: approved ? `Outpass to ${outpass.where} approved` : `Outpass to ${outpass.where} rejected`,
            body: approved
              ? `Your outpass to ${outpass.where} was approved. Show its gate pass at the gate; be back by ${officeDayTime(outpass.expectedReturnAt)}.`
              : `Your outpass to ${outpass.where} was rejected${decisionReason ? `: ${decisionReason}` : '.'}`,
            link: '/newprofile',
          },
        ])),
      );
      return { outpass, repeated: false };
    });
    const view = toOutpassView(outpass);
    if (repeated) return view;
    out.outpasses.push({ view, hostelId: outpass.hostel?.id ?? null });
    await announce(this.deps.publisher, out);
    return view;
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
      const activity = await em.findOne(Activity, { outpass: outpass.id, resolved: false });
      if (activity) {
        activity.resolved = true;
        out.activities.push({ kind: FeedEventKind.RESOLVED, view: toActivityView(activity) });
      }
      return outpass;
    });
    const view = toOutpassView(outpass);
    out.outpasses.push({ view, hostelId: outpass.hostel?.id ?? null });
    await announce(this.deps.publisher, out);
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
    const earlier = idempotencyKey ? await this.em.find(Outpass, { student, decisionKey: idempotencyKey }, { orderBy: { createdAt: 'asc', id: 'asc' }, populate: [...OUTPASS_POPULATE] }) : [];
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

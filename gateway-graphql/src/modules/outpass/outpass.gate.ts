import type { EntityManager } from '@mikro-orm/postgresql';
import { officeClockTime, officeDayTime } from '../../core/clock.js';
import { AppError, notFound } from '../../core/errors.js';
import { ActivityKind, EarlyExitRule, FeedEventKind, GateDirection, GATE_ROLES, NotificationKind, RequestStatus, Role } from '../../core/enums.js';
import { isUuid } from '../../core/validate.js';
import { assertInScope, requireRole, type Viewer } from '../../core/viewer.js';
import type { GateScanView } from './outpass.views.js';
import { Outpass } from './outpass.entity.js';
import { User } from '../user/index.js';
import { announce, lockOutpass, nothingToAnnounce, type OutpassDeps } from './outpass.shared.js';
import { refusalOf } from './outpass.transition.js';
import { toOutpassView } from './outpass.view.js';
import { staffOfHostel } from './outpass.staff.js';

/** What a gate pass is made from: the outpass it names, when it ends, and the key of its code. */
export interface Passable {
  outpassId: string;
  status: RequestStatus;
  expectedReturnAt: Date;
  gateCodeKid: string | null;
}

/** The gate's word on a student going out: the warning the guard reads, and the refusal if their hostel turns them back. */
export type ExitVerdict = { warning: string; refusal: string | null } | null;

/** Judges a student going out `now` on an outpass declaring `outTime`, asked for at `askedAt`, under their hostel's rule. */
export type ExitCheck = (exit: { outTime: string; askedAt: Date; now: Date; rule: EarlyExitRule }) => ExitVerdict;

/** The outpass at the gate: who may hold a pass, and the scans that move it Out and back. */
export class OutpassGate {
  constructor(
    private readonly em: EntityManager,
    private readonly deps: OutpassDeps,
  ) {}

  /** The student's own outpass, if it can have a gate pass now (approved, or out and not back). */
  async passable(viewer: Viewer | null, id: string): Promise<Passable> {
    const caller = requireRole(viewer, Role.STUDENT);
    const outpass = isUuid(id) ? await this.em.findOne(Outpass, { id, student: caller.userId }) : null;
    if (!outpass) throw notFound('Outpass');
    if (![RequestStatus.APPROVED, RequestStatus.OUT, RequestStatus.OVERDUE].includes(outpass.status)) {
      throw new AppError('CONFLICT', `A gate pass exists only for an approved outpass; this one is ${outpass.status.toLowerCase()}.`);
    }
    return { outpassId: outpass.id, status: outpass.status, expectedReturnAt: outpass.expectedReturnAt, gateCodeKid: outpass.gateCodeKid ?? null };
  }

  /** The outpass a typed code belongs to (by the code's hash), if any. */
  async idForCode(codeHash: string): Promise<string | null> {
    const outpass = await this.em.findOne(Outpass, { gateCodeHash: codeHash }, { fields: ['id'] });
    return outpass?.id ?? null;
  }

  /**
   * Records the student going out or coming back on a verified pass. The outpass row is locked,
   * so two scans at once end with one recorded and the other refused as a pass used twice.
   * Going out, `checkExit` (the gate's rule) may warn the guard or turn the student back.
   */
  async scan(viewer: Viewer | null, outpassId: string, direction: GateDirection, checkExit: ExitCheck): Promise<GateScanView> {
    const guard = requireRole(viewer, ...GATE_ROLES);
    const out = nothingToAnnounce();
    const now = this.deps.clock();
    const { outpass, late, exit } = await this.em.transactional(async (em) => {
      const outpass = await lockOutpass(em, outpassId);
      // A guard works the campus gate; a warden scans for their own hostels only.
      if (guard.role !== Role.GUARD) assertInScope(guard, outpass.hostel?.id);
      const move = direction === GateDirection.OUT ? 'out' : 'return';
      const refusal = refusalOf(move, outpass);
      if (refusal) throw new AppError('CONFLICT', refusal);
      if (move === 'out' && now > outpass.expectedReturnAt) {
        throw new AppError('CONFLICT', `This outpass ended at ${officeDayTime(outpass.expectedReturnAt)}: the student was due back by then. They need a new outpass.`);
      }
      // No hostel (a student without a bed): the gate's old way, let through with the warning.
      const exit = move === 'out' ? checkExit({ outTime: outpass.outTime, askedAt: outpass.createdAt, now, rule: outpass.hostel?.earlyExit ?? EarlyExitRule.WARN }) : null;
      if (exit?.refusal) throw new AppError('CONFLICT', exit.refusal);
      const before = outpass.status;
      const late = move === 'return' && (before === RequestStatus.OVERDUE || now > outpass.expectedReturnAt);
      if (move === 'out') Object.assign(outpass, { status: RequestStatus.OUT, outAt: now, outBy: em.getReference(User, guard.userId) });
      else Object.assign(outpass, { status: RequestStatus.RETURNED, returnedAt: now, returnedBy: em.getReference(User, guard.userId) });
      await this.deps.audit.record(em, guard, {
        action: move === 'out' ? 'outpass.out' : 'outpass.returned',
        objectType: 'outpass',
        objectId: outpass.id,
        studentId: outpass.student.id,
        hostelId: outpass.hostel?.id ?? null,
        before: { status: before },
        after: { status: outpass.status, at: now.toISOString(), ...(late && { late: true }), ...(exit && { early: true, warning: exit.warning }) },
      });
      const student = outpass.student;
      const when = officeClockTime(now);
      const title = move === 'out' ? `You left for ${outpass.where}` : late ? 'You are back (late)' : 'You are back';
      const body =
        move === 'out'
          ? `The gate recorded you going out at ${when} for ${outpass.where}. Be back by ${officeDayTime(outpass.expectedReturnAt)}.`
          : `The gate recorded you coming back at ${when}${late ? `, after your return time of ${officeDayTime(outpass.expectedReturnAt)}` : ''}.`;
      const drafts = [{ userId: student.id, kind: move === 'out' ? NotificationKind.OUTPASS_OUT : NotificationKind.OUTPASS_RETURNED, title, body, link: '/newprofile' }];
      if (late) {
        // The office was told of the overdue return; it hears that it ended.
        for (const staff of await staffOfHostel(em, outpass.hostel?.id ?? null)) {
          drafts.push({ userId: staff, kind: NotificationKind.OUTPASS_RETURNED, title: `${student.name} is back (late)`, body: `${student.name} (${student.enrollmentId}) came back at ${when}, after their return time of ${officeDayTime(outpass.expectedReturnAt)}.`, link: '/adminpage/dashboard' });
        }
        const overdue = await this.deps.activities.resolve(em, { outpassId: outpass.id, type: ActivityKind.OUTPASS_OVERDUE, unresolvedOnly: true });
        if (overdue) out.activities.push({ kind: FeedEventKind.RESOLVED, view: overdue.view() });
      }
      out.notifications.push(...(await this.deps.notifier.write(em, drafts)));
      if (student.guardianEmail) {
        await this.deps.notifier.mailTo(
          em,
          student.guardianEmail,
          move === 'out' ? `${student.name} has left the hostel` : `${student.name} is back at the hostel`,
          move === 'out'
            ? `Hello ${student.guardianName ?? ''},\n\n${student.name} went out through the hostel gate at ${officeDayTime(now)}, for ${outpass.where}. They are due back by ${officeDayTime(outpass.expectedReturnAt)}.`
            : `Hello ${student.guardianName ?? ''},\n\n${student.name} came back through the hostel gate at ${officeDayTime(now)}${late ? `, after their return time of ${officeDayTime(outpass.expectedReturnAt)}` : ''}.`,
        );
      }
      return { outpass, late, exit };
    });
    const view = toOutpassView(outpass);
    out.outpasses.push({ view, hostelId: outpass.hostel?.id ?? null });
    await announce(this.deps.publisher, out);
    const student = outpass.student;
    return {
      direction,
      at: now.toISOString(),
      late,
      studentName: student.name,
      initial: (student.name.trim()[0] ?? '?').toUpperCase(),
      enrollmentId: student.enrollmentId ?? '',
      hostelName: outpass.hostel?.name ?? null,
      outpass: view,
      early: exit !== null,
      warning: exit?.warning ?? null,
    };
  }
}

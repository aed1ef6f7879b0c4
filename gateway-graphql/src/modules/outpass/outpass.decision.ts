import type { EntityManager } from '@mikro-orm/postgresql';
import { officeDayTime } from '../../core/clock.js';
import { AppError, notFound } from '../../core/errors.js';
import { isUuid, parseInput } from '../../core/validate.js';
import type { OutpassView } from '../../core/views.js';
import { assertInScope, hostelScope, requireStaff, type Viewer } from '../../core/viewer.js';
import { FeedEventKind, GuardianConsent, NotificationKind, RequestStatus, Role } from '../../core/enums.js';
import { User } from '../user/index.js';
import { Outpass } from './outpass.entity.js';
import { announce, lockOutpass, nothingToAnnounce, type OutpassDeps } from './outpass.shared.js';
import { refusalOf } from './outpass.transition.js';
import { decisionInput, idempotencyKeyInput, rollDecisionInput } from './outpass.validate.js';
import { OUTPASS_POPULATE, toOutpassView } from './outpass.view.js';

/**
 * The staff's decision on a pending outpass: approved (with its gate code) or rejected, once;
 * the student is told, the request leaves the feed, and the guardian's link ends.
 */
export class OutpassDecision {
  constructor(
    private readonly em: EntityManager,
    private readonly deps: OutpassDeps,
  ) {}

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
      const now = this.deps.clock();
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
      const activity = await this.deps.activities.resolve(em, { outpassId: outpass.id });
      if (activity) out.activities.push({ kind: FeedEventKind.RESOLVED, view: activity.view() });
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
}

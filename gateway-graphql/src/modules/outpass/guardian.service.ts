import type { EntityManager } from '@mikro-orm/postgresql';
import { officeClockTime } from '../../core/clock.js';
import { AppError } from '../../core/errors.js';
import { GuardianConsent, NotificationKind, RequestStatus } from '../../core/enums.js';
import { lockRows } from '../../core/locks.js';
import { sha256Hex } from '../../core/secrets.js';
import { parseInput } from '../../core/validate.js';
import type { OutpassView } from '../../core/views.js';
import type { GuardianRequestView } from './outpass.views.js';
import { Outpass } from './outpass.entity.js';
import { announce, nothingToAnnounce, type OutpassDeps } from './outpass.shared.js';
import { guardianAnswerInput } from './outpass.validate.js';
import { OUTPASS_POPULATE, toOutpassView } from './outpass.view.js';

/** One answer for every link that does not work: a guesser learns nothing from it. */
const spentLink = () => new AppError('NOT_FOUND', 'This link does not work any more: it has been used, it has expired, or the outpass has been decided or cancelled.');

/**
 * The guardian's one-time link (no login): what the student asks, and the guardian's consent or
 * refusal. The token is single use (its hash is cleared by the answer), expires at the earlier of
 * 72 hours and the expected return, and ends when the outpass is decided or cancelled.
 */
export class GuardianService {
  constructor(
    private readonly em: EntityManager,
    private readonly deps: OutpassDeps,
  ) {}

  async request(token: unknown): Promise<GuardianRequestView> {
    const outpass = await this.find(this.em, token);
    return {
      studentName: outpass.student.name,
      hostelName: outpass.hostel?.name ?? null,
      where: outpass.where,
      reason: outpass.reason,
      outTime: outpass.outTime,
      dateOfArrival: outpass.dateOfArrival,
      expectedReturnAt: outpass.expectedReturnAt.toISOString(),
      returnTime: officeClockTime(outpass.expectedReturnAt),
      consent: outpass.guardianConsent,
    };
  }

  async answer(token: unknown, consent: unknown): Promise<OutpassView> {
    const input = parseInput(guardianAnswerInput, { token, consent });
    const out = nothingToAnnounce();
    const outpass = await this.em.transactional(async (em) => {
      const found = await this.find(em, input.token);
      await lockRows(em, 'outpasses', [found.id]);
      // Read again under the lock: a second click, a cancel or a decision may have come first.
      const outpass = await this.find(em, input.token, true);
      const now = this.deps.clock();
      const answer = input.consent ? GuardianConsent.GIVEN : GuardianConsent.REFUSED;
      Object.assign(outpass, { guardianConsent: answer, guardianAnsweredAt: now, guardianTokenHash: null });
      await this.deps.audit.record(em, null, {
        action: input.consent ? 'outpass.guardian_consented' : 'outpass.guardian_refused',
        objectType: 'outpass',
        objectId: outpass.id,
        studentId: outpass.student.id,
        hostelId: outpass.hostel?.id ?? null,
        before: { guardianConsent: GuardianConsent.AWAITING },
        after: { guardianConsent: answer, by: 'guardian link' },
      });
      out.notifications.push(
        ...(await this.deps.notifier.write(em, [
          {
            userId: outpass.student.id,
            kind: NotificationKind.GUARDIAN_ANSWERED,
            title: input.consent ? 'Your guardian agreed' : 'Your guardian refused',
            body: input.consent
              ? `Your guardian agreed to your outpass to ${outpass.where}. The hostel office decides next.`
              : `Your guardian refused your outpass to ${outpass.where}. The office will not approve it.`,
            link: '/newprofile',
          },
        ])),
      );
      return outpass;
    });
    const view = toOutpassView(outpass);
    out.outpasses.push({ view, hostelId: outpass.hostel?.id ?? null });
    await announce(this.deps.publisher, out);
    return view;
  }

  private async find(em: EntityManager, token: unknown, refresh = false): Promise<Outpass> {
    if (typeof token !== 'string' || token.length < 20 || token.length > 200) throw spentLink();
    const outpass = await em.findOne(Outpass, { guardianTokenHash: sha256Hex(token) }, { populate: [...OUTPASS_POPULATE, 'student'], refresh });
    if (!outpass || outpass.status !== RequestStatus.PENDING || outpass.guardianConsent !== GuardianConsent.AWAITING) throw spentLink();
    if (!outpass.guardianTokenExpiresAt || outpass.guardianTokenExpiresAt <= this.deps.clock()) throw spentLink();
    return outpass;
  }
}

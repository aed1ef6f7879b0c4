import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { officeClockTime, officeDay } from '../../core/clock.js';
import { AppError, badInput } from '../../core/errors.js';
import { parseInput } from '../../core/validate.js';
import { requireRole, type Viewer } from '../../core/viewer.js';
import { NotificationKind, Role, VisitStatus } from '../../core/enums.js';
import { User } from '../user/index.js';
import { Visit } from './visit.entity.js';
import { dayAfter, hoursOn, hoursWords, MAX_DAYS_AHEAD, MAX_UPCOMING, OVERNIGHT_LEAVE_BY, withinHours } from './visitors.rules.js';
import { announce, homeOf, inNow, lockVisit, roomsOf, rulesOf, statusNow, tellDesk, toVisitView, viewOf, VISIT_POPULATE, visitCodeRecord, visitPass, type VisitorDeps } from './visitors.shared.js';
import { registerInput } from './visitors.validate.js';
import type { VisitView } from './visitors.views.js';

const NO_BED = 'You have no bed in a hostel: visitors come to residents.';

/** The student's side: pre-registering a visitor, the list with each pass, cancelling, answering the desk about a walk-in. */
export class VisitorsService {
  constructor(
    private readonly em: EntityManager,
    private readonly deps: VisitorDeps,
  ) {}

  /**
   * A student pre-registers a visitor at their hostel, within its visiting hours, on a day from
   * today to 30 days ahead. An overnight guest waits for a warden where the hostel asks for it.
   * The visit, its pass's hash, the audit event and the bells commit together, or nothing.
   */
  async register(viewer: Viewer | null, input: Record<string, unknown>): Promise<VisitView> {
    const student = requireRole(viewer, Role.STUDENT);
    const form = parseInput(registerInput, input);
    const now = this.deps.clock();
    const today = officeDay(now);
    if (form.day < today) throw badInput([{ field: 'day', message: 'Day cannot be in the past.' }]);
    if (form.day > dayAfter(today, MAX_DAYS_AHEAD)) throw badInput([{ field: 'day', message: `Register a visitor at most ${MAX_DAYS_AHEAD} days ahead.` }]);
    const id = randomUUID();
    const { visit, notifications, view } = await this.em.transactional(async (em) => {
      const home = await homeOf(em, student.userId, 'day', NO_BED);
      const rules = await rulesOf(em, home.hostelId);
      const hours = hoursOn(rules, form.day);
      const words = hoursWords(home.hostelName, rules, form.day);
      if (!hours) throw badInput([{ field: 'day', message: words }]);
      if (form.expectedFrom < hours.from || form.expectedFrom >= hours.to) throw badInput([{ field: 'expectedFrom', message: words }]);
      if (!form.overnight && form.expectedTo > hours.to) throw badInput([{ field: 'expectedTo', message: words }]);
      if (form.overnight && form.expectedTo > OVERNIGHT_LEAVE_BY) throw badInput([{ field: 'expectedTo', message: `An overnight guest leaves by ${OVERNIGHT_LEAVE_BY} the next day.` }]);
      if (form.day === today && !form.overnight && form.expectedTo <= officeClockTime(now)) throw badInput([{ field: 'expectedTo', message: 'Expected until has already passed today.' }]);
      // The student's row, locked: two registrations at once count each other.
      await em.execute('select id from users where id = ? for update', [student.userId]);
      const [upcoming] = await em.execute<{ n: number }[]>(`select count(*)::int as n from visits where host_id = ? and status in ('pending_approval', 'expected') and day >= ?`, [student.userId, today]);
      if ((upcoming?.n ?? 0) >= MAX_UPCOMING) throw new AppError('CONFLICT', `You have ${MAX_UPCOMING} visits registered still to come: cancel one first.`);
      const waits = form.overnight && rules.overnightNeedsApproval;
      const visit = em.create(Visit, {
        id,
        hostel: home.hostelId,
        host: student.userId,
        visitorName: form.visitorName,
        visitorPhone: form.visitorPhone,
        relation: form.relation,
        visitorGender: form.visitorGender ?? null,
        day: form.day,
        expectedFrom: form.expectedFrom,
        expectedTo: form.expectedTo,
        overnight: form.overnight,
        status: waits ? VisitStatus.PENDING_APPROVAL : VisitStatus.EXPECTED,
        commonRoomOnly: Boolean(rules.otherGenderCommonRoom && form.visitorGender && home.gender && form.visitorGender !== home.gender),
        ...visitCodeRecord(this.deps.signer, id),
        createdBy: student.userId,
        createdAt: now,
      });
      await em.flush();
      await em.populate(visit, [...VISIT_POPULATE]);
      // The audit keeps who and when, never the visitor's details: those are erased with the visit.
      await this.deps.audit.record(em, student, { action: 'visit.registered', objectType: 'visit', objectId: id, studentId: student.userId, hostelId: home.hostelId, after: { day: form.day, overnight: form.overnight, status: visit.status } });
      const notifications = waits
        ? await tellDesk(em, this.deps, home.hostelId, [Role.WARDEN], {
            kind: NotificationKind.VISIT_ASKED,
            title: `Overnight guest to approve at ${home.hostelName}`,
            body: `${visit.host.name} asks to have ${form.visitorName} (${form.relation}) stay the night of ${form.day}.`,
            link: '/adminpage/frontdesk/visitors',
          })
        : [];
      const room = (await roomsOf(em, [student.userId])).get(student.userId) ?? null;
      const pass = visit.status === VisitStatus.EXPECTED ? await visitPass(this.deps.signer, visit, now) : null;
      return { visit, notifications, view: toVisitView(visit, now, { rules, room, pass }) };
    });
    announce(this.deps, visit, notifications);
    return view;
  }

  /** A student's own visits, newest first; each expected pre-registered one with its pass to forward. */
  async mine(viewer: Viewer | null): Promise<VisitView[]> {
    const student = requireRole(viewer, Role.STUDENT);
    const now = this.deps.clock();
    const visits = await this.em.find(Visit, { host: student.userId }, { populate: [...VISIT_POPULATE], orderBy: { day: 'desc', createdAt: 'desc', id: 'desc' }, limit: 100 });
    const room = (await roomsOf(this.em, [student.userId])).get(student.userId) ?? null;
    const rules = new Map<string, Awaited<ReturnType<typeof rulesOf>>>();
    const views: VisitView[] = [];
    for (const visit of visits) {
      if (!rules.has(visit.hostel.id)) rules.set(visit.hostel.id, await rulesOf(this.em, visit.hostel.id));
      const pass = visit.status === VisitStatus.EXPECTED && !visit.walkIn && visit.day >= officeDay(now) ? await visitPass(this.deps.signer, visit, now) : null;
      views.push(toVisitView(visit, now, { rules: rules.get(visit.hostel.id)!, room, pass }));
    }
    return views;
  }

  /** The host cancels a visit not yet begun. */
  async cancel(viewer: Viewer | null, id: string): Promise<VisitView> {
    const student = requireRole(viewer, Role.STUDENT);
    const now = this.deps.clock();
    const { visit, view } = await this.em.transactional(async (em) => {
      const visit = await lockVisit(em, student, id);
      if (visit.status !== VisitStatus.EXPECTED && visit.status !== VisitStatus.PENDING_APPROVAL) throw new AppError('CONFLICT', `This visit is ${words(statusNow(visit, now))}: only a visit still to come can be cancelled.`);
      const before = visit.status;
      visit.status = VisitStatus.CANCELLED;
      await em.flush();
      await this.deps.audit.record(em, student, { action: 'visit.cancelled', objectType: 'visit', objectId: visit.id, studentId: student.userId, hostelId: visit.hostel.id, before: { status: before }, after: { status: visit.status } });
      return { visit, view: await viewOf(em, visit, now) };
    });
    announce(this.deps, visit, []);
    return view;
  }

  /**
   * The host answers the desk about a walk-in, within 10 minutes: accepted, the visitor is signed
   * in at once (by the guard who asked), if the hostel's hours and limit still allow; declined,
   * the guard sees it live.
   */
  async answer(viewer: Viewer | null, id: string, accept: unknown): Promise<VisitView> {
    const student = requireRole(viewer, Role.STUDENT);
    if (typeof accept !== 'boolean') throw badInput([{ field: 'accept', message: 'Accept must be yes or no.' }]);
    const now = this.deps.clock();
    const { visit, notifications, view } = await this.em.transactional(async (em) => {
      const visit = await lockVisit(em, student, id);
      if (visit.status === VisitStatus.ASKING && visit.askExpiresAt && visit.askExpiresAt <= now) {
        visit.status = VisitStatus.EXPIRED;
        await em.flush();
        return { visit, notifications: [], view: null };
      }
      if (visit.status !== VisitStatus.ASKING) throw new AppError('CONFLICT', `This visit is ${words(visit.status)}: there is nothing to answer.`);
      const rules = await rulesOf(em, visit.hostel.id);
      if (accept) {
        if (!withinHours(rules, now)) throw new AppError('CONFLICT', hoursWords(visit.hostel.name, rules, officeDay(now)));
        await em.execute('select id from users where id = ? for update', [student.userId]);
        if ((await inNow(em, student.userId)) >= rules.maxAtOnce) throw new AppError('CONFLICT', limitWords(visit.hostel.name, rules.maxAtOnce));
      }
      Object.assign(visit, {
        status: accept ? VisitStatus.SIGNED_IN : VisitStatus.DECLINED,
        decidedAt: now,
        decidedBy: em.getReference(User, student.userId),
        ...(accept && { signedInAt: now, signedInBy: visit.createdBy }),
      });
      await em.flush();
      await em.populate(visit, ['decidedBy', 'signedInBy']);
      await this.deps.audit.record(em, student, { action: accept ? 'visit.walk_in_accepted' : 'visit.walk_in_declined', objectType: 'visit', objectId: visit.id, studentId: student.userId, hostelId: visit.hostel.id, before: { status: VisitStatus.ASKING }, after: { status: visit.status } });
      const notifications = visit.createdBy
        ? await this.deps.notifier.write(em, [
            {
              userId: visit.createdBy.id,
              kind: NotificationKind.VISIT_DECIDED,
              title: `${visit.host.name} ${accept ? 'accepted' : 'declined'} ${visit.visitorName}`,
              body: accept ? `${visit.visitorName} is signed in to visit ${visit.host.name}${visit.commonRoomOnly ? ', in the common room' : ''}.` : `Do not let ${visit.visitorName} in.`,
              link: '/adminpage/frontdesk/visitors',
            },
          ])
        : [];
      return { visit, notifications, view: await viewOf(em, visit, now) };
    });
    announce(this.deps, visit, notifications);
    if (!view) throw new AppError('CONFLICT', `The desk's question expired at ${officeClockTime(visit.askExpiresAt!)}: ask the desk to enter your visitor again.`);
    return view;
  }
}

/** A status in the words the screens use. */
export const words = (status: VisitStatus): string =>
  ({
    [VisitStatus.PENDING_APPROVAL]: "waiting for a warden's approval",
    [VisitStatus.EXPECTED]: 'expected',
    [VisitStatus.ASKING]: 'waiting for its host',
    [VisitStatus.SIGNED_IN]: 'signed in',
    [VisitStatus.SIGNED_OUT]: 'signed out',
    [VisitStatus.DECLINED]: 'declined',
    [VisitStatus.EXPIRED]: 'expired',
    [VisitStatus.CANCELLED]: 'cancelled',
  })[status];

/** The limit's words. */
export const limitWords = (hostelName: string, max: number): string => `${hostelName} allows ${max} visitor${max === 1 ? '' : 's'} at once per student: one must sign out first.`;


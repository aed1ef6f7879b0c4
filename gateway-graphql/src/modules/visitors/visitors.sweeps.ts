import type { EntityManager } from '@mikro-orm/postgresql';
import { officeClockTime, officeDay, officeMoment } from '../../core/clock.js';
import { pgArray } from '../../core/validate.js';
import { NotificationKind, Role, VisitStatus } from '../../core/enums.js';
import type { NotificationView } from '../../core/views.js';
import { Visit } from './visit.entity.js';
import { dayAfter, type Rules } from './visitors.rules.js';
import { announce, dueOutOf, retentionDays, rulesOf, tellDesk, VISIT_POPULATE, type VisitorDeps } from './visitors.shared.js';

/** The bells about a visit (each names its visitor), erased with the visits of their time. */
const VISIT_BELLS = [NotificationKind.VISIT_ASKED, NotificationKind.VISIT_DECIDED, NotificationKind.VISITOR_SIGNED_IN, NotificationKind.VISITOR_SIGNED_OUT, NotificationKind.VISITOR_OVERSTAY];

/** How many visits one sweep takes at most; the next sweep takes the rest. */
const BATCH = 200;

/**
 * The visitors' scheduled work, on the durable queue (bootstrap.ts): a visitor still in after
 * visiting hours raises an alert to the hostel's guards and wardens (once a visit); a walk-in
 * nobody answered expires; and visits past the office's retention period are erased. Rows
 * another gateway's sweep holds are skipped.
 */
export class VisitorSweeps {
  constructor(
    private readonly em: EntityManager,
    private readonly deps: VisitorDeps,
  ) {}

  /** Alerts the desk and the wardens of visitors still in past their time, and expires unanswered walk-ins; returns how many of each. */
  async overstay(): Promise<{ alerted: number; expired: number }> {
    const now = this.deps.clock();
    const told: { visit: Visit; notifications: NotificationView[] }[] = [];
    const expired: Visit[] = [];
    await this.em.transactional(async (em) => {
      // Every visitor in now, and which of them are past their time by their hostel's rules: the
      // batch is taken of those only (visitors still within their time never crowd them out).
      const inside = await em.execute<{ id: string; hostel_id: string; day: string; overnight: boolean; expected_to: string }[]>(
        `select id, hostel_id, day::text as day, overnight, expected_to from visits where status = 'signed_in' and overstay_alerted_at is null and day <= ? order by day, id`,
        [officeDay(now)],
      );
      const rules = new Map<string, Rules>();
      const pastTime: string[] = [];
      for (const v of inside) {
        if (!rules.has(v.hostel_id)) rules.set(v.hostel_id, await rulesOf(em, v.hostel_id));
        const dueOut = dueOutOf({ day: v.day, overnight: v.overnight, expectedTo: v.expected_to }, rules.get(v.hostel_id)!);
        if (dueOut !== null && now >= dueOut && pastTime.push(v.id) >= BATCH) break;
      }
      const due = pastTime.length
        ? await em.execute<{ id: string }[]>(`select id from visits where id = any(?::uuid[]) and status = 'signed_in' and overstay_alerted_at is null for update skip locked`, [pgArray(pastTime)])
        : [];
      const visits = due.length ? await em.find(Visit, { id: { $in: due.map((d) => d.id) } }, { refresh: true, populate: [...VISIT_POPULATE] }) : [];
      for (const visit of visits) {
        const dueOut = dueOutOf(visit, rules.get(visit.hostel.id)!);
        if (dueOut === null || now < dueOut) continue;
        visit.overstayAlertedAt = now;
        await this.deps.audit.record(em, null, { action: 'visit.overstayed', objectType: 'visit', objectId: visit.id, studentId: visit.host.id, hostelId: visit.hostel.id, after: { dueOut: dueOut.toISOString() } });
        const notifications = await tellDesk(em, this.deps, visit.hostel.id, [Role.GUARD, Role.WARDEN], {
          kind: NotificationKind.VISITOR_OVERSTAY,
          title: `Visitor still in at ${visit.hostel.name}`,
          body: `${visit.visitorName}, visiting ${visit.host.name}, signed in at ${officeClockTime(visit.signedInAt!)} and should have left by ${officeClockTime(dueOut)}.`,
          link: '/adminpage/frontdesk/visitors',
        });
        told.push({ visit, notifications });
      }
      const stale = await em.execute<{ id: string }[]>(
        `update visits set status = 'expired' where id in (select id from visits where status = 'asking' and ask_expires_at <= ? limit ? for update skip locked) returning id`,
        [now, BATCH],
      );
      if (stale.length) expired.push(...(await em.find(Visit, { id: { $in: stale.map((s) => s.id) } }, { refresh: true, populate: ['hostel', 'host'] })));
      await em.flush();
    });
    for (const { visit, notifications } of told) announce(this.deps, visit, notifications);
    for (const visit of expired) announce(this.deps, visit, []);
    return { alerted: told.length, expired: expired.length };
  }

  /**
   * Erases the visits whose day is older than the office's retention period (the visitor's name,
   * phone and ID go with the row, and the bells about visits from before that day), except a
   * visitor never signed out; the audit says how many and up to which day, never who.
   */
  async erase(): Promise<number> {
    const now = this.deps.clock();
    return this.em.transactional(async (em) => {
      const days = await retentionDays(em);
      const before = dayAfter(officeDay(now), -days);
      const erased = await em.execute<{ id: string; hostel_id: string }[]>(`delete from visits where day < ?::date and status <> ? returning id, hostel_id`, [before, VisitStatus.SIGNED_IN]);
      // The bells about visits name the visitor too: those older than the period go with the rows.
      await em.execute(`delete from notifications where kind = any(?::text[]) and created_at < ?`, [pgArray(VISIT_BELLS), officeMoment(before, '00:00')]);
      if (erased.length === 0) return 0;
      const byHostel = new Map<string, number>();
      for (const row of erased) byHostel.set(row.hostel_id, (byHostel.get(row.hostel_id) ?? 0) + 1);
      for (const [hostelId, count] of byHostel) {
        await this.deps.audit.record(em, null, { action: 'visit.erased', objectType: 'visitor_log', objectId: hostelId, hostelId, after: { count, before, retentionDays: days } });
      }
      return erased.length;
    });
  }
}

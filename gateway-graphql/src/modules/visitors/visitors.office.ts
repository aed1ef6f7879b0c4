import type { EntityManager } from '@mikro-orm/postgresql';
import { officeDay, officeIso } from '../../core/clock.js';
import { AppError, badInput, notFound } from '../../core/errors.js';
import { isUuid, parseInput, pgArray } from '../../core/validate.js';
import { assertInScope, hostelScope, outOfScope, requireRole, requireStaff, type Viewer } from '../../core/viewer.js';
import { FRONT_DESK_ROLES, NotificationKind, Role, VisitStatus } from '../../core/enums.js';
import { User } from '../user/index.js';
import { dayAfter, OVERNIGHT_LEAVE_BY } from './visitors.rules.js';
import { announce, homeOf, lockVisit, retentionDays, rulesOf, tellHost, viewOf, type VisitorDeps } from './visitors.shared.js';
import { decideInput, logInput, retentionInput, rulesInput } from './visitors.validate.js';
import type { VisitorRulesView, VisitorSettingsView, VisitView } from './visitors.views.js';

/** Rows of the visitor log's CSV read at a time. */
const BATCH = 500;

export const VISITOR_LOG_COLUMNS = ['Visit', 'Hostel', 'Day', 'Visitor', 'Phone', 'Relation', 'Host', 'Enrollment ID', 'Walk-in', 'Overnight', 'Status', 'ID shown', 'Signed in', 'Signed in by', 'Signed out', 'Signed out by'];

/** The office's side of visitors: each hostel's rules, overnight guests decided, the retention period, the log as CSV. */
export class VisitorOffice {
  constructor(
    private readonly em: EntityManager,
    private readonly deps: VisitorDeps,
  ) {}

  /** A hostel's rules: for its desk and office; a student reads their own hostel's (no hostel given). */
  async rules(viewer: Viewer | null, hostelId: string | null): Promise<VisitorRulesView | null> {
    const reader = requireRole(viewer, Role.STUDENT, ...FRONT_DESK_ROLES);
    let id: string;
    if (reader.role === Role.STUDENT) {
      const home = await homeOf(this.em, reader.userId, 'hostelId', '').catch(() => null);
      if (!home) return null;
      if (hostelId && hostelId !== home.hostelId) throw outOfScope();
      id = home.hostelId;
    } else {
      if (!hostelId || !isUuid(hostelId)) throw badInput([{ field: 'hostelId', message: 'Choose a hostel.' }]);
      assertInScope(reader, hostelId);
      id = hostelId;
    }
    const [hostel] = await this.em.execute<{ name: string }[]>('select name from hostels where id = ?', [id]);
    if (!hostel) throw notFound('Hostel');
    return { hostelId: id, hostelName: hostel.name, ...(await rulesOf(this.em, id)), overnightLeaveBy: OVERNIGHT_LEAVE_BY };
  }

  /** The office (admins, and wardens of the hostel) sets a hostel's rules; audited with what changed. */
  async setRules(viewer: Viewer | null, input: Record<string, unknown>): Promise<VisitorRulesView> {
    const staff = requireStaff(viewer);
    const form = parseInput(rulesInput, input);
    assertInScope(staff, form.hostelId);
    const [hostel] = await this.em.execute<{ name: string }[]>('select name from hostels where id = ?', [form.hostelId]);
    if (!hostel) throw notFound('Hostel');
    const rules = { hours: form.hours, maxAtOnce: form.maxAtOnce, otherGenderCommonRoom: form.otherGenderCommonRoom, overnightNeedsApproval: form.overnightNeedsApproval };
    await this.em.transactional(async (em) => {
      await em.execute('select id from hostels where id = ? for update', [form.hostelId]);
      const before = await rulesOf(em, form.hostelId);
      await em.execute(
        `insert into visitor_rules (hostel_id, hours, max_at_once, other_gender_common_room, overnight_needs_approval, updated_at) values (?, ?::jsonb, ?, ?, ?, now())
         on conflict (hostel_id) do update set hours = excluded.hours, max_at_once = excluded.max_at_once, other_gender_common_room = excluded.other_gender_common_room,
           overnight_needs_approval = excluded.overnight_needs_approval, updated_at = now()`,
        [form.hostelId, JSON.stringify(rules.hours), rules.maxAtOnce, rules.otherGenderCommonRoom, rules.overnightNeedsApproval],
      );
      if (JSON.stringify(before) !== JSON.stringify(rules)) {
        await this.deps.audit.record(em, staff, { action: 'visitor.rules_changed', objectType: 'visitor_rules', objectId: form.hostelId, hostelId: form.hostelId, before: { ...before }, after: { ...rules } });
      }
    });
    return { hostelId: form.hostelId, hostelName: hostel.name, ...rules, overnightLeaveBy: OVERNIGHT_LEAVE_BY };
  }

  /** A warden (of the hostel) or an admin decides an overnight guest; the host hears of it. */
  async decide(viewer: Viewer | null, id: string, input: Record<string, unknown>): Promise<VisitView> {
    const staff = requireStaff(viewer);
    const form = parseInput(decideInput, input);
    const now = this.deps.clock();
    const { visit, notifications, view } = await this.em.transactional(async (em) => {
      const visit = await lockVisit(em, staff, id);
      if (visit.status !== VisitStatus.PENDING_APPROVAL) throw new AppError('CONFLICT', visit.decidedAt ? `Already decided at ${visit.decidedAt.toISOString()}${visit.decidedBy ? ` by ${visit.decidedBy.name}` : ''}.` : 'This visit waits for no approval.');
      if (visit.day < officeDay(now)) throw new AppError('CONFLICT', `This visit was for ${visit.day}: its day is past.`);
      Object.assign(visit, { status: form.approve ? VisitStatus.EXPECTED : VisitStatus.DECLINED, decidedAt: now, decidedBy: em.getReference(User, staff.userId), decisionNote: form.note ?? null });
      await em.flush();
      await em.populate(visit, ['decidedBy']);
      await this.deps.audit.record(em, staff, { action: form.approve ? 'visit.approved' : 'visit.declined', objectType: 'visit', objectId: visit.id, studentId: visit.host.id, hostelId: visit.hostel.id, before: { status: VisitStatus.PENDING_APPROVAL }, after: { status: visit.status } });
      const title = form.approve ? `${visit.visitorName} may stay the night of ${visit.day}` : `${visit.visitorName} may not stay the night of ${visit.day}`;
      const body = `${form.approve ? 'Approved' : 'Declined'} by ${visit.decidedBy!.name}.${form.note ? ` "${form.note}"` : ''}${form.approve ? ' Forward the pass on Visitors.' : ''}`;
      const notifications = await tellHost(em, this.deps, visit, NotificationKind.VISIT_DECIDED, title, body);
      return { visit, notifications, view: await viewOf(em, visit, now) };
    });
    announce(this.deps, visit, notifications);
    return view;
  }

  async settings(viewer: Viewer | null): Promise<VisitorSettingsView> {
    requireRole(viewer, ...FRONT_DESK_ROLES);
    return { retentionDays: await retentionDays(this.em) };
  }

  /** Admin: days a visit's record is kept (7 to 365); audited when it changes. */
  async setRetentionDays(viewer: Viewer | null, days: unknown): Promise<VisitorSettingsView> {
    const admin = requireRole(viewer, Role.ADMIN);
    const input = parseInput(retentionInput, { days });
    await this.em.transactional(async (em) => {
      const [row] = await em.execute<{ retention_days: number }[]>('select retention_days from visitor_settings where id = 1 for update');
      await em.execute(
        `insert into visitor_settings (id, retention_days, updated_at) values (1, ?, now()) on conflict (id) do update set retention_days = excluded.retention_days, updated_at = now()`,
        [input.days],
      );
      if (row?.retention_days === input.days) return;
      await this.deps.audit.record(em, admin, { action: 'visitor.retention_changed', objectType: 'visitor_settings', objectId: 'retention_days', before: { retentionDays: row?.retention_days ?? null }, after: { retentionDays: input.days } });
    });
    return { retentionDays: input.days };
  }

  /**
   * The visitor log of the caller's hostels (one, if given), days `from` to `to` (default the
   * last 30), as CSV rows read 500 at a time. The office's (admins, wardens): the export itself is
   * audited, for it carries personal data out of the product.
   */
  async exportTable(viewer: Viewer | null, query: Record<string, unknown>): Promise<{ filename: string; columns: string[]; rows: AsyncIterable<unknown[]> }> {
    const staff = requireStaff(viewer);
    const f = parseInput(logInput, query);
    const scope = hostelScope(staff);
    if (f.hostelId && scope !== null && !scope.includes(f.hostelId)) throw outOfScope();
    const hostels = f.hostelId ? [f.hostelId] : scope;
    const now = this.deps.clock();
    const to = f.to ?? officeDay(now);
    const from = f.from ?? dayAfter(to, -30);
    if (from > to) throw badInput([{ field: 'from', message: 'From must be on or before To.' }]);
    await this.em.transactional((em) => this.deps.audit.record(em, staff, { action: 'visitor.log_exported', objectType: 'visitor_log', objectId: f.hostelId ?? 'all', hostelId: f.hostelId ?? null, after: { from, to } }));
    return { filename: `visitors-${from}-to-${to}.csv`, columns: VISITOR_LOG_COLUMNS, rows: this.rows(hostels, from, to) };
  }

  private async *rows(hostels: readonly string[] | null, from: string, to: string): AsyncIterable<unknown[]> {
    if (hostels !== null && hostels.length === 0) return;
    let after: [string, string] | null = null;
    const time = (v: unknown) => (v ? officeIso(new Date(v as string)) : '');
    for (;;) {
      const rows: Record<string, unknown>[] = await this.em.execute(
        `select v.id, v.created_at::text as created_key, h.name as hostel, v.day::text as day, v.visitor_name, v.visitor_phone, v.relation, u.name as host, u.enrollment_id, v.walk_in, v.overnight, v.status,
                v.id_type, v.id_last4, v.signed_in_at, i.name as signed_in_by, v.signed_out_at, o.name as signed_out_by
           from visits v join hostels h on h.id = v.hostel_id join users u on u.id = v.host_id left join users i on i.id = v.signed_in_by_id left join users o on o.id = v.signed_out_by_id
          where v.day between ?::date and ?::date and (?::uuid[] is null or v.hostel_id = any(?::uuid[])) ${after ? 'and (v.created_at, v.id) < (?::timestamptz, ?::uuid)' : ''}
          order by v.created_at desc, v.id desc limit ${BATCH}`,
        [from, to, hostels && pgArray(hostels), hostels && pgArray(hostels), ...(after ?? [])],
      );
      for (const r of rows) {
        yield [r.id, r.hostel, r.day, r.visitor_name, r.visitor_phone, r.relation, r.host, r.enrollment_id ?? '', r.walk_in ? 'yes' : 'no', r.overnight ? 'yes' : 'no', r.status, r.id_type ? `${r.id_type} …${r.id_last4}` : '', time(r.signed_in_at), r.signed_in_by ?? '', time(r.signed_out_at), r.signed_out_by ?? ''];
      }
      if (rows.length < BATCH) return;
      const last = rows[rows.length - 1]!;
      after = [last.created_key as string, last.id as string];
    }
  }
}

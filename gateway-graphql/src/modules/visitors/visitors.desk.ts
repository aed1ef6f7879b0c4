import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { officeClockTime, officeDay, officeDayTime } from '../../core/clock.js';
import { AppError } from '../../core/errors.js';
import { normaliseGateCode } from '../../core/gate-pass.js';
import type { Throttle } from '../../core/limits.js';
import { sha256Hex } from '../../core/secrets.js';
import { parseInput, pgArray } from '../../core/validate.js';
import { assertInScope, hostelScope, inScope, outOfScope, requireRole, type Viewer } from '../../core/viewer.js';
import { FRONT_DESK_ROLES, NotificationKind, VisitStatus } from '../../core/enums.js';
import { User } from '../user/index.js';
import { Visit } from './visit.entity.js';
import { ASK_MS, closingOf, hoursWords, withinHours } from './visitors.rules.js';
import { announce, homeOf, inNow, lockVisit, rulesOf, statusNow, tellHost, viewOf, viewsOf, VISIT_POPULATE, type VisitorDeps } from './visitors.shared.js';
import { limitWords, words } from './visitors.service.js';
import { deskListInput, lookupInput, signInInput, walkInInput } from './visitors.validate.js';
import type { VisitView } from './visitors.views.js';

/** What a code or token came to: the visit it names, or the refusal (`guess`: it names no visit). */
type Resolved = { visitId: string } | { refusal: AppError; guess: boolean };

const NO_SUCH_PASS = 'No visitor pass has this code. Check it with the visitor and type it again.';

/**
 * The guard's side of visitors: the day's list and the log, a pass scanned or typed, signing in
 * (with the ID shown) and out, and walk-ins asked of their host. Codes that name no visit count
 * against the desk account as the gate's do (spent before the look-up, given back when the code
 * names a visit).
 */
export class VisitorDesk {
  constructor(
    private readonly em: EntityManager,
    private readonly deps: VisitorDeps & { throttle: Throttle },
  ) {}

  /**
   * The desk's visits of its hostels (one, if given), a page at a time: a day's (today by default),
   * or every day's when searching by name or phone or asking for a status (overnight guests to
   * approve, whatever their day). Newest first.
   */
  async list(viewer: Viewer | null, filter: Record<string, unknown>): Promise<VisitView[]> {
    const desk = requireRole(viewer, ...FRONT_DESK_ROLES);
    const f = parseInput(deskListInput, filter);
    const scope = hostelScope(desk);
    if (f.hostelId && scope !== null && !scope.includes(f.hostelId)) throw outOfScope();
    const hostels = f.hostelId ? [f.hostelId] : scope;
    if (hostels !== null && hostels.length === 0) return [];
    const now = this.deps.clock();
    const day = f.day ?? (f.query || f.status ? null : officeDay(now));
    const like = f.query ? `%${f.query.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
    const hostelArray = hostels && pgArray(hostels);
    // An expired question is still Asking in the table until the sweep: the filter sees it as the reader does (Expired, not Asking).
    const status = f.status === VisitStatus.EXPIRED ? null : (f.status ?? null);
    const rows = await this.em.execute<{ id: string }[]>(
      `select v.id from visits v join users u on u.id = v.host_id
        where (?::uuid[] is null or v.hostel_id = any(?::uuid[])) and (?::date is null or v.day = ?::date) and (?::visit_status is null or v.status = ?::visit_status)
          and (?::boolean is not true or (v.status = 'expired' or (v.status = 'asking' and v.ask_expires_at <= ?)))
          and (?::visit_status is distinct from 'asking' or v.ask_expires_at > ?)
          and (?::text is null or lower(v.visitor_name) like ? escape '\\' or lower(u.name) like ? escape '\\' or v.visitor_phone like ? escape '\\')
        order by coalesce(v.signed_in_at, v.created_at) desc, v.id desc limit ? offset ?`,
      [hostelArray, hostelArray, day, day, status, status, f.status === VisitStatus.EXPIRED, now, status, now, like, like, like, like, f.first, f.offset],
    );
    if (rows.length === 0) return [];
    const order = new Map(rows.map((r, i) => [r.id, i]));
    const visits = await this.em.find(Visit, { id: { $in: rows.map((r) => r.id) } }, { populate: [...VISIT_POPULATE] });
    visits.sort((a, b) => order.get(a.id)! - order.get(b.id)!);
    return viewsOf(this.em, visits, now);
  }

  /** A scanned or typed pass: the visit it names, for the guard to check before signing the visitor in. */
  async lookup(viewer: Viewer | null, code: unknown): Promise<VisitView> {
    const desk = requireRole(viewer, ...FRONT_DESK_ROLES);
    const input = parseInput(lookupInput, { code });
    const visitId = await this.resolve(desk, input.code);
    await this.atThisDesk(desk, visitId);
    const visit = await this.em.findOneOrFail(Visit, { id: visitId }, { populate: [...VISIT_POPULATE], refresh: true });
    return viewOf(this.em, visit, this.deps.clock());
  }

  /**
   * Signs a visitor in on their pass (or from the day's list), with the ID they show: once, on
   * its day, at its hostel, within its visiting hours and the student's limit of visitors at once.
   */
  async signIn(viewer: Viewer | null, input: Record<string, unknown>): Promise<VisitView> {
    const desk = requireRole(viewer, ...FRONT_DESK_ROLES);
    const form = parseInput(signInInput, input);
    const visitId = form.code !== undefined ? await this.resolve(desk, form.code) : form.visitId!;
    const now = this.deps.clock();
    const { visit, notifications, view } = await this.em.transactional(async (em) => {
      // Locked: two guards signing the same pass in at once sign it in once.
      await this.atThisDesk(desk, visitId);
      const visit = await lockVisit(em, desk, visitId);
      const status = statusNow(visit, now);
      if (status === VisitStatus.SIGNED_IN) throw new AppError('CONFLICT', `Already signed in at ${officeDayTime(visit.signedInAt!)}${visit.signedInBy ? ` by ${visit.signedInBy.name}` : ''}.`);
      if (status === VisitStatus.SIGNED_OUT) throw new AppError('CONFLICT', `This pass was used: ${visit.visitorName} signed out at ${officeDayTime(visit.signedOutAt!)}. A pass works once.`);
      if (status === VisitStatus.PENDING_APPROVAL) throw new AppError('CONFLICT', "This overnight guest waits for a warden's approval: not yet.");
      if (status !== VisitStatus.EXPECTED) throw new AppError('CONFLICT', `This visit is ${words(status)}: do not sign the visitor in.`);
      const today = officeDay(now);
      if (visit.day !== today) throw new AppError('CONFLICT', `This pass is for ${visit.day}, not today.`);
      const rules = await rulesOf(em, visit.hostel.id);
      if (!withinHours(rules, now)) throw new AppError('CONFLICT', `Outside visiting hours. ${hoursWords(visit.hostel.name, rules, today)}`);
      await em.execute('select id from users where id = ? for update', [visit.host.id]);
      if ((await inNow(em, visit.host.id)) >= rules.maxAtOnce) throw new AppError('CONFLICT', limitWords(visit.hostel.name, rules.maxAtOnce));
      Object.assign(visit, { status: VisitStatus.SIGNED_IN, idType: form.idType, idLast4: form.idLast4, signedInAt: now, signedInBy: em.getReference(User, desk.userId) });
      await em.flush();
      await em.populate(visit, ['signedInBy']);
      await this.deps.audit.record(em, desk, { action: 'visit.signed_in', objectType: 'visit', objectId: visit.id, studentId: visit.host.id, hostelId: visit.hostel.id, before: { status: VisitStatus.EXPECTED }, after: { status: VisitStatus.SIGNED_IN } });
      const notifications = await tellHost(em, this.deps, visit, NotificationKind.VISITOR_SIGNED_IN, `${visit.visitorName} is here`, `${visit.visitorName} signed in at ${visit.hostel.name}'s desk at ${officeClockTime(now)}${visit.commonRoomOnly ? ' and waits in the common room' : ''}.`);
      return { visit, notifications, view: await viewOf(em, visit, now) };
    });
    announce(this.deps, visit, notifications);
    return view;
  }

  /** Signs a visitor out. */
  async signOut(viewer: Viewer | null, id: string): Promise<VisitView> {
    const desk = requireRole(viewer, ...FRONT_DESK_ROLES);
    const now = this.deps.clock();
    const { visit, notifications, view } = await this.em.transactional(async (em) => {
      const visit = await lockVisit(em, desk, id);
      if (visit.status === VisitStatus.SIGNED_OUT) throw new AppError('CONFLICT', `Already signed out at ${officeDayTime(visit.signedOutAt!)}${visit.signedOutBy ? ` by ${visit.signedOutBy.name}` : ''}.`);
      if (visit.status !== VisitStatus.SIGNED_IN) throw new AppError('CONFLICT', `This visit is ${words(statusNow(visit, now))}: the visitor is not in.`);
      Object.assign(visit, { status: VisitStatus.SIGNED_OUT, signedOutAt: now, signedOutBy: em.getReference(User, desk.userId) });
      await em.flush();
      await em.populate(visit, ['signedOutBy']);
      await this.deps.audit.record(em, desk, { action: 'visit.signed_out', objectType: 'visit', objectId: visit.id, studentId: visit.host.id, hostelId: visit.hostel.id, before: { status: VisitStatus.SIGNED_IN }, after: { status: VisitStatus.SIGNED_OUT } });
      const notifications = await tellHost(em, this.deps, visit, NotificationKind.VISITOR_SIGNED_OUT, `${visit.visitorName} has left`, `${visit.visitorName} signed out at ${visit.hostel.name}'s desk at ${officeClockTime(now)}.`);
      return { visit, notifications, view: await viewOf(em, visit, now) };
    });
    announce(this.deps, visit, notifications);
    return view;
  }

  /**
   * A walk-in: the desk enters the visitor, the ID shown and the student they came for, within
   * visiting hours and the student's limit; the student is asked live and has 10 minutes.
   */
  async walkIn(viewer: Viewer | null, input: Record<string, unknown>): Promise<VisitView> {
    const desk = requireRole(viewer, ...FRONT_DESK_ROLES);
    const form = parseInput(walkInInput, input);
    const now = this.deps.clock();
    const id = randomUUID();
    const { visit, notifications, view } = await this.em.transactional(async (em) => {
      const home = await homeOf(em, form.hostId, 'hostId', 'This student has no bed in a hostel: visitors come to residents.');
      assertInScope(desk, home.hostelId);
      const rules = await rulesOf(em, home.hostelId);
      const today = officeDay(now);
      if (!withinHours(rules, now)) throw new AppError('CONFLICT', `Outside visiting hours. ${hoursWords(home.hostelName, rules, today)}`);
      await em.execute('select id from users where id = ? for update', [form.hostId]);
      if ((await inNow(em, form.hostId)) >= rules.maxAtOnce) throw new AppError('CONFLICT', limitWords(home.hostelName, rules.maxAtOnce));
      const visit = em.create(Visit, {
        id,
        hostel: home.hostelId,
        host: form.hostId,
        visitorName: form.visitorName,
        visitorPhone: form.visitorPhone,
        relation: form.relation,
        visitorGender: form.visitorGender ?? null,
        day: today,
        expectedFrom: officeClockTime(now),
        expectedTo: officeClockTime(closingOf(rules, today)!),
        walkIn: true,
        status: VisitStatus.ASKING,
        commonRoomOnly: Boolean(rules.otherGenderCommonRoom && form.visitorGender && home.gender && form.visitorGender !== home.gender),
        idType: form.idType,
        idLast4: form.idLast4,
        askExpiresAt: new Date(now.getTime() + ASK_MS),
        createdBy: desk.userId,
        createdAt: now,
      });
      await em.flush();
      await em.populate(visit, [...VISIT_POPULATE]);
      await this.deps.audit.record(em, desk, { action: 'visit.walk_in', objectType: 'visit', objectId: id, studentId: form.hostId, hostelId: home.hostelId, after: { status: VisitStatus.ASKING } });
      const notifications = await tellHost(em, this.deps, visit, NotificationKind.VISIT_ASKED, `${form.visitorName} is at the desk for you`, `${form.visitorName} (${form.relation}) is at ${home.hostelName}'s desk. Accept or decline on Visitors by ${officeClockTime(visit.askExpiresAt!)}.`);
      return { visit, notifications, view: await viewOf(em, visit, now) };
    });
    announce(this.deps, visit, notifications);
    return view;
  }

  /** A pass of another hostel's visit: the guard sends the visitor there (a visit the desk cannot see is not found). */
  private async atThisDesk(desk: Viewer, visitId: string): Promise<void> {
    const [at] = await this.em.execute<{ hostel_id: string; name: string }[]>('select v.hostel_id, h.name from visits v join hostels h on h.id = v.hostel_id where v.id = ?', [visitId]);
    if (at && !inScope(desk, at.hostel_id)) throw new AppError('FORBIDDEN', `This visitor is expected at ${at.name}: sign them in at its desk, not at yours.`);
  }

  /** The visit a pass names, or the refusal; failures count against the desk account. */
  private async resolve(desk: Viewer, code: string): Promise<string> {
    const { throttle } = this.deps;
    await throttle.take('visitorCodeFailuresPerGuard', desk.userId);
    let resolved: Resolved;
    try {
      resolved = code.includes('.') ? await this.fromToken(code) : await this.fromCode(code);
    } catch (fault) {
      await throttle.refund('visitorCodeFailuresPerGuard', desk.userId); // the database's fault, not the desk's
      throw fault;
    }
    if ('refusal' in resolved) {
      if (!resolved.guess) await throttle.refund('visitorCodeFailuresPerGuard', desk.userId);
      throw resolved.refusal;
    }
    await throttle.refund('visitorCodeFailuresPerGuard', desk.userId);
    return resolved.visitId;
  }

  private async fromToken(token: string): Promise<Resolved> {
    const check = await this.deps.signer.verify(token, this.deps.clock());
    if (check.ok) {
      const exists = await this.em.count(Visit, { id: check.id });
      return exists ? { visitId: check.id } : { refusal: new AppError('BAD_USER_INPUT', 'This visit was erased or never existed: the pass no longer works.'), guess: false };
    }
    if (check.reason === 'expired') return { refusal: new AppError('BAD_USER_INPUT', 'This pass has expired: its day is past.'), guess: false };
    return { refusal: new AppError('BAD_USER_INPUT', NO_SUCH_PASS), guess: true };
  }

  private async fromCode(typed: string): Promise<Resolved> {
    const code = normaliseGateCode(typed);
    if (!code) return { refusal: new AppError('BAD_USER_INPUT', 'A visitor code is 10 letters and digits, like 7KQ2M-XD4TP.'), guess: false };
    const [row] = await this.em.execute<{ id: string }[]>('select id from visits where code_hash = ?', [sha256Hex(code)]);
    return row ? { visitId: row.id } : { refusal: new AppError('BAD_USER_INPUT', NO_SUCH_PASS), guess: true };
  }
}


import type { EntityManager } from '@mikro-orm/postgresql';
import { LockMode } from '@mikro-orm/core';
import QRCode from 'qrcode';
import { officeMoment } from '../../core/clock.js';
import type { Clock } from '../../core/clock.js';
import { badInput, notFound } from '../../core/errors.js';
import type { GatePassSigner } from '../../core/gate-pass.js';
import type { Publisher } from '../../core/publisher.js';
import { sha256Hex } from '../../core/secrets.js';
import { isUuid, pgArray } from '../../core/validate.js';
import type { Viewer } from '../../core/viewer.js';
import type { NotificationView } from '../../core/views.js';
import { VisitStatus, type NotificationKind } from '../../core/enums.js';
import type { AuditLog } from '../audit/index.js';
import type { Notifier, NotificationDraft } from '../notification/index.js';
import { Visit } from './visit.entity.js';
import { closingOf, dayAfter, DEFAULT_RETENTION_DAYS, DEFAULT_RULES, maySee, type Rules } from './visitors.rules.js';
import type { VisitPassView, VisitView } from './visitors.views.js';

/** What the services of this module share. */
export interface VisitorDeps {
  clock: Clock;
  audit: AuditLog;
  notifier: Notifier;
  publisher: Publisher;
  /** Signs visitor passes: the gate's key ring, audience dormspace-visitor (core/gate-pass.ts VISITOR_PASSES). */
  signer: GatePassSigner;
}

export const VISIT_POPULATE = ['hostel', 'host', 'decidedBy', 'signedInBy', 'signedOutBy'] as const;

/** A hostel's rules: the office's, or the defaults. */
export async function rulesOf(em: EntityManager, hostelId: string): Promise<Rules> {
  const [row] = await em.execute<{ hours: Rules['hours']; max_at_once: number; other_gender_common_room: boolean; overnight_needs_approval: boolean }[]>(
    'select hours, max_at_once, other_gender_common_room, overnight_needs_approval from visitor_rules where hostel_id = ?',
    [hostelId],
  );
  // jsonb keeps an object's keys in its own order ("to" before "from"): read back in ours, so rules compare as written.
  return row ? { hours: row.hours.map((h) => h && { from: h.from, to: h.to }), maxAtOnce: row.max_at_once, otherGenderCommonRoom: row.other_gender_common_room, overnightNeedsApproval: row.overnight_needs_approval } : DEFAULT_RULES;
}

/** The office's days a visit's record is kept. */
export async function retentionDays(em: EntityManager): Promise<number> {
  const [row] = await em.execute<{ retention_days: number }[]>('select retention_days from visitor_settings where id = 1');
  return row?.retention_days ?? DEFAULT_RETENTION_DAYS;
}

/** The hostel where a student holds a bed (a visit is that hostel's), with their gender; or a 400 naming `field`. */
export async function homeOf(em: EntityManager, studentId: string, field: string, words: string): Promise<{ hostelId: string; hostelName: string; gender: string | null }> {
  const [home] = await em.execute<{ hostel_id: string; hostel_name: string; gender: string | null }[]>(
    `select r.hostel_id, h.name as hostel_name, u.gender from room_occupancies o join rooms r on r.id = o.room_id join hostels h on h.id = r.hostel_id join users u on u.id = o.student_id
      where o.student_id = ? and u.role = 'student' and u.disabled_at is null`,
    [studentId],
  );
  if (!home) throw badInput([{ field, message: words }]);
  return { hostelId: home.hostel_id, hostelName: home.hostel_name, gender: home.gender };
}

/** Visitors a student has in now. */
export async function inNow(em: EntityManager, studentId: string): Promise<number> {
  const [row] = await em.execute<{ n: number }[]>(`select count(*)::int as n from visits where host_id = ? and status = 'signed_in'`, [studentId]);
  return row?.n ?? 0;
}

/** Locks one visit the viewer may see (inside a transaction), read fresh; NOT_FOUND for anyone else. */
export async function lockVisit(em: EntityManager, viewer: Viewer, id: string): Promise<Visit> {
  if (!isUuid(id)) throw notFound('Visit');
  const visit = await em.findOne(Visit, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
  if (!visit) throw notFound('Visit');
  await em.populate(visit, [...VISIT_POPULATE]);
  if (!maySee(viewer, { studentId: visit.host.id, hostelId: visit.hostel.id })) throw notFound('Visit');
  return visit;
}

/** The hosts' rooms, by student. */
export async function roomsOf(em: EntityManager, studentIds: readonly string[]): Promise<Map<string, number>> {
  if (studentIds.length === 0) return new Map();
  const rows = await em.execute<{ student_id: string; number: number }[]>(
    'select o.student_id, r.number from room_occupancies o join rooms r on r.id = o.room_id where o.student_id = any(?::uuid[])',
    [pgArray([...new Set(studentIds)])],
  );
  return new Map(rows.map((r) => [r.student_id, r.number]));
}

/** When a signed-in visitor must be out: the day's closing, or an overnight guest's leaving time the next day. */
export function dueOutOf(visit: Pick<Visit, 'day' | 'overnight' | 'expectedTo'>, rules: Rules): Date | null {
  if (visit.overnight) return officeMoment(dayAfter(visit.day), visit.expectedTo);
  return closingOf(rules, visit.day);
}

/** A visit's status as its reader sees it now: a walk-in nobody answered in time is Expired, whatever the sweep has done. */
export const statusNow = (visit: Visit, now: Date): VisitStatus =>
  visit.status === VisitStatus.ASKING && visit.askExpiresAt && visit.askExpiresAt <= now ? VisitStatus.EXPIRED : visit.status;

/** A pre-registered visit's pass: a token until the end of the day after the visit, its QR code, and the typed code (derived again, never stored). */
export async function visitPass(signer: GatePassSigner, visit: Visit, now: Date): Promise<VisitPassView> {
  const expiresAt = officeMoment(dayAfter(visit.day, 2), '00:00');
  const token = await signer.sign(visit.id, expiresAt, now);
  return {
    token,
    code: (visit.codeKid && signer.codeFor(visit.id, visit.codeKid)) || '',
    qrSvg: await QRCode.toString(token, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 }),
    expiresAt: expiresAt.toISOString(),
  };
}

/** A new pass's typed code, kept as its hash with the id of the key it is derived under (as the gate's). */
export function visitCodeRecord(signer: GatePassSigner, visitId: string): { codeKid: string; codeHash: string } {
  const kid = signer.currentKid;
  return { codeKid: kid, codeHash: sha256Hex(signer.codeFor(visitId, kid)!) };
}

/** A visit as a view; `pass` only for its host's own list. */
export function toVisitView(visit: Visit, now: Date, extra: { rules: Rules; room: number | null; pass?: VisitPassView | null }): VisitView {
  const iso = (d: Date | null | undefined) => d?.toISOString() ?? null;
  const due = visit.status === VisitStatus.SIGNED_IN ? dueOutOf(visit, extra.rules) : null;
  return {
    id: visit.id,
    status: statusNow(visit, now),
    hostelId: visit.hostel.id,
    hostelName: visit.hostel.name,
    studentId: visit.host.id,
    studentName: visit.host.name,
    roomNumber: extra.room,
    visitorName: visit.visitorName,
    visitorPhone: visit.visitorPhone,
    relation: visit.relation,
    visitorGender: visit.visitorGender ?? null,
    day: visit.day,
    expectedFrom: visit.expectedFrom,
    expectedTo: visit.expectedTo,
    overnight: visit.overnight,
    walkIn: visit.walkIn,
    commonRoomOnly: visit.commonRoomOnly,
    idType: visit.idType ?? null,
    idLast4: visit.idLast4 ?? null,
    createdAt: visit.createdAt.toISOString(),
    askExpiresAt: iso(visit.askExpiresAt),
    decidedAt: iso(visit.decidedAt),
    decidedByName: visit.decidedBy?.name ?? null,
    decisionNote: visit.decisionNote ?? null,
    signedInAt: iso(visit.signedInAt),
    signedInByName: visit.signedInBy?.name ?? null,
    signedOutAt: iso(visit.signedOutAt),
    signedOutByName: visit.signedOutBy?.name ?? null,
    overstayed: due !== null && now >= due,
    canCancel: visit.status === VisitStatus.EXPECTED || visit.status === VisitStatus.PENDING_APPROVAL,
    pass: extra.pass ?? null,
  };
}

/** Views of visits read together: their hostels' rules and their hosts' rooms read once. */
export async function viewsOf(em: EntityManager, visits: readonly Visit[], now: Date): Promise<VisitView[]> {
  const rules = new Map<string, Rules>();
  for (const hostelId of new Set(visits.map((v) => v.hostel.id))) rules.set(hostelId, await rulesOf(em, hostelId));
  const rooms = await roomsOf(em, visits.map((v) => v.host.id));
  return visits.map((v) => toVisitView(v, now, { rules: rules.get(v.hostel.id)!, room: rooms.get(v.host.id) ?? null }));
}

/** One visit's view, its rules and room read. */
export async function viewOf(em: EntityManager, visit: Visit, now: Date): Promise<VisitView> {
  return (await viewsOf(em, [visit], now))[0]!;
}

/** The host hears of their visit (in the transaction). */
export function tellHost(em: EntityManager, deps: VisitorDeps, visit: Visit, kind: NotificationKind, title: string, body: string): Promise<NotificationView[]> {
  return deps.notifier.write(em, [{ userId: visit.host.id, kind, title, body, link: '/visitors' }]);
}

/** The hostel's guards and wardens hear of a visit (in the transaction); `roles` narrows them. */
export async function tellDesk(em: EntityManager, deps: VisitorDeps, hostelId: string, roles: readonly string[], draft: Omit<NotificationDraft, 'userId'>): Promise<NotificationView[]> {
  const people = await em.execute<{ id: string }[]>(
    `select distinct u.id from staff_hostels s join users u on u.id = s.user_id where s.hostel_id = ? and u.role = any(?::user_role[]) and u.disabled_at is null`,
    [hostelId, pgArray([...roles])],
  );
  return deps.notifier.write(em, people.map((p) => ({ ...draft, userId: p.id })));
}

/** After commit: the bells, the host's list and the hostel's desk. */
export function announce(deps: VisitorDeps, visit: Visit, notifications: readonly NotificationView[]): void {
  deps.publisher.notifications(notifications);
  deps.publisher.visit({ visitId: visit.id, hostelId: visit.hostel.id, studentId: visit.host.id });
}

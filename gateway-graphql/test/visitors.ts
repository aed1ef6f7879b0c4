import { expect } from 'vitest';
import { officeDay, officeMoment } from '../src/core/clock.js';
import { dayAfter } from '../src/modules/visitors/visitors.rules.js';
import type { TestApp } from './app.js';
import type { Client } from './client.js';
import { ok } from './beds.js';

export { deskGuard, residentStudent } from './parcels.js';
export { download } from './repairs.js';

export const DAY = 24 * 3600 * 1000;
export const MINUTE = 60 * 1000;

export const VISIT =
  'id status hostelId hostelName studentId studentName roomNumber visitorName visitorPhone relation visitorGender day expectedFrom expectedTo overnight walkIn commonRoomOnly idType idLast4 createdAt askExpiresAt decidedAt decidedByName decisionNote signedInAt signedInByName signedOutAt signedOutByName overstayed';

export interface VisitRow {
  id: string;
  status: 'PENDING_APPROVAL' | 'EXPECTED' | 'ASKING' | 'SIGNED_IN' | 'SIGNED_OUT' | 'DECLINED' | 'EXPIRED' | 'CANCELLED';
  hostelId: string;
  hostelName: string;
  studentId: string;
  studentName: string;
  roomNumber: number | null;
  visitorName: string;
  visitorPhone: string;
  relation: string;
  visitorGender: 'MALE' | 'FEMALE' | null;
  day: string;
  expectedFrom: string;
  expectedTo: string;
  overnight: boolean;
  walkIn: boolean;
  commonRoomOnly: boolean;
  idType: string | null;
  idLast4: string | null;
  createdAt: string;
  askExpiresAt: string | null;
  decidedAt: string | null;
  decidedByName: string | null;
  decisionNote: string | null;
  signedInAt: string | null;
  signedInByName: string | null;
  signedOutAt: string | null;
  signedOutByName: string | null;
  overstayed: boolean;
  pass?: { token: string; code: string; qrSvg: string; expiresAt: string } | null;
}

export const REGISTER = `mutation($input: RegisterVisitorInput!) { registerVisitor(input: $input) { ${VISIT} pass { token code qrSvg expiresAt } } }`;
export const SIGN_IN = `mutation($input: SignInVisitorInput!) { signInVisitor(input: $input) { ${VISIT} } }`;
export const SIGN_OUT = `mutation($id: ID!) { signOutVisitor(id: $id) { ${VISIT} } }`;
export const LOOKUP = `query($code: String!) { visitorPass(code: $code) { ${VISIT} } }`;
export const WALK_IN = `mutation($input: WalkInInput!) { registerWalkIn(input: $input) { ${VISIT} } }`;
export const ANSWER = `mutation($id: ID!, $accept: Boolean!) { answerWalkIn(id: $id, accept: $accept) { ${VISIT} } }`;
export const DECIDE = `mutation($id: ID!, $approve: Boolean!, $note: String) { decideVisit(id: $id, approve: $approve, note: $note) { ${VISIT} } }`;
export const CANCEL = `mutation($id: ID!) { cancelVisit(id: $id) { ${VISIT} } }`;
export const DESK = `query($f: FrontDeskVisitFilter) { frontDeskVisits(filter: $f) { ${VISIT} } }`;
export const RULES = 'query($h: ID) { visitorRules(hostelId: $h) { hostelId hostelName hours { from to } maxAtOnce otherGenderCommonRoom overnightNeedsApproval } }';
export const SET_RULES = 'mutation($input: VisitorRulesInput!) { setVisitorRules(input: $input) { hostelId hostelName hours { from to } maxAtOnce otherGenderCommonRoom overnightNeedsApproval } }';

/** Visiting hours all day, every day: "now" is within them whatever the time. */
export const ALL_DAY = Array.from({ length: 7 }, () => ({ from: '00:00', to: '23:59' }));

/** The same hours on the 7 days. */
export const everyDay = (from: string, to: string) => Array.from({ length: 7 }, () => ({ from, to }));

/** The office's clock a test file moves, only forward (sessions outlive the months it moves). */
export interface TestClock {
  now: Date;
}

/** A clock at noon (office time) of today's office day. */
export const noonClock = (): TestClock => ({ now: officeMoment(officeDay(new Date()), '12:00') });

/** Moves the clock forward to `time` (office time) of the office day `days` after its own. */
export function moveTo(clock: TestClock, days: number, time = '12:00'): Date {
  const next = officeMoment(dayAfter(officeDay(clock.now), days), time);
  if (next <= clock.now) throw new Error(`the test clock only moves forward: ${next.toISOString()} is not after ${clock.now.toISOString()}`);
  clock.now = next;
  return next;
}

/** Moves the clock forward by `ms`. */
export function later(clock: TestClock, ms: number): Date {
  clock.now = new Date(clock.now.getTime() + ms);
  return clock.now;
}

/** The clock's office day, or the one `days` after it. */
export const dayOfClock = (clock: TestClock, days = 0): string => dayAfter(officeDay(clock.now), days);

/** The office sets a hostel's rules (ALL_DAY, 2 at once, the common room, overnight approval unless told). */
export async function setRules(office: Client, hostelId: string, rules: Record<string, unknown> = {}) {
  const input = { hostelId, hours: ALL_DAY, maxAtOnce: 2, otherGenderCommonRoom: true, overnightNeedsApproval: true, ...rules };
  return (await ok<{ setVisitorRules: Record<string, unknown> }>(office, SET_RULES, { input })).setVisitorRules;
}

let visitors = 0;

/** A visitor's details, named uniquely (to find them in a table's text). */
export function visitorForm(extra: Record<string, unknown> = {}): Record<string, unknown> {
  return { visitorName: `Visitor Zq${process.pid}x${++visitors}`, visitorPhone: '+91 98765 00001', relation: 'Mother', ...extra };
}

/** A pre-registration that must be accepted: today (the clock's), 00:00-23:59 unless told. */
export async function registered(student: Client, clock: TestClock, extra: Record<string, unknown> = {}): Promise<VisitRow> {
  const input = { ...visitorForm(), day: dayOfClock(clock), expectedFrom: '00:00', expectedTo: '23:59', ...extra };
  return (await ok<{ registerVisitor: VisitRow }>(student, REGISTER, { input })).registerVisitor;
}

/** A student's own visits, each expected one with its pass. */
export async function myVisits(student: Client): Promise<VisitRow[]> {
  return (await ok<{ myVisits: VisitRow[] }>(student, `{ myVisits { ${VISIT} pass { token code qrSvg expiresAt } } }`)).myVisits;
}

/** The pass of one of the student's visits. */
export async function passOf(student: Client, visitId: string): Promise<{ token: string; code: string; qrSvg: string }> {
  const visit = (await myVisits(student)).find((v) => v.id === visitId);
  if (!visit?.pass) throw new Error(`no pass for visit ${visitId}`);
  return visit.pass;
}

/** A sign-in attempt by a pass's token or code (its reply, accepted or refused). */
export function signIn(desk: Client, code: string, id: Record<string, unknown> = {}) {
  return desk.gql<{ signInVisitor: VisitRow }>(SIGN_IN, { input: { code, idType: 'AADHAAR', idLast4: '1234', ...id } });
}

/** A sign-in that must be accepted. */
export async function signedIn(desk: Client, code: string): Promise<VisitRow> {
  const reply = await signIn(desk, code);
  expect(reply.body.errors, reply.text).toBeUndefined();
  return reply.body.data!.signInVisitor;
}

/** A walk-in the desk enters, which must be accepted (the host is then asked). */
export async function walkedIn(desk: Client, hostId: string, extra: Record<string, unknown> = {}): Promise<VisitRow> {
  const input = { hostId, ...visitorForm({ relation: 'Friend' }), idType: 'COLLEGE_ID', idLast4: 'ab12', ...extra };
  return (await ok<{ registerWalkIn: VisitRow }>(desk, WALK_IN, { input })).registerWalkIn;
}

/** The desk's visits (a filter as FrontDeskVisitFilter). */
export async function deskVisits(desk: Client, f: Record<string, unknown> = {}): Promise<VisitRow[]> {
  return (await ok<{ frontDeskVisits: VisitRow[] }>(desk, DESK, { f })).frontDeskVisits;
}

/** Someone's bells, newest first. */
export async function bells(client: Client): Promise<{ kind: string; title: string; body: string }[]> {
  return (await ok<{ myNotifications: { items: { kind: string; title: string; body: string }[] } }>(client, '{ myNotifications(first: 50) { items { kind title body } } }')).myNotifications.items;
}

const db = (app: TestApp) => app.gateway.orm.em.fork().getConnection();

/** A visit's row as stored. */
export async function visitRow(app: TestApp, id: string): Promise<Record<string, unknown> | undefined> {
  return (await db(app).execute<Record<string, unknown>[]>('select * from visits where id = ?', [id]))[0];
}

/** The audit events of an action, optionally of one object, oldest first. */
export async function audits(app: TestApp, action: string, objectId?: string): Promise<{ actor_id: string | null; object_id: string; hostel_id: string | null; before: Record<string, unknown> | null; after: Record<string, unknown> | null }[]> {
  return db(app).execute(`select actor_id, object_id, hostel_id, before, after from audit_events where action = ? and (?::text is null or object_id = ?) order by id`, [action, objectId ?? null, objectId ?? null]);
}

/** The whole audit table as text. */
export async function auditText(app: TestApp): Promise<string> {
  const [row] = await db(app).execute<{ text: string | null }[]>('select string_agg(a::text, chr(10)) as text from audit_events a');
  return row?.text ?? '';
}

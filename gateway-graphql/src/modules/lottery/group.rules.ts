import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../core/errors.js';
import { formatOfficeTime } from '../selection/index.js';
import { ON_ROSTER_SQL } from '../year/index.js';
import { pendingRequestOf } from '../../core/commitments.js';

/** The process a student takes part in, with their own place in it, as the group paths read it. */
export interface EntrantPlace {
  process_id: string;
  process_name: string;
  status: string;
  closes_at: Date;
  enrollment_id: string;
  group_id: string | null;
}

/**
 * The caller's place in the published process of their hostels: the newest one they were drawn
 * for, as mySelection shows it (process.service.ts `mine`); null when they were drawn for none.
 */
export async function entrantPlace(em: EntityManager, studentId: string): Promise<EntrantPlace | null> {
  const [row] = await em.execute<EntrantPlace[]>(
    `select p.id as process_id, p.name as process_name, p.status, p.closes_at, e.enrollment_id, e.group_id
       from selection_processes p
       join selection_entrants e on e.process_id = p.id and e.enrollment_id = (select enrollment_id from users where id = ?)
      where p.status in ('Published', 'Assigning', 'Assigned')
      order by p.published_at desc limit 1`,
    [studentId],
  );
  return row ?? null;
}

/**
 * Groups change only while the process takes choices: once it closed, the office's assignment
 * places them as they stand.
 */
export function assertTakingChoices(place: { process_name: string; status: string; closes_at: Date }, now: Date, what: string): void {
  if (place.status !== 'Published' || now >= new Date(place.closes_at)) {
    throw new AppError('SELECTION_CLOSED', `Room selection "${place.process_name}" closed on ${formatOfficeTime(new Date(place.closes_at))}: ${what}`);
  }
}

/** What keeps a student from a group's bed: one they hold, or a pending request they are in (either side). */
export interface Standing {
  id: string;
  name: string;
  enrollment_id: string;
  bed: boolean;
  request: boolean;
  rostered: boolean;
}

/** Each student's bed, pending request and roster standing (their rows locked by the caller; a group is a few students). */
export async function standings(em: EntityManager, studentIds: string[]): Promise<Map<string, Standing>> {
  const found = new Map<string, Standing>();
  for (const id of studentIds) {
    const [row] = await em.execute<Standing[]>(
      `select s.id, s.name, s.enrollment_id,
              exists (select 1 from room_occupancies o where o.student_id = s.id) as bed,
              ${pendingRequestOf('s.id')} as request,
              ${ON_ROSTER_SQL} as rostered
         from users s where s.id = ?`,
      [id, id],
    );
    if (row) found.set(id, row);
  }
  return found;
}

/** A member's bed or request, said of them (the caller's own in the second person). */
export function standingError(who: Standing, self: boolean, what: string): AppError | null {
  if (who.bed) return self ? new AppError('ALREADY_BOOKED', `You already have a room: ${what}`) : new AppError('CONFLICT', `${who.name} already has a room: ${what}`);
  if (who.request) {
    return self
      ? new AppError('CONFLICT', `You are in a pending room request: cancel or decline it first, as ${what}`)
      : new AppError('CONFLICT', `${who.name} is in a pending room request: they must cancel or decline it first, as ${what}`);
  }
  if (!who.rostered) return new AppError('NOT_ON_ROSTER', self ? "You are not on this year's roster: ask the hostel office." : `${who.name} is not on this year's roster: ask the hostel office.`);
  return null;
}

/**
 * The room a group's leader has asked for, for the whole group, still pending (a request with
 * members' rows, docs/decisions/0151): the group is as it asked until the warden answers.
 */
export async function pendingGroupRequest(em: EntityManager, leaderId: string): Promise<number | null> {
  const [row] = await em.execute<{ number: number }[]>(
    `select r.number from room_requests q join rooms r on r.id = q.room_id
      where q.student_id = ? and q.status = 'Pending' and exists (select 1 from room_requests m where m.lead_request_id = q.id)`,
    [leaderId],
  );
  return row?.number ?? null;
}

/** `1 free bed`, `2 free beds`. */
export const beds = (n: number, word = 'bed'): string => `${n} ${word}${n === 1 ? '' : 's'}`;

/** A group under its row lock, with its process. */
export interface GroupRow {
  id: string;
  process_id: string;
  leader_id: string;
  leader_name: string;
  process_name: string;
  status: string;
  closes_at: Date;
}

const SELECT_GROUP = `select g.id, g.process_id, g.leader_id, u.name as leader_name, p.name as process_name, p.status, p.closes_at
  from selection_groups g join selection_processes p on p.id = g.process_id join users u on u.id = g.leader_id`;

/** A group under its row lock (every change of a group takes it first); null when there is none. */
export async function lockGroup(em: EntityManager, id: string): Promise<GroupRow | null> {
  const [row] = await em.execute<GroupRow[]>(`${SELECT_GROUP} where g.id = ? for update of g`, [id]);
  return row ?? null;
}

/** The leader and everyone who accepted, the leader first (as groupOf lists them). */
export async function groupMembers(em: EntityManager, group: Pick<GroupRow, 'id' | 'process_id' | 'leader_id'>): Promise<{ id: string; name: string; enrollment_id: string }[]> {
  return em.execute(
    `select u.id, u.name, u.enrollment_id from selection_entrants e join users u on u.enrollment_id = e.enrollment_id and u.role = 'student'
      where e.process_id = ? and e.group_id = ? order by u.id = ? desc, u.name`,
    [group.process_id, group.id, group.leader_id],
  );
}

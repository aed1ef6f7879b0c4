import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * Where a student stands against the window of one hostel, at one moment. `not_yet_slot`: a
 * published selection process governs the hostel and the student's slot (their group's, if they
 * are in one) has not begun; `in_group`: their roommate group's leader books for them.
 */
export type WindowState = 'open' | 'not_yet' | 'closed' | 'not_eligible' | 'not_yet_slot' | 'in_group';

/**
 * A published selection process that governs the hostel decides alone (docs/decisions/0136):
 * not drawn: not eligible; past its close: closed; before the slot of the student, or of their
 * group (its earliest member's): not yet; in a group of two or more: the leader books. A group
 * member's slot is read from the group, so a group formed after the draw selects together.
 * Parameters, in order: now, now, studentId, hostelId.
 */
const PROCESS_STATE_SQL = `(
  select case
    when e.enrollment_id is null then 'not_eligible'
    when ?::timestamptz >= p.closes_at or p.status <> 'Published' then 'closed'
    when ?::timestamptz < p.first_slot_at + make_interval(mins => p.slot_minutes * coalesce((select min(m.slot) from selection_entrants m where m.group_id = e.group_id), e.slot)) then 'not_yet_slot'
    when e.group_id is not null and exists (select 1 from selection_entrants m where m.group_id = e.group_id and m.enrollment_id <> e.enrollment_id) then 'in_group'
    else 'open' end
  from selection_process_hostels ph
  join selection_processes p on p.id = ph.process_id and p.status in ('Published', 'Assigning', 'Assigned')
  left join selection_entrants e on e.process_id = p.id and e.enrollment_id = (select enrollment_id from users where id = ?)
  where ph.hostel_id = ? limit 1)`;

/**
 * The state as one SQL expression, so a one-statement booking checks the window in the same
 * statement that takes the bed. Parameters: {@link windowStateParams}. A selection process
 * that governs the hostel wins; then the hostel's own window wins over the window for all
 * hostels; no window at all is open.
 */
export const WINDOW_STATE_SQL = `coalesce(${PROCESS_STATE_SQL}, (
  select case
    when w.opens_at is not null and ?::timestamptz < w.opens_at then 'not_yet'
    when w.closes_at is not null and ?::timestamptz >= w.closes_at then 'closed'
    when cardinality(w.enrollment_prefixes) > 0 and not exists (
      select 1 from unnest(w.enrollment_prefixes) p where starts_with(coalesce((select enrollment_id from users where id = ?), ''), p)) then 'not_eligible'
    else 'open' end
  from selection_windows w where w.hostel_id = ? or w.hostel_id is null
  order by w.hostel_id nulls last limit 1), 'open')`;

export const windowStateParams = (now: Date, studentId: string, hostelId: string) => [now, now, studentId, hostelId, now, now, studentId, hostelId];

/**
 * How a change of the window and a request racing it are ordered. A request holds the table in
 * ROW SHARE mode until it commits; a change takes it in EXCLUSIVE mode, which waits for every
 * request in flight and makes new ones wait for it. A request is therefore judged wholly before
 * the change (and committed before it) or wholly after it, never half. Plain reads (and the
 * grids) are not blocked: EXCLUSIVE still admits ACCESS SHARE.
 */
export const REQUEST_LOCK = 'lock table selection_windows in row share mode';
export const CHANGE_LOCK = 'lock table selection_windows in exclusive mode';

/** The state inside a transaction that is about to commit a request (see {@link REQUEST_LOCK}). */
export async function lockedWindowState(em: EntityManager, hostelId: string, studentId: string, now: Date): Promise<WindowState> {
  await em.execute(REQUEST_LOCK);
  const [row] = await em.execute<{ state: WindowState }[]>(`select ${WINDOW_STATE_SQL} as state`, windowStateParams(now, studentId, hostelId));
  return row!.state;
}

/** The office's time zone for the dates in messages (OFFICE_TIME_ZONE, default India). */
const officeTime = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: process.env.OFFICE_TIME_ZONE || 'Asia/Kolkata',
  timeZoneName: 'short',
});

export const formatOfficeTime = (moment: Date): string => officeTime.format(moment);

/** A student's place in the selection process that governs a hostel, if one does. */
export interface SlotPlace {
  processName: string;
  lotteryNumber: number;
  /** 1-based, as people count. */
  slot: number;
  /** When they (their group, if in one) may choose. */
  startsAt: Date;
  closesAt: Date;
}

/** The caller's number and (group) slot in the process that governs a hostel; null if none does or they were not drawn. */
export async function slotPlace(em: EntityManager, hostelId: string, studentId: string): Promise<SlotPlace | null> {
  const [row] = await em.execute<{ name: string; lottery_number: number; slot: number; starts_at: Date; closes_at: Date }[]>(
    `select p.name, e.lottery_number, s.slot + 1 as slot, p.first_slot_at + make_interval(mins => p.slot_minutes * s.slot) as starts_at, p.closes_at
       from selection_process_hostels ph
       join selection_processes p on p.id = ph.process_id and p.status in ('Published', 'Assigning', 'Assigned')
       join selection_entrants e on e.process_id = p.id and e.enrollment_id = (select enrollment_id from users where id = ?)
       cross join lateral (select coalesce((select min(m.slot) from selection_entrants m where m.group_id = e.group_id), e.slot) as slot) s
      where ph.hostel_id = ? limit 1`,
    [studentId, hostelId],
  );
  return row ? { processName: row.name, lotteryNumber: row.lottery_number, slot: row.slot, startsAt: new Date(row.starts_at), closesAt: new Date(row.closes_at) } : null;
}


import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../core/errors.js';

/** Where a student stands against the window of one hostel, at one moment. */
export type WindowState = 'open' | 'not_yet' | 'closed' | 'not_eligible';

/**
 * The state as one SQL expression, so a one-statement booking checks the window in the same
 * statement that takes the bed. Parameters, in order: now, now, studentId, hostelId. The
 * hostel's own window wins over the window for all hostels; no window at all is open.
 */
export const WINDOW_STATE_SQL = `coalesce((
  select case
    when w.opens_at is not null and ?::timestamptz < w.opens_at then 'not_yet'
    when w.closes_at is not null and ?::timestamptz >= w.closes_at then 'closed'
    when cardinality(w.enrollment_prefixes) > 0 and not exists (
      select 1 from unnest(w.enrollment_prefixes) p where starts_with(coalesce((select enrollment_id from users where id = ?), ''), p)) then 'not_eligible'
    else 'open' end
  from selection_windows w where w.hostel_id = ? or w.hostel_id is null
  order by w.hostel_id nulls last limit 1), 'open')`;

export const windowStateParams = (now: Date, studentId: string, hostelId: string) => [now, now, studentId, hostelId];

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

/** The window that applies to a hostel, as stored. */
export async function windowFor(em: EntityManager, hostelId: string): Promise<{ opensAt: Date | null; closesAt: Date | null; enrollmentPrefixes: string[] } | null> {
  const [row] = await em.execute<{ opens_at: Date | null; closes_at: Date | null; enrollment_prefixes: string[] }[]>(
    'select opens_at, closes_at, enrollment_prefixes from selection_windows where hostel_id = ? or hostel_id is null order by hostel_id nulls last limit 1',
    [hostelId],
  );
  return row ? { opensAt: row.opens_at && new Date(row.opens_at), closesAt: row.closes_at && new Date(row.closes_at), enrollmentPrefixes: row.enrollment_prefixes } : null;
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

/** Why a booking or request outside the window is refused, in the student's words. */
export async function windowRefusal(em: EntityManager, hostelId: string, hostelName: string, state: Exclude<WindowState, 'open'>): Promise<AppError> {
  const window = await windowFor(em, hostelId);
  const message =
    state === 'not_yet'
      ? `Room selection for ${hostelName} has not opened yet${window?.opensAt ? `: it opens on ${formatOfficeTime(window.opensAt)}` : ''}.`
      : state === 'closed'
        ? `Room selection for ${hostelName} closed${window?.closesAt ? ` on ${formatOfficeTime(window.closesAt)}` : ''}.`
        : `Room selection for ${hostelName} is not open to your enrollment ID in this round. Please contact the hostel office.`;
  return new AppError('SELECTION_CLOSED', message);
}

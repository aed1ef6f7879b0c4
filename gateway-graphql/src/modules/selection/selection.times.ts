import { WINDOW_STATE_SQL, windowStateParams, type WindowState } from './selection.rules.js';

/** The hostel's latest selection process that is not a draft, as the caller's times read it. */
interface ProcessTimes {
  name: string;
  /** It governs the hostel (Published, Assigning, Assigned), or it is Done. */
  governs: boolean;
  published: boolean;
  firstSlotAt: Date;
  /** The caller's (their group's) slot; null: not drawn (staff never are). */
  slotAt: Date | null;
  closesAt: Date;
  doneAt: Date | null;
}

/** The window that applies to the hostel (its own, else the one for all), with when the office last set it. */
interface WindowTimes {
  opensAt: Date | null;
  closesAt: Date | null;
  enrollmentPrefixes: string[];
  updatedAt: Date;
}

/** The times a screen shows beside a state: the window's, or a selection process's (`processName`). */
export interface ShownTimes {
  opensAt: Date | null;
  closesAt: Date | null;
  enrollmentPrefixes: string[];
  processName: string | null;
}

/** A row of {@link STATE_AND_TIMES_SQL}. */
export interface StateAndTimesRow {
  state: WindowState;
  process_name: string | null;
  process_status: string | null;
  first_slot_at: Date | string | null;
  slot_at: Date | string | null;
  process_closes_at: Date | string | null;
  done_at: Date | string | null;
  window_opens_at: Date | string | null;
  window_closes_at: Date | string | null;
  enrollment_prefixes: string[] | null;
  window_updated_at: Date | string | null;
}

/**
 * In one statement: the caller's state ({@link WINDOW_STATE_SQL}), the hostel's latest process
 * that is not a draft (the one that governs, else the last done) with the caller's slot in it,
 * and the window that applies. Parameters: {@link timesParams}.
 */
export const STATE_AND_TIMES_SQL = `select ${WINDOW_STATE_SQL} as state,
    p.name as process_name, p.status as process_status, p.first_slot_at, p.slot_at, p.closes_at as process_closes_at, p.done_at,
    w.opens_at as window_opens_at, w.closes_at as window_closes_at, w.enrollment_prefixes, w.updated_at as window_updated_at
  from (select 1) one
  left join lateral (
    select p.name, p.status, p.first_slot_at, p.closes_at, p.done_at,
           p.first_slot_at + make_interval(mins => p.slot_minutes * coalesce((select min(m.slot) from selection_entrants m where m.group_id = e.group_id), e.slot)) as slot_at
      from selection_process_hostels ph
      join selection_processes p on p.id = ph.process_id and p.status <> 'Draft'
      left join selection_entrants e on e.process_id = p.id and e.enrollment_id = (select enrollment_id from users where id = ?)
     where ph.hostel_id = ?
     order by p.status = 'Done', p.done_at desc limit 1) p on true
  left join lateral (
    select w.opens_at, w.closes_at, w.enrollment_prefixes, w.updated_at from selection_windows w
     where w.hostel_id = ? or w.hostel_id is null order by w.hostel_id nulls last limit 1) w on true`;

export const timesParams = (now: Date, userId: string, hostelId: string) => [...windowStateParams(now, userId, hostelId), userId, hostelId, hostelId];

const dateOf = (value: Date | string | null) => (value === null ? null : new Date(value));

/** The statement's row as the state, the process and the window it read. */
export function readTimes(row: StateAndTimesRow): { state: WindowState; process: ProcessTimes | null; window: WindowTimes | null } {
  const process: ProcessTimes | null = row.process_name
    ? {
        name: row.process_name,
        governs: row.process_status !== 'Done',
        published: row.process_status === 'Published',
        firstSlotAt: dateOf(row.first_slot_at)!,
        slotAt: dateOf(row.slot_at),
        closesAt: dateOf(row.process_closes_at)!,
        doneAt: dateOf(row.done_at),
      }
    : null;
  const window: WindowTimes | null = row.window_updated_at
    ? { opensAt: dateOf(row.window_opens_at), closesAt: dateOf(row.window_closes_at), enrollmentPrefixes: row.enrollment_prefixes ?? [], updatedAt: dateOf(row.window_updated_at)! }
    : null;
  return { state: row.state, process, window };
}

/**
 * Staff see a hostel as if they took part: while a process governs, by its clock from its first
 * slot (as the process's gate judges an entrant, docs/decisions/0136).
 */
export function staffState(process: ProcessTimes, now: Date): WindowState {
  if (now >= process.closesAt || !process.published) return 'closed';
  return now < process.firstSlotAt ? 'not_yet' : 'open';
}

/**
 * Which times a screen shows beside the state (docs/decisions/0153). While a process governs,
 * its own: the caller's (group's) slot, or its first slot for anyone not drawn, and its close.
 * Once it is done the window governs again, and its times are shown, unless the window is closed
 * and is the one the process replaced: set before the process was done, and closed no later than
 * the process closed (a year's close, an earlier round's). Then the process closed selection
 * last, and its times are shown.
 */
export function shownTimes(state: WindowState, process: ProcessTimes | null, window: WindowTimes | null): ShownTimes {
  if (process) {
    const own = { opensAt: process.slotAt ?? process.firstSlotAt, closesAt: process.closesAt, enrollmentPrefixes: [], processName: process.name };
    if (process.governs) return own;
    const replaced = window && state === 'closed' && process.doneAt && window.updatedAt <= process.doneAt && window.closesAt !== null && window.closesAt <= process.closesAt;
    if (replaced) return own;
  }
  return window ? { opensAt: window.opensAt, closesAt: window.closesAt, enrollmentPrefixes: window.enrollmentPrefixes, processName: null } : { opensAt: null, closesAt: null, enrollmentPrefixes: [], processName: null };
}

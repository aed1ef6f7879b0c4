import type { EntityManager } from '@mikro-orm/postgresql';
import { ENTRANT_OUTCOMES_SQL, OUTCOME_COUNTS_SQL, type EntrantOutcomeRow, type OutcomeCounts } from './outcomes.js';
import { questionsOf } from './questionnaire.js';
import { isoOf, pgArray } from '../../core/validate.js';
import { slotStart } from './draw.js';
import type { SelectionProcessView, SelectionUnplacedView } from './lottery.views.js';
import { ProcessStatus, type DrawMode } from './selection-process.entity.js';

/** A selection_processes row as raw SQL reads it. */
export interface ProcessRow {
  id: string;
  name: string;
  status: ProcessStatus;
  draw: DrawMode;
  seed: string;
  genders: string[];
  years_of_study: number[];
  first_slot_at: Date;
  slot_minutes: number;
  per_slot: number;
  closes_at: Date;
  published_at: Date | null;
  draw_digest: string | null;
  assigned_at: Date | null;
  done_at: Date | null;
  created_at: Date;
  /** The roommate questionnaire (questionnaire.ts Question[]). */
  questionnaire: unknown;
}

/** Raw SQL hands timestamps over as text: the row with its moments as Dates and its seed as text. */
export function asProcessRow<T extends ProcessRow>(raw: T): T {
  const date = (v: Date | string | null) => (v === null ? null : new Date(v));
  return {
    ...raw,
    seed: String(raw.seed),
    first_slot_at: date(raw.first_slot_at)!,
    closes_at: date(raw.closes_at)!,
    published_at: date(raw.published_at),
    assigned_at: date(raw.assigned_at),
    done_at: date(raw.done_at),
    created_at: date(raw.created_at)!,
  };
}

export async function processRow(em: EntityManager, id: string, lock = false): Promise<ProcessRow | null> {
  const [row] = await em.execute<ProcessRow[]>(`select * from selection_processes where id = ?${lock ? ' for update' : ''}`, [id]);
  return row ? asProcessRow(row) : null;
}

/**
 * Who a process would draw: the open year's roster, of a gender its hostels house (and its
 * genders, if it names any), of its years of study (if it names any), not already holding a bed.
 * Parameters: process id, genders text[] (twice), years int[] (twice).
 */
export const ENTRANTS_SQL = `
select r.enrollment_id, r.year_of_study from roster_entries r
 where r.academic_year_id = current_academic_year_id()
   and r.gender in (select h.gender from selection_process_hostels ph join hostels h on h.id = ph.hostel_id where ph.process_id = ?)
   and (cardinality(?::text[]) = 0 or r.gender::text = any(?::text[]))
   and (cardinality(?::int[]) = 0 or r.year_of_study = any(?::int[]))
   and not exists (select 1 from users u join room_occupancies o on o.student_id = u.id where u.enrollment_id = r.enrollment_id)`;

export const pgInts = (values: readonly number[]): string => `{${values.join(',')}}`;

/** Drawn (published), or who a draft would draw now: one count. */
async function entrantCount(em: EntityManager, p: ProcessRow): Promise<number> {
  const [row] =
    p.status !== ProcessStatus.DRAFT
      ? await em.execute<{ n: number }[]>('select count(*)::int as n from selection_entrants where process_id = ?', [p.id])
      : await em.execute<{ n: number }[]>(`select count(*)::int as n from (${ENTRANTS_SQL}) x`, [p.id, pgArray(p.genders), pgArray(p.genders), pgInts(p.years_of_study), pgInts(p.years_of_study)]);
  return row!.n;
}

/**
 * Those an assignment left without a bed (outcomes.ts NOT_PLACED): the first 100, and how many
 * have an account (publishing mails them).
 */
async function unplaced(em: EntityManager, id: string): Promise<{ withAccount: number; first: SelectionUnplacedView[] }> {
  const rows = await em.execute<(EntrantOutcomeRow & { with_account: number })[]>(
    `select x.*, (count(x.student_id) over ())::int as with_account from (${ENTRANT_OUTCOMES_SQL}) x where x.outcome = 'NOT_PLACED' order by x.lottery_number limit 100`,
    [id],
  );
  return { withAccount: rows[0]?.with_account ?? 0, first: rows.map((r) => ({ name: r.name, enrollmentId: r.enrollment_id, reason: r.reason ?? '' })) };
}

/** A process as the office's screens show it. */
export async function loadProcessView(em: EntityManager, id: string, now: Date): Promise<SelectionProcessView | null> {
  const p = await processRow(em, id);
  if (!p) return null;
  const hostels = await em.execute<{ id: string; name: string }[]>(
    'select h.id, h.name from selection_process_hostels ph join hostels h on h.id = ph.hostel_id where ph.process_id = ? order by h.name',
    [id],
  );
  const entrants = await entrantCount(em, p);
  const slots = Math.ceil(entrants / p.per_slot);
  const assigned = p.status === ProcessStatus.ASSIGNED || p.status === ProcessStatus.DONE;
  let assignment: SelectionProcessView['assignment'] = null;
  if (assigned) {
    // One count of every outcome: chose + placed + pending + not placed = entrants (issue 51).
    const [counts] = await em.execute<OutcomeCounts[]>(OUTCOME_COUNTS_SQL, [id]);
    const left = await unplaced(em, id);
    assignment = {
      entrants: counts!.entrants,
      chose: counts!.chose,
      placed: counts!.placed,
      pending: counts!.pending,
      unplaced: counts!.notPlaced,
      mailed: counts!.placed + left.withAccount,
      runAt: p.assigned_at && isoOf(p.assigned_at),
      publishedAt: p.done_at && isoOf(p.done_at),
      unplacedStudents: left.first,
    };
  }
  return {
    id: p.id,
    name: p.name,
    status: p.status,
    hostels,
    genders: p.genders,
    yearsOfStudy: p.years_of_study,
    draw: p.draw,
    seed: String(p.seed),
    firstSlotAt: isoOf(p.first_slot_at),
    slotMinutes: p.slot_minutes,
    perSlot: p.per_slot,
    closesAt: isoOf(p.closes_at),
    entrants,
    slots,
    lastSlotAt: slots > 0 ? slotStart(new Date(p.first_slot_at), p.slot_minutes, slots - 1).toISOString() : null,
    publishedAt: p.published_at && isoOf(p.published_at),
    drawDigest: p.draw_digest,
    assignment,
    questionnaire: questionsOf(p.questionnaire),
    createdAt: isoOf(p.created_at),
    now: now.toISOString(),
  };
}

import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { Role } from '../../core/enums.js';
import { notFound } from '../../core/errors.js';
import { isUuid, parseInput } from '../../core/validate.js';
import { requireRole, type Viewer } from '../../core/viewer.js';
import { slotStart } from './draw.js';
import type { LotteryDeps } from './process.service.js';
import { processRow } from './process.view.js';
import { nowOf } from './selection.reads.js';
import { ENTRANT_OUTCOMES_SQL, EntrantOutcome, OUTCOME_COUNTS_SQL, type EntrantOutcomeRow, type OutcomeCounts } from './outcomes.js';
import { ProcessStatus } from './selection-process.entity.js';

/** An entrant as the office's lists show them. */
export interface SelectionEntrantView {
  lotteryNumber: number;
  /** 1-based. */
  slot: number;
  enrollmentId: string;
  name: string;
  outcome: EntrantOutcome;
  /** Their group's leader, "Name (ID)"; null alone. */
  group: string | null;
  /** "GH-1 101, bed 2"; the requested room's hostel while pending; null otherwise. */
  room: string | null;
  /** Why they were not placed. */
  reason: string | null;
}

export interface SelectionEntrantsView {
  counts: OutcomeCounts;
  /** How many match the filter. */
  matching: number;
  entrants: SelectionEntrantView[];
}

export interface SlotHostelView {
  hostel: string;
  chose: number;
  pending: number;
}

export interface SelectionDaySlotView {
  slot: number;
  opensAt: string;
  entrants: number;
  chose: number;
  placed: number;
  pending: number;
  notYet: number;
  notPlaced: number;
  byHostel: SlotHostelView[];
}

export interface BedsLeftView {
  hostel: string;
  roomType: string;
  beds: number;
}

/** The office's live picture of a process's day. */
export interface SelectionDayView {
  processId: string;
  name: string;
  status: ProcessStatus;
  closesAt: string;
  /** Slots 1..selectingThrough choose now; null before the first or once closed. */
  selectingThrough: number | null;
  nextSlot: number | null;
  nextSlotAt: string | null;
  counts: OutcomeCounts;
  slots: SelectionDaySlotView[];
  bedsLeft: BedsLeftView[];
  /** The students of the slot that opened last, with their state (at most 200). */
  current: SelectionEntrantView[];
  now: string;
}

const entrantsInput = z.object({
  outcome: z.enum(Object.values(EntrantOutcome) as [EntrantOutcome, ...EntrantOutcome[]]).nullish(),
  slot: z.number().int().min(1, 'Slots start at 1.').max(100_000).nullish(),
  search: z.string().trim().max(80, 'Search with at most 80 characters.').nullish(),
  offset: z.number().int().min(0).max(1_000_000).default(0),
  limit: z.number().int().min(1).max(500, 'At most 500 entrants a page.').default(100),
});

/** Which count of a slot (and of the day) an outcome adds to. */
const OUTCOME_KEY = { CHOSE: 'chose', PLACED: 'placed', PENDING: 'pending', NOT_YET: 'notYet', NOT_PLACED: 'notPlaced' } as const;

const viewOf = (r: EntrantOutcomeRow): SelectionEntrantView => ({
  lotteryNumber: r.lottery_number,
  slot: r.slot + 1,
  enrollmentId: r.enrollment_id,
  name: r.name,
  outcome: r.outcome,
  group: r.leader_name ? `${r.leader_name} (${r.leader_enrollment_id})` : null,
  room: r.room !== null ? `${r.hostel} ${r.room}, bed ${r.bed}` : r.hostel,
  reason: r.reason,
});

/**
 * The office's view of a selection process while it runs and after (issue 51): every entrant with
 * what happened to them (outcomes.ts), filterable, and the day live: which slots choose now, each
 * slot's progress by hostel, the beds left by room type, and the students of the current slot.
 * Admins only, as the process's other screens.
 */
export class SelectionDay {
  constructor(
    private readonly em: EntityManager,
    private readonly deps: Pick<LotteryDeps, 'clock'>,
  ) {}

  async entrants(viewer: Viewer | null, id: string, input: unknown): Promise<SelectionEntrantsView> {
    requireRole(viewer, Role.ADMIN);
    const filter = parseInput(entrantsInput, input);
    const p = isUuid(id) ? await processRow(this.em, id) : null;
    if (!p) throw notFound('Selection process');
    const [counts] = await this.em.execute<OutcomeCounts[]>(OUTCOME_COUNTS_SQL, [id]);
    const search = filter.search ? `%${filter.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
    const rows = await this.em.execute<(EntrantOutcomeRow & { matching: number })[]>(
      `select x.*, count(*) over ()::int as matching from (${ENTRANT_OUTCOMES_SQL}) x
        where (?::text is null or x.outcome = ?) and (?::int is null or x.slot = ?::int - 1)
          and (?::text is null or x.name ilike ? or x.enrollment_id ilike ?)
        order by x.lottery_number offset ? limit ?`,
      [id, filter.outcome ?? null, filter.outcome ?? null, filter.slot ?? null, filter.slot ?? null, search, search, search, filter.offset, filter.limit],
    );
    return { counts: counts!, matching: rows[0]?.matching ?? 0, entrants: rows.map(viewOf) };
  }

  async day(viewer: Viewer | null, id: string): Promise<SelectionDayView | null> {
    requireRole(viewer, Role.ADMIN);
    const p = isUuid(id) ? await processRow(this.em, id) : null;
    if (!p) return null;
    const now = this.deps.clock();
    // One pass over the entrants: every count below is a sum of these rows.
    const perSlot = await this.em.execute<{ slot: number; outcome: EntrantOutcome; hostel: string | null; n: number }[]>(
      `select slot, outcome, hostel, count(*)::int as n from (${ENTRANT_OUTCOMES_SQL}) x group by slot, outcome, hostel order by slot`,
      [id],
    );
    const counts: OutcomeCounts = { entrants: 0, chose: 0, placed: 0, pending: 0, notPlaced: 0, notYet: 0 };
    const hostels = await this.em.execute<{ name: string }[]>('select h.name from selection_process_hostels ph join hostels h on h.id = ph.hostel_id where ph.process_id = ? order by h.name', [id]);
    const slots = new Map<number, SelectionDaySlotView>();
    for (const row of perSlot) {
      let s = slots.get(row.slot);
      if (!s) {
        s = { slot: row.slot + 1, opensAt: slotStart(p.first_slot_at, p.slot_minutes, row.slot).toISOString(), entrants: 0, chose: 0, placed: 0, pending: 0, notYet: 0, notPlaced: 0, byHostel: [] };
        slots.set(row.slot, s);
      }
      const key = OUTCOME_KEY[row.outcome];
      s.entrants += row.n;
      s[key] += row.n;
      counts.entrants += row.n;
      counts[key] += row.n;
      if (row.hostel && (row.outcome === EntrantOutcome.CHOSE || row.outcome === EntrantOutcome.PENDING)) {
        let h = s.byHostel.find((x) => x.hostel === row.hostel);
        if (!h) s.byHostel.push((h = { hostel: row.hostel, chose: 0, pending: 0 }));
        h[row.outcome === EntrantOutcome.CHOSE ? 'chose' : 'pending'] += row.n;
      }
    }
    const live = nowOf(p, hostels.map((h) => h.name), counts.entrants, now);
    for (const s of slots.values()) s.byHostel.sort((a, b) => a.hostel.localeCompare(b.hostel));
    const bedsLeft = await this.em.execute<BedsLeftView[]>(
      `select h.name as hostel, r.type::text as "roomType", sum(r.capacity - coalesce(o.n, 0))::int as beds
         from selection_process_hostels ph join hostels h on h.id = ph.hostel_id join rooms r on r.hostel_id = h.id and r.in_service and r.retired_at is null
         left join (select room_id, count(*) as n from room_occupancies group by room_id) o on o.room_id = r.id
        where ph.process_id = ? group by h.name, r.type order by h.name, min(r.capacity)`,
      [id],
    );
    const current = live.selectingThrough
      ? await this.em.execute<EntrantOutcomeRow[]>(`select * from (${ENTRANT_OUTCOMES_SQL}) x where x.slot = ? order by x.lottery_number limit 200`, [id, live.selectingThrough - 1])
      : [];
    return {
      processId: p.id,
      name: p.name,
      status: p.status,
      closesAt: live.closesAt,
      selectingThrough: live.selectingThrough,
      nextSlot: live.nextSlot,
      nextSlotAt: live.nextSlotAt,
      counts,
      slots: [...slots.values()],
      bedsLeft,
      current: current.map(viewOf),
      now: now.toISOString(),
    };
  }
}

import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import type { Clock } from '../../core/clock.js';
import { notFound } from '../../core/errors.js';
import type { Publisher } from '../../core/publisher.js';
import { isUuid, parseInput, pgArray, isoOf } from '../../core/validate.js';
import { requireRole, requireStaff, requireViewer, type Viewer } from '../../core/viewer.js';
import { Role } from '../../core/enums.js';
import type { SelectionWindowStateView, SelectionWindowView } from './selection.views.js';
import type { AuditLog } from '../audit/index.js';
import { CHANGE_LOCK } from './selection.rules.js';
import { readTimes, shownTimes, staffState, STATE_AND_TIMES_SQL, timesParams, type StateAndTimesRow } from './selection.times.js';
import type { SelectionStandings } from './selection.standings.js';

const PREFIX = /^[A-Z0-9][A-Z0-9/-]{0,39}$/;

const windowInput = z
  .object({
    hostelId: z.string().refine(isUuid, 'Choose a hostel from the list.').nullable().optional(),
    opensAt: z.date({ error: 'Opens must be a date and time.' }).nullable().optional(),
    closesAt: z.date({ error: 'Closes must be a date and time.' }).nullable().optional(),
    enrollmentPrefixes: z
      .array(
        z
          .string()
          .transform((p) => p.trim().toUpperCase())
          .refine((p) => PREFIX.test(p), 'Each enrollment prefix may hold only letters, digits, "-" and "/".'),
      )
      .max(50, 'At most 50 enrollment prefixes.')
      .optional(),
  })
  .refine((w) => !w.opensAt || !w.closesAt || w.opensAt < w.closesAt, { message: 'Closes must be after opens.', path: ['closesAt'] });

interface WindowRow {
  hostel_id: string | null;
  hostel_name: string | null;
  opens_at: Date | string | null;
  closes_at: Date | string | null;
  enrollment_prefixes: string[];
  updated_at: Date | string;
}

const toView = (r: WindowRow): SelectionWindowView => ({
  hostelId: r.hostel_id,
  hostelName: r.hostel_name,
  opensAt: r.opens_at ? isoOf(r.opens_at) : null,
  closesAt: r.closes_at ? isoOf(r.closes_at) : null,
  enrollmentPrefixes: r.enrollment_prefixes,
  updatedAt: isoOf(r.updated_at),
});

const snapshot = (row: WindowRow | undefined) => {
  const w = row && toView(row);
  return w ? { opensAt: w.opensAt, closesAt: w.closesAt, enrollmentPrefixes: w.enrollmentPrefixes } : { inherited: true };
};

const standingOf = ({ now: _now, ...standing }: SelectionWindowStateView) => standing;

/** When booking and room requests are open, and for whom: set by admins, read by everyone. */
export class SelectionService {
  /** `emOf`: the request's entity manager, forked when first needed (a kept standing needs none). */
  constructor(
    private readonly emOf: () => EntityManager,
    private readonly publisher: Publisher,
    private readonly clock: Clock,
    private readonly audit: AuditLog,
    /** Standings kept between requests (selection.standings.ts); none: every call reads them. */
    private readonly standings?: SelectionStandings,
  ) {}

  /** Staff: the window for all hostels (hostelId null) and every hostel's own. */
  async list(viewer: Viewer | null): Promise<SelectionWindowView[]> {
    requireStaff(viewer);
    return (await this.rows(this.emOf())).map(toView);
  }

  /**
   * Admin: sets the window for one hostel, or for all (no hostel). Audited with before and
   * after; every open grid hears of it at once. Requests already made are not touched.
   */
  async set(viewer: Viewer | null, input: { hostelId?: unknown; opensAt?: unknown; closesAt?: unknown; enrollmentPrefixes?: unknown }): Promise<SelectionWindowView> {
    const admin = requireRole(viewer, Role.ADMIN);
    const { hostelId = null, opensAt = null, closesAt = null, enrollmentPrefixes = [] } = parseInput(windowInput, input);
    const view = await this.emOf().transactional(async (em) => {
      await em.execute(CHANGE_LOCK);
      if (hostelId && (await em.execute('select 1 from hostels where id = ?', [hostelId])).length === 0) throw notFound('Hostel');
      const before = (await this.rows(em, hostelId))[0];
      await em.execute(
        `insert into selection_windows (hostel_id, opens_at, closes_at, enrollment_prefixes, updated_at) values (?, ?, ?, ?::text[], ?)
         on conflict (coalesce(hostel_id, '00000000-0000-0000-0000-000000000000'::uuid))
         do update set opens_at = excluded.opens_at, closes_at = excluded.closes_at, enrollment_prefixes = excluded.enrollment_prefixes, updated_at = excluded.updated_at`,
        [hostelId, opensAt, closesAt, pgArray([...new Set(enrollmentPrefixes)]), this.clock()],
      );
      const after = (await this.rows(em, hostelId))[0]!;
      await this.audit.record(em, admin, {
        action: 'selection_window.changed',
        objectType: 'selection_window',
        objectId: hostelId ?? 'all',
        hostelId,
        before: snapshot(before),
        after: snapshot(after),
      });
      return toView(after);
    });
    this.publisher.selectionWindow(hostelId);
    return view;
  }

  /** Admin: a hostel goes back to the window for all hostels. */
  async clear(viewer: Viewer | null, hostelId: string): Promise<boolean> {
    const admin = requireRole(viewer, Role.ADMIN);
    if (!isUuid(hostelId)) throw notFound('Hostel');
    const cleared = await this.emOf().transactional(async (em) => {
      await em.execute(CHANGE_LOCK);
      const before = (await this.rows(em, hostelId))[0];
      if (!before) return false;
      await em.execute('delete from selection_windows where hostel_id = ?', [hostelId]);
      await this.audit.record(em, admin, { action: 'selection_window.cleared', objectType: 'selection_window', objectId: hostelId, hostelId, before: snapshot(before), after: { inherited: true } });
      return true;
    });
    if (cleared) this.publisher.selectionWindow(hostelId);
    return cleared;
  }

  /** Where the caller stands in a hostel's window now (staff: as if they were eligible). */
  async stateFor(viewer: Viewer | null, hostelName: string): Promise<SelectionWindowStateView> {
    const caller = requireViewer(viewer);
    const name = hostelName.trim().toUpperCase();
    const now = this.clock();
    const kept = this.standings?.get(caller.userId, name, now);
    if (kept) return { ...kept, now: now.toISOString() };
    const version = this.standings?.version();
    const [hostel] = await this.emOf().execute<{ id: string; name: string }[]>('select id, name from hostels where name = ?', [name]);
    if (!hostel) throw notFound(`Hostel ${hostelName}`);
    const view = await this.stateIn(caller, hostel, now);
    if (version !== undefined) this.standings?.keep(caller.userId, name, standingOf(view), now, version);
    return view;
  }

  /**
   * Where the caller stands in each of these hostels' windows, all read at one moment: the
   * selection page lists a student's hostels with their state in one answer.
   */
  async statesFor(viewer: Viewer | null, hostels: readonly { id: string; name: string }[]): Promise<SelectionWindowStateView[]> {
    const caller = requireViewer(viewer);
    const now = this.clock();
    const states: SelectionWindowStateView[] = [];
    for (const hostel of hostels) {
      const kept = this.standings?.get(caller.userId, hostel.name, now);
      if (kept) {
        states.push({ ...kept, now: now.toISOString() });
        continue;
      }
      const version = this.standings?.version();
      const view = await this.stateIn(caller, hostel, now);
      if (version !== undefined) this.standings?.keep(caller.userId, hostel.name, standingOf(view), now, version);
      states.push(view);
    }
    return states;
  }

  private async stateIn(caller: Viewer, hostel: { id: string; name: string }, now: Date): Promise<SelectionWindowStateView> {
    const [row] = await this.emOf().execute<StateAndTimesRow[]>(STATE_AND_TIMES_SQL, timesParams(now, caller.userId, hostel.id));
    const { state: read, process, window } = readTimes(row!);
    // The times are the governing process's, or, once it is done, the window's unless it is the one the process replaced (selection.times.ts).
    const shown = shownTimes(read, process, window);
    let state: string = read;
    if (caller.role !== Role.STUDENT) state = process?.governs ? staffState(process, now) : state === 'not_eligible' ? 'open' : state;
    if (state === 'not_yet_slot') state = 'not_yet';
    if (state === 'in_group') state = 'open'; // open to their group, whose leader books
    return {
      hostelId: hostel.id,
      hostelName: hostel.name,
      state: state.toUpperCase() as SelectionWindowStateView['state'],
      opensAt: shown.opensAt ? isoOf(shown.opensAt) : null,
      closesAt: shown.closesAt ? isoOf(shown.closesAt) : null,
      enrollmentPrefixes: shown.enrollmentPrefixes,
      processName: shown.processName,
      now: now.toISOString(),
    };
  }

  private rows(em: EntityManager, hostelId?: string | null): Promise<WindowRow[]> {
    const only = hostelId === undefined ? '' : hostelId === null ? 'where w.hostel_id is null' : 'where w.hostel_id = ?';
    return em.execute<WindowRow[]>(
      `select w.hostel_id, h.name as hostel_name, w.opens_at, w.closes_at, w.enrollment_prefixes, w.updated_at
         from selection_windows w left join hostels h on h.id = w.hostel_id ${only}
        order by h.name nulls first`,
      hostelId ? [hostelId] : [],
    );
  }
}

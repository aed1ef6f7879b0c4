import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { Role } from '../../core/enums.js';
import { parseInput } from '../../core/validate.js';
import { requireRole, type Viewer } from '../../core/viewer.js';
import { lockRoster, type RosterDeps } from './roster.shared.js';
import { MAX_YEAR_OF_STUDY } from './roster.validate.js';

/** The last year of study when the office names none: a four-year degree's. */
export const DEFAULT_LAST_YEAR_OF_STUDY = 4;
/** At most this many students left out are named; the counts say how many there are. */
const NAMED = 200;

/** A student of last year's roster who is not carried, and why. */
export interface RosterCarryLeftOutView {
  enrollmentId: string;
  name: string;
  yearOfStudy: number;
  /** FINAL_YEAR: in the last year of study (or past it); ALREADY_ON_ROSTER: imported or added onto the open year since. */
  reason: 'FINAL_YEAR' | 'ALREADY_ON_ROSTER';
}

/** What carrying the roster into the open year would do (a dry run) or did. */
export interface RosterCarryView {
  dryRun: boolean;
  /** The year carried from: the last to close; null when none has. */
  fromYear: string | null;
  intoYear: string;
  lastYearOfStudy: number;
  carried: number;
  /** How many move from each year of study to the next, lowest first. */
  steps: { yearOfStudy: number; students: number }[];
  finalYear: number;
  alreadyOnRoster: number;
  /** The first students left out, final years first, by enrollment ID. */
  leftOut: RosterCarryLeftOutView[];
}

const carryInput = z.object({
  lastYearOfStudy: z
    .number({ error: `The last year of study must be a whole number from 1 to ${MAX_YEAR_OF_STUDY}.` })
    .int(`The last year of study must be a whole number from 1 to ${MAX_YEAR_OF_STUDY}.`)
    .min(1, `The last year of study must be a whole number from 1 to ${MAX_YEAR_OF_STUDY}.`)
    .max(MAX_YEAR_OF_STUDY, `The last year of study must be a whole number from 1 to ${MAX_YEAR_OF_STUDY}.`),
});

interface Years {
  from: { id: string; name: string } | null;
  into: { id: string; name: string };
}

/**
 * The roster carried from the year that closed last into the open one, in one step: each of its
 * students a year of study on, except those in the last year (they leave) and those already on
 * the open year's roster (an import or an addition brought them; carrying changes nothing of
 * theirs). One transaction, one statement, audited; a second run finds nobody left to carry.
 * RosterService delegates to it.
 */
export class RosterCarryService {
  constructor(
    private readonly em: EntityManager,
    private readonly deps: Pick<RosterDeps, 'audit'>,
  ) {}

  /** Admin: what carrying would do, writing nothing. */
  async preview(viewer: Viewer | null, input: { lastYearOfStudy?: unknown }): Promise<RosterCarryView> {
    requireRole(viewer, Role.ADMIN);
    const { lastYearOfStudy } = parseInput(carryInput, { lastYearOfStudy: input.lastYearOfStudy ?? DEFAULT_LAST_YEAR_OF_STUDY });
    const years = await yearsOf(this.em, false);
    return { ...(await judge(this.em, years, lastYearOfStudy)), dryRun: true };
  }

  /** Admin: carries the roster on; answers what it did (nothing, the second time). */
  async carry(viewer: Viewer | null, input: { lastYearOfStudy?: unknown }): Promise<RosterCarryView> {
    const admin = requireRole(viewer, Role.ADMIN);
    const { lastYearOfStudy } = parseInput(carryInput, { lastYearOfStudy: input.lastYearOfStudy ?? DEFAULT_LAST_YEAR_OF_STUDY });
    return this.em.transactional(async (em) => {
      await lockRoster(em);
      // Shared locks on the years: a closing (which locks the table) waits, so the years stay the ones read.
      const years = await yearsOf(em, true);
      const judged = await judge(em, years, lastYearOfStudy);
      if (!years.from || judged.carried === 0) return { ...judged, dryRun: false };
      const steps = await em.execute<{ year_of_study: number; students: number }[]>(
        `with carried as (
           update roster_entries r set year_of_study = r.year_of_study + 1, academic_year_id = ?, updated_at = now()
            where r.academic_year_id = ? and r.year_of_study < ?
           returning r.year_of_study - 1 as year_of_study)
         select year_of_study, count(*)::int as students from carried group by year_of_study order by year_of_study`,
        [years.into.id, years.from.id, lastYearOfStudy],
      );
      const done: RosterCarryView = {
        ...judged,
        dryRun: false,
        steps: steps.map((s) => ({ yearOfStudy: Number(s.year_of_study), students: s.students })),
        carried: steps.reduce((sum, s) => sum + s.students, 0),
      };
      await this.deps.audit.record(em, admin, {
        action: 'roster.carried',
        objectType: 'roster',
        objectId: years.into.name,
        after: { from: done.fromYear, into: done.intoYear, lastYearOfStudy, carried: done.carried, finalYear: done.finalYear, alreadyOnRoster: done.alreadyOnRoster },
      });
      return done;
    });
  }
}

/** The open year, and the one that closed last (null when none has). */
async function yearsOf(em: EntityManager, lock: boolean): Promise<Years> {
  const locked = lock ? 'for share' : '';
  const [into] = await em.execute<{ id: string; name: string }[]>(`select id, name from academic_years where closed_at is null ${locked}`);
  const [from] = await em.execute<{ id: string; name: string }[]>(`select id, name from academic_years where closed_at is not null order by closed_at desc limit 1 ${locked}`);
  return { into: into!, from: from ?? null };
}

/** What carrying would do now: counted and listed from the closed year's entries still on it, and its kept roster. */
async function judge(em: EntityManager, years: Years, lastYearOfStudy: number): Promise<Omit<RosterCarryView, 'dryRun'>> {
  const empty = { fromYear: years.from?.name ?? null, intoYear: years.into.name, lastYearOfStudy, carried: 0, steps: [], finalYear: 0, alreadyOnRoster: 0, leftOut: [] };
  if (!years.from) return empty;
  const [steps, [already], leftOut] = await Promise.all([
    em.execute<{ year_of_study: number; students: number }[]>(
      'select year_of_study, count(*)::int as students from roster_entries where academic_year_id = ? group by year_of_study order by year_of_study',
      [years.from.id],
    ),
    em.execute<{ n: number }[]>(
      `select count(*)::int as n from past_roster_entries p join roster_entries r on r.enrollment_id = p.enrollment_id
        where p.academic_year_id = ? and r.academic_year_id = ?`,
      [years.from.id, years.into.id],
    ),
    em.execute<{ enrollment_id: string; name: string; year_of_study: number; reason: RosterCarryLeftOutView['reason'] }[]>(
      `(select enrollment_id, name, year_of_study, 'FINAL_YEAR' as reason from roster_entries
         where academic_year_id = ? and year_of_study >= ? order by enrollment_id limit ${NAMED})
       union all
       (select r.enrollment_id, r.name, r.year_of_study, 'ALREADY_ON_ROSTER' from past_roster_entries p join roster_entries r on r.enrollment_id = p.enrollment_id
         where p.academic_year_id = ? and r.academic_year_id = ? order by r.enrollment_id limit ${NAMED})`,
      [years.from.id, lastYearOfStudy, years.from.id, years.into.id],
    ),
  ]);
  const moving = steps.filter((s) => Number(s.year_of_study) < lastYearOfStudy).map((s) => ({ yearOfStudy: Number(s.year_of_study), students: s.students }));
  return {
    ...empty,
    carried: moving.reduce((sum, s) => sum + s.students, 0),
    steps: moving,
    finalYear: steps.filter((s) => Number(s.year_of_study) >= lastYearOfStudy).reduce((sum, s) => sum + s.students, 0),
    alreadyOnRoster: already!.n,
    leftOut: leftOut.slice(0, NAMED).map((r) => ({ enrollmentId: r.enrollment_id, name: r.name, yearOfStudy: Number(r.year_of_study), reason: r.reason })),
  };
}

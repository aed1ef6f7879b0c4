import { randomInt } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { officeDay, officeIso, type Clock } from '../../core/clock.js';
import { Gender, Role } from '../../core/enums.js';
import { AppError, notFound } from '../../core/errors.js';
import type { Publisher } from '../../core/publisher.js';
import { isUuid, isoOf, parseInput, pgArray } from '../../core/validate.js';
import { requireRole, requireStaff, type Viewer } from '../../core/viewer.js';
import type { AuditLog } from '../audit/index.js';
import type { MailQueue } from '../mail/index.js';
import { CHANGE_LOCK, formatOfficeTime } from '../selection/index.js';
import { drawDigest, drawOrder, MAX_SEED, slotStart, type DrawEntry } from './draw.js';
import type { SelectionPreviewView, SelectionProcessView } from './lottery.views.js';
import { ENTRANT_OUTCOMES_SQL, EntrantOutcome, type EntrantOutcomeRow } from './outcomes.js';
import { DEFAULT_QUESTIONS } from './questionnaire.js';
import { DrawMode, ProcessStatus } from './selection-process.entity.js';
import { ENTRANTS_SQL, loadProcessView, pgInts, processRow, type ProcessRow } from './process.view.js';

export interface LotteryDeps {
  clock: Clock;
  audit: AuditLog;
  publisher: Publisher;
  mail: MailQueue;
  /** The shell's address, for the link in the mail. */
  publicUrl: string;
}

const processInput = z
  .object({
    name: z.string({ error: 'Name the process.' }).trim().min(1, 'Name the process.').max(80, 'A name has at most 80 characters.'),
    hostelIds: z
      .array(z.string().refine(isUuid, 'Choose hostels from the list.'), { error: 'Choose at least one hostel.' })
      .min(1, 'Choose at least one hostel.')
      .max(50, 'At most 50 hostels.'),
    genders: z.array(z.enum([Gender.MALE, Gender.FEMALE])).max(2).nullish(),
    yearsOfStudy: z.array(z.number().int().min(1, 'Years of study run from 1 to 8.').max(8, 'Years of study run from 1 to 8.')).max(8).nullish(),
    draw: z.enum([DrawMode.YEAR_THEN_RANDOM, DrawMode.RANDOM], { error: 'Choose how lottery numbers are drawn.' }),
    seed: z
      .string()
      .trim()
      .regex(/^\d{1,10}$/, 'A seed is a whole number.')
      .refine((s) => Number(s) <= MAX_SEED, `A seed is at most ${MAX_SEED}.`)
      .nullish(),
    firstSlotAt: z.date({ error: 'The first slot must be a date and time.' }),
    slotMinutes: z.number({ error: 'Slot length is in minutes.' }).int('Slot length is whole minutes.').min(1, 'A slot lasts at least a minute.').max(1440, 'A slot lasts at most a day.'),
    perSlot: z.number({ error: 'Students per slot is a number.' }).int('Students per slot is a whole number.').min(1, 'At least one student a slot.').max(10_000, 'At most 10,000 students a slot.'),
    closesAt: z.date({ error: 'Closes must be a date and time.' }),
  })
  .refine((p) => p.firstSlotAt < p.closesAt, { message: 'The process must close after its first slot opens.', path: ['closesAt'] });

type ProcessInput = z.output<typeof processInput>;

/**
 * A fair selection day, set up by an admin (docs/decisions/0136): the process, its preview, its
 * publishing (the seeded draw, every entrant's number and slot, their mail) and its record.
 * What a student reads of it is SelectionReads' (selection.reads.ts), groups are GroupService's,
 * the assignment AssignmentService's.
 */
export class LotteryService {
  constructor(
    private readonly em: EntityManager,
    private readonly deps: LotteryDeps,
  ) {}

  /** Staff: every process, newest first. */
  async list(viewer: Viewer | null): Promise<SelectionProcessView[]> {
    requireStaff(viewer);
    const ids = await this.em.execute<{ id: string }[]>('select id from selection_processes order by created_at desc');
    const views: SelectionProcessView[] = [];
    for (const { id } of ids) views.push((await loadProcessView(this.em, id, this.deps.clock()))!);
    return views;
  }

  /** Staff: one process. */
  async get(viewer: Viewer | null, id: string): Promise<SelectionProcessView | null> {
    requireStaff(viewer);
    return isUuid(id) ? loadProcessView(this.em, id, this.deps.clock()) : null;
  }

  /** Admin: what publishing these settings would draw now. */
  async preview(viewer: Viewer | null, input: unknown): Promise<SelectionPreviewView> {
    requireRole(viewer, Role.ADMIN);
    const p = parseInput(processInput, input);
    return this.em.transactional(async (em) => {
      await this.assertHostels(em, p.hostelIds, null);
      const count = await this.countEntrants(em, p);
      return previewOf(count, p.firstSlotAt, p.slotMinutes, p.perSlot, p.closesAt);
    });
  }

  /** Admin: a new process, a draft. */
  async create(viewer: Viewer | null, input: unknown): Promise<SelectionProcessView> {
    const admin = requireRole(viewer, Role.ADMIN);
    const p = parseInput(processInput, input);
    const id = await this.em.transactional(async (em) => {
      await this.assertHostels(em, p.hostelIds, null);
      const [row] = await em.execute<{ id: string }[]>(
        `insert into selection_processes (name, draw, seed, genders, years_of_study, first_slot_at, slot_minutes, per_slot, closes_at, questionnaire, created_at, updated_at)
         values (?, ?, ?, ?::text[], ?::int[], ?, ?, ?, ?, ?::jsonb, ?, ?) returning id`,
        // A new process starts with the default roommate questionnaire (docs/decisions/0145).
        [p.name, p.draw, p.seed ?? String(randomInt(MAX_SEED)), pgArray(p.genders ?? []), pgInts(p.yearsOfStudy ?? []), p.firstSlotAt, p.slotMinutes, p.perSlot, p.closesAt, JSON.stringify(DEFAULT_QUESTIONS), this.deps.clock(), this.deps.clock()],
      );
      await this.setHostels(em, row!.id, p.hostelIds);
      const after = await processRow(em, row!.id);
      await this.deps.audit.record(em, admin, { action: 'selection_process.created', objectType: 'selection_process', objectId: row!.id, after: snapshot(after!) });
      return row!.id;
    });
    return (await loadProcessView(this.em, id, this.deps.clock()))!;
  }

  /** Admin: changes a draft. */
  async update(viewer: Viewer | null, id: string, input: unknown): Promise<SelectionProcessView> {
    const admin = requireRole(viewer, Role.ADMIN);
    const p = parseInput(processInput, input);
    await this.em.transactional(async (em) => {
      const before = await this.draft(em, id);
      await this.assertHostels(em, p.hostelIds, id);
      await em.execute(
        `update selection_processes set name = ?, draw = ?, seed = ?, genders = ?::text[], years_of_study = ?::int[], first_slot_at = ?, slot_minutes = ?, per_slot = ?, closes_at = ?, updated_at = ? where id = ?`,
        [p.name, p.draw, p.seed ?? before.seed, pgArray(p.genders ?? []), pgInts(p.yearsOfStudy ?? []), p.firstSlotAt, p.slotMinutes, p.perSlot, p.closesAt, this.deps.clock(), id],
      );
      await this.setHostels(em, id, p.hostelIds);
      const after = await processRow(em, id);
      await this.deps.audit.record(em, admin, { action: 'selection_process.changed', objectType: 'selection_process', objectId: id, before: snapshot(before), after: snapshot(after!) });
    });
    return (await loadProcessView(this.em, id, this.deps.clock()))!;
  }

  /** Admin: deletes a draft (a published process is history: it stays). */
  async remove(viewer: Viewer | null, id: string): Promise<boolean> {
    const admin = requireRole(viewer, Role.ADMIN);
    await this.em.transactional(async (em) => {
      const before = await this.draft(em, id);
      await em.execute('delete from selection_processes where id = ?', [id]);
      await this.deps.audit.record(em, admin, { action: 'selection_process.deleted', objectType: 'selection_process', objectId: id, before: snapshot(before) });
    });
    return true;
  }

  /**
   * Admin: draws the lottery and publishes the slots, in one transaction. The window lock
   * (selection.rules.ts) orders it against every booking in flight: a booking is judged wholly
   * before the process governs, or wholly after. Every entrant gets a number (by the draw) and a
   * slot (perSlot a slot); every entrant is mailed at the roster's address. Audited with the seed, the mode,
   * the count and the order's digest, so the draw can be run again and compared.
   */
  async publish(viewer: Viewer | null, id: string): Promise<SelectionProcessView> {
    const admin = requireRole(viewer, Role.ADMIN);
    const now = this.deps.clock();
    const hostels = await this.em.transactional(async (em) => {
      await em.execute(CHANGE_LOCK);
      const p = await this.draft(em, id);
      if (p.closes_at <= now) throw new AppError('BAD_USER_INPUT', 'This process has already closed: set a later close first.', [{ field: 'closesAt', message: 'Set a later time.' }]);
      const hostelIds = (await em.execute<{ hostel_id: string }[]>('select hostel_id from selection_process_hostels where process_id = ?', [id])).map((h) => h.hostel_id);
      await this.assertHostels(em, hostelIds, id);
      const entries = await this.entrants(em, id, p.genders, p.years_of_study);
      if (entries.length === 0) throw new AppError('BAD_USER_INPUT', 'No student on the roster takes part in this process: check its hostels, genders and years.');
      const preview = previewOf(entries.length, p.first_slot_at, p.slot_minutes, p.per_slot, p.closes_at);
      if (!preview.fits) throw new AppError('BAD_USER_INPUT', preview.message, [{ field: 'perSlot', message: 'More students a slot, shorter slots, or a later close.' }]);
      const order = drawOrder(entries, p.draw, Number(p.seed));
      await em.execute(
        `insert into selection_entrants (process_id, enrollment_id, lottery_number, slot)
         select ?, e.id, e.n, (e.n - 1) / ? from unnest(?::text[]) with ordinality as e(id, n)`,
        [id, p.per_slot, pgArray(order)],
      );
      const digest = drawDigest(order);
      await em.execute(`update selection_processes set status = 'Published', published_at = ?, draw_digest = ?, updated_at = ? where id = ?`, [now, digest, now, id]);
      await this.mailSlots(em, p, id);
      await this.deps.audit.record(em, admin, {
        action: 'selection_process.published',
        objectType: 'selection_process',
        objectId: id,
        before: { status: ProcessStatus.DRAFT },
        after: { status: ProcessStatus.PUBLISHED, draw: p.draw, seed: p.seed, entrants: order.length, slots: preview.slots, drawDigest: digest },
      });
      return hostelIds;
    });
    for (const hostelId of hostels) this.deps.publisher.selectionWindow(hostelId);
    return (await loadProcessView(this.em, id, this.deps.clock()))!;
  }

  /**
   * Admin: every entrant of a published process in lottery order, as a CSV table (the office's
   * record of the draw: with the seed on the process page, anyone can run it again and compare).
   */
  async entrantsTable(viewer: Viewer | null, id: string): Promise<{ filename: string; columns: string[]; rows: AsyncIterable<unknown[]> }> {
    requireRole(viewer, Role.ADMIN);
    const p = isUuid(id) ? await processRow(this.em, id) : null;
    if (!p) throw notFound('Selection process');
    if (p.status === ProcessStatus.DRAFT) throw new AppError('CONFLICT', `${p.name} is not drawn yet: publish it first.`);
    const em = this.em;
    // What happened to each, as the entrants list says it (outcomes.ts); never their roommate answers.
    async function* rows(): AsyncIterable<unknown[]> {
      for (let after = 0; ; ) {
        const batch = await em.execute<EntrantOutcomeRow[]>(`select * from (${ENTRANT_OUTCOMES_SQL}) x where x.lottery_number > ? order by x.lottery_number limit 1000`, [id, after]);
        for (const e of batch) {
          const room = e.room !== null ? `${e.hostel} ${e.room}, bed ${e.bed}` : '';
          yield [e.lottery_number, e.slot + 1, officeIso(slotStart(p!.first_slot_at, p!.slot_minutes, e.slot)), e.enrollment_id, e.name, e.year_of_study, e.leader_enrollment_id ?? '', OUTCOME_WORDS[e.outcome], room, e.reason ?? ''];
        }
        if (batch.length < 1000) return;
        after = batch[batch.length - 1]!.lottery_number;
      }
    }
    return {
      filename: `selection-${officeDay(p.published_at ?? this.deps.clock())}-seed-${p.seed}.csv`,
      columns: ['lottery_number', 'slot', 'slot_opens', 'enrollment_id', 'name', 'year_of_study', 'group_leader', 'outcome', 'room', 'not_placed_because'],
      rows: rows(),
    };
  }

  /** The process, as a draft under its row lock; NOT_FOUND or CONFLICT (not a draft) otherwise. */
  private async draft(em: EntityManager, id: string): Promise<ProcessRow> {
    if (!isUuid(id)) throw notFound('Selection process');
    const row = await processRow(em, id, true);
    if (!row) throw notFound('Selection process');
    if (row.status !== ProcessStatus.DRAFT) throw new AppError('CONFLICT', `${row.name} is published: it can no longer be changed or deleted.`);
    return row;
  }

  /** Every hostel exists and is in no other process that is not done. */
  private async assertHostels(em: EntityManager, hostelIds: readonly string[], self: string | null): Promise<void> {
    const found = await em.execute<{ id: string; name: string; retired: boolean; other: string | null }[]>(
      `select h.id, h.name, h.retired_at is not null as retired,
              (select p.name from selection_process_hostels ph join selection_processes p on p.id = ph.process_id
                where ph.hostel_id = h.id and p.status <> 'Done' and p.id is distinct from ?::uuid limit 1) as other
         from hostels h where h.id = any(?::uuid[])`,
      [self, pgArray([...new Set(hostelIds)])],
    );
    if (found.length !== new Set(hostelIds).size) throw notFound('Hostel');
    const retired = found.find((h) => h.retired);
    if (retired) throw new AppError('BAD_USER_INPUT', `${retired.name} is retired.`, [{ field: 'hostelIds', message: `${retired.name} is retired.` }]);
    const taken = found.find((h) => h.other);
    if (taken) throw new AppError('CONFLICT', `${taken.name} is already in the selection process "${taken.other}".`, [{ field: 'hostelIds', message: `${taken.name} is in another process.` }]);
  }

  private async setHostels(em: EntityManager, id: string, hostelIds: readonly string[]): Promise<void> {
    await em.execute('delete from selection_process_hostels where process_id = ?', [id]);
    await em.execute('insert into selection_process_hostels (process_id, hostel_id) select ?, unnest(?::uuid[])', [id, pgArray([...new Set(hostelIds)])]);
  }

  private async entrants(em: EntityManager, id: string, genders: string[], years: number[]): Promise<DrawEntry[]> {
    const rows = await em.execute<{ enrollment_id: string; year_of_study: number }[]>(ENTRANTS_SQL, [id, pgArray(genders), pgArray(genders), pgInts(years), pgInts(years)]);
    return rows.map((r) => ({ enrollmentId: r.enrollment_id, yearOfStudy: r.year_of_study }));
  }

  /** Who a draft with these settings would draw now (its hostels not yet stored: they are passed in). */
  private async countEntrants(em: EntityManager, p: ProcessInput): Promise<number> {
    const [row] = await em.execute<{ n: number }[]>(
      `select count(*)::int as n from (${ENTRANTS_SQL.replace(
        'select h.gender from selection_process_hostels ph join hostels h on h.id = ph.hostel_id where ph.process_id = ?',
        'select h.gender from hostels h where h.id = any(?::uuid[])',
      )}) x`,
      [pgArray(p.hostelIds), pgArray(p.genders ?? []), pgArray(p.genders ?? []), pgInts(p.yearsOfStudy ?? []), pgInts(p.yearsOfStudy ?? [])],
    );
    return row!.n;
  }

  /**
   * Every entrant is told their number and slot, in the office's time, at the roster's address:
   * one who has not signed up yet learns it too (and that they must sign up to choose).
   */
  private async mailSlots(em: EntityManager, p: ProcessRow, id: string): Promise<void> {
    const rows = await em.execute<{ email: string; name: string; lottery_number: number; slot: number; has_account: boolean }[]>(
      `select r.email, r.name, e.lottery_number, e.slot, exists (select 1 from users u where u.enrollment_id = e.enrollment_id and u.role = 'student') as has_account
         from selection_entrants e join roster_entries r on r.enrollment_id = e.enrollment_id
        where e.process_id = ? order by e.lottery_number`,
      [id],
    );
    const first = new Date(p.first_slot_at);
    const closes = formatOfficeTime(new Date(p.closes_at));
    await this.deps.mail.enqueueMany(
      em,
      rows.map((r) => ({
        to: r.email,
        subject: `Your room selection slot: ${formatOfficeTime(slotStart(first, p.slot_minutes, r.slot))}`,
        text:
          `Dear ${r.name},\n\nRoom selection "${p.name}" is published. Your lottery number is ${r.lottery_number}, in slot ${r.slot + 1}.\n` +
          `From ${formatOfficeTime(slotStart(first, p.slot_minutes, r.slot))} until ${closes} you may choose your room at ${this.deps.publicUrl}/selection.\n` +
          (r.has_account ? '' : `You have not signed up yet: sign up at ${this.deps.publicUrl}/signup with your enrollment ID before your slot.\n`) +
          `A roommate group chooses in its earliest member's slot. Students who choose nothing are placed by the hostel office after the close.\n\nDormSpace`,
      })),
    );
  }
}

/** How many slots a count needs, when the last opens, and whether it opens before the close. */
export function previewOf(entrants: number, firstSlotAt: Date, slotMinutes: number, perSlot: number, closesAt: Date): SelectionPreviewView {
  const slots = Math.ceil(entrants / perSlot);
  const last = slots > 0 ? slotStart(firstSlotAt, slotMinutes, slots - 1) : null;
  const fits = last !== null && last < closesAt;
  const message =
    entrants === 0
      ? 'No student on the roster takes part with these settings.'
      : fits
        ? `${entrants} students in ${slots} slot${slots === 1 ? '' : 's'} of ${perSlot}; the last opens at ${formatOfficeTime(last!)}, before the close at ${formatOfficeTime(closesAt)}.`
        : `${entrants} students need ${slots} slots of ${perSlot}; the last would open at ${formatOfficeTime(last!)}, after the close at ${formatOfficeTime(closesAt)}.`;
  return { entrants, slots, lastSlotAt: last?.toISOString() ?? null, closesAt: closesAt.toISOString(), fits, message };
}

const snapshot = (p: ProcessRow) => ({
  name: p.name,
  draw: p.draw,
  seed: p.seed,
  genders: p.genders,
  yearsOfStudy: p.years_of_study,
  firstSlotAt: isoOf(p.first_slot_at),
  slotMinutes: p.slot_minutes,
  perSlot: p.per_slot,
  closesAt: isoOf(p.closes_at),
});

/** An outcome as the CSV says it. */
const OUTCOME_WORDS: Record<EntrantOutcome, string> = {
  [EntrantOutcome.CHOSE]: 'chose',
  [EntrantOutcome.PLACED]: 'placed by the office',
  [EntrantOutcome.PENDING]: 'pending request',
  [EntrantOutcome.NOT_PLACED]: 'not placed',
  [EntrantOutcome.NOT_YET]: 'not yet',
};

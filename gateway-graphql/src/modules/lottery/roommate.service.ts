import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { Role } from '../../core/enums.js';
import { AppError, notFound } from '../../core/errors.js';
import { isUuid, isoOf, parseInput, pgArray } from '../../core/validate.js';
import { requireRole, type Viewer } from '../../core/viewer.js';
import { formatOfficeTime } from '../selection/index.js';
import { Compatibility, explanationText, RULED_OUT, UNKNOWN } from './compatibility.js';
import { slotStart } from './draw.js';
import type { Candidate, SuggestionPools } from './suggestion-pool.js';
import type { RoommateProfileView, RoommateSuggestionView } from './lottery.views.js';
import type { LotteryDeps } from './process.service.js';
import { processRow } from './process.view.js';
import { questionnaireSchema, questionsOf, type Answers, type Question } from './questionnaire.js';
import { ProcessStatus } from './selection-process.entity.js';

/** At most this many suggestions a read. */
const MAX_SUGGESTIONS = 20;

/** The caller's entry in the published process of their hostels, as their profile and suggestions read it. */
interface Entry {
  process_id: string;
  process_name: string;
  status: ProcessStatus;
  questionnaire: unknown;
  closes_at: Date;
  enrollment_id: string;
  group_id: string | null;
  choosing_at: Date;
}

const profileInput = z.object({
  answers: z.array(z.object({ key: z.string().trim().max(30), value: z.number().int() }), { error: 'Give your answers.' }).max(50),
  discoverable: z.boolean({ error: 'Say whether others may find you.' }),
  shared: z.array(z.string().trim().max(30)).max(50),
});

const filtersInput = z.object({ filters: z.array(z.object({ key: z.string().trim().max(30), value: z.number().int() })).max(12) });

/**
 * Roommate matching by how students live (docs/decisions/0145): the office's questionnaire for a
 * process, each entrant's answers (theirs: changed until their slot opens, deleted at any time),
 * and suggested roommates ranked by compatibility among those who could share a room with them.
 * Nothing about a suggestion is shown but their name, enrollment ID (to invite them), the score,
 * and the answers they chose to show.
 */
export class RoommateMatching {
  constructor(
    private readonly em: EntityManager,
    private readonly deps: Pick<LotteryDeps, 'clock' | 'audit' | 'publisher'> & { pools?: SuggestionPools },
  ) {}

  /** Admin: the process's questionnaire, while it is a draft; audited. */
  async setQuestionnaire(viewer: Viewer | null, processId: string, input: unknown): Promise<Question[]> {
    const admin = requireRole(viewer, Role.ADMIN);
    const { questions } = parseInput(questionnaireSchema, input);
    return this.em.transactional(async (em) => {
      const p = isUuid(processId) ? await processRow(em, processId, true) : null;
      if (!p) throw notFound('Selection process');
      if (p.status !== ProcessStatus.DRAFT) throw new AppError('CONFLICT', `${p.name} is published: its questionnaire can no longer change, as students may have answered it.`);
      await em.execute('update selection_processes set questionnaire = ?::jsonb, updated_at = ? where id = ?', [JSON.stringify(questions), this.deps.clock(), processId]);
      await this.deps.audit.record(em, admin, {
        action: 'selection_process.questionnaire_set',
        objectType: 'selection_process',
        objectId: processId,
        before: { questions: questionsOf(p.questionnaire).map((q) => q.key) },
        after: { questions: questions.map((q) => `${q.key} (weight ${q.weight}${q.dealbreaker ? ', dealbreaker' : ''})`) },
      });
      return questions;
    });
  }

  /** Student: their process's questionnaire and their answers; null when they were drawn for no published process. */
  async mine(viewer: Viewer | null): Promise<RoommateProfileView | null> {
    const student = requireRole(viewer, Role.STUDENT);
    const entry = await this.entry(student.userId);
    if (!entry) return null;
    const [row] = await this.em.execute<{ answers: Answers; discoverable: boolean; shared: string[] }[]>(
      'select answers, discoverable, shared from roommate_profiles where process_id = ? and enrollment_id = ?',
      [entry.process_id, entry.enrollment_id],
    );
    const questions = questionsOf(entry.questionnaire);
    return {
      processId: entry.process_id,
      questions,
      answers: row ? questions.filter((q) => row.answers[q.key] !== undefined).map((q) => ({ key: q.key, value: row.answers[q.key]! })) : [],
      answered: Boolean(row),
      discoverable: row?.discoverable ?? false,
      shared: row?.shared ?? [],
      editableUntil: isoOf(entry.choosing_at),
      editable: this.editable(entry),
    };
  }

  /** Student, until their slot opens: their answers, whether others may find them, and which answers others see. */
  async save(viewer: Viewer | null, input: unknown): Promise<RoommateProfileView> {
    const student = requireRole(viewer, Role.STUDENT);
    const parsed = parseInput(profileInput, input);
    const entry = await this.entry(student.userId);
    if (!entry) throw notDrawn();
    if (!this.editable(entry)) throw new AppError('SELECTION_CLOSED', `Your slot opened at ${formatOfficeTime(entry.choosing_at)}: your answers can no longer change. You can still delete them.`);
    const questions = questionsOf(entry.questionnaire);
    if (questions.length === 0) throw new AppError('BAD_USER_INPUT', 'This selection has no roommate questionnaire.');
    const answers: Answers = {};
    for (const { key, value } of parsed.answers) {
      const q = questions.find((x) => x.key === key);
      if (!q) throw answerError(`There is no question "${key}".`);
      if (value < 0 || value >= q.choices.length) throw answerError(`Choose one of the answers to "${q.label}".`);
      answers[key] = value;
    }
    if (Object.keys(answers).length === 0) throw answerError('Answer at least one question.');
    const shared = [...new Set(parsed.shared)];
    const unanswered = shared.find((k) => answers[k] === undefined);
    if (unanswered !== undefined) throw new AppError('BAD_USER_INPUT', 'You can show only answers you gave.', [{ field: 'shared', message: 'You can show only answers you gave.' }]);
    await this.em.transactional(async (em) => {
      const [old] = await em.execute<{ discoverable: boolean }[]>('select discoverable from roommate_profiles where process_id = ? and enrollment_id = ? for update', [entry.process_id, entry.enrollment_id]);
      await em.execute(
        `insert into roommate_profiles (process_id, enrollment_id, answers, discoverable, shared, updated_at) values (?, ?, ?::jsonb, ?, ?::text[], ?)
         on conflict (process_id, enrollment_id) do update set answers = excluded.answers, discoverable = excluded.discoverable, shared = excluded.shared, updated_at = excluded.updated_at`,
        [entry.process_id, entry.enrollment_id, JSON.stringify(answers), parsed.discoverable, pgArray(shared), this.deps.clock()],
      );
      // The answers themselves are the student's: the record says only that they changed.
      await this.deps.audit.record(em, student, {
        action: old ? 'roommate_profile.changed' : 'roommate_profile.answered',
        objectType: 'selection_process',
        objectId: entry.process_id,
        studentId: student.userId,
        before: old ? { discoverable: old.discoverable } : undefined,
        after: { answered: Object.keys(answers).length, discoverable: parsed.discoverable, shown: shared.length },
      });
    });
    // Every gateway's suggestion pools forget: these answers are suggested anew.
    this.deps.publisher.selectionPlaces([student.userId]);
    return (await this.mine(student))!;
  }

  /** Student, at any time: their answers deleted. The assignment then places them as one who gave none. */
  async remove(viewer: Viewer | null): Promise<boolean> {
    const student = requireRole(viewer, Role.STUDENT);
    const entry = await this.entry(student.userId, true);
    if (!entry) return false;
    const deleted = await this.em.transactional(async (em) => {
      const gone = await em.execute<{ n: number }[]>('delete from roommate_profiles where process_id = ? and enrollment_id = ? returning 1 as n', [entry.process_id, entry.enrollment_id]);
      if (gone.length === 0) return false;
      await this.deps.audit.record(em, student, { action: 'roommate_profile.deleted', objectType: 'selection_process', objectId: entry.process_id, studentId: student.userId });
      return true;
    });
    if (deleted) this.deps.publisher.selectionPlaces([student.userId]);
    return deleted;
  }

  /**
   * Student: up to 20 suggested roommates, best first, among those who could share a room with
   * them: drawn for the same process, of their gender, letting others find them, in no group,
   * holding no bed nor pending request. A dealbreaker hides a student; `filters` keep those who
   * show that answer to that question.
   */
  async suggestions(viewer: Viewer | null, input: unknown): Promise<RoommateSuggestionView[]> {
    const student = requireRole(viewer, Role.STUDENT);
    const { filters } = parseInput(filtersInput, input);
    const entry = await this.entry(student.userId);
    if (!entry) throw notDrawn();
    const questions = questionsOf(entry.questionnaire);
    for (const f of filters) {
      const q = questions.find((x) => x.key === f.key);
      if (!q || f.value < 0 || f.value >= q.choices.length) throw new AppError('BAD_USER_INPUT', 'Filter by the questions and answers listed.', [{ field: 'filters', message: 'Filter by the questions and answers listed.' }]);
    }
    const [own] = await this.em.execute<{ answers: Answers }[]>('select answers from roommate_profiles where process_id = ? and enrollment_id = ?', [entry.process_id, entry.enrollment_id]);
    if (!own) throw new AppError('BAD_USER_INPUT', 'Answer the roommate questions first: suggestions are ranked by how your answers compare.');
    const compatibility = new Compatibility(questions);
    const load = () => this.candidates(entry.process_id, student.gender, compatibility);
    const pool = this.deps.pools ? await this.deps.pools.get(entry.process_id, String(student.gender), load) : await load();
    const mine = compatibility.vector(own.answers);
    // Scored all, explained only for the 20 shown.
    const scored: { candidate: Candidate; score: number }[] = [];
    for (const candidate of pool) {
      if (candidate.enrollmentId === entry.enrollment_id) continue;
      if (filters.some((f) => !candidate.shown.has(f.key) || candidate.answers[f.key] !== f.value)) continue;
      const score = compatibility.score(mine, candidate.vector);
      if (score !== RULED_OUT && score !== UNKNOWN) scored.push({ candidate, score });
    }
    scored.sort((a, b) => b.score - a.score || a.candidate.name.localeCompare(b.candidate.name));
    return scored.slice(0, MAX_SUGGESTIONS).map(({ candidate: c, score }) => {
      const comparisons = compatibility.explain(mine, c.vector, (key) => c.shown.has(key));
      return {
        name: c.name,
        enrollmentId: c.enrollmentId,
        score,
        explanation: explanationText(comparisons),
        comparisons,
        answers: questions.filter((q, i) => c.shown.has(q.key) && c.vector[i]! >= 0).map((q) => ({ key: q.key, value: c.answers[q.key]! })),
      };
    });
  }

  /** Everyone in the process of this gender who lets others find them and could still share a room: in no group, no bed, no pending request. */
  private async candidates(processId: string, gender: unknown, compatibility: Compatibility): Promise<Candidate[]> {
    const rows = await this.em.execute<{ name: string; enrollment_id: string; answers: Answers; shared: string[] }[]>(
      `select u.name, e.enrollment_id, rp.answers, rp.shared
         from selection_entrants e
         join roommate_profiles rp on rp.process_id = e.process_id and rp.enrollment_id = e.enrollment_id and rp.discoverable
         join users u on u.enrollment_id = e.enrollment_id and u.role = 'student' and u.gender = ?
        where e.process_id = ? and e.group_id is null
          and not exists (select 1 from room_occupancies o where o.student_id = u.id)
          and not exists (select 1 from room_requests q where q.status = 'Pending' and q.student_id = u.id)
          and not exists (select 1 from room_requests q where q.status = 'Pending' and q.roommate_id = u.id)`,
      [gender, processId],
    );
    return rows.map((r) => ({ name: r.name, enrollmentId: r.enrollment_id, answers: r.answers, shown: new Set(r.shared), vector: compatibility.vector(r.answers) }));
  }

  /** Whether answers may still change: the process takes choices and the student's (group's) slot has not opened. */
  private editable(entry: Entry): boolean {
    const now = this.deps.clock();
    return entry.status === ProcessStatus.PUBLISHED && now < entry.choosing_at && now < new Date(entry.closes_at);
  }

  /** The caller's entry in the newest published process they were drawn for (as mySelection reads it); `any`: or one being assigned. */
  private async entry(studentId: string, any = false): Promise<Entry | null> {
    const [row] = await this.em.execute<(Omit<Entry, 'choosing_at'> & { first_slot_at: Date; slot_minutes: number; group_slot: number })[]>(
      `select p.id as process_id, p.name as process_name, p.status, p.questionnaire, p.closes_at, p.first_slot_at, p.slot_minutes, e.enrollment_id, e.group_id,
              coalesce((select min(m.slot) from selection_entrants m where m.group_id = e.group_id), e.slot) as group_slot
         from selection_processes p
         join selection_entrants e on e.process_id = p.id and e.enrollment_id = (select enrollment_id from users where id = ?)
        where p.status in (${any ? "'Published', 'Assigning', 'Assigned', 'Done'" : "'Published', 'Assigning', 'Assigned'"})
        order by p.published_at desc limit 1`,
      [studentId],
    );
    if (!row) return null;
    return { ...row, closes_at: new Date(row.closes_at), choosing_at: slotStart(new Date(row.first_slot_at), row.slot_minutes, row.group_slot) };
  }
}

const notDrawn = () => new AppError('BAD_USER_INPUT', 'You were not drawn for a room selection by lottery, so there is no roommate questionnaire to answer.');
const answerError = (message: string) => new AppError('BAD_USER_INPUT', message, [{ field: 'answers', message }]);

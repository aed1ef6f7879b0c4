import type { EntityManager } from '@mikro-orm/postgresql';
import { Role, type Gender } from '../../core/enums.js';
import { AppError } from '../../core/errors.js';
import type { Throttle } from '../../core/limits.js';
import { pgArray } from '../../core/validate.js';
import { requireRole, type Viewer } from '../../core/viewer.js';
import { assertTakingChoices, entrantPlace, type EntrantPlace } from './group.rules.js';
import type { LotteryDeps } from './process.service.js';

/** A classmate as a look-up shows them: their registered name and enrollment ID, nothing else. */
export interface ClassmateView {
  name: string;
  enrollmentId: string;
}

/** A student who could share a room with the caller: drawn in their process, of their gender, signed up. */
export interface ClassmateRow {
  id: string;
  name: string;
  enrollment_id: string;
}

/** Those of `enrollmentIds` (upper case) drawn in the process with an account of this gender: no one else is found. */
export function classmatesOf(em: EntityManager, processId: string, gender: Gender | null, enrollmentIds: string[]): Promise<ClassmateRow[]> {
  return em.execute<ClassmateRow[]>(
    `select u.id, u.name, u.enrollment_id from selection_entrants e join users u on u.enrollment_id = e.enrollment_id and u.role = 'student'
      where e.process_id = ? and u.gender::text = ? and e.enrollment_id = any(?::text[])`,
    [processId, gender, pgArray(enrollmentIds)],
  );
}

/**
 * The one answer for every enrollment ID that is not a classmate's: not drawn, not signed up, of
 * the other gender, or no such student at all. It says nothing about which.
 */
export const notAClassmate = (processName: string, enrollmentId: string): string =>
  `No student drawn for ${processName} who can share a room with you has enrollment ID ${enrollmentId}: check it with them.`;

/** The words of a name, without case or accents, for a loose comparison. */
const wordsOf = (name: string): string[] =>
  name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/**
 * A name typed beside an enrollment ID, compared loosely with the registered one: each word typed
 * begins a different word of it, in any order, without regard to case or accents. "Rahul",
 * "sharma" and "R. Sharma" are Rahul Sharma; "Rahul Verma" is not.
 */
export function namesMatch(typed: string, registered: string): boolean {
  const left = wordsOf(registered);
  const words = wordsOf(typed);
  if (words.length === 0) return false;
  return words.every((word) => {
    const at = left.findIndex((candidate) => candidate.startsWith(word));
    if (at < 0) return false;
    left.splice(at, 1);
    return true;
  });
}

/**
 * Looks a classmate up by enrollment ID before naming them in a roommate group (issue 51), so the
 * student sees whom they name: "Rahul Sharma (BH21001)". Only a student drawn in the caller's
 * process, of their gender, with an account, is found, and only their registered name is said;
 * any other ID gets {@link notAClassmate}. Each look-up spends the caller's
 * `classmateLookupsPerStudent` budget (core/limits.ts).
 */
export class ClassmateLookup {
  constructor(
    private readonly em: EntityManager,
    private readonly deps: Pick<LotteryDeps, 'clock'> & { throttle: Throttle },
  ) {}

  async find(viewer: Viewer | null, enrollmentId: string): Promise<ClassmateView> {
    const student = requireRole(viewer, Role.STUDENT);
    const wanted = enrollmentId.trim().toUpperCase();
    if (!wanted || wanted.length > 40) throw lookupError('Enter their enrollment ID.');
    await this.deps.throttle.take('classmateLookupsPerStudent', student.userId);
    const place = await this.place(student);
    if (wanted === place.enrollment_id) throw lookupError('That is your own enrollment ID: you lead the group, name only the others.');
    const [found] = await classmatesOf(this.em, place.process_id, student.gender, [wanted]);
    if (!found) throw lookupError(notAClassmate(place.process_name, wanted));
    return { name: found.name, enrollmentId: found.enrollment_id };
  }

  private async place(student: Viewer): Promise<EntrantPlace> {
    const place = await entrantPlace(this.em, student.userId);
    if (!place) throw new AppError('BAD_USER_INPUT', 'You were not drawn for a room selection by lottery, so there is no group to form. Please contact the hostel office.');
    assertTakingChoices(place, this.deps.clock(), 'groups can no longer be formed.');
    return place;
  }
}

const lookupError = (message: string) => new AppError('BAD_USER_INPUT', message, [{ field: 'enrollmentId', message }]);

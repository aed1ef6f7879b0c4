import { z } from 'zod';
import { Gender } from '../../core/enums.js';
import { field } from '../../core/validate.js';
import { enrollmentIdField } from '../user/index.js';
import { SignupMode } from './signup-mode.js';

/** The most years a programme runs (a doctorate's); a year of study lies in 1..MAX_YEAR_OF_STUDY. */
export const MAX_YEAR_OF_STUDY = 8;
const YEAR_MESSAGE = `Year of study must be a whole number from 1 to ${MAX_YEAR_OF_STUDY}.`;

/** Blank (empty, spaces, null) is absent, so a missing cell and a missing field read alike. */
const blank = (value: unknown) => value === null || (typeof value === 'string' && value.trim() === '');

/** Male or Female, as the GraphQL enum sends it or as a spreadsheet writes it (any case, M or F). */
const GENDER_WORDS: Record<string, Gender> = { male: Gender.MALE, m: Gender.MALE, female: Gender.FEMALE, f: Gender.FEMALE };
const gender = z.preprocess(
  (value) => (blank(value) ? undefined : typeof value === 'string' ? (GENDER_WORDS[value.trim().toLowerCase()] ?? value) : value),
  z.enum([Gender.MALE, Gender.FEMALE], { error: (issue) => (issue.input === undefined ? 'Gender is required.' : 'Gender must be Male or Female.') }),
);

/** A whole number 1..8, as a number or as a spreadsheet's text ("3"). */
const yearOfStudy = z.preprocess(
  (value) => (blank(value) ? undefined : typeof value === 'string' && /^\s*\d{1,3}\s*$/.test(value) ? Number(value) : value),
  z
    .number({ error: (issue) => (issue.input === undefined ? 'Year of study is required.' : YEAR_MESSAGE) })
    .int(YEAR_MESSAGE)
    .min(1, YEAR_MESSAGE)
    .max(MAX_YEAR_OF_STUDY, YEAR_MESSAGE),
);

/** An email as signup takes it (trimmed, lower-cased); a blank one is missing, not malformed. */
const email = z.preprocess((value) => (blank(value) ? undefined : value), z.any().refine((value) => value !== undefined, { message: 'Email is required.', abort: true }).pipe(field.email()));

/**
 * One student of the roster, from the office's form or one line of its CSV: the enrollment ID as
 * signup reads it (upper-cased), the email lower-cased, every field required.
 */
export const rosterStudentInput = z.object({
  enrollmentId: enrollmentIdField(),
  name: field.text('Name', 100),
  email,
  gender,
  yearOfStudy,
  programme: field.text('Programme', 100),
});

export type RosterStudent = z.output<typeof rosterStudentInput>;

/**
 * One student from the office's form: a roster line, and whether they need an accessible room
 * (true or false; left out or null, a new student needs none and a known one keeps theirs).
 */
export const rosterStudentFormInput = rosterStudentInput.extend({
  needsAccessibleRoom: z.boolean({ error: 'Needs an accessible room must be true or false.' }).nullish(),
});

/** The roster page: one year's, a search over enrollment ID, name and email, and a window of it. */
export const rosterQueryInput = z.object({
  search: field.optionalText('Search', 100),
  offset: z.number({ error: 'Offset must be a whole number from 0.' }).int('Offset must be a whole number from 0.').min(0, 'Offset must be a whole number from 0.').max(1_000_000, 'Offset is too large.'),
  limit: z.number({ error: 'Limit must be a whole number from 1 to 200.' }).int('Limit must be a whole number from 1 to 200.').min(1, 'Limit must be a whole number from 1 to 200.').max(200, 'Limit must be a whole number from 1 to 200.'),
  /** The academic year's name; absent, the open year. */
  academicYear: field.optionalText('Academic year', 20),
});

/** The students to invite: null or absent means every rostered student not yet invited. */
export const inviteInput = z.object({
  enrollmentIds: z
    .array(z.preprocess((v) => (typeof v === 'string' ? v.trim().toUpperCase() : v), z.string({ error: 'Enrollment IDs must be text.' }).min(1, 'Enrollment IDs must not be blank.').max(40, 'No enrollment ID is that long.')), {
      error: 'Enrollment IDs must be a list.',
    })
    .max(50_000, 'Invite at most 50,000 students at once.')
    .nullish()
    .transform((ids) => (ids ? [...new Set(ids)] : null)),
});

export const signupModeInput = z.object({
  mode: z.enum([SignupMode.OPEN, SignupMode.ROSTER], { error: 'Signup mode must be Open or Roster.' }),
});

/** An invitation token as a link carries it; anything else is no invitation at all. */
export const inviteToken = z.string().min(20).max(100).regex(/^[A-Za-z0-9_-]+$/);

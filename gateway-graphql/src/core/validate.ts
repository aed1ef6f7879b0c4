import { z } from 'zod';
import { badInput, type FieldError } from './errors.js';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

export const isUuid = (value: string): boolean => UUID.test(value);

/**
 * Characters no input may hold, whatever the field: NUL, which a PostgreSQL `text` value cannot
 * store (a statement carrying one fails: 22021 as a parameter, 08P01 inlined into the text),
 * and a lone UTF-16 surrogate, which is not Unicode at all (sent to the database it would
 * silently become U+FFFD: what was stored would not be what was sent). In `u` mode `\p{Cs}`
 * matches only an unpaired surrogate; a pair is one code point.
 */
const LONE_SURROGATE = /\p{Cs}/u;

/** Whether `text` can be stored and read back as sent: no NUL, no lone surrogate. */
export const isStorableText = (text: string): boolean => !text.includes('\u0000') && !LONE_SURROGATE.test(text);

/** The message for a field holding text that cannot be stored. */
export const unstorableMessage = (label: string): string => `${label} contains a character that is not allowed.`;

/**
 * Every field of `input` holding a string that cannot be stored (NUL, a lone surrogate), at
 * any depth: each named by the innermost object key above it (the form field a person typed
 * in), or `name` for a bare string or one with no key above it. Walked without recursion, so
 * a deeply nested body costs no stack. The one check every adapter applies to what it was
 * sent: REST bodies, path parameters and query strings (http/rest-edge.ts), GraphQL arguments
 * (graphql/schema.ts), and every input a service parses ({@link parseInput}).
 */
export function unstorableFields(input: unknown, name = 'input'): FieldError[] {
  const errors: FieldError[] = [];
  const pending: { value: unknown; field: string }[] = [{ value: input, field: name }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value, field } = next;
    if (typeof value === 'string') {
      if (!isStorableText(value) && !errors.some((e) => e.field === field)) errors.push({ field, message: unstorableMessage(field) });
    } else if (Array.isArray(value)) {
      for (const item of value) pending.push({ value: item, field });
    } else if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) pending.push({ value: item, field: key });
    }
  }
  return errors.reverse();
}

/** `YYYY-MM-DD` naming a day that exists (no 2026-02-30). */
const isRealDay = (text: string): boolean => {
  if (!DAY.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
};

/** Absent, null, empty or only spaces all mean "not given"; other strings arrive trimmed. */
const blankToUndefined = (value: unknown) => {
  if (value === null || value === undefined) return undefined;
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
};

/** Refuses text that cannot be stored (see UNSTORABLE), before any other check of the field. */
const storable = (label: string) => ({ message: unstorableMessage(label), abort: true });

const textOf = (label: string, max: number) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? `${label} is required.` : `${label} must be text.`) })
    .refine(isStorableText, storable(label))
    .max(max, `${label} must be at most ${max} characters.`);

/** `past` wants the day before `today`, `notBefore` on or after it (both `YYYY-MM-DD`). */
interface DayRules {
  past?: string;
  notBefore?: string;
}

/** A calendar day `YYYY-MM-DD` that exists, with its {@link DayRules}. */
const dayOf = (label: string, rules: DayRules) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? `${label} is required.` : `${label} must be a valid date (YYYY-MM-DD).`) })
    .refine(isStorableText, storable(label))
    .refine(isRealDay, { message: `${label} must be a valid date (YYYY-MM-DD).`, abort: true })
    .refine((text) => rules.past === undefined || text < rules.past, `${label} must be in the past.`)
    .refine((text) => rules.notBefore === undefined || text >= rules.notBefore, `${label} cannot be in the past.`);

/**
 * Input fields, built with zod, with the messages the screens show. Every service validates its
 * raw input once with {@link parseInput}, whichever adapter (GraphQL or REST) it came through.
 */
export const field = {
  /** A required trimmed string of at most `max` characters. */
  text: (label: string, max: number) => z.preprocess(blankToUndefined, textOf(label, max)),

  /** An optional trimmed string: blank means absent (undefined). */
  optionalText: (label: string, max: number) => z.preprocess(blankToUndefined, textOf(label, max).optional()),

  /** An email, trimmed and lower-cased. */
  email: () =>
    z.preprocess(
      (value) => (typeof value === 'string' ? value.trim().toLowerCase() : value),
      z
        .string({ error: 'Please enter a valid email address.' })
        .refine(isStorableText, storable('Email'))
        .max(254, 'Please enter a valid email address.')
        .regex(EMAIL, 'Please enter a valid email address.'),
    ),

  /** A password as typed: never trimmed, 8 to 200 characters. */
  password: (label = 'Password') =>
    z
      .string({ error: `${label} must be at least 8 characters.` })
      .refine(isStorableText, storable(label))
      .min(8, `${label} must be at least 8 characters.`)
      .max(200, `${label} must be at most 200 characters.`),

  /** One of a closed set of values. */
  oneOf: <const T extends readonly [string, ...string[]]>(values: T, message: string) => z.enum(values, { error: message }),

  /** A required calendar day `YYYY-MM-DD` that exists; see {@link dayOf} for the rules. */
  day: (label: string, rules: DayRules = {}) => z.preprocess(blankToUndefined, dayOf(label, rules)),

  /** An optional Idempotency-Key: 1 to 100 letters, digits and `-_.:` (a UUID fits). */
  idempotencyKey: () =>
    z.preprocess(
      blankToUndefined,
      z
        .string({ error: 'Idempotency-Key must be text.' })
        .refine(isStorableText, storable('Idempotency-Key'))
        .max(100, 'Idempotency-Key must be at most 100 characters.')
        .regex(/^[A-Za-z0-9_.:-]+$/, 'Idempotency-Key may hold only letters, digits and - _ . :')
        .optional(),
    ),

  /** An optional calendar day: blank means absent (undefined). */
  optionalDay: (label: string, rules: DayRules = {}) => z.preprocess(blankToUndefined, dayOf(label, rules).optional()),
};

/**
 * Parses one input against its schema; on failure throws BAD_USER_INPUT with every bad field at
 * once (the first message of each), so a form learns about all of them together. Text that
 * cannot be stored is refused in any field, whatever the schema says of it (a bare `z.string()`,
 * a field the schema ignores): {@link unstorableFields}.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {});
  const errors: FieldError[] = [];
  for (const issue of result.error?.issues ?? []) {
    const name = issue.path.length > 0 ? String(issue.path[0]) : 'input';
    if (!errors.some((e) => e.field === name)) errors.push({ field: name, message: issue.message });
  }
  // Named as zod names a field: by its key in the input.
  const fields = input !== null && typeof input === 'object' && !Array.isArray(input) ? Object.entries(input) : [['input', input] as const];
  for (const [name, value] of fields) {
    if (!errors.some((e) => e.field === name) && unstorableFields(value).length > 0) errors.push({ field: name, message: unstorableMessage(name) });
  }
  if (result.success && errors.length === 0) return result.data;
  throw badInput(errors);
}

/**
 * A PostgreSQL array literal (`{"a","b"}`) for a `?::uuid[]` or `?::text[]` parameter:
 * MikroORM's `execute` spreads a JS array into a list of values, so arrays travel as text.
 */
export const pgArray = (values: readonly string[]): string => `{${values.map((v) => `"${v.replace(/["\\]/g, (c) => `\\${c}`)}"`).join(',')}}`;

/** A timestamp column read by raw SQL: the driver hands it over as text (or a Date); ISO 8601 out. */
export const isoOf = (value: Date | string): string => new Date(value).toISOString();

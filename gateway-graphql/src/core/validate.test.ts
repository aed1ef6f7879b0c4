import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from './errors.js';
import { field, parseInput } from './validate.js';

const form = z.object({
  name: field.text('Name', 5),
  note: field.optionalText('Note', 10),
  email: field.email(),
  day: field.day('Day', { notBefore: '2026-11-23' }),
  born: field.optionalDay('Born', { past: '2026-11-23' }),
  kind: field.oneOf(['A', 'B'], 'Kind must be A or B.'),
});

/** The field errors a parse throws, or the parsed value. */
function errorsOf(input: unknown): Record<string, string> {
  try {
    parseInput(form, input);
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    const appError = error as AppError;
    expect(appError.code).toBe('BAD_USER_INPUT');
    return Object.fromEntries(appError.fieldErrors.map((f) => [f.field, f.message]));
  }
  return {};
}

describe('parseInput with the field builders', () => {
  it('cleans good input: trimmed text, lower-cased email, blank optional fields absent', () => {
    const parsed = parseInput(form, { name: ' Ann ', note: '   ', email: ' Ann@X.ORG ', day: '2026-11-23', born: '', kind: 'B' });
    expect(parsed).toEqual({ name: 'Ann', note: undefined, email: 'ann@x.org', day: '2026-11-23', born: undefined, kind: 'B' });
  });

  it('reports every bad field at once, one message each, in the words the screens show', () => {
    expect(errorsOf({ name: '  ', note: 7, email: 'nope', day: '2026-02-30', born: '2026-11-23', kind: 'C' })).toEqual({
      name: 'Name is required.',
      note: 'Note must be text.',
      email: 'Please enter a valid email address.',
      day: 'Day must be a valid date (YYYY-MM-DD).',
      born: 'Born must be in the past.',
      kind: 'Kind must be A or B.',
    });
  });

  it('refuses too long text, days before the earliest allowed, and a missing input object', () => {
    expect(errorsOf({ name: 'Annabel', email: 'a@b.co', day: '2026-11-22', kind: 'A' })).toEqual({
      name: 'Name must be at most 5 characters.',
      day: 'Day cannot be in the past.',
    });
    expect(Object.keys(errorsOf(undefined)).sort()).toEqual(['day', 'email', 'kind', 'name']);
  });
});

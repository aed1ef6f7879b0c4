import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from './errors.js';
import { field, isStorableText, parseInput, unstorableFields } from './validate.js';

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

describe('text the database cannot store', () => {
  const NUL = 'a\u0000b';
  const LONE = 'a\ud800b';

  it('is NUL and a lone surrogate; a pair, other control characters and any script are fine', () => {
    expect([NUL, LONE, '\udc00', '\u0000'].map(isStorableText)).toEqual([false, false, false, false]);
    expect(['😀', 'line\nnext\ttab', 'Ñandú 北京', '\ufffd', ''].map(isStorableText)).toEqual([true, true, true, true, true]);
  });

  it('is refused by every field builder, naming the field', () => {
    expect(errorsOf({ name: NUL, note: LONE, email: `a${NUL}@x.io`, day: `2026-11-23${NUL}`, born: LONE, kind: NUL })).toEqual({
      name: 'Name contains a character that is not allowed.',
      note: 'Note contains a character that is not allowed.',
      email: 'Email contains a character that is not allowed.',
      day: 'Day contains a character that is not allowed.',
      born: 'Born contains a character that is not allowed.',
      kind: 'Kind must be A or B.',
    });
    const password = z.object({ password: field.password(), key: field.idempotencyKey() });
    expect(() => parseInput(password, { password: `${NUL}xxxxxxxx`, key: LONE })).toThrow(/Password contains a character that is not allowed/);
  });

  it('is refused by parseInput in any field, whatever the schema says of it', () => {
    const loose = z.object({ email: z.string(), tags: z.array(z.string()) });
    try {
      parseInput(loose, { email: NUL, tags: ['ok', LONE], ignored: { deep: [NUL] } });
      expect.unreachable();
    } catch (error) {
      expect((error as AppError).code).toBe('BAD_USER_INPUT');
      expect((error as AppError).fieldErrors.map((e) => e.field).sort()).toEqual(['email', 'ignored', 'tags']);
    }
  });

  it('is found at any depth, named by the innermost key, without recursion', () => {
    expect(unstorableFields({ input: { email: NUL, name: 'ok' }, hostel: LONE })).toEqual(
      expect.arrayContaining([
        { field: 'email', message: 'email contains a character that is not allowed.' },
        { field: 'hostel', message: 'hostel contains a character that is not allowed.' },
      ]),
    );
    expect(unstorableFields(NUL, 'search')).toEqual([{ field: 'search', message: 'search contains a character that is not allowed.' }]);
    expect(unstorableFields({ a: 'ok', b: [1, true, null, { c: 'fine' }] })).toEqual([]);
    let deep: unknown = NUL;
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(unstorableFields({ deep })).toEqual([{ field: 'deep', message: 'deep contains a character that is not allowed.' }]);
  });
});

import type { Request } from 'express';
import { AppError } from '../core/errors.js';

/** The values `dryRun` takes, and what each means (any case). Nothing else is read as either. */
const DRY_RUN = new Map<string, boolean>([
  ['true', true],
  ['1', true],
  ['false', false],
  ['0', false],
]);

const HOW = 'dryRun=true (or 1) checks the file and writes nothing; dryRun=false (or 0), or no dryRun, imports it';

/**
 * Whether a CSV import (rooms, roster) is only a check, read strictly from its query string: no
 * `dryRun`, `false` or `0` imports; `true` or `1` checks. Anything else is a 400 before the file
 * is read: an empty value, one the table above lacks, the flag twice or as `dryRun[]`, and any
 * other query key (`dryrun`, `dry_run`): a misspelt check must never become a real import.
 */
export function dryRunOf(query: Request['query']): boolean {
  const others = Object.keys(query).filter((key) => key !== 'dryRun');
  if (others.length > 0) {
    const named = others.map((key) => `"${key.slice(0, 40)}"`).join(', ');
    const message = `An import takes no query parameter ${named}: ${HOW}.`;
    throw new AppError('BAD_USER_INPUT', message, [{ field: others[0]!.slice(0, 40), message }]);
  }
  const value = query.dryRun;
  if (value === undefined) return false;
  const meaning = typeof value === 'string' ? DRY_RUN.get(value.toLowerCase()) : undefined;
  if (meaning !== undefined) return meaning;
  const message = `dryRun must be given once, as true, 1, false or 0: ${HOW}.`;
  throw new AppError('BAD_USER_INPUT', message, [{ field: 'dryRun', message }]);
}

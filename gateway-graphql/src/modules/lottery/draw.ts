import { createHash } from 'node:crypto';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { DrawMode } from './selection-process.entity.js';

/** A roster student who takes part in a draw. */
export interface DrawEntry {
  enrollmentId: string;
  yearOfStudy: number;
}

/** The largest seed: pure-rand's generators take a 32-bit integer. */
export const MAX_SEED = 2_147_483_647;

/**
 * The lottery (docs/decisions/0136): entries in enrollment-ID order, shuffled by Fisher-Yates
 * with pure-rand's xoroshiro128+ seeded by `seed`, then (year then random) sorted stably by year
 * of study, highest first, so seniors get the lower numbers. The same seed and the same entries
 * always give the same order, on any machine: the draw can be run again and checked.
 * Answers the enrollment IDs in lottery order (number 1 first).
 */
export function drawOrder(entries: readonly DrawEntry[], mode: DrawMode, seed: number): string[] {
  const order = [...entries].sort((a, b) => (a.enrollmentId < b.enrollmentId ? -1 : a.enrollmentId > b.enrollmentId ? 1 : 0));
  const rng = xoroshiro128plus(seed);
  for (let i = order.length - 1; i > 0; i--) {
    const j = uniformInt(rng, 0, i);
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  if (mode === DrawMode.YEAR_THEN_RANDOM) order.sort((a, b) => b.yearOfStudy - a.yearOfStudy); // stable: random within a year
  return order.map((e) => e.enrollmentId);
}

/** sha-256 of the drawn order, one enrollment ID a line: recorded with the seed, so a re-run can be compared. */
export const drawDigest = (order: readonly string[]): string => createHash('sha256').update(order.join('\n')).digest('hex');

/** 0-based slot of a 1-based lottery number. */
export const slotOf = (lotteryNumber: number, perSlot: number): number => Math.floor((lotteryNumber - 1) / perSlot);

/** When a 0-based slot opens. */
export const slotStart = (firstSlotAt: Date, slotMinutes: number, slot: number): Date => new Date(firstSlotAt.getTime() + slot * slotMinutes * 60_000);

/** A seeded shuffle for the assignment (same seed, same placements). */
export function shuffled<T>(items: readonly T[], seed: number): T[] {
  const out = [...items];
  const rng = xoroshiro128plus(seed);
  for (let i = out.length - 1; i > 0; i--) {
    const j = uniformInt(rng, 0, i);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

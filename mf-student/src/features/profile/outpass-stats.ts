import type { OutpassItem, OutpassStatus } from './profile.operations';

/** The figures of the statistics card. */
export interface OutpassCounts {
  total: number;
  approved: number;
}

/** Every state an approved outpass can reach, as the server counts 'approved'. */
const WAS_APPROVED: readonly OutpassStatus[] = ['APPROVED', 'OUT', 'RETURNED', 'OVERDUE'];

/**
 * Counts the items themselves instead of using the server's `total` / `approved`: the items are
 * the whole history and their statuses follow the live events in the cache, whereas the
 * server's counts are a snapshot from when the page loaded and would go stale.
 */
export function countOutpasses(items: readonly OutpassItem[]): OutpassCounts {
  return { total: items.length, approved: items.filter((item) => WAS_APPROVED.includes(item.status)).length };
}

/** The history newest first. The server already sends it so; sorting again costs nothing and keeps the promise. */
export function newestFirst(items: readonly OutpassItem[]): OutpassItem[] {
  return [...items].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
}

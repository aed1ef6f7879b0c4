import type { OutpassItem } from './profile.operations';

/** The figures of the statistics card. */
export interface OutpassCounts {
  total: number;
  approved: number;
}

/**
 * Counts the items themselves instead of using the server's `total` / `approved`: the items are
 * the whole history and their statuses follow the live decision events in the cache, whereas
 * the server's counts are a snapshot from when the page loaded and would go stale.
 */
export function countOutpasses(items: readonly OutpassItem[]): OutpassCounts {
  return { total: items.length, approved: items.filter((item) => item.status === 'APPROVED').length };
}

/** The history newest first. The server already sends it so; sorting again costs nothing and keeps the promise. */
export function newestFirst(items: readonly OutpassItem[]): OutpassItem[] {
  return [...items].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
}

const DATE = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

/** "15 Jan 2025": a fixed format, so the page reads the same in every browser locale. */
export const formatDate = (iso: string): string => DATE.format(new Date(iso));

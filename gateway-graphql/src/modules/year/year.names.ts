/** A year named by its first calendar year and the next, short or long: 2026-27, 2026-2027, 2026/27. */
const SPAN = /^(\d{4})([-/])(\d{2}|\d{4})$/;

/**
 * The name of the year after `name`, in its own form (2026-27 → 2027-28, 2026-2027 → 2027-2028,
 * 2099-00 → 2100-01); null when `name` is not of such a form (the office names that one itself).
 */
export function followingYearName(name: string): string | null {
  const match = SPAN.exec(name.trim());
  if (!match) return null;
  const [, first, dash, second] = match as unknown as [string, string, string, string];
  const start = Number(first) + 1;
  const end = second.length === 4 ? String(start + 1) : String((start + 1) % 100).padStart(2, '0');
  return `${start}${dash}${end}`;
}

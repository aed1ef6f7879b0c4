import type { AdminRepairStatsQuery, RepairCategory } from '../../../gql/graphql';
import { CATEGORY_TITLE } from '../maintenance/job-words';

type OpenCount = AdminRepairStatsQuery['repairStats']['open'][number];

/** One hostel's open jobs, by category (lower case, as the gateway names them), with its totals. */
export interface HostelOpenRow {
  hostelName: string;
  byCategory: Record<string, number>;
  open: number;
  overdue: number;
}

/** The open jobs as the chart and its table show them: a row a hostel, a column a category with open jobs. */
export interface OpenTable {
  categories: string[];
  rows: HostelOpenRow[];
  /** Every hostel's together, by category. */
  total: HostelOpenRow;
}

/** The categories in the order the student's form offers them; one the gateway adds later goes last. */
const ORDER = Object.keys(CATEGORY_TITLE).map((category) => category.toLowerCase());
/** A category's place in that order (its colour in the chart). */
export const rank = (category: string) => (ORDER.includes(category) ? ORDER.indexOf(category) : ORDER.length);

/** A category's short name ("Electrical"), or the gateway's word if it is new to this screen. */
export const categoryTitle = (category: string): string => CATEGORY_TITLE[category.toUpperCase() as RepairCategory] ?? category;

const emptyRow = (hostelName: string): HostelOpenRow => ({ hostelName, byCategory: {}, open: 0, overdue: 0 });

function add(row: HostelOpenRow, count: OpenCount) {
  row.byCategory[count.category] = (row.byCategory[count.category] ?? 0) + count.open;
  row.open += count.open;
  row.overdue += count.overdue;
}

/** The gateway's counts (a line a hostel and category) as a table of hostels by category, hostels by name. */
export function openTable(counts: readonly OpenCount[]): OpenTable {
  const byHostel = new Map<string, HostelOpenRow>();
  const total = emptyRow('All hostels');
  for (const count of counts) {
    if (!byHostel.has(count.hostelName)) byHostel.set(count.hostelName, emptyRow(count.hostelName));
    add(byHostel.get(count.hostelName)!, count);
    add(total, count);
  }
  const categories = Object.keys(total.byCategory).sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
  const rows = [...byHostel.values()].sort((a, b) => a.hostelName.localeCompare(b.hostelName, undefined, { numeric: true }));
  return { categories, rows, total };
}

const unit = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** Hours as a person says them: "1 day 4 hours", "5 hours", "40 minutes" (to the hour from one hour up). */
export function hoursInWords(hours: number): string {
  if (hours < 1) return unit(Math.max(1, Math.round(hours * 60)), 'minute');
  const whole = Math.round(hours);
  const days = Math.floor(whole / 24);
  const rest = whole % 24;
  return [days > 0 ? unit(days, 'day') : null, rest > 0 ? unit(rest, 'hour') : null].filter(Boolean).join(' ');
}

/** A share from 0 to 1 as a whole percentage: 0.834 as "83%". */
export const percent = (share: number): string => `${Math.round(share * 100)}%`;

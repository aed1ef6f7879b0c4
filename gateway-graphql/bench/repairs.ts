import type { RepairsCampus } from './repairs-campus.js';
import { percentiles } from './setup.js';
import { sendWebOperation, WEB } from './web-operations.js';

/** The office's reads stop after this long, whatever is left: every loop here is bounded in time. */
const OFFICE_READS_MS = 180_000;
/** The office page's page: 50 jobs, asked as 51 to know whether there is a next page (mf-admin's repairs-office-page.tsx). */
const PAGE_SIZE = 50;

/** One of the office's lists: who asks, and the web's variables. */
interface OfficeList {
  name: string;
  as: 'admin' | 'warden';
  variables: { filter: Record<string, unknown> };
}

/** The filter as the office page builds it (its listFilter): only what is chosen, in its order, then the page. */
const filter = ({ status, hostelId, overdueOnly, page = 1 }: { status?: string; hostelId?: string; overdueOnly?: boolean; page?: number }) => ({
  filter: { ...(status && { statuses: [status] }), ...(hostelId && { hostelId }), ...(overdueOnly && { overdueOnly: true }), first: PAGE_SIZE + 1, offset: (page - 1) * PAGE_SIZE },
});

/**
 * The lists the office opens: the open jobs (the page's default), one hostel's, the overdue ones,
 * a later page, and the closed ones a few pages in (the year's history: nine jobs in ten). An
 * admin sees 40 hostels, the warden their 2.
 */
export function officeLists(campus: RepairsCampus): OfficeList[] {
  return [
    { name: 'open', as: 'admin', variables: filter({}) },
    { name: 'open, one hostel', as: 'admin', variables: filter({ hostelId: campus.hostels[6]!.id }) },
    { name: 'overdue only', as: 'admin', variables: filter({ overdueOnly: true }) },
    { name: 'open, page 5', as: 'admin', variables: filter({ page: 5 }) },
    { name: 'closed, page 3', as: 'admin', variables: filter({ status: 'CLOSED', page: 3 }) },
    { name: 'open', as: 'warden', variables: filter({}) },
    { name: 'open, one hostel', as: 'warden', variables: filter({ hostelId: campus.warden.hostelIds[1]! }) },
    { name: 'overdue only', as: 'warden', variables: filter({ overdueOnly: true }) },
    { name: 'closed, page 3', as: 'warden', variables: filter({ status: 'CLOSED', page: 3 }) },
  ];
}

export interface OfficeReads {
  rounds: number;
  lists: { name: string; as: string; jobs: number; latencyMs: ReturnType<typeof percentiles> }[];
  stats: { as: string; groups: number; fixed: number; latencyMs: ReturnType<typeof percentiles> }[];
  /** The admin's SessionMe in the same rounds: a plain read's time on this machine today. */
  sessionMe: ReturnType<typeof percentiles>;
}

/**
 * The office at work, one request at a time: `rounds` rounds, each every list once, the
 * dashboard's figures (AdminRepairStats, 90 days) as the admin and as the warden, and the admin's
 * SessionMe; after `warm` rounds that are not counted.
 */
export async function officeReads(baseUrl: string, campus: RepairsCampus, { rounds = 100, warm = 10 } = {}): Promise<OfficeReads> {
  const cookieOf = (as: 'admin' | 'warden') => (as === 'admin' ? campus.adminCookie : campus.warden.cookie);
  const lists = officeLists(campus);
  const listMs = lists.map(() => [] as number[]);
  const jobs = lists.map(() => 0);
  const roles = ['admin', 'warden'] as const;
  const statsMs = roles.map(() => [] as number[]);
  const statsSeen = roles.map(() => ({ groups: 0, fixed: 0 }));
  const sessionMs: number[] = [];
  const timed = async <T>(read: () => Promise<T>): Promise<{ ms: number; answer: T }> => {
    const started = performance.now();
    const answer = await read();
    return { ms: performance.now() - started, answer };
  };
  const deadline = performance.now() + OFFICE_READS_MS;
  let counted = 0;
  for (let round = 0; round < warm + rounds && performance.now() < deadline; round++) {
    const keep = round >= warm;
    for (const [i, list] of lists.entries()) {
      const { ms, answer } = await timed(() => sendWebOperation<{ repairJobs: unknown[] }>(baseUrl, cookieOf(list.as), WEB.repairJobs, list.variables));
      if (keep) listMs[i]!.push(ms);
      jobs[i] = answer.repairJobs.length;
    }
    for (const [i, as] of roles.entries()) {
      const { ms, answer } = await timed(() => sendWebOperation<{ repairStats: { open: unknown[]; fixed: number } }>(baseUrl, cookieOf(as), WEB.repairStats, { days: 90 }));
      if (keep) statsMs[i]!.push(ms);
      statsSeen[i] = { groups: answer.repairStats.open.length, fixed: answer.repairStats.fixed };
    }
    const { ms } = await timed(() => sendWebOperation(baseUrl, campus.adminCookie, WEB.sessionMe));
    if (keep) sessionMs.push(ms);
    if (keep) counted++;
  }
  return {
    rounds: counted,
    lists: lists.map((list, i) => ({ name: list.name, as: list.as, jobs: jobs[i]!, latencyMs: percentiles(listMs[i]!) })),
    stats: roles.map((as, i) => ({ as, ...statsSeen[i]!, latencyMs: percentiles(statsMs[i]!) })),
    sessionMe: percentiles(sessionMs),
  };
}

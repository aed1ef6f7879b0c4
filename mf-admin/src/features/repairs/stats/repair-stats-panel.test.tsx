import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockedClientWithPush, renderScreen, type Mock } from 'web-kit/testing';
import type { AdminRepairStatsQuery } from '../../../gql/graphql';
import { REPAIR_STATS } from '../repairs.operations';
import { RepairStatsPanel, STATS_SETTLE_MS } from './repair-stats-panel';

type Stats = AdminRepairStatsQuery['repairStats'];

const count = (hostelName: string, category: string, open: number, overdue: number) => ({ __typename: 'RepairOpenCount' as const, hostelName, category, open, overdue });

/** The gateway's figures for 90 days, as the panel asks for them. */
const statsMock = (over: Partial<Stats> = {}): Mock => ({
  request: { query: REPAIR_STATS, variables: { days: 90 } },
  result: {
    data: {
      repairStats: {
        __typename: 'RepairStats',
        days: 90,
        open: [count('GH-1', 'pests', 4, 2), count('BH-1', 'electrical', 3, 1), count('GH-1', 'electrical', 1, 1), count('BH-1', 'plumbing', 2, 0)],
        fixed: 12,
        medianHoursToFix: 28.2,
        fixedInTimeShare: 0.8333,
        ...over,
      },
    },
  },
});

/** The figure under the term `label`. */
const figure = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;

const cells = (table: HTMLElement) => within(table).getAllByRole('row').map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

describe('RepairStatsPanel', () => {
  it('shows the open and overdue jobs, the median time to fix in words, the share fixed in time, and the CSV link', async () => {
    renderScreen(<RepairStatsPanel />, { mocks: [statsMock()] });
    expect(screen.getByRole('heading', { level: 2, name: 'Repairs' })).toBeInTheDocument();
    await screen.findByText('Median time to fix');
    expect(figure('Open jobs')).toHaveTextContent('10');
    expect(figure('Overdue')).toHaveTextContent('4');
    expect(figure('Median time to fix')).toHaveTextContent(/^1 day 4 hours$/);
    expect(figure('Fixed in time')).toHaveTextContent(/^83%$/);
    expect(screen.getByRole('link', { name: 'Download all jobs (CSV)' })).toHaveAttribute('href', '/api/office/repairs.csv');
  });

  it('gives the chart a table with the same numbers: hostels by category, then all hostels, shown on request', async () => {
    const user = userEvent.setup();
    renderScreen(<RepairStatsPanel />, { mocks: [statsMock()] });
    const table = await screen.findByRole('table', { name: 'Open repair jobs by hostel and category' });
    expect(cells(table)).toEqual([
      ['Hostel', 'Electrical', 'Plumbing', 'Pests', 'Open', 'Overdue'],
      ['BH-1', '3', '2', '0', '5', '1'],
      ['GH-1', '1', '0', '4', '5', '3'],
      ['All hostels', '4', '2', '4', '10', '4'],
    ]);
    const section = screen.getByRole('heading', { name: 'Open jobs by hostel and category' }).closest('section')!;
    // The chart (a picture, hidden from screen readers) comes in its own chunk.
    await waitFor(() => expect(section.querySelector('[aria-hidden="true"]')).not.toBeNull());
    const toggle = screen.getByRole('button', { name: 'Show table' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Show chart' })).toHaveAttribute('aria-pressed', 'true');
    expect(section.querySelector('[aria-hidden="true"]')).toBeNull();
    expect(cells(screen.getByRole('table', { name: 'Open repair jobs by hostel and category' }))).toHaveLength(4);
  });

  it('reads the figures again once a burst of job changes pauses: one read for the burst, with every change in it', async () => {
    let reads = 0;
    const later = statsMock({ open: [count('GH-1', 'pests', 5, 2), count('BH-1', 'electrical', 3, 1)], fixed: 13 });
    const { client, push } = mockedClientWithPush([statsMock(), { ...later, result: () => ((reads += 1), later.result as { data: Record<string, unknown> }), maxUsageCount: 5 }]);
    renderScreen(<RepairStatsPanel />, { client });
    await screen.findByText('Median time to fix');
    expect(figure('Open jobs')).toHaveTextContent('10');
    // A student reports one job, a warden assigns it and another is fixed, all at once.
    const sent = Date.now();
    for (const id of ['j1', 'j1', 'j2']) act(() => push({ data: { repairChanged: id } }, 'AdminRepairChanged'));
    expect(reads).toBe(0);
    await waitFor(() => expect(figure('Open jobs')).toHaveTextContent('8'), { timeout: STATS_SETTLE_MS + 5000 });
    expect(Date.now() - sent).toBeGreaterThanOrEqual(STATS_SETTLE_MS - 50); // it waited for the burst to pause
    expect(reads).toBe(1);
  });

  it('says so when there are no jobs, and keeps the CSV link', async () => {
    renderScreen(<RepairStatsPanel />, { mocks: [statsMock({ open: [], fixed: 0, medianHoursToFix: null, fixedInTimeShare: null })] });
    expect(await screen.findByText('No open repair jobs, and none reported in the last 90 days.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByText('Median time to fix')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download all jobs (CSV)' })).toHaveAttribute('href', '/api/office/repairs.csv');
  });

  it('shows the fixes of the window when nothing is open, and says when there is no figure yet', async () => {
    renderScreen(<RepairStatsPanel />, { mocks: [statsMock({ open: [], fixed: 3, medianHoursToFix: 0.5, fixedInTimeShare: null })] });
    await screen.findByText('No open jobs.');
    expect(figure('Open jobs')).toHaveTextContent('0');
    expect(figure('Median time to fix')).toHaveTextContent(/^30 minutes$/);
    expect(figure('Fixed in time')).toHaveTextContent('No due times yet');
    await waitFor(() => expect(screen.queryByRole('table')).not.toBeInTheDocument());
  });
});

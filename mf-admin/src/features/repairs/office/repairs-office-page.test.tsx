import { act, screen, waitFor, within } from '@testing-library/react';
import { when } from '../../../shared/date-time';
import { cardLabels, inCardLayout } from '../../../test-utils/card-layout';
import { WAITLIST_HOSTELS } from '../../waitlist/waitlist.operations';
import { DUE_AT, jobs, renderOffice, row, saidAndFocused, times, viewer, type Mock } from './repairs-office.fixtures';
import { RepairsOfficePage } from './repairs-office-page';

const PATH = '/adminpage/repairs';
const hostels: Mock = {
  request: { query: WAITLIST_HOSTELS },
  result: {
    data: {
      hostels: [
        { __typename: 'Hostel', id: 'h1', name: 'BH-1' },
        { __typename: 'Hostel', id: 'h2', name: 'GH-1' },
      ],
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

const FAN = row('j1', { priority: 'URGENT', dueAt: DUE_AT, overdue: true, assigneeId: 'm1', assigneeName: 'Ravi Kumar', status: 'ASSIGNED' });
const TAP = row('j2', { category: 'PLUMBING', urgency: 'LOW', roomNumber: null, commonArea: '2nd floor washroom', hostelId: 'h2', hostelName: 'GH-1' });

const open = (mocks: Mock[], at = PATH) => renderOffice(<RepairsOfficePage />, [hostels, ...mocks], { at });
const table = () => screen.findByRole('table', { name: 'Repair jobs' });
const rowOf = (place: string) => screen.getByRole('cell', { name: place }).closest('tr')!;

describe('the office’s repairs list', () => {
  it('lists the open jobs with place, category, urgency, priority, status, assignee, due and reported times, and marks the overdue in words', async () => {
    open([viewer('WARDEN'), jobs({}, [FAN, TAP])]);
    expect(screen.getByRole('heading', { level: 1, name: 'Repairs' })).toBeInTheDocument();
    const found = await table();
    expect(within(found).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Place', 'Category', 'Student says', 'Priority', 'Status', 'Assigned to', 'Due', 'Reported', 'Job']);
    expect(rowOf('Room 204, BH-1')).toHaveTextContent(`Room 204, BH-1ElectricalHighUrgentAssignedRavi Kumar${when(DUE_AT)}⚠ Overdue${when('2026-11-20T09:00:00.000Z')}Open`);
    expect(within(rowOf('Room 204, BH-1')).getByText('⚠ Overdue').tagName).toBe('STRONG');
    expect(rowOf('2nd floor washroom, GH-1')).toHaveTextContent('2nd floor washroom, GH-1PlumbingLowNot setReportedUnassignedNo due time');
    expect(within(rowOf('2nd floor washroom, GH-1')).queryByText(/Overdue/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Open the electrical job at Room 204, BH-1/ })).toHaveAttribute('href', '/adminpage/repairs/j1');
    expect(screen.getByRole('link', { name: /^Open the plumbing job at 2nd floor washroom, GH-1/ })).toHaveAttribute('href', '/adminpage/repairs/j2');
    const csv = screen.getByRole('link', { name: 'Download CSV' });
    expect(csv).toHaveAttribute('href', '/api/office/repairs.csv');
    expect(csv).toHaveAttribute('download');
  });

  it('is one table that becomes cards on a phone: every cell names its column', async () => {
    open([viewer('WARDEN'), jobs({}, [FAN, TAP])]);
    const found = await table();
    expect(inCardLayout(found)).toBe(true);
    const { headings, rows } = cardLabels(found);
    expect(rows).toEqual([headings, headings]);
  });

  it('says so when nothing matches', async () => {
    open([viewer('WARDEN'), jobs({}, [])]);
    expect(await screen.findByText('No jobs match this filter.')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pages of the jobs' })).not.toBeInTheDocument();
  });

  it('asks the gateway for what the filter says: a status, a hostel, only the overdue; the address keeps it', async () => {
    const fixed = vi.fn(() => ({ data: { repairJobs: [row('j3', { status: 'FIXED' })] } }));
    const inGh1 = vi.fn(() => ({ data: { repairJobs: [TAP] } }));
    const late = vi.fn(() => ({ data: { repairJobs: [FAN] } }));
    const { user } = open([
      viewer('WARDEN'),
      jobs({}, [FAN, TAP]),
      { request: { query: jobs({}, []).request.query, variables: { filter: { statuses: ['FIXED'], first: 51, offset: 0 } } }, result: fixed },
      { request: { query: jobs({}, []).request.query, variables: { filter: { statuses: ['FIXED'], hostelId: 'h2', first: 51, offset: 0 } } }, result: inGh1 },
      { request: { query: jobs({}, []).request.query, variables: { filter: { statuses: ['FIXED'], hostelId: 'h2', overdueOnly: true, first: 51, offset: 0 } } }, result: late },
    ]);
    await table();
    const status = screen.getByRole('combobox', { name: 'Status' });
    expect(status).toHaveValue('');
    expect(within(status).getAllByRole('option')[0]).toHaveTextContent('Open (reported, assigned, in progress)');
    await user.selectOptions(status, 'Fixed');
    await waitFor(() => expect(fixed).toHaveBeenCalledTimes(1));
    expect(await screen.findByRole('cell', { name: 'Fixed' })).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Hostel' }), 'GH-1');
    await waitFor(() => expect(inGh1).toHaveBeenCalledTimes(1));
    await user.click(screen.getByRole('checkbox', { name: 'Overdue only' }));
    await waitFor(() => expect(late).toHaveBeenCalledTimes(1));
    expect(screen.getByTestId('location')).toHaveTextContent('/adminpage/repairs?status=FIXED&hostel=h2&overdue=1');
  });

  it('opens on the filter and page in the address', async () => {
    const asked = vi.fn(() => ({ data: { repairJobs: [TAP] } }));
    open([viewer('WARDEN'), { request: { query: jobs({}, []).request.query, variables: { filter: { hostelId: 'h2', overdueOnly: true, first: 51, offset: 50 } } }, result: asked }], `${PATH}?hostel=h2&overdue=1&page=2`);
    await table();
    expect(asked).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('checkbox', { name: 'Overdue only' })).toBeChecked();
    expect(screen.getByText('Page 2')).toBeInTheDocument();
  });

  it('pages by 50: Next when there are more, Previous back; each page said where the focus goes', async () => {
    const many = Array.from({ length: 51 }, (_, i) => row(`j${i}`, { roomNumber: 100 + i }));
    const { user } = open([viewer('WARDEN'), jobs({}, many, { maxUsageCount: 2 }), jobs({ offset: 50 }, [row('j50', { roomNumber: 150 })])]);
    const found = await table();
    expect(within(found).getAllByRole('row')).toHaveLength(51);
    const pages = screen.getByRole('navigation', { name: 'Pages of the jobs' });
    expect(within(pages).getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(within(pages).getByRole('button', { name: 'Next' }));
    await saidAndFocused('Page 2 of the jobs.');
    expect(await screen.findByRole('cell', { name: 'Room 150, BH-1' })).toBeInTheDocument();
    expect(within(await table()).getAllByRole('row')).toHaveLength(2);
    expect(within(pages).getByRole('button', { name: 'Next' })).toBeDisabled();
    await user.click(within(pages).getByRole('button', { name: 'Previous' }));
    await saidAndFocused('Page 1 of the jobs.');
    expect(await screen.findByRole('cell', { name: 'Room 149, BH-1' })).toBeInTheDocument();
  });

  it('reads the list again when a job changes', async () => {
    const reread = vi.fn(() => ({ data: { repairJobs: [FAN, TAP] } }));
    const { push } = open([viewer('WARDEN'), jobs({}, [FAN]), { request: { query: jobs({}, []).request.query, variables: { filter: { first: 51, offset: 0 } } }, result: reread }]);
    await table();
    expect(screen.queryByRole('cell', { name: '2nd floor washroom, GH-1' })).not.toBeInTheDocument();
    act(() => push({ data: { repairChanged: 'j2' } }, 'AdminRepairChanged'));
    expect(await screen.findByRole('cell', { name: '2nd floor washroom, GH-1' })).toBeInTheDocument();
    expect(reread).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['ADMIN', true],
    ['WARDEN', false],
  ] as const)('shows the times to fix to an %s: %s', async (role, shown) => {
    open([viewer(role), jobs({}, [FAN]), times()]);
    await table();
    if (shown) expect(await screen.findByRole('form', { name: 'Time to fix each priority' })).toBeInTheDocument();
    else {
      await act(() => new Promise((done) => setTimeout(done, 80)));
      expect(screen.queryByRole('heading', { name: 'Time to fix each priority' })).not.toBeInTheDocument();
    }
  });
});

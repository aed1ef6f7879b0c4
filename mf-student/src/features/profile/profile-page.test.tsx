import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { mockedClientWithPush, renderScreen, type Mock } from 'web-kit/testing';
import { local, outpass } from '../../testing/outpass-fixtures';
import { ProfilePage } from './profile-page';
import { CANCEL_OUTPASS, MY_OUTPASSES, MY_PROFILE, MY_YEARS, type OutpassItem, type PastYear } from './profile.operations';

const ME = {
  __typename: 'User',
  id: 'u1',
  name: 'asha Rao',
  email: 'asha@uni.edu',
  enrollmentId: 'CS2021001',
  phoneNumber: '9876543210',
  dob: '2003-04-05',
  address: '12 Hill Road',
  gender: 'FEMALE',
  guardianName: 'Meera Rao',
  guardianEmail: 'meera@example.com',
  guardianPhone: null,
  emailNotifications: true,
};

// Deliberately not in date order: the page must sort newest first itself.
const ITEMS = [
  outpass('o1', { reason: 'Library visit', description: 'Exam preparation', createdAt: local(2025, 1, 10), status: 'APPROVED', decidedAt: local(2025, 1, 10, 15, 0) }),
  outpass('o3', { reason: 'Doctor appointment', createdAt: local(2025, 2, 1), status: 'REJECTED', decidedAt: local(2025, 2, 1, 15, 0) }),
  outpass('o2', { reason: 'Home for the weekend', createdAt: local(2025, 2, 20) }),
];

const historyMock = (items: OutpassItem[]) => ({
  request: { query: MY_OUTPASSES },
  result: {
    data: {
      myOutpasses: {
        __typename: 'OutpassHistory',
        total: items.length,
        approved: items.filter((i) => i.status === 'APPROVED').length,
        pending: items.filter((i) => i.status === 'PENDING').length,
        rejected: items.filter((i) => i.status === 'REJECTED').length,
        cancelled: items.filter((i) => i.status === 'CANCELLED').length,
        items,
      },
    },
  },
});

type Statuses = { requests?: PastYear['roomRequests'][number]['status'][]; outpasses?: OutpassItem['status'][] };
/** A closed year as the gateway answers it (with the __typenames the cache reads; the generated type leaves them out). */
const year = (name: string, opened: string, allocation: PastYear['allocation'], statuses: Statuses = {}): PastYear & { __typename: 'StudentYear' } => {
  const place = allocation && { ...allocation, __typename: 'YearAllocation' };
  return {
    __typename: 'StudentYear',
    name,
    openedAt: `${opened}-07-01T00:00:00.000Z`,
    closedAt: `${Number(opened) + 1}-06-30T00:00:00.000Z`,
    allocation: place,
    roomRequests: (statuses.requests ?? []).map((status, i) => ({ __typename: 'RoomRequest', id: `${name}-r${i}`, status })),
    outpasses: (statuses.outpasses ?? []).map((status, i) => ({ __typename: 'Outpass', id: `${name}-o${i}`, status })),
  };
};

const yearsMock = (past: PastYear[]): Mock => ({
  request: { query: MY_YEARS },
  result: { data: { currentAcademicYear: { __typename: 'AcademicYear', id: 'y3', name: '2026-27' }, myPastYears: past } },
});

function renderProfile(histories: OutpassItem[][], more: Mock[] = [], past: PastYear[] = []) {
  const { client, push } = mockedClientWithPush([{ request: { query: MY_PROFILE }, result: { data: { me: ME } } }, ...histories.map(historyMock), yearsMock(past), ...more]);
  renderScreen(<ProfilePage />, { client, at: '/newprofile' });
  // Every event carries the whole outpass, as the gateway sends it.
  return { push: (update: OutpassItem) => act(() => push({ data: { myOutpassUpdates: update } })) };
}

/** The figure shown under a statistic's label. */
function stat(label: string) {
  const card = screen.getByRole('heading', { name: 'Outpass Statistics' }).closest('section')!;
  return within(within(card).getByText(label).parentElement!).getByRole('definition');
}
/** The history's own rows (each also holds a list: its timeline). */
const historyRows = () => {
  const list = screen.getByRole('list', { name: 'Outpass history' });
  return within(list).getAllByRole('listitem').filter((item) => item.parentElement === list);
};

describe('ProfilePage', () => {
  it("shows the student's details with the avatar initial and the Active badge", async () => {
    renderProfile([ITEMS]);
    expect(await screen.findByRole('heading', { name: 'asha Rao' })).toBeInTheDocument();
    expect(screen.getByTestId('avatar')).toHaveTextContent(/^A$/);
    expect(screen.getByText('Active')).toBeInTheDocument();
    for (const value of ['CS2021001', 'asha@uni.edu', '9876543210', '2003-04-05', '12 Hill Road']) {
      expect(screen.getByText(value)).toBeInTheDocument();
    }
  });

  it('shows the guardian and notification settings as saved', async () => {
    renderProfile([ITEMS]);
    const form = await screen.findByRole('form', { name: 'Guardian and notifications' });
    expect(within(form).getByLabelText("Guardian's name")).toHaveValue('Meera Rao');
    expect(within(form).getByLabelText("Guardian's email")).toHaveValue('meera@example.com');
    expect(within(form).getByLabelText("Guardian's phone")).toHaveValue('');
    expect(within(form).getByRole('checkbox', { name: 'Email me about decisions' })).toBeChecked();
  });

  it('shows the statistics and the history newest first, with a badge per status', async () => {
    renderProfile([ITEMS]);
    await screen.findByRole('list', { name: 'Outpass history' });
    expect(stat('Total Requests')).toHaveTextContent('3');
    expect(stat('Approved')).toHaveTextContent('1');
    const rows = historyRows();
    expect(rows.map((row) => row.querySelector('p')?.textContent)).toEqual(['Home for the weekend', 'Doctor appointment', 'Library visit']);
    expect(within(rows[0]!).getByText('Pending')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Rejected')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Approved')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Exam preparation')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Requested 10 Jan 2025, 12:00')).toBeInTheDocument();
  });

  it('shows the empty state when there is no outpass yet', async () => {
    renderProfile([[]]);
    expect(await screen.findByRole('heading', { name: 'No Outpass History' })).toBeInTheDocument();
    expect(screen.getByText("You haven't submitted any outpass requests yet.")).toBeInTheDocument();
    expect(stat('Total Requests')).toHaveTextContent('0');
  });

  it('follows the outpass live: approved, then out through the gate', async () => {
    const { push } = renderProfile([ITEMS]);
    await screen.findByRole('list', { name: 'Outpass history' });
    expect(within(historyRows()[0]!).getByText('Pending')).toBeInTheDocument();
    const approved = { ...ITEMS[2]!, status: 'APPROVED' as const, decidedAt: local(2025, 2, 21, 9, 0) };
    push(approved);
    expect(await within(historyRows()[0]!).findByText('Approved')).toBeInTheDocument();
    expect(within(historyRows()[0]!).queryByText('Pending')).not.toBeInTheDocument();
    expect(stat('Approved')).toHaveTextContent('2');
    push({ ...approved, status: 'OUT', outAt: local(2025, 2, 22, 8, 0) });
    expect(await within(historyRows()[0]!).findByText('Out')).toBeInTheDocument();
    expect(within(historyRows()[0]!).getByText('Went out 22 Feb 2025, 08:00')).toBeInTheDocument();
    expect(within(historyRows()[0]!).queryByRole('button', { name: 'Cancel outpass' })).not.toBeInTheDocument();
    // Out on an approved pass still counts as approved, as the server counts it.
    expect(stat('Approved')).toHaveTextContent('2');
    expect(stat('Total Requests')).toHaveTextContent('3');
  });

  it('reads the history again when an event names an outpass it does not hold', async () => {
    const fresh = outpass('o4', { reason: 'Sports meet', createdAt: local(2025, 2, 22), status: 'APPROVED' });
    const { push } = renderProfile([ITEMS, [fresh, ...ITEMS]]);
    await screen.findByRole('list', { name: 'Outpass history' });
    push(fresh);
    expect(await screen.findByText('Sports meet')).toBeInTheDocument();
    expect(stat('Total Requests')).toHaveTextContent('4');
    expect(stat('Approved')).toHaveTextContent('2');
  });

  it('cancels an outpass after asking, and the row turns Cancelled', async () => {
    const user = userEvent.setup();
    const cancelled = { ...ITEMS[2]!, status: 'CANCELLED' as const, cancelledAt: local(2025, 2, 20, 13, 0) };
    renderProfile([ITEMS], [{ request: { query: CANCEL_OUTPASS, variables: { id: 'o2' } }, result: { data: { cancelOutpass: cancelled } } }]);
    await screen.findByRole('list', { name: 'Outpass history' });
    await user.click(within(historyRows()[0]!).getByRole('button', { name: 'Cancel outpass' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this outpass?' });
    expect(dialog).toHaveTextContent('Your outpass to Town, back by 1 Mar 2025, 21:00, will be cancelled.');
    expect(within(dialog).getByRole('button', { name: 'Keep it' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Yes, cancel it' }));
    expect(await screen.findByText('Your outpass to Town is cancelled.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const row = historyRows()[0]!;
    expect(within(row).getByText('Cancelled')).toBeInTheDocument();
    expect(within(row).getByText('Cancelled 20 Feb 2025, 13:00')).toBeInTheDocument();
    expect(within(row).queryByRole('button')).not.toBeInTheDocument();
    expect(within(row).getByText('Home for the weekend')).toHaveFocus();
  });

  it("keeps the dialog open with the server's reason when it refuses to cancel", async () => {
    const user = userEvent.setup();
    const refusal = new GraphQLError('You have already left through the gate: an outpass cannot be cancelled after that.', { extensions: { code: 'CONFLICT' } });
    renderProfile([ITEMS], [{ request: { query: CANCEL_OUTPASS, variables: { id: 'o1' } }, result: { errors: [refusal.toJSON()] } }]);
    await screen.findByRole('list', { name: 'Outpass history' });
    await user.click(within(historyRows()[2]!).getByRole('button', { name: 'Cancel outpass' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this outpass?' });
    expect(dialog).toHaveTextContent('and its gate pass will stop working.');
    await user.click(within(dialog).getByRole('button', { name: 'Yes, cancel it' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('You have already left through the gate: an outpass cannot be cancelled after that.');
    expect(within(historyRows()[2]!).getByText('Approved')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  describe('past years', () => {
    /** Each year's entry: its heading and what it lists. */
    const yearEntries = () => within(screen.getByRole('list', { name: 'Past years' })).getAllByRole('listitem');
    const detail = (entry: HTMLElement, label: string) => within(entry).getByText(label).nextElementSibling;

    it('lists the closed years newest first, where the student lived and how requests and outpasses ended', async () => {
      // Deliberately oldest first: the page must order them itself.
      renderProfile([ITEMS], [], [
        year('2024-25', '2024', { hostel: 'BH-2', roomNumber: 7, bed: 1 }, { requests: ['APPROVED'] }),
        year('2025-26', '2025', { hostel: 'GH-1', roomNumber: 12, bed: 2 }, { requests: ['CANCELLED', 'APPROVED'], outpasses: ['APPROVED', 'REJECTED', 'APPROVED'] }),
      ]);
      expect(await screen.findByRole('heading', { name: 'Past years', level: 2 })).toBeInTheDocument();
      const entries = yearEntries();
      expect(entries.map((entry) => within(entry).getByRole('heading', { level: 3 }).textContent)).toEqual(['2025-26', '2024-25']);
      expect(within(entries[0]!).getByRole('region', { name: '2025-26' })).toBeInTheDocument();
      expect(detail(entries[0]!, 'Room')).toHaveTextContent(/^GH-1, room 12, bed 2\.$/);
      expect(detail(entries[0]!, 'Room requests')).toHaveTextContent(/^2 room requests: 1 cancelled, 1 approved\.$/);
      expect(detail(entries[0]!, 'Outpasses')).toHaveTextContent(/^3 outpasses: 2 approved, 1 rejected\.$/);
      expect(detail(entries[1]!, 'Room')).toHaveTextContent(/^BH-2, room 7, bed 1\.$/);
      expect(detail(entries[1]!, 'Room requests')).toHaveTextContent(/^1 room request: 1 approved\.$/);
      expect(detail(entries[1]!, 'Outpasses')).toHaveTextContent(/^None\.$/);
    });

    it('says so for a year the student had no room', async () => {
      renderProfile([ITEMS], [], [year('2025-26', '2025', null, { requests: ['REJECTED'] })]);
      await screen.findByRole('heading', { name: 'Past years' });
      const [entry] = yearEntries();
      expect(detail(entry!, 'Room')).toHaveTextContent(/^No room that year\.$/);
      expect(detail(entry!, 'Room requests')).toHaveTextContent(/^1 room request: 1 rejected\.$/);
    });

    it('has no Past years section when the student has no closed year, and labels the room with the open year', async () => {
      renderProfile([ITEMS]);
      // The same answer brings the open year's name: once it shows, the years have been read.
      expect(await screen.findByText('Your room in the academic year 2026-27.')).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'My room' })).toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: 'Past years' })).not.toBeInTheDocument();
      expect(screen.queryByRole('list', { name: 'Past years' })).not.toBeInTheDocument();
    });
  });
});

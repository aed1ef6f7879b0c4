import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { mockedClientWithPush, renderScreen, type Mock } from 'web-kit/testing';
import { local, outpass } from '../../testing/outpass-fixtures';
import { ProfilePage } from './profile-page';
import { CANCEL_OUTPASS, MY_OUTPASSES, MY_PROFILE, type OutpassItem } from './profile.operations';

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

function renderProfile(histories: OutpassItem[][], more: Mock[] = []) {
  const { client, push } = mockedClientWithPush([{ request: { query: MY_PROFILE }, result: { data: { me: ME } } }, ...histories.map(historyMock), ...more]);
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
});

import { act, screen, within } from '@testing-library/react';
import { linkWithPushableSubscriptions } from 'web-kit/testing';
import { renderWithProviders } from '../../testing/render-with-providers';
import { ProfilePage } from './profile-page';
import { MY_OUTPASSES, MY_PROFILE, type OutpassItem } from './profile.operations';

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
};

const outpass = (id: string, reason: string, createdAt: string, status: OutpassItem['status'], description: string | null = null) => ({
  __typename: 'Outpass',
  id,
  reason,
  description,
  createdAt,
  status,
  where: 'Town',
  dateOfArrival: '2025-03-01',
});

// Deliberately not in date order: the page must sort newest first itself.
const ITEMS = [
  outpass('o1', 'Library visit', '2025-01-10T12:00:00.000Z', 'APPROVED', 'Exam preparation'),
  outpass('o3', 'Doctor appointment', '2025-02-01T12:00:00.000Z', 'REJECTED'),
  outpass('o2', 'Home for the weekend', '2025-02-20T12:00:00.000Z', 'PENDING'),
];

const historyMock = (items: ReturnType<typeof outpass>[]) => ({
  request: { query: MY_OUTPASSES },
  result: {
    data: {
      myOutpasses: {
        __typename: 'OutpassHistory',
        total: items.length,
        approved: items.filter((i) => i.status === 'APPROVED').length,
        pending: items.filter((i) => i.status === 'PENDING').length,
        rejected: items.filter((i) => i.status === 'REJECTED').length,
        items,
      },
    },
  },
});

function renderProfile(...histories: ReturnType<typeof outpass>[][]) {
  const { link, push } = linkWithPushableSubscriptions([{ request: { query: MY_PROFILE }, result: { data: { me: ME } } }, ...histories.map(historyMock)]);
  renderWithProviders(<ProfilePage />, { link, path: '/newprofile' });
  return { push: (update: { id: string; status: string }) => act(() => push({ data: { myOutpassUpdates: { __typename: 'Outpass', decisionReason: null, decidedAt: '2025-02-21T09:00:00.000Z', ...update } } })) };
}

/** The figure shown under a statistic's label. */
function stat(label: string) {
  const card = screen.getByRole('heading', { name: 'Outpass Statistics' }).closest('section')!;
  return within(within(card).getByText(label).parentElement!).getByRole('definition');
}
const historyRows = () => within(screen.getByRole('list', { name: 'Outpass history' })).getAllByRole('listitem');

describe('ProfilePage', () => {
  it("shows the student's details with the avatar initial and the Active badge", async () => {
    renderProfile(ITEMS);
    expect(await screen.findByRole('heading', { name: 'asha Rao' })).toBeInTheDocument();
    expect(screen.getByTestId('avatar')).toHaveTextContent(/^A$/);
    expect(screen.getByText('Active')).toBeInTheDocument();
    for (const value of ['CS2021001', 'asha@uni.edu', '9876543210', '2003-04-05', '12 Hill Road']) {
      expect(screen.getByText(value)).toBeInTheDocument();
    }
  });

  it('shows the statistics and the history newest first, with a badge per status', async () => {
    renderProfile(ITEMS);
    await screen.findByRole('list', { name: 'Outpass history' });
    expect(stat('Total Requests')).toHaveTextContent('3');
    expect(stat('Approved')).toHaveTextContent('1');
    const rows = historyRows();
    expect(rows.map((row) => row.querySelector('p')?.textContent)).toEqual(['Home for the weekend', 'Doctor appointment', 'Library visit']);
    expect(within(rows[0]!).getByText('Pending')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Rejected')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Approved')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Exam preparation')).toBeInTheDocument();
    expect(within(rows[2]!).getByText(/Requested 10 Jan 2025/)).toBeInTheDocument();
  });

  it('shows the empty state when there is no outpass yet', async () => {
    renderProfile([]);
    expect(await screen.findByRole('heading', { name: 'No Outpass History' })).toBeInTheDocument();
    expect(screen.getByText("You haven't submitted any outpass requests yet.")).toBeInTheDocument();
    expect(stat('Total Requests')).toHaveTextContent('0');
  });

  it('turns a Pending outpass into Approved live, and the Approved count follows', async () => {
    const { push } = renderProfile(ITEMS);
    await screen.findByRole('list', { name: 'Outpass history' });
    expect(within(historyRows()[0]!).getByText('Pending')).toBeInTheDocument();
    push({ id: 'o2', status: 'APPROVED' });
    expect(await within(historyRows()[0]!).findByText('Approved')).toBeInTheDocument();
    expect(within(historyRows()[0]!).queryByText('Pending')).not.toBeInTheDocument();
    expect(stat('Approved')).toHaveTextContent('2');
    expect(stat('Total Requests')).toHaveTextContent('3');
  });

  it('reads the history again when an event names an outpass it does not hold', async () => {
    const fresh = outpass('o4', 'Sports meet', '2025-02-22T12:00:00.000Z', 'APPROVED');
    const { push } = renderProfile(ITEMS, [fresh, ...ITEMS]);
    await screen.findByRole('list', { name: 'Outpass history' });
    push({ id: 'o4', status: 'APPROVED' });
    expect(await screen.findByText('Sports meet')).toBeInTheDocument();
    expect(stat('Total Requests')).toHaveTextContent('4');
    expect(stat('Approved')).toHaveTextContent('2');
  });
});

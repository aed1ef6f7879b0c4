import { act, screen, waitFor, within } from '@testing-library/react';
import { renderRoute, type Mock } from '../../test-utils/render-route';
import { ACTIVITY_LIMIT, ADMIN_COUNTS, RECENT_ACTIVITY, type Activity, type AdminCounts } from './dashboard.operations';

const counts = (totalStudents: number, pendingOutpasses: number, pendingRoomRequests: number) => ({
  __typename: 'AdminCounts' as const,
  totalStudents,
  pendingOutpasses,
  pendingRoomRequests,
});

const activity = (id: string, type: Activity['type'], description: string, resolved = false): Activity & { __typename: 'Activity' } => ({
  __typename: 'Activity',
  id,
  type,
  description,
  timestamp: '2025-03-01T09:30:00.000Z',
  resolved,
  outpassId: type === 'OUTPASS_REQUEST' ? `o-${id}` : null,
  roomRequestId: type === 'ROOM_BOOKING_REQUEST' ? `r-${id}` : null,
});

const OUTPASS = activity('a1', 'OUTPASS_REQUEST', 'Asha Rao asked for an outpass to Pune');
const BOOKING = activity('a2', 'ROOM_BOOKING_REQUEST', 'Vikram Singh asked for BH-1 room 101');
const DONE = activity('a3', 'OUTPASS_REQUEST', 'Meera Iyer asked for an outpass to Goa', true);

function mocks(items: Activity[], figures: AdminCounts = counts(120, 4, 2)): Mock[] {
  return [
    { request: { query: ADMIN_COUNTS }, result: { data: { adminCounts: figures } } },
    { request: { query: RECENT_ACTIVITY, variables: { limit: ACTIVITY_LIMIT } }, result: { data: { recentActivity: items } } },
  ];
}

/** The figure on the card titled `title`: the card's last element, after its header. */
const figure = (title: string) => screen.getByRole('heading', { name: title }).closest('section')?.lastElementChild;

/** Both queries answered: an event must not race the first read of either. */
async function loaded(description: string) {
  await screen.findByText(description);
  await waitFor(() => expect(figure('Total Students')).toHaveTextContent('120'));
}

const activityList = () => screen.getByRole('list', { name: 'Recent activity' });

describe('dashboard', () => {
  it('shows the three counts with their subtitles', async () => {
    renderRoute('/adminpage/dashboard', mocks([]));
    expect(await screen.findByText('120')).toBeInTheDocument();
    expect(figure('Total Students')).toHaveTextContent('120');
    expect(figure('Outpass Requests')).toHaveTextContent('4');
    expect(figure('Room Requests')).toHaveTextContent('2');
    for (const subtitle of ['Currently enrolled', 'Pending approval', 'Awaiting assignment']) {
      expect(screen.getByText(subtitle)).toBeInTheDocument();
    }
  });

  it('lists recent activity with a count badge, dates, resolved marks and details links', async () => {
    renderRoute('/adminpage/dashboard', mocks([OUTPASS, BOOKING, DONE]));
    await screen.findByText(OUTPASS.description);
    expect(screen.getByRole('heading', { name: 'Recent Activity 3' })).toBeInTheDocument();

    const [first, second, third] = within(activityList()).getAllByRole('listitem');
    expect(first).toHaveTextContent('Outpass Request');
    expect(first?.querySelector('time')).toHaveAttribute('dateTime', OUTPASS.timestamp);
    expect(first?.querySelector('time')?.textContent).toMatch(/2025/);
    expect(within(first!).getByText('Open')).toBeInTheDocument();
    expect(within(first!).getByRole('link', { name: 'View details' })).toHaveAttribute('href', '/adminpage/outpassrequest');
    expect(within(second!).getByRole('link', { name: 'View details' })).toHaveAttribute('href', '/adminpage/roomrequests');
    expect(within(third!).getByText('Resolved')).toBeInTheDocument();
    expect(within(third!).queryByRole('link', { name: 'View details' })).not.toBeInTheDocument();
  });

  it('says so when there is no recent activity', async () => {
    renderRoute('/adminpage/dashboard', mocks([]));
    expect(await screen.findByText('No recent activity to display')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Recent Activity 0' })).toBeInTheDocument();
  });

  it('filters the list by type or description with the search box', async () => {
    const { user } = renderRoute('/adminpage/dashboard', mocks([OUTPASS, BOOKING, DONE]));
    await screen.findByText(OUTPASS.description);
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'room booking');
    expect(within(activityList()).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'Recent Activity 1' })).toBeInTheDocument();
    await user.clear(screen.getByRole('searchbox', { name: 'Search' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'goa');
    expect(within(activityList()).getByRole('listitem')).toHaveTextContent(DONE.description);
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'xyz');
    expect(screen.getByText('No recent activity matches your search')).toBeInTheDocument();
  });

  it('puts a created activity on top and follows the counts, live', async () => {
    const { feed } = renderRoute('/adminpage/dashboard', mocks([OUTPASS, BOOKING]));
    await loaded(OUTPASS.description);
    const fresh = activity('a9', 'ROOM_BOOKING_REQUEST', 'Kiran Das asked for BH-2 room 204');

    act(() => feed.simulateResult({ result: { data: { adminFeed: { __typename: 'AdminFeedEvent', kind: 'CREATED', activity: fresh, counts: counts(121, 4, 3) } } } }));

    await within(activityList()).findByText(fresh.description);
    const items = within(activityList()).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent(fresh.description);
    expect(screen.getByRole('heading', { name: 'Recent Activity 3' })).toBeInTheDocument();
    expect(figure('Total Students')).toHaveTextContent('121');
    expect(figure('Room Requests')).toHaveTextContent('3');
  });

  it('marks a resolved activity and drops its details link, live', async () => {
    const { feed } = renderRoute('/adminpage/dashboard', mocks([OUTPASS, BOOKING]));
    await loaded(OUTPASS.description);

    act(() =>
      feed.simulateResult({
        result: { data: { adminFeed: { __typename: 'AdminFeedEvent', kind: 'RESOLVED', activity: { ...OUTPASS, resolved: true }, counts: counts(120, 3, 2) } } },
      }),
    );

    const first = await within(activityList()).findByText('Resolved');
    expect(first.closest('li')).toHaveTextContent(OUTPASS.description);
    expect(within(first.closest('li')!).queryByRole('link', { name: 'View details' })).not.toBeInTheDocument();
    expect(within(activityList()).getAllByRole('listitem')).toHaveLength(2);
    expect(figure('Outpass Requests')).toHaveTextContent('3');
  });
});

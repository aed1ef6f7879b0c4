import { act, screen, waitFor, within } from '@testing-library/react';
import { renderRoute, type Mock } from '../../test-utils/render-route';
import { REPAIR_STATS } from '../repairs/repairs.operations';
import { ACTIVITY_LIMIT, ADMIN_COUNTS, AWAY_NOW, RECENT_ACTIVITY, type Activity, type AdminCounts, type AwayOutpass } from './dashboard.operations';

const counts = (totalStudents: number, pendingOutpasses: number, pendingRoomRequests: number, overdueOutpasses = 0) => ({
  __typename: 'AdminCounts' as const,
  totalStudents,
  pendingOutpasses,
  pendingRoomRequests,
  overdueOutpasses,
});

const away = (id: string, name: string, status: AwayOutpass['status'] = 'OUT'): AwayOutpass & { __typename: 'Outpass' } => ({
  __typename: 'Outpass',
  id,
  name,
  rollNo: `ROLL-${id}`,
  where: 'Pune',
  dateOfArrival: '2025-03-04',
  returnTime: '18:00',
  status,
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

/** The repair figures (issue 53): nothing open, nothing reported in 90 days. */
const REPAIRS: Mock = {
  request: { query: REPAIR_STATS, variables: { days: 90 } },
  result: { data: { repairStats: { __typename: 'RepairStats', days: 90, open: [], fixed: 0, medianHoursToFix: null, fixedInTimeShare: null } } },
};

function mocks(items: Activity[], figures: AdminCounts = counts(120, 4, 2, 1), awayNow: AwayOutpass[] = []): Mock[] {
  return [
    { request: { query: ADMIN_COUNTS }, result: { data: { adminCounts: figures } } },
    { request: { query: RECENT_ACTIVITY, variables: { limit: ACTIVITY_LIMIT } }, result: { data: { recentActivity: items } } },
    { request: { query: AWAY_NOW }, result: { data: { outpassesByStatus: awayNow } } },
    REPAIRS,
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
const awayList = () => screen.getByRole('list', { name: 'Away now' });
const awayItem = (name: string) => within(awayList()).getByText(name).closest('li')!;

describe('dashboard', () => {
  it('shows the four counts with their subtitles', async () => {
    renderRoute('/adminpage/dashboard', mocks([], counts(120, 4, 2, 3)));
    expect(await screen.findByText('120')).toBeInTheDocument();
    expect(figure('Total Students')).toHaveTextContent('120');
    expect(figure('Outpass Requests')).toHaveTextContent('4');
    expect(figure('Room Requests')).toHaveTextContent('2');
    expect(figure('Overdue')).toHaveTextContent('3');
    for (const subtitle of ['Currently enrolled', 'Pending approval', 'Awaiting assignment', 'Not back in time']) {
      expect(screen.getByText(subtitle)).toBeInTheDocument();
    }
  });

  it('shows the repair figures, with the CSV of every job', async () => {
    renderRoute('/adminpage/dashboard', mocks([]));
    const repairs = (await screen.findByRole('heading', { level: 2, name: 'Repairs' })).closest('section')!;
    expect(await within(repairs).findByText('No open repair jobs, and none reported in the last 90 days.')).toBeInTheDocument();
    expect(within(repairs).getByRole('link', { name: 'Download all jobs (CSV)' })).toHaveAttribute('href', '/api/office/repairs.csv');
  });

  it('lists who is away now: name, roll no, where, back by, and an Overdue badge on the overdue only', async () => {
    renderRoute('/adminpage/dashboard', mocks([], undefined, [away('o1', 'Asha Rao'), away('o2', 'Vikram Singh', 'OVERDUE')]));
    await within(await screen.findByRole('list', { name: 'Away now' })).findByText('Asha Rao');
    expect(screen.getByRole('heading', { name: 'Away now 2' })).toBeInTheDocument();
    expect(awayItem('Asha Rao')).toHaveTextContent('ROLL-o1');
    expect(awayItem('Asha Rao')).toHaveTextContent('Pune');
    expect(awayItem('Asha Rao')).toHaveTextContent('Back by Tue 4 Mar, 18:00');
    expect(within(awayItem('Asha Rao')).queryByText('Overdue')).not.toBeInTheDocument();
    expect(within(awayItem('Vikram Singh')).getByText('Overdue')).toBeInTheDocument();
  });

  it('says so when every student is in', async () => {
    renderRoute('/adminpage/dashboard', mocks([]));
    expect(await screen.findByText('Every student is in.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Away now 0' })).toBeInTheDocument();
  });

  it('follows students out, overdue and back through outpassChanged, live', async () => {
    const { push } = renderRoute('/adminpage/dashboard', mocks([], undefined, [away('o1', 'Asha Rao')]));
    await screen.findByRole('list', { name: 'Away now' });
    const change = (outpass: AwayOutpass) => act(() => push({ data: { outpassChanged: outpass } }, 'AdminAwayChanges'));

    change(away('o2', 'Kiran Das'));
    expect(await within(awayList()).findByText('Kiran Das')).toBeInTheDocument();
    expect(within(awayList()).getAllByRole('listitem').map((item) => item.querySelector('strong')?.textContent)).toEqual(['Asha Rao', 'Kiran Das']);

    change(away('o1', 'Asha Rao', 'OVERDUE'));
    expect(await within(awayItem('Asha Rao')).findByText('Overdue')).toBeInTheDocument();

    change(away('o1', 'Asha Rao', 'RETURNED'));
    await waitFor(() => expect(within(awayList()).queryByText('Asha Rao')).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { name: 'Away now 1' })).toBeInTheDocument();
  });

  it('re-reads who is away when the feed reports an overdue student, and shows the new count', async () => {
    const reread = vi.fn(() => ({ data: { outpassesByStatus: [away('o1', 'Asha Rao', 'OVERDUE')] } }));
    const { push } = renderRoute('/adminpage/dashboard', [...mocks([], counts(120, 4, 2, 0), [away('o1', 'Asha Rao')]), { request: { query: AWAY_NOW }, result: reread }]);
    await loaded('Asha Rao');
    const overdue = { ...activity('a7', 'OUTPASS_REQUEST', 'Asha Rao is not back from Pune'), type: 'OUTPASS_OVERDUE' as const };

    act(() => push({ data: { adminFeed: { __typename: 'AdminFeedEvent', kind: 'CREATED', activity: overdue, counts: counts(120, 4, 2, 1) } } }, 'AdminDashboardFeed'));

    expect(await within(awayItem('Asha Rao')).findByText('Overdue')).toBeInTheDocument();
    expect(reread).toHaveBeenCalledTimes(1);
    expect(figure('Overdue')).toHaveTextContent('1');
    // An overdue student is dealt with here, in Away now: no link to the outpass requests.
    expect(within(within(activityList()).getByText(overdue.description).closest('li')!).queryByRole('link')).not.toBeInTheDocument();
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
    const { push } = renderRoute('/adminpage/dashboard', mocks([OUTPASS, BOOKING]));
    await loaded(OUTPASS.description);
    const fresh = activity('a9', 'ROOM_BOOKING_REQUEST', 'Kiran Das asked for BH-2 room 204');

    act(() => push({ data: { adminFeed: { __typename: 'AdminFeedEvent', kind: 'CREATED', activity: fresh, counts: counts(121, 4, 3) } } }, 'AdminDashboardFeed'));

    await within(activityList()).findByText(fresh.description);
    const items = within(activityList()).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent(fresh.description);
    expect(screen.getByRole('heading', { name: 'Recent Activity 3' })).toBeInTheDocument();
    expect(figure('Total Students')).toHaveTextContent('121');
    expect(figure('Room Requests')).toHaveTextContent('3');
  });

  it('marks a resolved activity and drops its details link, live', async () => {
    const { push } = renderRoute('/adminpage/dashboard', mocks([OUTPASS, BOOKING]));
    await loaded(OUTPASS.description);

    act(() =>
      push(
        { data: { adminFeed: { __typename: 'AdminFeedEvent', kind: 'RESOLVED', activity: { ...OUTPASS, resolved: true }, counts: counts(120, 3, 2) } } },
        'AdminDashboardFeed',
      ),
    );

    const first = await within(activityList()).findByText('Resolved');
    expect(first.closest('li')).toHaveTextContent(OUTPASS.description);
    expect(within(first.closest('li')!).queryByRole('link', { name: 'View details' })).not.toBeInTheDocument();
    expect(within(activityList()).getAllByRole('listitem')).toHaveLength(2);
    expect(figure('Outpass Requests')).toHaveTextContent('3');
  });

  it('keeps Recent Activity at its limit and lists a created activity once, however often it comes', async () => {
    const full = Array.from({ length: ACTIVITY_LIMIT }, (_, index) => activity(`a${index}`, 'OUTPASS_REQUEST', `Student ${index} asked for an outpass`));
    const { push } = renderRoute('/adminpage/dashboard', mocks(full));
    await loaded(full[0]!.description);
    const fresh = activity('new', 'ROOM_BOOKING_REQUEST', 'Kiran Das asked for BH-2 room 204');
    const created = { data: { adminFeed: { __typename: 'AdminFeedEvent', kind: 'CREATED', activity: fresh, counts: counts(121, 5, 3) } } };

    act(() => push(created, 'AdminDashboardFeed'));
    act(() => push(created, 'AdminDashboardFeed'));

    await within(activityList()).findByText(fresh.description);
    const items = within(activityList()).getAllByRole('listitem');
    expect(items).toHaveLength(ACTIVITY_LIMIT);
    expect(items[0]).toHaveTextContent(fresh.description);
    expect(within(activityList()).getAllByText(fresh.description)).toHaveLength(1);
    // The oldest made room for it.
    expect(within(activityList()).queryByText(full[ACTIVITY_LIMIT - 1]!.description)).not.toBeInTheDocument();
    expect(figure('Outpass Requests')).toHaveTextContent('5');
  });

  it('leaves Recent Activity not read yet alone: its query brings the activity itself', async () => {
    const fresh = activity('a9', 'ROOM_BOOKING_REQUEST', 'Kiran Das asked for BH-2 room 204');
    const { push } = renderRoute('/adminpage/dashboard', [
      { request: { query: ADMIN_COUNTS }, result: { data: { adminCounts: counts(120, 4, 2, 1) } } },
      // Answered late: the event below arrives while the list is still being read. The delay is
      // long enough that a busy machine (CI runs journeys beside the units) still pushes and
      // re-renders the figures first: at 800 ms it once answered before the figures showed.
      { request: { query: RECENT_ACTIVITY, variables: { limit: ACTIVITY_LIMIT } }, result: { data: { recentActivity: [fresh, OUTPASS] } }, delay: 2500 },
      { request: { query: AWAY_NOW }, result: { data: { outpassesByStatus: [] } } },
      REPAIRS,
    ]);
    await waitFor(() => expect(figure('Total Students')).toHaveTextContent('120'));

    act(() => push({ data: { adminFeed: { __typename: 'AdminFeedEvent', kind: 'CREATED', activity: fresh, counts: counts(121, 4, 3) } } }, 'AdminDashboardFeed'));

    await waitFor(() => expect(figure('Total Students')).toHaveTextContent('121'));
    expect(screen.getByRole('status', { name: 'Loading recent activity' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Recent activity' })).not.toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Recent activity' }, { timeout: 8000 });
    expect(within(list).getAllByRole('listitem').map((item) => item.querySelector('p')?.textContent)).toEqual([fresh.description, OUTPASS.description]);
  });
});

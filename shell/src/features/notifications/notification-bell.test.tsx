import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockedClientWithPush, renderScreen, type Mock } from 'web-kit/testing';
import { NotificationBell } from './notification-bell';
import { MARK_NOTIFICATIONS_READ, MY_NOTIFICATIONS, NOTIFICATION_LIMIT, type Notification } from './notifications.operations';

/** Mocked answers arrive after a tick; a busy machine (the whole suite at once) can take its time. */
const ARRIVES = { timeout: 4000 };

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

const notification = (id: string, title: string, read: boolean, minutes: number, link: string | null = '/newprofile'): Notification & { __typename: 'Notification' } => ({
  __typename: 'Notification',
  id,
  kind: 'OUTPASS_APPROVED',
  title,
  body: `${title}: the details.`,
  link,
  createdAt: minutesAgo(minutes),
  read,
});

const APPROVED = notification('n1', 'Outpass approved', false, 5);
const GUARDIAN = notification('n2', 'Your guardian agreed', false, 90);
const RETURNED = notification('n3', 'Welcome back', true, 60 * 24 * 3, null);

const listed = (items: Notification[], unread = items.filter((n) => !n.read).length) => ({
  request: { query: MY_NOTIFICATIONS, variables: { first: NOTIFICATION_LIMIT } },
  result: { data: { myNotifications: { __typename: 'NotificationPage', items, unread } } },
});
const marked = (ids: string[] | null, unread: number) => ({
  request: { query: MARK_NOTIFICATIONS_READ, variables: ids ? { ids } : {} },
  result: { data: { markNotificationsRead: unread } },
});

function renderBell(...mocks: Mock[]) {
  const { client, push } = mockedClientWithPush(mocks);
  renderScreen(
    <>
      <button type="button">elsewhere</button>
      <NotificationBell />
    </>,
    { client },
  );
  return {
    user: userEvent.setup(),
    push: (added: Notification) => act(() => push({ data: { notificationAdded: added } }, 'ShellNotificationAdded')),
  };
}

const bell = () => screen.getByRole('button', { name: /^Notifications/ });
const panel = () => screen.getByRole('region', { name: 'Notifications' });
const rows = () => within(panel()).getAllByRole('listitem');

describe('the notification bell', () => {
  it('shows the unread count from the query: in its name and as a number on it', async () => {
    renderBell(listed([APPROVED, GUARDIAN, RETURNED]));
    expect(await screen.findByRole('button', { name: 'Notifications, 2 unread' }, ARRIVES)).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByTestId('unread-count')).toHaveTextContent(/^2$/);
  });

  it('opens the list (title, body, time, unread ones marked New) and Escape closes it, back on the bell', async () => {
    const { user } = renderBell(listed([APPROVED, GUARDIAN, RETURNED]));
    await user.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }, ARRIVES));
    expect(bell()).toHaveAttribute('aria-expanded', 'true');
    const [first, second, third] = rows();
    expect(first).toHaveTextContent('NewOutpass approved');
    expect(first).toHaveTextContent('Outpass approved: the details.');
    expect(within(first!).getByText('5 min ago')).toHaveAttribute('datetime', APPROVED.createdAt);
    expect(second).toHaveTextContent('1 h ago');
    expect(within(third!).queryByText('New')).not.toBeInTheDocument();
    expect(within(third!).queryByRole('link')).not.toBeInTheDocument();
    await user.tab();
    expect(within(panel()).getByRole('button', { name: 'Mark all as read' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'Notifications' })).not.toBeInTheDocument();
    expect(bell()).toHaveFocus();
    expect(bell()).toHaveAttribute('aria-expanded', 'false');
  });

  it('marks all as read: the count and the New marks go', async () => {
    const { user } = renderBell(listed([APPROVED, GUARDIAN, RETURNED]), marked(null, 0));
    await user.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }, ARRIVES));
    await user.click(within(panel()).getByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByRole('button', { name: 'Notifications' }, ARRIVES)).toBeInTheDocument();
    expect(screen.queryByTestId('unread-count')).not.toBeInTheDocument();
    expect(within(panel()).queryByText('New')).not.toBeInTheDocument();
    expect(within(panel()).queryByRole('button', { name: 'Mark all as read' })).not.toBeInTheDocument();
    expect(within(panel()).getByRole('heading', { name: 'Notifications' })).toHaveFocus();
  });

  it('says so when marking read fails, and keeps the count', async () => {
    const { user } = renderBell(listed([APPROVED, GUARDIAN]), { ...marked(null, 0), result: undefined, error: new Error('Failed to fetch') });
    await user.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }, ARRIVES));
    await user.click(within(panel()).getByRole('button', { name: 'Mark all as read' }));
    expect(await within(panel()).findByRole('alert', undefined, ARRIVES)).toHaveTextContent('Your notifications could not be marked read.');
    expect(bell()).toHaveAccessibleName('Notifications, 2 unread');
    expect(within(panel()).getAllByText('New')).toHaveLength(2);
  });

  it('counts a live notification unread and puts it on top, once', async () => {
    const { user, push } = renderBell(listed([APPROVED, GUARDIAN, RETURNED]));
    await screen.findByRole('button', { name: 'Notifications, 2 unread' }, ARRIVES);
    const overdue: Notification = { ...notification('n4', 'Outpass overdue', false, 0), kind: 'OUTPASS_OVERDUE' };
    await push(overdue);
    expect(await screen.findByRole('button', { name: 'Notifications, 3 unread' }, ARRIVES)).toBeInTheDocument();
    expect(screen.getByTestId('unread-count')).toHaveTextContent(/^3$/);
    await push(overdue); // delivered again (a reconnect's refetch may have brought it already)
    await user.click(bell());
    expect(rows()).toHaveLength(4);
    expect(bell()).toHaveAccessibleName('Notifications, 3 unread');
    expect(rows()[0]).toHaveTextContent('NewOutpass overdue');
    expect(rows()[0]).toHaveTextContent('just now');
  });

  it("follows a notification's link with the router, closing the panel and marking it read", async () => {
    const { user } = renderBell(listed([APPROVED, GUARDIAN, RETURNED]), marked(['n1'], 1));
    await user.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }, ARRIVES));
    await user.click(within(panel()).getByRole('link', { name: 'Outpass approved' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/newprofile');
    expect(screen.queryByRole('region', { name: 'Notifications' })).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' }, ARRIVES)).toBeInTheDocument();
  });

  it('closes on a click elsewhere on the page, or when focus moves on past it', async () => {
    const { user } = renderBell(listed([APPROVED]));
    await user.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }, ARRIVES));
    await user.click(within(panel()).getByText('Outpass approved: the details.'));
    expect(panel()).toBeInTheDocument();
    await user.click(screen.getByTestId('location'));
    expect(screen.queryByRole('region', { name: 'Notifications' })).not.toBeInTheDocument();
    await user.click(bell());
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'elsewhere' })).toHaveFocus();
    expect(screen.queryByRole('region', { name: 'Notifications' })).not.toBeInTheDocument();
  });

  it('says when there are none, with no count and nothing to mark', async () => {
    const { user } = renderBell(listed([]));
    await screen.findByRole('button', { name: 'Notifications' }, ARRIVES);
    await user.click(bell());
    expect(await within(panel()).findByText('No notifications yet', undefined, ARRIVES)).toBeInTheDocument();
    expect(screen.queryByTestId('unread-count')).not.toBeInTheDocument();
    expect(within(panel()).queryByRole('button', { name: 'Mark all as read' })).not.toBeInTheDocument();
  });
});

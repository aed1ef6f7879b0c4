import type { ReactNode } from 'react';
import { screen } from '@testing-library/react';
import { SessionProvider, type SessionUser } from 'web-kit';
import { mockedClientWithPush, renderScreen, SESSION_ME } from 'web-kit/testing';
import { MY_NOTIFICATIONS, NOTIFICATION_LIMIT } from '../features/notifications/notifications.operations';
import { OwnFrame } from './own-frame';
import { StudentFrame } from './student-frame';

/** Mocked answers arrive after a tick; a busy machine (the whole suite at once) can take its time. */
const ARRIVES = { timeout: 4000 };

const student: SessionUser = { id: 's1', name: 'Priya', email: 'priya@x.test', role: 'STUDENT' };
const warden: SessionUser = { ...student, id: 'w1', role: 'WARDEN' };

/** A frame around a page, for whoever `me` says is logged in; `listed` counts the notification queries sent. */
function renderFramed(me: SessionUser | null, framed: (page: ReactNode) => ReactNode) {
  const listed = vi.fn(() => ({ data: { myNotifications: { __typename: 'NotificationPage', items: [], unread: 4 } } }));
  const { client } = mockedClientWithPush([
    { request: { query: SESSION_ME }, result: { data: { me: me && { __typename: 'User', ...me }, officeTimeZone: 'Asia/Kolkata' } } },
    { request: { query: MY_NOTIFICATIONS, variables: { first: NOTIFICATION_LIMIT } }, result: listed },
  ]);
  renderScreen(<SessionProvider>{framed(<p>the page</p>)}</SessionProvider>, { client });
  return listed;
}

describe('the frames put the notification bell on every signed-in page', () => {
  beforeEach(() => localStorage.clear());

  it('beside the student navigation, for a student', async () => {
    renderFramed(student, (page) => <StudentFrame>{page}</StudentFrame>);
    expect(await screen.findByRole('button', { name: 'Notifications, 4 unread' }, ARRIVES)).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Student navigation' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveTextContent('the page');
  });

  it('over a remote that draws its own frame (the admin area), for staff', async () => {
    renderFramed(warden, (page) => <OwnFrame>{page}</OwnFrame>);
    expect(await screen.findByRole('button', { name: 'Notifications, 4 unread' }, ARRIVES)).toBeInTheDocument();
    expect(screen.getByText('the page')).toBeInTheDocument();
  });

  it("only once the page's own code is in: until then the bell asks nothing", async () => {
    const listed = renderFramed(student, (page) => <StudentFrame bell={false}>{page}</StudentFrame>);
    // The session is known (the navigation offers Logout), and still no bell.
    expect(await screen.findByRole('button', { name: 'Logout' }, ARRIVES)).toBeInTheDocument();
    await new Promise((wait) => setTimeout(wait, 50));
    expect(screen.queryByRole('button', { name: /Notifications/ })).not.toBeInTheDocument();
    expect(listed).not.toHaveBeenCalled();
  });

  it('not for a visitor without a session (the public /review), who is asked nothing', async () => {
    const listed = renderFramed(null, (page) => <StudentFrame>{page}</StudentFrame>);
    expect(await screen.findByRole('link', { name: 'Log in' }, ARRIVES)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Notifications/ })).not.toBeInTheDocument();
    expect(listed).not.toHaveBeenCalled();
  });
});

describe("the student frame says which zone its times are in", () => {
  const zone = process.env.TZ;
  afterEach(() => {
    process.env.TZ = zone;
  });

  it("once, under the page, for a visitor whose clock keeps another zone than the office's", async () => {
    process.env.TZ = 'UTC';
    renderFramed(student, (page) => <StudentFrame>{page}</StudentFrame>);
    expect(await screen.findByRole('button', { name: 'Logout' }, ARRIVES)).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveTextContent(/the page\s*Times are India Standard Time \(GMT\+5:30\)\.$/);
  });

  it("not at all on the office's clock", async () => {
    process.env.TZ = 'Asia/Kolkata';
    renderFramed(student, (page) => <StudentFrame>{page}</StudentFrame>);
    expect(await screen.findByRole('button', { name: 'Logout' }, ARRIVES)).toBeInTheDocument();
    expect(screen.queryByTestId('office-time-note')).not.toBeInTheDocument();
  });
});

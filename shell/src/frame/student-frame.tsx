import type { ReactNode } from 'react';
import { styled } from 'ui';
import { OfficeTimeNote, useSession } from 'web-kit';
import { StudentNav } from '../features/nav/student-nav';
import { LazyNotificationBell } from '../features/notifications/lazy-bell';

const Main = styled.main.attrs({ id: 'main' })<{ $withBell: boolean }>`
  margin-left: ${({ theme }) => theme.sidebar.collapsed};
  /* On a phone the page starts below the bell, so a long heading does not run under it. */
  padding: ${({ $withBell }) => ($withBell ? '3.75rem' : '1rem')} 0.75rem 1rem;
  min-height: 100vh;
  min-width: 0;

  @media (min-width: ${({ theme }) => theme.breakpoints.sm}) {
    padding: 1.5rem 2rem;
  }
`;

/**
 * The student screens' frame: the navigation bar, the notification bell (with a session, once
 * `bell` says the page is ready for it) and the page beside them, ending with which zone its
 * times are in for a visitor on another clock.
 */
export function StudentFrame({ children, bell = true }: { children: ReactNode; bell?: boolean }) {
  const { user } = useSession();
  return (
    <>
      <StudentNav signedIn={user !== null} />
      {user && bell ? <LazyNotificationBell key={user.id} /> : null}
      <Main $withBell={user !== null}>
        {children}
        <OfficeTimeNote />
      </Main>
    </>
  );
}

import type { ReactNode } from 'react';
import { styled } from 'ui';
import { useSession } from 'web-kit';
import { LazyNotificationBell } from '../features/notifications/lazy-bell';

/** On a phone, room above the remote's own page for the bell, so its heading does not run under it. */
const BellRoom = styled.div`
  height: 2.5rem;

  @media (min-width: ${({ theme }) => theme.breakpoints.sm}) {
    display: none;
  }
`;

/**
 * Around a remote that draws its own frame (the admin area, with its sidebar): the shell adds only
 * the notification bell, fixed top right, clear of the sidebar's menu button (once `bell` says
 * the page is ready for it).
 */
export function OwnFrame({ children, bell = true }: { children: ReactNode; bell?: boolean }) {
  const { user } = useSession();
  return (
    <>
      {user && bell ? <LazyNotificationBell key={user.id} /> : null}
      {user ? <BellRoom aria-hidden="true" /> : null}
      {children}
    </>
  );
}

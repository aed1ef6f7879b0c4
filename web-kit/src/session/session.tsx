import { createContext, useContext, useEffect, type ReactNode } from 'react';
import { useQuery } from '@apollo/client/react';
import type { SessionMeQuery } from '../gql/graphql';
import { forgetBrowserSession, rememberBrowserSession } from './browser-keys';
import { SESSION_ME } from './session.operations';

export type SessionUser = NonNullable<SessionMeQuery['me']>;

interface Session {
  user: SessionUser | null;
  loading: boolean;
}

const SessionContext = createContext<Session>({ user: null, loading: true });

/**
 * Who is logged in, as the server says (`me`). The spec's browser keys `user` and `role` are
 * written as hints for old clients only; nothing reads them to decide access.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const { data, loading: fetching, error } = useQuery(SESSION_ME, { fetchPolicy: 'cache-first' });
  // Loading means "not known yet". A refetch of a known session (after a reconnect) must not
  // unmount every screen behind a spinner: the guards would tear down and rebuild the page.
  const loading = fetching && data === undefined;
  const user = data?.me ?? null;
  useEffect(() => {
    if (loading) return;
    if (user) {
      rememberBrowserSession(user);
    } else if (!error) {
      forgetBrowserSession();
    }
  }, [user, loading, error]);
  return <SessionContext.Provider value={{ user, loading }}>{children}</SessionContext.Provider>;
}

export const useSession = (): Session => useContext(SessionContext);

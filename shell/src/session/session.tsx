import { createContext, useContext, useEffect, type ReactNode } from 'react';
import { useQuery } from '@apollo/client/react';
import { graphql } from '../gql';
import type { ShellMeQuery } from '../gql/graphql';

export type SessionUser = NonNullable<ShellMeQuery['me']>;

export const ME = graphql(`
  query ShellMe {
    me {
      id
      name
      email
      role
    }
  }
`);

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
  const { data, loading: fetching, error } = useQuery(ME, { fetchPolicy: 'cache-first' });
  // Loading means "not known yet". A refetch of a known session (after a reconnect) must not
  // unmount every screen behind a spinner: the guards would tear down and rebuild the page.
  const loading = fetching && data === undefined;
  const user = data?.me ?? null;
  useEffect(() => {
    if (loading) return;
    if (user) {
      localStorage.setItem('user', user.id);
      localStorage.setItem('role', user.role === 'ADMIN' ? 'Admin' : 'student');
    } else if (!error) {
      localStorage.removeItem('user');
      localStorage.removeItem('role');
    }
  }, [user, loading, error]);
  return <SessionContext.Provider value={{ user, loading }}>{children}</SessionContext.Provider>;
}

export const useSession = (): Session => useContext(SessionContext);

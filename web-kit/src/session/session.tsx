import { createContext, useContext, useDeferredValue, useEffect, useMemo, type ReactNode } from 'react';
import { useQuery, type GraphQLClient } from 'web-kit/graphql';
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
  // The screens under a session change (the first answer, a login) re-render in a transition:
  // in slices, between which the browser paints and answers input, not in one long task.
  const session = useDeferredValue(useMemo(() => ({ user, loading }), [user, loading]));
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

export const useSession = (): Session => useContext(SessionContext);

/**
 * Asks the server who is logged in before anything renders, so that the answer travels while the
 * page's remaining code loads. SessionProvider's query joins this request (the client deduplicates
 * a query in flight) or reads its answer from the cache; a failure is left to SessionProvider,
 * whose own query asks again and shows it.
 */
export function startSessionCheck(client: GraphQLClient): void {
  client.query(SESSION_ME).catch(() => undefined);
}

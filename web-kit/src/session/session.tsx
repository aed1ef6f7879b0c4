import { createContext, useContext, useDeferredValue, useEffect, useMemo, type ReactNode } from 'react';
import { useQuery, type GraphQLClient } from 'web-kit/graphql';
import type { SessionMeQuery } from '../gql/graphql';
import { forgetBrowserSession, rememberBrowserSession } from './browser-keys';
import { peekEarlyAnswer } from '../early-answers';
import { SESSION_ME } from './session.operations';
import { setOfficeTimeZone } from '../office-time-zone';

export type SessionUser = NonNullable<SessionMeQuery['me']>;

interface Session {
  user: SessionUser | null;
  loading: boolean;
}

const SessionContext = createContext<Session>({ user: null, loading: true });

/**
 * Who is logged in, as the server says (`me`), and the office's time zone the screens show times
 * in (`officeTimeZone`, on pages without a login too). The spec's browser keys `user` and `role`
 * are written as hints for old clients only; nothing reads them to decide access.
 *
 * The shell's first script asked for `me` before any library arrived (web-kit/early-answers):
 * until Apollo Client is on the page the query shows that answer and brings no client, so a
 * first screen that reads no data (a student's dashboard) is guarded and painted without one.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const { data, loading: fetching, error } = useQuery(SESSION_ME, { fetchPolicy: 'cache-first' });
  // Loading means "not known yet". A refetch of a known session (after a reconnect) must not
  // unmount every screen behind a spinner: the guards would tear down and rebuild the page.
  const loading = fetching && data === undefined;
  const me = data?.me ?? null;
  // While rendering, before the screens below: they show their first times in the office's zone.
  if (data?.officeTimeZone) setOfficeTimeZone(data.officeTimeZone);
  // The same person from another source (the early answer, then the cache) is not a change.
  const userKey = me ? [me.id, me.name, me.email, me.role].join('\n') : '';
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the key is the identity of the value
  const user = useMemo(() => me, [userKey]);
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
 * Makes sure the session is being asked for before anything renders, so that the answer travels
 * while the page's remaining code loads. The shell's first script normally asked already (its
 * answer serves the session until Apollo Client is needed); a page that did not (a remote's dev
 * host) asks through the client. A failure is left to SessionProvider, whose own query shows it.
 */
export function startSessionCheck(client: GraphQLClient): void {
  if (peekEarlyAnswer('SessionMe').state === 'none') client.query(SESSION_ME).catch(() => undefined);
}

import { createContext, Suspense, useContext, useDeferredValue, useEffect, useLayoutEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useClientLoaded, useQuery, type GraphQLClient } from 'web-kit/graphql';
import type { SessionMeQuery } from '../gql/graphql';
import { forgetBrowserSession, rememberBrowserSession } from './browser-keys';
import { earlySession, onEarlyAnswer } from '../early-answers';
import { SESSION_ME } from './session.operations';

export type SessionUser = NonNullable<SessionMeQuery['me']>;

interface Session {
  user: SessionUser | null;
  loading: boolean;
}

const SessionContext = createContext<Session>({ user: null, loading: true });

/** What is known of `me`: from the page's early ask, then from the GraphQL client's cache. */
interface Known {
  data: SessionMeQuery | undefined;
  loading: boolean;
  error: Error | undefined;
}

/** `me` through the GraphQL client's cache (kept up to date by logins, logouts and reconnects), told upwards. */
function SessionQuery({ onKnown }: { onKnown: (known: Known) => void }) {
  const { data, loading, error } = useQuery(SESSION_ME, { fetchPolicy: 'cache-first' });
  useLayoutEffect(() => onKnown({ data, loading, error }), [onKnown, data, loading, error]);
  return null;
}

/**
 * Who is logged in, as the server says (`me`). The spec's browser keys `user` and `role` are
 * written as hints for old clients only; nothing reads them to decide access.
 *
 * The shell's first script asked for `me` before any library arrived (early-answers.ts): until
 * Apollo Client is on the page that answer is the session, so a first screen that reads no data
 * (a student's dashboard) is guarded and painted with no GraphQL client at all. From when Apollo
 * Client arrives (or at once, when there was no early answer) the session is its cached `me`.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const early = useSyncExternalStore(onEarlyAnswer, earlySession, earlySession);
  const clientLoaded = useClientLoaded();
  const [cached, setCached] = useState<Known>();
  const known: Known = cached ?? (early.state === 'answered' ? { data: early.data as SessionMeQuery, loading: false, error: undefined } : { data: undefined, loading: true, error: undefined });
  // Loading means "not known yet". A refetch of a known session (after a reconnect) must not
  // unmount every screen behind a spinner: the guards would tear down and rebuild the page.
  const loading = known.loading && known.data === undefined;
  const me = known.data?.me ?? null;
  // The same person from another source (the early answer, then the cache) is not a change.
  const userKey = me ? [me.id, me.name, me.email, me.role].join('\n') : '';
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the key is the identity of the value
  const current = useMemo(() => me, [userKey]);
  const error = known.error;
  useEffect(() => {
    if (loading) return;
    if (current) {
      rememberBrowserSession(current);
    } else if (!error) {
      forgetBrowserSession();
    }
  }, [current, loading, error]);
  // The screens under a session change (the first answer, a login) re-render in a transition:
  // in slices, between which the browser paints and answers input, not in one long task.
  const session = useDeferredValue(useMemo(() => ({ user: current, loading }), [current, loading]));
  const needsClient = early.state === 'none' || early.state === 'failed';
  return (
    <>
      {(clientLoaded || needsClient) && (
        // Suspends only while Apollo Client downloads, when the early answer could not say.
        <Suspense fallback={null}>
          <SessionQuery onKnown={setCached} />
        </Suspense>
      )}
      <SessionContext.Provider value={session}>{children}</SessionContext.Provider>
    </>
  );
}

export const useSession = (): Session => useContext(SessionContext);

/**
 * Makes sure the session is being asked for before anything renders, so that the answer travels
 * while the page's remaining code loads. The shell's first script normally asked already (its
 * answer serves the session until Apollo Client is needed); a page that did not (a remote's dev
 * host) asks through the client. A failure is left to SessionProvider, whose own query shows it.
 */
export function startSessionCheck(client: GraphQLClient): void {
  if (earlySession().state === 'none') client.query(SESSION_ME).catch(() => undefined);
}

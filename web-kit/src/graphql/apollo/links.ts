import { ApolloLink } from '@apollo/client';
import { Observable } from 'rxjs';
import { takeEarlyAnswer } from '../../early-answers';

/** How the page's client reaches the gateway beyond plain HTTP: the session asked early, the socket. */

/** A normal closure: the lazy socket closing when no subscription needs it, or the page leaving. */
const NORMAL_CLOSURE = 1000;
/**
 * The gateway closed the socket because its session ended (logout elsewhere, disabled, password
 * reset, expiry): graphql-ws does not reconnect. (A session whose role or hostels changed is
 * closed with 4205 instead: the client reconnects, and re-reading the screens picks up the new
 * scope, the session's `me` included.)
 */
export const SESSION_ENDED = 4401;

/**
 * Decides when a new connection is a reconnect after a loss (the server restarted, the network
 * dropped, the session's scope changed): only then may events have been missed, and `refetch`
 * re-reads what is on screen. A socket that closed normally because no screen needed it missed
 * nothing. A socket closed because its session ended calls `sessionEnded` (the page asks who is
 * logged in again; the answer, nobody, sends it to the login screen).
 */
export function reconnectWatcher(refetch: () => void, sessionEnded: () => void = () => undefined) {
  let lost = false;
  return {
    closed: (event: unknown) => {
      const code = (event as { code?: number } | undefined)?.code;
      if (code === SESSION_ENDED) sessionEnded();
      else if (code !== NORMAL_CLOSURE) lost = true;
    },
    connected: () => {
      if (!lost) return;
      lost = false;
      refetch();
    },
  };
}

/**
 * A link made on its first request: `create` runs once (again after a failure), and every request
 * waits for it. The WebSocket link is one: graphql-ws and Apollo's link for it are a chunk of
 * their own, fetched when a screen first subscribes, not part of any first screen.
 */
export function lazyLink(create: () => Promise<ApolloLink>): ApolloLink {
  let made: Promise<ApolloLink> | undefined;
  return new ApolloLink(
    (operation, forward) =>
      new Observable<ApolloLink.Result>((observer) => {
        let subscription: { unsubscribe(): void } | undefined;
        let closed = false;
        (made ??= create()).then(
          (link) => {
            if (!closed) subscription = link.request(operation, forward).subscribe(observer);
          },
          (error: unknown) => {
            made = undefined;
            if (!closed) observer.error(error);
          },
        );
        return () => {
          closed = true;
          subscription?.unsubscribe();
        };
      }),
  );
}

/**
 * Answers an operation the page asked for before Apollo Client existed (the session, and the
 * queries a route declares: `early-answers.ts`) with that answer, once; anything else, and an
 * early ask that failed, goes on to the network.
 */
export function earlyAnswerLink(take: (operationName: string | undefined, variables: Record<string, unknown>) => Promise<unknown> | undefined = takeEarlyAnswer): ApolloLink {
  return new ApolloLink((operation, forward) => {
    const early = take(operation.operationName, operation.variables);
    if (!early) return forward(operation);
    return new Observable<ApolloLink.Result>((observer) => {
      let subscription: { unsubscribe(): void } | undefined;
      let closed = false;
      void early.then((answer) => {
        if (closed) return;
        if (answer !== undefined) {
          observer.next(answer as ApolloLink.Result);
          observer.complete();
        } else subscription = forward(operation).subscribe(observer);
      });
      return () => {
        closed = true;
        subscription?.unsubscribe();
      };
    });
  });
}

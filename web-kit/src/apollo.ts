import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { getMainDefinition } from '@apollo/client/utilities';
import { Kind, OperationTypeNode } from 'graphql';
import { Observable } from 'rxjs';
import { takeEarlyAnswer } from './session/early-session';

/** A normal closure: the lazy socket closing when no subscription needs it, or the page leaving. */
const NORMAL_CLOSURE = 1000;

/**
 * Decides when a new connection is a reconnect after a loss (the server restarted, the network
 * dropped): only then may events have been missed, and `refetch` re-reads what is on screen. A
 * socket that closed normally because no screen needed it missed nothing.
 */
export function reconnectWatcher(refetch: () => void) {
  let lost = false;
  return {
    closed: (event: unknown) => {
      const code = (event as { code?: number } | undefined)?.code;
      if (code !== NORMAL_CLOSURE) lost = true;
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
 * their own, fetched when a screen first subscribes, not part of the first screen.
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
 * Answers an operation the page asked for before Apollo Client existed (the session, sent by the
 * shell's first script: `early-session.ts`) with that answer, once; anything else, and an early
 * ask that failed, goes on to the network.
 */
export function earlyAnswerLink(take: (operationName: string | undefined) => Promise<unknown> | undefined = takeEarlyAnswer): ApolloLink {
  return new ApolloLink((operation, forward) => {
    const early = take(operation.operationName);
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

/**
 * The one Apollo Client of a page (the shell's, shared with the remotes; a remote's dev host): queries and mutations over HTTP,
 * subscriptions over a WebSocket, both on the page's own origin so the session cookie just works.
 * After a connection is lost and made again, active queries are re-read, so nothing said while
 * offline is missed.
 */
export function createApolloClient(): ApolloClient {
  const wsUrl = `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/graphql`;
  const watcher = reconnectWatcher(() => void client.refetchQueries({ include: 'active' }));
  const subscriptions = lazyLink(async () =>
    (await import('./ws-link')).wsLink({
      url: wsUrl,
      lazy: true,
      // Moving between screens ends one subscription and starts the next: keep the socket.
      lazyCloseTimeout: 5000,
      retryAttempts: Infinity,
      on: watcher,
    }),
  );
  const client: ApolloClient = new ApolloClient({
    cache: new InMemoryCache(),
    link: ApolloLink.split(
      ({ query }) => {
        const definition = getMainDefinition(query);
        return definition.kind === Kind.OPERATION_DEFINITION && definition.operation === OperationTypeNode.SUBSCRIPTION;
      },
      subscriptions,
      ApolloLink.from([earlyAnswerLink(), new HttpLink({ uri: '/graphql', credentials: 'same-origin' })]),
    ),
  });
  return client;
}

import { getOperationName, makeResult, subscriptionExchange, type Exchange, type ExecutionResult, type Operation } from '@urql/core';
import type { DocumentNode } from 'graphql';
import { empty, filter, fromPromise, fromValue, makeSubject, map, merge, mergeMap, pipe, share } from 'wonka';
import { takeEarlyAnswer } from '../session/early-session';

/** How the page's client reaches the gateway beyond plain HTTP: the session asked early, the socket. */

/**
 * Answers an operation the page asked for before the client existed (the session, sent by the
 * shell's first script: `early-session.ts`) with that answer, once; anything else, and an early
 * ask that failed, goes on to the network.
 */
export function earlyAnswerExchange(take: (operationName: string | undefined) => Promise<unknown> | undefined = takeEarlyAnswer): Exchange {
  return ({ forward }) =>
    (operations$) => {
      const late = makeSubject<Operation>();
      const decided$ = pipe(
        operations$,
        map((operation) => ({ operation, early: operation.kind === 'query' ? take(getOperationName(operation.query as DocumentNode)) : undefined })),
        share,
      );
      const answered$ = pipe(
        decided$,
        filter(({ early }) => early !== undefined),
        mergeMap(({ operation, early }) =>
          pipe(
            fromPromise(early!),
            mergeMap((answer) => {
              if (answer !== undefined) return fromValue(makeResult(operation, answer as ExecutionResult));
              late.next(operation);
              return empty;
            }),
          ),
        ),
      );
      const onward$ = pipe(
        decided$,
        filter(({ early }) => early === undefined),
        map(({ operation }) => operation),
      );
      return merge([answered$, forward(merge([onward$, late.source]))]);
    };
}

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
 * Subscriptions over one graphql-ws socket on `url`, made with the first subscription (graphql-ws
 * is a chunk of its own, not part of the first screen) and made again after a failure to load it.
 * `on` hears the socket open and close (see {@link reconnectWatcher}).
 */
export function lazyWebSocketExchange(url: string, on: ReturnType<typeof reconnectWatcher>): Exchange {
  let socket: Promise<import('graphql-ws').Client> | undefined;
  const connect = () =>
    (socket ??= import('graphql-ws')
      .then(({ createClient }) =>
        createClient({
          url,
          lazy: true,
          // Moving between screens ends one subscription and starts the next: keep the socket.
          lazyCloseTimeout: 5000,
          retryAttempts: Infinity,
          on,
        }),
      )
      .catch((error: unknown) => {
        socket = undefined;
        throw error;
      }));
  return subscriptionExchange({
    forwardSubscription: (request) => ({
      subscribe(sink) {
        let dispose: (() => void) | undefined;
        let closed = false;
        connect().then(
          (ws) => {
            if (!closed) dispose = ws.subscribe({ ...request, query: request.query ?? '' }, sink);
          },
          (error: unknown) => !closed && sink.error(error),
        );
        return {
          unsubscribe() {
            closed = true;
            dispose?.();
          },
        };
      },
    }),
  });
}

import type { IncomingMessage, Server } from 'node:http';
import { GraphQLError, type DocumentNode, type ExecutionArgs, type ExecutionResult, type GraphQLSchema } from 'graphql';
import { WebSocketServer, type WebSocket } from 'ws';
import { CloseCode } from 'graphql-ws';
import { useServer } from 'graphql-ws/use/ws';
import { AppError } from '../core/errors.js';
import type { Viewer } from '../core/viewer.js';
import type { RequestContext } from '../core/request-context.js';
import { checkDocument, MAX_OPERATIONS_PER_SOCKET } from '../graphql/armor.js';
import { isOriginAllowed } from './origin.js';
import { formatGraphQLError } from './errors.js';
import { SharedEventExecution } from '../graphql/shared-events.js';

/**
 * How a socket ends when its session does, for the web apps (web-kit/graphql):
 * - 4401 (graphql-ws's Unauthorized): the session ended (logout, disabled, password reset,
 *   expiry). graphql-ws clients do not retry it; the web apps go to the login screen.
 * - 4205: the session is alive but its scope changed (a new role or hostels). Clients reconnect
 *   by themselves and subscribe again, with the new scope; the web apps re-read their screens.
 * - 1013 (try again later): the session could not be checked (the database did not answer).
 *   Clients reconnect and re-read; nothing is delivered unchecked meanwhile.
 */
export const SOCKET_CLOSE = {
  sessionEnded: { code: CloseCode.Unauthorized, reason: 'Session ended' },
  sessionChanged: { code: 4205, reason: 'Session changed' },
  sessionUnknown: { code: 1013, reason: 'Session could not be checked' },
} as const;

type Verdict = 'same' | keyof typeof SOCKET_CLOSE;

/** What a socket knows of its sessions: who its cookie was, who it is now, and when it ends. */
export interface SocketSessions {
  /** Who the socket's cookie is now (a revoked, expired or disabled session is null). */
  viewerOf(request: IncomingMessage): Promise<Viewer | null>;
  /** Calls back on every session revocation heard, from any instance; returns a stop function. */
  onRevoked(listener: (what: { sessionId?: string; userId?: string }) => void): () => void;
  /** False while revocations from other instances cannot be heard (Redis away): sockets are then re-checked every `sweepMs`. */
  trusted(): boolean;
  /** How often sockets re-check their session while revocations cannot be heard (default 5 s). */
  sweepMs?: number;
}

/** Whether the viewer now is the one the socket's operations were started for, with the same reach. */
function sameScope(then: Viewer, now: Viewer | null): boolean {
  return (
    now !== null &&
    now.sessionId === then.sessionId &&
    now.role === then.role &&
    now.gender === then.gender &&
    now.hostelIds.length === then.hostelIds.length &&
    now.hostelIds.every((id, i) => id === then.hostelIds[i])
  );
}

/**
 * One socket's session. The first operation's context says who the socket is; from then on it is
 * checked again before every event it is handed, when a revocation names it, every `sweepMs`
 * while revocations cannot be heard, and when the session expires. A session that ended or
 * changed closes the socket, ending every stream on it.
 */
class SocketSession {
  viewer: Viewer | null = null;
  private checking: Promise<Verdict> | undefined;
  private expiry: NodeJS.Timeout | undefined;
  closed = false;

  constructor(
    private readonly socket: WebSocket,
    private readonly request: IncomingMessage,
    private readonly sessions: SocketSessions,
  ) {}

  /** Learns who the socket is (its first operation with a session). */
  know(viewer: Viewer | null): void {
    if (this.viewer || !viewer) return;
    this.viewer = viewer;
    if (viewer.expiresAt !== undefined) {
      const left = Math.max(0, viewer.expiresAt - Date.now());
      if (left < 2 ** 31 - 1) this.expiry = setTimeout(() => this.close('sessionEnded'), left).unref();
    }
  }

  names(what: { sessionId?: string; userId?: string }): boolean {
    return this.viewer !== null && (what.sessionId === this.viewer.sessionId || what.userId === this.viewer.userId);
  }

  /**
   * Whether the socket may still be handed events: 'same', or the reason it was closed. Checks
   * that overlap share one lookup; a socket without a session has nothing to check.
   */
  check(): Promise<Verdict> {
    if (this.closed) return Promise.resolve('sessionEnded');
    const then = this.viewer;
    if (!then) return Promise.resolve('same');
    this.checking ??= this.sessions
      .viewerOf(this.request)
      .then((now): Verdict => (now === null ? 'sessionEnded' : sameScope(then, now) ? 'same' : 'sessionChanged'))
      .catch((): Verdict => 'sessionUnknown')
      .then((verdict) => {
        this.checking = undefined;
        if (verdict !== 'same') this.close(verdict);
        return verdict;
      });
    return this.checking;
  }

  close(why: Exclude<Verdict, 'same'>): void {
    if (this.closed) return;
    this.closed = true;
    clearTimeout(this.expiry);
    const { code, reason } = SOCKET_CLOSE[why];
    this.socket.close(code, reason);
  }

  ended(): void {
    this.closed = true;
    clearTimeout(this.expiry);
  }
}

/**
 * A subscription's stream that asks its socket's session before handing on each event: an event
 * that arrives after the session ended or changed is dropped and the stream ends (the socket is
 * closing). Returning or throwing ends the source at once, as the shared execution's does.
 */
function checkedStream(stream: AsyncIterable<ExecutionResult>, session: SocketSession): AsyncIterableIterator<ExecutionResult> {
  const source = stream[Symbol.asyncIterator]();
  const end = async (): Promise<IteratorResult<ExecutionResult>> => {
    await source.return?.();
    return { done: true, value: undefined };
  };
  const checked: AsyncIterableIterator<ExecutionResult> = {
    [Symbol.asyncIterator]: () => checked,
    next: async () => {
      const event = await source.next();
      if (event.done) return event;
      return (await session.check()) === 'same' ? event : end();
    },
    return: end,
    throw: async (error: unknown) => {
      await source.return?.();
      throw error;
    },
  };
  return checked;
}

export interface GraphQLSockets {
  /** Open sockets (a metric). */
  connections(): number;
  /** Operations running over sockets now: live subscriptions, mostly. */
  operations(): number;
  /** Tells every socket we are going (1001) and stops accepting them. */
  dispose(): Promise<void>;
  /** Checks every socket's session now (Redis is back: revocations made meanwhile were not heard). */
  recheck(): void;
}

/**
 * GraphQL over WebSocket (graphql-ws) at /graphql on the gateway's HTTP server. Only pages of
 * this host or ALLOWED_ORIGINS may open one (the cookie rides along); a socket must say hello
 * within 3 s; each operation meets the same document limits and rules as over HTTP (Apollo's
 * pipeline never sees these) and the session's budget, and one socket runs at most 25 at once.
 * A session's end (logout, disable, password reset, expiry) or change (role, hostels) closes its
 * sockets on every instance, and every event is checked against the session before it is sent
 * (see {@link SocketSession}).
 */
export function serveGraphQLSockets(options: {
  httpServer: Server;
  schema: GraphQLSchema;
  allowedOrigins: string[];
  /** The context for one operation of the socket opened by `request`. */
  contextFor(request: IncomingMessage): Promise<RequestContext>;
  sessions: SocketSessions;
}): GraphQLSockets {
  const { schema, sessions } = options;
  const wsServer = new WebSocketServer({ server: options.httpServer, path: '/graphql' });
  let operations = 0;
  const shared = new SharedEventExecution();
  const bySocket = new Map<WebSocket, SocketSession>();
  const byContext = new WeakMap<object, SocketSession>();
  const sessionOf = (socket: WebSocket, request: IncomingMessage) => {
    let session = bySocket.get(socket);
    if (!session) {
      bySocket.set(socket, (session = new SocketSession(socket, request, sessions)));
      socket.once('close', () => {
        session!.ended();
        bySocket.delete(socket);
      });
    }
    return session;
  };
  const checkAll = (which: (session: SocketSession) => boolean) => {
    for (const session of bySocket.values()) if (which(session)) void session.check();
  };
  const stopHearing = sessions.onRevoked((what) => checkAll((session) => session.names(what)));
  const sweep = setInterval(() => sessions.trusted() || checkAll(() => true), sessions.sweepMs ?? 5_000).unref();

  const subscribe = async (args: ExecutionArgs): Promise<AsyncIterable<ExecutionResult> | ExecutionResult> => {
    const result = await shared.subscribe(args);
    const session = byContext.get(args.contextValue as object);
    return session && Symbol.asyncIterator in result ? checkedStream(result, session) : result;
  };
  const cleanup = useServer(
    {
      schema,
      subscribe,
      connectionInitWaitTimeout: 3_000, // 4408 for a socket that never says hello
      onConnect: ({ extra }) => isOriginAllowed(extra.request.headers, options.allowedOrigins),
      onSubscribe: async ({ extra, subscriptions }, _id, payload) => {
        if (Object.keys(subscriptions).length > MAX_OPERATIONS_PER_SOCKET) {
          return [new GraphQLError('Too many operations on this connection.', { extensions: { code: 'RATE_LIMITED' } })];
        }
        const document = checkDocument(schema, payload.query);
        if (Array.isArray(document)) return document;
        shared.remember(document as DocumentNode, payload.query);
        try {
          const session = sessionOf(extra.socket, extra.request);
          const contextValue = await options.contextFor(extra.request);
          session.know(contextValue.viewer);
          // The session ended or changed while this operation was being set up: not started.
          if (session.closed || (session.viewer && !sameScope(session.viewer, contextValue.viewer))) {
            void session.check();
            return [new GraphQLError('Please log in to continue.', { extensions: { code: 'UNAUTHENTICATED' } })];
          }
          byContext.set(contextValue, session);
          return { schema, document: document as DocumentNode, operationName: payload.operationName, variableValues: payload.variables, contextValue };
        } catch (error) {
          if (error instanceof AppError) return [new GraphQLError(error.message, { extensions: { code: error.code } })];
          throw error;
        }
      },
      onOperation: () => void operations++,
      onComplete: () => void operations--,
      // Errors leave as Apollo's do over HTTP: coded ones in their own words, anything else
      // masked (and logged with the operation's request id), never a raw message or stack.
      onNext: (_ctx, _id, _payload, args, result) => {
        if (!result.errors?.length) return undefined;
        const context = args.contextValue as Partial<RequestContext>;
        const errors = result.errors.map((error) => {
          const json = error.toJSON();
          // As Apollo codes them: an error of no field is the request's (its variables), any
          // other uncoded one is ours.
          const code = error.path ? 'INTERNAL_SERVER_ERROR' : 'BAD_USER_INPUT';
          const formatted = formatGraphQLError({ ...json, extensions: { code, ...json.extensions } }, error);
          if (formatted.extensions?.code === 'INTERNAL_SERVER_ERROR') context.log?.error({ err: error.originalError ?? error, path: error.path }, 'graphql: operation failed over WebSocket');
          return formatted;
        });
        return { ...result, errors };
      },
    },
    wsServer,
  );
  return {
    connections: () => wsServer.clients.size,
    operations: () => operations,
    recheck: () => checkAll(() => true),
    dispose: async () => {
      stopHearing();
      clearInterval(sweep);
      await cleanup.dispose();
    },
  };
}

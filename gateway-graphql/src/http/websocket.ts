import type { IncomingMessage, Server } from 'node:http';
import { GraphQLError, type DocumentNode, type ExecutionArgs, type ExecutionResult, type GraphQLSchema } from 'graphql';
import { WebSocketServer } from 'ws';
import { useServer } from 'graphql-ws/use/ws';
import { AppError } from '../core/errors.js';
import type { RequestContext } from '../core/request-context.js';
import { checkDocument, MAX_OPERATIONS_PER_SOCKET } from '../graphql/armor.js';
import { isOriginAllowed } from './origin.js';
import { formatGraphQLError } from '../graphql/errors.js';
import { SharedEventExecution } from '../graphql/shared-events.js';
import { checkedStream, sameScope, trackSocketSessions, type SocketSession, type SocketSessions } from './websocket-sessions.js';

export { SOCKET_CLOSE, type SocketSessions } from './websocket-sessions.js';

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
 * (see websocket-sessions.ts).
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
  const socketSessions = trackSocketSessions(sessions);
  const byContext = new WeakMap<object, SocketSession>();

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
          const session = socketSessions.of(extra.socket, extra.request);
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
    recheck: () => socketSessions.recheck(),
    dispose: async () => {
      socketSessions.stop();
      await cleanup.dispose();
    },
  };
}

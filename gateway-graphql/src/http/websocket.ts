import type { IncomingMessage, Server } from 'node:http';
import { GraphQLError, type DocumentNode, type GraphQLSchema } from 'graphql';
import { WebSocketServer } from 'ws';
import { useServer } from 'graphql-ws/use/ws';
import { AppError } from '../core/errors.js';
import type { RequestContext } from '../context.js';
import { checkDocument, MAX_OPERATIONS_PER_SOCKET } from '../graphql/armor.js';
import { isOriginAllowed } from './origin.js';
import { SharedEventExecution } from '../graphql/shared-events.js';

export interface GraphQLSockets {
  /** Open sockets (a metric). */
  connections(): number;
  /** Operations running over sockets now: live subscriptions, mostly. */
  operations(): number;
  /** Tells every socket we are going (1001) and stops accepting them. */
  dispose(): Promise<void>;
}

/**
 * GraphQL over WebSocket (graphql-ws) at /graphql on the gateway's HTTP server. Only pages of
 * this host or ALLOWED_ORIGINS may open one (the cookie rides along); a socket must say hello
 * within 3 s; each operation meets the same document limits and rules as over HTTP (Apollo's
 * pipeline never sees these) and the session's budget, and one socket runs at most 25 at once.
 */
export function serveGraphQLSockets(options: {
  httpServer: Server;
  schema: GraphQLSchema;
  allowedOrigins: string[];
  /** The context for one operation of the socket opened by `request`. */
  contextFor(request: IncomingMessage): Promise<RequestContext>;
}): GraphQLSockets {
  const { schema } = options;
  const wsServer = new WebSocketServer({ server: options.httpServer, path: '/graphql' });
  let operations = 0;
  const shared = new SharedEventExecution();
  const cleanup = useServer(
    {
      schema,
      subscribe: shared.subscribe,
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
          const contextValue = await options.contextFor(extra.request);
          return { schema, document: document as DocumentNode, operationName: payload.operationName, variableValues: payload.variables, contextValue };
        } catch (error) {
          if (error instanceof AppError) return [new GraphQLError(error.message, { extensions: { code: error.code } })];
          throw error;
        }
      },
      onOperation: () => void operations++,
      onComplete: () => void operations--,
    },
    wsServer,
  );
  return { connections: () => wsServer.clients.size, operations: () => operations, dispose: async () => void (await cleanup.dispose()) };
}

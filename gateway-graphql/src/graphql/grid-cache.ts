import { HeaderMap, type ApolloServerPlugin } from '@apollo/server';
import { Kind, type DocumentNode, type OperationDefinitionNode } from 'graphql';
import type { RequestContext } from '../core/request-context.js';
import type { RoomGridCache } from '../modules/room/index.js';
import type { Metrics } from '../core/metrics.js';
import type { GridPlans } from './grid-plans.js';

/**
 * The hostel a query asks the rooms of, when the query is only that: one root field `rooms`
 * with a `hostel` argument (a literal or a variable), no directives. Anything else: null.
 */
export function gridQueryHostel(operation: OperationDefinitionNode, variables: Record<string, unknown> | undefined): string | null {
  if (operation.operation !== 'query' || operation.selectionSet.selections.length !== 1) return null;
  const [field] = operation.selectionSet.selections;
  if (field?.kind !== Kind.FIELD || field.name.value !== 'rooms' || (field.directives?.length ?? 0) > 0) return null;
  const arg = field.arguments?.find((a) => a.name.value === 'hostel');
  const value = arg?.value.kind === Kind.STRING ? arg.value.value : arg?.value.kind === Kind.VARIABLE ? variables?.[arg.value.name.value] : undefined;
  return typeof value === 'string' ? value.trim().toUpperCase() : null;
}

/**
 * What a grid answer is kept under: the query's own text, its operation name and variables.
 * The same request always has the same key, whether Apollo parsed it or the fast lane
 * (http/grid-lane.ts) only read its JSON body.
 */
export function gridRequestKey(query: string, operationName: string | null | undefined, variables: Record<string, unknown> | null | undefined): string {
  return JSON.stringify([query, operationName ?? null, variables ?? {}]);
}

/**
 * Answers a room grid's query from the RoomGridCache, before execution, once the request has
 * passed everything else (parsing, validation and cost limits, the session and its budgets):
 * a grid is read by every student on selection day, and is the same for each of them. A grid
 * query answered without an error also teaches the fast lane its compiled plan (grid-plans.ts).
 * Either part may be absent: GRID_CACHE=off, GRID_FAST_LANE=off.
 */
export function gridCachePlugin(cache: RoomGridCache | undefined, plans: GridPlans | undefined, metrics: Metrics): ApolloServerPlugin<RequestContext> {
  return {
    async requestDidStart() {
      let miss: { hostel: string; key: string; version: number; document: DocumentNode; query: string } | undefined;
      return {
        async responseForOperation({ operation, document, request, contextValue }) {
          if (!contextValue.viewer || request.query === undefined) return null; // refused by execution, in its own words
          // Apollo asks even when the operation name matched none (its types say otherwise): execution then says so (a 400).
          if ((operation as OperationDefinitionNode | undefined) === undefined) return null;
          const hostel = gridQueryHostel(operation, request.variables);
          if (!hostel) return null;
          const key = gridRequestKey(request.query, request.operationName, request.variables);
          const answer = cache?.get(hostel, key);
          metrics.gridReads.inc({ answered: answer ? 'cached' : 'read' });
          if (answer) return { http: { status: undefined, headers: new HeaderMap() }, body: { kind: 'single', singleResult: answer } };
          miss = { hostel, key, version: cache?.version(hostel) ?? 0, document, query: request.query };
          return null;
        },
        async willSendResponse({ request, response }) {
          if (!miss || response.body.kind !== 'single' || response.body.singleResult.errors) return;
          cache?.keep(miss.hostel, miss.key, response.body.singleResult, miss.version);
          plans?.learn(miss.key, miss.hostel, { query: miss.query, document: miss.document, operationName: request.operationName, variables: request.variables });
        },
      };
    },
  };
}

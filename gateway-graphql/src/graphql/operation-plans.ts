import type { ApolloServerPlugin } from '@apollo/server';
import { Kind, type DocumentNode, type ExecutionResult, type GraphQLSchema, type OperationDefinitionNode } from 'graphql';
import { compileQuery, isCompiledQuery } from 'graphql-jit';
import type { RequestContext } from '../core/request-context.js';
import type { OperationBody } from './operation-body.js';

/**
 * The root fields whose operations get a compiled plan: selection day's booking, which every
 * student sends at once (docs/benchmarks.md, section 1d). Others stay with Apollo's executor;
 * a field added here is covered by the lane's comparison test (test/graphql-lane.test.ts).
 */
export const PLANNED_ROOT_FIELDS: ReadonlySet<string> = new Set(['bookRoom']);

/** Query texts given a plan; past this, new ones are left to Apollo (the web ships one text per operation). */
const MAX_PLANS = 64;

/** An operation, compiled: run on a request's context with its variables, it does what Apollo's execution does. */
export interface OperationPlan {
  type: 'query' | 'mutation';
  name: string | undefined;
  run(context: RequestContext, variables: Record<string, unknown> | undefined): Promise<ExecutionResult>;
}

/**
 * Compiled execution plans (graphql-jit) for hot operations, by query text and operation name.
 *
 * A plan is learned only from a request that Apollo parsed, validated (the armor's depth, alias
 * and cost limits are validation rules, which look at the text alone) and went on to execute,
 * so the GraphQL lane (http/graphql-lane.ts) runs it only for a text Apollo has accepted; every
 * request's variables are coerced again by the plan. It runs the schema's own resolvers, with
 * their authorization, on the caller's own context: what it skips is Apollo's request pipeline
 * and graphql-js's interpretation of the selection.
 */
export class OperationPlans {
  private readonly plans = new Map<string, OperationPlan>();

  constructor(private readonly schema: GraphQLSchema) {}

  get size(): number {
    return this.plans.size;
  }

  /** The plan for one operation's text and name, or undefined. */
  find(operation: OperationBody): OperationPlan | undefined {
    return this.plans.size === 0 ? undefined : this.plans.get(keyOf(operation.query, operation.operationName));
  }

  /** Compiles an operation Apollo accepted, when its root fields are all planned ones. */
  learn(query: string, operationName: string | null | undefined, document: DocumentNode, operation: OperationDefinitionNode): void {
    if (operation.operation === 'subscription' || this.plans.size >= MAX_PLANS) return;
    const key = keyOf(query, operationName);
    if (this.plans.has(key)) return;
    const planned = operation.selectionSet.selections.every((s) => s.kind === Kind.FIELD && PLANNED_ROOT_FIELDS.has(s.name.value));
    if (!planned) return;
    const compiled = compileQuery(this.schema, document, operationName ?? undefined);
    if (!isCompiledQuery(compiled)) return; // graphql-jit refuses it: Apollo keeps answering
    this.plans.set(key, {
      type: operation.operation,
      name: operation.name?.value,
      run: async (context, variables) => compiled.query(undefined, context, variables ?? {}),
    });
  }
}

/** Teaches `plans` every operation Apollo resolved (parsed, validated, its operation found). */
export function operationPlansPlugin(plans: OperationPlans): ApolloServerPlugin<RequestContext> {
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ request, document, operation }) {
          if (document && operation && request.query !== undefined) plans.learn(request.query, request.operationName, document, operation);
        },
      };
    },
  };
}

function keyOf(query: string, operationName: string | null | undefined): string {
  return operationName ? `${operationName}\u0000${query}` : query;
}

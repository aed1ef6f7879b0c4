import type { DocumentNode, ExecutionResult, GraphQLSchema } from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';
import type { RequestContext } from '../core/request-context.js';

/** Request keys given a plan; past this, new ones are left to the full path (a campus has a handful of grid queries). */
const MAX_PLANS = 256;
const MAX_TEXTS = 256;

/** A room grid's query, compiled: run against a request's context, it reads the database as the full path does. */
export interface GridPlan {
  /** The hostel the query reads (the cache keeps the answer under it). */
  hostel: string;
  run(context: RequestContext): Promise<ExecutionResult>;
}

/**
 * Compiled execution plans for the room grids' queries (graphql-jit), by request key (query
 * text, operation name, variables: graphql/grid-cache.ts `gridRequestKey`).
 *
 * A plan is learned only from a request the full path (Apollo) parsed, validated, checked for
 * cost, executed and answered without an error, so the fast lane (http/grid-lane.ts) runs it
 * only for a text Apollo has already accepted. It runs the schema's own resolvers, with their
 * authorization, on the caller's own context: what it skips is Apollo's pipeline around them,
 * and graphql-js's interpretation of the selection (docs/benchmarks.md, section 2).
 */
export class GridPlans {
  private readonly plans = new Map<string, GridPlan>();
  /** One compilation per query text and operation name, shared by every variables' key. */
  private readonly compiled = new Map<string, CompiledQuery>();
  /** Every query text offered a plan (with or without one); past MAX_TEXTS, any text may be one. */
  private readonly texts = new Set<string>();

  constructor(private readonly schema: GraphQLSchema) {}

  find(key: string): GridPlan | undefined {
    return this.plans.get(key);
  }

  get size(): number {
    return this.plans.size;
  }

  /**
   * Whether `query` may be a grid query the lane can answer: a text the full path has answered
   * as one. Cheaper than a request key, so the lane hands other operations (a booking) on
   * without building one. Every text the cache keeps an answer for was offered here first.
   */
  mayKnow(query: string): boolean {
    return this.texts.size >= MAX_TEXTS || this.texts.has(query);
  }

  learn(key: string, hostel: string, request: { query: string; document: DocumentNode; operationName: string | null | undefined; variables: Record<string, unknown> | undefined }): void {
    if (this.texts.size < MAX_TEXTS) this.texts.add(request.query);
    if (this.plans.has(key) || this.plans.size >= MAX_PLANS) return;
    const textKey = JSON.stringify([request.query, request.operationName ?? null]);
    let compiled = this.compiled.get(textKey);
    if (!compiled) {
      const result = compileQuery(this.schema, request.document, request.operationName ?? undefined);
      if (!isCompiledQuery(result)) return; // graphql-jit refuses it: the full path keeps answering
      this.compiled.set(textKey, (compiled = result));
    }
    const query = compiled.query;
    const variables = request.variables ?? {};
    this.plans.set(key, { hostel, run: async (context) => query(undefined, context, variables) });
  }
}

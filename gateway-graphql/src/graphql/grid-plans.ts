import type { ApolloServerPlugin } from '@apollo/server';
import { Kind, print, type DefinitionNode, type DocumentNode, type ExecutionResult, type FieldNode, type GraphQLSchema, type OperationDefinitionNode, type ValueNode } from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';
import type { RequestContext } from '../core/request-context.js';
import type { Metrics } from '../core/metrics.js';

/** The root field whose answer every reader of a hostel shares: its rooms. */
const SHARED_FIELD = 'rooms';
/** Root fields that may follow it, answered for each reader: where they stand in the hostel's selection window. */
const VIEWER_FIELDS: ReadonlySet<string> = new Set(['selectionWindow']);
/** Query texts given a plan; past this, new ones stay with Apollo (the web ships one text per operation). */
const MAX_PLANS = 64;

/**
 * A room grid's query, planned (docs/decisions/0137): its answer is the hostel's rooms, which
 * every reader shares and the grid lane keeps as bytes (modules/room/grid-answers.ts), followed
 * by the few fields that are the reader's own, read for each request.
 */
export interface GridPlan {
  /** The operation's name, for the metrics and the access line. */
  name: string | undefined;
  /** The hostel the request reads, trimmed and in capitals; undefined when its variables name none (Apollo then words the refusal). */
  hostelOf(variables: Record<string, unknown> | null | undefined): string | undefined;
  /** What the shared part is kept under beside its hostel: the shared field's selection and what precedes it. */
  sharedKey: string;
  /** The answer's first bytes, `{"data":{"rooms":[…]`, read as the caller; null when the read met an error. */
  readShared(context: RequestContext, hostel: string): Promise<Buffer | null>;
  /** The rest of the answer, the caller's own fields then the closing `}}` and newline; null when a field met an error. */
  readRest(context: RequestContext, variables: Record<string, unknown> | null | undefined): Promise<Buffer | null>;
}

/**
 * Plans for the room grids' queries, by query text and operation name.
 *
 * An operation is planned when its first root field is `rooms(hostel: …)`, any others are the
 * reader's own (`selectionWindow(hostel: …)` of the same hostel), and none carries a directive:
 * the web's grid query (`RoomGridRooms`) and an older client's rooms alone. A plan is learned
 * only from a request Apollo parsed, validated (the armor's limits too), executed and answered
 * without an error, so the lane runs it only for a text Apollo accepted. Each part is the
 * operation cut down to one root field and compiled by graphql-jit: it runs the schema's own
 * resolvers, with their authorization, on the caller's own context, and serializes as Apollo
 * does (`{"data":…}` and a newline), so the bytes are Apollo's bytes (test/grid-lane-parity.test.ts).
 */
export class GridPlans {
  private readonly plans = new Map<string, GridPlan>();
  /** Texts looked at and not planned, so each is looked at once. */
  private readonly declined = new Set<string>();

  constructor(private readonly schema: GraphQLSchema) {}

  find(query: string, operationName: string | null | undefined): GridPlan | undefined {
    return this.plans.size === 0 ? undefined : this.plans.get(keyOf(query, operationName));
  }

  get size(): number {
    return this.plans.size;
  }

  /** Plans an operation Apollo accepted and answered without an error, when it is a grid's. */
  learn(query: string, operationName: string | null | undefined, document: DocumentNode, operation: OperationDefinitionNode): void {
    const key = keyOf(query, operationName);
    if (this.plans.has(key) || this.declined.has(key) || this.plans.size >= MAX_PLANS) return;
    const plan = this.plan(document, operation, operationName ?? undefined);
    if (plan) this.plans.set(key, plan);
    else if (this.declined.size < 1024) this.declined.add(key);
  }

  private plan(document: DocumentNode, operation: OperationDefinitionNode, operationName: string | undefined): GridPlan | undefined {
    if (!isGridOperation(operation)) return undefined;
    const [shared, ...own] = operation.selectionSet.selections as FieldNode[];
    const hostelArg = hostelArgument(shared!);
    if (!hostelArg || own.some((field) => !sameValue(hostelArgument(field), hostelArg))) return undefined;
    const fragments = document.definitions.filter((d) => d.kind === Kind.FRAGMENT_DEFINITION);
    const alone = (field: FieldNode): DocumentNode => ({ kind: Kind.DOCUMENT, definitions: [{ ...operation, selectionSet: { kind: Kind.SELECTION_SET, selections: [field] } }, ...fragments] as DefinitionNode[] });
    const compile = (field: FieldNode): CompiledQuery | undefined => {
      const compiled = compileQuery(this.schema, alone(field), operationName);
      return isCompiledQuery(compiled) ? compiled : undefined;
    };
    const sharedPlan = compile(shared!);
    const ownPlans = own.map((field) => ({ key: responseKey(field), compiled: compile(field) }));
    if (!sharedPlan || ownPlans.some((p) => !p.compiled)) return undefined;
    const sharedKeyName = responseKey(shared!);
    const head = `{"data":{${JSON.stringify(sharedKeyName)}:`;
    // The hostel as the variables give it; a literal needs none. Read once a request.
    const hostelOf = (variables: Record<string, unknown> | null | undefined): string | undefined => {
      const value = hostelArg.kind === Kind.STRING ? hostelArg.value : hostelArg.kind === Kind.VARIABLE ? variables?.[hostelArg.name.value] : undefined;
      return typeof value === 'string' && value.trim() !== '' ? value.trim().toUpperCase() : undefined;
    };
    const sharedVariable = hostelArg.kind === Kind.VARIABLE ? hostelArg.name.value : undefined;
    const valueOf = (result: ExecutionResult, key: string): unknown => (result.errors?.length || !result.data ? undefined : (result.data as Record<string, unknown>)[key]);
    return {
      name: operation.name?.value,
      hostelOf,
      sharedKey: print(alone(shared!)),
      async readShared(context, hostel) {
        // Read under the hostel's name as kept, so every spelling of it shares one part (the resolver reads it so too).
        const result = await sharedPlan.query(undefined, context, sharedVariable ? { [sharedVariable]: hostel } : {});
        const value = valueOf(result, sharedKeyName);
        return value === undefined ? null : Buffer.from(head + JSON.stringify(value));
      },
      async readRest(context, variables) {
        let rest = '';
        for (const { key, compiled } of ownPlans) {
          const value = valueOf(await compiled!.query(undefined, context, variables ?? {}), key);
          if (value === undefined) return null;
          rest += `,${JSON.stringify(key)}:${JSON.stringify(value)}`;
        }
        return Buffer.from(`${rest}}}\n`);
      },
    };
  }
}

/** A query whose first root field is `rooms` and the rest the reader's own, fields only, with no directive. */
function isGridOperation(operation: OperationDefinitionNode): boolean {
  if (operation.operation !== 'query' || (operation.directives?.length ?? 0) > 0) return false;
  const fields = operation.selectionSet.selections;
  if (fields.some((s) => s.kind !== Kind.FIELD || (s.directives?.length ?? 0) > 0)) return false;
  const [first, ...rest] = fields as FieldNode[];
  return first?.name.value === SHARED_FIELD && rest.every((f) => VIEWER_FIELDS.has(f.name.value));
}

/** The field's `hostel` argument, when it has that one only. */
function hostelArgument(field: FieldNode): ValueNode | undefined {
  const args = field.arguments ?? [];
  return args.length === 1 && args[0]!.name.value === 'hostel' && (args[0]!.value.kind === Kind.STRING || args[0]!.value.kind === Kind.VARIABLE) ? args[0]!.value : undefined;
}

function sameValue(a: ValueNode | undefined, b: ValueNode): boolean {
  if (!a || a.kind !== b.kind) return false;
  if (a.kind === Kind.VARIABLE && b.kind === Kind.VARIABLE) return a.name.value === b.name.value;
  return a.kind === Kind.STRING && b.kind === Kind.STRING && a.value === b.value;
}

const responseKey = (field: FieldNode): string => field.alias?.value ?? field.name.value;

function keyOf(query: string, operationName: string | null | undefined): string {
  return operationName ? `${operationName}\u0000${query}` : query;
}

/**
 * Teaches `plans` every grid query Apollo answered without an error, and counts the grid reads
 * Apollo answered (`dormspace_grid_reads_total{answered="apollo"}`: the first of each text, and
 * every one the lane leaves to it).
 */
export function gridPlansPlugin(plans: GridPlans | undefined, metrics: Metrics): ApolloServerPlugin<RequestContext> {
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ request, document, operation, response }) {
          if (!document || !operation || request.query === undefined || !isGridOperation(operation)) return;
          metrics.gridReads.inc({ answered: 'apollo' });
          if (response.body.kind === 'single' && !response.body.singleResult.errors) plans?.learn(request.query, request.operationName, document, operation);
        },
      };
    },
  };
}

import { ApolloArmor } from '@escape.tech/graphql-armor';
import type { GraphQLArmorConfig } from '@escape.tech/graphql-armor-types';
import { GraphQLError, Kind, NoSchemaIntrospectionCustomRule, parse, specifiedRules, validate, type DocumentNode, type GraphQLSchema, type ValidationRule } from 'graphql';
import type { ApolloServerPlugin } from '@apollo/server';
import type { RequestContext } from '../core/request-context.js';

/**
 * What one GraphQL document may ask for (ASVS 4.3.1), checked before anything runs. Every
 * operation the web apps ship fits with room to spare (armor.test.ts checks them all); a
 * 1,000-alias query does not.
 */
export const QUERY_LIMITS = {
  aliases: 15,
  depth: 10,
  directives: 10,
  tokens: 2_000,
  cost: 5_000,
} as const;

/** Operations one WebSocket may run at once (a screen needs a handful of subscriptions). */
export const MAX_OPERATIONS_PER_SOCKET = 25;

/**
 * The depth an introspection document (one asking only for `__schema`, `__type`, `__typename`)
 * may reach outside production, where introspection is allowed: graphql-js's own introspection
 * query, which Apollo Sandbox and GraphiQL send, is 21 deep counted as the limit counts.
 * Production refuses introspection altogether, and counts it at the usual depth all the same.
 */
export const INTROSPECTION_DEPTH = 25;

/** Armor's settings; a fresh object each time (armor writes its own handlers into them). */
const armorConfig = (): GraphQLArmorConfig => ({
  maxAliases: { n: QUERY_LIMITS.aliases },
  // Counted by `depthLimit` below, introspection included.
  maxDepth: { enabled: false },
  maxDirectives: { n: QUERY_LIMITS.directives },
  // Armor's token plugin throws mid-pipeline (a 500); Apollo's own parseOptions.maxTokens answers 400.
  maxTokens: { enabled: false },
  costLimit: { maxCost: QUERY_LIMITS.cost },
  // With introspection off, "Did you mean …" would still spell the schema out.
  blockFieldSuggestion: { enabled: true },
});

/**
 * Armor's depth rule at `n`, counting introspection fields too: armor leaves `__schema` and
 * everything under it uncounted unless told (`ignoreIntrospection`, default true), so
 * `__schema { types { ofType { ofType … } } }` went as deep as anyone liked.
 */
const depthRule = (n: number): ValidationRule =>
  new ApolloArmor({
    maxDepth: { n, ignoreIntrospection: false },
    maxAliases: { enabled: false },
    maxDirectives: { enabled: false },
    maxTokens: { enabled: false },
    costLimit: { enabled: false },
    blockFieldSuggestion: { enabled: false },
  }).protect().validationRules[0]!;

const INTROSPECTION_ROOTS = new Set(['__schema', '__type', '__typename']);

/** Whether every operation of `document` asks only for introspection at its root. */
const onlyIntrospection = (document: DocumentNode): boolean =>
  document.definitions.every(
    (d) => d.kind !== Kind.OPERATION_DEFINITION || d.selectionSet.selections.every((s) => s.kind === Kind.FIELD && INTROSPECTION_ROOTS.has(s.name.value)),
  );

/** Depth {@link QUERY_LIMITS}.depth for every document; outside production, an introspection document may reach {@link INTROSPECTION_DEPTH}. */
function depthLimit(production: boolean): ValidationRule {
  const everyDocument = depthRule(QUERY_LIMITS.depth);
  if (production) return everyDocument;
  const introspection = depthRule(INTROSPECTION_DEPTH);
  return (context) => (onlyIntrospection(context.getDocument()) ? introspection : everyDocument)(context);
}

/** GraphQL Armor for Apollo Server: its plugins and validation rules, production's or development's. */
export function apolloArmor(options: { production: boolean }): { plugins: ApolloServerPlugin<RequestContext>[]; validationRules: ValidationRule[] } {
  const { plugins, validationRules } = new ApolloArmor(armorConfig()).protect();
  // Armor's declarations name Apollo's CommonJS types and we load its ES modules: the same
  // plugin objects, two copies of the declarations (a private field makes them incompatible).
  return { plugins: plugins as unknown as ApolloServerPlugin<RequestContext>[], validationRules: [...validationRules, depthLimit(options.production)] };
}

/**
 * The rules an operation on a WebSocket meets: the standard ones, the armor's, and in
 * production the refusal of introspection that Apollo applies over HTTP (`introspection: false`
 * adds its own rule to the same effect: no `__schema`, no `__type`).
 */
const socketRules = (production: boolean): readonly ValidationRule[] => [
  ...specifiedRules,
  ...apolloArmor({ production }).validationRules,
  ...(production ? [NoSchemaIntrospectionCustomRule] : []),
];
const PRODUCTION_SOCKET_RULES = socketRules(true);
const rulesBySchema = new WeakMap<GraphQLSchema, readonly ValidationRule[]>();

/**
 * Says which rules `checkDocument` applies to operations on `schema`: development's (with
 * introspection) only when this is called so; a schema never named here gets production's,
 * so forgetting the call can only refuse, never expose. startApollo calls it with the mode it
 * gives Apollo, so both transports follow one setting.
 */
export function useSocketRules(schema: GraphQLSchema, options: { production: boolean }): void {
  rulesBySchema.set(schema, options.production ? PRODUCTION_SOCKET_RULES : socketRules(false));
}

/**
 * The same limits for operations arriving over the WebSocket, which Apollo's pipeline never
 * sees: the token cap while parsing, then the standard rules and Armor's (and, in production,
 * no introspection: see useSocketRules). Returns the parsed document, or the errors to send back.
 */
export function checkDocument(schema: GraphQLSchema, query: string): DocumentNode | readonly GraphQLError[] {
  let document: DocumentNode;
  try {
    document = parse(query, { maxTokens: QUERY_LIMITS.tokens });
  } catch (error) {
    return [error instanceof GraphQLError ? error : new GraphQLError('The query could not be read.')];
  }
  const errors = validate(schema, document, rulesBySchema.get(schema) ?? PRODUCTION_SOCKET_RULES);
  if (errors.length === 0) return document;
  return errors.map((e) => new GraphQLError(e.message.replace(/ Did you mean .+\?$/, ''), { extensions: { code: 'BAD_USER_INPUT' } }));
}

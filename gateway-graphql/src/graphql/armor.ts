import { ApolloArmor } from '@escape.tech/graphql-armor';
import type { GraphQLArmorConfig } from '@escape.tech/graphql-armor-types';
import { GraphQLError, parse, specifiedRules, validate, type DocumentNode, type GraphQLSchema, type ValidationRule } from 'graphql';
import type { ApolloServerPlugin } from '@apollo/server';
import type { RequestContext } from '../context.js';

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

const armorConfig: GraphQLArmorConfig = {
  maxAliases: { n: QUERY_LIMITS.aliases },
  maxDepth: { n: QUERY_LIMITS.depth },
  maxDirectives: { n: QUERY_LIMITS.directives },
  // Armor's token plugin throws mid-pipeline (a 500); Apollo's own parseOptions.maxTokens answers 400.
  maxTokens: { enabled: false },
  costLimit: { maxCost: QUERY_LIMITS.cost },
  // With introspection off, "Did you mean …" would still spell the schema out.
  blockFieldSuggestion: { enabled: true },
};

/** GraphQL Armor for Apollo Server: its plugins and validation rules. */
export function apolloArmor(): { plugins: ApolloServerPlugin<RequestContext>[]; validationRules: ValidationRule[] } {
  const { plugins, validationRules } = new ApolloArmor(armorConfig).protect();
  // Armor's declarations name Apollo's CommonJS types and we load its ES modules: the same
  // plugin objects, two copies of the declarations (a private field makes them incompatible).
  return { plugins: plugins as unknown as ApolloServerPlugin<RequestContext>[], validationRules };
}

/**
 * The same limits for operations arriving over the WebSocket, which Apollo's pipeline never
 * sees: the token cap while parsing, then the standard rules and Armor's. Returns the parsed
 * document, or the errors to send back.
 */
export function checkDocument(schema: GraphQLSchema, query: string): DocumentNode | readonly GraphQLError[] {
  let document: DocumentNode;
  try {
    document = parse(query, { maxTokens: QUERY_LIMITS.tokens });
  } catch (error) {
    return [error instanceof GraphQLError ? error : new GraphQLError('The query could not be read.')];
  }
  const errors = validate(schema, document, [...specifiedRules, ...wsRules]);
  if (errors.length === 0) return document;
  return errors.map((e) => new GraphQLError(e.message.replace(/ Did you mean .+\?$/, ''), { extensions: { code: 'BAD_USER_INPUT' } }));
}

const wsRules = apolloArmor().validationRules;

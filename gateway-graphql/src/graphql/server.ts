import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled, ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import type { GraphQLSchema } from 'graphql';
import type { RequestContext } from '../core/request-context.js';
import type { Logger } from '../core/log.js';
import type { Metrics } from '../core/metrics.js';
import { formatGraphQLError, statusFromErrors } from './errors.js';
import { observeOperations } from './observe.js';
import { apolloArmor, QUERY_LIMITS, useSocketRules } from './armor.js';
import { gridPlansPlugin, type GridPlans } from './grid-plans.js';
import { operationPlansPlugin, type OperationPlans } from './operation-plans.js';

/**
 * The gateway's Apollo Server, started: the armor's limits (and the same for the WebSocket's
 * operations), no introspection nor landing page in production, coded errors, metrics, the grid
 * lane's plans and the GraphQL lane's operation plans when there are. Shutdown belongs to the caller (bootstrap drains first).
 */
export async function startApollo(options: { schema: GraphQLSchema; production: boolean; logger: Logger; metrics: Metrics; gridPlans?: GridPlans; operationPlans?: OperationPlans }): Promise<ApolloServer<RequestContext>> {
  const { schema, production, logger, metrics, gridPlans, operationPlans } = options;
  const armor = apolloArmor({ production });
  // The WebSocket's operations (checkDocument) follow the same mode: no introspection in production.
  useSocketRules(schema, { production });
  const apollo = new ApolloServer<RequestContext>({
    schema,
    validationRules: armor.validationRules,
    parseOptions: { maxTokens: QUERY_LIMITS.tokens },
    allowBatchedHttpRequests: false,
    formatError: formatGraphQLError,
    logger: logger.child({ component: 'apollo' }),
    introspection: !production,
    // main.ts owns shutdown: drain first, then the database.
    stopOnTerminationSignals: false,
    plugins: [
      ...armor.plugins,
      // We send no cache hints; left on, it wraps every field resolver (a fifth of a rooms query's CPU).
      ApolloServerPluginCacheControlDisabled(),
      // Apollo's landing page names its version and loads the Sandbox; production serves neither.
      ...(production ? [ApolloServerPluginLandingPageDisabled()] : []),
      statusFromErrors,
      observeOperations(metrics, logger),
      gridPlansPlugin(gridPlans, metrics),
      ...(operationPlans ? [operationPlansPlugin(operationPlans)] : []),
    ],
  });
  await apollo.start();
  return apollo;
}

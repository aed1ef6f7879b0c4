import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { MockLink } from '@apollo/client/testing';
import { getMainDefinition } from '@apollo/client/utilities';
import { Kind, OperationTypeNode, type GraphQLFormattedError } from 'graphql';
import { filter, map, Subject } from 'rxjs';
import { runtimeOf } from '../graphql/apollo/runtime';
import { readyClient } from '../graphql/client';
import { OperationError } from '../graphql/errors';
import type { GraphQLClient } from '../graphql/types';

/**
 * A mocked answer, in Apollo's MockLink format: the operation (document and variables, or a
 * function of the variables) and its `result` (data, errors; or a function of the variables) or
 * `error` (a network failure), after `delay` ms (20 unless said; Infinity never answers). Each
 * answers once unless `maxUsageCount` says more.
 */
export type Mock = MockLink.MockedResponse<Record<string, unknown>, Record<string, unknown>>;

/** A fixed delay, as a network's: Apollo's own default is a random one, which makes a test's timing vary. */
const DEFAULT_DELAY = 20;

/** A page's client on `link`, with the page's cache (a normalised one: tests meet what the page does). */
const clientOn = (link: ApolloLink): GraphQLClient => readyClient(runtimeOf(new ApolloClient({ cache: new InMemoryCache(), link })));

const mockLink = (mocks: readonly Mock[]) => new MockLink(mocks, { defaultOptions: { delay: DEFAULT_DELAY } });

/** A page's client for a screen's test: every operation, subscriptions too, answered by `mocks`. */
export function mockedClient(mocks: readonly Mock[] = []): GraphQLClient {
  return clientOn(mockLink(mocks));
}

const isSubscription = ({ query }: ApolloLink.Operation) => {
  const definition = getMainDefinition(query);
  return definition.kind === Kind.OPERATION_DEFINITION && definition.operation === OperationTypeNode.SUBSCRIPTION;
};

/**
 * A page's client for a screen's test: queries and mutations answered by `mocks`, subscriptions
 * fed by hand with `push(result, operationName?)`, so a test decides when a live event arrives:
 * to every open subscription, or only to those of the operation named.
 */
export function mockedClientWithPush(mocks: readonly Mock[] = []) {
  const events = new Subject<{ result: ApolloLink.Result; operation?: string }>();
  const subscriptions = new ApolloLink((operation) =>
    events.pipe(
      filter((event) => !event.operation || event.operation === operation.operationName),
      map((event) => event.result),
    ),
  );
  const client = clientOn(ApolloLink.split(isSubscription, subscriptions, mockLink(mocks)));
  const push = (result: { data?: unknown; errors?: readonly GraphQLFormattedError[] }, operation?: string) => events.next({ result: result as ApolloLink.Result, operation });
  return { client, push };
}

/** The error a client rejects with when the server answers with GraphQL errors. */
export const operationError = (errors: readonly GraphQLFormattedError[]): Error => new OperationError(errors);

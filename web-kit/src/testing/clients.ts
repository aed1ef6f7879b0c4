import { ApolloClient, ApolloLink, CombinedGraphQLErrors, InMemoryCache } from '@apollo/client';
import { MockLink } from '@apollo/client/testing';
import type { GraphQLFormattedError } from 'graphql';
import { fromApollo } from '../graphql/apollo-backed';
import type { GraphQLClient } from '../graphql/types';
import { linkWithPushableSubscriptions } from './subscription-link';

/**
 * A mocked answer: the operation (document and variables) and its `result` (data, errors) or
 * `error` (a network failure), optionally after `delay` ms. Each answers once unless
 * `maxUsageCount` says more. The format is MockLink's, which many tests here already speak.
 */
export type Mock = MockLink.MockedResponse<Record<string, unknown>, Record<string, unknown>>;

const clientOn = (link: ApolloLink): GraphQLClient => fromApollo(new ApolloClient({ cache: new InMemoryCache(), link }));

/** A page's client for a screen's test: every operation, subscriptions too, answered by `mocks`. */
export function mockedClient(mocks: readonly Mock[] = []): GraphQLClient {
  return clientOn(new MockLink(mocks));
}

/**
 * A page's client for a screen's test: queries and mutations answered by `mocks`, subscriptions
 * fed by hand with `push(data, operationName?)`, so a test decides when a live event arrives.
 */
export function mockedClientWithPush(mocks: readonly Mock[] = []) {
  const { link, push } = linkWithPushableSubscriptions(mocks);
  return { client: clientOn(link), push: (result: { data?: unknown; errors?: readonly GraphQLFormattedError[] }, operation?: string) => push(result as ApolloLink.Result, operation) };
}

/** The error a client rejects with when the server answers with GraphQL errors. */
export const operationError = (errors: readonly GraphQLFormattedError[]): Error => new CombinedGraphQLErrors({ errors });

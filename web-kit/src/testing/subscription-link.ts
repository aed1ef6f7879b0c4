import { ApolloLink } from '@apollo/client';
import { MockLink } from '@apollo/client/testing';
import { getMainDefinition } from '@apollo/client/utilities';
import { Kind, OperationTypeNode } from 'graphql';
import { filter, map, Subject } from 'rxjs';

type Mocks = ReadonlyArray<MockLink.MockedResponse<Record<string, unknown>, Record<string, unknown>>>;

/**
 * Test helper: queries and mutations answered by `mocks`, subscriptions fed by hand with `push`,
 * so a test decides exactly when a live event arrives (after the page has loaded). `push` goes
 * to every open subscription, or only to those of the operation named.
 */
export function linkWithPushableSubscriptions(mocks: Mocks) {
  const events = new Subject<{ result: ApolloLink.Result; operation?: string }>();
  const isSubscription = ({ query }: ApolloLink.Operation) => {
    const definition = getMainDefinition(query);
    return definition.kind === Kind.OPERATION_DEFINITION && definition.operation === OperationTypeNode.SUBSCRIPTION;
  };
  const subscriptions = new ApolloLink((operation) =>
    events.pipe(
      filter((event) => !event.operation || event.operation === operation.operationName),
      map((event) => event.result),
    ),
  );
  const link = ApolloLink.split(isSubscription, subscriptions, new MockLink(mocks));
  return { link, push: (result: ApolloLink.Result, operation?: string) => events.next({ result, operation }) };
}

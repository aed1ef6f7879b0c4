import { ApolloLink } from '@apollo/client';
import { MockLink } from '@apollo/client/testing';
import { getMainDefinition } from '@apollo/client/utilities';
import { Kind, OperationTypeNode } from 'graphql';
import { Subject } from 'rxjs';

/**
 * Test helper: queries and mutations answered by `mocks`, subscriptions fed by hand with `push`,
 * so a test decides exactly when a live event arrives (after the page has loaded).
 */
export function linkWithPushableSubscriptions(mocks: ReadonlyArray<MockLink.MockedResponse<Record<string, unknown>, Record<string, unknown>>>) {
  const events = new Subject<ApolloLink.Result>();
  const isSubscription = ({ query }: ApolloLink.Operation) => {
    const definition = getMainDefinition(query);
    return definition.kind === Kind.OPERATION_DEFINITION && definition.operation === OperationTypeNode.SUBSCRIPTION;
  };
  const link = ApolloLink.split(isSubscription, new ApolloLink(() => events.asObservable()), new MockLink(mocks));
  return { link, push: (result: ApolloLink.Result) => events.next(result) };
}

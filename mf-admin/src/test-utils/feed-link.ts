import { ApolloLink } from '@apollo/client';
import { getMainDefinition } from '@apollo/client/utilities';
import { Kind } from 'graphql';
import { Observable, type Observer } from 'rxjs';

interface Subscriber {
  fields: ReadonlySet<string>;
  observer: Observer<ApolloLink.Result>;
}

/** What {@link FeedLink.simulateResult} takes: MockSubscriptionLink's shape. */
export interface SimulatedResult {
  result?: ApolloLink.Result;
  error?: Error;
  delay?: number;
}

/**
 * The tests' stand-in for the subscription socket, like Apollo's MockSubscriptionLink, except that
 * an event reaches only the subscriptions naming its root field (as the server's topics would):
 * a screen with both `adminFeed` and `outpassChanged` open gets each event once, where it belongs.
 */
export class FeedLink extends ApolloLink {
  private subscribers: Subscriber[] = [];

  override request(operation: ApolloLink.Operation): Observable<ApolloLink.Result> {
    const definition = getMainDefinition(operation.query);
    const fields = new Set(
      definition.selectionSet.selections.flatMap((selection) => (selection.kind === Kind.FIELD ? [selection.alias?.value ?? selection.name.value] : [])),
    );
    return new Observable((observer) => {
      const subscriber = { fields, observer };
      this.subscribers.push(subscriber);
      return () => {
        this.subscribers = this.subscribers.filter((entry) => entry !== subscriber);
      };
    });
  }

  /** Sends an event (after `delay` ms, on a timer as the socket would) to the subscriptions it is for. */
  simulateResult({ result, error, delay = 0 }: SimulatedResult): void {
    setTimeout(() => {
      const keys = Object.keys(result?.data ?? {});
      for (const { fields, observer } of this.subscribers) {
        if (error) observer.error(error);
        else if (result && keys.some((key) => fields.has(key))) observer.next(result);
      }
    }, delay);
  }
}

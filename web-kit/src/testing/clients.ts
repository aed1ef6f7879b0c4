import { Client, getOperationName, makeErrorResult, makeResult, type Exchange, type ExecutionResult, type Operation, type OperationResult } from '@urql/core';
import type { DocumentNode, GraphQLFormattedError } from 'graphql';
import { filter, make, makeSubject, map, mergeMap, never, pipe, share, takeUntil, type Source } from 'wonka';
import type { GraphQLClient, Variables } from '../graphql/types';
import { normalisedCache, type Updaters } from '../graphql/cache';
import { fromUrql, type UrqlBacked } from '../graphql/client';
import { OperationError } from '../graphql/errors';

/**
 * A mocked answer: the operation (document and variables) and its `result` (data, errors; or a
 * function of the variables) or `error` (a network failure), after `delay` ms (20 unless said;
 * Infinity never answers). Each answers once unless `maxUsageCount` says more. The format is
 * Apollo's MockLink's, which the screens' tests were first written in.
 */
export interface Mock {
  request: { query: DocumentNode; variables?: Variables | ((variables: Variables) => boolean) };
  result?: ExecutionResult | ((variables: Variables) => ExecutionResult) | { data?: unknown; errors?: readonly GraphQLFormattedError[] };
  error?: Error;
  delay?: number;
  maxUsageCount?: number;
}

/** A pushed live event, for every open subscription or those of `operation` (its name). */
interface Pushed {
  result: { data?: unknown; errors?: readonly GraphQLFormattedError[] };
  operation?: string;
}

const DEFAULT_DELAY = 20;

/** Equal as JSON values, a key holding `undefined` counting as absent (as variables are sent). */
function same(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keys = (value: object) => Object.keys(value).filter((key) => (value as Record<string, unknown>)[key] !== undefined);
  const [left, right] = [keys(a), keys(b)];
  return left.length === right.length && left.every((key) => same((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]));
}

/** The default values a document declares for its variables (a mock without them still matches). */
function defaults(document: DocumentNode): Variables {
  const values: Variables = {};
  for (const definition of document.definitions) {
    if (definition.kind !== 'OperationDefinition') continue;
    for (const variable of definition.variableDefinitions ?? []) {
      const value = variable.defaultValue;
      if (value && 'value' in value) values[variable.variable.name.value] = value.value;
    }
  }
  return values;
}

const matches = (mock: Mock, operation: Operation) => {
  if (getOperationName(mock.request.query) !== getOperationName(operation.query as DocumentNode)) return false;
  const { variables } = mock.request;
  if (typeof variables === 'function') return variables(operation.variables as Variables);
  return same({ ...defaults(mock.request.query), ...variables }, operation.variables ?? {});
};

/** An exchange answering from `mocks` (and subscriptions from `pushed`, when given). */
function mockExchange(given: readonly Mock[], pushed?: Source<Pushed>): Exchange {
  const mocks = given.map((mock) => ({ ...mock, maxUsageCount: mock.maxUsageCount ?? 1 }));
  return () => (operations$) => {
    const shared$ = pipe(operations$, share);
    return pipe(
      shared$,
      filter((operation) => operation.kind !== 'teardown'),
      mergeMap((operation): Source<OperationResult> => {
        const torn$ = pipe(
          shared$,
          filter((other) => other.kind === 'teardown' && other.key === operation.key),
        );
        if (operation.kind === 'subscription' && pushed)
          return pipe(
            pushed,
            filter((event) => !event.operation || event.operation === getOperationName(operation.query as DocumentNode)),
            map((event) => makeResult(operation, event.result as ExecutionResult)),
            takeUntil(torn$),
          );
        // A mock is spent when it answers, not when asked: an operation torn down before its answer
        // (a screen that reads the cache while rendering, then subscribes) asked the network nothing.
        const mock = mocks.find((candidate) => matches(candidate, operation));
        if (!mock) {
          const message = `No more mocked responses for ${getOperationName(operation.query as DocumentNode)} with variables ${JSON.stringify(operation.variables)}`;
          return pipe(
            answerAfter(0, () => {
              console.warn(message);
              return makeErrorResult(operation, new Error(message));
            }),
            takeUntil(torn$),
          );
        }
        const delay = mock.delay ?? DEFAULT_DELAY;
        if (delay === Infinity) return pipe(never, takeUntil(torn$));
        return pipe(
          answerAfter(delay, () => {
            if (mock.maxUsageCount > 1) mock.maxUsageCount--;
            else if (mocks.includes(mock)) mocks.splice(mocks.indexOf(mock), 1);
            if (mock.error) return makeErrorResult(operation, mock.error);
            const result = typeof mock.result === 'function' ? mock.result(operation.variables as Variables) : mock.result;
            return makeResult(operation, (result ?? { data: null }) as ExecutionResult);
          }),
          takeUntil(torn$),
        );
      }),
    );
  };
}

/** One answer, `delay` ms from now (a timer, as a network is). */
const answerAfter = (delay: number, answer: () => OperationResult): Source<OperationResult> =>
  make((observer) => {
    const timer = setTimeout(() => {
      observer.next(answer());
      observer.complete();
    }, delay);
    return () => clearTimeout(timer);
  });

function clientOn(exchange: Exchange): UrqlBacked {
  const updaters: Updaters = { Mutation: {}, Subscription: {} };
  // graphcache as the page has it: tests see the same normalised cache and updaters.
  return fromUrql(new Client({ url: '/graphql', exchanges: [normalisedCache(updaters), exchange] }), updaters);
}

/** A page's client for a screen's test: every operation, subscriptions too, answered by `mocks`. */
export function mockedClient(mocks: readonly Mock[] = []): GraphQLClient {
  return clientOn(mockExchange(mocks));
}

/**
 * A page's client for a screen's test: queries and mutations answered by `mocks`, subscriptions
 * fed by hand with `push(result, operationName?)`, so a test decides when a live event arrives.
 */
export function mockedClientWithPush(mocks: readonly Mock[] = []) {
  const events = makeSubject<Pushed>();
  const source = pipe(events.source, share);
  return { client: clientOn(mockExchange(mocks, source)) as GraphQLClient, push: (result: Pushed['result'], operation?: string) => events.next({ result, operation }) };
}

/** The error a client rejects with when the server answers with GraphQL errors. */
export const operationError = (errors: readonly GraphQLFormattedError[]): Error => new OperationError(errors);


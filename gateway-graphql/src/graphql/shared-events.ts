import { createSourceEventStream, execute, Kind, subscribe, type DocumentNode, type ExecutionArgs, type ExecutionResult } from 'graphql';

/**
 * Subscriptions whose events read the same for every subscriber: their fields depend on the
 * event only, never on who listens (access is checked once, when the subscription starts).
 * Only these may share one execution per event; any other subscription runs per subscriber.
 */
const SHARED_ROOT_FIELDS = new Set(['roomAvailability', 'roomChanges']);

/**
 * graphql's `subscribe`, except that for a subscription of SHARED_ROOT_FIELDS each event is
 * executed once per distinct (query text, operation, variables) and the result given to every
 * subscriber asking the same: 1,000 open grids of a hostel cost one execution per bed change,
 * not 1,000. The event bus hands the same payload object to every subscriber of an instance
 * (one JSON.parse per Redis message), which is what the results are remembered by.
 */
export class SharedEventExecution {
  private readonly texts = new WeakMap<DocumentNode, string>();
  private readonly results = new WeakMap<object, Map<string, Promise<ExecutionResult>>>();

  /** The query text a document was parsed from (the sharing key); call before subscribing. */
  remember(document: DocumentNode, text: string): void {
    this.texts.set(document, text);
  }

  readonly subscribe = async (args: ExecutionArgs): Promise<AsyncIterable<ExecutionResult> | ExecutionResult> => {
    const key = this.keyOf(args);
    if (key === undefined) return subscribe(args);
    const stream = await createSourceEventStream(args);
    if (!(Symbol.asyncIterator in stream)) return stream; // refused: its errors
    const source = stream[Symbol.asyncIterator]();
    const once = (payload: unknown) => this.executeOnce(payload, key, args);
    const mapped: AsyncIterableIterator<ExecutionResult> = {
      [Symbol.asyncIterator]: () => mapped,
      next: async () => {
        const event = await source.next();
        return event.done ? { done: true, value: undefined } : { done: false, value: await once(event.value) };
      },
      // The subscriber went: end the bus subscription now, even while waiting for an event.
      return: async () => {
        await source.return?.();
        return { done: true, value: undefined };
      },
      throw: async (error: unknown) => {
        await source.return?.();
        throw error;
      },
    };
    return mapped;
  };

  private keyOf(args: ExecutionArgs): string | undefined {
    const text = this.texts.get(args.document);
    if (text === undefined) return undefined;
    const operations = args.document.definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION);
    const operation = operations.find((o) => (args.operationName ? o.name?.value === args.operationName : true));
    if (operations.length !== 1 || operation?.operation !== 'subscription') return undefined;
    const fields = operation.selectionSet.selections;
    if (fields.length !== 1 || fields[0]!.kind !== Kind.FIELD || !SHARED_ROOT_FIELDS.has(fields[0]!.name.value)) return undefined;
    return `${text}\n${args.operationName ?? ''}\n${JSON.stringify(args.variableValues ?? {})}`;
  }

  private executeOnce(payload: unknown, key: string, args: ExecutionArgs): Promise<ExecutionResult> {
    const run = async () => execute({ ...args, rootValue: payload });
    if (typeof payload !== 'object' || payload === null) return run();
    let byKey = this.results.get(payload);
    if (!byKey) this.results.set(payload, (byKey = new Map()));
    let result = byKey.get(key);
    if (!result) byKey.set(key, (result = run()));
    return result;
  }
}

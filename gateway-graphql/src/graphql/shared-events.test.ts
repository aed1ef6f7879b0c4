import { describe, expect, it } from 'vitest';
import { parse, type ExecutionResult, type GraphQLSchema } from 'graphql';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { Repeater } from '@repeaterjs/repeater';
import { SharedEventExecution } from './shared-events.js';

// A small schema like the gateway's: a shared subscription and a per-listener one, both fed by
// one source whose events are the same objects for every subscriber (as the event bus does).
function setup() {
  const listeners = new Set<(event: object) => void>();
  let executions = 0;
  let ended = 0;
  const source = () =>
    new Repeater<object>(async (push, stop) => {
      const listener = (event: object) => void push(event);
      listeners.add(listener);
      await stop;
      listeners.delete(listener);
      ended++;
    });
  const schema: GraphQLSchema = makeExecutableSchema({
    typeDefs: `
      type Room { id: ID! freeBeds: Int! }
      type Query { ok: Boolean }
      type Subscription { roomAvailability(hostel: String!): Room! roomChanges(hostel: String!): [Room!]! notificationAdded: Room! }`,
    resolvers: {
      Room: { freeBeds: (room: { freeBeds: number }) => (executions++, room.freeBeds) },
      Subscription: {
        roomAvailability: { subscribe: source, resolve: (room: object) => room },
        roomChanges: { subscribe: source, resolve: (rooms: object) => rooms },
        notificationAdded: { subscribe: source, resolve: (room: object) => room },
      },
    },
  });
  const publish = (event: object) => listeners.forEach((listener) => listener(event));
  return { schema, publish, executions: () => executions, ended: () => ended };
}

async function open(shared: SharedEventExecution, schema: GraphQLSchema, text: string, variables: Record<string, unknown> = {}) {
  const document = parse(text);
  shared.remember(document, text);
  const stream = (await shared.subscribe({ schema, document, variableValues: variables })) as AsyncIterableIterator<ExecutionResult>;
  return stream;
}

describe('shared execution of subscription events', () => {
  const GRID = 'subscription($h: String!) { roomAvailability(hostel: $h) { id freeBeds } }';

  it('executes an event once for every subscriber asking the same, and gives each the same answer', async () => {
    const { schema, publish, executions } = setup();
    const shared = new SharedEventExecution();
    const streams = await Promise.all(Array.from({ length: 5 }, () => open(shared, schema, GRID, { h: 'GH-1' })));
    const other = await open(shared, schema, 'subscription { roomAvailability(hostel: "GH-1") { freeBeds } }');
    const pending = [...streams, other].map((s) => s.next()); // a Repeater starts listening on its first pull
    await new Promise((resolve) => setTimeout(resolve, 10));
    publish({ id: 'r1', freeBeds: 1 });
    const answers = await Promise.all(pending);
    expect(answers.slice(0, 5).map((a) => a.value)).toEqual(Array(5).fill({ data: { roomAvailability: { id: 'r1', freeBeds: 1 } } }));
    expect(answers[5]!.value).toEqual({ data: { roomAvailability: { freeBeds: 1 } } });
    expect(executions()).toBe(2); // one for the five, one for the other query
  });

  it("executes a batch of the grids' roomChanges once for every subscriber asking the same", async () => {
    const { schema, publish, executions } = setup();
    const shared = new SharedEventExecution();
    const streams = await Promise.all(Array.from({ length: 5 }, () => open(shared, schema, 'subscription { roomChanges(hostel: "GH-1") { id freeBeds } }')));
    const pending = streams.map((s) => s.next());
    await new Promise((resolve) => setTimeout(resolve, 10));
    publish([{ id: 'r1', freeBeds: 1 }, { id: 'r2', freeBeds: 0 }]);
    const answers = await Promise.all(pending);
    expect(answers.map((a) => a.value)).toEqual(Array(5).fill({ data: { roomChanges: [{ id: 'r1', freeBeds: 1 }, { id: 'r2', freeBeds: 0 }] } }));
    expect(executions()).toBe(2); // each room's freeBeds once, not once per subscriber
  });

  it('runs any other subscription once per subscriber', async () => {
    const { schema, publish, executions } = setup();
    const shared = new SharedEventExecution();
    const streams = await Promise.all(Array.from({ length: 3 }, () => open(shared, schema, 'subscription { notificationAdded { freeBeds } }')));
    const pending = streams.map((s) => s.next());
    await new Promise((resolve) => setTimeout(resolve, 10));
    publish({ id: 'n1', freeBeds: 0 });
    await Promise.all(pending);
    expect(executions()).toBe(3);
  });

  it('ends the source at once when a subscriber leaves while waiting for an event', async () => {
    const { schema, ended } = setup();
    const shared = new SharedEventExecution();
    const stream = await open(shared, schema, GRID, { h: 'GH-1' });
    const pending = stream.next();
    await stream.return!();
    expect(await pending).toEqual({ done: true, value: undefined });
    expect(ended()).toBe(1);
  });
});

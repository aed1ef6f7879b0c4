import { getOperationAST, parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { WEB } from '../../bench/web-operations.js';
import { buildGatewaySchema } from './schema.js';
import { GridPlans } from './grid-plans.js';

const schema = await buildGatewaySchema();

/** Whether `query` (its named operation) gets a grid plan, and the plan's hostel for these variables. */
function planned(query: string, variables: Record<string, unknown> = { hostel: ' gh-1 ' }, operationName?: string) {
  const plans = new GridPlans(schema);
  const document = parse(query);
  plans.learn(query, operationName, document, getOperationAST(document, operationName)!);
  const plan = plans.find(query, operationName);
  return plan && { hostel: plan.hostelOf(variables), sharedKey: plan.sharedKey };
}

describe('which grid queries the grid lane plans', () => {
  it("plans the web's grid query (rooms, then the reader's window) and reads its hostel from the variables, trimmed and in capitals", () => {
    expect(planned(WEB.gridRooms.query, { hostel: ' gh-1 ' }, 'RoomGridRooms')?.hostel).toBe('GH-1');
  });

  it('plans the rooms alone, aliased, with the hostel as a literal, and keeps one part per selection', () => {
    expect(planned('{ rooms(hostel: "BH-1") { id freeBeds } }')?.hostel).toBe('BH-1');
    expect(planned('query G($h: String!) { all: rooms(hostel: $h) { id } mine: selectionWindow(hostel: $h) { state } }', { h: 'bh-2' })?.hostel).toBe('BH-2');
    const a = planned('query A($hostel: String!) { rooms(hostel: $hostel) { id } }');
    const b = planned('query A($hostel: String!) { rooms(hostel: $hostel) { id freeBeds } }');
    expect(a!.sharedKey).not.toBe(b!.sharedKey);
  });

  it('names no hostel for variables that name none: Apollo then words the refusal', () => {
    expect(planned(WEB.gridRooms.query, {}, 'RoomGridRooms')!.hostel).toBeUndefined();
    expect(planned(WEB.gridRooms.query, { hostel: 12 }, 'RoomGridRooms')!.hostel).toBeUndefined();
    expect(planned(WEB.gridRooms.query, { hostel: '  ' }, 'RoomGridRooms')!.hostel).toBeUndefined();
  });

  it('leaves everything else to Apollo: another field, the window first, two hostels, a directive, a fragment at the root, a mutation', () => {
    for (const query of [
      '{ me { id } }',
      'query($h: String!) { rooms(hostel: $h) { id } me { id } }',
      'query($h: String!) { selectionWindow(hostel: $h) { state } rooms(hostel: $h) { id } }',
      'query($h: String!, $k: String!) { rooms(hostel: $h) { id } selectionWindow(hostel: $k) { state } }',
      'query($h: String!) { rooms(hostel: $h) @include(if: true) { id } }',
      'query($h: String!) @deprecatedOp { rooms(hostel: $h) { id } }',
      'query($h: String!) { ...Q } fragment Q on Query { rooms(hostel: $h) { id } }',
      'mutation($r: ID!) { bookRoom(roomId: $r) { id } }',
    ]) {
      expect(planned(query), query).toBeUndefined();
    }
  });
});

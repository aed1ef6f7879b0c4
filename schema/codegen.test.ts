import { readFile } from 'node:fs/promises';
import { generate } from '@graphql-codegen/cli';
import { describe, expect, it } from 'vitest';
import config from './codegen.ts';
import { WEB_OPERATIONS_FILE, webOperations, webOperationsText } from './web-operations.ts';

describe('the web apps\' generated GraphQL types', () => {
  it('are what `npm run codegen` writes today: every operation validates against schema.graphql and its types are current', async () => {
    // generate() fails on an operation that does not validate against the schema.
    const outputs = await generate(config, false);
    expect(outputs.length).toBeGreaterThan(0);
    for (const { filename, content } of outputs) {
      expect(await readFile(filename, 'utf8'), `${filename} is stale: run npm run codegen`).toBe(content);
    }
  });
});

describe('the operations the web apps send (schema/web-operations.json)', () => {
  it('are what `npm run codegen` writes today: each app\'s operations as Apollo Client prints them, which the benchmarks send', async () => {
    expect(await readFile(WEB_OPERATIONS_FILE, 'utf8'), 'schema/web-operations.json is stale: run npm run codegen').toBe(await webOperationsText());
  });

  it('hold the grid\'s query as the grid sends it: rooms and the selection window, with the __typename Apollo Client adds', async () => {
    const { operations } = await webOperations();
    const grid = operations['mf-rooms']?.RoomGridRooms;
    expect(grid?.type).toBe('query');
    expect(grid?.text).toMatch(/^query RoomGridRooms\(\$hostel: String!\) \{\n {2}rooms\(hostel: \$hostel\) \{\n {4}\.\.\.GridRoom\n {4}__typename\n {2}\}\n {2}selectionWindow/);
  });
});

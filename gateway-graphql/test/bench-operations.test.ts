import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../src/config.js';
import { apolloBody, apolloSubscribePayload, WEB } from '../bench/web-operations.js';
import { bookingRequest } from '../bench/booking-request.js';

const file = JSON.parse(readFileSync(join(repoRoot, 'schema', 'web-operations.json'), 'utf8')) as { apolloClient: unknown; operations: Record<string, Record<string, { text: string }>> };

describe('what the benchmarks send', () => {
  it("sends the web's own operation texts (schema/web-operations.json), with what Apollo Client adds", () => {
    for (const operation of Object.values(WEB).flat()) {
      expect(operation.query, operation.operationName).toBe(file.operations[operation.app]![operation.operationName]!.text);
    }
    const grid = JSON.parse(apolloBody(WEB.gridRooms, { hostel: 'SD-1' })) as Record<string, unknown>;
    expect(Object.keys(grid)).toEqual(['operationName', 'variables', 'extensions', 'query']); // HttpLink's order
    expect(grid).toMatchObject({ operationName: 'RoomGridRooms', variables: { hostel: 'SD-1' }, extensions: { clientLibrary: file.apolloClient }, query: file.operations['mf-rooms']!.RoomGridRooms!.text });
    expect(apolloSubscribePayload(WEB.roomChanges, { hostel: 'FO-1' })).toMatchObject({ operationName: 'RoomGridChanges', query: file.operations['mf-rooms']!.RoomGridChanges!.text });
    const booking = JSON.parse(bookingRequest('graphql', 'a-room', 'a-key').body) as { query: string; variables: unknown };
    expect(booking).toMatchObject({ query: file.operations['mf-rooms']!.BookRoom!.text, variables: { roomId: 'a-room' } });
  });

  it('holds no GraphQL text of its own: every benchmark and fault injection builds its operations from the web\'s', () => {
    const own = /['"`]\s*(?:query|mutation|subscription)\b[^'"`]*\{|['"`]\s*\{\s*\w+\s*[({]/;
    for (const folder of ['bench', 'faults']) {
      for (const name of readdirSync(join(repoRoot, 'gateway-graphql', folder)).filter((n) => n.endsWith('.ts'))) {
        const lines = readFileSync(join(repoRoot, 'gateway-graphql', folder, name), 'utf8').split('\n');
        const found = lines.map((line, i) => [i + 1, line] as const).filter(([, line]) => own.test(line) && !line.trim().startsWith('*') && !line.trim().startsWith('//'));
        expect(found.map(([n, line]) => `${folder}/${name}:${n}: ${line.trim()}`)).toEqual([]);
      }
    }
  });
});

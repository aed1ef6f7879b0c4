import { describe, expect, it } from 'vitest';
import type { RemoteEntry } from '../web-kit/src/remote-manifest.js';
import { earlyQueriesBlock, pageHints } from './page-hints.js';

const remotes: RemoteEntry[] = [
  {
    name: 'mf_student',
    area: 'Student',
    version: '1',
    entry: 'http://localhost:3001/mf-manifest.json',
    routes: [
      { path: '/', match: 'exact', guard: 'session', title: 'Dashboard', frame: 'student', early: [] },
      { path: '/outpass', match: 'exact', guard: 'session', title: 'Outpass', frame: 'student' },
    ],
  },
  {
    name: 'mf_rooms',
    area: 'Rooms',
    version: '1',
    entry: 'http://localhost:3002/mf-manifest.json',
    routes: [
      {
        path: '/allotment',
        match: 'prefix',
        guard: 'session',
        title: 'Rooms',
        frame: 'student',
        early: [{ operationName: 'RoomGridRooms', query: 'query RoomGridRooms($hostel: String!) { rooms(hostel: $hostel) { id } }', variables: { hostel: { fromPath: 'rest' } } }],
      },
    ],
  },
];

describe("the shell's page for a path", () => {
  it("names its first screen's early queries in a JSON block, with the path's variable", () => {
    const block = earlyQueriesBlock('/allotmentGH-1', remotes);
    const json = /^<script type="application\/json" id="dormspace-early-queries">(.*)<\/script>$/.exec(block)?.[1];
    expect(JSON.parse(json!)).toEqual([{ operationName: 'RoomGridRooms', query: remotes[1]!.routes[0]!.early![0]!.query, variables: { hostel: 'GH-1' } }]);
    // A first screen that reads nothing says so (an empty list); one that does not say gets no block.
    expect(earlyQueriesBlock('/', remotes)).toBe('<script type="application/json" id="dormspace-early-queries">[]</script>');
    expect(earlyQueriesBlock('/outpass', remotes)).toBe('');
  });

  it('cannot be ended early by what a path holds', () => {
    const block = earlyQueriesBlock(`/allotment${encodeURIComponent('</script><script>alert(1)</script>')}`, remotes);
    expect(block.match(/<\/script>/g)).toHaveLength(1);
    expect(block).toContain('\\u003c/script>');
    expect(JSON.parse(/>(\[.*\])</.exec(block)![1]!)[0].variables.hostel).toBe('</script><script>alert(1)</script>');
  });

  it("preloads the remote list and the owner's manifest, and connects to every remote", () => {
    const hints = pageHints('/allotmentGH-1', remotes);
    expect(hints).toContain('<http://localhost:3002/mf-manifest.json>; rel=preload; as=fetch; crossorigin');
    expect(hints).toContain('<http://localhost:3001>; rel=preconnect');
  });
});

import { randomUUID } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { deflatedPart, gzipAfter } from './gzip-parts.js';

describe('a gzip answer of a kept part and a reader\'s own bytes', () => {
  const rooms = Array.from({ length: 250 }, (_, i) => ({ id: randomUUID(), number: 101 + i, type: 'Double', freeBeds: i % 3, __typename: 'Room' }));
  const kept = Buffer.from(`{"data":{"rooms":${JSON.stringify(rooms)}`);

  it('decodes, as gzip does, to the kept bytes followed by the reader\'s', () => {
    const part = deflatedPart(kept);
    for (const rest of ['}}\n', `,"selectionWindow":{"state":"OPEN","now":"${new Date().toISOString()}"}}}\n`, '']) {
      const answer = gzipAfter(part, Buffer.from(rest));
      expect(gunzipSync(answer).toString()).toBe(kept.toString() + rest);
    }
  });

  it('keeps a 250-room grid near what gzip makes of it whole, and under 12 KB', () => {
    const answer = gzipAfter(deflatedPart(kept), Buffer.from('}}\n'));
    expect(answer.length).toBeLessThan(12 * 1024);
    expect(answer.length).toBeLessThan(kept.length / 4);
  });

  it('reads the kept part never again: the same kept part serves every reader, each with their own end', () => {
    const part = deflatedPart(kept);
    const a = gunzipSync(gzipAfter(part, Buffer.from('A}}\n'))).toString();
    const b = gunzipSync(gzipAfter(part, Buffer.from('B}}\n'))).toString();
    expect([a.endsWith('A}}\n'), b.endsWith('B}}\n'), a.slice(0, -4) === b.slice(0, -4)]).toEqual([true, true, true]);
  });

  it('holds an empty kept part and unicode', () => {
    expect(gunzipSync(gzipAfter(deflatedPart(Buffer.alloc(0)), Buffer.from('{"é":"ü"}'))).toString()).toBe('{"é":"ü"}');
  });
});

describe('a reader\'s own bytes in stored blocks', () => {
  it('decodes past one block\'s 65,535 bytes', () => {
    const rest = Buffer.from('x'.repeat(70_000) + 'é'.repeat(40_000));
    const answer = gzipAfter(deflatedPart(Buffer.from('{"a":')), rest);
    expect(gunzipSync(answer).toString()).toBe(`{"a":${rest.toString()}`);
  });
});

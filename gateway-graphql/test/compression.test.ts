import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { newStudent, useTestApp, type TestApp } from './app.js';

interface Raw {
  status: number;
  headers: Record<string, string | undefined>;
  bytes: Buffer;
  text: string;
}

/** A request with exactly these headers (fetch would add its own Accept-Encoding), read as it crossed the wire. */
function send(app: TestApp, method: string, path: string, headers: Record<string, string>, body?: string): Promise<Raw> {
  const { port } = new URL(app.url);
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method, headers: { ...(body ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } : {}), ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => void chunks.push(chunk));
      res.on('end', () => {
        const bytes = Buffer.concat(chunks);
        const encoding = res.headers['content-encoding'];
        const text = encoding === 'gzip' ? gunzipSync(bytes).toString() : encoding === 'br' ? brotliDecompressSync(bytes).toString() : bytes.toString();
        resolve({ status: res.statusCode!, headers: res.headers as Record<string, string | undefined>, bytes, text });
      });
    });
    req.on('error', reject);
    req.end(body);
  });
}

describe('answers of 1 KB and more, compressed as the client accepts', () => {
  const app = useTestApp();

  it("compresses a REST answer (the spec's GET /api/room) in brotli or gzip as accepted, with Vary; sends it whole to a client that takes neither", async () => {
    const { client } = await newStudent(app, { gender: 'Female' });
    const cookie = client.cookie!;
    const plain = await send(app, 'GET', '/api/room?hostel=GH-1', { cookie });
    expect(plain.status).toBe(200);
    expect(plain.bytes.length).toBeGreaterThan(1024);
    expect(plain.headers['content-encoding']).toBeUndefined();
    for (const [accepted, chosen] of [['gzip, deflate, br, zstd', 'br'], ['gzip, deflate', 'gzip'], ['br', 'br'], ['identity', undefined]] as const) {
      const answer = await send(app, 'GET', '/api/room?hostel=GH-1', { cookie, 'accept-encoding': accepted });
      expect(answer.headers['content-encoding'], accepted).toBe(chosen);
      expect(answer.headers.vary, accepted).toMatch(/Accept-Encoding/);
      expect(answer.text, accepted).toBe(plain.text);
      if (chosen) expect(answer.bytes.length, accepted).toBeLessThan(plain.bytes.length / 3);
    }
  });

  it('compresses a GraphQL answer of the GraphQL lane, and leaves a small one as it is', async () => {
    const { client } = await newStudent(app, { gender: 'Female' });
    const cookie = client.cookie!;
    const big = JSON.stringify({ query: '{ hostels { id name gender bookingMode firstFloor floors title } rooms(hostel: "GH-2") { id number floor type capacity freeBeds } }' });
    const small = JSON.stringify({ query: '{ me { id name } }' });
    const compressed = await send(app, 'POST', '/graphql', { cookie, 'accept-encoding': 'gzip' }, big);
    expect(compressed.headers['content-encoding']).toBe('gzip');
    expect((JSON.parse(compressed.text) as { data: { rooms: unknown[] } }).data.rooms.length).toBeGreaterThan(10);
    const left = await send(app, 'POST', '/graphql', { cookie, 'accept-encoding': 'gzip' }, small);
    expect(left.headers['content-encoding']).toBeUndefined();
    expect(left.headers.vary).toMatch(/Accept-Encoding/);
    expect(Number(left.headers['content-length'])).toBeLessThan(1024);
  });

  it('leaves the booking lane\'s few hundred bytes as they are, saying they vary as the full path does', async () => {
    const { client } = await newStudent(app, { gender: 'Female' });
    const rooms = (await client.rest<{ _id: string; freeBeds: number }[]>('GET', '/room?hostel=GH-3')).body;
    const booked = await send(app, 'POST', '/api/bookroom/room', { cookie: client.cookie!, 'accept-encoding': 'gzip, deflate, br' }, JSON.stringify({ _id: rooms.find((r) => r.freeBeds > 0)!._id }));
    expect(booked.status, booked.text).toBe(201);
    expect(booked.headers['content-encoding']).toBeUndefined();
    expect(booked.headers.vary).toBe('Accept-Encoding');
  });
});

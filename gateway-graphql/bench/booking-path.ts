import { randomUUID } from 'node:crypto';
import { Agent, request } from 'node:http';
import { percentiles } from './setup.js';
import type { SelectionDaySeed } from './selection-day.js';
import { bookingRequest, bookingStatus, type BookVia } from './booking-request.js';

/** A gateway under test: its URL and the CPU its process has used so far (ms). */
export interface MeteredGateway {
  url: string;
  cpuMs(): number | null;
}

const CONNECTIONS = 16;
const CLOSED_REQUESTS = 4_000;
const OPEN_REQUESTS = 3_000;
const OPEN_EVERY_MS = 2; // 500 a second: selection day's arrival rate
const WARM_UP_REQUESTS = 8_000;

export interface BookingPathResult {
  rounds: number;
  /** Gateway CPU per request (ms), per round: 16 connections as fast as they are answered. */
  closedCpuMs: { full: number[]; lane: number[] };
  /** Gateway CPU per request (ms), per round: one request every 2 ms, as selection day arrives. */
  openCpuMs: { full: number[]; lane: number[] };
  /** p99 of the open phase (ms), per round. */
  openP99Ms: { full: number[]; lane: number[] };
  /** The median of each, lane over full path. */
  ratio: { closedCpu: number; openCpu: number };
  /** Every answer's status: all refusals of a full room (409), or the run says why not. */
  statuses: Record<string, number>;
}

/**
 * The booking request's gateway CPU on the full path (Express's chain) and on a lane: the REST
 * call on the booking lane (http/booking-lane.ts), or the web's GraphQL mutation on the GraphQL
 * lane (http/graphql-lane.ts), measured in one run: two gateways on one database, their phases
 * interleaved round by round (the order flipped every round), so that the machine's speed in
 * the minute weighs on both alike. Every request asks for a bed in a room that is full: one
 * statement and a 409, the answer to three of every four requests of a selection day.
 */
export async function bookingPath(gateways: { full: MeteredGateway; lane: MeteredGateway }, seed: SelectionDaySeed, options: { via?: BookVia; rounds?: number } = {}): Promise<BookingPathResult> {
  const { via = 'rest', rounds = 4 } = options;
  // A fresh pool of connections for each phase: one left idle through the other gateway's phase
  // could be closed by the server (keep-alive timeout) just as it is reused, a dropped request.
  let agent = new Agent({ keepAlive: true, maxSockets: 512 });
  const fresh = () => {
    agent.destroy();
    agent = new Agent({ keepAlive: true, maxSockets: 512 });
  };
  const statuses: Record<string, number> = {};
  const [room] = seed.rooms;
  const cookies = seed.cookies;
  const send = (url: string, cookie: string) =>
    new Promise<void>((resolve) => {
      const { port } = new URL(url);
      const { path, body, headers } = bookingRequest(via, room!, randomUUID());
      const req = request(
        { host: '127.0.0.1', port, path, method: 'POST', agent, headers: { ...headers, cookie } },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => void chunks.push(chunk));
          res.on('end', () => {
            const status = bookingStatus(via, res.statusCode!, Buffer.concat(chunks).toString());
            statuses[status] = (statuses[status] ?? 0) + 1;
            resolve();
          });
        },
      );
      req.on('error', () => {
        statuses.dropped = (statuses.dropped ?? 0) + 1;
        resolve();
      });
      req.end(body);
    });
  const student = (i: number) => cookies[2 + (i % (cookies.length - 2))]!;

  const closed = async (gateway: MeteredGateway, count: number) => {
    fresh();
    let next = 0;
    const before = gateway.cpuMs() ?? 0;
    await Promise.all(
      Array.from({ length: CONNECTIONS }, async () => {
        while (next < count) await send(gateway.url, student(next++));
      }),
    );
    return ((gateway.cpuMs() ?? 0) - before) / count;
  };
  const open = async (gateway: MeteredGateway) => {
    fresh();
    const before = gateway.cpuMs() ?? 0;
    const started = performance.now();
    const latencies: number[] = [];
    const sent: Promise<void>[] = [];
    for (let i = 0; i < OPEN_REQUESTS; i++) {
      const wait = started + i * OPEN_EVERY_MS - performance.now();
      if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
      const at = performance.now();
      sent.push(send(gateway.url, student(i)).then(() => void latencies.push(performance.now() - at)));
    }
    await Promise.all(sent);
    return { cpuMs: ((gateway.cpuMs() ?? 0) - before) / OPEN_REQUESTS, p99: percentiles(latencies).p99 };
  };

  try {
    // The room, full before anyone else asks: its two beds taken by the first two students.
    await send(gateways.full.url, cookies[0]!);
    await send(gateways.full.url, cookies[1]!);
    if (statuses[201] !== 2) throw new Error(`the room was not filled: ${JSON.stringify(statuses)}`);
    for (const gateway of [gateways.full, gateways.lane]) await closed(gateway, WARM_UP_REQUESTS);
    for (const key of Object.keys(statuses)) delete statuses[key];

    const result: BookingPathResult = {
      rounds,
      closedCpuMs: { full: [], lane: [] },
      openCpuMs: { full: [], lane: [] },
      openP99Ms: { full: [], lane: [] },
      ratio: { closedCpu: 0, openCpu: 0 },
      statuses,
    };
    const round3 = (n: number) => Math.round(n * 1000) / 1000;
    for (let r = 0; r < rounds; r++) {
      for (const path of r % 2 === 0 ? (['full', 'lane'] as const) : (['lane', 'full'] as const)) {
        result.closedCpuMs[path].push(round3(await closed(gateways[path], CLOSED_REQUESTS)));
        const phase = await open(gateways[path]);
        result.openCpuMs[path].push(round3(phase.cpuMs));
        result.openP99Ms[path].push(phase.p99);
      }
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    const ratio = (of: { full: number[]; lane: number[] }) => Math.round((median(of.lane) / median(of.full)) * 100) / 100;
    result.ratio = { closedCpu: ratio(result.closedCpuMs), openCpu: ratio(result.openCpuMs) };
    return result;
  } finally {
    agent.destroy();
  }
}

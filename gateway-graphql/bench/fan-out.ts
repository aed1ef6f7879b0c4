import { createHash, randomBytes } from 'node:crypto';
import { Agent, request } from 'node:http';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import pg from 'pg';
import WebSocket from 'ws';
import { percentiles } from './setup.js';
import { apolloSubscribePayload, WEB } from './web-operations.js';

const SUBSCRIBERS = 1000;
const BOOKINGS = 200;

export interface FanOutOptions {
  /** Bookings a second: 20 as the issue measured, or more for a busier hostel. */
  rate: number;
}
const ROOMS = 250;
const CANARIES = 20; // the last rooms, each booked by its own student, until every subscriber hears one

export interface FanOutSeed {
  subscriberCookies: string[];
  bookerCookies: string[];
  rooms: string[];
}

/** How often the load generator's event loop is sampled; the histogram's intervals include it. */
const LOOP_RESOLUTION_MS = 10;
/** How late the loop's timer fired, in ms (one decimal), from an interval in nanoseconds. */
const lateMs = (intervalNs: number) => Math.max(0, Math.round((intervalNs / 1e6 - LOOP_RESOLUTION_MS) * 10) / 10);

/** A hostel of 250 double rooms, 1,000 logged-in students who watch its grid, 200 who book and 20 canaries. */
export async function seedFanOut(databaseUrl: string): Promise<FanOutSeed> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    await db.query('begin');
    const { rows } = await db.query<{ id: string }>(`insert into hostels (name, gender, booking_mode) values ('FO-1', 'Female', 'instant') returning id`);
    const rooms = (await db.query<{ id: string }>(`insert into rooms (hostel_id, number, floor, type, capacity) select $1, 100 + n, (100 + n) / 100, 'Double', 2 from generate_series(1, $2) n returning id`, [rows[0]!.id, ROOMS])).rows.map((r) => r.id);
    const tokens = Array.from({ length: SUBSCRIBERS + BOOKINGS + CANARIES }, () => randomBytes(32).toString('base64url'));
    await db.query(
      `with s as (
         insert into users (role, name, email, password_hash, gender, enrollment_id)
         select 'student', 'Watcher ' || n, 'watcher' || n || '@dormspace.test', 'x', 'Female', 'FO' || lpad(n::text, 5, '0') from generate_series(1, $1) n
         returning id, enrollment_id)
       insert into sessions (user_id, token_hash, expires_at)
       select s.id, t.hash, now() + interval '1 day' from s join unnest($2::text[]) with ordinality as t(hash, n) on s.enrollment_id = 'FO' || lpad(t.n::text, 5, '0')`,
      [tokens.length, tokens.map((t) => createHash('sha256').update(t).digest('hex'))],
    );
    await db.query('commit');
    const cookies = tokens.map((t) => `dormspace_session=${t}`);
    return { subscriberCookies: cookies.slice(0, SUBSCRIBERS), bookerCookies: cookies.slice(SUBSCRIBERS), rooms };
  } finally {
    await db.end();
  }
}

/**
 * 1,000 open grids of FO-1 subscribed over WebSockets, alternately on each gateway, while 200
 * students book 200 different rooms at `rate` a second through the first gateway (and the load
 * balancer's choice does not matter: events cross gateways through Redis). Each subscriber must
 * get each room's change exactly once (each room is booked once); latency is from the booking's
 * answer (its commit came before) to the arrival of the message that carries the room.
 */
export async function fanOut(gatewayUrls: string[], seed: FanOutSeed, options: FanOutOptions = { rate: 20 }) {
  const bookingWindowMs = (BOOKINGS / options.rate) * 1000;
  const received = seed.subscriberCookies.map(() => new Map<string, number>());
  let duplicates = 0;
  let messages = 0;
  const errors: string[] = [];
  const sockets: WebSocket[] = [];
  // The grid's own subscription, as Apollo Client's socket link sends it (mf-rooms' RoomGridChanges).
  const subscribe = JSON.stringify({ id: '1', type: 'subscribe', payload: apolloSubscribePayload(WEB.roomChanges, { hostel: 'FO-1' }) });
  // Each grid speaks graphql-transport-ws itself, as little as a subscriber needs: 1,000
  // graphql-ws clients in one process cost the load generator more than the messages did, and a
  // message that waits for its busy loop is stamped late (a real grid has one socket, not 1,000).
  for (const [i, cookie] of seed.subscriberCookies.entries()) {
    const socket = new WebSocket(`${gatewayUrls[i % gatewayUrls.length]!.replace('http', 'ws')}/graphql`, 'graphql-transport-ws', { headers: { cookie } });
    sockets.push(socket);
    const failed = (why: string) => void (errors.length < 3 && errors.push(why));
    socket.on('open', () => socket.send(JSON.stringify({ type: 'connection_init' })));
    socket.on('message', (data: Buffer) => {
      const at = performance.now();
      const message = JSON.parse(data.toString()) as { type: string; payload?: unknown };
      if (message.type === 'next') {
        const data = (message.payload as { data?: { roomChanges?: { id: string }[] } }).data?.roomChanges;
        if (!data) return;
        messages++;
        for (const room of data) {
          if (received[i]!.has(room.id)) duplicates++;
          else received[i]!.set(room.id, at);
        }
      } else if (message.type === 'connection_ack') socket.send(subscribe);
      else if (message.type === 'ping') socket.send(JSON.stringify({ type: 'pong' }));
      else if (message.type === 'error') failed(JSON.stringify(message.payload));
    });
    socket.on('close', (code, reason) => void (code !== 1000 && failed(`closed ${code} ${reason.toString()}`)));
    socket.on('error', (error) => failed(error.message));
  }
  const agent = new Agent({ keepAlive: true, maxSockets: 256 });
  const { port } = new URL(gatewayUrls[0]!);
  const book = (cookie: string, roomId: string): Promise<{ status: number; at: number }> =>
    new Promise((resolve, reject) => {
      const body = JSON.stringify({ _id: roomId });
      const req = request({ host: '127.0.0.1', port, path: '/api/bookroom/room', method: 'POST', agent, headers: { cookie, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } }, (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode!, at: performance.now() }));
      });
      // A kept-alive socket the gateway closed meanwhile: send again on a new one.
      req.on('error', (error: NodeJS.ErrnoException) => (req.reusedSocket && error.code === 'ECONNRESET' ? book(cookie, roomId).then(resolve, reject) : reject(error)));
      req.end(body);
    });
  const until = async (done: () => boolean, ms: number) => {
    const deadline = performance.now() + ms;
    while (!done() && performance.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    return done();
  };

  // Canaries: a booking every 2 s until every subscriber hears the same one (all subscriptions live).
  let live = false;
  let heard = 0;
  for (let c = 1; c <= CANARIES && !live; c++) {
    const canaryRoom = seed.rooms.at(-c)!;
    const canary = await book(seed.bookerCookies.at(-c)!, canaryRoom);
    if (canary.status !== 201) throw new Error(`canary booking answered ${canary.status}`);
    live = await until(() => received.every((r) => r.has(canaryRoom)), 2_000);
    heard = received.filter((r) => r.has(canaryRoom)).length;
    if (process.env.BENCH_TRACE) console.log(`  canary ${c}: ${heard} of ${SUBSCRIBERS} subscribers heard it`);
  }
  if (!live) throw new Error(`only ${heard} of ${SUBSCRIBERS} subscribers heard the last canary; first errors: ${errors.join(' | ')}`);

  const answered = new Map<string, number>();
  // The load generator's own event loop: a message that arrives while it is busy is stamped late,
  // so its delay is part of every latency measured here (a real grid has one socket, not 1,000).
  const loopDelay = monitorEventLoopDelay({ resolution: LOOP_RESOLUTION_MS });
  loopDelay.enable();
  const started = performance.now();
  const messagesBefore = messages;
  const flows: Promise<void>[] = [];
  for (let i = 0; i < BOOKINGS; i++) {
    const wait = started + (i * bookingWindowMs) / BOOKINGS - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    const roomId = seed.rooms[i]!;
    flows.push(book(seed.bookerCookies[i]!, roomId).then(({ status, at }) => void (status === 201 && answered.set(roomId, at))));
  }
  await Promise.all(flows);
  await until(() => received.every((r) => [...answered.keys()].every((id) => r.has(id))), 10_000);
  loopDelay.disable();
  const messagesDuring = messages - messagesBefore;

  const latencies: number[] = [];
  let lost = 0;
  for (const r of received) {
    for (const [roomId, at] of answered) {
      const got = r.get(roomId);
      if (got === undefined) lost++;
      else latencies.push(Math.max(0, got - at));
    }
  }
  await Promise.all(sockets.map((socket) => new Promise<void>((closed) => (socket.readyState === WebSocket.CLOSED ? closed() : (socket.once('close', () => closed()), socket.close(1000))))));
  agent.destroy();
  return {
    subscription: WEB.roomChanges.operationName,
    subscribers: SUBSCRIBERS,
    gateways: gatewayUrls.length,
    bookings: answered.size,
    bookingsPerSecond: options.rate,
    expectedDeliveries: SUBSCRIBERS * answered.size,
    delivered: latencies.length,
    // Messages the grids received over the bookings: one per room change, or fewer in batches.
    messages: messagesDuring,
    roomsPerMessage: Math.round((latencies.length / Math.max(1, messagesDuring)) * 100) / 100,
    lost,
    duplicated: duplicates,
    commitToScreenMs: percentiles(latencies),
    loadGeneratorLoopDelayMs: { p50: lateMs(loopDelay.percentile(50)), p99: lateMs(loopDelay.percentile(99)), max: lateMs(loopDelay.max) },
  };
}

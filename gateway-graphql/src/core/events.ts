import type { PubSub } from '@graphql-yoga/subscription';
import { Redis } from 'ioredis';
import { randomUUID } from 'node:crypto';
import type { AdminFeedEvent, NotificationView, OutpassView, RoomRequestView, RoomView } from './views.js';
import { silentLogger, type Logger } from './log.js';

/** Every topic and its payload; the second element of a pair is keyed by the first (hostel, student). */
/** A repair job that changed, and who (besides its hostel's staff) may see it. */
export interface RepairChange {
  jobId: string;
  hostelId: string;
  userIds: string[];
}

/** A parcel that changed, and who (besides its hostel's desk) may see it: its student. */
export interface ParcelChange {
  parcelId: string;
  hostelId: string;
  studentId: string;
}

/** A visit that changed, and who (besides its hostel's desk) may see it: its host. */
export interface VisitChange {
  visitId: string;
  hostelId: string;
  studentId: string;
}

export interface Topics {
  [key: string]: [] | [unknown] | [string | number, unknown];
  ADMIN_FEED: [AdminFeedEvent];
  /** Any room request created or changed (accepted, declined, cancelled, decided): for staff screens. */
  ROOM_REQUESTS: [RoomRequestView];
  ROOM_AVAILABILITY: [hostelId: string, room: RoomView];
  OUTPASS_STATUS: [studentId: string, outpass: OutpassView];
  /** Any outpass changed (decided, cancelled, out, returned, overdue): for staff screens, filtered by hostel. */
  OUTPASSES: [OutpassView & { hostelId: string | null }];
  /** A new notification for this person. */
  NOTIFICATIONS: [userId: string, notification: NotificationView];
  /** A room request that names this student, as requester or as roommate. */
  ROOM_REQUEST_STATUS: [studentId: string, request: RoomRequestView];
  /** A hostel's waitlist changed (joined, left, reordered, offered): its students' places and staff screens re-read. */
  WAITLIST: [{ hostelId: string }];
  /** This student's bed changed (moved, swapped, checked out, an offer accepted): their screens re-read it. */
  MY_ROOM: [studentId: string, change: { studentId: string }];
  /** A selection window changed (hostelId null: the window for every hostel): grids re-read theirs. */
  SELECTION_WINDOW: [{ hostelId: string | null }];
  /** These people's places in a selection process changed (a roommate group formed, joined, left): every instance forgets their standings. */
  SELECTION_PLACES: [{ userIds: string[] }];
  /** Sessions ended on some instance: every instance drops its cached copy. */
  SESSIONS_REVOKED: [{ sessionId?: string; userId?: string }];
  /** The office changed rooms (or a whole hostel's): every instance forgets what it remembered of them (the room directory). */
  INVENTORY_CHANGED: [InventoryChange];
  /** An instance is back after `awayMs` without Redis: every instance sends again the rooms it changed in that time (core/room-changes.ts). */
  ROOMS_RESYNC: [{ awayMs: number }];
  /** A repair job changed: its open pages re-read it (its hostel's staff, its student and assignee). */
  REPAIRS: [RepairChange];
  /** A parcel was logged, collected, returned or reminded of: its student's list and its hostel's desk re-read it. */
  PARCELS: [ParcelChange];
  /** A visit was registered, decided, asked, answered, signed in or out, or overstayed: its host's list and its hostel's desk re-read it. */
  VISITS: [VisitChange];
}

export type EventBus = PubSub<Topics>;

/** Rooms the office changed, or a hostel whose rooms all changed (its gender, booking mode, retirement, an import). */
export interface InventoryChange {
  roomIds?: string[];
  hostelId?: string;
}

/** How many undelivered events one subscription keeps; beyond it the oldest go (it re-reads by query). */
export const SUBSCRIPTION_BUFFER = 256;

/**
 * In-process by default; with REDIS_URL every gateway instance sees every event.
 *
 * Each subscription gets a buffer of its own. `@graphql-yoga/subscription`'s `createPubSub`
 * hands its one `repeaterBuffer` object to every Repeater it makes, so all subscriptions shared
 * one queue: a subscriber could pull another's events, and 256 queued events in all (not per
 * subscriber) pushed the rest out. See docs/decisions/0054-the-event-bus-is-our-own.md.
 */
export function createEventBus(
  redisUrl?: string,
  log: Logger = silentLogger,
): { bus: EventBus; close(): Promise<void>; redisUp(): boolean | undefined; onReconnect(listener: (awayMs: number) => void): void } {
  if (!redisUrl) return { bus: pubSubOver(new EventTarget()), close: async () => undefined, redisUp: () => undefined, onReconnect: () => undefined };
  // No offline queue for publishing: an event that cannot go now is not sent late, stale, after an outage.
  const publishClient = new Redis(redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false });
  // No ready check (INFO) on the subscriber: ioredis sends it after its CLIENT SETINFO calls, and a
  // SUBSCRIBE made meanwhile (every instance subscribes as it boots) puts the connection in
  // subscriber mode first; the check then fails ("Can't execute 'info'"), the connection is
  // dropped and made again, and under load the instance was seen without its subscriptions.
  const subscribeClient = new Redis(redisUrl, { enableReadyCheck: false });
  const reconnected = new Set<(awayMs: number) => void>();
  // One log line per change of state, not one per failed command (an outage made thousands).
  let up = true;
  let downSince = 0;
  const watch = (client: Redis) => {
    client.on('error', (error: Error) => {
      if (!up) return;
      up = false;
      downSince = performance.now();
      log.warn({ reason: error.message }, 'events: Redis unreachable; events reach only this instance until it returns');
    });
    client.on('ready', () => {
      if (up || publishClient.status !== 'ready' || subscribeClient.status !== 'ready') return;
      up = true;
      const awayMs = Math.round(performance.now() - downSince);
      log.info({ awayMs }, 'events: Redis reachable again');
      for (const listener of reconnected) listener(awayMs);
    });
  };
  watch(publishClient);
  watch(subscribeClient);
  return {
    bus: pubSubOver(redisEventTarget(publishClient, subscribeClient)),
    close: async () => {
      await Promise.allSettled([publishClient.quit(), subscribeClient.quit()]);
    },
    redisUp: () => up && publishClient.status === 'ready' && subscribeClient.status === 'ready',
    onReconnect: (listener) => void reconnected.add(listener),
  };
}

interface BusTarget {
  addEventListener(topic: string, listener: Listener): void;
  removeEventListener(topic: string, listener: Listener): void;
  dispatchEvent(event: CustomEvent): boolean;
}

/** `routingKey` or `routingKey:id`, as @graphql-yoga/subscription names topics (and Redis channels). */
const topicOf = (routingKey: string, id?: unknown) => (id === undefined ? routingKey : `${routingKey}:${String(id)}`);

/** The PubSub type-graphql expects, over an event target, with one sliding buffer per subscription. */
function pubSubOver(target: BusTarget): EventBus {
  return {
    publish(routingKey: string, ...args: unknown[]) {
      const keyed = args[1] !== undefined;
      target.dispatchEvent(new CustomEvent(topicOf(routingKey, keyed ? args[0] : undefined), { detail: (keyed ? args[1] : args[0]) ?? null }));
    },
    subscribe(routingKey: string, id?: unknown) {
      return new Subscription(target, topicOf(routingKey, id));
    },
  } as EventBus; // the generic overloads of PubSub<Topics> cannot be spelled by an object literal
}

/**
 * Values waiting for their reader, who pulls them one at a time (an async iterator). Past
 * `limit` waiting, `overflow` folds the queue (by default the oldest goes). Written by hand
 * rather than as a Repeater: every open grid pulls every room change of its hostel, and a
 * Repeater's promises per push and per pull were the largest part of a fan-out gateway's time
 * (15 % of its JavaScript; docs/benchmarks.md, section 1c). A push to a waiting pull settles
 * one promise. `ended` runs once, when the reader returns.
 */
export class PullQueue<T> implements AsyncIterableIterator<T> {
  private readonly queue: T[] = [];
  private readonly pulls: ((result: IteratorResult<T>) => void)[] = [];
  protected done = false;

  constructor(
    private readonly limit: number,
    private readonly overflow: (queue: T[]) => void = (queue) => void queue.shift(),
  ) {}

  [Symbol.asyncIterator](): this {
    return this;
  }

  push(value: T): void {
    if (this.done) return;
    const pull = this.pulls.shift();
    if (pull) return pull({ value, done: false });
    this.queue.push(value);
    if (this.queue.length > this.limit) this.overflow(this.queue);
  }

  next(): Promise<IteratorResult<T>> {
    if (this.queue.length > 0) return Promise.resolve({ value: this.queue.shift()!, done: false });
    if (this.done) return Promise.resolve({ value: undefined, done: true });
    return new Promise((resolve) => this.pulls.push(resolve));
  }

  return(): Promise<IteratorResult<T>> {
    if (!this.done) {
      this.done = true;
      this.queue.length = 0;
      for (const pull of this.pulls.splice(0)) pull({ value: undefined, done: true });
      this.ended();
    }
    return Promise.resolve({ value: undefined, done: true });
  }

  throw(error: unknown): Promise<IteratorResult<T>> {
    void this.return();
    return Promise.reject(error instanceof Error ? error : new Error(String(error)));
  }

  /** `using` and `await using` end the queue, as a Repeater's do (PubSub's type asks for them). */
  [Symbol.asyncDispose](): Promise<IteratorResult<T>> {
    return this.return();
  }

  [Symbol.dispose](): void {
    void this.return();
  }

  protected ended(): void {}
}

/**
 * One subscription's events, in a queue of its own that keeps the newest SUBSCRIPTION_BUFFER.
 * It listens from its first pull (as a Repeater did) until `return`.
 */
class Subscription extends PullQueue<unknown> {
  private listening = false;
  private readonly listener: Listener = (event) => this.push((event as CustomEvent).detail);

  constructor(
    private readonly target: BusTarget,
    private readonly topic: string,
  ) {
    super(SUBSCRIPTION_BUFFER);
  }

  override next(): Promise<IteratorResult<unknown>> {
    if (!this.listening && !this.done) {
      this.listening = true;
      this.target.addEventListener(this.topic, this.listener);
    }
    return super.next();
  }

  protected override ended(): void {
    if (this.listening) this.target.removeEventListener(this.topic, this.listener);
  }
}

/** Every event on the bus is a CustomEvent whose `detail` is the payload. */
type Listener = (event: Event) => void;

/**
 * An EventTarget over Redis pub/sub: one channel a topic, JSON payloads. Subscribers on this
 * instance get each event at once, from memory; Redis carries it to the other instances, which
 * tell their own copy from ours by the sender's id. So a Redis outage costs only the fan-out
 * to other instances (logged once by createEventBus), never the events of this one.
 */
function redisEventTarget(publishClient: Redis, subscribeClient: Redis): BusTarget {
  const self = randomUUID();
  const listeners = new Map<string, Set<Listener>>();
  const deliver = (channel: string, detail: unknown) => {
    const event = new CustomEvent(channel, { detail });
    for (const listener of listeners.get(channel) ?? []) listener(event);
  };
  subscribeClient.on('message', (channel: string, message: string) => {
    const { from, detail } = JSON.parse(message) as { from: string; detail: unknown };
    if (from !== self) deliver(channel, detail);
  });
  const quietly = () => undefined; // failed commands are the connection's state, logged once
  return {
    addEventListener(topic: string, listener: Listener) {
      let set = listeners.get(topic);
      if (!set) {
        listeners.set(topic, (set = new Set()));
        subscribeClient.subscribe(topic).catch(quietly); // resubscribed by ioredis after a reconnect
      }
      set.add(listener);
    },
    removeEventListener(topic: string, listener: Listener) {
      const set = listeners.get(topic);
      if (!set?.delete(listener) || set.size > 0) return;
      listeners.delete(topic);
      if (subscribeClient.status === 'ready') subscribeClient.unsubscribe(topic).catch(quietly);
    },
    dispatchEvent(event: CustomEvent) {
      const detail = event.detail === undefined ? null : (event.detail as unknown);
      deliver(event.type, detail);
      publishClient.publish(event.type, JSON.stringify({ from: self, detail })).catch(quietly);
      return true;
    },
  };
}

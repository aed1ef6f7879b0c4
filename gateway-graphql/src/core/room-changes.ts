import { PullQueue, type EventBus } from './events.js';
import type { RoomView } from './views.js';
import { silentLogger, type Logger } from './log.js';

/** A busy hostel's grids get one message a window, unless configured (ROOM_CHANGES_WINDOW_MS). */
export const DEFAULT_ROOM_CHANGES_WINDOW_MS = 50;
/** Messages a hostel may send at once, above one a window, after a quieter spell. */
export const ROOM_CHANGES_BURST = 5;
/** Batches a grid may fall behind before its oldest are merged (GridQueue). */
export const GRID_QUEUE_LIMIT = 64;

/**
 * A hostel's room changes for its open grids, in batches: this gateway hears each change of a
 * hostel once (ROOM_AVAILABILITY on the bus) and gives its grids of that hostel arrays of
 * rooms, each room with its newest count, at an average of one message a window at most.
 *
 * A token bucket paces them: a change goes out at once (with whatever came in the same turn of
 * the event loop) while the hostel has a message to spend; it earns one a window, and keeps up
 * to ROOM_CHANGES_BURST. So a hostel changing no faster than once a window, give or take a burst,
 * reaches its grids without waiting; a busier one sends one message a window, each carrying
 * what changed since the last, and no change waits longer than a window for it. A grid then
 * costs one message a window, not one a booking, however fast its hostel fills (docs/scaling.md:
 * the messages are what a fan-out gateway spends its time on).
 *
 * The same array goes to every grid of the hostel on this gateway, so a subscription whose
 * selection is the same for all executes once per batch (graphql/shared-events.ts). Each grid
 * keeps its own queue of batches (GridQueue). A hostel is heard only while some grid of it is
 * open here.
 */
export class RoomChangeBatches {
  private readonly hostels = new Map<string, HostelBatch>();

  /** `sent` is told of each batch: how many rooms it carries, to how many grids (for the metrics). */
  constructor(
    private readonly bus: EventBus,
    private readonly windowMs: number = DEFAULT_ROOM_CHANGES_WINDOW_MS,
    private readonly sent: (batch: { rooms: number; grids: number }) => void = () => undefined,
  ) {}

  /** The batches of one hostel's changes, from now until `return`. */
  subscribe(hostelId: string): AsyncIterableIterator<RoomView[]> {
    const heard = this.hostels.get(hostelId) ?? this.hear(hostelId);
    const grid = new GridQueue(() => {
      heard.grids.delete(grid);
      if (heard.grids.size === 0 && this.hostels.get(hostelId) === heard) {
        this.hostels.delete(hostelId);
        heard.stop();
      }
    });
    heard.grids.add(grid);
    return grid;
  }

  private hear(hostelId: string): HostelBatch {
    const changes = this.bus.subscribe('ROOM_AVAILABILITY', hostelId) as AsyncIterableIterator<RoomView>;
    const batch: HostelBatch = new HostelBatch(changes, this.windowMs, (rooms) => {
      for (const grid of batch.grids) grid.push(rooms);
      this.sent({ rooms: rooms.length, grids: batch.grids.size });
    });
    this.hostels.set(hostelId, batch);
    return batch;
  }

  /** Hostels heard now (for tests). */
  get hostelsHeard(): number {
    return this.hostels.size;
  }
}

/**
 * One grid's batches, waiting for it to pull them (graphql-ws pulls the next once the last is
 * written to its socket). A grid that falls GRID_QUEUE_LIMIT batches behind (a stalled phone on
 * a busy morning) has its two oldest merged into one, each room with its newer count: nothing
 * is dropped, and it catches up in fewer messages once its socket drains. (The bus's own
 * queues drop their oldest event instead; a room's count cannot be merged there.)
 */
class GridQueue extends PullQueue<RoomView[]> {
  constructor(private readonly left: () => void) {
    super(GRID_QUEUE_LIMIT, (queue) => void queue.splice(0, 2, newest(queue[0]!, queue[1]!)));
  }

  protected override ended(): void {
    this.left();
  }
}

/** Two batches as one: every room of either, with the later batch's count where both have it. */
function newest(older: RoomView[], newer: RoomView[]): RoomView[] {
  const rooms = new Map(older.map((room) => [room.id, room]));
  for (const room of newer) rooms.set(room.id, room);
  return [...rooms.values()];
}

/** Messages that may go: one earned a window, up to ROOM_CHANGES_BURST kept (a hostel's batches; a resync's; a kept grid's rebuilds). */
export class TokenBucket {
  private tokens = ROOM_CHANGES_BURST;
  private earnedAt: number;

  /** `now`: milliseconds on a steady clock (tests give their own). */
  constructor(
    private readonly windowMs: number,
    private readonly now: () => number = () => performance.now(),
  ) {
    this.earnedAt = now();
  }

  /** How long until a message may go (0: now). */
  wait(): number {
    return Math.max(0, (1 - this.earn()) * this.windowMs);
  }

  /** Whether one may go now. */
  ready(): boolean {
    return this.earn() >= 1;
  }

  take(): void {
    this.tokens = Math.max(0, this.earn() - 1);
  }

  /** The messages that may go now, with those earned since the last count. */
  private earn(): number {
    const now = this.now();
    this.tokens = this.windowMs === 0 ? ROOM_CHANGES_BURST : Math.min(ROOM_CHANGES_BURST, this.tokens + (now - this.earnedAt) / this.windowMs);
    this.earnedAt = now;
    return this.tokens;
  }
}

/** One hostel's changes on their way to its grids here. */
class HostelBatch {
  readonly grids = new Set<GridQueue>();
  private readonly pending = new Map<string, RoomView>();
  private readonly bucket: TokenBucket;
  /** Cancels the flush to come, while one is scheduled. */
  private scheduled: (() => void) | undefined;
  private stopped = false;

  constructor(
    private readonly changes: AsyncIterableIterator<RoomView>,
    windowMs: number,
    private readonly send: (rooms: RoomView[]) => void,
  ) {
    this.bucket = new TokenBucket(windowMs);
    void this.listen();
  }

  stop(): void {
    this.stopped = true;
    this.scheduled?.();
    this.scheduled = undefined;
    this.pending.clear();
    void this.changes.return?.();
  }

  private async listen(): Promise<void> {
    for (;;) {
      const { done, value } = await this.changes.next();
      if (done || this.stopped) return;
      this.add(value);
    }
  }

  private add(room: RoomView): void {
    // A room's newer count replaces its older one; the map keeps the order rooms first changed in.
    this.pending.set(room.id, room);
    if (this.scheduled) return;
    const wait = this.bucket.wait();
    if (wait > 0) {
      const timer = setTimeout(this.flush, wait).unref();
      this.scheduled = () => clearTimeout(timer);
    } else {
      const immediate = setImmediate(this.flush);
      this.scheduled = () => clearImmediate(immediate);
    }
  }

  private readonly flush = (): void => {
    this.scheduled = undefined;
    if (this.stopped || this.pending.size === 0) return;
    this.bucket.take();
    const rooms = [...this.pending.values()];
    this.pending.clear();
    this.send(rooms);
  };
}

/** Changes this long before an outage was noticed are sent again too: they may have gone into a connection already dying. */
export const RESYNC_MARGIN_MS = 10_000;
/** How long a gateway gathers resync requests (several gateways come back at once) before sending. */
export const RESYNC_SETTLE_MS = 250;

export interface RoomResyncOptions {
  /** Reads the rooms and publishes their counts as they are now (the availability feed). */
  resend(roomIds: string[]): void;
  /** A room's hostel (any key), so that a resync goes a hostel a message, paced like roomChanges. */
  hostelOf(roomId: string): string | undefined;
  windowMs?: number;
  /** Defaults RESYNC_MARGIN_MS and RESYNC_SETTLE_MS (tests shorten them). */
  marginMs?: number;
  settleMs?: number;
  log?: Logger;
}

/**
 * After a Redis outage, the room changes other instances missed, and only those. While Redis
 * is away each instance's events reach its own subscribers only. The instance that comes back
 * asks every instance (ROOMS_RESYNC, with how long it was away) to send again the rooms it
 * changed in that time, plus a margin; it answers its own request too. So a room is sent again
 * by the instance that changed it, with its count as it is then, and a room nobody changed is
 * not sent at all. (Before: every instance sent every room, 200 messages a subscriber a gateway.)
 *
 * Requests arriving together (every instance comes back at once) are answered once. The rooms
 * go a hostel at a time, through the same token bucket as a hostel's roomChanges: up to
 * ROOM_CHANGES_BURST hostels at once, then one a window.
 */
export class RoomResync {
  /** When each room last changed here (performance.now()); at most one entry a room. */
  private readonly changedAt = new Map<string, number>();
  private readonly pending = new Map<string, Set<string>>();
  private readonly bucket: TokenBucket;
  private readonly log: Logger;
  private scheduled: NodeJS.Timeout | undefined;
  private resending = false;
  private stopped = false;

  constructor(
    private readonly bus: EventBus,
    private readonly options: RoomResyncOptions,
  ) {
    this.bucket = new TokenBucket(options.windowMs ?? DEFAULT_ROOM_CHANGES_WINDOW_MS);
    this.log = options.log ?? silentLogger;
  }

  /** Answers resync requests (every instance's, this one's included) until the returned stop. */
  listen(): () => void {
    const requests = this.bus.subscribe('ROOMS_RESYNC') as AsyncIterableIterator<{ awayMs: number }>;
    void (async () => {
      for (;;) {
        const { done, value } = await requests.next();
        if (done) return;
        this.requested(value.awayMs);
      }
    })();
    return () => {
      this.stopped = true;
      clearTimeout(this.scheduled);
      void requests.return?.();
    };
  }

  /** Rooms whose beds changed here (told by the availability feed), sent again or not. */
  changed(roomIds: string[]): void {
    if (this.resending) return; // a resync's own reads are not changes
    const now = performance.now();
    for (const id of roomIds) {
      this.changedAt.delete(id); // re-inserted: the map stays in order of last change
      this.changedAt.set(id, now);
    }
  }

  /** This instance's Redis is back after `awayMs`: ask every instance for what it changed meanwhile. */
  reconnected(awayMs: number): void {
    this.bus.publish('ROOMS_RESYNC', { awayMs });
  }

  private requested(awayMs: number): void {
    if (this.stopped) return;
    const since = performance.now() - Math.max(0, awayMs) - (this.options.marginMs ?? RESYNC_MARGIN_MS);
    const rooms = [...this.changedAt].filter(([, at]) => at >= since).map(([id]) => id);
    if (rooms.length === 0) return;
    for (const id of rooms) {
      const hostel = this.options.hostelOf(id) ?? '';
      let ids = this.pending.get(hostel);
      if (!ids) this.pending.set(hostel, (ids = new Set()));
      ids.add(id);
    }
    this.log.info({ rooms: rooms.length, awayMs }, 'events: rooms changed while Redis was away will be sent again');
    this.schedule(this.options.settleMs ?? RESYNC_SETTLE_MS);
  }

  private schedule(ms: number): void {
    this.scheduled ??= setTimeout(this.send, ms).unref();
  }

  /** One hostel's rooms a token; the rest wait for the next. */
  private readonly send = (): void => {
    this.scheduled = undefined;
    while (!this.stopped && this.pending.size > 0) {
      const wait = this.bucket.wait();
      if (wait > 0) return this.schedule(wait);
      this.bucket.take();
      const [hostel, ids] = this.pending.entries().next().value!;
      this.pending.delete(hostel);
      this.resending = true;
      try {
        this.options.resend([...ids]);
      } finally {
        this.resending = false;
      }
    }
  };
}

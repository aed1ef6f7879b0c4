import { createEventBus, type EventBus } from './events.js';
import type { RoomView } from './views.js';

/** A busy hostel's grids get one message a window, unless configured (ROOM_CHANGES_WINDOW_MS). */
export const DEFAULT_ROOM_CHANGES_WINDOW_MS = 50;
/** Messages a hostel may send at once, above one a window, after a quieter spell. */
export const ROOM_CHANGES_BURST = 5;

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
 * keeps its own queue of batches (the bus's per-subscription buffer). A hostel is heard only
 * while some grid of it is open here.
 */
export class RoomChangeBatches {
  private readonly local: EventBus = createEventBus().bus;
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
    heard.grids++;
    const own = this.local.subscribe('ROOM_CHANGES', hostelId) as AsyncIterableIterator<RoomView[]>;
    // Listening starts at a subscription's first pull: pull now, so that no batch made from
    // here on is missed, and hand the pending pull to the grid's first `next`.
    let first: Promise<IteratorResult<RoomView[]>> | undefined = own.next();
    let ended = false;
    const end = () => {
      if (ended) return;
      ended = true;
      if (--heard.grids === 0 && this.hostels.get(hostelId) === heard) {
        this.hostels.delete(hostelId);
        heard.stop();
      }
    };
    const iterator: AsyncIterableIterator<RoomView[]> = {
      [Symbol.asyncIterator]: () => iterator,
      next: () => {
        const pull = first ?? own.next();
        first = undefined;
        return pull;
      },
      return: async () => {
        end();
        return own.return ? own.return() : { done: true, value: undefined };
      },
      throw: async (error: unknown) => {
        end();
        await own.return?.();
        throw error;
      },
    };
    return iterator;
  }

  private hear(hostelId: string): HostelBatch {
    const changes = this.bus.subscribe('ROOM_AVAILABILITY', hostelId) as AsyncIterableIterator<RoomView>;
    const batch: HostelBatch = new HostelBatch(changes, this.windowMs, (rooms) => {
      this.local.publish('ROOM_CHANGES', hostelId, rooms);
      this.sent({ rooms: rooms.length, grids: batch.grids });
    });
    this.hostels.set(hostelId, batch);
    return batch;
  }

  /** Hostels heard now (for tests). */
  get hostelsHeard(): number {
    return this.hostels.size;
  }
}

/** One hostel's changes on their way to its grids here. */
class HostelBatch {
  grids = 0;
  private readonly pending = new Map<string, RoomView>();
  /** Messages the hostel may send now (a token bucket), as of `earnedAt`. */
  private tokens = ROOM_CHANGES_BURST;
  private earnedAt = performance.now();
  /** Cancels the flush to come, while one is scheduled. */
  private scheduled: (() => void) | undefined;
  private stopped = false;

  constructor(
    private readonly changes: AsyncIterableIterator<RoomView>,
    private readonly windowMs: number,
    private readonly send: (rooms: RoomView[]) => void,
  ) {
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
    const wait = (1 - this.earn()) * this.windowMs;
    if (wait > 0) {
      const timer = setTimeout(this.flush, wait).unref();
      this.scheduled = () => clearTimeout(timer);
    } else {
      const immediate = setImmediate(this.flush);
      this.scheduled = () => clearImmediate(immediate);
    }
  }

  /** The messages the hostel may send now, with those earned since the last count. */
  private earn(): number {
    const now = performance.now();
    this.tokens = this.windowMs === 0 ? ROOM_CHANGES_BURST : Math.min(ROOM_CHANGES_BURST, this.tokens + (now - this.earnedAt) / this.windowMs);
    this.earnedAt = now;
    return this.tokens;
  }

  private readonly flush = (): void => {
    this.scheduled = undefined;
    if (this.stopped || this.pending.size === 0) return;
    this.tokens = Math.max(0, this.earn() - 1);
    const rooms = [...this.pending.values()];
    this.pending.clear();
    this.send(rooms);
  };
}

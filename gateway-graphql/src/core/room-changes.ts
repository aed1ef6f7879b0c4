import { PullQueue, type EventBus } from './events.js';
import type { RoomView } from './views.js';

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

/** One hostel's changes on their way to its grids here. */
class HostelBatch {
  readonly grids = new Set<GridQueue>();
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

import type { EventBus } from './events.js';
import type { RoomView } from './views.js';
import { silentLogger, type Logger } from './log.js';

/**
 * Room availability events, coalesced: rooms whose beds changed (after commit) are read
 * together a few milliseconds later, in one query, and each published once with its fresh
 * free beds. On selection day that spares a read per booking; the event still carries what
 * the database holds at that moment, never a stale count.
 */
export class RoomAvailabilityFeed {
  private readonly pending = new Set<string>();
  private readonly listeners: ((roomIds: string[]) => void)[] = [];
  private flushing: Promise<void> | undefined;

  /** `readRooms` reads rooms with their free beds now (the room module's query, given by bootstrap). */
  constructor(
    private readonly readRooms: (roomIds: string[]) => Promise<RoomView[]>,
    private readonly bus: EventBus,
    private readonly log: Logger = silentLogger,
    private readonly delayMs = 10,
  ) {}

  /** Told synchronously of every change, before the coalesced read (the grid cache forgets at once). */
  onChange(listener: (roomIds: string[]) => void): void {
    this.listeners.push(listener);
  }

  changed(roomIds: string[]): void {
    if (roomIds.length > 0) for (const listener of this.listeners) listener(roomIds);
    for (const id of roomIds) this.pending.add(id);
    // After a failed read, wait longer each time (up to 10 s) rather than spin while the database is away.
    const delay = this.failures === 0 ? this.delayMs : Math.min(10_000, 100 * 2 ** this.failures);
    this.flushing ??= new Promise((wait) => setTimeout(wait, delay).unref())
      .then(() => this.flush())
      .finally(() => {
        this.flushing = undefined;
        if (this.pending.size > 0 && !this.stopped) this.changed([]);
      });
  }

  /** Resolves once every change so far has been published, or after `limitMs` (a stop while the database is away). */
  async idle(limitMs = Infinity): Promise<void> {
    const deadline = Date.now() + limitMs;
    while (this.flushing && Date.now() < deadline) {
      await Promise.race([this.flushing, new Promise((r) => setTimeout(r, Math.min(1_000, Math.max(0, deadline - Date.now()))).unref())]);
    }
  }

  /** No more retries (shutdown). */
  stop(): void {
    this.stopped = true;
  }

  private failures = 0;
  private stopped = false;

  private async flush(): Promise<void> {
    const roomIds = [...this.pending];
    this.pending.clear();
    try {
      for (const room of await this.readRooms(roomIds)) this.bus.publish('ROOM_AVAILABILITY', room.hostelId, room);
      if (this.failures > 0) this.log.info({ rooms: roomIds.length }, 'events: room availability published again');
      this.failures = 0;
    } catch (error) {
      // Not dropped: the rooms are read again (their counts as they are then) once the database answers.
      for (const id of roomIds) this.pending.add(id);
      if (this.failures++ === 0) {
        this.log.warn({ reason: error instanceof Error ? error.message : String(error), rooms: roomIds.length }, 'events: room availability delayed, will retry');
      }
    }
  }
}

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
  private flushing: Promise<void> | undefined;

  /** `readRooms` reads rooms with their free beds now (the room module's query, given by bootstrap). */
  constructor(
    private readonly readRooms: (roomIds: string[]) => Promise<RoomView[]>,
    private readonly bus: EventBus,
    private readonly log: Logger = silentLogger,
    private readonly delayMs = 10,
  ) {}

  changed(roomIds: string[]): void {
    for (const id of roomIds) this.pending.add(id);
    this.flushing ??= new Promise((wait) => setTimeout(wait, this.delayMs))
      .then(() => this.flush())
      .finally(() => {
        this.flushing = undefined;
        if (this.pending.size > 0) this.changed([]);
      });
  }

  /** Resolves once every change so far has been published (shutdown, tests). */
  async idle(): Promise<void> {
    while (this.flushing) await this.flushing;
  }

  private async flush(): Promise<void> {
    const roomIds = [...this.pending];
    this.pending.clear();
    try {
      for (const room of await this.readRooms(roomIds)) this.bus.publish('ROOM_AVAILABILITY', room.hostelId, room);
    } catch (error) {
      this.log.error({ err: { message: error instanceof Error ? error.message : String(error) }, rooms: roomIds.length }, 'events: room availability not published');
    }
  }
}

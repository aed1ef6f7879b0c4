import type { EventBus } from '../../core/events.js';

/** Cached answers kept per hostel (distinct queries and variables); the oldest go first. */
const MAX_ANSWERS_PER_HOSTEL = 32;
/** A safety net only: an answer is read again after this long even if no event came. */
const TTL_MS = 5_000;
/** After subscribing to a hostel's events, how long before its answers are kept (Redis confirms a SUBSCRIBE in well under this). */
const SUBSCRIBE_SETTLE_MS = 100;

interface HostelEntry {
  /** Bumped by every change of the hostel's beds: an answer read across a bump is never kept. */
  version: number;
  answers: Map<string, { answer: unknown; until: number }>;
}

/**
 * The answers to "the rooms of hostel H" (a room grid), kept until a bed of H changes. A room's
 * fields say nothing about who asks, so one answer serves every logged-in reader.
 *
 * Never stale beyond one event: this instance forgets H's answers synchronously when one of its
 * own writes changes H (before that write's answer is sent: read-your-writes), and when another
 * instance's ROOM_AVAILABILITY event for H arrives (the event bus, over Redis). An answer whose
 * read began before a change and ended after it is not kept (`version`). A hostel's answers are
 * kept only once this instance listens to its events; while Redis is configured but
 * unreachable, other instances' changes cannot be heard, so nothing is cached, and everything
 * is forgotten when it returns. Answers also expire after TTL_MS, should an event ever be lost.
 */
export class RoomGridCache {
  private readonly hostels = new Map<string, HostelEntry>();
  /** Which hostel each kept answer belongs to, so a request can be answered by its key alone (the fast lane). */
  private readonly hostelOfKey = new Map<string, string>();
  /** Hostel name to its id, once its events are heard (or being subscribed: 'pending'). */
  private readonly watched = new Map<string, 'pending' | 'ready'>();
  private readonly stops: (() => void)[] = [];
  private stopped = false;

  constructor(
    private readonly hostelIdOf: (name: string) => Promise<string | undefined>,
    private readonly bus: EventBus,
    private readonly trusted: () => boolean,
    private readonly now: () => number = Date.now,
  ) {}

  /** Stops listening (shutdown). */
  stop(): void {
    this.stopped = true;
    this.stops.splice(0).forEach((stop) => stop());
  }

  /** The hostel's version now: pass it back to `keep`, so an answer that raced a change is dropped. */
  version(hostel: string): number {
    return this.hostels.get(hostel)?.version ?? 0;
  }

  get(hostel: string, key: string): unknown {
    if (!this.trusted()) return undefined;
    const kept = this.hostels.get(hostel)?.answers.get(key);
    return kept && kept.until > this.now() ? kept.answer : undefined;
  }

  /** A kept answer by its request key alone, whichever hostel it is of. */
  find(key: string): unknown {
    const hostel = this.hostelOfKey.get(key);
    return hostel === undefined ? undefined : this.get(hostel, key);
  }

  keep(hostel: string, key: string, answer: unknown, readAtVersion: number): void {
    if (this.stopped || !this.trusted()) return;
    if (this.watched.get(hostel) !== 'ready') return void this.watch(hostel);
    let entry = this.hostels.get(hostel);
    if (!entry) this.hostels.set(hostel, (entry = { version: 0, answers: new Map() }));
    if (entry.version !== readAtVersion) return;
    if (!entry.answers.has(key) && entry.answers.size >= MAX_ANSWERS_PER_HOSTEL) {
      const oldest = entry.answers.keys().next().value!;
      entry.answers.delete(oldest);
      this.hostelOfKey.delete(oldest);
    }
    entry.answers.set(key, { answer, until: this.now() + TTL_MS });
    this.hostelOfKey.set(key, hostel);
  }

  /** Rooms whose beds this instance just changed, by hostel name: their answers go, at once. */
  roomsChanged(hostelNames: Iterable<string | undefined>): void {
    for (const name of hostelNames) {
      if (name) this.forget(name);
      else this.clear(); // a room not yet known: which hostel it is in is not known either
    }
  }

  forget(hostel: string): void {
    const entry = this.hostels.get(hostel);
    if (entry) {
      entry.version++;
      for (const key of entry.answers.keys()) this.hostelOfKey.delete(key);
      entry.answers.clear();
    } else this.hostels.set(hostel, { version: 1, answers: new Map() });
  }

  clear(): void {
    for (const name of [...this.hostels.keys()]) this.forget(name);
  }

  /** Starts hearing a hostel's availability events (every instance's); its answers are kept from then on. */
  private async watch(hostel: string): Promise<void> {
    if (this.watched.has(hostel)) return;
    this.watched.set(hostel, 'pending');
    const hostelId = await this.hostelIdOf(hostel).catch(() => undefined);
    if (!hostelId || this.stopped) return void this.watched.delete(hostel); // unknown (or the database away): try again later
    const iterator = this.bus.subscribe('ROOM_AVAILABILITY', hostelId)[Symbol.asyncIterator]();
    this.stops.push(() => void iterator.return?.());
    void (async () => {
      for (;;) {
        const next = await iterator.next();
        if (next.done) return;
        this.forget(hostel);
      }
    })();
    await new Promise((settled) => setTimeout(settled, SUBSCRIBE_SETTLE_MS).unref());
    this.forget(hostel); // anything read while subscribing is read again
    this.watched.set(hostel, 'ready');
  }
}

import type { EventBus } from '../../core/events.js';
import { deflatedPart, type DeflatedPart } from '../../core/gzip-parts.js';
import { TokenBucket } from '../../core/room-changes.js';

/** Kept parts per hostel (distinct selections of its rooms); the oldest go first. */
const MAX_KEPT_PER_HOSTEL = 16;
/** A safety net only: a kept part is read again after this long even if no event came. */
const TTL_MS = 5_000;
/** After subscribing to a hostel's events, how long before its parts are kept (Redis confirms a SUBSCRIBE in well under this). */
const SUBSCRIBE_SETTLE_MS = 100;
/**
 * A busy hostel's kept part is served no longer than this share of the fan-out window after the
 * first change it does not show (the rest covers a rebuild), and read again at most once a window
 * otherwise: in practice once every 0.8 of a window, when the part it serves runs out.
 */
const SERVED_SHARE_OF_WINDOW = 0.8;

/** How a read was answered: from a kept part no change has touched, one within the fan-out delay of a change, or after reading the database. */
export type GridAnswerSource = 'kept' | 'stale' | 'built';

export interface GridAnswer {
  part: DeflatedPart;
  source: GridAnswerSource;
}

export interface GridAnswersOptions {
  /** A hostel's id by its name, to hear its events (the bus keys them by id). */
  hostelIdOf(name: string): Promise<string | undefined>;
  bus: EventBus;
  /** Whether other instances' changes can be heard now (Redis up, or none configured). */
  trusted(): boolean;
  /** The fan-out delay: ROOM_CHANGES_WINDOW_MS, the longest an open grid waits to hear a change of a busy hostel. */
  windowMs: number;
  /** false: nothing is kept, every read reads (GRID_CACHE=off). */
  keep?: boolean;
  /** Milliseconds on a steady clock (tests give their own). */
  now?: () => number;
}

interface Build {
  promise: Promise<DeflatedPart | null>;
  startedAt: number;
  /** When the first change this build may not show was heard (-Infinity: forgotten, never to be served). */
  staleSince?: number;
}

interface Kept {
  part: DeflatedPart;
  startedAt: number;
  staleSince?: number;
}

interface Entry {
  kept?: Kept;
  building?: Build;
  scheduled?: NodeJS.Timeout;
}

interface HostelEntry {
  entries: Map<string, Entry>;
  bucket: TokenBucket;
}

/**
 * The part of a room grid's answer that every reader shares (the hostel's rooms, as one query's
 * selection asks for them), kept as bytes and compressed once, and read again as the hostel's
 * beds change, paced as its open grids hear of them (docs/decisions/0137):
 *
 * - A quiet hostel: a change makes the next read wait for a fresh read of the database, so a
 *   student who booked sees the bed taken when they look (read-your-writes).
 * - A busy hostel (its rebuilds spent: one a fan-out window, a burst of 5 kept): a read gets the
 *   kept part while the first change it does not show was heard less than SERVED_SHARE_OF_WINDOW
 *   of the window ago, and the part is read again when the hostel's next rebuild is due, or when
 *   the part runs out. So no read shows a bed free past the fan-out delay after its booking
 *   committed, which is when the open grids hear of it anyway, and a selection day's 500 reads a
 *   second cost a rebuild every 40 ms a hostel.
 *
 * Changes are heard at once for this instance's own writes (before their answer is sent) and
 * through the event bus for every other instance's (ROOM_AVAILABILITY). A hostel's parts are
 * kept only once its events are heard; while Redis is configured but away nothing is kept (other
 * instances' changes would go unheard), and everything is forgotten when it returns. A part is
 * read again after TTL_MS whatever happened, should an event ever be lost.
 */
export class GridAnswers {
  private readonly hostels = new Map<string, HostelEntry>();
  /** Hostel names whose events are heard ('ready'), or being subscribed to. */
  private readonly watched = new Map<string, 'pending' | 'ready'>();
  private readonly stops: (() => void)[] = [];
  private readonly now: () => number;
  private readonly servedMs: number;
  private stopped = false;

  constructor(private readonly options: GridAnswersOptions) {
    this.now = options.now ?? (() => performance.now());
    this.servedMs = options.windowMs * SERVED_SHARE_OF_WINDOW;
  }

  /**
   * The shared part of `hostel`'s answer to the selection `key`: kept, or read by `read` (its
   * answer's bytes, or null when the read met an error: nothing is kept, the caller's full path
   * words it). A read that fails rejects, for every reader waiting on it.
   */
  async get(hostel: string, key: string, read: () => Promise<Buffer | null>): Promise<GridAnswer | null> {
    if (this.options.keep === false || this.stopped || !this.options.trusted()) return built(await read());
    if (this.watched.get(hostel) !== 'ready') {
      void this.watch(hostel);
      return built(await read());
    }
    const now = this.now();
    const h = this.hostel(hostel);
    const e = this.entry(h, key);
    if (e.kept && this.fresh(e.kept, now)) return { part: e.kept.part, source: 'kept' };
    // A read under way that no change has touched since it began is as fresh as a read now.
    if (e.building && e.building.staleSince === undefined) return answered(await e.building.promise, 'built');
    if (!h.bucket.ready()) {
      // Busy: the kept part, within the delay, until the hostel's next rebuild is due.
      if (e.kept && this.servable(e.kept, now)) {
        this.schedule(h, e, read);
        return { part: e.kept.part, source: 'stale' };
      }
      if (e.building && this.servable(e.building, now)) return answered(await e.building.promise, 'built');
    }
    h.bucket.take();
    return answered(await this.build(e, read).promise, 'built');
  }

  /** Hostels whose beds this instance just changed, by name (undefined: a room not yet known, so any hostel). */
  roomsChanged(hostelNames: Iterable<string | undefined>): void {
    for (const name of hostelNames) {
      if (name) this.changed(name);
      else for (const known of this.hostels.keys()) this.changed(known);
    }
  }

  /** Forgets everything kept (Redis came back: changes may have gone unheard meanwhile). */
  clear(): void {
    for (const h of this.hostels.values()) for (const e of h.entries.values()) mark(e, -Infinity);
  }

  /** Stops listening (shutdown). */
  stop(): void {
    this.stopped = true;
    this.stops.splice(0).forEach((stop) => stop());
    for (const h of this.hostels.values()) for (const e of h.entries.values()) clearTimeout(e.scheduled);
  }

  private changed(hostel: string): void {
    const h = this.hostels.get(hostel);
    if (!h) return;
    const now = this.now();
    for (const e of h.entries.values()) mark(e, now);
  }

  private fresh(kept: Kept, now: number): boolean {
    return kept.staleSince === undefined && now - kept.startedAt < TTL_MS;
  }

  private servable(part: { staleSince?: number; startedAt: number }, now: number): boolean {
    return part.staleSince !== undefined && now - part.staleSince < this.servedMs && now - part.startedAt < TTL_MS;
  }

  /** A read of the database into the kept part, shared by every reader that waits for it. */
  private build(e: Entry, read: () => Promise<Buffer | null>): Build {
    const record: Build = { startedAt: this.now(), promise: undefined as unknown as Promise<DeflatedPart | null> };
    record.promise = read()
      .then((bytes) => {
        if (!bytes) return null;
        const part = deflatedPart(bytes);
        if (!this.stopped && (!e.kept || e.kept.startedAt <= record.startedAt)) e.kept = { part, startedAt: record.startedAt, staleSince: record.staleSince };
        return part;
      })
      .finally(() => {
        if (e.building === record) e.building = undefined;
      });
    e.building = record;
    return record;
  }

  /** The busy hostel's next rebuild of this part, when its bucket allows one (once; nobody waits for it). */
  private schedule(h: HostelEntry, e: Entry, read: () => Promise<Buffer | null>): void {
    if (e.scheduled || e.building) return;
    e.scheduled = setTimeout(() => {
      e.scheduled = undefined;
      if (this.stopped || e.building || (e.kept && this.fresh(e.kept, this.now()))) return;
      h.bucket.take();
      this.build(e, read).promise.catch(() => undefined); // the next reader reads again, and says what failed
    }, h.bucket.wait()).unref();
  }

  private hostel(name: string): HostelEntry {
    let h = this.hostels.get(name);
    if (!h) this.hostels.set(name, (h = { entries: new Map(), bucket: new TokenBucket(this.options.windowMs, this.now) }));
    return h;
  }

  private entry(h: HostelEntry, key: string): Entry {
    let e = h.entries.get(key);
    if (!e) {
      if (h.entries.size >= MAX_KEPT_PER_HOSTEL) {
        const [oldestKey, oldest] = h.entries.entries().next().value!;
        clearTimeout(oldest.scheduled);
        h.entries.delete(oldestKey);
      }
      h.entries.set(key, (e = {}));
    }
    return e;
  }

  /** Starts hearing a hostel's availability events (every instance's); its parts are kept from then on. */
  private async watch(hostel: string): Promise<void> {
    if (this.watched.has(hostel)) return;
    this.watched.set(hostel, 'pending');
    const hostelId = await this.options.hostelIdOf(hostel).catch(() => undefined);
    if (!hostelId || this.stopped) return void this.watched.delete(hostel); // unknown (or the database away): try again later
    const iterator = this.options.bus.subscribe('ROOM_AVAILABILITY', hostelId)[Symbol.asyncIterator]();
    this.stops.push(() => void iterator.return?.());
    void (async () => {
      for (;;) {
        const next = await iterator.next();
        if (next.done) return;
        this.changed(hostel);
      }
    })();
    await new Promise((settled) => setTimeout(settled, SUBSCRIBE_SETTLE_MS).unref());
    const h = this.hostels.get(hostel);
    if (h) for (const e of h.entries.values()) mark(e, -Infinity); // anything read while subscribing is read again
    this.watched.set(hostel, 'ready');
  }
}

/** A change heard at `at`: what is kept and what is being read may not show it. */
function mark(e: Entry, at: number): void {
  if (e.kept && (e.kept.staleSince === undefined || at === -Infinity)) e.kept.staleSince = at;
  if (e.building && (e.building.staleSince === undefined || at === -Infinity)) e.building.staleSince = at;
}

const built = (bytes: Buffer | null): GridAnswer | null => (bytes ? { part: deflatedPart(bytes), source: 'built' } : null);
const answered = (part: DeflatedPart | null, source: GridAnswerSource): GridAnswer | null => (part ? { part, source } : null);

import type { EventBus } from '../../core/events.js';
import type { SelectionWindowStateView } from './selection.views.js';

/** Where a person stands in a hostel's selection window, but the clock: what stays true until `validUntil`. */
export type Standing = Omit<SelectionWindowStateView, 'now'>;

interface Entry {
  standing: Standing;
  /** The next moment the state may change by the clock alone (a window or slot opening, a close), in ms since the epoch; Infinity: none. */
  validUntil: number;
  /** When this copy is read again whatever happened (ms on the steady clock). */
  staleAt: number;
}

/** A safety net, as for sessions: a standing is read again after this long, should a change's event ever be lost. */
const TTL_MS = 30_000;
const MAX_ENTRIES = 100_000;

/**
 * Spares a grid's read its three statements for the reader's selection window (issue 49): where
 * each person stands in each hostel's window is kept, with the next moment the clock alone could
 * change it (the window's or the slot's opening, the close: the state is read again from then).
 * Anything else that changes a standing is an event every instance hears (Redis when scaled out):
 *
 * - `SELECTION_WINDOW` (an admin's window, a selection process published or done): that
 *   hostel's standings, or everyone's (a process is run, assigned and undone only after its
 *   close, when the clock has closed it for everyone already);
 * - `SELECTION_PLACES` (a roommate group formed, joined, left or disbanded: its members' slot is
 *   the group's earliest): those people's.
 *
 * A standing read while such an event arrived is not kept (`version`). While Redis is configured
 * but away nothing is served from here, and everything is forgotten when it returns; a copy is
 * read again after TTL_MS whatever happened. The booking itself never reads this: its statement
 * judges the window (selection.rules.ts).
 */
export class SelectionStandings {
  private readonly entries = new Map<string, Entry>();
  private changes = 0;

  constructor(
    private readonly bus: EventBus,
    private readonly trusted: () => boolean = () => true,
    private readonly steady: () => number = () => performance.now(),
  ) {}

  /** Listens for every instance's changes; returns a stop function. */
  listen(): () => void {
    const windows = this.bus.subscribe('SELECTION_WINDOW')[Symbol.asyncIterator]();
    const places = this.bus.subscribe('SELECTION_PLACES')[Symbol.asyncIterator]();
    void (async () => {
      for (;;) {
        const next = await windows.next();
        if (next.done) return;
        this.forgetHostel(next.value.hostelId);
      }
    })();
    void (async () => {
      for (;;) {
        const next = await places.next();
        if (next.done) return;
        this.forgetPeople(next.value.userIds);
      }
    })();
    return () => {
      void windows.return?.();
      void places.return?.();
    };
  }

  /** A number that moves with every change heard: pass it back to `keep`. */
  version(): number {
    return this.changes;
  }

  /** The standing of `userId` in `hostel` (by name) at `now`, if kept and still true. */
  get(userId: string, hostel: string, now: Date): Standing | undefined {
    if (!this.trusted()) return undefined;
    const key = keyOf(userId, hostel);
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (now.getTime() >= entry.validUntil || this.steady() >= entry.staleAt) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.standing;
  }

  /** Keeps a standing read at `now`, unless a change was heard since `readAtVersion`. */
  keep(userId: string, hostel: string, standing: Standing, now: Date, readAtVersion: number): void {
    if (!this.trusted() || readAtVersion !== this.changes) return;
    const at = now.getTime();
    const moments = [standing.opensAt, standing.closesAt].filter((t): t is string => t !== null).map((t) => Date.parse(t)).filter((t) => t > at);
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(keyOf(userId, hostel), { standing, validUntil: Math.min(Infinity, ...moments), staleAt: this.steady() + TTL_MS });
  }

  /** Forgets everything (Redis is back: changes made meanwhile were never heard). */
  clear(): void {
    this.changes++;
    this.entries.clear();
  }

  private forgetHostel(hostelId: string | null): void {
    this.changes++;
    if (hostelId === null) return this.entries.clear();
    for (const [key, entry] of this.entries) if (entry.standing.hostelId === hostelId) this.entries.delete(key);
  }

  private forgetPeople(userIds: readonly string[]): void {
    this.changes++;
    const people = new Set(userIds);
    for (const key of this.entries.keys()) if (people.has(key.slice(0, key.indexOf('\u0000')))) this.entries.delete(key);
  }
}

const keyOf = (userId: string, hostel: string) => `${userId}\u0000${hostel}`;

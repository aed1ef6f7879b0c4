/** Retry-After never asks for more than this. */
export const MAX_RETRY_AFTER_S = 60;

/** The workers' pace is their fastest hash of this many seconds. */
const PACE_WINDOW_S = 60;

/**
 * The return slot of a refused call: the moment the workers, clearing a hash every `stepMs`, get
 * to it behind the `waiting` hashes in line and the returns booked before it (`lastSlot`; an idle
 * spell leaves no debt). Retry-After is the whole seconds to it rounded down, at least one: the
 * client comes back up to a second early, into a line that still has work for the workers and,
 * holding seconds of it, room for the client. Slots past a minute cannot be told (Retry-After's
 * limit here): those clients are spread at random over the minute's second half, where a minute
 * for all of them would bring them back together, to be refused together again.
 */
export function returnSlot(lastSlot: number, now: number, stepMs: number, waiting = 0, random = Math.random): { slot: number; retryAfterSeconds: number } {
  const slot = Math.max(lastSlot + stepMs, now + (waiting + 1) * stepMs);
  const seconds = Math.floor((slot - now) / 1000);
  const retryAfterSeconds = seconds <= MAX_RETRY_AFTER_S ? Math.max(1, seconds) : Math.ceil(MAX_RETRY_AFTER_S * (0.5 + random() / 2));
  return { slot, retryAfterSeconds };
}

/**
 * The return slots of refused calls, paced by how fast the workers hash when they have a core:
 * their fastest hash of the last minute, not the smoothed time. While a storm's requests arrive
 * they take the cores from the niced workers, and a hash takes 5-10 times as long; slots paced by
 * that sent the refused back over minutes while the workers, free again, did a tenth of what they
 * could (2 cores, 250 logins/s offered: 7 logins/s, the last after 272 s). A client back too early
 * costs one more quick refusal; one back too late leaves a worker idle.
 */
export class ReturnSlots {
  /** The fastest hash of each of the last PACE_WINDOW_S seconds, and which second it was. */
  private readonly fastest = new Array<number>(PACE_WINDOW_S).fill(Infinity);
  private readonly secondOf = new Array<number>(PACE_WINDOW_S).fill(-Infinity);
  /** The last slot booked (ms since the epoch). */
  private lastSlot = 0;

  /** Notes how long a hash took on its worker. */
  record(ms: number, now = Date.now()): void {
    const second = Math.floor(now / 1000);
    const i = second % PACE_WINDOW_S;
    if (this.secondOf[i] !== second) {
      this.secondOf[i] = second;
      this.fastest[i] = ms;
    } else this.fastest[i] = Math.min(this.fastest[i]!, ms);
  }

  /** A hash's time on a worker that has a core: the fastest of the last minute, or `fallback`. */
  pace(now: number, fallback: number): number {
    const second = Math.floor(now / 1000);
    let best = Infinity;
    for (let i = 0; i < PACE_WINDOW_S; i++) if (second - this.secondOf[i]! < PACE_WINDOW_S) best = Math.min(best, this.fastest[i]!);
    return best === Infinity ? fallback : best;
  }

  /** Books the next slot for a call refused at `now` with `waiting` hashes in line; its Retry-After. */
  book(now: number, waiting: number, workers: number, fallbackMs: number): number {
    const { slot, retryAfterSeconds } = returnSlot(this.lastSlot, now, this.pace(now, fallbackMs) / workers, waiting);
    this.lastSlot = slot;
    return retryAfterSeconds;
  }
}

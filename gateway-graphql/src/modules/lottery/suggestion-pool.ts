import type { EventBus } from '../../core/events.js';
import type { Answers } from './questionnaire.js';

/** A student others may be suggested: what the suggestions read of them. */
export interface Candidate {
  name: string;
  enrollmentId: string;
  answers: Answers;
  /** Question keys whose answers they show. */
  shown: Set<string>;
  /** Their answers as a vector of the process's questionnaire (Compatibility.vector). */
  vector: Int8Array;
}

/** How long a gateway reuses a pool: a suggestion may name someone who booked a bed this long ago (inviting them then says so). */
export const POOL_TTL_MS = 2000;

/**
 * Who may be suggested in a process, by gender, kept a moment on each gateway (issue 51,
 * docs/decisions/0145). At selection day's peak thousands of students read their suggestions;
 * each read would otherwise fetch and parse the same few thousand profiles. A pool lives
 * `POOL_TTL_MS` and is dropped at once when anyone's place or answers change (`SELECTION_PLACES`,
 * which every gateway hears): a group formed, joined or left, answers saved or deleted. A bed or
 * request taken meanwhile shows within the TTL; every invitation is judged again on write.
 * Concurrent reads of a missing pool share one load.
 */
export class SuggestionPools {
  private readonly pools = new Map<string, { at: number; pool: Promise<Candidate[]> }>();

  constructor(private readonly ttlMs = POOL_TTL_MS) {}

  get(processId: string, gender: string, load: () => Promise<Candidate[]>): Promise<Candidate[]> {
    const key = `${processId}|${gender}`;
    const now = performance.now();
    const kept = this.pools.get(key);
    if (kept && now - kept.at < this.ttlMs) return kept.pool;
    const pool = load();
    this.pools.set(key, { at: now, pool });
    // A failed load is not kept: the next read tries again.
    pool.catch(() => this.pools.get(key)?.pool === pool && this.pools.delete(key));
    return pool;
  }

  /** Drops every pool (a place or an answer changed somewhere). */
  forget(): void {
    this.pools.clear();
  }

  /** Forgets on every `SELECTION_PLACES` event; answers the function that stops listening. */
  listen(bus: EventBus): () => void {
    const places = bus.subscribe('SELECTION_PLACES')[Symbol.asyncIterator]();
    void (async () => {
      for (;;) {
        const next = await places.next();
        if (next.done) return;
        this.forget();
      }
    })();
    return () => void places.return?.();
  }
}

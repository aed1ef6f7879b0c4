import type { Viewer } from '../../core/viewer.js';
import type { EventBus } from '../../core/events.js';

interface Entry {
  viewer: Viewer;
  /** The session's own expiry, and the moment this copy must be re-read from the database. */
  expiresAt: number;
  staleAt: number;
}

const TTL_MS = 30_000;

/** Sessions that ended or changed: one login, or every login of a user (reset, disable, new role or hostels). */
export interface Revocation {
  sessionId?: string;
  userId?: string;
}
const MAX_ENTRIES = 50_000;

/**
 * Spares every request a session lookup: a resolved session is kept for 30 s. A revocation
 * (logout, password reset) evicts it here at once and, through the event bus (Redis when
 * scaled out), on every other instance within milliseconds.
 */
export class SessionCache {
  private readonly byHash = new Map<string, Entry>();
  private readonly listeners = new Set<(what: Revocation) => void>();

  /** `trusted()` false (Redis away): revocations from other instances cannot arrive, so nothing is served from here. */
  constructor(
    private readonly bus: EventBus,
    private readonly trusted: () => boolean = () => true,
  ) {}

  /** Forgets everything (Redis is back: revocations made meanwhile were never heard). */
  clear(): void {
    this.byHash.clear();
  }

  /** Listens for revocations made by any instance; returns a stop function. */
  listen(): () => void {
    const iterator = this.bus.subscribe('SESSIONS_REVOKED')[Symbol.asyncIterator]();
    void (async () => {
      for (;;) {
        const next = await iterator.next();
        if (next.done) return;
        this.evict(next.value);
      }
    })();
    return () => void iterator.return?.();
  }

  /**
   * Calls `listener` after every revocation heard, this instance's or another's, once its
   * sessions are forgotten here (the live sockets re-check theirs). Returns a stop function.
   */
  onRevoked(listener: (what: Revocation) => void): () => void {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }

  get(tokenHash: string, now: number): Viewer | undefined {
    if (!this.trusted()) return undefined;
    const entry = this.byHash.get(tokenHash);
    if (!entry) return undefined;
    if (now >= entry.staleAt || now >= entry.expiresAt) {
      this.byHash.delete(tokenHash);
      return undefined;
    }
    return entry.viewer;
  }

  set(tokenHash: string, viewer: Viewer, expiresAt: Date, now: number): void {
    if (this.byHash.size >= MAX_ENTRIES) this.byHash.delete(this.byHash.keys().next().value!);
    this.byHash.set(tokenHash, { viewer, expiresAt: expiresAt.getTime(), staleAt: now + TTL_MS });
  }

  /** Tells every instance (this one included) to forget these sessions. */
  revoked(what: Revocation): void {
    this.evict(what);
    this.bus.publish('SESSIONS_REVOKED', what);
  }

  private evict(what: Revocation): void {
    const { sessionId, userId } = what;
    for (const [hash, entry] of this.byHash) {
      if (entry.viewer.sessionId === sessionId || entry.viewer.userId === userId) this.byHash.delete(hash);
    }
    for (const listener of this.listeners) listener(what);
  }
}

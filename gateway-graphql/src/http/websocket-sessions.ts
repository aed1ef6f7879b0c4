import type { IncomingMessage } from 'node:http';
import type { ExecutionResult } from 'graphql';
import type { WebSocket } from 'ws';
import { CloseCode } from 'graphql-ws';
import type { Viewer } from '../core/viewer.js';

/**
 * How a socket ends when its session does, for the web apps (web-kit/graphql):
 * - 4401 (graphql-ws's Unauthorized): the session ended (logout, disabled, password reset,
 *   expiry). graphql-ws clients do not retry it; the web apps go to the login screen.
 * - 4205: the session is alive but its scope changed (a new role or hostels). Clients reconnect
 *   by themselves and subscribe again, with the new scope; the web apps re-read their screens.
 * - 1013 (try again later): the session could not be checked (the database did not answer).
 *   Clients reconnect and re-read; nothing is delivered unchecked meanwhile.
 */
export const SOCKET_CLOSE = {
  sessionEnded: { code: CloseCode.Unauthorized, reason: 'Session ended' },
  sessionChanged: { code: 4205, reason: 'Session changed' },
  sessionUnknown: { code: 1013, reason: 'Session could not be checked' },
} as const;

type Verdict = 'same' | keyof typeof SOCKET_CLOSE;

/** What a socket knows of its sessions: who its cookie was, who it is now, and when it ends. */
export interface SocketSessions {
  /** Who the socket's cookie is now (a revoked, expired or disabled session is null). */
  viewerOf(request: IncomingMessage): Promise<Viewer | null>;
  /** Calls back on every session revocation heard, from any instance; returns a stop function. */
  onRevoked(listener: (what: { sessionId?: string; userId?: string }) => void): () => void;
  /** False while revocations from other instances cannot be heard (Redis away): sockets are then re-checked every `sweepMs`. */
  trusted(): boolean;
  /** How often sockets re-check their session while revocations cannot be heard (default 5 s). */
  sweepMs?: number;
}

/** Whether the viewer now is the one the socket's operations were started for, with the same reach. */
export function sameScope(then: Viewer, now: Viewer | null): boolean {
  return (
    now !== null &&
    now.sessionId === then.sessionId &&
    now.role === then.role &&
    now.gender === then.gender &&
    now.hostelIds.length === then.hostelIds.length &&
    now.hostelIds.every((id, i) => id === then.hostelIds[i])
  );
}

/**
 * One socket's session. The first operation's context says who the socket is; from then on it is
 * checked again before every event it is handed, when a revocation names it, every `sweepMs`
 * while revocations cannot be heard, and when the session expires. A session that ended or
 * changed closes the socket, ending every stream on it.
 */
export class SocketSession {
  viewer: Viewer | null = null;
  private checking: Promise<Verdict> | undefined;
  private expiry: NodeJS.Timeout | undefined;
  closed = false;

  constructor(
    private readonly socket: WebSocket,
    private readonly request: IncomingMessage,
    private readonly sessions: SocketSessions,
  ) {}

  /** Learns who the socket is (its first operation with a session). */
  know(viewer: Viewer | null): void {
    if (this.viewer || !viewer) return;
    this.viewer = viewer;
    if (viewer.expiresAt !== undefined) {
      const left = Math.max(0, viewer.expiresAt - Date.now());
      if (left < 2 ** 31 - 1) this.expiry = setTimeout(() => this.close('sessionEnded'), left).unref();
    }
  }

  names(what: { sessionId?: string; userId?: string }): boolean {
    return this.viewer !== null && (what.sessionId === this.viewer.sessionId || what.userId === this.viewer.userId);
  }

  /**
   * Whether the socket may still be handed events: 'same', or the reason it was closed. Checks
   * that overlap share one lookup; a socket without a session has nothing to check.
   */
  check(): Promise<Verdict> {
    if (this.closed) return Promise.resolve('sessionEnded');
    const then = this.viewer;
    if (!then) return Promise.resolve('same');
    this.checking ??= this.sessions
      .viewerOf(this.request)
      .then((now): Verdict => (now === null ? 'sessionEnded' : sameScope(then, now) ? 'same' : 'sessionChanged'))
      .catch((): Verdict => 'sessionUnknown')
      .then((verdict) => {
        this.checking = undefined;
        if (verdict !== 'same') this.close(verdict);
        return verdict;
      });
    return this.checking;
  }

  close(why: Exclude<Verdict, 'same'>): void {
    if (this.closed) return;
    this.closed = true;
    clearTimeout(this.expiry);
    const { code, reason } = SOCKET_CLOSE[why];
    this.socket.close(code, reason);
  }

  ended(): void {
    this.closed = true;
    clearTimeout(this.expiry);
  }
}

/**
 * A subscription's stream that asks its socket's session before handing on each event: an event
 * that arrives after the session ended or changed is dropped and the stream ends (the socket is
 * closing). Returning or throwing ends the source at once, as the shared execution's does.
 */
export function checkedStream(stream: AsyncIterable<ExecutionResult>, session: SocketSession): AsyncIterableIterator<ExecutionResult> {
  const source = stream[Symbol.asyncIterator]();
  const end = async (): Promise<IteratorResult<ExecutionResult>> => {
    await source.return?.();
    return { done: true, value: undefined };
  };
  const checked: AsyncIterableIterator<ExecutionResult> = {
    [Symbol.asyncIterator]: () => checked,
    next: async () => {
      const event = await source.next();
      if (event.done) return event;
      return (await session.check()) === 'same' ? event : end();
    },
    return: end,
    throw: async (error: unknown) => {
      await source.return?.();
      throw error;
    },
  };
  return checked;
}

/** Every open socket's session, on one instance: found by socket, ended with it, and checked again when a revocation or the sweep asks. */
export interface SocketSessionTracker {
  /** The socket's session, begun on its first operation and forgotten when it closes. */
  of(socket: WebSocket, request: IncomingMessage): SocketSession;
  /** Checks every socket's session now. */
  recheck(): void;
  /** Stops hearing revocations and sweeping. */
  stop(): void;
}

/**
 * Tracks the sessions of a server's sockets: a revocation heard (from any instance) checks the
 * sockets it names, and while revocations cannot be heard every socket is checked each `sweepMs`.
 */
export function trackSocketSessions(sessions: SocketSessions): SocketSessionTracker {
  const bySocket = new Map<WebSocket, SocketSession>();
  const checkAll = (which: (session: SocketSession) => boolean) => {
    for (const session of bySocket.values()) if (which(session)) void session.check();
  };
  const stopHearing = sessions.onRevoked((what) => checkAll((session) => session.names(what)));
  const sweep = setInterval(() => sessions.trusted() || checkAll(() => true), sessions.sweepMs ?? 5_000).unref();
  return {
    of: (socket, request) => {
      let session = bySocket.get(socket);
      if (!session) {
        bySocket.set(socket, (session = new SocketSession(socket, request, sessions)));
        socket.once('close', () => {
          session!.ended();
          bySocket.delete(socket);
        });
      }
      return session;
    },
    recheck: () => checkAll(() => true),
    stop: () => {
      stopHearing();
      clearInterval(sweep);
    },
  };
}

import type { EntityManager } from '@mikro-orm/postgresql';
import type { EventBus } from './events.js';
import type { RoomChangeBatches } from './room-changes.js';
import type { Viewer } from './viewer.js';
import type { Logger } from './log.js';

/*
 * The request context lives in core, the bottom layer, so that a module's resolver or REST
 * route can name it without importing what sits above the modules (services.ts imports every
 * module). ARCHITECTURE.md's layers hold for types too; lint checks it (dependency-cruiser, .dependency-cruiser.cjs).
 */

/** A session as auth's SessionService issues it: what the cookie carries. */
export interface IssuedSession {
  token: string;
  expiresAt: Date;
}

/** How an adapter hands a session to the browser; WebSocket operations have none. */
export interface SessionCookieJar {
  set(session: IssuedSession): void;
  clear(): void;
}

/**
 * The services every request reaches (`ctx.services.booking`, …). Empty here: services.ts, the
 * composition root, fills it in with what `createServices` builds (a module augmentation), so
 * the list of services is written once, beside the code that builds them.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by services.ts (declaration merging)
export interface Services {}

/** Everything a resolver or REST route gets for one request (or one WebSocket operation). */
export interface RequestContext {
  /** A forked EntityManager: nothing is shared between requests. */
  em: EntityManager;
  viewer: Viewer | null;
  services: Services;
  cookies: SessionCookieJar;
  /** For subscriptions: every resolver subscribes through this, never publishes. */
  bus: EventBus;
  /** For the grids' subscription: a hostel's room changes in batches (core/room-changes.ts). */
  roomChanges: RoomChangeBatches;
  /** This request's id (X-Request-Id), on its log lines and in an unexpected error's answer. */
  requestId: string;
  log: Logger;
}

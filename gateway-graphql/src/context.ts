import type { EntityManager } from '@mikro-orm/postgresql';
import type { Services } from './services.js';
import type { IssuedSession } from './modules/auth/index.js';
import type { EventBus } from './core/events.js';
import type { RoomChangeBatches } from './core/room-changes.js';
import type { Viewer } from './core/viewer.js';
import type { Logger } from './core/log.js';

/** How an adapter hands a session to the browser; WebSocket operations have none. */
export interface SessionCookieJar {
  set(session: IssuedSession): void;
  clear(): void;
}

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

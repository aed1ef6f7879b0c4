import { createPubSub, type PubSub } from '@graphql-yoga/subscription';
import { SlidingBuffer } from '@repeaterjs/repeater';
import { Redis } from 'ioredis';
import type { AdminFeedEvent, OutpassView, RoomRequestView, RoomView } from './views.js';

/** Every topic and its payload; the second element of a pair is keyed by the first (hostel, student). */
export interface Topics {
  [key: string]: [] | [unknown] | [string | number, unknown];
  ADMIN_FEED: [AdminFeedEvent];
  ROOM_AVAILABILITY: [hostelId: string, room: RoomView];
  OUTPASS_STATUS: [studentId: string, outpass: OutpassView];
  ROOM_REQUEST_STATUS: [studentId: string, request: RoomRequestView];
  /** Sessions ended on some instance: every instance drops its cached copy. */
  SESSIONS_REVOKED: [{ sessionId?: string; userId?: string }];
}

export type EventBus = PubSub<Topics>;

/**
 * In-process by default; with REDIS_URL every gateway instance sees every event. A slow
 * subscriber keeps only its newest 256 events (a client that falls behind catches up by query).
 */
export function createEventBus(redisUrl?: string): { bus: EventBus; close(): Promise<void> } {
  const repeaterBuffer = new SlidingBuffer(256);
  if (!redisUrl) return { bus: createPubSub<Topics>({ repeaterBuffer }), close: async () => undefined };
  const publishClient = new Redis(redisUrl, { maxRetriesPerRequest: 3 });
  const subscribeClient = new Redis(redisUrl);
  return {
    bus: createPubSub<Topics>({ eventTarget: redisEventTarget(publishClient, subscribeClient), repeaterBuffer }),
    close: async () => {
      await Promise.allSettled([publishClient.quit(), subscribeClient.quit()]);
    },
  };
}

type Listener = (event: CustomEvent) => void;
const logRedisError = (what: string) => (error: unknown) => console.error(`[events] Redis ${what} failed:`, error instanceof Error ? error.message : error);

/**
 * An EventTarget over Redis pub/sub: one channel a topic, JSON payloads. Like
 * @graphql-yoga/redis-event-target, but a Redis outage is logged, never an unhandled rejection
 * that would take the gateway down; clients reconnecting after it catch up by query.
 */
function redisEventTarget(publishClient: Redis, subscribeClient: Redis): NonNullable<Parameters<typeof createPubSub<Topics>>[0]>['eventTarget'] {
  const listeners = new Map<string, Set<Listener>>();
  subscribeClient.on('message', (channel: string, message: string) => {
    const event = new CustomEvent(channel, { detail: message === '' ? null : JSON.parse(message) });
    for (const listener of listeners.get(channel) ?? []) listener(event);
  });
  subscribeClient.on('error', logRedisError('subscriber'));
  publishClient.on('error', logRedisError('publisher'));
  const target = {
    addEventListener(topic: string, listener: Listener | null) {
      if (!listener) return;
      let set = listeners.get(topic);
      if (!set) {
        listeners.set(topic, (set = new Set()));
        subscribeClient.subscribe(topic).catch(logRedisError('subscribe'));
      }
      set.add(listener);
    },
    removeEventListener(topic: string, listener: Listener | null) {
      const set = listeners.get(topic);
      if (!listener || !set?.delete(listener) || set.size > 0) return;
      listeners.delete(topic);
      if (subscribeClient.status === 'ready') subscribeClient.unsubscribe(topic).catch(logRedisError('unsubscribe'));
    },
    dispatchEvent(event: CustomEvent) {
      publishClient.publish(event.type, event.detail === undefined ? '' : JSON.stringify(event.detail)).catch(logRedisError('publish'));
      return true;
    },
  };
  return target as unknown as NonNullable<Parameters<typeof createPubSub<Topics>>[0]>['eventTarget'];
}

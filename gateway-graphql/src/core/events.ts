import { createPubSub, type PubSub } from '@graphql-yoga/subscription';
import { createRedisEventTarget } from '@graphql-yoga/redis-event-target';
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
}

export type EventBus = PubSub<Topics>;

/**
 * In-process by default; with REDIS_URL every gateway instance sees every event. A slow
 * subscriber keeps only its newest 256 events (a client that falls behind catches up by query).
 */
export function createEventBus(redisUrl?: string): { bus: EventBus; close(): Promise<void> } {
  const repeaterBuffer = new SlidingBuffer(256);
  if (!redisUrl) return { bus: createPubSub<Topics>({ repeaterBuffer }), close: async () => undefined };
  const publishClient = new Redis(redisUrl, { lazyConnect: false, maxRetriesPerRequest: 3 });
  const subscribeClient = new Redis(redisUrl, { lazyConnect: false });
  const eventTarget = createRedisEventTarget<never>({ publishClient, subscribeClient });
  return {
    bus: createPubSub<Topics>({ eventTarget, repeaterBuffer }),
    close: async () => {
      await Promise.all([publishClient.quit(), subscribeClient.quit()]);
    },
  };
}

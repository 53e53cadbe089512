import { createRedisEventTarget } from '@graphql-yoga/redis-event-target';
import { createPubSub, type PubSub } from '@graphql-yoga/subscription';
import Redis from 'ioredis';

/** Crosses Redis as JSON between replicas: plain data only, never entities. */
export interface VendorNotificationEvent {
  id: string;
  vendorId: string;
  orderId: string | null;
  message: string;
  createdAt: string;
}

export type AppPubSub = PubSub<{ VENDOR_NOTIFICATION: [VendorNotificationEvent] }>;

export interface PubSubHandle {
  pubSub: AppPubSub;
  close(): Promise<void>;
}

/**
 * In-process pub/sub by default. With REDIS_URL, events go through Redis so a notification raised
 * on one API replica reaches a vendor whose WebSocket is connected to another.
 */
export function createAppPubSub(redisUrl?: string): PubSubHandle {
  if (!redisUrl) return { pubSub: createPubSub(), close: async () => {} };
  const publishClient = new Redis(redisUrl, { lazyConnect: false, maxRetriesPerRequest: null });
  const subscribeClient = new Redis(redisUrl, { lazyConnect: false, maxRetriesPerRequest: null });
  for (const client of [publishClient, subscribeClient]) {
    // ioredis reconnects by itself; log instead of crashing while Redis is away.
    client.on('error', (error) => console.warn(`Redis: ${error.message}`));
  }
  const eventTarget = createRedisEventTarget({ publishClient, subscribeClient });
  return {
    pubSub: createPubSub({ eventTarget }),
    close: async () => {
      publishClient.disconnect();
      subscribeClient.disconnect();
    },
  };
}

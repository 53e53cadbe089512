import Redis from 'ioredis';
import { logger } from './logger';

/** Crosses Redis as JSON between replicas: plain data only, never entities. */
export interface VendorNotificationEvent {
  id: string;
  vendorId: string;
  orderId: string | null;
  /** A new order's units and total (Notification.itemCount, totalCents); absent from older senders. */
  itemCount?: number | null;
  totalCents?: number | null;
  message: string;
  createdAt: string;
}

/** Sessions ended (sign-out, password change, account deleted): every process closes their WebSockets. */
export interface SessionsRevokedEvent {
  userId: string;
  /** One session; null for all of the account's sessions. */
  sessionId: string | null;
}

/**
 * Publish after commit; subscriptions listen. One topic per shop (`VENDOR_NOTIFICATION:<vendorId>`):
 * a notification wakes only that shop's subscribers, instead of every vendor's subscription running
 * a filter for every order. (The shape of type-graphql's PubSub, which the schema is built with.)
 */
export interface AppPubSub {
  /** Never waits and never throws (see redisTransport for what an outage does). */
  publish(routingKey: 'VENDOR_NOTIFICATION', vendorId: string, event: VendorNotificationEvent): void;
  publish(routingKey: 'SESSIONS_REVOKED', scope: 'all', event: SessionsRevokedEvent): void;
  subscribe(routingKey: 'VENDOR_NOTIFICATION', vendorId: string): PushableIterator<VendorNotificationEvent>;
  subscribe(routingKey: 'SESSIONS_REVOKED', scope: 'all'): PushableIterator<SessionsRevokedEvent>;
}

export interface PubSubHandle {
  pubSub: AppPubSub;
  close(): Promise<void>;
}

/**
 * A subscription iterator's optional fast path: `iterator[PUSH](handler)` hands it every later
 * event synchronously as it arrives, instead of queueing it for `next()`. shared-subscribe.ts uses
 * it to send one serialized result to thousands of sockets without a chain of promises per
 * subscriber.
 */
export const PUSH = Symbol('push');

export type PushableIterator<T> = AsyncIterableIterator<T> & { [PUSH]?: (handler: (event: T) => void) => void };

/** Events a subscriber has not taken yet; past this the oldest are dropped (a stalled client, see topicIterator). */
const MAX_PENDING_EVENTS = 100;

/** Subscribers handed an event per turn of the event loop (see TopicPubSub.pump). */
const DELIVERY_SLICE = 250;

type Listener = (detail: unknown) => void;

/** How events leave and reach this process: directly, or through Redis. */
interface Transport {
  publish(topic: string, detail: unknown): void;
  /** The first local subscriber of a topic arrived / the last one left. */
  opened(topic: string): void;
  closed(topic: string): void;
  close(): Promise<void>;
}

/**
 * The subscribers of this process by topic, each fed by a small async iterator (or a push handler,
 * see PUSH). Lighter than
 * @graphql-yoga/subscription's Repeater and Node's EventTarget (which also warns past 10 listeners
 * of one topic, while thousands of dashboards of one shop are expected here): with 5,000 idle
 * subscriptions, each event's cost per subscriber is what limits fan-out latency.
 */
class TopicPubSub implements AppPubSub {
  private readonly topics = new Map<string, Set<Listener>>();
  private readonly wire: Transport;
  private readonly deliveries: { topic: string; listeners: Listener[]; detail: unknown; next: number }[] = [];
  private pumping = false;

  constructor(transport: (pubSub: TopicPubSub) => Transport) {
    this.wire = transport(this);
  }

  publish(routingKey: 'VENDOR_NOTIFICATION' | 'SESSIONS_REVOKED', key: string, event: VendorNotificationEvent | SessionsRevokedEvent): void {
    this.wire.publish(`${routingKey}:${key}`, event);
  }

  subscribe(routingKey: 'VENDOR_NOTIFICATION' | 'SESSIONS_REVOKED', key: string): PushableIterator<any> {
    return this.topicIterator(`${routingKey}:${key}`);
  }

  hasSubscribers(topic: string): boolean {
    return this.topics.has(topic);
  }

  /**
   * Hands an event to the topic's subscribers of the moment. Every subscriber gets the same object,
   * so one execution per event can be shared (shared-subscribe.ts). The work is done in turns of the
   * event loop, DELIVERY_SLICE subscribers at a time (see pump), never in the caller's turn.
   */
  deliver(topic: string, detail: unknown): void {
    const listeners = this.topics.get(topic);
    if (!listeners) return;
    this.deliveries.push({ topic, listeners: [...listeners], detail, next: 0 });
    if (!this.pumping) {
      this.pumping = true;
      setImmediate(this.pump);
    }
  }

  /**
   * Events in the order they were raised, each to all its subscribers before the next one starts
   * (so every subscriber sees them in order), DELIVERY_SLICE subscribers per turn: each slice's
   * messages are on the wire before the next slice starts, instead of the first byte leaving only
   * once thousands of subscribers have all been through every step (promise callbacks run
   * breadth-first); and other work (requests) gets turns in between.
   */
  private readonly pump = (): void => {
    let budget = DELIVERY_SLICE;
    while (budget > 0 && this.deliveries.length > 0) {
      const delivery = this.deliveries[0];
      for (; budget > 0 && delivery.next < delivery.listeners.length; budget--) {
        try {
          delivery.listeners[delivery.next++](delivery.detail);
        } catch (error) {
          logger.error({ topic: delivery.topic, err: error }, 'a subscriber failed to take an event'); // the others still get it
        }
      }
      if (delivery.next === delivery.listeners.length) this.deliveries.shift();
    }
    if (this.deliveries.length > 0) setImmediate(this.pump);
    else this.pumping = false;
  };

  close(): Promise<void> {
    return this.wire.close();
  }

  private topicIterator(topic: string): PushableIterator<unknown> {
    const pending: unknown[] = [];
    let waiting: ((result: IteratorResult<unknown>) => void) | undefined;
    let push: Listener | undefined;
    let done = false;
    const listener: Listener = (detail) => {
      if (done) return; // left while an event was being delivered
      if (push) {
        push(detail);
      } else if (waiting) {
        const resolve = waiting;
        waiting = undefined;
        resolve({ value: detail, done: false });
      } else {
        // A client that stopped reading must not make us hold every later event for it; the
        // notifications stay listed in the database anyway.
        if (pending.length >= MAX_PENDING_EVENTS) pending.shift();
        pending.push(detail);
      }
    };
    let listeners = this.topics.get(topic);
    if (!listeners) {
      this.topics.set(topic, (listeners = new Set()));
      this.wire.opened(topic);
    }
    listeners.add(listener);
    const finish = (): Promise<IteratorResult<unknown>> => {
      if (!done) {
        done = true;
        pending.length = 0;
        const set = this.topics.get(topic);
        if (set?.delete(listener) && set.size === 0) {
          this.topics.delete(topic);
          this.wire.closed(topic);
        }
        waiting?.({ value: undefined, done: true });
        waiting = undefined;
      }
      return Promise.resolve({ value: undefined, done: true });
    };
    return {
      next: () => {
        if (pending.length > 0) return Promise.resolve({ value: pending.shift(), done: false });
        if (done) return Promise.resolve({ value: undefined, done: true });
        return new Promise((resolve) => (waiting = resolve));
      },
      // Called by graphql-ws when the client completes or disconnects: unregisters at once.
      return: finish,
      throw: (error?: unknown) => finish().then(() => Promise.reject(error)),
      [PUSH](handler: Listener) {
        push = handler;
        for (const detail of pending.splice(0)) handler(detail);
      },
      [Symbol.asyncIterator]() {
        return this;
      },
    };
  }
}

/** One process: an event goes straight to the local subscribers. */
const localTransport = (pubSub: TopicPubSub): Transport => ({
  publish: (topic, detail) => pubSub.deliver(topic, detail),
  opened: () => {},
  closed: () => {},
  close: async () => {},
});

/** Logs a Redis problem at most once a minute per kind, so an outage does not flood the log. */
function throttledWarning(): (what: string, error?: unknown) => void {
  const last = new Map<string, number>();
  return (what, error) => {
    if (Date.now() - (last.get(what) ?? 0) < 60_000) return;
    last.set(what, Date.now());
    logger.warn({ err: error }, `Redis pub/sub: ${what}`);
  };
}

/**
 * Events through Redis channels (one per topic), so a notification raised on one API replica
 * reaches a vendor whose WebSocket is connected to another. A Redis outage never reaches the caller:
 *
 * - Publishing is fire-and-forget and never waits for Redis. While the publishing connection is
 *   down an event is dropped (logged), not queued: the notification is already a row in the
 *   database, so the vendor still sees it in their list and unread count; only the live push is
 *   lost. (Queued events would arrive late, in a burst, possibly before the other replicas have
 *   resubscribed, and would pile up in memory during a long outage.)
 * - Subscriptions survive an outage: ioredis reconnects by itself (retrying every 2 s at most) and
 *   re-issues SUBSCRIBE for every channel (`autoResubscribe`), so a WebSocket subscription opened
 *   before the outage receives events again once Redis is back, without the client doing anything.
 * - No command promise is left unhandled (an unhandled rejection would end the process).
 */
function redisTransport(redisUrl: string) {
  return (pubSub: TopicPubSub): Transport => {
    const warn = throttledWarning();
    // Publishing never waits: no offline queue, and a command sent just as the connection dies fails
    // within a second instead of being retried.
    const publishClient = new Redis(redisUrl, {
      connectionName: 'mainstreet:pubsub:publish',
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      commandTimeout: 1000,
    });
    // The subscribing connection keeps its SUBSCRIBE commands until Redis answers, however long that takes.
    const subscribeClient = new Redis(redisUrl, { connectionName: 'mainstreet:pubsub:subscribe', maxRetriesPerRequest: null, autoResubscribe: true });
    for (const client of [publishClient, subscribeClient]) {
      // ioredis reconnects by itself; log instead of crashing while Redis is away.
      client.on('error', (error) => warn('connection failed', error));
    }
    subscribeClient.on('message', (channel: string, message: string) => {
      if (!pubSub.hasSubscribers(channel)) return;
      let detail: unknown;
      try {
        detail = JSON.parse(message);
      } catch (error) {
        return warn(`ignored a malformed message on ${channel}`, error);
      }
      // Parsed once for all of this process's subscribers of the channel.
      pubSub.deliver(channel, detail);
    });
    return {
      publish(topic, detail) {
        if (publishClient.status !== 'ready') {
          return warn('Redis is unreachable; live notifications are not pushed until it is back (they are stored and listed as usual)');
        }
        publishClient.publish(topic, JSON.stringify(detail)).catch((error) => warn('a notification could not be published', error));
      },
      // Issued while Redis is down, SUBSCRIBE waits in ioredis's queue and is sent on reconnect.
      opened: (topic) => void subscribeClient.subscribe(topic).catch((error) => warn(`could not subscribe to ${topic}`, error)),
      closed: (topic) => void subscribeClient.unsubscribe(topic).catch((error) => warn(`could not unsubscribe from ${topic}`, error)),
      close: async () => {
        publishClient.disconnect();
        subscribeClient.disconnect();
      },
    };
  };
}

/**
 * In-process pub/sub by default. With REDIS_URL, events go through Redis so a notification raised
 * on one API replica reaches a vendor whose WebSocket is connected to another.
 */
export function createAppPubSub(redisUrl?: string): PubSubHandle {
  const pubSub = new TopicPubSub(redisUrl ? redisTransport(redisUrl) : localTransport);
  return { pubSub, close: () => pubSub.close() };
}

import type Redis from 'ioredis';
import { redisReachability } from './redis-connection';
import { logger } from './logger';

/** Registered queries expire a day after their last registration; clients simply register them again. */
const DEFAULT_TTL_SECONDS = 24 * 3600;

/**
 * Automatic persisted queries in Redis, so a query registered through one API replica is found by
 * the others (Apollo's default cache is per process). Shaped as Apollo's KeyValueCache<string>.
 * A Redis failure reads as a cache miss: the client then sends the full query, which still works.
 */
export class RedisApqCache {
  private readonly reachable: () => boolean;

  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'mainstreet:',
  ) {
    this.reachable = redisReachability(redis);
  }

  async get(key: string): Promise<string | undefined> {
    // While Redis is down every lookup is a miss at once (no wait for a timeout per request).
    if (!this.reachable()) return undefined;
    try {
      return (await this.redis.get(this.prefix + key)) ?? undefined;
    } catch (error) {
      logger.warn({ err: error }, 'persisted query lookup failed');
      return undefined;
    }
  }

  async set(key: string, value: string, options?: { ttl?: number | null }): Promise<void> {
    if (!this.reachable()) return;
    await this.redis.set(this.prefix + key, value, 'EX', options?.ttl ?? DEFAULT_TTL_SECONDS);
  }

  async delete(key: string): Promise<boolean | void> {
    if (!this.reachable()) return;
    await this.redis.del(this.prefix + key);
  }
}

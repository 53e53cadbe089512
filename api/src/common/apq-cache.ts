import type Redis from 'ioredis';

/** Registered queries expire a day after their last registration; clients simply register them again. */
const DEFAULT_TTL_SECONDS = 24 * 3600;

/**
 * Automatic persisted queries in Redis, so a query registered through one API replica is found by
 * the others (Apollo's default cache is per process). Shaped as Apollo's KeyValueCache<string>.
 * A Redis failure reads as a cache miss: the client then sends the full query, which still works.
 */
export class RedisApqCache {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'mainstreet:',
  ) {}

  async get(key: string): Promise<string | undefined> {
    try {
      return (await this.redis.get(this.prefix + key)) ?? undefined;
    } catch (error) {
      console.warn(`Persisted query lookup failed: ${(error as Error).message}`);
      return undefined;
    }
  }

  async set(key: string, value: string, options?: { ttl?: number | null }): Promise<void> {
    await this.redis.set(this.prefix + key, value, 'EX', options?.ttl ?? DEFAULT_TTL_SECONDS);
  }

  async delete(key: string): Promise<boolean | void> {
    await this.redis.del(this.prefix + key);
  }
}

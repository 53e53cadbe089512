import Redis from 'ioredis';
import { logger } from './logger';

/**
 * The Redis connection for work a request waits on (rate-limit counts, persisted queries), shared by
 * every replica: one retry and a one-second timeout per command, so a Redis outage slows no request
 * for long.
 */
export function connectRedis(url: string): Redis {
  const redis = new Redis(url, { maxRetriesPerRequest: 1, commandTimeout: 1000 });
  // ioredis retries every few hundred ms while Redis is away: say so once a minute, not on every attempt.
  let warnedAt = 0;
  redis.on('error', (error) => {
    if (Date.now() - warnedAt < 60_000) return;
    warnedAt = Date.now();
    logger.warn({ err: error }, `Redis: ${error.message}`);
  });
  return redis;
}

/**
 * Whether a Redis connection is worth a command right now: false from the moment the connection is
 * lost until ioredis has reconnected. Callers that can do without Redis (persisted queries) then
 * skip it at once, instead of every request waiting in ioredis's offline queue for the command
 * timeout while Redis is down. (The rate limiter gets the same from rate-limiter-flexible's
 * `rejectIfRedisNotReady`.)
 */
export function redisReachability(redis: Redis): () => boolean {
  // Until a first connection attempt fails, commands wait for the connection as usual (startup).
  let reachable = true;
  redis.on('close', () => (reachable = false));
  redis.on('ready', () => (reachable = true));
  return () => reachable;
}

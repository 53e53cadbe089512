import type Redis from 'ioredis';

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

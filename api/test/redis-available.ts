import Redis from 'ioredis';

/** The Redis tests use; optional on a developer's machine, required in CI. */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

export async function redisAvailable(url = TEST_REDIS_URL): Promise<boolean> {
  const client = new Redis(url, { lazyConnect: true, connectTimeout: 1000, maxRetriesPerRequest: 0, retryStrategy: () => null });
  client.on('error', () => {});
  try {
    await client.connect();
    return (await client.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}

/** Skipping the Redis cases is fine locally; in CI a missing Redis is a failure. */
export async function requireRedisInCi(what: string): Promise<boolean> {
  const available = await redisAvailable();
  if (!available && process.env.CI) throw new Error(`Redis is required in CI for ${what} (${TEST_REDIS_URL}).`);
  if (!available) console.warn(`Skipping ${what}: no Redis at ${TEST_REDIS_URL}.`);
  return available;
}

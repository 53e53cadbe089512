import { randomUUID } from 'node:crypto';
import Redis from 'ioredis';
import jwt from 'jsonwebtoken';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { requireRedisInCi, TEST_REDIS_URL } from '../../test/redis-available';
import { MemoryRateLimitStore, RateLimiter, rateLimitKey, RedisRateLimitStore } from './rate-limit';

const SECRET = 'a-secret-that-is-long-enough-for-the-tests';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('MemoryRateLimitStore', () => {
  it('counts hits per key and starts over when the window ends', async () => {
    const store = new MemoryRateLimitStore();
    expect((await store.hit('a', 100)).count).toBe(1);
    expect((await store.hit('a', 100)).count).toBe(2);
    expect((await store.hit('b', 100)).count).toBe(1);
    const third = await store.hit('a', 100);
    expect(third.count).toBe(3);
    expect(third.resetInMs).toBeGreaterThan(0);
    expect(third.resetInMs).toBeLessThanOrEqual(100);
    await sleep(120);
    expect((await store.hit('a', 100)).count).toBe(1);
  });
});

describe('RateLimiter', () => {
  it('applies the token limit to users and the address limit to everyone else; 0 turns a limit off', async () => {
    const limiter = new RateLimiter(new MemoryRateLimitStore(), { windowSeconds: 60, perToken: 2, perIp: 1 });
    const user = { kind: 'token' as const, id: randomUUID() };
    expect(await limiter.consume(user)).toEqual({ allowed: true, limit: 2, remaining: 1, resetSeconds: 60 });
    expect(await limiter.consume(user)).toMatchObject({ allowed: true, remaining: 0 });
    expect(await limiter.consume(user)).toMatchObject({ allowed: false, remaining: 0 });
    expect(await limiter.consume({ kind: 'ip', id: '10.0.0.1' })).toMatchObject({ allowed: true, limit: 1 });
    expect(await limiter.consume({ kind: 'ip', id: '10.0.0.1' })).toMatchObject({ allowed: false });

    const off = new RateLimiter(new MemoryRateLimitStore(), { windowSeconds: 60, perToken: 0, perIp: 0 });
    for (let i = 0; i < 5; i++) expect((await off.consume(user)).allowed).toBe(true);
  });
});

describe('rateLimitKey', () => {
  const userId = randomUUID();
  const sign = (claims: object, secret = SECRET, options: jwt.SignOptions = {}) =>
    `Bearer ${jwt.sign(claims, secret, { algorithm: 'HS256', expiresIn: 60, ...options })}`;

  it('keys a valid token by its user and anything else by the address', () => {
    expect(rateLimitKey(sign({ sub: userId, tv: 0 }), '1.2.3.4', SECRET)).toEqual({ kind: 'token', id: userId });
    expect(rateLimitKey(undefined, '1.2.3.4', SECRET)).toEqual({ kind: 'ip', id: '1.2.3.4' });
    // Forged, expired, malformed or subject-less tokens cannot buy a fresh count.
    expect(rateLimitKey(sign({ sub: userId }, 'another-secret-of-enough-length'), '1.2.3.4', SECRET).kind).toBe('ip');
    expect(rateLimitKey(sign({ sub: userId }, SECRET, { expiresIn: -10 }), '1.2.3.4', SECRET).kind).toBe('ip');
    expect(rateLimitKey('Bearer not-a-jwt', '1.2.3.4', SECRET).kind).toBe('ip');
    expect(rateLimitKey(sign({ sub: 'admin' }), '1.2.3.4', SECRET).kind).toBe('ip');
    expect(rateLimitKey(`Basic ${Buffer.from('a:b').toString('base64')}`, '1.2.3.4', SECRET).kind).toBe('ip');
  });
});

describe('RedisRateLimitStore', () => {
  it('counts in the process while Redis is unreachable', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const down = new Redis('redis://127.0.0.1:1', { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 0, retryStrategy: () => null });
    down.on('error', () => {});
    const store = new RedisRateLimitStore(down);
    expect((await store.hit('k', 60_000)).count).toBe(1);
    expect((await store.hit('k', 60_000)).count).toBe(2);
    expect(warn).toHaveBeenCalledTimes(1); // once a minute, not once a request
    warn.mockRestore();
    down.disconnect();
  });

  describe('against Redis', () => {
    let redis: Redis | undefined;
    beforeAll(async () => {
      if (await requireRedisInCi('the Redis rate-limit store test')) redis = new Redis(TEST_REDIS_URL);
    });
    afterAll(() => redis?.disconnect());

    it('counts atomically and lets the key expire with its window', async (context) => {
      if (!redis) return context.skip();
      const prefix = `test:${randomUUID()}:`;
      const store = new RedisRateLimitStore(redis, prefix);
      const hits = await Promise.all(Array.from({ length: 20 }, () => store.hit('k', 300)));
      expect(hits.map((hit) => hit.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
      const ttl = await redis.pttl(`${prefix}k`);
      expect(ttl).toBeGreaterThan(0);
      expect(ttl).toBeLessThanOrEqual(300);
      await sleep(350);
      expect(await redis.exists(`${prefix}k`)).toBe(0);
      expect((await store.hit('k', 300)).count).toBe(1);
    });
  });
});

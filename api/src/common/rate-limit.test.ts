import { randomUUID } from 'node:crypto';
import Redis from 'ioredis';
import jwt from 'jsonwebtoken';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { requireRedisInCi, TEST_REDIS_URL } from '../../test/redis-available';
import { RateLimiter, rateLimitKey } from './rate-limit';
import { logger } from './logger';

const SECRET = 'a-secret-that-is-long-enough-for-the-tests';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('RateLimiter in one process', () => {
  it('counts requests per key and starts over when the window ends', async () => {
    const limiter = new RateLimiter({ windowSeconds: 1, perToken: 0, perIp: 5 });
    const a = { kind: 'ip' as const, id: '10.0.0.1' };
    expect((await limiter.consume(a)).remaining).toBe(4);
    expect((await limiter.consume(a)).remaining).toBe(3);
    expect((await limiter.consume({ kind: 'ip', id: '10.0.0.2' })).remaining).toBe(4);
    const third = await limiter.consume(a);
    expect(third).toEqual({ allowed: true, limit: 5, remaining: 2, resetSeconds: 1 });
    await sleep(1_100);
    expect((await limiter.consume(a)).remaining).toBe(4);
  });
});

describe('RateLimiter', () => {
  it('applies the token limit to users and the address limit to everyone else; 0 turns a limit off', async () => {
    const limiter = new RateLimiter({ windowSeconds: 60, perToken: 2, perIp: 1 });
    const user = { kind: 'token' as const, id: randomUUID() };
    expect(await limiter.consume(user)).toEqual({ allowed: true, limit: 2, remaining: 1, resetSeconds: 60 });
    expect(await limiter.consume(user)).toMatchObject({ allowed: true, remaining: 0 });
    expect(await limiter.consume(user)).toMatchObject({ allowed: false, remaining: 0 });
    expect(await limiter.consume({ kind: 'ip', id: '10.0.0.1' })).toMatchObject({ allowed: true, limit: 1 });
    expect(await limiter.consume({ kind: 'ip', id: '10.0.0.1' })).toMatchObject({ allowed: false });

    const off = new RateLimiter({ windowSeconds: 60, perToken: 0, perIp: 0 });
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

describe('RateLimiter with Redis', () => {
  it('counts in the process, at once, while Redis is unreachable', async () => {
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => {});
    const down = new Redis('redis://127.0.0.1:1', { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 0, retryStrategy: () => null });
    down.on('error', () => {});
    const limiter = new RateLimiter({ windowSeconds: 60, perToken: 0, perIp: 5 }, down);
    const started = Date.now();
    expect(await limiter.consume({ kind: 'ip', id: 'k' })).toEqual({ allowed: true, limit: 5, remaining: 4, resetSeconds: 60 });
    expect((await limiter.consume({ kind: 'ip', id: 'k' })).remaining).toBe(3);
    expect(Date.now() - started).toBeLessThan(500);
    expect(warn).toHaveBeenCalledTimes(1); // once a minute, not once a request
    warn.mockRestore();
    down.disconnect();
  });

  describe('against Redis', () => {
    let redis: Redis | undefined;
    beforeAll(async () => {
      if (!(await requireRedisInCi('the Redis rate-limit store test'))) return;
      redis = new Redis(TEST_REDIS_URL);
      await redis.ping(); // connected: until then the limiter counts in the process
    });
    afterAll(() => redis?.disconnect());

    it('counts atomically and lets the key expire with its window', async (context) => {
      if (!redis) return context.skip();
      const prefix = `test:${randomUUID()}`;
      // rate-limiter-flexible keeps Redis windows in whole seconds: the shortest is 1 s.
      const limiter = new RateLimiter({ windowSeconds: 1, perToken: 100, perIp: 0 }, redis, prefix);
      const user = { kind: 'token' as const, id: randomUUID() };
      const hits = await Promise.all(Array.from({ length: 20 }, () => limiter.consume(user)));
      expect(hits.map((hit) => hit.remaining).sort((a, b) => b - a)).toEqual(Array.from({ length: 20 }, (_, i) => 99 - i));
      const ttl = await redis.pttl(`${prefix}:token:${user.id}`);
      expect(ttl).toBeGreaterThan(0);
      expect(ttl).toBeLessThanOrEqual(1_000);
      await sleep(1_100);
      expect(await redis.exists(`${prefix}:token:${user.id}`)).toBe(0);
      expect((await limiter.consume(user)).remaining).toBe(99);
    });

    it('refuses past the limit and keeps counting', async (context) => {
      if (!redis) return context.skip();
      const limiter = new RateLimiter({ windowSeconds: 60, perToken: 2, perIp: 0 }, redis, `test:${randomUUID()}`);
      const user = { kind: 'token' as const, id: randomUUID() };
      expect(await limiter.consume(user)).toEqual({ allowed: true, limit: 2, remaining: 1, resetSeconds: 60 });
      expect(await limiter.consume(user)).toMatchObject({ allowed: true, remaining: 0 });
      const refused = await limiter.consume(user);
      expect(refused).toMatchObject({ allowed: false, remaining: 0 });
      expect(refused.resetSeconds).toBeGreaterThanOrEqual(59);
    });
  });
});

import { createSecretKey, type KeyObject } from 'node:crypto';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { GraphQLError } from 'graphql';
import type Redis from 'ioredis';
import jwt from 'jsonwebtoken';
import type { RateLimitConfig } from '../config';
import { isUuid } from './ids';
import { redisReachability } from './redis-connection';

/** Who a request is counted against: the signed-in user, else the client's address. */
export interface RateLimitKey {
  kind: 'token' | 'ip';
  id: string;
}

export interface RateLimitDecision {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** Seconds until the caller's window starts over. */
  resetSeconds: number;
}

/** Counts hits of one key in fixed windows that start at the key's first hit. */
export interface RateLimitStore {
  hit(key: string, windowMs: number): Promise<{ count: number; resetInMs: number }>;
}

/** One process's counts: the default, and the fallback while Redis is unreachable. */
export class MemoryRateLimitStore implements RateLimitStore {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();
  private nextSweep = 0;

  async hit(key: string, windowMs: number): Promise<{ count: number; resetInMs: number }> {
    const now = Date.now();
    // Forget finished windows once per window, so one-off addresses do not accumulate.
    if (now >= this.nextSweep) {
      for (const [k, window] of this.windows) if (window.resetAt <= now) this.windows.delete(k);
      this.nextSweep = now + windowMs;
    }
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + windowMs };
      this.windows.set(key, window);
    }
    window.count += 1;
    return { count: window.count, resetInMs: window.resetAt - now };
  }
}

// INCR and PEXPIRE in one script, so concurrent replicas never leave a counter without an expiry.
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}`;

/** Counts shared by every API replica. */
export class RedisRateLimitStore implements RateLimitStore {
  private readonly fallback = new MemoryRateLimitStore();
  private readonly reachable: () => boolean;
  private warnedAt = 0;

  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'mainstreet:ratelimit:',
  ) {
    this.reachable = redisReachability(redis);
  }

  async hit(key: string, windowMs: number): Promise<{ count: number; resetInMs: number }> {
    // Redis being away must not take the API down, nor slow it: count in this process until it is back.
    if (!this.reachable()) return this.fallbackHit(key, windowMs, 'the connection is down');
    try {
      const [count, ttl] = (await this.redis.eval(HIT_SCRIPT, 1, this.prefix + key, String(windowMs))) as [number, number];
      return { count, resetInMs: ttl };
    } catch (error) {
      return this.fallbackHit(key, windowMs, (error as Error).message);
    }
  }

  private fallbackHit(key: string, windowMs: number, reason: string) {
    if (Date.now() - this.warnedAt > 60_000) {
      this.warnedAt = Date.now();
      console.warn(`Rate limits are counted per process while Redis is unreachable: ${reason}`);
    }
    return this.fallback.hit(key, windowMs);
  }
}

export class RateLimiter {
  constructor(
    private readonly store: RateLimitStore,
    private readonly config: RateLimitConfig,
  ) {}

  async consume(key: RateLimitKey): Promise<RateLimitDecision> {
    const limit = key.kind === 'token' ? this.config.perToken : this.config.perIp;
    const windowMs = this.config.windowSeconds * 1000;
    if (limit === 0) return { allowed: true, limit, remaining: 0, resetSeconds: 0 };
    const { count, resetInMs } = await this.store.hit(`${key.kind}:${key.id}`, windowMs);
    return {
      allowed: count <= limit,
      limit,
      remaining: Math.max(limit - count, 0),
      resetSeconds: Math.max(Math.ceil(resetInMs / 1000), 1),
    };
  }
}

/**
 * Given a string, jsonwebtoken first tries to read it as a public key on every verify (a tenth of an
 * authenticated request's CPU in the add-to-cart profile): the key object is made once per secret.
 */
let lastKey: { secret: string; key: KeyObject } | undefined;
function secretKey(secret: string): KeyObject {
  if (lastKey?.secret !== secret) lastKey = { secret, key: createSecretKey(Buffer.from(secret, 'utf8')) };
  return lastKey.key;
}

/**
 * The user id of a valid bearer token, else the address. Only the signature and expiry are checked
 * (no database read, so refusing costs nothing); a forged or random token cannot buy a fresh count
 * because it falls back to the address.
 */
export function rateLimitKey(authorization: string | undefined, ip: string, jwtSecret: string): RateLimitKey {
  const token = authorization && /^Bearer\s+(\S+)$/i.exec(authorization)?.[1];
  if (token) {
    try {
      const { sub } = jwt.verify(token, secretKey(jwtSecret), { algorithms: ['HS256'] }) as { sub?: unknown };
      if (typeof sub === 'string' && isUuid(sub)) return { kind: 'token', id: sub };
    } catch {
      // an invalid or expired token counts against the address
    }
  }
  return { kind: 'ip', id: ip };
}

export function rateLimitMessage(decision: RateLimitDecision): string {
  return `Too many requests. Please wait ${decision.resetSeconds} seconds and try again.`;
}

/** The GraphQL error for a refused WebSocket operation (HTTP requests get the same body from the middleware). */
export function rateLimitedError(decision: RateLimitDecision): GraphQLError {
  return new GraphQLError(rateLimitMessage(decision), { extensions: { code: 'RATE_LIMITED' } });
}

/**
 * Express middleware counting each request; over the limit it answers 429 with Retry-After.
 * `body` shapes the refusal for the route: `{ message }` on /api, `{ errors: [...] }` on /graphql.
 * Every answer carries RateLimit-Limit/-Remaining/-Reset so integrators can pace themselves.
 */
export function rateLimitMiddleware(
  limiter: RateLimiter,
  keyOf: (req: Request) => RateLimitKey,
  body: (message: string) => unknown,
): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    limiter.consume(keyOf(req)).then((decision) => {
      if (decision.limit === 0) return next();
      res.set({
        'RateLimit-Limit': String(decision.limit),
        'RateLimit-Remaining': String(decision.remaining),
        'RateLimit-Reset': String(decision.resetSeconds),
      });
      if (decision.allowed) return next();
      res.status(429).set('Retry-After', String(decision.resetSeconds)).json(body(rateLimitMessage(decision)));
    }, next);
  };
}

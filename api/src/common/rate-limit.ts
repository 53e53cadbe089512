import { createSecretKey, type KeyObject } from 'node:crypto';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { GraphQLError } from 'graphql';
import type Redis from 'ioredis';
import jwt from 'jsonwebtoken';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { RateLimitConfig } from '../config';
import { isUuid } from './ids';
import { logger } from './logger';

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

/** Where the counts live in Redis: `mainstreet:ratelimit:token:<user id>`, `mainstreet:ratelimit:ip:<address>`. */
export const RATE_LIMIT_KEY_PREFIX = 'mainstreet:ratelimit';

/**
 * Counts requests per signed-in user and per address with rate-limiter-flexible, in fixed windows
 * that start at a key's first request; refused requests count too. With Redis the counts are shared
 * by every replica: one Lua script increments a key and sets its expiry, so checking and counting
 * are one atomic step. Without Redis they are this process's own (a synchronous increment).
 *
 * Redis being away must neither fail nor slow a request: `rejectIfRedisNotReady` skips Redis at once
 * while ioredis is not connected (rather than letting the command wait in its offline queue), and
 * the insurance limiter counts in this process until Redis is back, as it does when a command fails.
 * (So do the first requests after start, if any arrive before ioredis has connected.)
 */
export class RateLimiter {
  private readonly limiters: Record<RateLimitKey['kind'], { limit: number; limiter?: RateLimiterAbstract }>;

  constructor(config: RateLimitConfig, redis?: Redis, keyPrefix = RATE_LIMIT_KEY_PREFIX) {
    const warnFallback = fallbackWarning();
    const limiterOf = (kind: RateLimitKey['kind'], points: number): RateLimiterAbstract | undefined => {
      if (points === 0) return undefined;
      const options = { points, duration: config.windowSeconds, keyPrefix: `${keyPrefix}:${kind}` };
      if (!redis) return new RateLimiterMemory(options);
      return new RateLimiterRedis({
        ...options,
        storeClient: redis,
        rejectIfRedisNotReady: true,
        insuranceLimiter: new WarningMemoryLimiter(options, warnFallback),
      });
    };
    this.limiters = {
      token: { limit: config.perToken, limiter: limiterOf('token', config.perToken) },
      ip: { limit: config.perIp, limiter: limiterOf('ip', config.perIp) },
    };
  }

  async consume(key: RateLimitKey): Promise<RateLimitDecision> {
    const { limit, limiter } = this.limiters[key.kind];
    if (!limiter) return { allowed: true, limit, remaining: 0, resetSeconds: 0 };
    let allowed = true;
    let result: RateLimiterRes;
    try {
      result = await limiter.consume(key.id);
    } catch (refusal) {
      // Over the limit, the promise rejects with the same kind of result; anything else is a failure.
      if (!(refusal instanceof RateLimiterRes)) throw refusal;
      result = refusal;
      allowed = false;
    }
    return {
      allowed,
      limit,
      remaining: result.remainingPoints,
      resetSeconds: Math.max(Math.ceil(result.msBeforeNext / 1000), 1),
    };
  }
}

/** Says once a minute (not once a request) that the limits are counted per process. */
function fallbackWarning(): () => void {
  let warnedAt = 0;
  return () => {
    if (Date.now() - warnedAt <= 60_000) return;
    warnedAt = Date.now();
    logger.warn('Rate limits are counted per process while Redis is unreachable.');
  };
}

/** The insurance limiter: rate-limiter-flexible calls it only when Redis could not count. */
class WarningMemoryLimiter extends RateLimiterMemory {
  constructor(
    options: ConstructorParameters<typeof RateLimiterMemory>[0],
    private readonly warn: () => void,
  ) {
    super(options);
  }

  override consume(...args: Parameters<RateLimiterMemory['consume']>): Promise<RateLimiterRes> {
    this.warn();
    return super.consume(...args);
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
  // As formatError would give it (graphql-ws sends it as it is): the message's id and its value too.
  return new GraphQLError(rateLimitMessage(decision), {
    extensions: { code: 'TOO_MANY_REQUESTS', messageId: 'RATE_LIMITED', params: { seconds: decision.resetSeconds } },
  });
}

/**
 * Express middleware counting each request; over the limit it answers 429 with Retry-After.
 * `body` shapes the refusal for the route: `{ message }` on /api, `{ errors: [...] }` on /graphql.
 * Every answer carries RateLimit-Limit/-Remaining/-Reset so integrators can pace themselves.
 */
export function rateLimitMiddleware(
  limiter: RateLimiter,
  keyOf: (req: Request) => RateLimitKey,
  body: (message: string, req: Request) => unknown,
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
      res.status(429).set('Retry-After', String(decision.resetSeconds)).json(body(rateLimitMessage(decision), req));
    }, next);
  };
}

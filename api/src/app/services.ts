import type { MikroORM } from '@mikro-orm/postgresql';
import type { Request, RequestHandler } from 'express';
import type { GraphQLSchema } from 'graphql';
import type Redis from 'ioredis';
import type { AppConfig } from '../config';
import { CatalogResponseCache } from '../common/catalog-response-cache';
import type { AppContext } from '../common/context';
import { createAppPubSub, type AppPubSub, type PubSubHandle } from '../common/pubsub';
import { RateLimiter, rateLimitKey, rateLimitMiddleware, type RateLimitDecision } from '../common/rate-limit';
import { connectRedis } from '../common/redis-connection';
import { contextOnDemand } from '../common/ws-operation';
import type { DirectSend } from '../common/shared-subscribe';
import { createLoaders } from '../loaders';
import { createSchema } from '../schema';
import { TokenService } from '../modules/auth/token.service';
import { MailDispatcher, type MailDispatcherTimings } from '../modules/mail/mail-dispatcher';
import { createSmtpTransport } from '../modules/mail/mail-transport';
import { CheckoutSettlement } from '../modules/checkout/checkout-settlement';
import { PaymentReconciler, type PaymentReconcilerOptions } from '../modules/checkout/payment-reconciler';
import type { PaymentProvider } from '../modules/payments/payment-provider';
import { ProductSalesRefresher, refreshProductSales } from '../modules/catalog/product-sales';
import { RefundDispatcher, type RefundDispatcherTimings } from '../modules/payments/refund-dispatcher';
import { createPaymentProvider, StripePaymentProvider } from '../modules/payments/stripe-payment.provider';
import { createPayouts } from '../modules/payouts/payouts.wiring';
import type { TransferDispatcherTimings } from '../modules/payouts/transfer-dispatcher';
import { logger } from '../common/logger';

/** What tests (and benchmarks) replace or tune; everything else follows the config. */
export interface ServiceOverrides {
  /** Defaults to in-process pub/sub (or Redis when config.redisUrl is set). */
  pubSub?: PubSubHandle;
  /** Defaults to the provider the config selects (Stripe keys, else the test provider). */
  paymentProvider?: PaymentProvider;
  /** Mail dispatcher timings (tests shorten the poll interval and the retry backoff). */
  mail?: MailDispatcherTimings;
  /** Refund dispatcher timings, likewise. */
  refunds?: RefundDispatcherTimings;
  /** Payment reconciler timings (tests shorten the grace period and the release deadline). */
  reconciler?: PaymentReconcilerOptions;
  /** Transfer dispatcher timings, likewise. */
  payouts?: TransferDispatcherTimings;
  /** The current instant for date-dependent figures (dashboards' month to date); tests pin it. */
  clock?: () => Date;
  /** URLs per sitemap file (50,000); tests make it small to page without 50,000 products. */
  sitemapPageSize?: number;
}

/** Builds the context of an HTTP request (GraphQL, REST, storefront renders). */
export type ContextFor = (authorization: string | undefined, ip: string, userAgent?: string) => Promise<AppContext>;

/** The long-lived pieces every entry path shares: made once per process, before anything is mounted. */
export interface AppServices {
  orm: MikroORM;
  schema: GraphQLSchema;
  pubSub: AppPubSub;
  tokens: TokenService;
  payments: PaymentProvider;
  /** Settles checkouts' payments; Stripe's webhook reports outcomes to it. */
  checkoutSettlement: CheckoutSettlement;
  catalogCache: CatalogResponseCache;
  /** Unset without REDIS_URL; with it, persisted queries are shared by every replica. */
  redis?: Redis;
  /** The caller of an Authorization value (null for none, with the reason when it is invalid). */
  authenticate: (authorization: string | undefined) => ReturnType<TokenService['authenticate']>;
  contextFor: ContextFor;
  /**
   * A WebSocket operation's context: the caller read once, no unit of work kept between uses (see
   * contextOnDemand), results sent with `send` when identical subscribers share an execution.
   */
  operationContextFor: (authorization: string | undefined, ip: string, send: DirectSend) => Promise<AppContext>;
  /** One limit for /graphql, /api and WebSocket operations, counted per valid token, else per address. */
  rateLimit: {
    /** `body` shapes the refusal for the route (see rateLimitMiddleware). */
    middleware(body: (message: string, req: Request) => unknown): RequestHandler;
    consume(authorization: string | undefined, ip: string): Promise<RateLimitDecision>;
  };
  /**
   * Starts the background work, which then keeps polling: delivering mail, refunds and transfers that
   * are due (leftovers from before a restart included), and finishing checkouts cut off before settling.
   */
  startPollers(): void;
  /** Once nothing uses them any more (see AppServer.close). */
  stop(): Promise<void>;
}

export async function createServices(orm: MikroORM, config: AppConfig, overrides: ServiceOverrides): Promise<AppServices> {
  const clock = overrides.clock ?? (() => new Date());
  const payments = overrides.paymentProvider ?? createPaymentProvider(config.stripe);
  const pubSubHandle = overrides.pubSub ?? createAppPubSub(config.redisUrl);
  const pubSub = pubSubHandle.pubSub;
  const schema = await createSchema(pubSub);
  const tokens = new TokenService(config.jwtSecret, config.jwtTtlSeconds);
  const mail = new MailDispatcher(orm, {
    ...overrides.mail,
    publicUrl: config.mail.publicUrl,
    from: config.mail.from,
    transport: config.mail.smtpUrl ? createSmtpTransport(config.mail.smtpUrl) : undefined,
  });
  // Refunds queued by cancellations are made after commit, outside any transaction, with retries.
  const refunds = new RefundDispatcher(orm, payments, overrides.refunds);
  // Step (c) of every checkout, shared with the webhooks and the reconciler that finishes cut-off checkouts.
  const checkoutSettlement = new CheckoutSettlement(orm, pubSub, mail, refunds);
  const reconciler = new PaymentReconciler(orm, payments, checkoutSettlement, overrides.reconciler);
  // Transfers to shops and their reversals, likewise after commit; Stripe Connect through the same Stripe client.
  const payouts = createPayouts(orm, payments instanceof StripePaymentProvider ? payments.stripe : null, config.mail.publicUrl, overrides.payouts);
  if (!config.mail.smtpUrl && config.isProduction) {
    logger.warn('SMTP_URL is not set: mail (verification, password reset, orders) is kept in the mail_outbox table and not delivered.');
  }
  // With Redis, rate-limit counts and persisted queries are shared by every replica.
  const redis = config.redisUrl ? connectRedis(config.redisUrl) : undefined;
  const catalogCache = new CatalogResponseCache(orm.config.get('clientUrl')!);
  await catalogCache.start();
  // Best selling reads a summary of 30 days of sales, recomputed every few minutes.
  await refreshProductSales(orm);
  const sales = new ProductSalesRefresher(orm);
  const limiter = new RateLimiter(config.rateLimit, redis);
  const keyOf = (authorization: string | undefined, ip: string) => rateLimitKey(authorization, ip, config.jwtSecret);

  // What every resolver reaches through its context besides the caller and the unit of work.
  const contextServices = { tokens, payments, pubSub, mail, refunds, checkoutSettlement, payouts, clock };
  return {
    orm,
    schema,
    pubSub,
    tokens,
    payments,
    checkoutSettlement,
    catalogCache,
    redis,
    authenticate: (authorization) => tokens.authenticate(orm.em.fork(), authorization),
    contextFor: async (authorization, ip, userAgent) => {
      const em = orm.em.fork();
      const { user, tokenError } = await tokens.authenticate(em, authorization);
      return { em, user, tokenError, ip, userAgent, loaders: createLoaders(em), ...contextServices };
    },
    operationContextFor: async (authorization, ip, send) => {
      const { user, tokenError } = await tokens.authenticate(orm.em.fork(), authorization);
      return contextOnDemand({ user, tokenError, ip, ...contextServices }, { fork: () => orm.em.fork(), createLoaders }, send);
    },
    rateLimit: {
      middleware: (body) => rateLimitMiddleware(limiter, (req) => keyOf(req.headers.authorization, req.ip ?? ''), body),
      consume: (authorization, ip) => limiter.consume(keyOf(authorization, ip)),
    },
    startPollers: () => {
      mail.start();
      refunds.start();
      payouts.dispatcher.start();
      reconciler.start();
      sales.start();
    },
    // Each poller finishes a round under way before its stop resolves. The reconciler first: a round
    // it finishes may publish notifications and nudge the mail and refund dispatchers.
    stop: async () => {
      await reconciler.stop();
      await pubSubHandle.close();
      await mail.stop();
      await refunds.stop();
      await payouts.dispatcher.stop();
      await sales.stop();
      await catalogCache.stop();
      redis?.disconnect();
    },
  };
}

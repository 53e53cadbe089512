import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled, ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import type { MikroORM } from '@mikro-orm/postgresql';
import compression from 'compression';
import express from 'express';
import { GraphQLError, getOperationAST, type ExecutionResult, type FormattedExecutionResult, type GraphQLFormattedError } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import Redis from 'ioredis';
import { ArgumentValidationError } from 'type-graphql';
import { unwrapResolverError } from '@apollo/server/errors';
import { WebSocketServer } from 'ws';
import type { AppConfig } from './config';
import { RedisApqCache } from './common/apq-cache';
import { CatalogResponseCache } from './common/catalog-response-cache';
import type { AppContext } from './common/context';
import { graphqlHandler } from './common/graphql-handler';
import { isDatabaseUnavailable, SERVICE_UNAVAILABLE } from './common/database-unavailable';
import { securityHeaders } from './common/security-headers';
import { textInputPlugin, unsupportedTextError } from './common/text-input';
import { createAppPubSub, type PubSubHandle } from './common/pubsub';
import { sharedSubscribe, type DirectSend } from './common/shared-subscribe';
import { contextOnDemand, directSender, documentCache, releaseUnitOfWork, senderOf } from './common/ws-operation';
import { checkQueryCost, queryCostPlugin, queryShapeRules } from './common/query-limits';
import { RateLimiter, rateLimitedError, rateLimitKey, rateLimitMiddleware } from './common/rate-limit';
import { createLoaders } from './loaders';
import { createSchema } from './schema';
import { httpErrorHandler, INTERNAL_MESSAGE, isShownCode } from './common/errors';
import { TokenService } from './modules/auth/token.service';
import { LiveSessions } from './modules/auth/live-sessions';
import { mediaRouter } from './modules/media/media.routes';
import { photoUpload, uploadRouter } from './modules/media/upload.routes';
import type { PaymentProvider } from './modules/payments/payment-provider';
import { createPaymentProvider, StripePaymentProvider } from './modules/payments/stripe-payment.provider';
import { stripeWebhookRouter } from './modules/payments/stripe-webhook.routes';
import { RefundDispatcher, type RefundDispatcherTimings } from './modules/payments/refund-dispatcher';
import { MailDispatcher, type MailDispatcherTimings } from './modules/mail/mail-dispatcher';
import { createSmtpTransport } from './modules/mail/mail-transport';
import { mailboxRouter } from './modules/mail/mailbox.routes';
import { createPayouts } from './modules/payouts/payouts.wiring';
import type { TransferDispatcherTimings } from './modules/payouts/transfer-dispatcher';
import { restRouter } from './modules/rest/rest.router';
import { StorefrontPages } from './modules/storefront/storefront-pages';

export interface AppServer {
  httpServer: http.Server;
  /** Resolves with the bound port (0 picks a free one). */
  listen(port: number): Promise<number>;
  close(): Promise<void>;
}

const APOLLO_HASH_MISMATCH = 'provided sha does not match query';
export const PERSISTED_QUERY_HASH_MISMATCH = "The persisted query's sha256Hash is not the hash of the query sent with it.";

type ValidationIssue = { constraints?: Record<string, string>; children?: ValidationIssue[] };
function firstValidationMessage(issues: ValidationIssue[]): string | undefined {
  for (const issue of issues) {
    const message = Object.values(issue.constraints ?? {})[0] ?? firstValidationMessage(issue.children ?? []);
    if (message) return message;
  }
}

export function formatError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  const original = unwrapResolverError(error);
  if (original instanceof ArgumentValidationError) {
    const message = firstValidationMessage(original.extensions.validationErrors as ValidationIssue[]) ?? 'Invalid input.';
    return { message, path: formatted.path, extensions: { code: 'BAD_USER_INPUT' } };
  }
  const code = formatted.extensions?.code;
  // Apollo answers 400 but gives this client error no code of its own, so it would be masked as internal.
  if (original instanceof GraphQLError && original.message === APOLLO_HASH_MISMATCH && !original.extensions.code) {
    return { message: PERSISTED_QUERY_HASH_MISMATCH, extensions: { code: 'PERSISTED_QUERY_HASH_MISMATCH' } };
  }
  // The database is down or restarting: a retryable outage, not a bug (and no requestId to chase).
  if (code === 'SERVICE_UNAVAILABLE' || isDatabaseUnavailable(original)) {
    return { message: SERVICE_UNAVAILABLE, path: formatted.path, extensions: { code: 'SERVICE_UNAVAILABLE' } };
  }
  if (isShownCode(code)) {
    return { message: formatted.message, locations: formatted.locations, path: formatted.path, extensions: { code } };
  }
  const requestId = randomUUID();
  console.error(`[${requestId}] internal error`, original);
  return {
    message: INTERNAL_MESSAGE,
    path: formatted.path,
    extensions: { code: 'INTERNAL_SERVER_ERROR', requestId },
  };
}

/** An execution result as a client receives it: every error through formatError, as over HTTP. */
export function formatExecutionResult(result: ExecutionResult): FormattedExecutionResult {
  if (!result.errors?.length) return result as FormattedExecutionResult;
  return { ...result, errors: result.errors.map((error) => formatError(error.toJSON(), error)) };
}

/** A GraphQL answer whose error is a database outage is a 503, so proxies, monitors and clients can retry. */
const serviceUnavailableStatus: ApolloServerPlugin = {
  async requestDidStart() {
    return {
      async willSendResponse({ response }) {
        const errors = response.body.kind === 'single' ? response.body.singleResult.errors : undefined;
        if (errors?.some((error) => error.extensions?.code === 'SERVICE_UNAVAILABLE')) response.http.status = 503;
      },
    };
  },
};

/** One process, one port: GraphQL over HTTP and WebSocket, images, health, and the built web app. */
export async function createServer(options: {
  orm: MikroORM;
  config: AppConfig;
  /** Defaults to in-process pub/sub (or Redis when config.redisUrl is set). */
  pubSub?: PubSubHandle;
  /** Defaults to the provider the config selects (Stripe keys, else the test provider). */
  paymentProvider?: PaymentProvider;
  /** Mail dispatcher timings (tests shorten the poll interval and the retry backoff). */
  mail?: MailDispatcherTimings;
  /** Refund dispatcher timings, likewise. */
  refunds?: RefundDispatcherTimings;
  /** Transfer dispatcher timings, likewise. */
  payouts?: TransferDispatcherTimings;
  /** The current instant for date-dependent figures (dashboards' month to date); tests pin it. */
  clock?: () => Date;
}): Promise<AppServer> {
  const { orm, config } = options;
  const clock = options.clock ?? (() => new Date());
  const payments = options.paymentProvider ?? createPaymentProvider(config.stripe);
  const pubSubHandle = options.pubSub ?? createAppPubSub(config.redisUrl);
  const pubSub = pubSubHandle.pubSub;
  const schema = await createSchema(pubSub);
  const tokens = new TokenService(config.jwtSecret, config.jwtTtlSeconds);
  const mail = new MailDispatcher(orm, {
    ...options.mail,
    publicUrl: config.mail.publicUrl,
    from: config.mail.from,
    transport: config.mail.smtpUrl ? createSmtpTransport(config.mail.smtpUrl) : undefined,
  });
  // Refunds queued by cancellations are made after commit, outside any transaction, with retries.
  const refunds = new RefundDispatcher(orm, payments, options.refunds);
  // Transfers to shops and their reversals, likewise; Stripe Connect through the same Stripe client.
  const payouts = createPayouts(orm, payments instanceof StripePaymentProvider ? payments.stripe : null, config.mail.publicUrl, options.payouts);
  if (!config.mail.smtpUrl && config.isProduction) {
    console.warn('SMTP_URL is not set: mail (verification, password reset, orders) is kept in the mail_outbox table and not delivered.');
  }
  const app = express();
  // The client's address is the socket's, unless TRUST_PROXY names the proxy in front (then
  // X-Forwarded-For as that proxy set it): limits and sign-in throttles count against it.
  app.set('trust proxy', config.trustProxy);
  app.disable('x-powered-by');
  // Express would hash every JSON answer for a weak ETag; GraphQL POSTs are never revalidated, and the
  // static files and images set their own validators.
  app.set('etag', false);
  // CSP, nosniff, frame and referrer policies on every answer (the image route narrows its CSP further).
  const headers = securityHeaders({ https: config.mail.publicUrl.startsWith('https:') });
  app.use(headers);
  // gzip for JSON, HTML, scripts and SVG; already-compressed images (WebP) are left alone. A client
  // that accepts no encoding (API scripts, load tests) skips the middleware's per-response wrapping.
  const gzip = compression();
  const gzipIfAccepted: express.RequestHandler = (req, res, next) => (req.headers['accept-encoding'] ? gzip(req, res, next) : next());
  app.use(gzipIfAccepted);
  const httpServer = http.createServer(app);

  // With Redis, rate-limit counts and persisted queries are shared by every replica.
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { maxRetriesPerRequest: 1, commandTimeout: 1000 })
    : undefined;
  // ioredis retries every few hundred ms while Redis is away: say so once a minute, not on every attempt.
  let redisWarnedAt = 0;
  redis?.on('error', (error) => {
    if (Date.now() - redisWarnedAt < 60_000) return;
    redisWarnedAt = Date.now();
    console.warn(`Redis: ${error.message}`);
  });
  const catalogCache = new CatalogResponseCache(orm.config.get('clientUrl')!);
  await catalogCache.start();
  const limiter = new RateLimiter(config.rateLimit, redis);
  const keyOf = (req: express.Request) => rateLimitKey(req.headers.authorization, req.ip ?? '', config.jwtSecret);

  // Stripe signs the raw body: mount before any JSON parser, and before /api answers 404.
  if (payments instanceof StripePaymentProvider) {
    if (config.stripe?.webhookSecret) {
      app.use('/api/webhooks/stripe', stripeWebhookRouter(orm, payments.stripe, config.stripe.webhookSecret));
    } else {
      console.warn('STRIPE_WEBHOOK_SECRET is not set: payments Stripe reports as processing will not be settled.');
    }
  }

  const contextFor = async (authorization: string | undefined, ip: string, userAgent?: string): Promise<AppContext> => {
    const em = orm.em.fork();
    const { user, tokenError } = await tokens.authenticate(em, authorization);
    return { em, user, tokenError, ip, userAgent, loaders: createLoaders(em), tokens, payments, pubSub, mail, refunds, payouts, clock };
  };
  // Revoked sessions and expired tokens end their WebSocket connections, on every replica.
  const liveSessions = new LiveSessions(pubSub, async (authorization) => (await tokens.authenticate(orm.em.fork(), authorization)).user !== null);

  const wsAuthorization = (connectionParams: unknown): string | undefined => {
    const params = (connectionParams ?? {}) as Record<string, unknown>;
    const header = params.authorization ?? params.Authorization;
    const token = typeof params.token === 'string' ? `Bearer ${params.token}` : undefined;
    return typeof header === 'string' ? header : token;
  };
  // The client address of a WebSocket upgrade, read the way Express reads req.ip ('trust proxy' above),
  // so behind the proxy each client is counted by its own address rather than the proxy's.
  const upgradeIp = (request: http.IncomingMessage): string =>
    (Object.assign(Object.create(app.request), { headers: request.headers, socket: request.socket }) as express.Request).ip ?? '';
  // Compression off (ws's default, stated because it matters): deflating every push would cost CPU
  // and a zlib context per connection, for messages of a few hundred bytes.
  const wsServer = new WebSocketServer({ server: httpServer, path: '/graphql', perMessageDeflate: false });
  // Depth and aliases are validation rules, given to Apollo's validation and to the WebSocket server's.
  const shapeRules = queryShapeRules(config.queryLimits);
  const wsDocument = documentCache(schema, config.queryLimits.maxTokens, shapeRules);
  // No unit of work kept per operation (see contextOnDemand): only the caller, read once.
  const wsContextFor = async (authorization: string | undefined, ip: string, send: DirectSend): Promise<AppContext> => {
    const { user, tokenError } = await tokens.authenticate(orm.em.fork(), authorization);
    return contextOnDemand({ user, tokenError, ip, tokens, payments, pubSub, mail, refunds, payouts, clock }, { fork: () => orm.em.fork(), createLoaders }, send);
  };
  const wsCleanup = useServer(
    {
      schema,
      // A signed-in connection is registered, so a revocation or its token's expiry closes it.
      onConnect: async (ctx) => {
        const authorization = wsAuthorization(ctx.connectionParams);
        const { user } = await tokens.authenticate(orm.em.fork(), authorization);
        if (user?.sessionId && authorization) {
          const socket = ctx.extra.socket;
          (ctx.extra as { forget?: () => void }).forget = liveSessions.add(
            { id: user.id, sessionId: user.sessionId, expiresAt: user.expiresAt ?? 0 },
            authorization,
            (code, reason) => socket.close(code, reason),
          );
        }
        return true;
      },
      onClose: (ctx) => (ctx.extra as { forget?: () => void }).forget?.(),
      // The same gates as HTTP, before anything runs: rate limit, token count, validation (depth and
      // aliases included), page sizes and cost.
      onSubscribe: async (ctx, _id, payload) => {
        const ip = upgradeIp(ctx.extra.request);
        const decision = await limiter.consume(rateLimitKey(wsAuthorization(ctx.connectionParams), ip, config.jwtSecret));
        if (!decision.allowed) return [rateLimitedError(decision)];
        // Parsed (token limit) and validated once per distinct text.
        const { document, errors } = wsDocument(payload.query);
        if (errors) return [...errors];
        const operation = getOperationAST(document, payload.operationName);
        const limitError = operation && checkQueryCost(schema, document, operation, payload.variables ?? {}, config.queryLimits);
        if (limitError) return [limitError];
        const textError = unsupportedTextError(document, payload.variables);
        if (textError) return [textError];
        return { schema, document, operationName: payload.operationName, variableValues: payload.variables };
      },
      // Called for every subscribe message: each operation gets its own context.
      context: (ctx, id) => wsContextFor(wsAuthorization(ctx.connectionParams), upgradeIp(ctx.extra.request), directSender(ctx.extra.socket, id)),
      // One execution per event for identical subscribers of the same user, written to each socket (see sharedSubscribe).
      subscribe: sharedSubscribe({
        callerOf: (args) => (args.contextValue as AppContext).user?.id ?? '',
        senderOf: (args) => senderOf(args.contextValue),
        afterEvent: (args) => releaseUnitOfWork(args.contextValue),
        formatResult: formatExecutionResult,
      }),
      // Errors over WebSocket are masked and coded as over HTTP: refusals before execution ...
      onError: (_ctx, _id, _payload, errors) => errors.map((error) => formatError(error.toJSON(), error)),
      // ... and results the server sends itself (the subscribe resolver's refusal, the plain path).
      onNext: (_ctx, _id, _payload, _args, result) => formatExecutionResult(result),
      // The subscribe resolver has run: the subscription keeps no unit of work while it waits
      // (nor after an event: afterEvent above).
      onOperation: (_ctx, _id, _payload, args) => releaseUnitOfWork(args.contextValue),
    },
    wsServer,
  );
  const wsDrain: ApolloServerPlugin = {
    async serverWillStart() {
      return { drainServer: async () => void (await wsCleanup.dispose()) };
    },
  };

  const apollo = new ApolloServer<AppContext>({
    schema,
    formatError,
    includeStacktraceInErrorResponses: false,
    // main.ts handles SIGINT/SIGTERM and calls close(); Apollo's own handlers would stop the server
    // a second time and re-raise the signal into main's handler, so the process never exited.
    stopOnTerminationSignals: false,
    // Explicit although they are Apollo's defaults, because integrators rely on them:
    // a GET or a form-like POST must carry a JSON content type or an Apollo-Require-Preflight header
    // (so a cross-site page cannot fire one without a CORS preflight), and one request is one operation.
    csrfPrevention: true,
    allowBatchedHttpRequests: false,
    // Clients may send a sha256 hash instead of the query text, and then use GET for cacheable reads.
    persistedQueries: redis ? { cache: new RedisApqCache(redis) } : {},
    // Bounds parsing and validation work before the other limits apply.
    parseOptions: { maxTokens: config.queryLimits.maxTokens },
    validationRules: shapeRules,
    plugins: [
      ApolloServerPluginDrainHttpServer({ httpServer }),
      wsDrain,
      ApolloServerPluginLandingPageDisabled(),
      // Its per-field hooks cost a tenth of a catalogue page's CPU and nothing reads its hints:
      // guests' reads are cached by catalogCache instead.
      ApolloServerPluginCacheControlDisabled(),
      catalogCache.plugin(),
      queryCostPlugin(config.queryLimits),
      textInputPlugin(),
      serviceUnavailableStatus,
    ],
  });
  await apollo.start();

  app.get('/healthz', (_req, res) => void res.json({ status: 'ok' }));
  app.get('/readyz', async (_req, res) => {
    try {
      await orm.em.fork().getConnection().execute('select 1');
      res.json({ status: 'ready' });
    } catch {
      res.status(503).json({ status: 'not ready', message: 'The database is unavailable.' });
    }
  });

  app.use('/media/uploads', uploadRouter(orm, tokens));
  app.use('/media', mediaRouter(orm));

  const playground = path.join(config.webDistDir, 'playground.html');
  const graphqlHandlers: express.RequestHandler[] = [
    (req, res, next) => {
      // A browser opening /graphql gets the playground; API clients (GET with a query) get GraphQL.
      if (req.method === 'GET' && req.query.query === undefined && req.accepts(['application/json', 'text/html']) === 'text/html' && fs.existsSync(playground)) {
        return void res.sendFile(playground);
      }
      next();
    },
    // Counted before the body is read, so a refused request costs neither parsing nor a database read.
    rateLimitMiddleware(limiter, keyOf, (message) => ({ errors: [{ message, extensions: { code: 'RATE_LIMITED' } }] })),
    express.json({ limit: '1mb' }),
    catalogCache.middleware(),
    graphqlHandler(apollo, async (req, res) => {
      try {
        return { ...(await contextFor(req.headers.authorization, req.ip ?? '', req.headers['user-agent'])), catalogCache: res.locals.catalogCache };
      } catch (error) {
        // Reading the caller's account needs the database; without it, say so rather than "context creation failed".
        if (isDatabaseUnavailable(error)) throw new GraphQLError(SERVICE_UNAVAILABLE, { extensions: { code: 'SERVICE_UNAVAILABLE', http: { status: 503 } } });
        throw error;
      }
    }),
  ];
  // Other paths under /graphql (a trailing slash) take the ordinary route to the same handlers.
  app.use('/graphql', ...graphqlHandlers);

  if (!config.isProduction) {
    // Development only: read the outbox in a browser (links in verification and reset mail).
    app.use('/dev/mailbox', mailboxRouter(orm, { publicUrl: config.mail.publicUrl, smtp: Boolean(config.mail.smtpUrl) }));
  }

  // The REST adapter; the Stripe webhook above is not counted (Stripe retries on its own).
  app.use('/api', rateLimitMiddleware(limiter, keyOf, (message) => ({ message })));
  app.use('/api', restRouter({ schema, orm, contextFor, formatError, photoUpload: photoUpload(orm, tokens) }));
  app.use('/api', (_req, res) => void res.status(404).json({ message: 'Not found.' }));

  // Guests' storefront pages rendered here, with the results of the page's queries (run in process).
  const storefront = new StorefrontPages({
    indexHtml: path.join(config.webDistDir, 'index.html'),
    serverEntry: path.join(config.webDistDir, '..', 'dist-server', 'entry-server.js'),
    catalogGeneration: () => catalogCache.currentGeneration(),
    execute: async (request) => {
      const response = await apollo.executeOperation(request, { contextValue: await contextFor(undefined, '') });
      if (response.body.kind !== 'single') throw new Error('A storefront query answered incrementally.');
      return response.body.singleResult;
    },
  });
  await storefront.start();
  serveWebApp(app, config.webDistDir, storefront);

  app.use(httpErrorHandler());

  // Delivers what is due (including leftovers from before a restart) and keeps polling.
  mail.start();
  refunds.start();
  payouts.dispatcher.start();

  return {
    httpServer,
    listen: (port) =>
      new Promise((resolve, reject) => {
        // A taken port otherwise fails silently behind graphql-ws.
        httpServer.once('error', reject);
        wsServer.once('error', reject);
        httpServer.listen(port, () => resolve((httpServer.address() as { port: number }).port));
      }),
    close: async () => {
      await apollo.stop();
      await liveSessions.close();
      await new Promise<void>((resolve) => wsServer.close(() => resolve()));
      if (httpServer.listening) await new Promise<void>((resolve) => httpServer.close(() => resolve()));
      await pubSubHandle.close();
      await mail.stop();
      await refunds.stop();
      await payouts.dispatcher.stop();
      await catalogCache.stop();
      redis?.disconnect();
    },
  };
}

/**
 * The built SPA: hashed assets cached for a year, index.html for every other GET (client-side routes),
 * with the page already rendered for a guest's storefront page.
 */
function serveWebApp(app: express.Express, distDir: string, storefront: StorefrontPages): void {
  const index = path.join(distDir, 'index.html');
  app.use('/assets', express.static(path.join(distDir, 'assets'), { immutable: true, maxAge: '1y', fallthrough: false }));
  app.use(express.static(distDir, { index: false }));
  app.use(async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (!fs.existsSync(index)) {
      return void res.status(404).type('text/plain').send('The web app is not built yet: run `pnpm build` (or `pnpm start`).');
    }
    res.set('Cache-Control', 'no-cache');
    const page = req.method === 'GET' && StorefrontPages.handles(req.path) ? await storefront.render(req.originalUrl) : undefined;
    if (page) return void res.type('html').send(page);
    res.sendFile(index);
  });
}

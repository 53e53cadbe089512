import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { MikroORM } from '@mikro-orm/postgresql';
import express from 'express';
import { GraphQLError } from 'graphql';
import type { AppConfig } from './config';
import { startApollo } from './app/apollo';
import { applyExpressSettings, clientAddress, gzipIfAccepted } from './app/http-middlewares';
import { createServices, type ServiceOverrides } from './app/services';
import { graphqlWebSocket } from './app/websocket';
import { graphqlHandler } from './common/graphql-handler';
import { isDatabaseUnavailable, SERVICE_UNAVAILABLE } from './common/database-unavailable';
import { securityHeaders } from './common/security-headers';
import { httpErrorHandler } from './common/errors';
import { formatError } from './common/graphql-errors';
import { mediaRouter } from './modules/media/media.routes';
import { photoUpload, uploadRouter } from './modules/media/upload.routes';
import { StripePaymentProvider } from './modules/payments/stripe-payment.provider';
import { stripeWebhookRouter } from './modules/payments/stripe-webhook.routes';
import { mailboxRouter } from './modules/mail/mailbox.routes';
import { restRouter } from './modules/rest/rest.router';
import { StorefrontPages } from './modules/storefront/storefront-pages';

export interface AppServer {
  httpServer: http.Server;
  /** Resolves with the bound port (0 picks a free one). */
  listen(port: number): Promise<number>;
  close(): Promise<void>;
}

export type ServerOptions = { orm: MikroORM; config: AppConfig } & ServiceOverrides;

/** One process, one port: GraphQL over HTTP and WebSocket, images, health, and the built web app. */
export async function createServer(options: ServerOptions): Promise<AppServer> {
  const { orm, config } = options;
  const services = await createServices(orm, config, options);
  const { schema, tokens, payments, catalogCache, contextFor } = services;
  const app = express();
  applyExpressSettings(app, config.trustProxy);
  // CSP, nosniff, frame and referrer policies on every answer (the image route narrows its CSP further).
  app.use(securityHeaders({ https: config.mail.publicUrl.startsWith('https:') }));
  app.use(gzipIfAccepted());
  const httpServer = http.createServer(app);

  // Stripe signs the raw body: mount before any JSON parser, and before /api answers 404.
  if (payments instanceof StripePaymentProvider) {
    if (config.stripe?.webhookSecret) {
      app.use('/api/webhooks/stripe', stripeWebhookRouter(orm, payments.stripe, config.stripe.webhookSecret, services.checkoutSettlement));
    } else {
      console.warn('STRIPE_WEBHOOK_SECRET is not set: payments Stripe reports as processing will not be settled.');
    }
  }

  const websocket = graphqlWebSocket(httpServer, { ...services, queryLimits: config.queryLimits, clientAddress: clientAddress(app) });
  const apollo = await startApollo(httpServer, { ...services, queryLimits: config.queryLimits, websocketDrain: websocket.drain });

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
    services.rateLimit.middleware((message) => ({ errors: [{ message, extensions: { code: 'RATE_LIMITED' } }] })),
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
  app.use('/api', services.rateLimit.middleware((message) => ({ message })));
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

  services.startPollers();

  return {
    httpServer,
    listen: (port) =>
      new Promise((resolve, reject) => {
        // A taken port otherwise fails silently behind graphql-ws.
        httpServer.once('error', reject);
        websocket.server.once('error', reject);
        httpServer.listen(port, () => resolve((httpServer.address() as { port: number }).port));
      }),
    close: async () => {
      await apollo.stop();
      await websocket.close();
      if (httpServer.listening) await new Promise<void>((resolve) => httpServer.close(() => resolve()));
      await services.stop();
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

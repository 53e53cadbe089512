import http from 'node:http';
import type { MikroORM } from '@mikro-orm/postgresql';
import express from 'express';
import type { WebSocketServer } from 'ws';
import type { AppConfig } from './config';
import { httpErrorHandler } from './common/errors';
import { createMetrics, metricsRoute } from './common/metrics';
import { requestObservability } from './app/request-observability';
import { securityHeaders } from './common/security-headers';
import { startApollo } from './app/apollo';
import { graphqlHttp } from './app/graphql-http';
import { healthz, readyz } from './app/health';
import { applyExpressSettings, clientAddress, gzipIfAccepted } from './app/http-middlewares';
import { restApi } from './app/rest';
import { createServices, type ServiceOverrides } from './app/services';
import { startStorefront } from './app/storefront';
import { stripeWebhook } from './app/stripe-webhook';
import { hashedAssets, webAppFiles, webAppPages } from './app/web-assets';
import { graphqlWebSocket } from './app/websocket';
import { mailboxRouter } from './modules/mail/mailbox.routes';
import { mediaRouter } from './modules/media/media.routes';
import { sitemapRouter } from './modules/storefront/sitemap.routes';
import { SitemapService } from './modules/storefront/sitemap.service';
import { uploadRouter } from './modules/media/upload.routes';

export interface AppServer {
  httpServer: http.Server;
  /** Resolves with the bound port (0 picks a free one). */
  listen(port: number): Promise<number>;
  close(): Promise<void>;
}

export type ServerOptions = { orm: MikroORM; config: AppConfig } & ServiceOverrides;

/** One process, one port: GraphQL over HTTP and WebSocket, REST, images, health, and the built web app. */
export async function createServer(options: ServerOptions): Promise<AppServer> {
  const { orm, config } = options;
  const services = await createServices(orm, config, options);
  const { webDistDir, queryLimits } = config;
  const app = express();
  const httpServer = http.createServer(app);
  const metrics = createMetrics(orm);
  const websocket = graphqlWebSocket(httpServer, { ...services, queryLimits, clientAddress: clientAddress(app), metrics });
  const apollo = await startApollo(httpServer, { ...services, queryLimits, websocketDrain: websocket.drain, metrics });
  const storefront = await startStorefront(apollo, { ...services, webDistDir, publicUrl: config.mail.publicUrl });

  // Express tries these in this order for every request.
  // Settings, read by the routes at request time: the client's address ('trust proxy'), no ETag, no X-Powered-By.
  applyExpressSettings(app, config.trustProxy);
  // A request id, the request's log line and its latency before anything can answer, so every answer has them.
  app.use(requestObservability(metrics));
  // Security headers before anything can answer, so every answer has them (files, errors, 404s; the
  // image route narrows its CSP further).
  app.use(securityHeaders({ https: config.mail.publicUrl.startsWith('https:') }));
  // Compression wraps every answer from here on.
  app.use(gzipIfAccepted());
  // Stripe signs the raw body, so its webhook goes before /api: there a JSON parser would consume the
  // body, the 404 would answer first, and the rate limit would count Stripe (which retries on its own).
  const webhook = stripeWebhook(orm, services, config.stripe);
  if (webhook) app.use('/api/webhooks/stripe', webhook);
  // Paths of their own: no two of these answer the same request, so their order among themselves is
  // free. /graphql and /api bring their own rate limit and body parser; all of them come before the
  // web app, which answers any GET.
  app.get('/healthz', healthz);
  app.get('/readyz', readyz(orm));
  // Prometheus: loopback or METRICS_TOKEN only; anyone else falls through to the web app's 404.
  app.get('/metrics', metricsRoute(metrics, config.metricsToken));
  app.use('/media/uploads', uploadRouter(orm, services.tokens));
  app.use('/media', mediaRouter(orm));
  app.use('/graphql', ...graphqlHttp(apollo, { ...services, webDistDir }));
  // Development only: read the outbox in a browser (links in verification and reset mail).
  if (!config.isProduction) app.use('/dev/mailbox', mailboxRouter(orm, { publicUrl: config.mail.publicUrl, smtp: Boolean(config.mail.smtpUrl) }));
  app.use('/api', ...restApi(services));
  // For search engines: robots.txt and the sitemap, public and counted like the REST adapter.
  const sitemap = new SitemapService({
    orm,
    publicUrl: config.mail.publicUrl,
    catalogGeneration: () => services.catalogCache.currentGeneration(),
    pageSize: options.sitemapPageSize,
  });
  app.use(sitemapRouter(sitemap, { publicUrl: config.mail.publicUrl, rateLimit: services.rateLimit.middleware((message) => ({ message })) }));
  // The web app: its files first (a missing hashed asset is a 404, not a page), then any other GET
  // is a page: index.html, or a guest's storefront page rendered.
  app.use('/assets', hashedAssets(webDistDir));
  app.use(webAppFiles(webDistDir));
  app.use(webAppPages(webDistDir, storefront));
  // Last, to handle the errors of everything above.
  app.use(httpErrorHandler());

  // After everything that can fail at start-up, so a failed start leaves nothing polling.
  services.startPollers();

  return {
    httpServer,
    listen: (port) => listen(httpServer, websocket.server, port),
    close: async () => {
      // Inbound first, so no new work starts: Apollo's drain closes the HTTP server, letting requests
      // under way finish (10 s at most), and the WebSocket server with its sockets (websocket.drain).
      await apollo.stop();
      // Then the sockets' session watch. Both servers are normally closed by now; closing again is harmless.
      await websocket.close();
      if (httpServer.listening) await new Promise<void>((resolve) => httpServer.close(() => resolve()));
      // Last what the requests used, now idle (the caller closes the database after this).
      await services.stop();
    },
  };
}

function listen(httpServer: http.Server, wsServer: WebSocketServer, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    // A taken port otherwise fails silently behind graphql-ws.
    httpServer.once('error', reject);
    wsServer.once('error', reject);
    httpServer.listen(port, () => resolve((httpServer.address() as { port: number }).port));
  });
}

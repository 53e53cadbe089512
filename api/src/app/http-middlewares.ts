import type http from 'node:http';
import compression from 'compression';
import type express from 'express';
import type { TrustProxy } from '../config';

/** Settings every route reads: who the client is, and what Express adds to answers on its own. */
export function applyExpressSettings(app: express.Express, trustProxy: TrustProxy): void {
  // The client's address is the socket's, unless TRUST_PROXY names the proxy in front (then
  // X-Forwarded-For as that proxy set it): limits and sign-in throttles count against it.
  app.set('trust proxy', trustProxy);
  app.disable('x-powered-by');
  // Express would hash every JSON answer for a weak ETag; GraphQL POSTs are never revalidated, and the
  // static files and images set their own validators.
  app.set('etag', false);
}

/**
 * The client address of a request Express does not route (a WebSocket upgrade), read the way Express
 * reads req.ip ('trust proxy' above), so behind the proxy each client is counted by its own address
 * rather than the proxy's.
 */
export function clientAddress(app: express.Express): (request: http.IncomingMessage) => string {
  return (request) => (Object.assign(Object.create(app.request), { headers: request.headers, socket: request.socket }) as express.Request).ip ?? '';
}

/**
 * gzip for JSON, HTML, scripts and SVG; already-compressed images (WebP) are left alone. A client
 * that accepts no encoding (API scripts, load tests) skips the middleware's per-response wrapping.
 */
export function gzipIfAccepted(): express.RequestHandler {
  const gzip = compression();
  return (req, res, next) => (req.headers['accept-encoding'] ? gzip(req, res, next) : next());
}

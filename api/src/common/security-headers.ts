import type { IncomingMessage } from 'node:http';
import type { Request, RequestHandler, Response } from 'express';
import helmet from 'helmet';

/** Stripe.js and its Elements iframes, as Stripe's CSP guide lists them. */
const STRIPE_SCRIPTS = ['https://js.stripe.com', 'https://*.js.stripe.com'];
const STRIPE_FRAMES = [...STRIPE_SCRIPTS, 'https://hooks.stripe.com'];
const STRIPE_API = 'https://api.stripe.com';

/** A Host header as browsers send it (name or IPv4/IPv6, optional port); anything else is not echoed. */
const HOST = /^(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * The WebSocket origin of this request's page (graphql-ws subscriptions on /graphql). CSP level 3
 * lets 'self' match ws/wss on the same host, but older Safari does not, so it is named explicitly.
 * The scheme follows the page's (X-Forwarded-Proto behind the proxy, per Express's trust proxy).
 */
function sameOriginWebSocket(req: IncomingMessage): string {
  const host = req.headers.host ?? '';
  if (!HOST.test(host)) return '';
  return `${(req as Request).protocol === 'https' ? 'wss' : 'ws'}://${host}`;
}

/**
 * Helmet's headers with a policy made for this app: the SPA and the GraphiQL playground are
 * same-origin scripts only (Vite's built HTML has no inline script); Chakra/emotion and GraphiQL
 * insert <style> elements and style attributes at run time, so styles need 'unsafe-inline';
 * fonts are bundled as data: URLs; product photo previews are blob: URLs; checkout may load
 * Stripe.js, which frames js.stripe.com and calls api.stripe.com.
 *
 * `https` (PUBLIC_URL is https) turns on HSTS and upgrade-insecure-requests; the compose setup
 * serves plain http on localhost, where both would break every request.
 */
export function securityHeaders(options: { https: boolean }): RequestHandler {
  const helmetHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        'base-uri': ["'self'"],
        'object-src': ["'none'"],
        'script-src': ["'self'", ...STRIPE_SCRIPTS],
        'script-src-attr': ["'none'"],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:'],
        'font-src': ["'self'", 'data:'],
        'connect-src': ["'self'", sameOriginWebSocket, STRIPE_API],
        'frame-src': STRIPE_FRAMES,
        'worker-src': ["'self'"],
        'form-action': ["'self'"],
        'frame-ancestors': ["'none'"],
        ...(options.https ? { 'upgrade-insecure-requests': [] } : {}),
      },
    },
    // Payment methods that finish in a popup (Stripe Link, some 3-D Secure flows) must be able to
    // report back to the opener.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    strictTransportSecurity: options.https ? { maxAge: 31_536_000, includeSubDomains: false } : false,
    xFrameOptions: { action: 'deny' },
    // Reset and verification links carry their token in the path: never send it on as a referrer.
    referrerPolicy: { policy: 'no-referrer' },
  });
  // The headers depend only on the page's origin (the WebSocket source), yet helmet rebuilds them on
  // every request, a few percent of a catalogue read's CPU: compute them once per origin. The Host
  // header is the client's to choose, so only the first few origins are kept.
  const byOrigin = new Map<string, [string, string][]>();
  return (req, res, next) => {
    const origin = `${req.protocol}://${req.headers.host ?? ''}`;
    let headers = byOrigin.get(origin);
    if (!headers) {
      headers = headersOf(helmetHeaders, req);
      if (byOrigin.size < MAX_REMEMBERED_ORIGINS) byOrigin.set(origin, headers);
    }
    for (const [name, value] of headers) res.setHeader(name, value);
    next();
  };
}

const MAX_REMEMBERED_ORIGINS = 16;

/** What a (synchronous) header middleware sets for this request, recorded instead of applied. */
function headersOf(middleware: RequestHandler, req: Request): [string, string][] {
  const headers: [string, string][] = [];
  const recorder = {
    setHeader: (name: string, value: string) => void headers.push([name, String(value)]),
    removeHeader: () => {},
  };
  void middleware(req, recorder as unknown as Response, () => {});
  return headers;
}

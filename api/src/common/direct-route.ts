import type http from 'node:http';
import { HeaderMap, type ApolloServer, type BaseContext } from '@apollo/server';
import type express from 'express';

/**
 * Runs a hot path's connect-style handlers in order without Express's router. Matching a request
 * against every layer of the app, trimming mount paths and wrapping each `next` cost more CPU than
 * Apollo's whole request pipeline for a product read (bench/README.md). The request and response
 * still get Express's prototypes, as Express's own init step gives them, so `req.ip`, `req.query`,
 * `res.status()` and the usual middlewares (body parser, compression, rate limit) work unchanged.
 * Anything passed to `next(error)` goes to the app's error handler.
 */
export function directRoute(
  app: express.Express,
  handlers: express.RequestHandler[],
  onError: express.ErrorRequestHandler,
): (req: http.IncomingMessage, res: http.ServerResponse) => void {
  return (incoming, outgoing) => {
    const req = incoming as express.Request;
    const res = outgoing as express.Response;
    Object.setPrototypeOf(req, app.request);
    Object.setPrototypeOf(res, app.response);
    req.res = res;
    res.req = req;
    req.originalUrl = req.url;
    req.baseUrl = '';
    res.locals = Object.create(null) as Record<string, unknown>;
    let index = 0;
    const next = (error?: unknown): void => {
      if (error !== undefined && error !== null) return void onError(error, req, res, () => {});
      const handler = handlers[index++];
      if (!handler) return void res.status(404).json({ message: 'Not found.' });
      try {
        const result = handler(req, res, next) as unknown;
        if (result instanceof Promise) result.catch(next);
      } catch (thrown) {
        next(thrown);
      }
    };
    next();
  };
}

/**
 * Apollo over a parsed request, as Apollo's Express integration does it, minus Express's `res.send`
 * (content negotiation and freshness checks a GraphQL answer never needs).
 */
export function graphqlHandler<TContext extends BaseContext>(
  apollo: ApolloServer<TContext>,
  context: (req: express.Request, res: express.Response) => Promise<TContext>,
): express.RequestHandler {
  return async (req, res) => {
    const headers = new HeaderMap();
    for (const [name, value] of Object.entries(req.headers)) {
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
    }
    const queryStart = req.url.indexOf('?');
    const response = await apollo.executeHTTPGraphQLRequest({
      httpGraphQLRequest: {
        method: req.method.toUpperCase(),
        headers,
        search: queryStart === -1 ? '' : req.url.slice(queryStart),
        body: req.body,
      },
      context: () => context(req, res),
    });
    for (const [name, value] of response.headers) res.setHeader(name, value);
    res.statusCode = response.status ?? 200;
    if (response.body.kind === 'complete') return void res.end(response.body.string);
    for await (const chunk of response.body.asyncIterator) {
      res.write(chunk);
      // Incremental delivery through compression must not wait for the buffer to fill.
      (res as express.Response & { flush?: () => void }).flush?.();
    }
    res.end();
  };
}

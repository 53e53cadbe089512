import { HeaderMap, type ApolloServer, type BaseContext } from '@apollo/server';
import type express from 'express';

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

import fs from 'node:fs';
import path from 'node:path';
import type { ApolloServer } from '@apollo/server';
import express from 'express';
import { GraphQLError } from 'graphql';
import type { AppContext } from '../common/context';
import type { RequestInfo } from '../common/request-info';
import { isDatabaseUnavailable, SERVICE_UNAVAILABLE } from '../common/database-unavailable';
import { graphqlHandler } from '../common/graphql-handler';
import type { AppServices } from './services';
import { shownExtensions } from '../common/graphql-errors';
import { apiRequestLocale } from '../common/locale';

/** GraphQL over HTTP on /graphql (GET and POST), in the order each request goes through. */
export function graphqlHttp(
  apollo: ApolloServer<AppContext>,
  deps: Pick<AppServices, 'rateLimit' | 'catalogCache' | 'contextFor'> & { webDistDir: string },
): express.RequestHandler[] {
  const playground = path.join(deps.webDistDir, 'playground.html');
  return [
    (req, res, next) => {
      // A browser opening /graphql gets the playground; API clients (GET with a query) get GraphQL.
      if (req.method === 'GET' && req.query.query === undefined && req.accepts(['application/json', 'text/html']) === 'text/html' && fs.existsSync(playground)) {
        return void res.sendFile(playground);
      }
      next();
    },
    // Counted before the body is read, so a refused request costs neither parsing nor a database read.
    deps.rateLimit.middleware((message) => ({ errors: [{ message, extensions: shownExtensions('TOO_MANY_REQUESTS', message) }] })),
    express.json({ limit: '1mb' }),
    // A guest's cacheable GET: after the rate limit, so a stored answer still counts; before Apollo, which it skips.
    deps.catalogCache.middleware(),
    graphqlHandler(apollo, async (req, res) => {
      try {
        const context = await deps.contextFor(req.headers.authorization, req.ip ?? '', req.headers['user-agent']);
        const request = res.locals.request as RequestInfo | undefined;
        if (request && context.user) request.userId = context.user.id;
        return { ...context, request, catalogCache: res.locals.catalogCache, locale: apiRequestLocale(req.headers) };
      } catch (error) {
        // Reading the caller's account needs the database; without it, say so rather than "context creation failed".
        if (isDatabaseUnavailable(error)) throw new GraphQLError(SERVICE_UNAVAILABLE, { extensions: { code: 'SERVICE_UNAVAILABLE', http: { status: 503 } } });
        throw error;
      }
    }),
  ];
}

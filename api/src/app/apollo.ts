import type http from 'node:http';
import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled, ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import type { QueryLimits } from '../config';
import { RedisApqCache } from '../common/apq-cache';
import type { AppContext } from '../common/context';
import { formatError, serviceUnavailableStatus } from '../common/graphql-errors';
import { queryCostPlugin, queryShapeRules } from '../common/query-limits';
import { textInputPlugin } from '../common/text-input';
import type { AppMetrics } from '../common/metrics';
import { graphqlObservabilityPlugin } from './request-observability';
import type { AppServices } from './services';

/**
 * Apollo, started: it executes GraphQL over HTTP (graphql-http.ts) and the storefront's queries in
 * process (storefront.ts). Stopping it drains the HTTP server and `websocketDrain`.
 */
export async function startApollo(
  httpServer: http.Server,
  deps: Pick<AppServices, 'schema' | 'redis' | 'catalogCache'> & { queryLimits: QueryLimits; websocketDrain: ApolloServerPlugin; metrics: AppMetrics },
): Promise<ApolloServer<AppContext>> {
  const { queryLimits } = deps;
  const apollo = new ApolloServer<AppContext>({
    schema: deps.schema,
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
    persistedQueries: deps.redis ? { cache: new RedisApqCache(deps.redis) } : {},
    // Bounds parsing and validation work before the other limits apply.
    parseOptions: { maxTokens: queryLimits.maxTokens },
    // Depth and aliases, as the WebSocket server validates them.
    validationRules: queryShapeRules(queryLimits),
    plugins: [
      ApolloServerPluginDrainHttpServer({ httpServer }),
      deps.websocketDrain,
      ApolloServerPluginLandingPageDisabled(),
      // Its per-field hooks cost a tenth of a catalogue page's CPU and nothing reads its hints:
      // guests' reads are cached by catalogCache instead.
      ApolloServerPluginCacheControlDisabled(),
      deps.catalogCache.plugin(),
      queryCostPlugin(queryLimits),
      textInputPlugin(),
      serviceUnavailableStatus,
      graphqlObservabilityPlugin(deps.metrics),
    ],
  });
  await apollo.start();
  return apollo;
}

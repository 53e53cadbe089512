import type http from 'node:http';
import type { ApolloServerPlugin } from '@apollo/server';
import { getOperationAST } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer } from 'ws';
import type { QueryLimits } from '../config';
import type { AppContext } from '../common/context';
import { formatError, formatExecutionResult } from '../common/graphql-errors';
import type { AppMetrics } from '../common/metrics';
import { checkQueryCost, queryShapeRules } from '../common/query-limits';
import { rateLimitedError } from '../common/rate-limit';
import { sharedSubscribe } from '../common/shared-subscribe';
import { unsupportedTextError } from '../common/text-input';
import { directSender, documentCache, releaseUnitOfWork, senderOf } from '../common/ws-operation';
import { LiveSessions } from '../modules/auth/live-sessions';
import type { AppServices } from './services';

export interface GraphqlWebSocket {
  server: WebSocketServer;
  /** For Apollo's plugins: ends graphql-ws's operations when Apollo stops. */
  drain: ApolloServerPlugin;
  /** The session watch, then the server (which `drain` has normally closed already). */
  close(): Promise<void>;
}

/** Kept on each accepted connection: its live subscriptions' ids, for the subscriptions gauge. */
type LiveCounts = { subscriptions?: Set<string> };

/** graphql-ws's connection parameters carry the token, as an Authorization value or a bare token. */
function authorizationOf(connectionParams: unknown): string | undefined {
  const params = (connectionParams ?? {}) as Record<string, unknown>;
  const header = params.authorization ?? params.Authorization;
  const token = typeof params.token === 'string' ? `Bearer ${params.token}` : undefined;
  return typeof header === 'string' ? header : token;
}

/**
 * GraphQL over WebSocket (graphql-transport-ws) on /graphql: subscriptions, and queries and mutations
 * for clients that send them this way, behind the same gates and error masking as HTTP.
 */
export function graphqlWebSocket(
  httpServer: http.Server,
  deps: Pick<AppServices, 'schema' | 'pubSub' | 'authenticate' | 'operationContextFor' | 'rateLimit'> & {
    queryLimits: QueryLimits;
    /** The client's address of an upgrade request (see clientAddress). */
    clientAddress: (request: http.IncomingMessage) => string;
    metrics: Pick<AppMetrics, 'websocketConnections' | 'subscriptions'>;
  },
): GraphqlWebSocket {
  const { schema, authenticate, queryLimits, clientAddress } = deps;
  // Revoked sessions and expired tokens end their WebSocket connections, on every replica.
  const liveSessions = new LiveSessions(deps.pubSub, async (authorization) => (await authenticate(authorization)).user !== null);
  // Compression off (ws's default, stated because it matters): deflating every push would cost CPU
  // and a zlib context per connection, for messages of a few hundred bytes.
  const server = new WebSocketServer({ server: httpServer, path: '/graphql', perMessageDeflate: false });
  // Depth and aliases are validation rules, as in Apollo's validation over HTTP.
  const parsed = documentCache(schema, queryLimits.maxTokens, queryShapeRules(queryLimits));
  const cleanup = useServer(
    {
      schema,
      // A signed-in connection is registered, so a revocation or its token's expiry closes it.
      onConnect: async (ctx) => {
        const authorization = authorizationOf(ctx.connectionParams);
        const { user } = await authenticate(authorization);
        if (user?.sessionId && authorization) {
          const socket = ctx.extra.socket;
          (ctx.extra as { forget?: () => void }).forget = liveSessions.add(
            { id: user.id, sessionId: user.sessionId, expiresAt: user.expiresAt ?? 0 },
            authorization,
            (code, reason) => socket.close(code, reason),
          );
        }
        deps.metrics.websocketConnections.inc();
        (ctx.extra as LiveCounts).subscriptions = new Set();
        return true;
      },
      // Called only for connections onConnect accepted (and counted).
      onDisconnect: (ctx) => {
        deps.metrics.websocketConnections.dec();
        // graphql-ws completes the socket's operations too; whichever comes first uncounts them.
        const live = (ctx.extra as LiveCounts).subscriptions;
        if (live) deps.metrics.subscriptions.dec(live.size);
        live?.clear();
      },
      onClose: (ctx) => (ctx.extra as { forget?: () => void }).forget?.(),
      // The same gates as HTTP, before anything runs: rate limit, token count, validation (depth and
      // aliases included), page sizes and cost.
      onSubscribe: async (ctx, _id, payload) => {
        const decision = await deps.rateLimit.consume(authorizationOf(ctx.connectionParams), clientAddress(ctx.extra.request));
        if (!decision.allowed) return [rateLimitedError(decision)];
        // Parsed (token limit) and validated once per distinct text.
        const { document, errors } = parsed(payload.query);
        if (errors) return [...errors];
        const operation = getOperationAST(document, payload.operationName);
        const limitError = operation && checkQueryCost(schema, document, operation, payload.variables ?? {}, queryLimits);
        if (limitError) return [limitError];
        const textError = unsupportedTextError(document, payload.variables);
        if (textError) return [textError];
        return { schema, document, operationName: payload.operationName, variableValues: payload.variables };
      },
      // Called for every subscribe message: each operation gets its own context.
      context: (ctx, id) =>
        deps.operationContextFor(authorizationOf(ctx.connectionParams), clientAddress(ctx.extra.request), directSender(ctx.extra.socket, id)),
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
      onOperation: (ctx, id, _payload, args) => {
        if (getOperationAST(args.document, args.operationName)?.operation === 'subscription') {
          (ctx.extra as LiveCounts).subscriptions?.add(id);
          deps.metrics.subscriptions.inc();
        }
        return releaseUnitOfWork(args.contextValue);
      },
      onComplete: (ctx, id) => {
        if ((ctx.extra as LiveCounts).subscriptions?.delete(id)) deps.metrics.subscriptions.dec();
      },
    },
    server,
  );
  return {
    server,
    drain: {
      async serverWillStart() {
        return { drainServer: async () => void (await cleanup.dispose()) };
      },
    },
    close: async () => {
      await liveSessions.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

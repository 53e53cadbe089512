import { randomUUID } from 'node:crypto';
import type { ApolloServerPlugin } from '@apollo/server';
import type express from 'express';
import { pinoHttp } from 'pino-http';
import type { AppContext } from '../common/context';
import { tagRequest, type RequestInfo } from '../common/request-info';
import { loggablePath } from '../common/loggable-path';
import { logger } from '../common/logger';
import { routeOf, type AppMetrics } from '../common/metrics';

/** A request id a client or proxy sent: kept when it is a plain token, so one id follows a request through the proxy's log and ours. */
const GIVEN_ID = /^[A-Za-z0-9._:-]{8,128}$/;
/** Polled by health checks and scrapers every few seconds: counted in metrics, not logged. */
const QUIET_PATHS = new Set(['/healthz', '/readyz', '/metrics']);

/**
 * First on every request: a request id (also answered as X-Request-Id), one JSON log line when the
 * answer is sent (method, path without its query string, route, status, duration, user id, GraphQL
 * operation), and the HTTP latency histogram.
 */
export function requestObservability(metrics: AppMetrics): express.RequestHandler {
  const httpLogger = pinoHttp({
    logger,
    quietReqLogger: true,
    customAttributeKeys: { reqId: 'requestId', responseTime: 'durationMs' },
    genReqId: (req, res) => {
      const given = req.headers['x-request-id'];
      const id = typeof given === 'string' && GIVEN_ID.test(given) ? given : randomUUID();
      res.setHeader('X-Request-Id', id);
      return id;
    },
    // Only what an operator needs; never headers, bodies, query strings or a mailed link's token.
    wrapSerializers: false,
    serializers: {
      req: (req: express.Request) => ({ method: req.method, path: loggablePath(req.originalUrl ?? req.url) }),
      res: (res: express.Response) => ({ status: res.statusCode }),
    },
    customProps: (req, res) => {
      const info = (res as express.Response).locals?.request as RequestInfo | undefined;
      return { route: routeOf(req as express.Request), userId: info?.userId, operation: info?.operation };
    },
    customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? 'error' : 'info'),
    customSuccessMessage: () => 'request completed',
    customErrorMessage: () => 'request failed',
    autoLogging: { ignore: (req) => QUIET_PATHS.has((req.url ?? '').split('?', 1)[0]) },
  });
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    res.once('finish', () => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      metrics.httpDuration.observe({ method: req.method, route: routeOf(req), status: String(res.statusCode) }, seconds);
    });
    httpLogger(req, res, () => {
      res.locals.request = { id: String(req.id) } satisfies RequestInfo;
      next();
    });
  };
}

/**
 * GraphQL over HTTP: names the operation for the request's log line, times it, counts the errors
 * sent by code, and puts the request id in every error's extensions (what a user quotes to support).
 */
export function graphqlObservabilityPlugin(metrics: AppMetrics): ApolloServerPlugin<AppContext> {
  return {
    async requestDidStart({ contextValue }) {
      const started = process.hrtime.bigint();
      const info = contextValue.request;
      let operation = 'anonymous';
      let type = 'unknown';
      return {
        async didResolveOperation(request) {
          operation = metrics.operationLabel(request.operationName);
          type = request.operation?.operation ?? 'unknown';
          // The client names it: kept short in the log line.
          if (info) info.operation = request.operationName?.slice(0, 100) ?? undefined;
        },
        async didEncounterErrors({ errors }) {
          // formatError, which masks internal errors and logs them, finds the request here.
          if (info) for (const error of errors) tagRequest(error, info);
        },
        async willSendResponse({ response }) {
          metrics.graphqlDuration.observe({ operation, type }, Number(process.hrtime.bigint() - started) / 1e9);
          const errors = response.body.kind === 'single' ? response.body.singleResult.errors : undefined;
          if (!errors) return;
          for (const error of errors) {
            metrics.errors.inc({ code: String(error.extensions?.code ?? 'UNKNOWN') });
            if (info) (error as { extensions?: Record<string, unknown> }).extensions = { ...error.extensions, requestId: info.id };
          }
        },
      };
    },
  };
}

import { randomUUID } from 'node:crypto';
import type { ApolloServerPlugin } from '@apollo/server';
import type express from 'express';
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
 * answer is sent or the client goes away (method, path without its query string, route, status,
 * duration, user id, GraphQL operation), and the HTTP latency histogram.
 *
 * Written by hand rather than with pino-http, which made a child logger per request: under cached
 * catalogue reads that was a tenth of the API's CPU (docs/decisions/0024-access-log-without-pino-http.md).
 */
export function requestObservability(metrics: AppMetrics): express.RequestHandler {
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    const given = req.headers['x-request-id'];
    const info: RequestInfo = { id: typeof given === 'string' && GIVEN_ID.test(given) ? given : randomUUID() };
    res.setHeader('X-Request-Id', info.id);
    res.locals.request = info;
    const answered = () => {
      res.off('finish', answered);
      res.off('close', answered);
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      const route = routeOf(req);
      metrics.httpDuration.observe({ method: req.method, route, status: String(res.statusCode) }, seconds);
      const path = loggablePath(req.originalUrl);
      if (QUIET_PATHS.has(path)) return;
      // Only what an operator needs; never headers, bodies, query strings or a mailed link's token.
      const line = { requestId: info.id, req: { method: req.method, path }, route, userId: info.userId, operation: info.operation, res: { status: res.statusCode }, durationMs: Math.round(seconds * 1000) };
      if (res.statusCode >= 500) logger.error(line, 'request failed');
      // Closed before the answer was complete, which was not an error: the client left (a closed tab,
      // a load generator's end). A warning, so that error lines stay the server's own failures.
      else if (!res.writableFinished) logger.warn(line, 'request aborted');
      else logger.info(line, 'request completed');
    };
    res.once('finish', answered);
    res.once('close', answered);
    next();
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

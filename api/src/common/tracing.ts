import { hasTokenInPath } from './loggable-path';

/**
 * OpenTelemetry traces (HTTP, GraphQL resolvers, PostgreSQL), exported over OTLP/HTTP, when
 * OTEL_EXPORTER_OTLP_ENDPOINT is set. Imported first by main.ts: instrumentation works by patching
 * modules as they are loaded, so it must be in place before http, pg and graphql are. When the
 * variable is unset nothing of OpenTelemetry is loaded (the requires below are never reached) and
 * nothing runs. The SDK reads its other settings itself (OTEL_SERVICE_NAME, OTEL_EXPORTER_OTLP_HEADERS, ...).
 */
export function startTracing(env: NodeJS.ProcessEnv = process.env): { shutdown(): Promise<void> } | undefined {
  if (!env.OTEL_EXPORTER_OTLP_ENDPOINT) return undefined;
  /* eslint-disable @typescript-eslint/no-require-imports */
  const { NodeSDK } = require('@opentelemetry/sdk-node') as typeof import('@opentelemetry/sdk-node');
  const { OTLPTraceExporter } = require('@opentelemetry/exporter-trace-otlp-http') as typeof import('@opentelemetry/exporter-trace-otlp-http');
  const { HttpInstrumentation } = require('@opentelemetry/instrumentation-http') as typeof import('@opentelemetry/instrumentation-http');
  const { GraphQLInstrumentation } = require('@opentelemetry/instrumentation-graphql') as typeof import('@opentelemetry/instrumentation-graphql');
  const { PgInstrumentation } = require('@opentelemetry/instrumentation-pg') as typeof import('@opentelemetry/instrumentation-pg');
  /* eslint-enable @typescript-eslint/no-require-imports */
  env.OTEL_SERVICE_NAME ||= 'mainstreet-api';
  const sdk = new NodeSDK({
    traceExporter: new OTLPTraceExporter(),
    instrumentations: [
      // Health checks and scrapes every few seconds would drown the traces that matter; a mailed link's
      // page carries its token in the path, which a span would record.
      new HttpInstrumentation({
        ignoreIncomingRequestHook: (req) => ['/healthz', '/readyz', '/metrics'].includes((req.url ?? '').split('?', 1)[0]) || hasTokenInPath(req.url ?? ''),
      }),
      // Trivial resolvers (a field read off an object) would make a span each: only those that do work.
      new GraphQLInstrumentation({ ignoreTrivialResolveSpans: true, mergeItems: true }),
      // Statement text without its parameters (the default), which may be passwords' or tokens' hashes.
      new PgInstrumentation({ enhancedDatabaseReporting: false }),
    ],
  });
  sdk.start();
  return { shutdown: () => sdk.shutdown() };
}

export const tracing = startTracing();

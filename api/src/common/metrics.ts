import { timingSafeEqual } from 'node:crypto';
import type { MikroORM } from '@mikro-orm/postgresql';
import type express from 'express';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * Prometheus metrics of one server (a registry of its own, so several servers in one process, as
 * in tests, never share or clash). Request figures are counted as they happen; database figures
 * (outbox backlogs, payments by status, the pool) are read when scraped, so every replica reports
 * the same backlog and nothing polls between scrapes.
 */
export interface AppMetrics {
  registry: Registry;
  httpDuration: Histogram<'method' | 'route' | 'status'>;
  graphqlDuration: Histogram<'operation' | 'type'>;
  errors: Counter<'code'>;
  websocketConnections: Gauge;
  subscriptions: Gauge;
  /** A client-chosen operation name, as a label: bounded, so no client can grow the series without end. */
  operationLabel(name: string | null | undefined): string;
}

const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const MAX_OPERATION_NAMES = 200;
const OPERATION_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;

export function createMetrics(orm: MikroORM): AppMetrics {
  const registry = new Registry();
  // Node's own: event-loop lag, heap and resident memory, GC, handles, CPU.
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });

  const httpDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP requests by method, route (a fixed set: no ids or query strings) and status.',
    labelNames: ['method', 'route', 'status'],
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const graphqlDuration = new Histogram({
    name: 'graphql_operation_duration_seconds',
    help: 'GraphQL operations over HTTP by operation name and type (query, mutation).',
    labelNames: ['operation', 'type'],
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const errors = new Counter({
    name: 'graphql_errors_total',
    help: 'Errors sent to clients, by extensions.code (INTERNAL_SERVER_ERROR is a bug; BAD_USER_INPUT a refused input).',
    labelNames: ['code'],
    registers: [registry],
  });
  const websocketConnections = new Gauge({ name: 'websocket_connections', help: 'Open GraphQL WebSocket connections.', registers: [registry] });
  const subscriptions = new Gauge({ name: 'graphql_subscriptions', help: 'Live GraphQL subscriptions over WebSocket.', registers: [registry] });

  poolMetrics(orm, registry);
  databaseMetrics(orm, registry);

  const operations = new Set<string>();
  return {
    registry,
    httpDuration,
    graphqlDuration,
    errors,
    websocketConnections,
    subscriptions,
    operationLabel(name) {
      if (!name) return 'anonymous';
      if (!OPERATION_NAME.test(name)) return 'other';
      if (operations.has(name)) return name;
      if (operations.size >= MAX_OPERATION_NAMES) return 'other';
      operations.add(name);
      return name;
    },
  };
}

/** The shape of knex's pool (tarn) that is read here. */
interface TarnPool {
  numUsed(): number;
  numFree(): number;
  numPendingAcquires(): number;
  max: number;
  on(event: 'acquireRequest' | 'acquireSuccess' | 'acquireFail', listener: (eventId: number) => void): void;
}

function poolOf(orm: MikroORM): TarnPool | undefined {
  try {
    return (orm.em.getConnection().getKnex().client as { pool?: TarnPool }).pool;
  } catch {
    return undefined;
  }
}

function poolMetrics(orm: MikroORM, registry: Registry): void {
  const read = (pick: (pool: TarnPool) => number) =>
    function (this: Gauge) {
      const pool = poolOf(orm);
      if (pool) this.set(pick(pool));
    };
  new Gauge({ name: 'pg_pool_connections_in_use', help: 'PostgreSQL connections lent out.', registers: [registry], collect: read((pool) => pool.numUsed()) });
  new Gauge({ name: 'pg_pool_connections_idle', help: 'PostgreSQL connections open and free.', registers: [registry], collect: read((pool) => pool.numFree()) });
  new Gauge({ name: 'pg_pool_connections_max', help: 'The pool size.', registers: [registry], collect: read((pool) => pool.max) });
  new Gauge({ name: 'pg_pool_waiting_requests', help: 'Requests waiting for a PostgreSQL connection right now.', registers: [registry], collect: read((pool) => pool.numPendingAcquires()) });
  const wait = new Histogram({
    name: 'pg_pool_acquire_wait_seconds',
    help: 'Time a request waited for a PostgreSQL connection from the pool.',
    buckets: [0.001, 0.005, 0.01, 0.05, 0.1, 0.5, 1, 5],
    registers: [registry],
  });
  const pool = poolOf(orm);
  if (!pool) return;
  const started = new Map<number, bigint>();
  pool.on('acquireRequest', (eventId) => started.set(eventId, process.hrtime.bigint()));
  const settle = (eventId: number) => {
    const start = started.get(eventId);
    if (start === undefined) return;
    started.delete(eventId);
    wait.observe(Number(process.hrtime.bigint() - start) / 1e9);
  };
  pool.on('acquireSuccess', settle);
  pool.on('acquireFail', (eventId) => started.delete(eventId));
}

/** Outbox backlogs and payments, read from the database at scrape time (one statement for all). */
function databaseMetrics(orm: MikroORM, registry: Registry): void {
  // One query per scrape for all four, run by whichever gauge is collected first.
  let reading: Promise<void> | undefined;
  const collect = (): Promise<void> => {
    reading ??= readDatabase(orm, backlog, oldest, failed, payments).finally(() => setImmediate(() => (reading = undefined)));
    return reading;
  };
  const backlog: Gauge = new Gauge({ name: 'outbox_backlog', help: 'Rows waiting to be sent (pending or sending), by outbox.', labelNames: ['outbox'], registers: [registry], collect });
  const oldest: Gauge = new Gauge({
    name: 'outbox_oldest_age_seconds',
    help: 'Age of the oldest row waiting in each outbox (0 when none waits).',
    labelNames: ['outbox'],
    registers: [registry],
    collect,
  });
  const failed: Gauge = new Gauge({ name: 'outbox_failed', help: 'Rows that gave up after their retries, by outbox (need a person).', labelNames: ['outbox'], registers: [registry], collect });
  const payments: Gauge = new Gauge({ name: 'payments', help: 'Payments by status (Succeeded, Failed, Pending, Refunded, PartiallyRefunded).', labelNames: ['status'], registers: [registry], collect });
}

async function readDatabase(orm: MikroORM, backlog: Gauge, oldest: Gauge, failed: Gauge, payments: Gauge): Promise<void> {
  const connection = orm.em.getConnection();
  const outboxes = await connection.execute<{ outbox: string; waiting: string; failed: string; oldest: number | null }[]>(`
    select 'mail' as outbox, count(*) filter (where status in ('pending', 'sending')) as waiting, count(*) filter (where status = 'failed') as failed,
           extract(epoch from now() - min(created_at) filter (where status in ('pending', 'sending')))::float8 as oldest
      from mail_outbox where status in ('pending', 'sending', 'failed')
    union all
    select 'refunds', count(*) filter (where status in ('pending', 'sending')), count(*) filter (where status = 'failed'),
           extract(epoch from now() - min(created_at) filter (where status in ('pending', 'sending')))::float8
      from refund_outbox where status in ('pending', 'sending', 'failed')
    union all
    select 'transfers', count(*) filter (where status in ('pending', 'sending') or reversal_status in ('pending', 'sending')),
           count(*) filter (where status = 'failed' or reversal_status = 'failed'),
           extract(epoch from now() - min(created_at) filter (where status in ('pending', 'sending') or reversal_status in ('pending', 'sending')))::float8
      from transfers where status in ('pending', 'sending', 'failed') or reversal_status in ('pending', 'sending', 'failed')`);
  for (const row of outboxes) {
    backlog.set({ outbox: row.outbox }, Number(row.waiting));
    failed.set({ outbox: row.outbox }, Number(row.failed));
    oldest.set({ outbox: row.outbox }, row.oldest ?? 0);
  }
  const byStatus = await connection.execute<{ status: string; n: string }[]>(`select status, count(*) as n from payments group by status`);
  payments.reset();
  for (const row of byStatus) payments.set({ status: row.status }, Number(row.n));
}

/** The route label of a request: a fixed set of values, never a raw URL (ids and query strings would make a series each). */
export function routeOf(req: express.Request): string {
  const path = req.originalUrl.split('?', 1)[0];
  if (path === '/graphql' || path.startsWith('/graphql/')) return '/graphql';
  if (path.startsWith('/api/')) {
    if (path.startsWith('/api/webhooks/')) return path.split('/').slice(0, 4).join('/');
    return req.route?.path ? `${req.baseUrl}${req.route.path}` : '/api/*';
  }
  if (path.startsWith('/media/uploads')) return '/media/uploads';
  if (path.startsWith('/media/')) return '/media/*';
  if (path.startsWith('/assets/')) return '/assets/*';
  if (path === '/healthz' || path === '/readyz' || path === '/metrics') return path;
  if (path.startsWith('/dev/')) return '/dev/*';
  return 'page';
}

/**
 * GET /metrics: to a client on this machine that came through no proxy (a proxy on the same host
 * would otherwise make every visitor local), or to one that sends METRICS_TOKEN as a bearer token.
 * Anyone else gets a 404 here, not the next handler: with the web app built, that would be the
 * storefront's page (200) for any unknown path.
 */
export function metricsRoute(metrics: AppMetrics, token: string | undefined): express.RequestHandler {
  const expected = token ? Buffer.from(`Bearer ${token}`) : undefined;
  return async (req, res, next) => {
    const sent = req.headers.authorization;
    const byToken = expected !== undefined && sent !== undefined && sent.length === expected.length && timingSafeEqual(Buffer.from(sent), expected);
    if (!byToken && !isDirectLoopback(req)) {
      res.status(404).type('text/plain').send('Not Found');
      return;
    }
    try {
      const body = await metrics.registry.metrics();
      res.setHeader('Content-Type', metrics.registry.contentType);
      res.setHeader('Cache-Control', 'no-store');
      res.end(body);
    } catch (error) {
      next(error);
    }
  };
}

function isDirectLoopback(req: express.Request): boolean {
  const address = req.socket.remoteAddress ?? '';
  const loopback = address === '::1' || address.startsWith('127.') || address.startsWith('::ffff:127.');
  return loopback && req.headers['x-forwarded-for'] === undefined && req.headers.forwarded === undefined;
}

import { PAYMENT_RECONCILER_SQL_TAG } from '../src/modules/checkout/payment-reconciler';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import './global-setup'; // declares the provided postgresUrl
import type { MikroORM } from '@mikro-orm/postgresql';
import { loadConfig, type AppConfig } from '../src/config';
import { openDatabase } from '../src/db/database';
import { seedDemoData } from '../src/db/seed/demo-seed';
import type { PubSubHandle } from '../src/common/pubsub';
import { createServer } from '../src/server';
import { MAIL_DISPATCHER_SQL_TAG } from '../src/modules/mail/mail-dispatcher';
import { REFUND_DISPATCHER_SQL_TAG, type RefundDispatcherTimings } from '../src/modules/payments/refund-dispatcher';
import { TRANSFER_DISPATCHER_SQL_TAG, type TransferDispatcherTimings } from '../src/modules/payouts/transfer-dispatcher';
import { TokenService } from '../src/modules/auth/token.service';
import type { PaymentProvider } from '../src/modules/payments/payment-provider';
import type { MailDispatcherTimings } from '../src/modules/mail/mail-dispatcher';

export interface GraphQLResponse<T = any> {
  data?: T;
  errors?: { message: string; extensions?: { code?: string } }[];
}

export interface TestApp {
  baseUrl: string;
  /** This app's own database, for more processes on the same data. */
  databaseUrl: string;
  orm: MikroORM;
  /** SQL statements run since the last reset. */
  queries: string[];
  gql<T = any>(query: string, variables?: Record<string, unknown>, token?: string, headers?: Record<string, string>): Promise<GraphQLResponse<T>>;
  /** A valid bearer token for an existing user, without a sign-in round trip. */
  tokenFor(userId: string): string;
  close(): Promise<void>;
}

/** The real API on a free port, over a fresh database of its own on the test PostgreSQL. */
export async function startTestApp(
  options: {
    seed?: boolean;
    paymentProvider?: PaymentProvider;
    pubSub?: PubSubHandle;
    /** More environment for loadConfig, e.g. SMTP_URL, NODE_ENV, low limits or REDIS_URL. */
    env?: Record<string, string>;
    /** Mail dispatcher timings, e.g. a short backoff so retries happen within the test. */
    mail?: MailDispatcherTimings;
    /** Refund dispatcher timings, likewise. */
    refunds?: RefundDispatcherTimings;
    /** Transfer dispatcher timings, likewise. */
    payouts?: TransferDispatcherTimings;
    /** Settings no environment variable reaches, e.g. webDistDir (a built web app of the test's own). */
    config?: Partial<AppConfig>;
    /** The instant date-dependent figures are computed for (dashboards' month to date); the real time by default. */
    clock?: () => Date;
    /** URLs per sitemap file (50,000 by default). */
    sitemapPageSize?: number;
  } = {},
): Promise<TestApp> {
  const serverUrl = new URL(inject('postgresUrl'));
  const database = `test_${randomUUID().replace(/-/g, '')}`;
  const admin = new pg.Client({ connectionString: serverUrl.toString() });
  await admin.connect();
  await admin.query(`create database ${database}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;

  const queries: string[] = [];
  // The mail, refund and transfer dispatchers and the payment reconciler poll in the background: their statements are not the request's.
  const orm = await openDatabase(url.toString(), (sql) => {
    if (![MAIL_DISPATCHER_SQL_TAG, REFUND_DISPATCHER_SQL_TAG, TRANSFER_DISPATCHER_SQL_TAG, PAYMENT_RECONCILER_SQL_TAG].some((tag) => sql.includes(tag))) queries.push(sql);
  });
  if (options.seed) await seedDemoData(orm.em);
  const config = { ...loadConfig({ JWT_SECRET: TEST_JWT_SECRET, DATA_DIR: '/nonexistent', ...options.env }), ...options.config };
  const server = await createServer({ orm, config, paymentProvider: options.paymentProvider, pubSub: options.pubSub, mail: options.mail, refunds: options.refunds, payouts: options.payouts, clock: options.clock, sitemapPageSize: options.sitemapPageSize });
  const tokens = new TokenService(config.jwtSecret, config.jwtTtlSeconds);
  const port = await server.listen(0);
  const baseUrl = `http://127.0.0.1:${port}`;
  queries.length = 0;

  return {
    baseUrl,
    databaseUrl: url.toString(),
    orm,
    queries,
    async gql(query, variables, token, headers = {}) {
      const response = await fetch(`${baseUrl}/graphql`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...headers,
        },
        body: JSON.stringify({ query, variables }),
      });
      return (await response.json()) as GraphQLResponse;
    },
    tokenFor(userId) {
      return tokens.issue({ id: userId, tokenVersion: 0 });
    },
    async close() {
      await server.close();
      await orm.close();
    },
  };
}

export const DEMO_PASSWORD = 'Password123!';
export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256';

export async function login(app: TestApp, email: string, password = DEMO_PASSWORD): Promise<string> {
  const res = await app.gql(`mutation Login($input: LoginInput!) { login(input: $input) { token } }`, { input: { email, password } });
  if (!res.data?.login?.token) throw new Error(`login failed for ${email}: ${JSON.stringify(res.errors)}`);
  return res.data.login.token;
}

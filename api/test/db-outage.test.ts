// PostgreSQL stopped in the middle of a load run and started again (issue 9): while it is down,
// requests fail fast with a clear 503 and /readyz says not ready; afterwards the app recovers by
// itself within seconds, and no half-written checkout is left behind. A Stripe webhook delivered
// while it is down is refused with a 503 and applied once when Stripe retries it. A throwaway
// embedded PostgreSQL of its own, so stopping it disturbs no other test.
import { PaymentReconciler } from '../src/modules/checkout/payment-reconciler';
import { TestPaymentProvider } from '../src/modules/payments/test-payment.provider';
import { CheckoutSettlement } from '../src/modules/checkout/checkout-settlement';
import fs from 'node:fs';
import type http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { MikroORM } from '@mikro-orm/postgresql';
import express from 'express';
import Stripe from 'stripe';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/database';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../src/db/embedded-postgres';
import { TokenService } from '../src/modules/auth/token.service';
import { stripeWebhookRouter } from '../src/modules/payments/stripe-webhook.routes';
import { createServer, type AppServer } from '../src/server';
import { SHIPPING } from './commerce-fixtures';
import { TEST_JWT_SECRET } from './test-app';

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

let dir: string;
let db: EmbeddedDatabase;
let orm: MikroORM;
let server: AppServer;
let baseUrl: string;
const customers: { id: string; token: string }[] = [];
let productId: string;
// The webhook route on its own little app over the same database (the server mounts it only with
// Stripe keys, and the load here checks out with the test provider). Signing needs no Stripe API.
const WEBHOOK_SECRET = 'whsec_outage_test';
const stripe = new Stripe('sk_test_outage');
let webhookServer: http.Server | undefined;
let webhookUrl: string;
/** A Stripe payment still Pending (Stripe said "processing"), with its one order. */
const pending = { paymentId: '', reference: 'pi_outage_processing' };
/** The server's provider, which the reconciler asks after the outage (the process lives on: it knows its charges). */
const provider = new TestPaymentProvider();

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mainstreet-outage-'));
  fs.chmodSync(dir, 0o755); // the postgres user must reach the cluster inside
  db = await startEmbeddedPostgres(dir, 'outage');
  orm = await openDatabase(db.url);
  const config = loadConfig({ JWT_SECRET: TEST_JWT_SECRET, DATA_DIR: '/nonexistent', RATE_LIMIT_PER_TOKEN: '0', RATE_LIMIT_PER_IP: '0' });
  server = await createServer({ orm, config, paymentProvider: provider });
  baseUrl = `http://127.0.0.1:${await server.listen(0)}`;

  const sql = orm.em.fork().getConnection();
  const [{ id: vendorUserId }] = await sql.execute(
    `insert into users (id, username, name, email, role, password_hash) values (gen_random_uuid(), 'outage-shop', 'Shop', 'shop@example.com', 'Vendor', 'x') returning id`,
  );
  const [{ id: vendorId }] = await sql.execute(`insert into vendors (id, user_id, business_name, is_verified) values (gen_random_uuid(), ?, 'Outage Shop', true) returning id`, [vendorUserId]);
  [{ id: productId }] = await sql.execute(
    `insert into products (id, vendor_id, name, price_cents, stock, category) values (gen_random_uuid(), ?, 'Jam', 700, 100000, 'Test') returning id`,
    [vendorId],
  );
  const tokens = new TokenService(config.jwtSecret, config.jwtTtlSeconds);
  for (let i = 0; i < 4; i++) {
    const [{ id }] = await sql.execute(
      `insert into users (id, username, name, email, role, password_hash) values (gen_random_uuid(), ?, 'Buyer', ?, 'Customer', 'x') returning id`,
      [`buyer${i}`, `buyer${i}@example.com`],
    );
    customers.push({ id, token: tokens.issue({ id, tokenVersion: 0 }) });
  }

  [{ id: pending.paymentId }] = await sql.execute(
    `insert into payments (id, customer_id, idempotency_key, provider, provider_reference, status, amount_cents)
     values (gen_random_uuid(), ?, 'outage-webhook', 'stripe', ?, 'Pending', 791) returning id`,
    [customers[0].id, pending.reference],
  );
  const [{ id: orderId }] = await sql.execute(
    `insert into orders (id, customer_id, vendor_id, payment_id, status, subtotal_cents, tax_cents, total_cents, customer_info)
     values (gen_random_uuid(), ?, ?, ?, 'Pending', 700, 91, 791, ?::jsonb) returning id`,
    [customers[0].id, vendorId, pending.paymentId, JSON.stringify(SHIPPING)],
  );
  await sql.execute(`insert into order_items (id, order_id, product_id, product_name, quantity, unit_price_cents) values (gen_random_uuid(), ?, ?, 'Jam', 1, 700)`, [
    orderId,
    productId,
  ]);
  const web = express();
  web.use('/api/webhooks/stripe', stripeWebhookRouter(orm, stripe, WEBHOOK_SECRET, new CheckoutSettlement(orm)));
  await new Promise<void>((resolve, reject) => {
    webhookServer = web.listen(0, '127.0.0.1', () => resolve());
    webhookServer.once('error', reject);
  });
  webhookUrl = `http://127.0.0.1:${(webhookServer!.address() as { port: number }).port}/api/webhooks/stripe`;
}, 180_000);

afterAll(async () => {
  await new Promise<void>((resolve) => (webhookServer ? webhookServer.close(() => resolve()) : resolve()));
  await server?.close();
  await orm?.close(true);
  await db?.stop().catch(() => undefined);
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

interface Outcome {
  at: number;
  ms: number;
  status: number;
  code?: string;
  message?: string;
}

async function gql(query: string, token: string, variables: Record<string, unknown> = {}): Promise<Outcome> {
  const started = Date.now();
  try {
    const response = await fetch(`${baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query, variables }),
      signal: AbortSignal.timeout(30_000),
    });
    const body = (await response.json()) as { errors?: { message: string; extensions?: { code?: string } }[] };
    return { at: started, ms: Date.now() - started, status: response.status, code: body.errors?.[0]?.extensions?.code, message: body.errors?.[0]?.message };
  } catch (error) {
    return { at: started, ms: Date.now() - started, status: 0, message: String(error) };
  }
}

/** Delivers a signed event as Stripe does: each attempt, a retry too, is signed afresh over the same payload. */
async function deliverWebhook(event: object): Promise<{ status: number; body: Record<string, unknown> }> {
  const payload = JSON.stringify(event);
  const signature = stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
  const response = await fetch(webhookUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    body: payload,
    signal: AbortSignal.timeout(30_000),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** One buyer's loop: add to cart, read the cart, check out; over and over until told to stop. */
async function shopper(customer: { id: string; token: string }, outcomes: Outcome[], running: () => boolean) {
  for (let n = 0; running(); n++) {
    outcomes.push(await gql(`mutation($p: ID!) { addToCart(productId: $p, quantity: 1) { totalCents } }`, customer.token, { p: productId }));
    const cart = await gql(`{ cart { totalCents } }`, customer.token);
    outcomes.push(cart);
    const total = await fetch(`${baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${customer.token}` },
      body: JSON.stringify({ query: '{ cart { totalCents } }' }),
    })
      .then((response) => response.json() as Promise<{ data?: { cart: { totalCents: number } } }>)
      .catch(() => undefined);
    if (total?.data?.cart.totalCents) {
      outcomes.push(
        await gql(`mutation($input: CheckoutInput!) { checkout(input: $input) { success } }`, customer.token, {
          input: { idempotencyKey: `${customer.id}-${n}`, paymentMethodId: 'pm_card_visa', expectedTotalCents: total.data.cart.totalCents, shipping: SHIPPING },
        }),
      );
    }
    await sleep(20);
  }
}

it('fails fast with 503 while PostgreSQL is down and recovers by itself after', { timeout: 180_000 }, async () => {
  let running = true;
  const outcomes: Outcome[] = [];
  const load = Promise.all(customers.map((customer) => shopper(customer, outcomes, () => running)));

  await sleep(2_000);
  const stoppedAt = Date.now();
  await db.stop();
  const downAt = Date.now();
  await sleep(4_000);

  // While down: readiness says so, and an API request answers quickly and clearly.
  const ready = await fetch(`${baseUrl}/readyz`);
  expect(ready.status).toBe(503);
  expect(await ready.json()).toMatchObject({ status: 'not ready' });
  const restDown = await fetch(`${baseUrl}/api/cart`, { headers: { authorization: `Bearer ${customers[0].token}` } });
  expect(restDown.status).toBe(503);
  expect(((await restDown.json()) as { message: string }).message).toMatch(/temporarily unavailable/);
  // Stripe reports the pending payment settled: refused for now (Stripe retries any non-2xx).
  const settled = {
    id: 'evt_outage_settled',
    object: 'event',
    type: 'payment_intent.succeeded',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    data: { object: { id: pending.reference, object: 'payment_intent', status: 'succeeded', amount: 791, currency: 'cad' } },
  };
  const webhookDown = await deliverWebhook(settled);
  expect(webhookDown.status).toBe(503);
  expect(webhookDown.body.message).toMatch(/temporarily unavailable/);

  const restartAt = Date.now();
  await db.start();
  const startedAt = Date.now();
  // Recovered: the first moment a real read through the API succeeds again.
  let recoveredAt = 0;
  while (!recoveredAt && Date.now() - startedAt < 30_000) {
    const probe = await gql(`{ cart { totalCents } }`, customers[0].token);
    if (probe.status === 200 && !probe.code) recoveredAt = Date.now();
    else await sleep(100);
  }
  expect(recoveredAt, 'the API did not recover within 30 s').toBeGreaterThan(0);
  expect((await fetch(`${baseUrl}/readyz`)).status).toBe(200);
  await sleep(1_500);
  running = false;
  await load;

  // Stripe's retry of the webhook refused during the outage is applied, once.
  expect(await deliverWebhook(settled)).toEqual({ status: 200, body: { received: true } });
  expect(await deliverWebhook(settled)).toEqual({ status: 200, body: { received: true, duplicate: true } });
  const [payment] = await orm.em.fork().getConnection().execute(`select status from payments where id = ?`, [pending.paymentId]);
  expect(payment.status).toBe('Succeeded');

  const during = outcomes.filter((o) => o.at >= downAt && o.at < restartAt);
  // Failures include requests cut off while PostgreSQL was shutting down.
  const failed = outcomes.filter((o) => o.at + o.ms >= stoppedAt && o.at < startedAt && (o.status !== 200 || o.code));
  const slowest = Math.max(...during.map((o) => o.ms));
  console.info(
    `outage: stop took ${downAt - stoppedAt} ms; ${during.length} requests while down (slowest ${slowest} ms); ` +
      `PostgreSQL start took ${startedAt - restartAt} ms; API recovered ${recoveredAt - startedAt} ms after PostgreSQL was up; ` +
      `${outcomes.length} requests in all`,
  );
  expect(during.length).toBeGreaterThan(0);
  // Fail fast: nobody waits on a dead database.
  expect(slowest).toBeLessThan(3_000);
  for (const outcome of failed) {
    expect(outcome, JSON.stringify(outcome)).toMatchObject({ status: 503, code: 'SERVICE_UNAVAILABLE' });
    expect(outcome.message).toMatch(/temporarily unavailable/);
  }
  expect(recoveredAt - startedAt).toBeLessThan(5_000);
  // Requests after recovery succeed again.
  const after = outcomes.filter((o) => o.at > recoveredAt + 200);
  expect(after.length).toBeGreaterThan(0);
  expect(after.filter((o) => o.status !== 200 || (o.code && o.code !== 'OUT_OF_STOCK'))).toEqual([]);

  // Checkouts the outage cut off between their reservation and their settlement are finished by the
  // reconciler (here at once; in the server, one minute after they started).
  const [{ cut_off }] = await orm.em.fork().getConnection().execute(`select count(*)::int as cut_off from payments where status = 'Pending'`);
  const round = await new PaymentReconciler(orm, provider, new CheckoutSettlement(orm), { graceMs: 0 }).reconcile();
  console.info(`outage: ${cut_off} checkout(s) left pending by the outage, ${round.settled} settled by the reconciler`);
  expect(round.settled).toBe(cut_off);

  // No half-written checkout: every order has its items, every paid payment its orders.
  const [row] = await orm.em.fork().getConnection().execute(`
    select
      (select count(*) from orders o where not exists (select 1 from order_items i where i.order_id = o.id))::int as orders_without_items,
      (select count(*) from (
        select p.id from payments p left join orders o on o.payment_id = p.id
         where p.status = 'Succeeded' group by p.id, p.amount_cents
        having coalesce(sum(o.total_cents), 0) <> p.amount_cents) x)::int as unbalanced_payments,
      (select count(*) from payments where status = 'Pending')::int as pending_payments,
      (select count(*) from orders)::int as orders`);
  expect(row).toMatchObject({ orders_without_items: 0, unbalanced_payments: 0, pending_payments: 0 });
  expect(row.orders).toBeGreaterThan(0);
});

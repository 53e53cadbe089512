import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyProviderOutcome, createCustomers, createShop, SHIPPING } from '../../../test/commerce-fixtures';
import { startFakeStripe, type FakeStripe } from '../../../test/fake-stripe.server';
import { eventually } from '../../../test/smtp-test-server';
import { startTestApp, type TestApp } from '../../../test/test-app';
import type { RefundResult } from './payment-provider';
import { RefundDispatcher } from './refund-dispatcher';
import { createStripeClient, StripePaymentProvider } from './stripe-payment.provider';
import { logger } from '../../common/logger';

/**
 * Stripe, except that it can "crash" right after Stripe made a refund and before the dispatcher hears
 * of it: the refund happened at Stripe, our database never recorded it.
 */
class CrashingStripeProvider extends StripePaymentProvider {
  crashAfterNextRefund = false;
  override async refund(reference: string, amountCents: number, idempotencyKey: string, metadata?: Record<string, string>): Promise<RefundResult> {
    const result = await super.refund(reference, amountCents, idempotencyKey, metadata);
    if (this.crashAfterNextRefund) {
      this.crashAfterNextRefund = false;
      throw new Error('the process died before recording the refund');
    }
    return result;
  }
}

const ADD = `mutation AddToCart($productId: ID!, $quantity: Int!) { addToCart(productId: $productId, quantity: $quantity) { totalCents } }`;
const CHECKOUT = `mutation Checkout($input: CheckoutInput!) { checkout(input: $input) { paymentId orders { id totalCents vendor { id } } } }`;
const STATUS = `mutation UpdateOrderStatus($id: ID!, $status: OrderStatus!) { updateOrderStatus(id: $id, status: $status) { id status } }`;
const DELETE_VENDOR = `mutation DeleteVendor($id: ID!) { deleteVendor(id: $id) }`;

let app: TestApp;
let fake: FakeStripe;
let provider: CrashingStripeProvider;
let admin: string;

const sql = <T = any>(query: string, params: unknown[] = []) => app.orm.em.fork().getConnection().execute<T[]>(query, params);
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface RefundRow {
  id: string;
  order_id: string;
  status: string;
  attempts: number;
  amount_cents: number;
  last_error: string | null;
  provider_refund_reference: string | null;
}
const refundOf = async (orderId: string) => (await sql<RefundRow>(`select * from refund_outbox where order_id = ?`, [orderId]))[0];
const settled = (orderId: string, status = 'succeeded') =>
  eventually(async () => {
    const row = await refundOf(orderId);
    return row?.status === status ? row : null;
  }, 20_000, `refund of ${orderId} ${status}`);
const paymentStatus = async (paymentId: string) => (await sql<{ status: string }>(`select status from payments where id = ?`, [paymentId]))[0].status;
const refundRequests = (key: string) => fake.requests.filter((r) => r.path === '/v1/refunds' && r.idempotencyKey === key);

async function shopWithOwner(name: string, priceCents = 1000) {
  const shop = await createShop(app, [{ name, priceCents, stock: 50 }]);
  const [{ user_id }] = await sql(`select user_id from vendors where id = ?`, [shop.vendorId]);
  return { ...shop, token: app.tokenFor(user_id) };
}

/** One checkout through Stripe (the fake), buying one of each product: one order per shop. */
async function checkout(productIds: string[], paymentMethodId = 'pm_card_visa') {
  const [customer] = await createCustomers(app, 1);
  let totalCents = 0;
  for (const productId of productIds) totalCents = (await app.gql(ADD, { productId, quantity: 1 }, customer.token)).data.addToCart.totalCents;
  const res = await app.gql(CHECKOUT, { input: { idempotencyKey: randomUUID(), paymentMethodId, expectedTotalCents: totalCents, shipping: SHIPPING } }, customer.token);
  if (res.errors) throw new Error(JSON.stringify(res.errors));
  const [{ provider_reference }] = await sql(`select provider_reference from payments where id = ?`, [res.data.checkout.paymentId]);
  return { paymentId: res.data.checkout.paymentId as string, intentId: provider_reference as string, orders: res.data.checkout.orders as { id: string; totalCents: number; vendor: { id: string } }[] };
}

beforeAll(async () => {
  fake = await startFakeStripe();
  provider = new CrashingStripeProvider(createStripeClient('sk_test_mainstreet', { host: '127.0.0.1', port: fake.port, protocol: 'http' }), 'pk_test_mainstreet');
  app = await startTestApp({ seed: true, paymentProvider: provider, refunds: { pollIntervalMs: 100, backoffMs: () => 50, pendingPaymentDelayMs: 100 } });
  const [{ id }] = await sql(`select id from users where email = 'admin@mainstreet.test'`);
  admin = app.tokenFor(id);
});
afterAll(async () => {
  await app?.close();
  await fake?.close();
});
beforeEach(() => {
  fake.failWith = null;
  provider.crashAfterNextRefund = false;
});

describe('refunds through Stripe (real SDK, local fake Stripe API)', () => {
  it("refunds each cancelled order's share once, keyed by the order, and moves the payment to PartiallyRefunded, then Refunded", async () => {
    const a = await shopWithOwner('Refund Rye', 1200);
    const b = await shopWithOwner('Refund Rolls', 800);
    const paid = await checkout([a.productIds[0], b.productIds[0]]);
    const orderA = paid.orders.find((order) => order.vendor.id === a.vendorId)!;
    const orderB = paid.orders.find((order) => order.vendor.id === b.vendorId)!;

    expect((await app.gql(STATUS, { id: orderA.id, status: 'Cancelled' }, a.token)).data.updateOrderStatus.status).toBe('Cancelled');
    const first = await settled(orderA.id);
    expect(first).toMatchObject({ attempts: 1, amount_cents: orderA.totalCents, last_error: null });
    expect(refundRequests(`refund-${orderA.id}`)).toEqual([
      expect.objectContaining({ body: { payment_intent: paid.intentId, amount: String(orderA.totalCents), metadata: { refundId: first.id, orderId: orderA.id, paymentId: paid.paymentId } } }),
    ]);
    expect(fake.refunds.filter((r) => r.payment_intent === paid.intentId)).toEqual([expect.objectContaining({ id: first.provider_refund_reference, amount: orderA.totalCents })]);
    expect(await paymentStatus(paid.paymentId)).toBe('PartiallyRefunded');

    // The other shop closes: its order goes the same way, and now the whole charge is back.
    expect((await app.gql(DELETE_VENDOR, { id: b.vendorId }, admin)).data.deleteVendor).toBe(true);
    await settled(orderB.id);
    expect(fake.intents.get(paid.intentId)).toMatchObject({ amount_refunded: orderA.totalCents + orderB.totalCents });
    expect(await paymentStatus(paid.paymentId)).toBe('Refunded');
  });

  it('retries while Stripe is down and refunds once it is back', async () => {
    const shop = await shopWithOwner('Outage Oatcakes');
    const { orders, intentId } = await checkout(shop.productIds);
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => {});
    try {
      fake.failWith = 500;
      await app.gql(STATUS, { id: orders[0].id, status: 'Cancelled' }, shop.token);
      // The cancellation stands while the refund waits for Stripe.
      const waiting = await eventually(async () => {
        const row = await refundOf(orders[0].id);
        return row?.attempts >= 2 && row.status === 'pending' ? row : null;
      }, 20_000, 'two failed attempts');
      expect(waiting.last_error).toMatch(/down/);
      expect((await sql(`select status from orders where id = ?`, [orders[0].id]))[0].status).toBe('Cancelled');
      fake.failWith = null;
      const done = await settled(orders[0].id);
      expect(done.attempts).toBeGreaterThanOrEqual(3);
    } finally {
      warn.mockRestore();
    }
    expect(fake.refunds.filter((r) => r.payment_intent === intentId)).toEqual([expect.objectContaining({ amount: orders[0].totalCents })]);
    // Every attempt carried the same key.
    expect(new Set(fake.requests.filter((r) => r.path === '/v1/refunds' && r.body.payment_intent === intentId).map((r) => r.idempotencyKey))).toEqual(
      new Set([`refund-${orders[0].id}`]),
    );
  });

  it('after a crash between Stripe refunding and the row being recorded, the retry is answered with the same refund', async () => {
    const shop = await shopWithOwner('Crash Crumpets');
    const { orders, intentId, paymentId } = await checkout(shop.productIds);
    provider.crashAfterNextRefund = true;
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => {});
    try {
      await app.gql(STATUS, { id: orders[0].id, status: 'Cancelled' }, shop.token);
      const row = await settled(orders[0].id);
      expect(row.attempts).toBe(2);
      // Asked twice with one key; Stripe replayed its first answer rather than refunding again.
      expect(refundRequests(`refund-${orders[0].id}`)).toHaveLength(2);
      const made = fake.refunds.filter((r) => r.payment_intent === intentId);
      expect(made).toEqual([expect.objectContaining({ amount: orders[0].totalCents })]);
      expect(row.provider_refund_reference).toBe(made[0].id);
      expect(fake.intents.get(intentId)).toMatchObject({ amount_refunded: orders[0].totalCents });
      expect(await paymentStatus(paymentId)).toBe('Refunded');
    } finally {
      warn.mockRestore();
    }
  });

  it('refunds every order once when two dispatchers (two replicas) share the outbox', async () => {
    const second = new RefundDispatcher(app.orm, provider, { pollIntervalMs: 20, batchSize: 2 });
    second.start();
    try {
      const shop = await shopWithOwner('Replica Rugbrød', 700);
      const checkouts: Awaited<ReturnType<typeof checkout>>[] = [];
      for (let i = 0; i < 6; i++) checkouts.push(await checkout(shop.productIds));
      const orderIds = checkouts.map((c) => c.orders[0].id);
      // Both dispatchers are nudged by the cancellations (one by the request, the other by its poll).
      await Promise.all(orderIds.map((id) => app.gql(STATUS, { id, status: 'Cancelled' }, shop.token)));
      for (const id of orderIds) await settled(id);
      await pause(300); // more rounds of both: nothing is refunded again
      for (const [index, id] of orderIds.entries()) {
        expect(refundRequests(`refund-${id}`)).toHaveLength(1);
        expect(fake.refunds.filter((r) => r.payment_intent === checkouts[index].intentId)).toHaveLength(1);
      }
    } finally {
      await second.stop();
    }
  });

  it('waits for a payment Stripe is still confirming, then refunds it; a charge that fails leaves nothing to refund', async () => {
    fake.outcomes.pm_card_processing = 'processing';
    const shop = await shopWithOwner('Pending Pretzels');
    const confirmed = await checkout(shop.productIds, 'pm_card_processing');
    const failing = await checkout(shop.productIds, 'pm_card_processing');
    expect(await paymentStatus(confirmed.paymentId)).toBe('Pending');
    fake.intents.get(confirmed.intentId)!.status = 'succeeded'; // Stripe's side of the webhook below

    for (const { orders } of [confirmed, failing]) await app.gql(STATUS, { id: orders[0].id, status: 'Cancelled' }, shop.token);
    const waiting = await eventually(async () => {
      const row = await refundOf(confirmed.orders[0].id);
      return row?.last_error ? row : null;
    }, 10_000, 'the refund to wait');
    expect(waiting).toMatchObject({ status: 'pending', attempts: 0, last_error: 'Waiting for the payment to be confirmed.' });
    expect(refundRequests(`refund-${confirmed.orders[0].id}`)).toEqual([]);

    // The webhooks' outcomes, as the webhook route applies them.
    await applyProviderOutcome(app.orm, 'stripe', confirmed.intentId, 'succeeded');
    await applyProviderOutcome(app.orm, 'stripe', failing.intentId, 'failed', 'Your card was declined.');
    await settled(confirmed.orders[0].id);
    expect(fake.refunds.filter((r) => r.payment_intent === confirmed.intentId)).toEqual([expect.objectContaining({ amount: confirmed.orders[0].totalCents })]);
    expect(await settled(failing.orders[0].id, 'void')).toMatchObject({ last_error: 'The payment did not go through: there is nothing to refund.' });
    expect(refundRequests(`refund-${failing.orders[0].id}`)).toEqual([]);
  });

  it('gives up at once, loudly, on a refund Stripe refuses, keeping its reason', async () => {
    const shop = await shopWithOwner('Refused Rusks');
    const { orders, intentId } = await checkout(shop.productIds);
    fake.intents.get(intentId)!.amount_refunded = fake.intents.get(intentId)!.amount; // refunded by hand in Stripe's dashboard
    const error = vi.spyOn(logger, 'error').mockImplementation(() => {});
    try {
      await app.gql(STATUS, { id: orders[0].id, status: 'Cancelled' }, shop.token);
      const row = await settled(orders[0].id, 'failed');
      expect(row).toMatchObject({ attempts: 1, last_error: expect.stringMatching(/already been refunded/) });
      expect(error.mock.calls.some((args) => (args[0] as { orderId?: string })?.orderId === orders[0].id)).toBe(true);

      // The shop sees the order cancelled with its refund failed; admins see it, and retry it once it can succeed.
      const seen = await app.gql(`{ vendorOrders(first: 50) { nodes { id status refundStatus } } }`, {}, shop.token);
      expect(seen.data.vendorOrders.nodes.find((node: { id: string }) => node.id === orders[0].id)).toMatchObject({ status: 'Cancelled', refundStatus: 'Failed' });
      const failed = await app.gql(`{ failedRefunds(first: 100) { nodes { orderId orderNumber shopName amountCents attempts lastError } } }`, {}, admin);
      expect(failed.data.failedRefunds.nodes).toContainEqual({
        orderId: orders[0].id,
        orderNumber: orders[0].id.slice(-6).toUpperCase(),
        shopName: expect.any(String),
        amountCents: orders[0].totalCents,
        attempts: 1,
        lastError: expect.stringMatching(/already been refunded/),
      });
      fake.intents.get(intentId)!.amount_refunded = 0; // the manual refund was reversed in the dashboard
      const retried = await app.gql(`mutation RetryRefund($orderId: ID!) { retryRefund(orderId: $orderId) { orderId attempts } }`, { orderId: orders[0].id }, admin);
      expect(retried.data.retryRefund).toEqual({ orderId: orders[0].id, attempts: 0 });
      expect((await settled(orders[0].id)).status).toBe('succeeded');
      const again = await app.gql(`mutation RetryRefund($orderId: ID!) { retryRefund(orderId: $orderId) { orderId } }`, { orderId: orders[0].id }, admin);
      expect(again.errors?.[0]).toMatchObject({ message: 'Only a failed refund can be retried.', extensions: { code: 'BAD_USER_INPUT' } });
      const [audit] = await sql(`select summary from audit_log where action = 'refund.retry' and target_id = ?`, [orders[0].id]);
      expect(audit.summary).toMatch(/^Retried the refund of \$/);
    } finally {
      error.mockRestore();
    }
  });

  it("an admin's retry of a refund Stripe made after all records that refund instead of making another", async () => {
    const shop = await shopWithOwner('Twice Tart');
    const { orders, intentId } = await checkout(shop.productIds);
    await app.gql(STATUS, { id: orders[0].id, status: 'Cancelled' }, shop.token);
    const made = await settled(orders[0].id);
    // As if every answer had been lost: Stripe refunded, our row gave up.
    await sql(`update refund_outbox set status = 'failed', last_error = 'timed out', provider_refund_reference = null where order_id = ?`, [orders[0].id]);
    const retried = await app.gql(`mutation RetryRefund($orderId: ID!) { retryRefund(orderId: $orderId) { orderId } }`, { orderId: orders[0].id }, admin);
    expect(retried.errors).toBeUndefined();
    const row = await settled(orders[0].id);
    expect(row.provider_refund_reference).toBe(made.provider_refund_reference);
    expect(fake.refunds.filter((refund) => refund.payment_intent === intentId)).toHaveLength(1);
    expect(refundRequests(`refund-${orders[0].id}-retry-1`)).toHaveLength(0);
  });

  it('lets one of 40 retries of the same failed refund through, and audits it once', async () => {
    const shop = await shopWithOwner('Burst Bannock');
    const { orders } = await checkout(shop.productIds);
    await app.gql(STATUS, { id: orders[0].id, status: 'Cancelled' }, shop.token);
    await settled(orders[0].id);
    await sql(`update refund_outbox set status = 'failed', last_error = 'timed out' where order_id = ?`, [orders[0].id]);
    const answers = await Promise.all(
      Array.from({ length: 40 }, () => app.gql(`mutation RetryRefund($orderId: ID!) { retryRefund(orderId: $orderId) { id } }`, { orderId: orders[0].id }, admin)),
    );
    expect(answers.filter((answer) => !answer.errors)).toHaveLength(1);
    expect(answers.filter((answer) => answer.errors?.[0]?.extensions?.code === 'BAD_USER_INPUT')).toHaveLength(39);
    const [{ audits }] = await sql(`select count(*)::int as audits from audit_log where action = 'refund.retry' and target_id = ?`, [orders[0].id]);
    expect(audits).toBe(1);
    const [{ retry_generation }] = await sql(`select retry_generation from refund_outbox where order_id = ?`, [orders[0].id]);
    expect(retry_generation).toBe(1);
  });

  it('takes over a refund whose claim lease ran out (its dispatcher died), but not one still leased', async () => {
    const shop = await shopWithOwner('Lease Lardy Cake');
    const abandoned = await checkout(shop.productIds);
    const leased = await checkout(shop.productIds);
    // Cancelled and claimed by a dispatcher that then died: the rows as it left them.
    await sql(`update orders set status = 'Cancelled' where id in (?, ?)`, [abandoned.orders[0].id, leased.orders[0].id]);
    await sql(
      `insert into refund_outbox (order_id, payment_id, amount_cents, status, attempts, claim_id, next_attempt_at) values
         (?, ?, ?, 'sending', 1, gen_random_uuid(), now() - interval '1 second'),
         (?, ?, ?, 'sending', 1, gen_random_uuid(), now() + interval '1 hour')`,
      [abandoned.orders[0].id, abandoned.paymentId, abandoned.orders[0].totalCents, leased.orders[0].id, leased.paymentId, leased.orders[0].totalCents],
    );
    expect(await settled(abandoned.orders[0].id)).toMatchObject({ attempts: 2 });
    await pause(300);
    expect(await refundOf(leased.orders[0].id)).toMatchObject({ status: 'sending', attempts: 1 });
    expect(refundRequests(`refund-${leased.orders[0].id}`)).toEqual([]);
  });
});

import { CheckoutSettlement } from '../checkout/checkout-settlement';
import { randomUUID } from 'node:crypto';
import type http from 'node:http';
import express from 'express';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startFakeStripe, type FakeStripe } from '../../../test/fake-stripe.server';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { RefundRefused, type ChargeRequest } from './payment-provider';
import { AUTHENTICATION_REQUIRED, createPaymentProvider, StripePaymentProvider } from './stripe-payment.provider';
import { stripeWebhookRouter } from './stripe-webhook.routes';
import { TestPaymentProvider } from './test-payment.provider';
import { logger } from '../../common/logger';

const WEBHOOK_SECRET = 'whsec_test_secret';

let app: TestApp;
let fake: FakeStripe;
let stripe: Stripe;
let provider: StripePaymentProvider;
let webhookServer: http.Server;
let webhookUrl: string;

beforeAll(async () => {
  app = await startTestApp({ seed: true });
  fake = await startFakeStripe();
  const connection = { host: '127.0.0.1', port: fake.port, protocol: 'http' as const };
  provider = createPaymentProvider({ secretKey: 'sk_test_x', publishableKey: 'pk_test_x' }, connection) as StripePaymentProvider;
  stripe = provider.stripe;

  // The router on its own express app, with a JSON parser mounted after it as the real server has.
  const web = express();
  web.use('/api/webhooks/stripe', stripeWebhookRouter(app.orm, stripe, WEBHOOK_SECRET, new CheckoutSettlement(app.orm)));
  web.use(express.json());
  await new Promise<void>((resolve, reject) => {
    webhookServer = web.listen(0, '127.0.0.1', () => resolve());
    webhookServer.once('error', reject);
  });
  webhookUrl = `http://127.0.0.1:${(webhookServer.address() as { port: number }).port}/api/webhooks/stripe`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => (webhookServer ? webhookServer.close(() => resolve()) : resolve()));
  await fake?.close();
  await app?.close();
});

beforeEach(() => fake.reset());

function chargeRequest(overrides: Partial<ChargeRequest> = {}): ChargeRequest {
  return {
    amountCents: 4520,
    currency: 'cad',
    paymentMethodId: 'pm_card_visa',
    idempotencyKey: `checkout-${randomUUID()}`,
    description: 'Mainstreet checkout 42',
    metadata: { paymentId: '42', customerId: 'c-1' },
    ...overrides,
  };
}

describe('createPaymentProvider', () => {
  it('uses the built-in test provider without Stripe keys, and Stripe with them', () => {
    expect(createPaymentProvider(undefined)).toBeInstanceOf(TestPaymentProvider);
    expect(provider).toBeInstanceOf(StripePaymentProvider);
    expect(provider.name).toBe('stripe');
    expect(provider.publishableKey).toBe('pk_test_x');
  });
});

describe('StripePaymentProvider.charge', () => {
  it('confirms a CAD PaymentIntent and answers succeeded with its id', async () => {
    const request = chargeRequest();
    const result = await provider.charge(request);
    // The expanded payment method names the card, for the order confirmation.
    expect(result).toEqual({ status: 'succeeded', reference: expect.stringMatching(/^pi_/), card: { brand: 'visa', last4: '4242' } });

    expect(fake.requests).toHaveLength(1);
    const [sent] = fake.requests;
    expect(sent.method).toBe('POST');
    expect(sent.path).toBe('/v1/payment_intents');
    expect(sent.authorization).toBe('Bearer sk_test_x');
    expect(sent.idempotencyKey).toBe(request.idempotencyKey);
    expect(sent.body).toEqual({
      amount: '4520',
      currency: 'cad',
      payment_method: 'pm_card_visa',
      confirm: 'true',
      automatic_payment_methods: { enabled: 'true', allow_redirects: 'never' },
      description: 'Mainstreet checkout 42',
      metadata: { paymentId: '42', customerId: 'c-1' },
      expand: { 0: 'payment_method' },
    });
  });

  it('passes the idempotency key on, so a retried checkout gets the same PaymentIntent', async () => {
    const request = chargeRequest();
    const first = await provider.charge(request);
    const second = await provider.charge(request);
    expect(second).toEqual(first);
    expect(fake.requests.map((r) => r.idempotencyKey)).toEqual([request.idempotencyKey, request.idempotencyKey]);
  });

  it('maps a card decline to declined with the card error message', async () => {
    const result = await provider.charge(chargeRequest({ paymentMethodId: 'pm_card_chargeDeclined' }));
    expect(result).toEqual({ status: 'declined', message: 'Your card was declined.', reference: expect.stringMatching(/^pi_/) });
    expect(fake.requests).toHaveLength(1); // a 402 is an answer, not retried
  });

  it('declines a card that needs 3-D Secure, and reports processing and failed attempts', async () => {
    expect(await provider.charge(chargeRequest({ paymentMethodId: 'pm_card_authenticationRequired' }))).toMatchObject({
      status: 'declined',
      message: AUTHENTICATION_REQUIRED,
    });
    fake.outcomes.pm_slow = 'processing';
    expect(await provider.charge(chargeRequest({ paymentMethodId: 'pm_slow' }))).toEqual({
      status: 'processing',
      reference: expect.stringMatching(/^pi_/),
      card: { brand: 'visa', last4: '4242' },
    });
    fake.outcomes.pm_retry = 'requires_payment_method';
    expect(await provider.charge(chargeRequest({ paymentMethodId: 'pm_retry' }))).toMatchObject({
      status: 'declined',
      message: 'Your card was declined.',
    });
    fake.outcomes.pm_gone = 'canceled';
    expect(await provider.charge(chargeRequest({ paymentMethodId: 'pm_gone' }))).toMatchObject({ status: 'declined' });
  });

  it('throws on an API error after retrying with the same idempotency key', async () => {
    fake.failWith = 500;
    const request = chargeRequest();
    await expect(provider.charge(request)).rejects.toBeInstanceOf(Stripe.errors.StripeAPIError);
    // One attempt and two retries (maxNetworkRetries: 2), all safe to repeat thanks to the key.
    expect(fake.requests).toHaveLength(3);
    expect(new Set(fake.requests.map((r) => r.idempotencyKey))).toEqual(new Set([request.idempotencyKey]));
  });

  it('throws on an invalid request instead of calling it a decline', async () => {
    await expect(provider.charge(chargeRequest({ amountCents: 10 }))).rejects.toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
  });
});

describe('StripePaymentProvider.refund', () => {
  it('refunds an amount of a PaymentIntent with an idempotency key', async () => {
    const charge = await provider.charge(chargeRequest());
    if (charge.status !== 'succeeded') throw new Error('charge failed');
    fake.reset();
    const refund = await provider.refund(charge.reference, 1500, 'refund-order-1', { orderId: 'order-1' });
    expect(refund.reference).toMatch(/^re_/);
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]).toMatchObject({
      method: 'POST',
      path: '/v1/refunds',
      idempotencyKey: 'refund-order-1',
      body: { payment_intent: charge.reference, amount: '1500', metadata: { orderId: 'order-1' } },
    });
    // The same key is answered with the same refund, not a second one.
    expect(await provider.refund(charge.reference, 1500, 'refund-order-1', { orderId: 'order-1' })).toEqual(refund);
    expect(fake.refunds).toEqual([expect.objectContaining({ id: refund.reference, amount: 1500 })]);
  });

  it('throws RefundRefused (not worth retrying) when Stripe refuses the refund', async () => {
    await expect(provider.refund('pi_unknown', 100, 'refund-x')).rejects.toBeInstanceOf(RefundRefused);
    const charge = await provider.charge(chargeRequest({ amountCents: 1000 }));
    if (charge.status !== 'succeeded') throw new Error('charge failed');
    await provider.refund(charge.reference, 1000, 'refund-all');
    await expect(provider.refund(charge.reference, 1, 'refund-more')).rejects.toThrow(RefundRefused);
  });
});

// ---------------------------------------------------------------------------------------------
// Webhook

interface Fixture {
  paymentId: string;
  reference: string;
  orderIds: string[];
  /** product id -> ordered quantity */
  quantities: Map<string, number>;
}

/** A Pending Stripe payment with one order per shop, as a checkout that answered "processing" leaves it. */
async function pendingPayment(reference: string): Promise<Fixture> {
  const em = app.orm.em.fork();
  const [customer] = await em.execute(`select id from users where email = 'alice@mainstreet.test'`);
  // Two products from two shops, so the payment has two orders.
  const products: { id: string; vendor_id: string; name: string; price_cents: number }[] = await em.execute(
    `select distinct on (vendor_id) id, vendor_id, name, price_cents from products
      where deleted_at is null and stock > 0 order by vendor_id, name limit 2`,
  );
  expect(products).toHaveLength(2);
  const paymentId = randomUUID();
  const quantities = new Map<string, number>();
  const orderIds: string[] = [];
  let total = 0;
  const rows = products.map((product, index) => {
    const quantity = index + 2;
    const subtotal = product.price_cents * quantity;
    const tax = Math.round(subtotal * 0.13);
    total += subtotal + tax;
    quantities.set(product.id, quantity);
    const orderId = randomUUID();
    orderIds.push(orderId);
    return { product, quantity, subtotal, tax, orderId };
  });
  await em.transactional(async (tx) => {
    await tx.execute(
      `insert into payments (id, customer_id, idempotency_key, provider, provider_reference, status, amount_cents)
       values (?, ?, ?, 'stripe', ?, 'Pending', ?)`,
      [paymentId, customer.id, `key-${paymentId}`, reference, total],
    );
    for (const row of rows) {
      await tx.execute(
        `insert into orders (id, customer_id, vendor_id, payment_id, status, subtotal_cents, tax_cents, total_cents, customer_info)
         values (?, ?, ?, ?, 'Pending', ?, ?, ?, ?::jsonb)`,
        [
          row.orderId,
          customer.id,
          row.product.vendor_id,
          paymentId,
          row.subtotal,
          row.tax,
          row.subtotal + row.tax,
          JSON.stringify({ fullName: 'Alice Martin', email: 'alice@mainstreet.test', phone: '416-555-0123', address: '27 Elm Grove Ave', postalCode: 'M6K 2H9' }),
        ],
      );
      await tx.execute(
        `insert into order_items (id, order_id, product_id, product_name, quantity, unit_price_cents) values (?, ?, ?, ?, ?, ?)`,
        [randomUUID(), row.orderId, row.product.id, row.product.name, row.quantity, row.product.price_cents],
      );
    }
  });
  return { paymentId, reference, orderIds, quantities };
}

/** Everything a webhook may touch, to compare before and after. */
async function snapshot() {
  const em = app.orm.em.fork();
  return {
    payments: await em.execute(`select id, status, failure_message from payments order by id`),
    orders: await em.execute(`select id, status from orders order by id`),
    stock: await em.execute(`select id, stock from products order by id`),
    events: await em.execute(`select id, type from webhook_events order by id`),
  };
}

async function paymentRow(id: string) {
  const [row] = await app.orm.em.fork().execute(`select status, failure_message from payments where id = ?`, [id]);
  return row as { status: string; failure_message: string | null };
}

async function orderStatuses(paymentId: string): Promise<string[]> {
  const rows = await app.orm.em.fork().execute<{ status: string }[]>(`select status from orders where payment_id = ? order by id`, [paymentId]);
  return rows.map((row) => row.status);
}

async function stockOf(ids: Iterable<string>): Promise<Map<string, number>> {
  // An array binding expands to a list of values.
  const rows = await app.orm.em.fork().execute<{ id: string; stock: number }[]>(`select id, stock from products where id in (?)`, [[...ids]]);
  return new Map(rows.map((row) => [row.id, row.stock]));
}

function intentEvent(type: string, reference: string, extra: Record<string, unknown> = {}, eventId = `evt_${randomUUID().replace(/-/g, '')}`) {
  return {
    id: eventId,
    object: 'event',
    api_version: '2025-01-01',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    type,
    data: { object: { id: reference, object: 'payment_intent', amount: 1000, currency: 'cad', ...extra } },
  };
}

async function deliver(event: object, options: { secret?: string; timestamp?: number; signature?: string | null; contentType?: string } = {}) {
  const payload = JSON.stringify(event);
  const signature =
    options.signature !== undefined
      ? options.signature
      : stripe.webhooks.generateTestHeaderString({ payload, secret: options.secret ?? WEBHOOK_SECRET, timestamp: options.timestamp });
  const headers: Record<string, string> = { 'content-type': options.contentType ?? 'application/json' };
  if (signature !== null) headers['stripe-signature'] = signature;
  const res = await fetch(webhookUrl, { method: 'POST', headers, body: payload });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

describe('Stripe webhook', () => {
  it('rejects a bad or missing signature without touching the database', async () => {
    const fixture = await pendingPayment(`pi_${randomUUID()}`);
    const before = await snapshot();
    const event = intentEvent('payment_intent.succeeded', fixture.reference);

    expect(await deliver(event, { secret: 'whsec_someone_else' })).toEqual({ status: 400, body: { message: 'Invalid signature.' } });
    expect(await deliver(event, { signature: null })).toEqual({ status: 400, body: { message: 'Invalid signature.' } });
    expect(await deliver(event, { signature: 't=1,v1=deadbeef' })).toEqual({ status: 400, body: { message: 'Invalid signature.' } });
    expect(await deliver(event, { contentType: 'text/plain' })).toEqual({ status: 400, body: { message: 'Invalid signature.' } });
    // A body altered after signing.
    const payload = JSON.stringify(event);
    const header = stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    const tampered = await fetch(webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': header },
      body: payload.replace('"amount":1000', '"amount":1'),
    });
    expect(tampered.status).toBe(400);

    expect(await snapshot()).toEqual(before);
    expect((await paymentRow(fixture.paymentId)).status).toBe('Pending');
  });

  it('rejects a correctly signed delivery older than five minutes (replay)', async () => {
    const fixture = await pendingPayment(`pi_${randomUUID()}`);
    const before = await snapshot();
    const event = intentEvent('payment_intent.succeeded', fixture.reference);
    const res = await deliver(event, { timestamp: Math.floor(Date.now() / 1000) - 600 });
    expect(res).toEqual({ status: 400, body: { message: 'Invalid signature.' } });
    expect(await snapshot()).toEqual(before);
  });

  it('applies payment_intent.succeeded once however often (and concurrently) it is delivered', async () => {
    const fixture = await pendingPayment(`pi_${randomUUID()}`);
    const stockBefore = await stockOf(fixture.quantities.keys());
    const event = intentEvent('payment_intent.succeeded', fixture.reference, { status: 'succeeded' });

    const answers = await Promise.all(Array.from({ length: 5 }, () => deliver(event)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    // Exactly one delivery did the work; the others saw the recorded event.
    expect(answers.filter((a) => !a.body.duplicate)).toEqual([{ status: 200, body: { received: true } }]);
    expect(answers.filter((a) => a.body.duplicate)).toHaveLength(4);

    expect(await paymentRow(fixture.paymentId)).toEqual({ status: 'Succeeded', failure_message: null });
    const events = await app.orm.em.fork().execute(`select id, provider, type from webhook_events where id = ?`, [event.id]);
    expect(events).toEqual([{ id: event.id, provider: 'stripe', type: 'payment_intent.succeeded' }]);
    expect(await orderStatuses(fixture.paymentId)).toEqual(['Pending', 'Pending']);
    expect(await stockOf(fixture.quantities.keys())).toEqual(stockBefore);
  });

  it('fails the payment, cancels its orders and restocks exactly once on payment_intent.payment_failed', async () => {
    const fixture = await pendingPayment(`pi_${randomUUID()}`);
    const bystander = await pendingPayment(`pi_${randomUUID()}`);
    const stockBefore = await stockOf(fixture.quantities.keys());
    const event = intentEvent('payment_intent.payment_failed', fixture.reference, {
      status: 'requires_payment_method',
      last_payment_error: { type: 'card_error', code: 'card_declined', message: 'Your card has insufficient funds.' },
    });

    const answers = [];
    for (let i = 0; i < 3; i++) answers.push(await deliver(event));
    expect(answers).toEqual([
      { status: 200, body: { received: true } },
      { status: 200, body: { received: true, duplicate: true } },
      { status: 200, body: { received: true, duplicate: true } },
    ]);

    expect(await paymentRow(fixture.paymentId)).toEqual({ status: 'Failed', failure_message: 'Your card has insufficient funds.' });
    expect(await orderStatuses(fixture.paymentId)).toEqual(['Cancelled', 'Cancelled']);
    const stockAfter = await stockOf(fixture.quantities.keys());
    for (const [productId, quantity] of fixture.quantities) {
      expect(stockAfter.get(productId)).toBe(stockBefore.get(productId)! + quantity);
    }

    // Another delivery of the same outcome under a new event id changes nothing either.
    expect(await deliver(intentEvent('payment_intent.payment_failed', fixture.reference))).toEqual({ status: 200, body: { received: true } });
    expect(await stockOf(fixture.quantities.keys())).toEqual(stockAfter);

    // The other checkout's payment and orders are untouched.
    expect((await paymentRow(bystander.paymentId)).status).toBe('Pending');
    expect(await orderStatuses(bystander.paymentId)).toEqual(['Pending', 'Pending']);
  });

  it('does not let a late failure undo a succeeded payment', async () => {
    const fixture = await pendingPayment(`pi_${randomUUID()}`);
    const stockBefore = await stockOf(fixture.quantities.keys());
    expect((await deliver(intentEvent('payment_intent.succeeded', fixture.reference))).status).toBe(200);
    expect((await deliver(intentEvent('payment_intent.payment_failed', fixture.reference))).status).toBe(200);
    expect((await paymentRow(fixture.paymentId)).status).toBe('Succeeded');
    expect(await stockOf(fixture.quantities.keys())).toEqual(stockBefore);
  });

  it('acknowledges events for unknown PaymentIntents and other event types without changing anything', async () => {
    await pendingPayment(`pi_${randomUUID()}`);
    const before = await snapshot();
    const unknown = intentEvent('payment_intent.succeeded', 'pi_not_ours');
    expect(await deliver(unknown)).toEqual({ status: 200, body: { received: true } });
    const other = intentEvent('charge.refunded', 'ch_x');
    expect(await deliver(other)).toEqual({ status: 200, body: { received: true } });
    const after = await snapshot();
    expect({ ...after, events: [] }).toEqual({ ...before, events: [] });
    // Only the deliveries themselves are recorded.
    expect(after.events).toHaveLength(before.events.length + 2);
  });

  it('asks for a retry (500, nothing recorded) when our checkout has not committed the payment yet', async () => {
    const reference = `pi_${randomUUID().replace(/-/g, '')}`;
    const event = intentEvent('payment_intent.succeeded', reference, { metadata: { paymentId: randomUUID() } });
    expect((await deliver(event)).status).toBe(500);
    const [{ n }] = await app.orm.em.fork().execute(`select count(*) as n from webhook_events where id = ?`, [event.id]);
    expect(Number(n)).toBe(0);
    // The checkout commits; Stripe's next delivery of the same event settles the payment.
    const fixture = await pendingPayment(reference);
    expect(await deliver(event)).toEqual({ status: 200, body: { received: true } });
    expect((await paymentRow(fixture.paymentId)).status).toBe('Succeeded');
  });

  it('rolls the event back with its effect on an error (500), so Stripe\'s retry is applied', async () => {
    const fixture = await pendingPayment(`pi_${randomUUID()}`);
    const em = app.orm.em.fork();
    await em.execute(`create function reject_payment_update() returns trigger language plpgsql as $$
      begin raise exception 'database hiccup'; end $$`);
    await em.execute(`create trigger payments_hiccup before update on payments for each row execute function reject_payment_update()`);
    const event = intentEvent('payment_intent.succeeded', fixture.reference);
    const errors: unknown[] = [];
    const logError = vi.spyOn(logger, 'error').mockImplementation(((...args: unknown[]) => void errors.push(args)) as never);
    try {
      const failed = await deliver(event);
      expect(failed.status).toBe(500);
      expect(failed.body.message).toBe('Something went wrong on our side. Please try again.');
      expect(JSON.stringify(failed.body)).not.toContain('hiccup');
    } finally {
      logError.mockRestore();
      await em.execute(`drop trigger payments_hiccup on payments`);
      await em.execute(`drop function reject_payment_update()`);
    }
    expect(errors).toHaveLength(1);
    expect(await em.execute(`select id from webhook_events where id = ?`, [event.id])).toEqual([]);
    expect((await paymentRow(fixture.paymentId)).status).toBe('Pending');

    expect(await deliver(event)).toEqual({ status: 200, body: { received: true } });
    expect((await paymentRow(fixture.paymentId)).status).toBe('Succeeded');
  });

  it('refuses a body over 1 MB', async () => {
    const res = await fetch(webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=x' },
      body: JSON.stringify({ pad: 'x'.repeat(1_100_000) }),
    });
    expect(res.status).toBe(413);
  });
});

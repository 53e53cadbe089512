import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomers, createShop, SHIPPING, stockOf } from '../../../test/commerce-fixtures';
import { startFakeStripe, type FakeStripe } from '../../../test/fake-stripe.server';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { createStripeClient, StripePaymentProvider } from '../payments/stripe-payment.provider';
import { CheckoutSettlement } from './checkout-settlement';
import { PAYMENT_UNCONFIRMED } from './checkout.service';
import { PAYMENT_RELEASED, PaymentReconciler } from './payment-reconciler';

const ADD = `mutation AddToCart($productId: ID!, $quantity: Int!) { addToCart(productId: $productId, quantity: $quantity) { totalCents } }`;
const CHECKOUT = `mutation Checkout($input: CheckoutInput!) { checkout(input: $input) { success paymentId totalCents } }`;

let app: TestApp;
let fake: FakeStripe;
let provider: StripePaymentProvider;
beforeAll(async () => {
  fake = await startFakeStripe();
  const stripe = createStripeClient('sk_test_mainstreet', { host: '127.0.0.1', port: fake.port, protocol: 'http' });
  provider = new StripePaymentProvider(stripe, 'pk_test_mainstreet');
  app = await startTestApp({ paymentProvider: provider });
});
afterAll(async () => {
  await app.close();
  await fake.close();
});

describe('checkout with Stripe (real SDK, local fake Stripe API)', () => {
  it('charges the whole amount in CAD once, with the payment id as metadata and a stable idempotency key', async () => {
    const shop = await createShop(app, [{ name: 'Stripe Scone', priceCents: 450, stock: 5 }]);
    const [customer] = await createCustomers(app, 1);
    const { totalCents } = (await app.gql(ADD, { productId: shop.productIds[0], quantity: 2 }, customer.token)).data.addToCart;
    const input = { idempotencyKey: randomUUID(), paymentMethodId: 'pm_card_visa', expectedTotalCents: totalCents, shipping: SHIPPING };

    const res = await app.gql(CHECKOUT, { input }, customer.token);
    expect(res.data.checkout).toMatchObject({ success: true, totalCents: 1017 });
    const intents = fake.requests.filter((r) => r.path === '/v1/payment_intents');
    expect(intents).toHaveLength(1);
    expect(intents[0].body).toMatchObject({ amount: '1017', currency: 'cad', payment_method: 'pm_card_visa', confirm: 'true' });
    expect(intents[0].body.metadata.paymentId).toBe(res.data.checkout.paymentId);
    expect(intents[0].idempotencyKey).toBe(`checkout-${res.data.checkout.paymentId}`);
    const [payment] = await app.orm.em.fork().execute(`select status, provider, provider_reference, card_brand, card_last4 from payments where id = ?`, [res.data.checkout.paymentId]);
    // The card as Stripe describes the expanded payment method: brand and last four, for the confirmation.
    expect(payment).toMatchObject({ status: 'Succeeded', provider: 'stripe', card_brand: 'visa', card_last4: '4242' });
    expect(intents[0].body.expand).toEqual({ 0: 'payment_method' });
    expect(payment.provider_reference).toMatch(/^pi_/);

    // A replay with the same key answers from our database, without calling Stripe again.
    expect((await app.gql(CHECKOUT, { input }, customer.token)).data.checkout.paymentId).toBe(res.data.checkout.paymentId);
    expect(fake.requests.filter((r) => r.path === '/v1/payment_intents')).toHaveLength(1);
  });

  it('keeps nothing when Stripe declines the card; when Stripe is down, holds the stock until the reconciler releases it', async () => {
    const shop = await createShop(app, [{ name: 'Declined Danish', priceCents: 500, stock: 3 }]);
    const [customer] = await createCustomers(app, 1);
    const { totalCents } = (await app.gql(ADD, { productId: shop.productIds[0], quantity: 1 }, customer.token)).data.addToCart;
    const declined = await app.gql(CHECKOUT, {
      input: { idempotencyKey: randomUUID(), paymentMethodId: 'pm_card_chargeDeclined', expectedTotalCents: totalCents, shipping: SHIPPING },
    }, customer.token);
    expect(declined.errors?.[0]).toMatchObject({ message: 'Your card was declined.', extensions: { code: 'PAYMENT_DECLINED' } });
    expect(await stockOf(app, shop.productIds[0])).toBe(3);

    fake.failWith = 500;
    try {
      const down = await app.gql(CHECKOUT, {
        input: { idempotencyKey: randomUUID(), paymentMethodId: 'pm_card_visa', expectedTotalCents: totalCents, shipping: SHIPPING },
      }, customer.token);
      expect(down.errors?.[0]).toMatchObject({ message: PAYMENT_UNCONFIRMED, extensions: { code: 'PAYMENT_FAILED' } });
    } finally {
      fake.failWith = null;
    }
    // Stripe may have taken the charge before it failed: the stock stays reserved until someone asks.
    expect(await stockOf(app, shop.productIds[0])).toBe(2);
    // Stripe is back and has no intent for the payment: past the deadline, the reconciler releases it.
    const reconciler = new PaymentReconciler(app.orm, provider, new CheckoutSettlement(app.orm), { graceMs: 0, releaseAfterMs: 0 });
    expect(await reconciler.reconcile()).toMatchObject({ settled: 1 });
    expect(await stockOf(app, shop.productIds[0])).toBe(3);
    const orders = await app.orm.em.fork().execute(
      `select o.status, p.status as payment_status from orders o join payments p on p.id = o.payment_id where o.customer_id = ? and p.failure_message = ?`,
      [customer.id, PAYMENT_RELEASED],
    );
    expect(orders).toEqual([{ status: 'PaymentFailed', payment_status: 'Failed' }]);
    // Nothing was placed, and the cart can be bought again.
    const again = await app.gql(CHECKOUT, {
      input: { idempotencyKey: randomUUID(), paymentMethodId: 'pm_card_visa', expectedTotalCents: totalCents, shipping: SHIPPING },
    }, customer.token);
    expect(again.data?.checkout.success).toBe(true);
  });
});

// Fault injection for the money path: a checkout cut off at each of its crash points (as a process
// that dies there would be), then a fresh reconciler (the restarted process) finishes it. Real
// PostgreSQL, the real `stripe` SDK against the local fake Stripe API. Whatever the crash point, the
// checkout ends placed and paid once, or released with nothing kept: never neither, never twice.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Role } from '../src/common/roles';
import { CheckoutSettlement, settleInTransaction, type SettlementOutcome } from '../src/modules/checkout/checkout-settlement';
import { CheckoutService, type CheckoutFaults } from '../src/modules/checkout/checkout.service';
import { PAYMENT_RELEASED, PaymentReconciler } from '../src/modules/checkout/payment-reconciler';
import type { Notification } from '../src/modules/notifications/notification.entity';
import { OrderStatus } from '../src/modules/orders/order.entity';
import { transition } from '../src/modules/orders/order-process';
import type { ChargeLookup, ChargeQuery } from '../src/modules/payments/payment-provider';
import { RefundDispatcher } from '../src/modules/payments/refund-dispatcher';
import { createStripeClient, StripePaymentProvider } from '../src/modules/payments/stripe-payment.provider';
import { transactionalWithRetry } from '../src/common/transaction-retry';
import { createCustomers, createShop, SHIPPING, stockOf } from './commerce-fixtures';
import { COMMERCE_INVARIANT_COLUMNS, COMMERCE_INVARIANTS_HOLD } from './commerce-invariants';
import { startFakeStripe, type FakeStripe } from './fake-stripe.server';
import { eventually } from './smtp-test-server';
import { startTestApp, type TestApp } from './test-app';

const ADD = `mutation AddToCart($productId: ID!, $quantity: Int!) { addToCart(productId: $productId, quantity: $quantity) { totalCents } }`;

/** What a crash point throws: nothing after it runs, as nothing would in a dead process. */
class Crash extends Error {}

/** Stripe, whose search has not indexed the intents yet (Stripe's search trails by up to a minute). */
class LaggingSearchProvider extends StripePaymentProvider {
  override async findCharge(query: ChargeQuery): Promise<ChargeLookup> {
    return query.reference ? super.findCharge(query) : { status: 'unknown' };
  }
}

let app: TestApp;
let fake: FakeStripe;
let provider: StripePaymentProvider;
const sql = <T = any>(query: string, params: unknown[] = []) => app.orm.em.fork().getConnection().execute<T[]>(query, params);

beforeAll(async () => {
  fake = await startFakeStripe();
  provider = new StripePaymentProvider(createStripeClient('sk_test_mainstreet', { host: '127.0.0.1', port: fake.port, protocol: 'http' }), 'pk_test_mainstreet');
  app = await startTestApp({ paymentProvider: provider, refunds: { pollIntervalMs: 100, backoffMs: () => 50, pendingPaymentDelayMs: 100 } });
});
afterAll(async () => {
  await app?.close();
  await fake?.close();
});

/** A customer with two shops' products in the cart (two orders), ready to check out. */
async function cartOfTwoShops() {
  const first = await createShop(app, [{ name: 'Fault Fudge', priceCents: 1250, stock: 10 }]);
  const second = await createShop(app, [{ name: 'Fault Fig Jam', priceCents: 800, stock: 10 }]);
  const [customer] = await createCustomers(app, 1);
  await app.gql(ADD, { productId: first.productIds[0], quantity: 2 }, customer.token);
  const { totalCents } = (await app.gql(ADD, { productId: second.productIds[0], quantity: 1 }, customer.token)).data.addToCart;
  const products = [first.productIds[0], second.productIds[0]];
  return { customer, products, totalCents };
}

async function checkoutCutOff(customerId: string, totalCents: number, faults: CheckoutFaults, paymentMethodId = 'pm_card_visa', settlement = new CheckoutSettlement(app.orm)) {
  const service = new CheckoutService(app.orm.em.fork(), provider, settlement, faults);
  const input = { idempotencyKey: randomUUID(), paymentMethodId, expectedTotalCents: totalCents, shipping: SHIPPING };
  await expect(service.checkout({ id: customerId, role: Role.Customer, name: 'Fault Customer' }, input)).rejects.toBeInstanceOf(Crash);
  const [payment] = await sql<{ id: string }>(`select id from payments where customer_id = ?`, [customerId]);
  return payment.id;
}

/** Everything that says whether money and goods match, for one customer's only payment. */
async function stateOf(paymentId: string, products: string[], customerId: string) {
  const [payment] = await sql<{ status: string; amount_cents: number; provider_reference: string | null; failure_message: string | null }>(
    `select status, amount_cents, provider_reference, failure_message from payments where id = ?`,
    [paymentId],
  );
  const orders = await sql<{ status: string }>(`select status from orders where payment_id = ? order by id`, [paymentId]);
  const intents = [...fake.intents.values()].filter((intent) => intent.metadata?.paymentId === paymentId);
  const charged = intents.filter((intent) => intent.status === 'succeeded').reduce((sum, intent) => sum + intent.amount, 0);
  const refunded = intents.reduce((sum, intent) => sum + intent.amount_refunded, 0);
  const [{ lines }] = await sql<{ lines: number }>(`select count(*)::int as lines from cart_items where customer_id = ?`, [customerId]);
  const [{ notifications }] = await sql<{ notifications: number }>(
    `select count(*)::int as notifications from notifications n join orders o on o.id = n.order_id where o.payment_id = ?`,
    [paymentId],
  );
  const [{ transfers }] = await sql<{ transfers: number }>(`select count(*)::int as transfers from transfers where payment_id = ? and status <> 'cancelled'`, [paymentId]);
  const [invariants] = await sql(`select ${COMMERCE_INVARIANT_COLUMNS}`);
  expect(invariants).toEqual(COMMERCE_INVARIANTS_HOLD);
  return {
    transfers,
    payment: payment.status,
    orders: [...new Set(orders.map((order) => order.status))],
    stock: await Promise.all(products.map((id) => stockOf(app, id))),
    cartLines: lines,
    intents: intents.length,
    chargedCents: charged,
    refundedCents: refunded,
    amountCents: payment.amount_cents,
    failure: payment.failure_message,
    notifications,
  };
}

const restartedReconciler = (options: ConstructorParameters<typeof PaymentReconciler>[3] = {}, withProvider = provider) =>
  new PaymentReconciler(app.orm, withProvider, new CheckoutSettlement(app.orm), { graceMs: 0, ...options });

/** Placed and paid once: both orders Pending, stock taken, cart empty, one charge of the whole amount, no refund, one notification per order. */
const placedAndPaid = (amountCents: number) => ({
  payment: 'Succeeded',
  orders: [OrderStatus.Pending],
  stock: [8, 9],
  cartLines: 0,
  intents: 1,
  chargedCents: amountCents,
  refundedCents: 0,
  notifications: 2,
  // One transfer to each shop, queued once.
  transfers: 2,
});

/** Released: nothing placed, stock back, cart as it was, no money kept. */
const released = { payment: 'Failed', orders: [OrderStatus.PaymentFailed], stock: [10, 10], cartLines: 2, chargedCents: 0, notifications: 0, transfers: 0 };

describe('a checkout cut off at each crash point, finished by the reconciler after a restart', () => {
  it('1. after the reservation, before the charge: held until the deadline, then released; the card is never charged', async () => {
    const { customer, products, totalCents } = await cartOfTwoShops();
    const paymentId = await checkoutCutOff(customer.id, totalCents, { afterReserve: () => { throw new Crash(); } });
    expect(await stateOf(paymentId, products, customer.id)).toMatchObject({ payment: 'Pending', orders: [OrderStatus.AwaitingPayment], stock: [8, 9], cartLines: 2, intents: 0 });

    // Before the deadline, Stripe not knowing the payment proves nothing (a slow charge may still land).
    // (A look leases the payment for one interval; a short one here, so the next round may look again.)
    expect(await restartedReconciler({ intervalMs: 1 }).reconcile()).toMatchObject({ checked: 1, settled: 0 });
    expect(await stateOf(paymentId, products, customer.id)).toMatchObject({ payment: 'Pending', stock: [8, 9] });
    await new Promise((resolve) => setTimeout(resolve, 5));

    expect(await restartedReconciler({ releaseAfterMs: 0 }).reconcile()).toMatchObject({ settled: 1 });
    expect(await stateOf(paymentId, products, customer.id)).toMatchObject({ ...released, intents: 0, failure: PAYMENT_RELEASED });
  });

  it('2. after a successful charge, before the settlement: placed and paid once, found by the payment id in the intent', async () => {
    const { customer, products, totalCents } = await cartOfTwoShops();
    const paymentId = await checkoutCutOff(customer.id, totalCents, { afterCharge: () => { throw new Crash(); } });
    expect(await stateOf(paymentId, products, customer.id)).toMatchObject({ payment: 'Pending', orders: [OrderStatus.AwaitingPayment], intents: 1 });

    expect(await restartedReconciler().reconcile()).toMatchObject({ settled: 1 });
    expect(await stateOf(paymentId, products, customer.id)).toMatchObject(placedAndPaid(totalCents));
    // A second round (or a second replica) finds nothing left to do.
    expect(await restartedReconciler().reconcile()).toEqual({ checked: 0, settled: 0 });
  });

  it('3. after a declined charge, before the settlement: released, nothing charged', async () => {
    const { customer, products, totalCents } = await cartOfTwoShops();
    const paymentId = await checkoutCutOff(customer.id, totalCents, { afterCharge: () => { throw new Crash(); } }, 'pm_card_chargeDeclined');
    expect(await restartedReconciler().reconcile()).toMatchObject({ settled: 1 });
    expect(await stateOf(paymentId, products, customer.id)).toMatchObject({ ...released, intents: 1, failure: 'Your card was declined.' });
  });

  it('4. inside the settlement (the database went away before its commit): rolled back, then placed and paid once', async () => {
    const { customer, products, totalCents } = await cartOfTwoShops();
    class DyingSettlement extends CheckoutSettlement {
      override async settle(paymentId: string, outcome: SettlementOutcome) {
        return transactionalWithRetry(app.orm.em.fork(), async (em) => {
          await settleInTransaction(em, paymentId, outcome, [] as Notification[]);
          throw new Crash();
        });
      }
    }
    const paymentId = await checkoutCutOff(customer.id, totalCents, {}, 'pm_card_visa', new DyingSettlement(app.orm));
    // Nothing of the settlement stayed, and the charge is known only to Stripe (and our payment id in it).
    expect(await stateOf(paymentId, products, customer.id)).toMatchObject({ payment: 'Pending', orders: [OrderStatus.AwaitingPayment], cartLines: 2, intents: 1 });
    expect(await restartedReconciler().reconcile()).toMatchObject({ settled: 1 });
    expect(await stateOf(paymentId, products, customer.id)).toMatchObject(placedAndPaid(totalCents));
  });

  it('5. a charge that turns up after the payment was released (a lagging search) is refunded in full, once', async () => {
    const { customer, products, totalCents } = await cartOfTwoShops();
    const paymentId = await checkoutCutOff(customer.id, totalCents, { afterCharge: () => { throw new Crash(); } });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      const lagging = new LaggingSearchProvider(provider.stripe, provider.publishableKey);
      expect(await restartedReconciler({ releaseAfterMs: 0 }, lagging).reconcile()).toMatchObject({ settled: 1 });
      expect(await stateOf(paymentId, products, customer.id)).toMatchObject({ ...released, chargedCents: totalCents, refundedCents: 0 });

      // Stripe's payment_intent.succeeded webhook arrives (twice, as Stripe may send it): the money goes back once.
      const intent = [...fake.intents.values()].find((candidate) => candidate.metadata?.paymentId === paymentId)!;
      const settlement = new CheckoutSettlement(app.orm);
      const results = await Promise.all(
        [1, 2].map(() =>
          app.orm.em.fork().transactional((em) => settlement.applyChargeOutcome(em, 'stripe', { reference: intent.id, paymentId }, { status: 'succeeded', reference: intent.id })),
        ),
      );
      expect(results.map((result) => result.result).sort()).toEqual(['applied', 'ignored']);
      const dispatcher = new RefundDispatcher(app.orm, provider, { pollIntervalMs: 50 });
      dispatcher.start();
      try {
        await eventually(async () => (await stateOf(paymentId, products, customer.id)).payment === 'Refunded' || null, 20_000, 'refunded');
      } finally {
        await dispatcher.stop();
      }
      expect(await stateOf(paymentId, products, customer.id)).toMatchObject({ ...released, payment: 'Refunded', chargedCents: totalCents, refundedCents: totalCents });
      expect(fake.refunds.filter((refund) => refund.payment_intent === intent.id)).toHaveLength(2); // one per (never placed) order
    } finally {
      warn.mockRestore();
    }
  });

  it('6. three restarted replicas and a webhook settling the same cut-off checkout at once place it once', async () => {
    const { customer, products, totalCents } = await cartOfTwoShops();
    const paymentId = await checkoutCutOff(customer.id, totalCents, { afterCharge: () => { throw new Crash(); } });
    const intent = [...fake.intents.values()].find((candidate) => candidate.metadata?.paymentId === paymentId)!;
    const settlement = new CheckoutSettlement(app.orm);
    const rounds = await Promise.all([
      restartedReconciler().reconcile(),
      restartedReconciler().reconcile(),
      restartedReconciler().reconcile(),
      app.orm.em.fork().transactional((em) => settlement.applyChargeOutcome(em, 'stripe', { reference: intent.id, paymentId }, { status: 'succeeded', reference: intent.id })),
    ]);
    const reconcilerSettled = rounds.slice(0, 3).reduce((sum, round) => sum + (round as { settled: number }).settled, 0);
    const webhookApplied = (rounds[3] as { result: string }).result === 'applied' ? 1 : 0;
    expect(reconcilerSettled + webhookApplied).toBe(1);
    expect(await stateOf(paymentId, products, customer.id)).toMatchObject(placedAndPaid(totalCents));
  });
});

describe('a cancellation cut off after its commit', () => {
  it('7. the refund queued with the cancellation is made once by the dispatcher of the restarted process', async () => {
    const { customer, products, totalCents } = await cartOfTwoShops();
    const paymentId = await checkoutCutOff(customer.id, totalCents, { afterCharge: () => { throw new Crash(); } });
    await restartedReconciler().reconcile();
    // The shop cancels; the process dies before any dispatcher is nudged (nobody nudges here).
    const [order] = await sql<{ id: string; vendor_id: string; total_cents: number }>(`select id, vendor_id, total_cents from orders where payment_id = ? order by id limit 1`, [paymentId]);
    await app.orm.em.fork().transactional((em) => transition(em, { orderId: order.id, vendorId: order.vendor_id }, OrderStatus.Cancelled, null, { kind: 'shop' }));
    const dispatcher = new RefundDispatcher(app.orm, provider, { pollIntervalMs: 50 });
    dispatcher.start();
    try {
      await eventually(async () => (await stateOf(paymentId, products, customer.id)).payment === 'PartiallyRefunded' || null, 20_000, 'partially refunded');
    } finally {
      await dispatcher.stop();
    }
    const state = await stateOf(paymentId, products, customer.id);
    expect(state).toMatchObject({ chargedCents: totalCents, refundedCents: order.total_cents });
    const [{ refunds }] = await sql<{ refunds: number }>(`select count(*)::int as refunds from refund_outbox where order_id = ? and status = 'succeeded'`, [order.id]);
    expect(refunds).toBe(1);
  });
});

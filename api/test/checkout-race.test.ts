// One cart is charged once, however many checkouts race for it (with different keys, or over REST
// with none), a line added while a checkout runs stays in the cart, and every price the shop can
// set can be charged.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CART_EMPTY, TOTAL_TOO_SMALL } from '../src/modules/checkout/checkout.service';
import { PRICE_TOO_HIGH, PRICE_TOO_LOW } from '../src/modules/catalog/product-management.inputs';
import type { ChargeQuery, ChargeRequest, PaymentProvider } from '../src/modules/payments/payment-provider';
import { TestPaymentProvider } from '../src/modules/payments/test-payment.provider';
import { createCustomers, createShop, SHIPPING, stockOf } from './commerce-fixtures';
import { startTestApp, type TestApp } from './test-app';

/** The test provider, counting charges and able to hold one until the test lets it go. */
class GatedProvider implements PaymentProvider {
  readonly name = 'test' as const;
  readonly publishableKey = null;
  readonly charges: ChargeRequest[] = [];
  private readonly inner = new TestPaymentProvider();
  private gate: Promise<void> | undefined;
  private entered: (() => void) | undefined;

  /** The next charge waits until `release` is called; resolves once a charge is waiting. */
  hold(): { waiting: Promise<void>; release: () => void } {
    let release!: () => void;
    this.gate = new Promise((resolve) => (release = resolve));
    const waiting = new Promise<void>((resolve) => (this.entered = resolve));
    return { waiting, release };
  }

  async charge(request: ChargeRequest) {
    this.charges.push(request);
    if (this.gate) {
      const gate = this.gate;
      this.gate = undefined;
      this.entered?.();
      await gate;
    }
    return this.inner.charge(request);
  }

  findCharge(query: ChargeQuery) {
    return this.inner.findCharge(query);
  }

  findRefund() {
    return this.inner.findRefund();
  }

  refund(reference: string, amountCents: number, idempotencyKey: string) {
    return this.inner.refund(reference, amountCents, idempotencyKey);
  }
}

const CHECKOUT = `mutation Checkout($input: CheckoutInput!) { checkout(input: $input) { success paymentId totalCents orders { id } } }`;
const ADD = `mutation AddToCart($p: ID!, $q: Int!) { addToCart(productId: $p, quantity: $q) { totalCents } }`;

let app: TestApp;
const provider = new GatedProvider();

beforeAll(async () => {
  app = await startTestApp({ paymentProvider: provider, env: { RATE_LIMIT_PER_TOKEN: '0', RATE_LIMIT_PER_IP: '0' } });
});
afterAll(() => app?.close());

async function cartTotal(token: string): Promise<number> {
  return (await app.gql(`{ cart { totalCents } }`, {}, token)).data.cart.totalCents;
}

async function countRows(table: 'payments' | 'orders', customerId: string): Promise<number> {
  const [{ n }] = await app.orm.em.fork().getConnection().execute(`select count(*)::int as n from ${table} where customer_id = ?`, [customerId]);
  return n;
}

describe('checkouts racing for one cart', () => {
  it('charges once, creates the orders once and takes the stock once, with a different key per request', async () => {
    const shop = await createShop(app, [
      { name: 'Maple syrup', priceCents: 1500, stock: 50 },
      { name: 'Cheddar', priceCents: 900, stock: 50 },
    ]);
    const [customer] = await createCustomers(app, 1);
    await app.gql(ADD, { p: shop.productIds[0], q: 2 }, customer.token);
    await app.gql(ADD, { p: shop.productIds[1], q: 3 }, customer.token);
    const expectedTotalCents = await cartTotal(customer.token);
    const chargesBefore = provider.charges.length;

    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        app.gql(CHECKOUT, { input: { idempotencyKey: `race-key-${i}-${customer.id}`, paymentMethodId: 'pm_card_visa', expectedTotalCents, shipping: SHIPPING } }, customer.token),
      ),
    );
    const paid = results.filter((result) => result.data?.checkout?.success);
    expect(paid).toHaveLength(1);
    for (const result of results.filter((r) => !r.data?.checkout)) {
      expect(result.errors?.[0]).toMatchObject({ message: CART_EMPTY, extensions: { code: 'BAD_USER_INPUT' } });
    }
    expect(provider.charges.length - chargesBefore).toBe(1);
    expect(await countRows('payments', customer.id)).toBe(1);
    expect(await countRows('orders', customer.id)).toBe(1);
    expect(await stockOf(app, shop.productIds[0])).toBe(48);
    expect(await stockOf(app, shop.productIds[1])).toBe(47);
    expect(await cartTotal(customer.token)).toBe(0);
  });

  it('charges once when REST checkouts without an Idempotency-Key arrive together, and answers both with that payment', async () => {
    const shop = await createShop(app, [{ name: 'Sourdough', priceCents: 700, stock: 20 }]);
    const [customer] = await createCustomers(app, 1);
    await app.gql(ADD, { p: shop.productIds[0], q: 4 }, customer.token);
    const amount = (await cartTotal(customer.token)) / 100;
    const chargesBefore = provider.charges.length;
    const post = () =>
      fetch(`${app.baseUrl}/api/checkout`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${customer.token}` },
        body: JSON.stringify({ sourceId: 'pm_card_visa', amount, customerInfo: { ...SHIPPING, name: SHIPPING.fullName } }),
      }).then(async (response) => ({ status: response.status, body: (await response.json()) as { paymentId?: string; message?: string } }));

    const answers = await Promise.all([post(), post(), post()]);
    expect(provider.charges.length - chargesBefore).toBe(1);
    expect(await countRows('payments', customer.id)).toBe(1);
    expect(await stockOf(app, shop.productIds[0])).toBe(16);
    const [{ id: paymentId }] = await app.orm.em.fork().getConnection().execute(`select id from payments where customer_id = ?`, [customer.id]);
    // Each request either got the payment's outcome (same derived key) or found the cart already paid.
    for (const answer of answers) {
      if (answer.status === 201 || answer.status === 200) expect(answer.body.paymentId).toBe(paymentId);
      else expect(answer).toMatchObject({ status: 400, body: { message: CART_EMPTY } });
    }
    expect(answers.some((answer) => answer.body.paymentId === paymentId)).toBe(true);
  });

  it('keeps what was added to the cart while the checkout was charging', async () => {
    const shop = await createShop(app, [
      { name: 'Honey', priceCents: 1200, stock: 30 },
      { name: 'Jam', priceCents: 600, stock: 30 },
    ]);
    const [honey, jam] = shop.productIds;
    const [customer] = await createCustomers(app, 1);
    await app.gql(ADD, { p: honey, q: 2 }, customer.token);
    const expectedTotalCents = await cartTotal(customer.token);

    const held = provider.hold();
    const checkout = app.gql(CHECKOUT, { input: { idempotencyKey: `mid-${customer.id}`, paymentMethodId: 'pm_card_visa', expectedTotalCents, shipping: SHIPPING } }, customer.token);
    await held.waiting;
    // A new line while the card is being charged, and one more honey: the settlement takes out what
    // was bought and must not swallow either.
    expect((await app.gql(ADD, { p: jam, q: 1 }, customer.token)).errors).toBeUndefined();
    const moreHoney = app.gql(ADD, { p: honey, q: 1 }, customer.token);
    held.release();
    expect((await checkout).data.checkout.success).toBe(true);
    expect((await moreHoney).errors).toBeUndefined();

    const cart = await app.gql(`{ cart { items { quantity product { id } } } }`, {}, customer.token);
    const left = Object.fromEntries(cart.data.cart.items.map((item: { quantity: number; product: { id: string } }) => [item.product.id, item.quantity]));
    expect(left).toEqual({ [jam]: 1, [honey]: 1 });
    expect(await stockOf(app, honey)).toBe(28);
  });
});

describe('one price range, inside what a card can be charged', () => {
  const CREATE = `mutation CreateProduct($input: ProductInput!) { createProduct(input: $input) { id priceCents } }`;

  it('refuses a price no card payment could carry, and lets the highest price be bought', async () => {
    const shop = await createShop(app, []);
    const [{ user_id: ownerId }] = await app.orm.em.fork().getConnection().execute(`select user_id from vendors where id = ?`, [shop.vendorId]);
    const vendorToken = app.tokenFor(ownerId);
    const product = (priceCents: number) => ({ input: { name: 'Canoe', category: 'Outdoors', priceCents, stock: 5 } });

    for (const [priceCents, message] of [
      [100_000_000, PRICE_TOO_HIGH],
      [85_000_001, PRICE_TOO_HIGH],
      [0, PRICE_TOO_LOW],
      [49, PRICE_TOO_LOW],
      [-1, 'Price cannot be negative.'],
    ] as const) {
      const refused = await app.gql(CREATE, product(priceCents), vendorToken);
      expect(refused.errors?.[0], String(priceCents)).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
    }
    const highest = await app.gql(CREATE, product(85_000_000), vendorToken);
    expect(highest.data.createProduct.priceCents).toBe(85_000_000);

    const [customer] = await createCustomers(app, 1);
    const added = await app.gql(ADD, { p: highest.data.createProduct.id, q: 1 }, customer.token);
    expect(added.errors).toBeUndefined();
    const paid = await app.gql(
      CHECKOUT,
      { input: { idempotencyKey: `dear-${customer.id}`, paymentMethodId: 'pm_card_visa', expectedTotalCents: added.data.addToCart.totalCents, shipping: SHIPPING } },
      customer.token,
    );
    expect(paid.data.checkout).toMatchObject({ success: true, totalCents: 96_050_000 });
  });

  it('charges nothing for a cart below the minimum charge (a product priced before the minimum applied)', async () => {
    const shop = await createShop(app, [{ name: 'Free sample', priceCents: 0, stock: 10 }]);
    const [customer] = await createCustomers(app, 1);
    await app.gql(ADD, { p: shop.productIds[0], q: 1 }, customer.token);
    const chargesBefore = provider.charges.length;
    const refused = await app.gql(
      CHECKOUT,
      { input: { idempotencyKey: `free-${customer.id}`, paymentMethodId: 'pm_card_visa', expectedTotalCents: 0, shipping: SHIPPING } },
      customer.token,
    );
    expect(refused.errors?.[0]).toMatchObject({ message: TOTAL_TOO_SMALL, extensions: { code: 'BAD_USER_INPUT' } });
    expect(provider.charges.length).toBe(chargesBefore);
    expect(await countRows('payments', customer.id)).toBe(0);
    expect(await stockOf(app, shop.productIds[0])).toBe(10);
  });
});

import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomers, createShop, SHIPPING, stockOf } from '../../../test/commerce-fixtures';
import { login, startTestApp, type TestApp } from '../../../test/test-app';
import { CARD_DECLINED } from '../payments/payment-provider';
import { PAYMENT_SUCCEEDED } from './checkout.service';

const CART = `query GetCart { cart { itemCount subtotalCents taxCents totalCents total items { quantity lineTotalCents product { id name } } } }`;
const ADD = `mutation AddToCart($productId: ID!, $quantity: Int!) { addToCart(productId: $productId, quantity: $quantity) { itemCount totalCents } }`;
const UPDATE = `mutation UpdateCartItem($productId: ID!, $quantity: Int!) { updateCartItem(productId: $productId, quantity: $quantity) { itemCount } }`;
const REMOVE = `mutation RemoveFromCart($productId: ID!) { removeFromCart(productId: $productId) { itemCount } }`;
const WISHLIST = `query GetWishlist { wishlist { product { id } } }`;
const WISH = `mutation AddToWishlist($productId: ID!) { addToWishlist(productId: $productId) { product { id } } }`;
const MOVE = `mutation MoveWishlistItemToCart($productId: ID!) { moveWishlistItemToCart(productId: $productId) { itemCount } }`;
const CHECKOUT = `mutation Checkout($input: CheckoutInput!) {
  checkout(input: $input) { success message paymentId totalCents orders { id vendor { id } subtotalCents taxCents totalCents items { quantity unitPriceCents } } }
}`;
const MY_ORDERS = `query ListMyOrders { myOrders(first: 100) { nodes { id paymentId totalCents items { productName } } } }`;

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ seed: true });
});
afterAll(() => app.close());

const sql = () => app.orm.em.fork().getConnection();
const code = (res: { errors?: { extensions?: { code?: string } }[] }) => res.errors?.[0]?.extensions?.code;
const checkoutInput = (expectedTotalCents: number, overrides: Record<string, unknown> = {}) => ({
  idempotencyKey: randomUUID(),
  paymentMethodId: 'pm_card_visa',
  expectedTotalCents,
  shipping: SHIPPING,
  ...overrides,
});
async function fill(token: string, lines: [string, number][]) {
  for (const [productId, quantity] of lines) {
    const res = await app.gql(ADD, { productId, quantity }, token);
    if (res.errors) throw new Error(JSON.stringify(res.errors));
  }
  return (await app.gql(CART, {}, token)).data.cart;
}
const count = async (table: string, where = 'true', params: unknown[] = []) =>
  Number((await sql().execute(`select count(*) as n from ${table} where ${where}`, params))[0].n);

describe('cart', () => {
  it('keeps lines per customer with server totals and HST rounded half-up', async () => {
    const shop = await createShop(app, [{ name: 'Half Dollar Thing', priceCents: 150, stock: 10 }, { name: 'Penny', priceCents: 1, stock: 10 }]);
    const [customer] = await createCustomers(app, 1);
    const cart = await fill(customer.token, [[shop.productIds[0], 1], [shop.productIds[1], 3]]);
    expect(cart).toMatchObject({ itemCount: 4, subtotalCents: 153, taxCents: 20, totalCents: 173, total: 1.73 }); // 19.89 -> 20
    await fill(customer.token, [[shop.productIds[0], 2]]);
    expect((await app.gql(CART, {}, customer.token)).data.cart.items[0].quantity).toBe(3);
  });

  it('never lets a line exceed the stock, and says how many are left', async () => {
    const shop = await createShop(app, [{ name: 'Rare Jam', priceCents: 900, stock: 2 }, { name: 'Gone Jam', priceCents: 900, stock: 0 }]);
    const [customer] = await createCustomers(app, 1);
    await fill(customer.token, [[shop.productIds[0], 2]]);
    const more = await app.gql(ADD, { productId: shop.productIds[0], quantity: 1 }, customer.token);
    expect(more.errors?.[0]).toMatchObject({ message: 'Only 2 of "Rare Jam" left in stock.', extensions: { code: 'OUT_OF_STOCK' } });
    expect((await app.gql(UPDATE, { productId: shop.productIds[0], quantity: 3 }, customer.token)).errors?.[0].extensions?.code).toBe('OUT_OF_STOCK');
    expect((await app.gql(ADD, { productId: shop.productIds[1], quantity: 1 }, customer.token)).errors?.[0].message).toBe('"Gone Jam" is out of stock.');
    expect((await app.gql(CART, {}, customer.token)).data.cart.itemCount).toBe(2);
  });

  it('refuses bad quantities and unknown products with clear errors and no change', async () => {
    const shop = await createShop(app, [{ name: 'Plain Loaf', priceCents: 500, stock: 5 }]);
    const [customer] = await createCustomers(app, 1);
    await fill(customer.token, [[shop.productIds[0], 1]]);
    for (const quantity of [0, -1, 100]) {
      const res = await app.gql(UPDATE, { productId: shop.productIds[0], quantity }, customer.token);
      expect(res.errors?.[0]).toMatchObject({ message: 'Quantity must be a whole number from 1 to 99.', extensions: { code: 'BAD_USER_INPUT' } });
    }
    expect(code(await app.gql(ADD, { productId: randomUUID(), quantity: 1 }, customer.token))).toBe('NOT_FOUND');
    expect(code(await app.gql(ADD, { productId: 'nope', quantity: 1 }, customer.token))).toBe('NOT_FOUND');
    expect(code(await app.gql(REMOVE, { productId: randomUUID() }, customer.token))).toBe('NOT_FOUND');
    expect((await app.gql(CART, {}, customer.token)).data.cart.items).toEqual([expect.objectContaining({ quantity: 1 })]);
    expect((await app.gql(REMOVE, { productId: shop.productIds[0] }, customer.token)).data.removeFromCart.itemCount).toBe(0);
  });

  it('is for customers only, and survives signing out and in', async () => {
    const productId = (await createShop(app, [{ name: 'Loyal Loaf', priceCents: 500, stock: 5 }])).productIds[0];
    expect(code(await app.gql(CART))).toBe('UNAUTHENTICATED');
    expect(code(await app.gql(CART, {}, await login(app, 'vendor1@mainstreet.test')))).toBe('FORBIDDEN');
    expect(code(await app.gql(ADD, { productId, quantity: 1 }, await login(app, 'admin@mainstreet.test')))).toBe('FORBIDDEN');
    await fill(await login(app, 'ben@mainstreet.test'), [[productId, 2]]);
    const later = await login(app, 'ben@mainstreet.test');
    expect((await app.gql(CART, {}, later)).data.cart.items.find((i: any) => i.product.id === productId).quantity).toBe(2);
  });

  it("keeps customers out of each other's carts, wishlists and orders", async () => {
    const shop = await createShop(app, [{ name: 'Private Pickles', priceCents: 700, stock: 5 }]);
    const [a, b] = await createCustomers(app, 2);
    const cart = await fill(a.token, [[shop.productIds[0], 1]]);
    await app.gql(WISH, { productId: shop.productIds[0] }, a.token);
    await app.gql(CHECKOUT, { input: checkoutInput(cart.totalCents) }, a.token);
    await fill(a.token, [[shop.productIds[0], 1]]);

    expect((await app.gql(CART, {}, b.token)).data.cart.items).toEqual([]);
    expect((await app.gql(WISHLIST, {}, b.token)).data.wishlist).toEqual([]);
    expect((await app.gql(MY_ORDERS, {}, b.token)).data.myOrders.nodes).toEqual([]);
    expect(code(await app.gql(REMOVE, { productId: shop.productIds[0] }, b.token))).toBe('NOT_FOUND');
    expect((await app.gql(CART, {}, a.token)).data.cart.itemCount).toBe(1);
    expect((await app.gql(MY_ORDERS, {}, a.token)).data.myOrders.nodes).toHaveLength(1);
  });
});

describe('wishlist', () => {
  it('adds once, removes, and moves one unit to the cart atomically', async () => {
    const shop = await createShop(app, [{ name: 'Wish Soap', priceCents: 800, stock: 3 }, { name: 'Sold Out Soap', priceCents: 800, stock: 0 }]);
    const [customer] = await createCustomers(app, 1);
    for (const id of [shop.productIds[0], shop.productIds[0], shop.productIds[1]]) await app.gql(WISH, { productId: id }, customer.token);
    expect((await app.gql(WISHLIST, {}, customer.token)).data.wishlist).toHaveLength(2);

    const moved = await app.gql(MOVE, { productId: shop.productIds[0] }, customer.token);
    expect(moved.data.moveWishlistItemToCart.itemCount).toBe(1);
    // Out of stock: it stays on the wishlist and the cart is unchanged.
    const refused = await app.gql(MOVE, { productId: shop.productIds[1] }, customer.token);
    expect(refused.errors?.[0].extensions?.code).toBe('OUT_OF_STOCK');
    const wishlist = (await app.gql(WISHLIST, {}, customer.token)).data.wishlist.map((e: any) => e.product.id);
    expect(wishlist).toEqual([shop.productIds[1]]);
    expect((await app.gql(CART, {}, customer.token)).data.cart.itemCount).toBe(1);
    expect(code(await app.gql(MOVE, { productId: shop.productIds[0] }, customer.token))).toBe('NOT_FOUND');
  });
});

describe('checkout', () => {
  it('charges once and creates one order per shop whose totals add up to the charge, sharing HST to the cent', async () => {
    const shopA = await createShop(app, [{ name: 'A Thing', priceCents: 150, stock: 5 }]);
    const shopB = await createShop(app, [{ name: 'B Thing', priceCents: 150, stock: 5 }]);
    const [customer] = await createCustomers(app, 1);
    const cart = await fill(customer.token, [[shopA.productIds[0], 1], [shopB.productIds[0], 1]]);
    expect(cart.taxCents).toBe(39); // HST on $3.00, while each shop alone would round to 20 + 20

    const res = await app.gql(CHECKOUT, { input: checkoutInput(cart.totalCents) }, customer.token);
    expect(res.errors).toBeUndefined();
    const result = res.data.checkout;
    expect(result).toMatchObject({ success: true, message: PAYMENT_SUCCEEDED, totalCents: 339 });
    expect(result.orders).toHaveLength(2);
    expect(result.orders.map((o: any) => o.taxCents).sort()).toEqual([19, 20]);
    expect(result.orders.reduce((sum: number, o: any) => sum + o.totalCents, 0)).toBe(339);
    for (const order of result.orders) expect(order.items).toEqual([{ quantity: 1, unitPriceCents: 150 }]);
    const [payment] = await sql().execute(`select status, amount_cents from payments where id = ?`, [result.paymentId]);
    expect(payment).toEqual({ status: 'Succeeded', amount_cents: 339 });
    expect(await stockOf(app, shopA.productIds[0])).toBe(4);
    expect((await app.gql(CART, {}, customer.token)).data.cart.itemCount).toBe(0);
  });

  it('refuses a stale amount and an empty cart, charging nothing', async () => {
    const shop = await createShop(app, [{ name: 'Pricey Pie', priceCents: 1000, stock: 5 }]);
    const [customer] = await createCustomers(app, 1);
    const cart = await fill(customer.token, [[shop.productIds[0], 1]]);
    const payments = await count('payments');
    const stale = await app.gql(CHECKOUT, { input: checkoutInput(cart.totalCents - 1) }, customer.token);
    expect(stale.errors?.[0]).toMatchObject({
      message: 'Your cart total is now $11.30. Please review your cart and try again.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(await count('payments')).toBe(payments);
    expect(await stockOf(app, shop.productIds[0])).toBe(5);
    expect((await app.gql(CART, {}, customer.token)).data.cart.itemCount).toBe(1);

    const [empty] = await createCustomers(app, 1);
    expect((await app.gql(CHECKOUT, { input: checkoutInput(0) }, empty.token)).errors?.[0].message).toBe('Your cart is empty.');
  });

  it.each([
    [{ shipping: { ...SHIPPING, postalCode: '12345' } }, 'Please enter a valid Canadian postal code, e.g. M5V 2T6.'],
    [{ shipping: { ...SHIPPING, email: 'nope' } }, 'Please enter a valid email address.'],
    [{ shipping: { ...SHIPPING, fullName: '' } }, 'Full name is required.'],
    [{ paymentMethodId: 'tok_visa' }, 'Payment method not ready.'],
    [{ idempotencyKey: 'short' }, 'The idempotency key must be 8 to 100 letters, digits, dashes or underscores.'],
  ])('validates %j', async (overrides, message) => {
    const res = await app.gql(CHECKOUT, { input: checkoutInput(100, overrides) }, (await createCustomers(app, 1))[0].token);
    expect(res.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('keeps nothing paid after a declined card: stock returned, cart intact, a retry with the key answers the same', async () => {
    const shop = await createShop(app, [{ name: 'Declined Donut', priceCents: 300, stock: 4 }]);
    const [customer] = await createCustomers(app, 1);
    const cart = await fill(customer.token, [[shop.productIds[0], 2]]);
    const input = checkoutInput(cart.totalCents, { paymentMethodId: 'pm_card_chargeDeclined' });
    for (let attempt = 0; attempt < 2; attempt++) {
      const res = await app.gql(CHECKOUT, { input }, customer.token);
      expect(res.errors?.[0]).toMatchObject({ message: CARD_DECLINED, extensions: { code: 'PAYMENT_DECLINED' } });
    }
    expect(await stockOf(app, shop.productIds[0])).toBe(4);
    // The reservation's order stays, closed and never placed: no list or figure shows it.
    expect(await sql().execute(`select status from orders where customer_id = ?`, [customer.id])).toEqual([{ status: 'PaymentFailed' }]);
    expect(await sql().execute(`select status from payments where customer_id = ?`, [customer.id])).toEqual([{ status: 'Failed' }]);
    expect((await app.gql(CART, {}, customer.token)).data.cart.itemCount).toBe(2);
    // A new attempt with a good card goes through.
    const ok = await app.gql(CHECKOUT, { input: checkoutInput(cart.totalCents) }, customer.token);
    expect(ok.data.checkout.success).toBe(true);
  });

  it('creates one payment and one set of orders for 50 concurrent submits with one key', async () => {
    const shopA = await createShop(app, [{ name: 'Idem A', priceCents: 1234, stock: 100 }]);
    const shopB = await createShop(app, [{ name: 'Idem B', priceCents: 999, stock: 100 }]);
    const [customer] = await createCustomers(app, 1);
    const cart = await fill(customer.token, [[shopA.productIds[0], 2], [shopB.productIds[0], 1]]);
    const input = checkoutInput(cart.totalCents);
    const results = await Promise.all(Array.from({ length: 50 }, () => app.gql(CHECKOUT, { input }, customer.token)));
    expect(results.filter((r) => r.errors)).toEqual([]);
    expect(new Set(results.map((r) => r.data.checkout.paymentId)).size).toBe(1);
    expect(await count('payments', 'customer_id = ?', [customer.id])).toBe(1);
    expect(await count('orders', 'customer_id = ?', [customer.id])).toBe(2);
    expect(await stockOf(app, shopA.productIds[0])).toBe(98);
    expect(await stockOf(app, shopB.productIds[0])).toBe(99);
    console.log(`idempotency: 50 concurrent submits -> ${await count('payments', 'customer_id = ?', [customer.id])} payment, ${await count('orders', 'customer_id = ?', [customer.id])} orders`);
  });

  it('sells exactly the stock to 200 concurrent buyers of 10 units; every other buyer gets OUT_OF_STOCK with nothing charged', async () => {
    const shop = await createShop(app, [{ name: 'Limited Edition Mug', priceCents: 2500, stock: 10 }]);
    const productId = shop.productIds[0];
    const buyers = await createCustomers(app, 200);
    const [{ n }] = await sql().execute(
      `with ins as (insert into cart_items (customer_id, product_id, quantity) select id::uuid, ?, 1 from unnest(?::text[]) as id returning 1)
       select count(*) as n from ins`,
      [productId, `{${buyers.map((b) => b.id).join(',')}}`],
    );
    expect(Number(n)).toBe(200);
    const totalCents = 2500 + 325;
    const results = await Promise.all(buyers.map((buyer) => app.gql(CHECKOUT, { input: checkoutInput(totalCents) }, buyer.token)));

    const sold = results.filter((r) => r.data?.checkout?.success).length;
    const outOfStock = results.filter((r) => code(r) === 'OUT_OF_STOCK').length;
    console.log(`oversell: 200 concurrent checkouts for 10 units -> ${sold} sold, ${outOfStock} OUT_OF_STOCK, other ${200 - sold - outOfStock}`);
    expect(sold).toBe(10);
    expect(outOfStock).toBe(190);
    expect(await stockOf(app, productId)).toBe(0);
    const buyerIds = `{${buyers.map((b) => b.id).join(',')}}`;
    expect(await count('payments', 'customer_id = any(?::uuid[])', [buyerIds])).toBe(10);
    expect(await count('orders', 'customer_id = any(?::uuid[])', [buyerIds])).toBe(10);
    // Every failed buyer still has the mug in the cart.
    expect(await count('cart_items', 'product_id = ?', [productId])).toBe(190);
  });

  it('shows orders with "Deleted Product" once a product is gone, grouped by payment', async () => {
    const shop = await createShop(app, [{ name: 'Ephemeral Eclair', priceCents: 400, stock: 3 }]);
    const [customer] = await createCustomers(app, 1);
    const cart = await fill(customer.token, [[shop.productIds[0], 1]]);
    const paid = (await app.gql(CHECKOUT, { input: checkoutInput(cart.totalCents) }, customer.token)).data.checkout;
    await sql().execute(`update products set deleted_at = now() where id = ?`, [shop.productIds[0]]);
    const orders = (await app.gql(MY_ORDERS, {}, customer.token)).data.myOrders.nodes;
    expect(orders).toEqual([{ id: paid.orders[0].id, paymentId: paid.paymentId, totalCents: 452, items: [{ productName: 'Deleted Product' }] }]);
  });
});

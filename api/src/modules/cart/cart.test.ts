import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomers, createShop } from '../../../test/commerce-fixtures';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { MAX_LINE_QUANTITY } from './cart.service';

const CART = `query GetCart { cart { items { quantity maxQuantity product { id stock } } } }`;
const ADD = `mutation AddToCart($productId: ID!, $quantity: Int!) { addToCart(productId: $productId, quantity: $quantity) { items { product { id } maxQuantity } } }`;
const UPDATE = `mutation UpdateCartItem($productId: ID!, $quantity: Int!) { updateCartItem(productId: $productId, quantity: $quantity) { items { product { id } quantity maxQuantity } } }`;
const MOVE = `mutation MoveWishlistItemToCart($productId: ID!) { moveWishlistItemToCart(productId: $productId) { items { product { id } maxQuantity } } }`;
const WISH = `mutation AddToWishlist($productId: ID!) { addToWishlist(productId: $productId) { addedAt } }`;

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const setStock = (productId: string, stock: number) =>
  app.orm.em.fork().getConnection().execute(`update products set stock = ? where id = ?`, [stock, productId]);
const lineOf = async (token: string, productId: string) =>
  (await app.gql(CART, {}, token)).data.cart.items.find((line: any) => line.product.id === productId);

describe('CartLine.maxQuantity', () => {
  it("is the product's stock, capped at the per-line limit", async () => {
    const shop = await createShop(app, [
      { name: 'Few Figs', priceCents: 100, stock: 3 },
      { name: 'Many Mints', priceCents: 100, stock: 500 },
    ]);
    const [customer] = await createCustomers(app, 1);
    const added = await app.gql(ADD, { productId: shop.productIds[0], quantity: 1 }, customer.token);
    expect(added.data.addToCart.items).toEqual([{ product: { id: shop.productIds[0] }, maxQuantity: 3 }]);
    await app.gql(ADD, { productId: shop.productIds[1], quantity: 1 }, customer.token);

    expect(await lineOf(customer.token, shop.productIds[0])).toMatchObject({ quantity: 1, maxQuantity: 3 });
    expect(await lineOf(customer.token, shop.productIds[1])).toMatchObject({ quantity: 1, maxQuantity: MAX_LINE_QUANTITY });
  });

  it('is exactly what the cart accepts: up to it succeeds, one more is refused', async () => {
    const shop = await createShop(app, [
      { name: 'Few Figs', priceCents: 100, stock: 4 },
      { name: 'Many Mints', priceCents: 100, stock: 500 },
    ]);
    const [customer] = await createCustomers(app, 1);
    // The stock limits the first line, the per-line cap the second.
    const refusals = [[shop.productIds[0], 'OUT_OF_STOCK'], [shop.productIds[1], 'BAD_USER_INPUT']];
    for (const [productId, refusal] of refusals) {
      await app.gql(ADD, { productId, quantity: 1 }, customer.token);
      const { maxQuantity } = await lineOf(customer.token, productId);
      const over = await app.gql(UPDATE, { productId, quantity: maxQuantity + 1 }, customer.token);
      expect(over.errors?.[0].extensions?.code).toBe(refusal);
      const atMost = await app.gql(UPDATE, { productId, quantity: maxQuantity }, customer.token);
      expect(atMost.errors).toBeUndefined();
      expect(await lineOf(customer.token, productId)).toMatchObject({ quantity: maxQuantity, maxQuantity });
    }
  });

  it('follows the stock after the line was added, below the quantity or 0 when sold out', async () => {
    const shop = await createShop(app, [{ name: 'Fading Fudge', priceCents: 100, stock: 10 }]);
    const productId = shop.productIds[0];
    const [customer] = await createCustomers(app, 1);
    await app.gql(ADD, { productId, quantity: 5 }, customer.token);

    await setStock(productId, 2);
    expect(await lineOf(customer.token, productId)).toEqual({ quantity: 5, maxQuantity: 2, product: { id: productId, stock: 2 } });
    const lowered = await app.gql(UPDATE, { productId, quantity: 2 }, customer.token);
    expect(lowered.data.updateCartItem.items).toEqual([{ product: { id: productId }, quantity: 2, maxQuantity: 2 }]);

    await setStock(productId, 0);
    expect(await lineOf(customer.token, productId)).toMatchObject({ quantity: 2, maxQuantity: 0 });
  });

  it('comes with the cart a wishlist move returns', async () => {
    const shop = await createShop(app, [{ name: 'Wished Walnuts', priceCents: 100, stock: 7 }]);
    const productId = shop.productIds[0];
    const [customer] = await createCustomers(app, 1);
    await app.gql(WISH, { productId }, customer.token);
    const moved = await app.gql(MOVE, { productId }, customer.token);
    expect(moved.data.moveWishlistItemToCart.items).toEqual([{ product: { id: productId }, maxQuantity: 7 }]);
  });
});

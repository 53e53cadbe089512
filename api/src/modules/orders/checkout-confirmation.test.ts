import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomers, createShop, SHIPPING } from '../../../test/commerce-fixtures';
import { startTestApp, type TestApp } from '../../../test/test-app';

const ADD = `mutation AddToCart($productId: ID!, $quantity: Int!) { addToCart(productId: $productId, quantity: $quantity) { totalCents } }`;
const CHECKOUT = `mutation Checkout($input: CheckoutInput!) { checkout(input: $input) { paymentId totalCents orders { id } } }`;
const CONFIRMATION = `query GetCheckoutConfirmation($paymentId: ID!) {
  checkoutConfirmation(paymentId: $paymentId) {
    paymentId paymentPending cardBrand cardLast4 subtotalCents taxCents totalCents total
    shipTo { fullName address postalCode province phone email }
    orders { id shortNumber subtotalCents totalCents vendor { businessName } items { productName quantity } taxes { label amount collectedBy } }
  }
}`;
const SAVE = `mutation SaveShippingAddress($input: ShippingAddressInput!) { saveShippingAddress(input: $input) { province shippingAddress { fullName phone address province postalCode } } }`;
const ME = `{ me { province shippingAddress { postalCode } } }`;

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

describe('the confirmation of a checkout', () => {
  it("shows its customer each shop's order with items and taxes, the ship-to, the card and the total, and no one else", async () => {
    const bakery = await createShop(app, [{ name: 'Rye Loaf', priceCents: 700, stock: 5 }]);
    const dairy = await createShop(app, [{ name: 'Brie', priceCents: 1250, stock: 5 }]);
    const [buyer, stranger] = await createCustomers(app, 2);
    await app.gql(ADD, { productId: bakery.productIds[0], quantity: 2 }, buyer.token);
    const { totalCents } = (await app.gql(ADD, { productId: dairy.productIds[0], quantity: 1 }, buyer.token)).data.addToCart;
    // The cart's estimate is Ontario's; shipping to Québec changes the total, so ask the server for it.
    const quebec = { ...SHIPPING, address: '1 rue Sainte-Catherine, Montréal', postalCode: 'H2X 1K4', province: 'QC' };
    const priced = await app.gql(`query { cart(province: QC) { totalCents } }`, {}, buyer.token);
    const paid = await app.gql(CHECKOUT, { input: { idempotencyKey: randomUUID(), paymentMethodId: 'pm_card_visa', expectedTotalCents: priced.data.cart.totalCents, shipping: quebec } }, buyer.token);
    expect(paid.errors).toBeUndefined();
    expect(totalCents).not.toBe(paid.data.checkout.totalCents);

    const { data, errors } = await app.gql(CONFIRMATION, { paymentId: paid.data.checkout.paymentId }, buyer.token);
    expect(errors).toBeUndefined();
    const confirmation = data.checkoutConfirmation;
    expect(confirmation).toMatchObject({ paymentId: paid.data.checkout.paymentId, paymentPending: false, cardBrand: 'visa', cardLast4: '4242', totalCents: paid.data.checkout.totalCents });
    expect(confirmation.shipTo).toMatchObject({ fullName: SHIPPING.fullName, postalCode: 'H2X 1K4', province: 'QC' });
    expect(confirmation.orders.map((order: { id: string }) => order.id).sort()).toEqual(paid.data.checkout.orders.map((order: { id: string }) => order.id).sort());
    // Each shop's order with its lines and Québec's two taxes; together they make the charge.
    for (const order of confirmation.orders) {
      expect(order.items).toHaveLength(1);
      expect(order.taxes.map((tax: { label: string }) => tax.label)).toEqual(['GST 5%', 'QST 9.975%']);
    }
    expect(confirmation.subtotalCents).toBe(1400 + 1250);
    expect(confirmation.subtotalCents + confirmation.taxCents).toBe(confirmation.totalCents);
    expect(confirmation.orders.reduce((sum: number, order: { totalCents: number }) => sum + order.totalCents, 0)).toBe(confirmation.totalCents);

    // Another customer's checkout, a payment that does not exist, and a malformed id all read as missing.
    for (const [paymentId, token] of [
      [paid.data.checkout.paymentId, stranger.token],
      [randomUUID(), buyer.token],
      ['not-an-id', buyer.token],
    ]) {
      expect((await app.gql(CONFIRMATION, { paymentId }, token)).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    }
  });

  it('answers NOT_FOUND for a declined payment, which placed nothing', async () => {
    const shop = await createShop(app, [{ name: 'Declined Bun', priceCents: 400, stock: 5 }]);
    const [buyer] = await createCustomers(app, 1);
    const { totalCents } = (await app.gql(ADD, { productId: shop.productIds[0], quantity: 1 }, buyer.token)).data.addToCart;
    const declined = await app.gql(CHECKOUT, { input: { idempotencyKey: randomUUID(), paymentMethodId: 'pm_card_chargeDeclined', expectedTotalCents: totalCents, shipping: SHIPPING } }, buyer.token);
    expect(declined.errors?.[0].extensions?.code).toBe('PAYMENT_DECLINED');
    const [payment] = await app.orm.em.fork().execute(`select id from payments where customer_id = ?`, [buyer.id]);
    expect((await app.gql(CONFIRMATION, { paymentId: payment.id }, buyer.token)).errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });
});

describe('the saved shipping address', () => {
  it('is saved normalized, sets the profile province, refuses a postal code of another province without changing anything, and can be forgotten', async () => {
    const [customer] = await createCustomers(app, 1);
    const address = { fullName: ' Léa Tremblay ', phone: '514-555-0199', address: '1 rue Sainte-Catherine, Montréal', province: 'QC', postalCode: 'h2x1k4' };
    const saved = await app.gql(SAVE, { input: address }, customer.token);
    expect(saved.errors).toBeUndefined();
    expect(saved.data.saveShippingAddress).toEqual({
      province: 'QC',
      shippingAddress: { fullName: 'Léa Tremblay', phone: '514-555-0199', address: '1 rue Sainte-Catherine, Montréal', province: 'QC', postalCode: 'H2X 1K4' },
    });

    const mismatch = await app.gql(SAVE, { input: { ...address, province: 'ON' } }, customer.token);
    expect(mismatch.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(mismatch.errors?.[0].message).toMatch(/postal code/i);
    const invalid = await app.gql(SAVE, { input: { ...address, postalCode: '12345', fullName: '' } }, customer.token);
    expect(invalid.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect((await app.gql(ME, {}, customer.token)).data.me).toEqual({ province: 'QC', shippingAddress: { postalCode: 'H2X 1K4' } });

    await app.gql(`mutation { deleteShippingAddress { id } }`, {}, customer.token);
    expect((await app.gql(ME, {}, customer.token)).data.me).toEqual({ province: 'QC', shippingAddress: null });
  });

  it('is saved by a checkout that asks for it, not by one that is refused', async () => {
    const shop = await createShop(app, [{ name: 'Saved Scone', priceCents: 450, stock: 5 }]);
    const [customer] = await createCustomers(app, 1);
    const { totalCents } = (await app.gql(ADD, { productId: shop.productIds[0], quantity: 1 }, customer.token)).data.addToCart;
    const input = { paymentMethodId: 'pm_card_visa', shipping: { ...SHIPPING, postalCode: 'm5h2n2', province: 'ON' }, saveShippingAddress: true };

    const stale = await app.gql(CHECKOUT, { input: { ...input, idempotencyKey: randomUUID(), expectedTotalCents: totalCents + 1 } }, customer.token);
    expect(stale.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect((await app.gql(ME, {}, customer.token)).data.me.shippingAddress).toBeNull();

    const paid = await app.gql(CHECKOUT, { input: { ...input, idempotencyKey: randomUUID(), expectedTotalCents: totalCents } }, customer.token);
    expect(paid.errors).toBeUndefined();
    const me = await app.gql(`{ me { province shippingAddress { fullName phone address province postalCode } } }`, {}, customer.token);
    expect(me.data.me).toEqual({
      province: 'ON',
      shippingAddress: { fullName: SHIPPING.fullName, phone: SHIPPING.phone, address: SHIPPING.address, province: 'ON', postalCode: 'M5H 2N2' },
    });
  });
});

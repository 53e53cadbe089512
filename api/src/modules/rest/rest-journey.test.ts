import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { rest, restLogin } from '../../../test/rest-client';
import { DEMO_PASSWORD, startTestApp, type TestApp } from '../../../test/test-app';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ seed: true });
});

afterAll(async () => {
  await app?.close();
});

it('REST only: a customer signs up, logs in, fills the cart, pays with pm_card_visa, and the vendor sees and ships the order', async () => {
  // The shop whose product the customer will buy.
  const vendor = await restLogin(app, 'vendor1@mainstreet.test', DEMO_PASSWORD);
  const shop = (await rest(app, 'get', '/vendors/profile', { token: vendor })).body;
  const salesBefore = (await rest(app, 'get', '/vendors/sales', { token: vendor })).body;
  const target = shop.products.find((p: { stock: number }) => p.stock >= 3);
  expect(target).toBeDefined();

  const signup = await rest(app, 'post', '/auth/signup', {
    body: { name: 'Jordan Lee', username: 'jordan.lee', email: 'jordan@example.com', password: 'Journey-pass1', confirmPassword: 'Journey-pass1', phone: '416-555-0142', role: 'Customer' },
  });
  expect(signup.status).toBe(201);
  const login = await rest(app, 'post', '/auth/login', { body: { email: 'jordan@example.com', password: 'Journey-pass1' } });
  expect(login.body).toMatchObject({ role: 'Customer', name: 'Jordan Lee' });
  const token = login.body.token;

  const product = (await rest(app, 'get', `/products/${target._id}`)).body;
  expect(product).toMatchObject({ _id: target._id, vendor: { _id: shop._id } });
  expect((await rest(app, 'post', '/cart/add', { token, body: { productId: product._id, quantity: 1 } })).status).toBe(200);
  const cart = (await rest(app, 'put', `/cart/update/${product._id}`, { token, body: { quantity: 2 } })).body;
  expect(cart).toMatchObject({ itemCount: 2, items: [{ product: { _id: product._id }, quantity: 2 }] });
  // HST 13% on the subtotal, as the spec's checkout computes the amount.
  expect(cart.total).toBe(Math.round(product.price * 2 * 100 * 1.13) / 100);

  const customerInfo = { name: 'Jordan Lee', email: 'jordan@example.com', phone: '416-555-0142', address: '55 Bloor St W, Toronto, ON', postalCode: 'M4W 1A5' };
  const checkout = await rest(app, 'post', '/checkout', {
    token,
    headers: { 'Idempotency-Key': randomUUID() },
    body: { sourceId: 'pm_card_visa', amount: cart.total, customerInfo },
  });
  expect(checkout.status).toBe(200);
  expect(checkout.body).toMatchObject({ success: true, message: expect.any(String), total: cart.total });
  expect(checkout.body.orders).toHaveLength(1);
  const orderId = checkout.body.orders[0]._id;

  // Payment success clears the cart.
  expect((await rest(app, 'get', '/cart', { token })).body).toMatchObject({ items: [], total: 0 });
  expect((await rest(app, 'get', `/products/${product._id}`)).body.stock).toBe(target.stock - 2);

  const vendorOrders = (await rest(app, 'get', '/vendors/orders', { token: vendor })).body;
  const seen = vendorOrders.find((o: { _id: string }) => o._id === orderId);
  expect(seen).toMatchObject({
    status: 'Pending',
    totalPrice: cart.total,
    customer: { name: 'Jordan Lee' },
    customerInfo: { fullName: 'Jordan Lee', postalCode: 'M4W 1A5' },
    items: [{ product: { _id: product._id, name: product.name }, quantity: 2, price: product.price }],
  });
  expect((await rest(app, 'get', '/vendors/sales', { token: vendor })).body.totalOrders).toBe(salesBefore.totalOrders + 1);

  const shipped = await rest(app, 'put', `/vendors/orders/${orderId}`, { token: vendor, body: { status: 'Shipped' } });
  expect(shipped).toMatchObject({ status: 200, body: { _id: orderId, status: 'Shipped' } });
  // Shipping it twice is not a transition.
  expect((await rest(app, 'put', `/vendors/orders/${orderId}`, { token: vendor, body: { status: 'Shipped' } })).status).toBe(400);

  const mine = (await rest(app, 'get', '/customers/orders', { token })).body;
  expect(mine).toEqual([expect.objectContaining({ _id: orderId, status: 'Shipped', totalPrice: cart.total })]);
  const profile = (await rest(app, 'get', '/customers/profile', { token })).body;
  expect(profile).toMatchObject({ name: 'Jordan Lee', email: 'jordan@example.com', orders: [{ _id: orderId, status: 'Shipped' }] });
});

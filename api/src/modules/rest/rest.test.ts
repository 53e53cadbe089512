import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rest, restLogin } from '../../../test/rest-client';
import { DEMO_PASSWORD, startTestApp, TEST_JWT_SECRET, type TestApp } from '../../../test/test-app';
import { createSchema } from '../../schema';
import { AccountTokenService } from '../auth/account-token.service';
import { TokenService } from '../auth/token.service';
import { REST_ROUTES } from './rest.routes';
import { openApiPath } from './rest.openapi';
import { restRouter, routeAccess } from './rest.router';

let app: TestApp;
let customer: string;
let vendor: string;
let otherVendor: string;
let admin: string;
let customerId: string;
let seq = 0;

const sql = () => app.orm.em.fork().getConnection();
const png = () => sharp({ create: { width: 16, height: 16, channels: 3, background: '#c0ffee' } }).png().toBuffer();
const SHIPPING = { name: 'Alice Martin', email: 'alice@example.com', phone: '416-555-0101', address: '12 Queen St W, Toronto, ON', postalCode: 'M5H 2N2' };

/** A body that fits every route, so auth checks are reached whatever a route reads. */
const ANY_BODY = {
  productId: randomUUID(),
  quantity: 1,
  name: 'Thing',
  category: 'Test',
  price: 1,
  stock: 1,
  businessName: 'Shop',
  status: 'Shipped',
  emailNotifications: true,
  currentPassword: 'whatever1',
  newPassword: 'whatever2',
  sourceId: 'pm_card_visa',
  amount: 1,
  customerInfo: SHIPPING,
  username: 'any.one',
  email: 'any.one@example.com',
  role: 'Customer',
  phone: '416-555-0100',
  isVerified: true,
  rate: 10,
};
const concretePath = (path: string) => path.replace(/:\w+/g, randomUUID());

async function signUp(role: 'Customer' | 'Vendor') {
  seq += 1;
  const email = `rest${seq}@example.com`;
  const password = 'Sup3r-secret';
  const res = await rest(app, 'post', '/auth/signup', {
    body: { name: `Rest ${seq}`, username: `rest${seq}`, email, password, confirmPassword: password, phone: '416-555-0100', role: role.toLowerCase() },
  });
  expect(res.status).toBe(201);
  const [{ id }] = await sql().execute(`select id from users where email = ?`, [email]);
  return { id: id as string, email, password, token: await restLogin(app, email, password) };
}

async function inStockProduct(): Promise<{ _id: string; price: number; stock: number }> {
  const res = await rest(app, 'get', '/products?limit=50');
  return res.body.find((p: { stock: number }) => p.stock >= 5);
}

beforeAll(async () => {
  app = await startTestApp({ seed: true });
  customer = await restLogin(app, 'alice@mainstreet.test', DEMO_PASSWORD);
  vendor = await restLogin(app, 'vendor1@mainstreet.test', DEMO_PASSWORD);
  otherVendor = await restLogin(app, 'vendor2@mainstreet.test', DEMO_PASSWORD);
  admin = await restLogin(app, 'admin@mainstreet.test', DEMO_PASSWORD);
  [{ id: customerId }] = await sql().execute(`select id from users where email = 'alice@mainstreet.test'`);
});

afterAll(async () => {
  await app?.close();
});

describe('OpenAPI description', () => {
  it('documents exactly the routes the adapter mounts, both ways', async () => {
    const res = await rest(app, 'get', '/openapi.json');
    expect(res.status).toBe(200);
    expect(res.body.openapi).toBe('3.1.0');
    expect(res.body.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
    const documented = Object.entries(res.body.paths as Record<string, Record<string, unknown>>)
      .flatMap(([path, operations]) => Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`))
      .sort();

    // The Express router itself, not the table it was built from: a route added by hand shows up here.
    const router = restRouter({ schema: await createSchema(), orm: app.orm, contextFor: () => Promise.reject(new Error('unused')), formatError: (e) => e, photoUpload: [] });
    const mounted = (router.stack as { route?: { path: string; methods: Record<string, boolean> } }[])
      .filter((layer) => layer.route)
      .flatMap((layer) => Object.keys(layer.route!.methods).filter((m) => m !== '_all').map((method) => `${method.toUpperCase()} ${openApiPath(layer.route!.path)}`))
      .sort();
    expect(mounted).toEqual(documented);
    // Every documented operation names its error body and its success body.
    for (const operations of Object.values(res.body.paths as Record<string, Record<string, { responses: Record<string, unknown> }>>)) {
      for (const op of Object.values(operations)) expect(Object.keys(op.responses).length).toBeGreaterThan(0);
    }
  });

  it('answers every documented operation from the adapter, never from the /api 404 fallback', async () => {
    const { body } = await rest(app, 'get', '/openapi.json');
    for (const [path, operations] of Object.entries(body.paths as Record<string, Record<string, unknown>>)) {
      for (const method of Object.keys(operations)) {
        const res = await rest(app, method, path.replace(/\{\w+\}/g, randomUUID()), method === 'get' || method === 'delete' ? {} : { body: ANY_BODY });
        expect(res.body?.message, `${method} ${path}`).not.toBe('Not found.');
      }
    }
    const unknown = await rest(app, 'get', '/no-such-route');
    expect(unknown).toMatchObject({ status: 404, body: { message: 'Not found.' } });
  });
});

describe('authentication and roles on every protected route', async () => {
  // Each route's access as the adapter reads it: 'public', 'signed-in', or its role(s).
  const schema = await createSchema();
  const accessOf = (route: (typeof REST_ROUTES)[number]) => {
    const access = routeAccess(schema, route);
    return Array.isArray(access) ? access.join(' or ') : access;
  };
  const protectedRoutes = REST_ROUTES.filter((route) => accessOf(route) !== 'public');
  const expired = () => new TokenService(TEST_JWT_SECRET, -60).issue({ id: customerId, tokenVersion: 0 });

  it.each(protectedRoutes.map((route) => [`${route.method.toUpperCase()} ${route.path}`, route] as const))(
    '%s answers 401 without a token, with an invalid one and with an expired one',
    async (_name, route) => {
      const send = route.method === 'get' || route.method === 'delete' ? {} : { body: ANY_BODY };
      for (const token of [undefined, 'not-a-jwt', expired()]) {
        const res = await rest(app, route.method, concretePath(route.path), { ...send, token });
        expect(res.status, String(token)).toBe(401);
        expect(typeof res.body.message).toBe('string');
      }
      const expiredRes = await rest(app, route.method, concretePath(route.path), { ...send, token: expired() });
      expect(expiredRes.body.message).toBe('Your session has expired. Please log in again.');
    },
  );

  const roleRoutes = protectedRoutes.filter((route) => ['Customer', 'Vendor', 'Admin'].includes(accessOf(route)));
  it.each(roleRoutes.map((route) => [`${route.method.toUpperCase()} ${route.path}`, route] as const))('%s answers 403 to the other roles', async (_name, route) => {
    const others = accessOf(route) === 'Customer' ? [vendor] : accessOf(route) === 'Vendor' ? [customer] : [customer, vendor];
    for (const token of others) {
      const form = new FormData();
      form.append('image', new Blob([await png()], { type: 'image/png' }), 'a.png');
      const send = route.image === 'required' ? { form } : route.method === 'get' || route.method === 'delete' ? {} : { body: ANY_BODY };
      const res = await rest(app, route.method, concretePath(route.path), { ...send, token });
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ message: 'You do not have permission to do this.' });
    }
  });

  it('guards every /admin route with the Admin role, apart from the password change open to any account', () => {
    const admin = REST_ROUTES.filter((route) => route.path.startsWith('/admin/'));
    expect(admin.length).toBe(15);
    expect(admin.filter((route) => accessOf(route) !== 'Admin').map((route) => route.path)).toEqual(['/admin/change-password']);
  });
});

describe('auth', () => {
  it('signs up, refuses a mismatch, an Admin role and a bad role; logs in or answers 401', async () => {
    const account = await signUp('Customer');
    expect(account.token).toMatch(/^ey/);
    const base = { name: 'X', username: 'someone1', email: 'someone1@example.com', password: 'Sup3r-secret', phone: '416-555-0100' };
    const mismatch = await rest(app, 'post', '/auth/signup', { body: { ...base, confirmPassword: 'other-pass', role: 'Customer' } });
    expect(mismatch).toMatchObject({ status: 400, body: { message: 'Passwords do not match' } });
    const admin = await rest(app, 'post', '/auth/signup', { body: { ...base, confirmPassword: base.password, role: 'Admin' } });
    expect(admin.status).toBe(403);
    const badRole = await rest(app, 'post', '/auth/signup', { body: { ...base, confirmPassword: base.password, role: 'Wizard' } });
    expect(badRole).toMatchObject({ status: 400, body: { message: 'role must be Customer or Vendor.' } });
    const missing = await rest(app, 'post', '/auth/signup', { body: { name: 'X' } });
    expect(missing).toMatchObject({ status: 400, body: { message: 'username is required.' } });

    const login = await rest(app, 'post', '/auth/login', { body: { email: account.email, password: account.password } });
    expect(login).toMatchObject({ status: 200, body: { role: 'Customer', name: expect.any(String), token: expect.any(String) } });
    const wrong = await rest(app, 'post', '/auth/login', { body: { email: account.email, password: 'wrong-password' } });
    expect(wrong).toMatchObject({ status: 401, body: { message: 'Invalid email or password.' } });
    const noPassword = await rest(app, 'post', '/auth/login', { body: { email: account.email } });
    expect(noPassword.status).toBe(400);
    const malformed = await fetch(`${app.baseUrl}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"email":' });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({ message: 'The request is malformed.' });
  });

  it('verifies an email address once from its link', async () => {
    const account = await signUp('Customer');
    const token = await new AccountTokenService(app.orm.em.fork()).create(account.id, 'verify');
    const ok = await rest(app, 'get', `/auth/verify-email/${token}`);
    expect(ok).toMatchObject({ status: 200, body: { message: 'Your email address has been verified. You can now sign in.' } });
    const again = await rest(app, 'get', `/auth/verify-email/${token}`);
    expect(again).toMatchObject({ status: 400, body: { message: 'This link is invalid, has expired or has already been used.' } });
  });

  it('mails a reset link and resets the password from it', async () => {
    const account = await signUp('Customer');
    const forgot = await rest(app, 'post', '/auth/forgot-password', { body: { email: account.email } });
    expect(forgot.status).toBe(200);
    expect(forgot.body.message).toEqual(expect.any(String));
    expect((await rest(app, 'post', '/auth/forgot-password', { body: {} })).status).toBe(400);

    const token = await new AccountTokenService(app.orm.em.fork()).create(account.id, 'reset');
    const short = await rest(app, 'post', `/auth/reset-password/${token}`, { body: { password: 'short' } });
    expect(short.status).toBe(400);
    const reset = await rest(app, 'post', `/auth/reset-password/${token}`, { body: { password: 'Another-pass1' } });
    expect(reset).toMatchObject({ status: 200, body: { message: 'Your password has been reset. Please sign in with your new password.' } });
    expect(await restLogin(app, account.email, 'Another-pass1')).toMatch(/^ey/);
    // Every session of the account ends with a reset.
    expect((await rest(app, 'get', '/customers/profile', { token: account.token })).status).toBe(401);
    expect((await rest(app, 'post', `/auth/reset-password/${token}`, { body: { password: 'Another-pass2' } })).status).toBe(400);
  });
});

describe('public catalogue', () => {
  it('lists products as an array with _id and dollar prices, paged by X-Next-Cursor', async () => {
    const first = await rest(app, 'get', '/products?limit=2');
    expect(first.status).toBe(200);
    expect(first.body).toHaveLength(2);
    const [product] = first.body;
    expect(product).toMatchObject({ _id: expect.any(String), name: expect.any(String), price: expect.any(Number), stock: expect.any(Number), images: expect.any(Array) });
    expect(product.id).toBeUndefined();
    const [{ price_cents }] = await sql().execute(`select price_cents from products where id = ?`, [product._id]);
    expect(product.price).toBe(price_cents / 100);
    const cursor = first.headers.get('x-next-cursor');
    expect(cursor).toBeTruthy();
    const second = await rest(app, 'get', `/products?limit=2&after=${encodeURIComponent(cursor!)}`);
    expect(second.body.map((p: { _id: string }) => p._id)).not.toContain(product._id);
    expect((await rest(app, 'get', '/products?limit=0')).status).toBe(400);
    expect((await rest(app, 'get', '/products?limit=many')).body).toEqual({ message: 'limit must be a number.' });
  });

  it('filters and sorts products as the storefront does', async () => {
    const listed = await rest(app, 'get', '/products?categories=pantry,bakery&min=8&max=16&inStock=true&sort=price_desc');
    expect(listed.status).toBe(200);
    const prices = listed.body.map((p: { price: number }) => p.price);
    expect(prices.length).toBeGreaterThan(2);
    expect([...prices].sort((a: number, b: number) => b - a)).toEqual(prices);
    expect(listed.body.every((p: { price: number; stock: number; category: string }) => p.price >= 8 && p.price <= 16 && p.stock > 0 && ['Pantry', 'Bakery'].includes(p.category))).toBe(true);
    const [{ vendor_id: shop }] = await sql().execute(`select vendor_id from products where id = ?`, [listed.body[0]._id]);
    const byShop = await rest(app, 'get', `/products?shop=${shop}`);
    expect(byShop.body.length).toBeGreaterThan(0);
    const [{ n }] = await sql().execute(`select count(*)::int as n from products where vendor_id = ? and deleted_at is null`, [shop]);
    expect(byShop.body).toHaveLength(n);
    expect((await rest(app, 'get', '/products?sort=cheapest')).body).toEqual({ message: 'sort must be one of relevance, newest, price_asc, price_desc, best_selling.' });
    expect((await rest(app, 'get', '/products?min=20&max=10')).status).toBe(400);
  });

  it('reads one product, 404 when there is none', async () => {
    const [listed] = (await rest(app, 'get', '/products?limit=1')).body;
    const one = await rest(app, 'get', `/products/${listed._id}`);
    expect(one.status).toBe(200);
    expect(one.body).toEqual(listed);
    expect(await rest(app, 'get', `/products/${randomUUID()}`)).toMatchObject({ status: 404, body: { message: 'Product not found' } });
  });

  it('lists vendors, and vendors with their products', async () => {
    const vendors = await rest(app, 'get', '/vendors');
    expect(vendors.status).toBe(200);
    expect(vendors.body.length).toBe(10);
    expect(vendors.body[0]).toMatchObject({ _id: expect.any(String), role: 'Vendor', businessName: expect.any(String), isVerified: true });
    const withProducts = await rest(app, 'get', '/vendors/with-products?limit=3&products=2');
    expect(withProducts.body).toHaveLength(3);
    for (const shop of withProducts.body) {
      expect(shop.products.length).toBeLessThanOrEqual(2);
      for (const product of shop.products) expect(product.vendor._id).toBe(shop._id);
    }
    expect((await rest(app, 'get', '/vendors/with-products?products=50')).status).toBe(400);
  });
});

describe('vendor', () => {
  it('reads and replaces the shop profile', async () => {
    const profile = await rest(app, 'get', '/vendors/profile', { token: vendor });
    expect(profile.status).toBe(200);
    expect(profile.body).toMatchObject({ _id: expect.any(String), email: 'vendor1@mainstreet.test', settings: { emailNotifications: expect.any(Boolean) } });
    expect(profile.body.products.length).toBeGreaterThan(0);
    const update = await rest(app, 'put', '/vendors/profile', {
      token: vendor,
      body: { businessName: 'Renamed Bakery', email: 'ignored@example.com', phone: '416-555-0199', address: '1 King St' },
    });
    expect(update.status).toBe(200);
    expect(update.body).toMatchObject({ businessName: 'Renamed Bakery', email: 'vendor1@mainstreet.test', phone: '416-555-0199', address: '1 King St' });
    expect(await rest(app, 'put', '/vendors/profile', { token: vendor, body: { businessName: '  ' } })).toMatchObject({
      status: 400,
      body: { message: 'Business name is required.' },
    });
  });

  it('reads its sales figures in dollars', async () => {
    const sales = await rest(app, 'get', '/vendors/sales', { token: vendor });
    expect(sales.status).toBe(200);
    expect(sales.body).toMatchObject({ totalRevenue: expect.any(Number), totalOrders: expect.any(Number), totalProducts: expect.any(Number) });
    const { data } = await app.gql(
      `{ vendorDashboard { revenueThisMonthCents revenueLastMonthCents revenueLastMonthToDateCents revenueGrowthPercent } }`,
      {},
      vendor,
    );
    const gql = data.vendorDashboard;
    expect(sales.body).toMatchObject({
      revenueThisMonth: gql.revenueThisMonthCents / 100,
      revenueLastMonth: gql.revenueLastMonthCents / 100,
      revenueLastMonthToDate: gql.revenueLastMonthToDateCents / 100,
      revenueGrowthPercent: gql.revenueGrowthPercent,
    });
  });

  it('creates (JSON and multipart), lists, replaces and deletes products; refuses bad input and others’ products', async () => {
    const json = await rest(app, 'post', '/vendors/products', { token: vendor, body: { name: 'Rye loaf', category: 'Bakery', price: 7.35, stock: 12, description: 'Dark.' } });
    expect(json.status).toBe(201);
    expect(json.body).toMatchObject({ _id: expect.any(String), name: 'Rye loaf', price: 7.35, stock: 12, images: [] });
    const [{ price_cents }] = await sql().execute(`select price_cents from products where id = ?`, [json.body._id]);
    expect(price_cents).toBe(735);

    const form = new FormData();
    for (const [key, value] of Object.entries({ name: 'Seed loaf', category: 'Bakery', price: '8.10', stock: '4' })) form.append(key, value);
    form.append('image', new Blob([await png()], { type: 'image/png' }), 'loaf.png');
    const multipart = await rest(app, 'post', '/vendors/products', { token: vendor, form });
    expect(multipart.status).toBe(201);
    expect(multipart.body).toMatchObject({ name: 'Seed loaf', price: 8.1, stock: 4, images: [expect.stringMatching(/^\/media\//)] });
    const image = await fetch(`${app.baseUrl}${multipart.body.images[0]}`);
    expect(image.status).toBe(200);

    const listed = await rest(app, 'get', '/vendors/products?q=loaf', { token: vendor });
    expect(listed.body.map((p: { _id: string }) => p._id)).toEqual(expect.arrayContaining([json.body._id, multipart.body._id]));

    // Multipart without a photo keeps the photos; JSON images takes URLs from the upload route.
    const keep = new FormData();
    for (const [key, value] of Object.entries({ name: 'Seed loaf XL', category: 'Bakery', price: '9', stock: '2' })) keep.append(key, value);
    const kept = await rest(app, 'put', `/vendors/products/${multipart.body._id}`, { token: vendor, form: keep });
    expect(kept).toMatchObject({ status: 200, body: { name: 'Seed loaf XL', price: 9, images: multipart.body.images } });
    const replaced = await rest(app, 'put', `/vendors/products/${json.body._id}`, {
      token: vendor,
      body: { name: 'Rye loaf', category: 'Bakery', price: 7.5, stock: 10, images: multipart.body.images },
    });
    expect(replaced).toMatchObject({ status: 200, body: { price: 7.5, images: multipart.body.images } });

    expect(await rest(app, 'post', '/vendors/products', { token: vendor, body: { name: 'X', category: 'Y', price: 'cheap', stock: 1 } })).toMatchObject({
      status: 400,
      body: { message: 'price must be a number.' },
    });
    expect(await rest(app, 'post', '/vendors/products', { token: vendor, body: { name: '', category: 'Y', price: 1, stock: 1 } })).toMatchObject({
      status: 400,
      body: { message: 'Please fill out all required fields.' },
    });
    expect((await rest(app, 'post', '/vendors/products', { token: vendor, body: { name: 'X', category: 'Y', price: 1, stock: -1 } })).body).toEqual({
      message: 'Stock cannot be negative.',
    });
    // Another shop's product: 404, as for a missing one, and it is unchanged.
    const foreign = await rest(app, 'put', `/vendors/products/${json.body._id}`, { token: otherVendor, body: { name: 'Mine now', category: 'Y', price: 1, stock: 1 } });
    expect(foreign.status).toBe(404);
    expect((await rest(app, 'delete', `/vendors/products/${json.body._id}`, { token: otherVendor })).status).toBe(404);
    expect((await rest(app, 'get', `/products/${json.body._id}`)).body.name).toBe('Rye loaf');

    expect(await rest(app, 'delete', `/vendors/products/${json.body._id}`, { token: vendor })).toMatchObject({ status: 200, body: { message: 'Product deleted.' } });
    expect((await rest(app, 'delete', `/vendors/products/${json.body._id}`, { token: vendor })).status).toBe(404);
    expect((await rest(app, 'put', `/vendors/products/${randomUUID()}`, { token: vendor, body: { name: 'X', category: 'Y', price: 1, stock: 1 } })).status).toBe(404);
  });

  it('uploads a product photo, refusing a missing or non-image file', async () => {
    const form = new FormData();
    form.append('image', new Blob([await png()], { type: 'image/png' }), 'p.png');
    const upload = await rest(app, 'post', '/upload/product', { token: vendor, form });
    expect(upload).toMatchObject({ status: 201, body: { imageUrl: `/media/${upload.body.id}` } });

    const empty = new FormData();
    empty.append('name', 'no photo');
    expect(await rest(app, 'post', '/upload/product', { token: vendor, form: empty })).toMatchObject({
      status: 400,
      body: { message: 'Send the photo as multipart form field "image".' },
    });
    const text = new FormData();
    text.append('image', new Blob(['hello'], { type: 'image/png' }), 'fake.png');
    expect(await rest(app, 'post', '/upload/product', { token: vendor, form: text })).toMatchObject({
      status: 400,
      body: { message: 'Please upload a JPEG, PNG or WebP image.' },
    });
    expect((await rest(app, 'post', '/upload/product', { form })).status).toBe(401);
  });

  it('reads and changes its settings', async () => {
    expect(await rest(app, 'put', '/vendors/settings', { token: vendor, body: { emailNotifications: false } })).toMatchObject({
      status: 200,
      body: { emailNotifications: false },
    });
    expect(await rest(app, 'get', '/vendors/settings', { token: vendor })).toMatchObject({ status: 200, body: { emailNotifications: false } });
    expect(await rest(app, 'put', '/vendors/settings', { token: vendor, body: { emailNotifications: 'maybe' } })).toMatchObject({
      status: 400,
      body: { message: 'emailNotifications must be true or false.' },
    });
  });

  it('lists its orders and refuses an unknown status or another shop’s order', async () => {
    const orders = await rest(app, 'get', '/vendors/orders?limit=5', { token: vendor });
    expect(orders.status).toBe(200);
    expect(Array.isArray(orders.body)).toBe(true);
    expect((await rest(app, 'get', '/vendors/orders?status=Lost', { token: vendor })).status).toBe(400);
    if (orders.body.length) {
      const order = orders.body[0];
      expect(order).toMatchObject({ _id: expect.any(String), status: expect.any(String), totalPrice: expect.any(Number), items: expect.any(Array) });
      expect(await rest(app, 'put', `/vendors/orders/${order._id}`, { token: vendor, body: { status: 'Lost' } })).toMatchObject({ status: 400 });
      expect((await rest(app, 'put', `/vendors/orders/${order._id}`, { token: otherVendor, body: { status: 'Shipped' } })).status).toBe(404);
    }
    expect((await rest(app, 'put', `/vendors/orders/${randomUUID()}`, { token: vendor, body: { status: 'Shipped' } })).status).toBe(404);
  });

  it('changes its password (confirmation checked), and old tokens stop working', async () => {
    const shop = await signUp('Vendor');
    expect(
      await rest(app, 'put', '/vendors/change-password', { token: shop.token, body: { currentPassword: shop.password, newPassword: 'Next-pass-1', confirmPassword: 'Other-pass-1' } }),
    ).toMatchObject({ status: 400, body: { message: 'Passwords do not match.' } });
    expect(
      await rest(app, 'put', '/vendors/change-password', { token: shop.token, body: { currentPassword: 'wrong-one', newPassword: 'Next-pass-1', confirmPassword: 'Next-pass-1' } }),
    ).toMatchObject({ status: 400, body: { message: 'Current password is incorrect.' } });
    const changed = await rest(app, 'put', '/vendors/change-password', {
      token: shop.token,
      body: { currentPassword: shop.password, newPassword: 'Next-pass-1', confirmPassword: 'Next-pass-1' },
    });
    expect(changed).toMatchObject({ status: 200, body: { message: 'Password updated.', token: expect.any(String) } });
    expect((await rest(app, 'get', '/vendors/settings', { token: shop.token })).status).toBe(401);
    expect((await rest(app, 'get', '/vendors/settings', { token: changed.body.token })).status).toBe(200);
  });
});

describe('customer', () => {
  it('reads the profile with orders, updates name and phone, lists orders', async () => {
    const profile = await rest(app, 'get', '/customers/profile', { token: customer });
    expect(profile.status).toBe(200);
    expect(profile.body).toMatchObject({ _id: customerId, email: 'alice@mainstreet.test', role: 'Customer', isVerified: true, orders: expect.any(Array) });
    const orders = await rest(app, 'get', '/customers/orders', { token: customer });
    expect(orders.status).toBe(200);
    expect(orders.body.map((o: { _id: string }) => o._id)).toEqual(profile.body.orders.map((o: { _id: string }) => o._id));

    const account = await signUp('Customer');
    const updated = await rest(app, 'put', '/customers/profile/update', { token: account.token, body: { name: 'Robin Renamed', phone: '416-555-0111', email: 'no@x.y' } });
    expect(updated).toMatchObject({ status: 200, body: { name: 'Robin Renamed', phone: '416-555-0111', email: account.email } });
    expect(await rest(app, 'put', '/customers/profile/update', { token: account.token, body: { name: '   ' } })).toMatchObject({
      status: 400,
      body: { message: 'Name is required.' },
    });
    expect((await rest(app, 'put', '/customers/profile/update', { token: account.token, body: {} })).status).toBe(400);
  });

  it('changes its password', async () => {
    const account = await signUp('Customer');
    const changed = await rest(app, 'put', '/customers/change-password', {
      token: account.token,
      body: { currentPassword: account.password, newPassword: 'Fresh-pass-9', confirmPassword: 'Fresh-pass-9' },
    });
    expect(changed.status).toBe(200);
    expect(await restLogin(app, account.email, 'Fresh-pass-9')).toMatch(/^ey/);
    expect((await rest(app, 'put', '/customers/change-password', { token: changed.body.token, body: { currentPassword: 'Fresh-pass-9', newPassword: 'short' } })).status).toBe(400);
  });

  it('keeps a cart: add, update, remove; 404 for an unknown product, 409 over the stock, 400 for bad quantities', async () => {
    const account = await signUp('Customer');
    const product = await inStockProduct();
    const added = await rest(app, 'post', '/cart/add', { token: account.token, body: { productId: product._id, quantity: 2 } });
    expect(added.status).toBe(200);
    expect(added.body).toMatchObject({ itemCount: 2, items: [{ product: { _id: product._id }, quantity: 2 }] });
    expect(added.body.total).toBeCloseTo(Math.round(product.price * 2 * 113) / 100, 2);
    expect((await rest(app, 'get', '/cart', { token: account.token })).body).toEqual(added.body);

    const updated = await rest(app, 'put', `/cart/update/${product._id}`, { token: account.token, body: { quantity: 3 } });
    expect(updated.body.items[0].quantity).toBe(3);
    expect((await rest(app, 'put', `/cart/update/${product._id}`, { token: account.token, body: { quantity: 0 } })).status).toBe(400);
    expect((await rest(app, 'put', `/cart/update/${product._id}`, { token: account.token, body: { quantity: 'two' } })).body).toEqual({
      message: 'quantity must be a number.',
    });
    expect((await rest(app, 'put', `/cart/update/${product._id}`, { token: account.token, body: { quantity: product.stock + 1 } })).status).toBe(409);
    expect((await rest(app, 'post', '/cart/add', { token: account.token, body: { productId: randomUUID() } })).status).toBe(404);
    expect((await rest(app, 'post', '/cart/add', { token: account.token, body: {} })).body).toEqual({ message: 'productId is required.' });

    const removed = await rest(app, 'delete', `/cart/remove/${product._id}`, { token: account.token });
    expect(removed).toMatchObject({ status: 200, body: { items: [], total: 0 } });
  });

  it('keeps a wishlist: add, read, remove', async () => {
    const account = await signUp('Customer');
    const product = await inStockProduct();
    const added = await rest(app, 'post', '/wishlist/add', { token: account.token, body: { productId: product._id } });
    expect(added).toMatchObject({ status: 200, body: { items: [{ product: { _id: product._id } }] } });
    expect((await rest(app, 'get', '/wishlist', { token: account.token })).body).toEqual(added.body);
    expect((await rest(app, 'post', '/wishlist/add', { token: account.token, body: { productId: randomUUID() } })).status).toBe(404);
    expect((await rest(app, 'post', '/wishlist/add', { token: account.token, body: {} })).status).toBe(400);
    expect(await rest(app, 'delete', `/wishlist/remove/${product._id}`, { token: account.token })).toMatchObject({ status: 200, body: { items: [] } });
  });

  it('checks out: 400 for a changed amount or bad details, 402 declined, 409 out of stock, and an Idempotency-Key replay creates nothing', async () => {
    const account = await signUp('Customer');
    const product = await inStockProduct();
    const cart = (await rest(app, 'post', '/cart/add', { token: account.token, body: { productId: product._id, quantity: 1 } })).body;
    const pay = (extra: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
      rest(app, 'post', '/checkout', { token: account.token, headers, body: { sourceId: 'pm_card_visa', amount: cart.total, customerInfo: SHIPPING, ...extra } });

    expect((await pay({ amount: cart.total + 1 })).status).toBe(400);
    expect(await pay({ customerInfo: { ...SHIPPING, postalCode: '12345' } })).toMatchObject({
      status: 400,
      body: { message: 'Please enter a valid Canadian postal code, e.g. M5V 2T6.' },
    });
    expect(await pay({ customerInfo: undefined })).toMatchObject({ status: 400, body: { message: 'customerInfo.name is required.' } });
    const declined = await pay({ sourceId: 'pm_card_chargeDeclined' });
    expect(declined.status).toBe(402);
    expect(declined.body.message).toEqual(expect.any(String));

    const [{ stock }] = await sql().execute(`select stock from products where id = ?`, [product._id]);
    await sql().execute(`update products set stock = 0 where id = ?`, [product._id]);
    expect((await pay()).status).toBe(409);
    await sql().execute(`update products set stock = ? where id = ?`, [stock, product._id]);

    const key = randomUUID();
    const paid = await pay({}, { 'Idempotency-Key': key });
    expect(paid).toMatchObject({ status: 200, body: { success: true, message: expect.any(String), orders: [{ _id: expect.any(String) }] } });
    const replay = await pay({}, { 'Idempotency-Key': key });
    expect(replay.status).toBe(200);
    expect(replay.body.paymentId).toBe(paid.body.paymentId);
    expect(replay.body.orders.map((o: { _id: string }) => o._id)).toEqual(paid.body.orders.map((o: { _id: string }) => o._id));
    // One placed order; the declined checkout's reservation stays closed as PaymentFailed.
    const [{ count }] = await sql().execute(`select count(*)::int as count from orders where customer_id = ? and status <> 'PaymentFailed'`, [account.id]);
    expect(count).toBe(1);
    const [{ stock: after }] = await sql().execute(`select stock from products where id = ?`, [product._id]);
    expect(after).toBe(stock - 1);
  });
});

describe('admin', () => {
  it('reads the dashboard stats in dollars with a monthly chart and a status map', async () => {
    const stats = await rest(app, 'get', '/admin/stats', { token: admin });
    expect(stats.status).toBe(200);
    const { data } = await app.gql(
      `{ adminStats { users vendors orders totalRevenueCents revenueThisMonthCents revenueLastMonthCents revenueLastMonthToDateCents salesGrowthRate
         salesData { month revenueCents } statusBreakdown { status count } } }`,
      {},
      admin,
    );
    const gql = data.adminStats;
    expect(stats.body).toMatchObject({ users: gql.users, vendors: gql.vendors, orders: gql.orders, totalRevenue: gql.totalRevenueCents / 100, salesGrowthRate: gql.salesGrowthRate });
    expect(stats.body).toMatchObject({
      revenueThisMonth: gql.revenueThisMonthCents / 100,
      revenueLastMonth: gql.revenueLastMonthCents / 100,
      revenueLastMonthToDate: gql.revenueLastMonthToDateCents / 100,
    });
    expect(stats.body.users).toBeGreaterThan(10);
    expect(stats.body.salesData).toEqual({
      labels: gql.salesData.map((m: { month: string }) => m.month),
      datasets: [{ label: 'Revenue', data: gql.salesData.map((m: { revenueCents: number }) => m.revenueCents / 100) }],
    });
    expect(stats.body.salesData.labels).toHaveLength(12);
    expect(Object.keys(stats.body.statusBreakdown).sort()).toEqual(['Cancelled', 'Delivered', 'Pending', 'Processing', 'Shipped']);
    const [{ count }] = await sql().execute(`select count(*)::int as count from orders where status = 'Pending'`);
    expect(stats.body.statusBreakdown.Pending).toBe(count);
  });

  it('reads analytics over 3, 6 or 12 months; refuses a bad range', async () => {
    const three = await rest(app, 'get', '/admin/analytics?months=3', { token: admin });
    expect(three.status).toBe(200);
    expect(three.body).toMatchObject({ totalSales: expect.any(Number), newUsers: expect.any(Number), activeVendors: expect.any(Number) });
    expect(three.body.salesChart.labels).toHaveLength(3);
    expect(three.body.salesChart.datasets[0].data).toHaveLength(3);
    expect(three.body.usersChart).toMatchObject({ labels: three.body.salesChart.labels, datasets: [{ label: 'New users' }] });
    const total = three.body.salesChart.datasets[0].data.reduce((sum: number, value: number) => sum + value, 0);
    expect(three.body.totalSales).toBeCloseTo(total, 2);
    expect((await rest(app, 'get', '/admin/analytics', { token: admin })).body.usersChart.labels).toHaveLength(12);
    expect((await rest(app, 'get', '/admin/analytics?months=0', { token: admin })).status).toBe(400);
    expect(await rest(app, 'get', '/admin/analytics?months=six', { token: admin })).toMatchObject({ status: 400, body: { message: 'months must be a number.' } });
  });

  it('lists, searches and pages users; creates, edits and deletes one; refuses bad input, unknown ids and deleting itself', async () => {
    const found = await rest(app, 'get', '/admin/users?q=alice', { token: admin });
    expect(found.status).toBe(200);
    expect(found.body.map((u: { email: string }) => u.email)).toContain('alice@mainstreet.test');
    expect(found.body[0]).toMatchObject({ _id: expect.any(String), username: expect.any(String), role: expect.any(String) });
    const first = await rest(app, 'get', '/admin/users?limit=2', { token: admin });
    expect(first.body).toHaveLength(2);
    const second = await rest(app, 'get', `/admin/users?limit=2&after=${encodeURIComponent(first.headers.get('x-next-cursor')!)}`, { token: admin });
    expect(second.body.map((u: { _id: string }) => u._id)).not.toContain(first.body[0]._id);

    const created = await rest(app, 'post', '/admin/users', { token: admin, body: { username: 'new.clerk', email: 'new.clerk@example.com', role: 'customer' } });
    expect(created).toMatchObject({ status: 201, body: { _id: expect.any(String), username: 'new.clerk', email: 'new.clerk@example.com', role: 'Customer' } });
    const id = created.body._id;
    expect(await rest(app, 'post', '/admin/users', { token: admin, body: { username: 'other.clerk', email: 'new.clerk@example.com', role: 'Customer' } })).toMatchObject({
      status: 400,
      body: { message: 'An account with this email already exists.' },
    });
    expect(await rest(app, 'post', '/admin/users', { token: admin, body: { username: 'x.clerk', role: 'Customer' } })).toMatchObject({ status: 400, body: { message: 'email is required.' } });
    expect(await rest(app, 'post', '/admin/users', { token: admin, body: { username: 'x.clerk', email: 'x@example.com', role: 'Wizard' } })).toMatchObject({
      status: 400,
      body: { message: 'role must be Customer, Vendor or Admin.' },
    });
    expect((await rest(app, 'post', '/admin/users', { token: admin, body: { username: 'x.clerk', email: 'not-an-email', role: 'Customer' } })).status).toBe(400);
    expect((await rest(app, 'post', '/admin/users', { token: admin, body: { username: 'a b', email: 'ab@example.com', role: 'Customer' } })).status).toBe(400);

    const updated = await rest(app, 'put', `/admin/users/${id}`, { token: admin, body: { username: 'renamed.clerk', email: 'new.clerk@example.com', role: 'Customer' } });
    expect(updated).toMatchObject({ status: 200, body: { _id: id, username: 'renamed.clerk' } });
    expect((await rest(app, 'put', `/admin/users/${id}`, { token: admin, body: { username: 'renamed.clerk', email: 'nope', role: 'Customer' } })).status).toBe(400);
    expect((await rest(app, 'put', `/admin/users/${id}`, { token: admin, body: { email: 'new.clerk@example.com', role: 'Customer' } })).status).toBe(400);
    expect((await rest(app, 'put', `/admin/users/${randomUUID()}`, { token: admin, body: { username: 'ghost.user', email: 'ghost@example.com', role: 'Customer' } })).status).toBe(404);

    expect(await rest(app, 'delete', `/admin/users/${id}`, { token: admin })).toMatchObject({ status: 200, body: { message: 'User deleted.' } });
    expect((await rest(app, 'delete', `/admin/users/${id}`, { token: admin })).status).toBe(404);
    expect((await rest(app, 'get', '/admin/users?q=renamed.clerk', { token: admin })).body).toEqual([]);

    const me = (await rest(app, 'get', '/admin/profile', { token: admin })).body;
    expect(await rest(app, 'delete', `/admin/users/${me._id}`, { token: admin })).toMatchObject({ status: 403, body: { message: 'You cannot delete your own account.' } });
    expect((await rest(app, 'get', '/admin/users', { token: customer })).status).toBe(403);
  });

  it('lists, creates, verifies and deletes shops; refuses bad input and unknown ids', async () => {
    const listed = await rest(app, 'get', '/admin/vendors?limit=100', { token: admin });
    expect(listed.status).toBe(200);
    expect(listed.body.length).toBeGreaterThanOrEqual(10);
    expect(listed.body[0]).toMatchObject({ _id: expect.any(String), name: expect.any(String), email: expect.any(String), isVerified: expect.any(Boolean) });

    const created = await rest(app, 'post', '/admin/vendors', { token: admin, body: { name: 'Corner Kiosk', email: 'kiosk@example.com', phone: '416-555-0177' } });
    expect(created).toMatchObject({ status: 201, body: { _id: expect.any(String), name: 'Corner Kiosk', email: 'kiosk@example.com', phone: '416-555-0177', isVerified: false } });
    const id = created.body._id;
    expect((await rest(app, 'get', '/admin/vendors?q=corner kiosk', { token: admin })).body.map((v: { _id: string }) => v._id)).toEqual([id]);
    expect((await rest(app, 'get', '/vendors?limit=100')).body.map((v: { _id: string }) => v._id)).not.toContain(id);

    expect(await rest(app, 'post', '/admin/vendors', { token: admin, body: { email: 'kiosk2@example.com' } })).toMatchObject({ status: 400, body: { message: 'name is required.' } });
    expect((await rest(app, 'post', '/admin/vendors', { token: admin, body: { name: 'Kiosk Two', email: 'kiosk2' } })).status).toBe(400);
    expect((await rest(app, 'post', '/admin/vendors', { token: admin, body: { name: 'Kiosk Two', email: 'kiosk2@example.com', isVerified: 'yes' } })).status).toBe(400);

    const verified = await rest(app, 'put', `/admin/vendors/${id}`, { token: admin, body: { name: 'Corner Kiosk', email: 'kiosk@example.com', phone: null, isVerified: true } });
    expect(verified).toMatchObject({ status: 200, body: { _id: id, phone: null, isVerified: true } });
    expect((await rest(app, 'get', '/vendors?limit=100')).body.map((v: { _id: string }) => v._id)).toContain(id);
    // Without isVerified a replacement keeps the shop's verification.
    expect(await rest(app, 'put', `/admin/vendors/${id}`, { token: admin, body: { name: 'Corner Kiosk & Co', email: 'kiosk@example.com' } })).toMatchObject({
      status: 200,
      body: { name: 'Corner Kiosk & Co', isVerified: true },
    });
    expect((await rest(app, 'put', `/admin/vendors/${id}`, { token: admin, body: { name: '  ', email: 'kiosk@example.com', isVerified: true } })).status).toBe(400);
    expect((await rest(app, 'put', `/admin/vendors/${randomUUID()}`, { token: admin, body: { name: 'Ghost', email: 'ghost@example.com', isVerified: true } })).status).toBe(404);

    expect(await rest(app, 'delete', `/admin/vendors/${id}`, { token: admin })).toMatchObject({ status: 200, body: { message: 'Vendor deleted.' } });
    expect((await rest(app, 'delete', `/admin/vendors/${id}`, { token: admin })).status).toBe(404);
    expect((await rest(app, 'post', '/admin/vendors', { token: vendor, body: { name: 'Mine', email: 'mine@example.com' } })).status).toBe(403);
  });

  it('a promoted admin reads and edits its profile and changes its password', async () => {
    const account = await signUp('Customer');
    expect((await rest(app, 'get', '/admin/profile', { token: account.token })).status).toBe(403);
    const promoted = await rest(app, 'put', `/admin/users/${account.id}`, { token: admin, body: { username: `rest${seq}`, email: account.email, role: 'Admin' } });
    expect(promoted).toMatchObject({ status: 200, body: { role: 'Admin' } });
    // A role change signs the account out.
    expect((await rest(app, 'get', '/admin/profile', { token: account.token })).status).toBe(401);
    const token = await restLogin(app, account.email, account.password);

    expect(await rest(app, 'get', '/admin/profile', { token })).toMatchObject({ status: 200, body: { _id: account.id, email: account.email, role: 'Admin' } });
    const edited = await rest(app, 'put', '/admin/profile', { token, body: { username: 'second.admin', email: account.email, phone: '416-555-0123' } });
    expect(edited).toMatchObject({ status: 200, body: { username: 'second.admin', phone: '416-555-0123' } });
    expect(await rest(app, 'put', '/admin/profile', { token, body: { username: 'second.admin' } })).toMatchObject({ status: 400, body: { message: 'email is required.' } });
    expect((await rest(app, 'put', '/admin/profile', { token, body: { username: 'second.admin', email: 'broken' } })).status).toBe(400);
    expect((await rest(app, 'put', '/admin/profile', { token: customer, body: { username: 'nope.nope', email: 'alice@mainstreet.test' } })).status).toBe(403);

    expect(await rest(app, 'put', '/admin/change-password', { token, body: { currentPassword: 'wrong-one', newPassword: 'Admin-pass-2' } })).toMatchObject({
      status: 400,
      body: { message: 'Current password is incorrect.' },
    });
    const changed = await rest(app, 'put', '/admin/change-password', { token, body: { currentPassword: account.password, newPassword: 'Admin-pass-2' } });
    expect(changed).toMatchObject({ status: 200, body: { message: 'Password updated.', token: expect.any(String) } });
    expect((await rest(app, 'get', '/admin/profile', { token })).status).toBe(401);
    expect((await rest(app, 'get', '/admin/profile', { token: changed.body.token })).status).toBe(200);
    expect(await restLogin(app, account.email, 'Admin-pass-2')).toMatch(/^ey/);
  });
});

describe('answers in the language of Accept-Language', () => {
  const fr = { 'accept-language': 'fr-CA,fr;q=0.9,en;q=0.5' };
  const base = { name: 'X', username: 'francais1', email: 'francais1@example.com', password: 'Sup3r-secret', phone: '416-555-0100' };

  it('writes a validation error, NOT_FOUND, an unauthenticated call and a success message in French', async () => {
    const mismatch = await rest(app, 'post', '/auth/signup', { headers: fr, body: { ...base, confirmPassword: 'other-pass', role: 'Customer' } });
    expect(mismatch).toMatchObject({ status: 400, body: { message: 'Les mots de passe ne correspondent pas' } });
    const missing = await rest(app, 'post', '/auth/signup', { headers: { 'accept-language': 'fr' }, body: { name: 'X' } });
    expect(missing).toMatchObject({ status: 400, body: { message: 'username est obligatoire.' } });
    // class-validator's message, flattened by the GraphQL error formatter.
    const shortPassword = await rest(app, 'post', '/auth/signup', { headers: fr, body: { ...base, password: 'short', confirmPassword: 'short', role: 'Customer' } });
    expect(shortPassword).toMatchObject({ status: 400, body: { message: 'Le mot de passe doit contenir au moins 8 caractères.' } });

    const missingProduct = await rest(app, 'get', `/products/${randomUUID()}`, { headers: fr });
    expect(missingProduct).toMatchObject({ status: 404, body: { message: 'Produit introuvable' } });
    expect(missingProduct.headers.get('vary')).toMatch(/Accept-Language/i);
    expect(await rest(app, 'get', '/no-such-path', { headers: fr })).toMatchObject({ status: 404, body: { message: 'Introuvable.' } });

    expect(await rest(app, 'get', '/customers/profile', { headers: fr })).toMatchObject({ status: 401, body: { message: 'Vous devez vous connecter.' } });
    expect(await rest(app, 'get', '/customers/profile', { headers: fr, token: 'not-a-jwt' })).toMatchObject({
      status: 401,
      body: { message: 'Votre session a expiré. Veuillez vous reconnecter.' },
    });
    const wrong = await rest(app, 'post', '/auth/login', { headers: fr, body: { email: 'alice@mainstreet.test', password: 'wrong-password' } });
    expect(wrong).toMatchObject({ status: 401, body: { message: 'Courriel ou mot de passe non valide.' } });
    expect(await rest(app, 'get', '/customers/profile', { headers: fr, token: vendor })).toMatchObject({
      status: 403,
      body: { message: 'Vous n’avez pas la permission de faire ceci.' },
    });

    const signedIn = await signUp('Customer');
    expect(await rest(app, 'post', '/auth/logout', { headers: fr, token: signedIn.token })).toMatchObject({ status: 200, body: { message: 'Déconnexion effectuée.' } });
  });

  it('writes the values of a message in French formats', async () => {
    const account = await signUp('Customer');
    const product = await inStockProduct();
    await sql().execute(`update products set stock = 2 where id = ?`, [product._id]);
    const over = await rest(app, 'post', '/cart/add', { headers: fr, token: account.token, body: { productId: product._id, quantity: 3 } });
    expect(over).toMatchObject({ status: 409, body: { message: expect.stringMatching(/^« .+ » : plus que 2 en stock\.$/) } });
  });

  it('stays in English without Accept-Language, for English, and for a language it does not speak', async () => {
    for (const headers of [{} as Record<string, string>, { 'accept-language': 'en-CA' }, { 'accept-language': 'de-DE' }, { 'accept-language': 'en;q=0.9,fr;q=0.5' }]) {
      expect(await rest(app, 'get', `/products/${randomUUID()}`, { headers })).toMatchObject({ status: 404, body: { message: 'Product not found' } });
      expect(await rest(app, 'get', '/customers/profile', { headers })).toMatchObject({ status: 401, body: { message: 'You must be signed in.' } });
    }
  });
});

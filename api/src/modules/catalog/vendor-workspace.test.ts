import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomers, createShop, SHIPPING, stockOf } from '../../../test/commerce-fixtures';
import { eventually } from '../../../test/smtp-test-server';
import { login, startTestApp, type TestApp } from '../../../test/test-app';
import type { PaymentProvider, RefundResult } from '../payments/payment-provider';
import { TestPaymentProvider } from '../payments/test-payment.provider';

/** The test provider, recording refunds so the test can count them. */
class RecordingProvider extends TestPaymentProvider implements PaymentProvider {
  refunds: { reference: string; amountCents: number; key: string }[] = [];
  override async refund(reference: string, amountCents: number, idempotencyKey: string): Promise<RefundResult> {
    this.refunds.push({ reference, amountCents, key: idempotencyKey });
    return super.refund(reference, amountCents, idempotencyKey);
  }
}

const CREATE = `mutation CreateProduct($input: ProductInput!) { createProduct(input: $input) { id name priceCents stock images vendor { id } } }`;
const UPDATE = `mutation UpdateProduct($id: ID!, $input: ProductInput!) { updateProduct(id: $id, input: $input) { id name } }`;
const DELETE = `mutation DeleteProduct($id: ID!) { deleteProduct(id: $id) }`;
const STOCK = `mutation SetProductStock($id: ID!, $stock: Int!) { setProductStock(id: $id, stock: $stock) { stock } }`;
const MY_PRODUCTS = `query MyProducts($q: String) { myProducts(q: $q, first: 100) { nodes { id name category } } }`;
const ORDERS = `query VendorOrders { vendorOrders(first: 100) { nodes { id status customerName total items { productName quantity } } } }`;
const STATUS = `mutation UpdateOrderStatus($id: ID!, $status: OrderStatus!) { updateOrderStatus(id: $id, status: $status) { id status } }`;
const DASHBOARD = `query VendorDashboard { vendorDashboard {
  businessName totalProducts totalOrders totalRevenueCents revenueThisMonthCents revenueLastMonthCents revenueLastMonthToDateCents revenueGrowthPercent } }`;

let app: TestApp;
const provider = new RecordingProvider();
/** The app's clock: the real time unless a test pins it. */
let pinnedNow: Date | null = null;
beforeAll(async () => {
  app = await startTestApp({ seed: true, paymentProvider: provider, refunds: { pollIntervalMs: 100 }, clock: () => pinnedNow ?? new Date() });
});
afterAll(() => app.close());

const input = (overrides: Record<string, unknown> = {}) => ({ name: 'Test Tart', category: 'Bakery', priceCents: 650, stock: 12, description: 'Buttery.', ...overrides });
const code = (res: any) => res.errors?.[0]?.extensions?.code;

async function ownerOf(vendorId: string) {
  const [{ user_id }] = await app.orm.em.fork().execute(`select user_id from vendors where id = ?`, [vendorId]);
  return app.tokenFor(user_id);
}

async function upload(token: string | null, bytes: Buffer, filename: string, type: string) {
  const form = new FormData();
  form.append('image', new Blob([bytes], { type }), filename);
  const res = await fetch(`${app.baseUrl}/media/uploads`, { method: 'POST', body: form, headers: token ? { authorization: `Bearer ${token}` } : {} });
  return { status: res.status, body: (await res.json()) as any };
}

async function paidOrder(productId: string, quantity: number) {
  const [customer] = await createCustomers(app, 1);
  const added = await app.gql(`mutation($p: ID!, $q: Int!) { addToCart(productId: $p, quantity: $q) { totalCents } }`, { p: productId, q: quantity }, customer.token);
  const res = await app.gql(`mutation($i: CheckoutInput!) { checkout(input: $i) { orders { id totalCents } } }`, {
    i: { idempotencyKey: randomUUID(), paymentMethodId: 'pm_card_visa', expectedTotalCents: added.data.addToCart.totalCents, shipping: SHIPPING },
  }, customer.token);
  return { customer, order: res.data.checkout.orders[0] as { id: string; totalCents: number } };
}

describe('vendor products', () => {
  it('creates, lists, edits and deletes only the caller\'s products; other shops are refused with nothing changed', async () => {
    const a = await createShop(app, [{ name: 'A Original', priceCents: 100, stock: 1 }]);
    const b = await createShop(app, [{ name: 'B Original', priceCents: 200, stock: 2 }]);
    const [tokenA, tokenB] = [await ownerOf(a.vendorId), await ownerOf(b.vendorId)];

    const created = (await app.gql(CREATE, { input: input() }, tokenA)).data.createProduct;
    expect(created).toMatchObject({ name: 'Test Tart', priceCents: 650, stock: 12, vendor: { id: a.vendorId } });
    expect((await app.gql(MY_PRODUCTS, { q: 'bakery' }, tokenA)).data.myProducts.nodes.map((p: any) => p.id)).toEqual([created.id]);
    expect((await app.gql(MY_PRODUCTS, {}, tokenB)).data.myProducts.nodes.map((p: any) => p.name)).toEqual(['B Original']);

    for (const [query, variables] of [
      [UPDATE, { id: created.id, input: input({ name: 'Hijacked' }) }],
      [STOCK, { id: created.id, stock: 0 }],
      [DELETE, { id: created.id }],
    ] as const) {
      expect(code(await app.gql(query, variables, tokenB))).toBe('NOT_FOUND'); // as for a missing one
    }
    const [row] = await app.orm.em.fork().execute(`select name, stock, deleted_at from products where id = ?`, [created.id]);
    expect(row).toEqual({ name: 'Test Tart', stock: 12, deleted_at: null });

    expect((await app.gql(UPDATE, { id: created.id, input: input({ name: 'Test Tart (6)' }) }, tokenA)).data.updateProduct.name).toBe('Test Tart (6)');
    expect((await app.gql(STOCK, { id: created.id, stock: 3 }, tokenA)).data.setProductStock.stock).toBe(3);
    expect((await app.gql(DELETE, { id: created.id }, tokenA)).data.deleteProduct).toBe(true);
    expect((await app.gql(`query($id: ID!) { product(id: $id) { id } }`, { id: created.id })).data.product).toBeNull();
  });

  it('validates product input with the form messages', async () => {
    const shop = await createShop(app, []);
    const token = await ownerOf(shop.vendorId);
    for (const [overrides, message] of [
      [{ name: '  ' }, 'Please fill out all required fields.'],
      [{ category: '' }, 'Please fill out all required fields.'],
      [{ priceCents: -1 }, 'Price cannot be negative.'],
      [{ stock: 1.5 }, null],
      [{ imageIds: [randomUUID()] }, 'Unknown photo: upload it first.'],
    ] as const) {
      const res = await app.gql(CREATE, { input: input(overrides) }, token);
      expect(res.errors?.[0].extensions?.code).toBe(message ? 'BAD_USER_INPUT' : 'BAD_USER_INPUT');
      if (message) expect(res.errors?.[0].message).toBe(message);
    }
    expect((await app.gql(MY_PRODUCTS, {}, token)).data.myProducts.nodes).toEqual([]);
    expect(code(await app.gql(CREATE, { input: input() }, await login(app, 'alice@mainstreet.test')))).toBe('FORBIDDEN');
    expect(code(await app.gql(CREATE, { input: input() }))).toBe('UNAUTHENTICATED');
  });

  it('keeps past orders readable after a product is deleted ("Deleted Product")', async () => {
    const shop = await createShop(app, [{ name: 'Vanishing Vinegar', priceCents: 900, stock: 5 }]);
    const { customer } = await paidOrder(shop.productIds[0], 1);
    await app.gql(DELETE, { id: shop.productIds[0] }, await ownerOf(shop.vendorId));
    const orders = (await app.gql(`{ myOrders { nodes { items { productName } } } }`, {}, customer.token)).data.myOrders.nodes;
    expect(orders[0].items).toEqual([{ productName: 'Deleted Product' }]);
  });
});

describe('photo uploads', () => {
  it('accepts real JPEG, PNG or WebP content whatever the name, stores WebP variants, and attaches only own photos', async () => {
    const shop = await createShop(app, []);
    const token = await ownerOf(shop.vendorId);
    const png = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#c05621' } }).png().toBuffer();
    const res = await upload(token, png, 'photo.jpg', 'image/jpeg'); // a PNG named .jpg is fine
    expect(res.status).toBe(201);
    expect(res.body.imageUrl).toBe(`/media/${res.body.id}`);
    const image = await fetch(`${app.baseUrl}${res.body.imageUrl}`);
    expect(image.headers.get('content-type')).toBe('image/webp');
    expect(image.headers.get('cache-control')).toContain('immutable');
    expect((await sharp(Buffer.from(await image.arrayBuffer())).metadata()).width).toBe(1200);
    const small = await fetch(`${app.baseUrl}${res.body.imageUrl}?w=300`);
    expect((await sharp(Buffer.from(await small.arrayBuffer())).metadata()).width).toBe(300);

    const created = (await app.gql(CREATE, { input: input({ imageIds: [res.body.id] }) }, token)).data.createProduct;
    expect(created.images).toEqual([res.body.imageUrl]);
    const other = await ownerOf((await createShop(app, [])).vendorId);
    const stolen = await app.gql(CREATE, { input: input({ imageIds: [res.body.id] }) }, other);
    expect(stolen.errors?.[0].message).toBe('Unknown photo: upload it first.');
  });

  it('refuses text named .png, anything over 5 MB, guests and customers', async () => {
    const token = await ownerOf((await createShop(app, [])).vendorId);
    const fake = await upload(token, Buffer.from('definitely not an image'), 'photo.png', 'image/png');
    expect(fake).toEqual({ status: 400, body: { message: 'Please upload a JPEG, PNG or WebP image.' } });
    const gif = await upload(token, Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64'), 'a.gif', 'image/gif');
    expect(gif.status).toBe(400);
    const huge = await upload(token, Buffer.alloc(5 * 1024 * 1024 + 1, 1), 'big.jpg', 'image/jpeg');
    expect(huge).toEqual({ status: 413, body: { message: 'Images must be 5 MB or smaller.' } });
    const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } }).png().toBuffer();
    expect((await upload(null, png, 'a.png', 'image/png')).status).toBe(401);
    expect((await upload(await login(app, 'alice@mainstreet.test'), png, 'a.png', 'image/png')).status).toBe(403);
    const [{ n }] = await app.orm.em.fork().execute(`select count(*) as n from media where owner_vendor_id is not null and byte_size > 5242880`);
    expect(Number(n)).toBe(0);
  });
});

describe('vendor orders', () => {
  it('lists only the shop\'s orders and follows the transition table', async () => {
    const shop = await createShop(app, [{ name: 'Status Strudel', priceCents: 1000, stock: 10 }]);
    const token = await ownerOf(shop.vendorId);
    const { order } = await paidOrder(shop.productIds[0], 1);
    const listed = (await app.gql(ORDERS, {}, token)).data.vendorOrders.nodes;
    expect(listed).toEqual([{ id: order.id, status: 'Pending', customerName: SHIPPING.fullName, total: 11.3, items: [{ productName: 'Status Strudel', quantity: 1 }] }]);

    expect((await app.gql(STATUS, { id: order.id, status: 'Delivered' }, token)).errors?.[0].message).toBe('An order that is Pending cannot be marked Delivered.');
    expect((await app.gql(STATUS, { id: order.id, status: 'Shipped' }, token)).data.updateOrderStatus.status).toBe('Shipped');
    expect((await app.gql(STATUS, { id: order.id, status: 'Shipped' }, token)).errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect((await app.gql(STATUS, { id: order.id, status: 'Delivered' }, token)).data.updateOrderStatus.status).toBe('Delivered');
    const other = await ownerOf((await createShop(app, [])).vendorId);
    expect(code(await app.gql(STATUS, { id: order.id, status: 'Cancelled' }, other))).toBe('NOT_FOUND'); // as for a missing one
    expect((await app.gql(ORDERS, {}, other)).data.vendorOrders.nodes).toEqual([]);
  });

  it('cancels a paid order once: stock back exactly once and one refund of its amount, even when cancelled concurrently', async () => {
    const shop = await createShop(app, [{ name: 'Refund Rugelach', priceCents: 2000, stock: 10 }]);
    const token = await ownerOf(shop.vendorId);
    const { customer, order } = await paidOrder(shop.productIds[0], 3);
    expect(await stockOf(app, shop.productIds[0])).toBe(7);
    const before = provider.refunds.length;

    const results = await Promise.all(Array.from({ length: 5 }, () => app.gql(STATUS, { id: order.id, status: 'Cancelled' }, token)));
    expect(results.filter((r) => r.data?.updateOrderStatus?.status === 'Cancelled')).toHaveLength(1);
    expect(results.filter((r) => code(r) === 'BAD_USER_INPUT')).toHaveLength(4);
    expect(await stockOf(app, shop.productIds[0])).toBe(10);
    // The refund is made right after the cancellation commits (the refund outbox), once.
    await eventually(() => provider.refunds.length > before, 10_000, 'the refund');
    await new Promise((resolve) => setTimeout(resolve, 300)); // more dispatcher rounds: still one
    expect(provider.refunds.slice(before)).toEqual([{ reference: expect.stringMatching(/^test_/), amountCents: order.totalCents, key: `refund-${order.id}` }]);
    expect((await app.gql(STATUS, { id: order.id, status: 'Shipped' }, token)).errors?.[0].message).toBe('This order is cancelled and cannot be changed.');
    const seen = (await app.gql(`{ myOrders { nodes { id status } } }`, {}, customer.token)).data.myOrders.nodes;
    expect(seen).toEqual([{ id: order.id, status: 'Cancelled' }]);
  });
});

describe('vendor dashboard', () => {
  it('computes revenue and growth from real orders, excluding cancelled ones', async () => {
    const shop = await createShop(app, [{ name: 'Growth Granola', priceCents: 1000, stock: 100 }]);
    const token = await ownerOf(shop.vendorId);
    const sql = app.orm.em.fork().getConnection();
    await paidOrder(shop.productIds[0], 3); // this month: 3000
    const { order: cancelled } = await paidOrder(shop.productIds[0], 1);
    await app.gql(STATUS, { id: cancelled.id, status: 'Cancelled' }, token);
    // Ten days before this month began in Toronto: last month, whatever today's date.
    const [{ id: lastMonth }] = await sql.execute(
      `insert into orders (id, customer_id, vendor_id, status, subtotal_cents, tax_cents, total_cents, customer_info, created_at)
       values (gen_random_uuid(), null, ?, 'Delivered', 2000, 260, 2260, '{}'::jsonb,
               (date_trunc('month', now() at time zone 'America/Toronto') - interval '10 days') at time zone 'America/Toronto') returning id`,
      [shop.vendorId],
    );
    expect(lastMonth).toBeTruthy();
    // The growth depends on today's day of the month (the same days of last month): pinned in the next test.
    const dashboard = (await app.gql(DASHBOARD, {}, token)).data.vendorDashboard;
    expect(dashboard).toMatchObject({
      totalProducts: 1,
      totalOrders: 2,
      totalRevenueCents: 5000,
      revenueThisMonthCents: 3000,
      revenueLastMonthCents: 2000,
    });
    const sales = (await app.gql(`{ vendorSales(days: 7, months: 3) { daily { revenueCents } monthly { period revenueCents } topProducts { name units } } }`, {}, token)).data.vendorSales;
    expect(sales.daily).toHaveLength(7);
    // The chart's months follow the database session's time zone: both orders are within its last three months.
    expect(sales.monthly.at(-1).revenueCents).toBe(3000);
    expect(sales.monthly.reduce((sum: number, m: any) => sum + m.revenueCents, 0)).toBe(5000);
    expect(sales.topProducts).toEqual([{ name: 'Growth Granola', units: 3 }]);
  });

  it('compares this month so far with the same days of last month (America/Toronto), not with all of it', async () => {
    const shop = await createShop(app, [{ name: 'Partial Pretzels', priceCents: 1000, stock: 100 }]);
    const token = await ownerOf(shop.vendorId);
    const sql = app.orm.em.fork().getConnection();
    const place = (createdAt: string, subtotalCents: number, status = 'Delivered') =>
      sql.execute(
        `insert into orders (id, customer_id, vendor_id, status, subtotal_cents, tax_cents, total_cents, customer_info, created_at)
         values (gen_random_uuid(), null, ?, ?, ?, 0, ?, '{}'::jsonb, ?)`,
        [shop.vendorId, status, subtotalCents, subtotalCents, new Date(createdAt)],
      );
    await place('2026-10-03T16:00:00Z', 4_000); // October 3: one of the same days
    await place('2026-10-24T15:00:00Z', 1_000); // October 24, 11:00 in Toronto: before the same time of day
    await place('2026-10-24T17:00:00Z', 2_000); // October 24, 13:00 in Toronto: after it
    await place('2026-10-29T16:00:00Z', 3_000); // October 29: later in the month than today
    await place('2026-11-01T02:00:00Z', 500); // October 31, 22:00 in Toronto (November in UTC): last month
    await place('2026-11-10T17:00:00Z', 6_000); // this month
    await place('2026-11-12T17:00:00Z', 9_999, 'Cancelled'); // not counted
    const figures = async (now: string) => {
      pinnedNow = new Date(now);
      try {
        return (await app.gql(DASHBOARD, {}, token)).data.vendorDashboard;
      } finally {
        pinnedNow = null;
      }
    };

    // November 24, 12:00 in Toronto.
    expect(await figures('2026-11-24T17:00:00Z')).toMatchObject({
      revenueThisMonthCents: 6_000,
      revenueLastMonthCents: 10_500,
      revenueLastMonthToDateCents: 5_000,
      revenueGrowthPercent: 20, // against all of October it would read −42.9%
    });
    // November 2: nothing yet in the same days of October (October 1 to 2) to compare with.
    expect(await figures('2026-11-02T17:00:00Z')).toMatchObject({
      revenueThisMonthCents: 0,
      revenueLastMonthCents: 10_500,
      revenueLastMonthToDateCents: 0,
      revenueGrowthPercent: null,
    });
  });
});

describe('profiles', () => {
  const UPDATE_PROFILE = `mutation UpdateProfile($input: UpdateProfileInput!) { updateProfile(input: $input) { name phone email } }`;
  const UPDATE_SHOP = `mutation UpdateMyShop($input: ShopProfileInput!) { updateMyShop(input: $input) { vendor { businessName postalCode } email } }`;
  const NOTIFY = `mutation SetEmailNotifications($enabled: Boolean!) { setEmailNotifications(enabled: $enabled) { emailNotifications } }`;

  it("updates only the caller's name and phone, refusing bad input with nothing changed", async () => {
    const [customer, other] = await createCustomers(app, 2);
    const name = async (id: string) => (await app.orm.em.fork().execute(`select name, phone from users where id = ?`, [id]))[0];
    const before = await name(customer.id);
    for (const [input, message] of [
      [{ name: '  ', phone: null }, 'Name is required.'],
      [{ name: 'Ok', phone: 'call me' }, 'Please enter a valid phone number.'],
    ] as const) {
      expect((await app.gql(UPDATE_PROFILE, { input }, customer.token)).errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
    }
    expect(await name(customer.id)).toEqual(before);
    const updated = (await app.gql(UPDATE_PROFILE, { input: { name: 'New Name', phone: '613-555-0199' } }, customer.token)).data.updateProfile;
    expect(updated).toMatchObject({ name: 'New Name', phone: '613-555-0199' });
    expect((await name(other.id)).name).not.toBe('New Name');
    expect(code(await app.gql(UPDATE_PROFILE, { input: { name: 'X', phone: null } }))).toBe('UNAUTHENTICATED');
  });

  it("edits only the caller's shop and settings, validating input", async () => {
    const shop = await createShop(app, []);
    const token = await ownerOf(shop.vendorId);
    const bad = await app.gql(UPDATE_SHOP, { input: { businessName: 'Shop', postalCode: '12345' } }, token);
    expect(bad.errors?.[0]).toMatchObject({ message: 'Please enter a valid Canadian postal code, e.g. M5V 2T6.', extensions: { code: 'BAD_USER_INPUT' } });
    expect((await app.gql(UPDATE_SHOP, { input: { businessName: ' ' } }, token)).errors?.[0].message).toBe('Business name is required.');
    const saved = (await app.gql(UPDATE_SHOP, { input: { businessName: 'Renamed Shop', postalCode: 'k7l 1a1' } }, token)).data.updateMyShop;
    expect(saved.vendor).toEqual({ businessName: 'Renamed Shop', postalCode: 'K7L 1A1' });
    expect((await app.gql(NOTIFY, { enabled: false }, token)).data.setEmailNotifications.emailNotifications).toBe(false);
    const [row] = await app.orm.em.fork().execute(`select email_notifications from vendors where id = ?`, [shop.vendorId]);
    expect(row.email_notifications).toBe(false);
    expect(code(await app.gql(NOTIFY, { enabled: false }, await login(app, 'alice@mainstreet.test')))).toBe('FORBIDDEN');
  });
});

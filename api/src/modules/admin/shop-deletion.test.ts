import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCustomers, createShop, SHIPPING, stockOf } from '../../../test/commerce-fixtures';
import { eventually } from '../../../test/smtp-test-server';
import { startTestApp, type TestApp } from '../../../test/test-app';
import type { PaymentProvider, RefundResult } from '../payments/payment-provider';
import { RefundDispatcher } from '../payments/refund-dispatcher';
import { TestPaymentProvider } from '../payments/test-payment.provider';

/** The test provider, recording each refund call, and failing the next `failNext` of them (an outage). */
class RecordingProvider extends TestPaymentProvider implements PaymentProvider {
  calls: { reference: string; amountCents: number; key: string }[] = [];
  failNext = 0;
  override async refund(reference: string, amountCents: number, idempotencyKey: string): Promise<RefundResult> {
    this.calls.push({ reference, amountCents, key: idempotencyKey });
    if (this.failNext > 0) {
      this.failNext -= 1;
      throw new Error('the refund service is down');
    }
    return super.refund(reference, amountCents, idempotencyKey);
  }
}

const ADD = `mutation AddToCart($productId: ID!, $quantity: Int!) { addToCart(productId: $productId, quantity: $quantity) { totalCents } }`;
const CHECKOUT = `mutation Checkout($input: CheckoutInput!) { checkout(input: $input) { paymentId orders { id totalCents } } }`;
const STATUS = `mutation UpdateOrderStatus($id: ID!, $status: OrderStatus!) { updateOrderStatus(id: $id, status: $status) { id status } }`;
const DELETE_VENDOR = `mutation DeleteVendor($id: ID!) { deleteVendor(id: $id) }`;
const DELETE_USER = `mutation DeleteUser($id: ID!) { deleteUser(id: $id) }`;
const UPDATE_USER = `mutation UpdateUser($id: ID!, $input: AdminUserInput!) { updateUser(id: $id, input: $input) { id role } }`;
const UPDATE_VENDOR = `mutation UpdateVendor($id: ID!, $input: AdminVendorInput!) { updateVendor(id: $id, input: $input) { id isVerified } }`;
const IMPACT = `query AdminVendorDeletionImpact($id: ID!) { adminVendorDeletionImpact(id: $id) { openOrderCount refundTotalCents } }`;
const PRODUCTS = `query Products($q: String) { products(q: $q, first: 100) { nodes { id } } }`;
const MY_ORDERS = `query MyOrders { myOrders { nodes { id status vendor { id previewProducts(limit: 10) { id } products(first: 10) { nodes { id } } } } } }`;

let app: TestApp;
let admin: string;
let adminId: string;
const provider = new RecordingProvider();

const sql = <T = any>(query: string, params: unknown[] = []) => app.orm.em.fork().getConnection().execute<T[]>(query, params);
const code = (res: { errors?: { extensions?: { code?: string } }[] }) => res.errors?.[0]?.extensions?.code;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const callsFor = (orderId: string) => provider.calls.filter((call) => call.key === `refund-${orderId}`);
const orderStatus = async (id: string) => (await sql(`select status from orders where id = ?`, [id]))[0].status;
const refundRow = async (orderId: string) => (await sql(`select * from refund_outbox where order_id = ?`, [orderId]))[0];
const refunded = (orderId: string) =>
  eventually(async () => {
    const row = await refundRow(orderId);
    return row?.status === 'succeeded' ? row : null;
  }, 15_000, `the refund of ${orderId}`);

async function shopWithOwner(name: string, priceCents = 1500, stock = 20) {
  const shop = await createShop(app, [{ name, priceCents, stock }]);
  const [{ user_id, username, email }] = await sql(`select u.id as user_id, u.username, u.email from vendors v join users u on u.id = v.user_id where v.id = ?`, [
    shop.vendorId,
  ]);
  return { ...shop, ownerId: user_id as string, owner: { username, email }, token: app.tokenFor(user_id) };
}

/** A paid checkout of `quantity` of one product, with its own address for order mail. */
async function buy(productId: string, quantity = 1, headers: Record<string, string> = {}) {
  const [customer] = await createCustomers(app, 1);
  const email = `buyer-${customer.id.slice(0, 8)}@example.com`;
  const { totalCents } = (await app.gql(ADD, { productId, quantity }, customer.token)).data.addToCart;
  const res = await app.gql(
    CHECKOUT,
    { input: { idempotencyKey: randomUUID(), paymentMethodId: 'pm_card_visa', expectedTotalCents: totalCents, shipping: { ...SHIPPING, email } } },
    customer.token,
    headers,
  );
  if (res.errors) throw new Error(JSON.stringify(res.errors));
  return { customer, email, paymentId: res.data.checkout.paymentId as string, order: res.data.checkout.orders[0] as { id: string; totalCents: number } };
}

beforeAll(async () => {
  app = await startTestApp({ seed: true, paymentProvider: provider, refunds: { pollIntervalMs: 100, backoffMs: () => 50 }, mail: { pollIntervalMs: 100 } });
  [{ id: adminId }] = await sql(`select id from users where email = 'admin@mainstreet.test'`);
  admin = app.tokenFor(adminId);
});
afterAll(() => app?.close());
beforeEach(() => {
  provider.failNext = 0;
});

describe('deleting a shop goes through the order process', () => {
  it('cancels and refunds its open paid order once (however often the delete is sent, with two dispatchers), mails the customer, and leaves delivered orders alone', async () => {
    const shop = await shopWithOwner('Stranded Strudel', 1500, 20);
    const open = await buy(shop.productIds[0], 2);
    const done = await buy(shop.productIds[0], 1);
    for (const status of ['Shipped', 'Delivered']) await app.gql(STATUS, { id: done.order.id, status }, shop.token);
    expect(await stockOf(app, shop.productIds[0])).toBe(17);

    // The admin's confirmation: one open order, refunding its amount.
    expect((await app.gql(IMPACT, { id: shop.vendorId }, admin)).data.adminVendorDeletionImpact).toEqual({ openOrderCount: 1, refundTotalCents: open.order.totalCents });

    // A second replica's dispatcher competes for the refund; the admin's delete arrives twice at once.
    const second = new RefundDispatcher(app.orm, provider, { pollIntervalMs: 20 });
    second.start();
    try {
      const answers = await Promise.all([app.gql(DELETE_VENDOR, { id: shop.vendorId }, admin), app.gql(DELETE_VENDOR, { id: shop.vendorId }, admin)]);
      expect(answers.map((res) => res.data?.deleteVendor ?? code(res)).sort()).toEqual(['NOT_FOUND', true].sort());
      expect(code(await app.gql(DELETE_VENDOR, { id: shop.vendorId }, admin))).toBe('NOT_FOUND');

      expect(await orderStatus(open.order.id)).toBe('Cancelled');
      expect(await orderStatus(done.order.id)).toBe('Delivered');
      expect(await sql(`select order_id, amount_cents from refund_outbox where order_id in (?, ?)`, [open.order.id, done.order.id])).toEqual([
        { order_id: open.order.id, amount_cents: open.order.totalCents },
      ]);
      const row = await refunded(open.order.id);
      await pause(400); // more rounds of both dispatchers: still one refund
      expect(callsFor(open.order.id)).toEqual([{ reference: expect.stringMatching(/^test_/), amountCents: open.order.totalCents, key: `refund-${open.order.id}` }]);
      expect(row.provider_refund_reference).toMatch(/^test_re_/);
      expect(callsFor(done.order.id)).toEqual([]);
    } finally {
      await second.stop();
    }
    // The whole checkout was this order: its payment is refunded. The delivered one's is not.
    const payments = await sql(`select id, status from payments where id in (?, ?)`, [open.paymentId, done.paymentId]);
    expect(Object.fromEntries(payments.map((p) => [p.id, p.status]))).toEqual({ [open.paymentId]: 'Refunded', [done.paymentId]: 'Succeeded' });
    // The order process as for any cancellation: stock back (moot for a closed shop, but the books add up) and audited as the admin's.
    expect(await stockOf(app, shop.productIds[0])).toBe(19);
    const audit = await sql(`select actor_id, summary, before, after from audit_log where target_id = ?`, [open.order.id]);
    expect(audit).toEqual([
      {
        actor_id: adminId,
        summary: expect.stringMatching(/^Cancelled order #\w{6} \(was Pending\): shop Shop \w+ closed, \$\d+\.\d\d refunded$/),
        before: { status: 'Pending' },
        after: { status: 'Cancelled' },
      },
    ]);
    const [deletion] = await sql(`select summary from audit_log where target_id = ? and action = 'vendor.delete'`, [shop.vendorId]);
    expect(deletion.summary).toMatch(/; cancelled 1 open order \(\$\d+\.\d\d refunded\)$/);

    // The customer is told, at the address given for order updates; the delivered order's customer is not.
    const mail = await eventually(async () => {
      const rows = await sql(`select recipient, kind, status, subject, text_body from mail_outbox where kind = 'shop-closed-order-cancelled' and recipient in (?, ?)`, [
        open.email,
        done.email,
      ]);
      return rows.length && rows.every((m) => m.status === 'stored') ? rows : null;
    }, 10_000, 'the customer mail');
    expect(mail).toEqual([expect.objectContaining({ recipient: open.email, subject: expect.stringMatching(/^Your order from Shop \w+ was cancelled and refunded$/) })]);
    expect(mail[0].text_body).toContain(`#${open.order.id.slice(-6).toUpperCase()} was cancelled`);

    // The customer sees the cancellation; no path shows the closed shop's products.
    const seen = (await app.gql(MY_ORDERS, {}, open.customer.token)).data.myOrders.nodes;
    expect(seen).toEqual([{ id: open.order.id, status: 'Cancelled', vendor: { id: shop.vendorId, previewProducts: [], products: { nodes: [] } } }]);
    expect((await app.gql(PRODUCTS, { q: 'Stranded Strudel' })).data.products.nodes).toEqual([]);
    expect((await app.gql(`query { products(first: 100) { nodes { id } } }`)).data.products.nodes.map((p: { id: string }) => p.id)).not.toContain(shop.productIds[0]);
    expect(code(await app.gql(IMPACT, { id: shop.vendorId }, admin))).toBe('NOT_FOUND');
  });

  it('retries a refund the provider fails the first time, and makes it once', async () => {
    const shop = await shopWithOwner('Retry Ratafia');
    const { order } = await buy(shop.productIds[0]);
    provider.failNext = 1;
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      expect((await app.gql(DELETE_VENDOR, { id: shop.vendorId }, admin)).data.deleteVendor).toBe(true);
      const row = await refunded(order.id);
      expect(row).toMatchObject({ attempts: 2, last_error: null });
    } finally {
      warn.mockRestore();
    }
    // Two calls, one key: the provider answers a repeated key with the refund it already made.
    expect(callsFor(order.id).map((call) => call.key)).toEqual([`refund-${order.id}`, `refund-${order.id}`]);
  });

  it('closes the shop the same way when its owner account is deleted or leaves the Vendor role', async () => {
    const deleted = await shopWithOwner('Owner Gone Gingerbread');
    const moved = await shopWithOwner('Owner Moved Madeleines');
    const a = await buy(deleted.productIds[0]);
    const b = await buy(moved.productIds[0]);
    expect((await app.gql(DELETE_USER, { id: deleted.ownerId }, admin)).data.deleteUser).toBe(true);
    expect((await app.gql(UPDATE_USER, { id: moved.ownerId, input: { ...moved.owner, role: 'Customer' } }, admin)).data.updateUser.role).toBe('Customer');
    for (const { order } of [a, b]) {
      expect(await orderStatus(order.id)).toBe('Cancelled');
      await refunded(order.id);
      expect(callsFor(order.id)).toHaveLength(1);
    }
    const mails = await sql(`select recipient from mail_outbox where kind = 'shop-closed-order-cancelled' and recipient in (?, ?)`, [a.email, b.email]);
    expect(mails.map((m) => m.recipient).sort()).toEqual([a.email, b.email].sort());
  });

  it("tells a customer in the language of the checkout (else the customer's) that the order was cancelled", async () => {
    const shop = await shopWithOwner('Fermeture Fudge');
    const french = await buy(shop.productIds[0], 1, { 'accept-language': 'fr-CA' });
    const chosen = await buy(shop.productIds[0]);
    await sql(`update users set locale = 'fr-CA' where id = ?`, [chosen.customer.id]);
    const english = await buy(shop.productIds[0]);
    expect((await app.gql(DELETE_VENDOR, { id: shop.vendorId }, admin)).data.deleteVendor).toBe(true);
    const mails = await eventually(async () => {
      const rows = await sql(`select recipient, locale, subject from mail_outbox where kind = 'shop-closed-order-cancelled' and recipient in (?, ?, ?) and subject is not null`, [
        french.email,
        chosen.email,
        english.email,
      ]);
      return rows.length === 3 ? rows : null;
    }, 15_000, 'the three cancellation mails');
    const subjectTo = (email: string) => mails.find((m) => m.recipient === email)!.subject;
    expect(subjectTo(french.email)).toMatch(/^Votre commande chez Shop \w+ a été annulée et remboursée$/);
    expect(subjectTo(chosen.email)).toMatch(/^Votre commande chez Shop \w+ a été annulée et remboursée$/);
    expect(subjectTo(english.email)).toMatch(/^Your order from Shop \w+ was cancelled and refunded$/);
  });

  it('sets a shop back to pending without touching its orders, but shows none of its products anywhere, previews included', async () => {
    const shop = await shopWithOwner('Pending Panettone');
    const { customer, order } = await buy(shop.productIds[0]);
    const [{ email }] = await sql(`select u.email from users u where u.id = ?`, [shop.ownerId]);
    const res = await app.gql(UPDATE_VENDOR, { id: shop.vendorId, input: { name: 'Pending Panettone Co', email, isVerified: false } }, admin);
    expect(res.data.updateVendor.isVerified).toBe(false);
    const seen = (await app.gql(MY_ORDERS, {}, customer.token)).data.myOrders.nodes;
    expect(seen).toEqual([{ id: order.id, status: 'Pending', vendor: { id: shop.vendorId, previewProducts: [], products: { nodes: [] } } }]);
    expect((await app.gql(PRODUCTS, { q: 'Pending Panettone' })).data.products.nodes).toEqual([]);
    expect(await refundRow(order.id)).toBeUndefined();
    // Pending shops can still be deleted, and the confirmation counts their open orders.
    expect((await app.gql(IMPACT, { id: shop.vendorId }, admin)).data.adminVendorDeletionImpact).toEqual({ openOrderCount: 1, refundTotalCents: order.totalCents });
  });

  it('counts only open orders, and only paid ones in the refund, in the confirmation; NOT_FOUND for no such shop', async () => {
    const shop = await shopWithOwner('Impact Imbolc Bread', 1000);
    const paid = await Promise.all([buy(shop.productIds[0], 1), buy(shop.productIds[0], 2)]);
    const cancelled = await buy(shop.productIds[0], 1);
    await app.gql(STATUS, { id: cancelled.order.id, status: 'Cancelled' }, shop.token);
    const processing = paid[1].order;
    await app.gql(STATUS, { id: processing.id, status: 'Processing' }, shop.token);
    // An order from before payments (demo history): cancelled too, but nothing to refund.
    await sql(
      `insert into orders (id, customer_id, vendor_id, status, subtotal_cents, tax_cents, total_cents, customer_info)
       values (gen_random_uuid(), null, ?, 'Shipped', 1000, 130, 1130, '{}'::jsonb)`,
      [shop.vendorId],
    );
    expect((await app.gql(IMPACT, { id: shop.vendorId }, admin)).data.adminVendorDeletionImpact).toEqual({
      openOrderCount: 3,
      refundTotalCents: paid[0].order.totalCents + paid[1].order.totalCents,
    });
    expect(code(await app.gql(IMPACT, { id: randomUUID() }, admin))).toBe('NOT_FOUND');
    expect(code(await app.gql(IMPACT, { id: 'not-an-id' }, admin))).toBe('NOT_FOUND');
    const [customer] = await createCustomers(app, 1);
    expect(code(await app.gql(IMPACT, { id: shop.vendorId }, customer.token))).toBe('FORBIDDEN');
    expect(code(await app.gql(IMPACT, { id: shop.vendorId }, shop.token))).toBe('FORBIDDEN');
    expect(code(await app.gql(IMPACT, { id: shop.vendorId }))).toBe('UNAUTHENTICATED');
  });

  it('never lets a checkout place an order with a shop while it closes', async () => {
    const shop = await shopWithOwner('Racing Rugelach', 900, 10);
    const [customer] = await createCustomers(app, 1);
    const { totalCents } = (await app.gql(ADD, { productId: shop.productIds[0], quantity: 1 }, customer.token)).data.addToCart;
    // The closing transaction, held open: the shop row locked and marked deleted, as closeShop does.
    const closing = new pg.Client({ connectionString: app.databaseUrl });
    await closing.connect();
    try {
      await closing.query('begin');
      await closing.query(`select id from vendors where id = $1 for update`, [shop.vendorId]);
      await closing.query(`update vendors set deleted_at = now() where id = $1`, [shop.vendorId]);
      const checkout = app.gql(CHECKOUT, { input: { idempotencyKey: randomUUID(), paymentMethodId: 'pm_card_visa', expectedTotalCents: totalCents, shipping: SHIPPING } }, customer.token);
      // The checkout waits for the shop's lock (before taking any stock) ...
      await eventually(async () => {
        // Another connection: inside a transaction, pg_stat_activity would keep showing its first snapshot.
        const [row] = await sql(
          `select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
        );
        return row.n > 0;
      }, 10_000, 'the checkout to wait for the shop');
      await closing.query('commit');
      // ... and then finds nothing left to buy from it.
      const res = await checkout;
      expect(code(res)).toBe('BAD_USER_INPUT');
    } finally {
      await closing.end();
    }
    expect(await sql(`select id from orders where vendor_id = ?`, [shop.vendorId])).toEqual([]);
    expect(await stockOf(app, shop.productIds[0])).toBe(10);
  });
});

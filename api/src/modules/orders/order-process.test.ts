import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { applyProviderOutcome, createCustomers, createShop, SHIPPING, stockOf } from '../../../test/commerce-fixtures';
import { eventually } from '../../../test/smtp-test-server';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { OrderStatus } from './order.entity';
import { ORDER_TRANSITIONS, PLACED_ORDER_STATUSES } from './order-process';
import { logger } from '../../common/logger';

const ADD = `mutation AddToCart($productId: ID!, $quantity: Int!) { addToCart(productId: $productId, quantity: $quantity) { totalCents } }`;
const CHECKOUT = `mutation Checkout($input: CheckoutInput!) { checkout(input: $input) { paymentId orders { id totalCents vendor { id } } } }`;
const STATUS = `mutation UpdateOrderStatus($id: ID!, $status: OrderStatus!) { updateOrderStatus(id: $id, status: $status) { id status nextStatuses } }`;
const CANCEL = `mutation CancelOrder($id: ID!) { updateOrderStatus(id: $id, status: Cancelled) { id status } }`;
const VENDOR_ORDERS = `query VendorOrders { vendorOrders(first: 100) { nodes { id status nextStatuses } } }`;
const MY_ORDERS = `query MyOrders { myOrders(first: 100) { nodes { id status nextStatuses } } }`;

let app: TestApp;
const sql = <T = any>(query: string, params: unknown[] = []) => app.orm.em.fork().getConnection().execute<T[]>(query, params);
const paymentStatus = async (id: string) => (await sql(`select status from payments where id = ?`, [id]))[0].status as string;
const refunded = (orderId: string) =>
  eventually(async () => (await sql(`select status from refund_outbox where order_id = ?`, [orderId]))[0]?.status === 'succeeded', 15_000, `the refund of ${orderId}`);

async function shopWithOwner(name: string, priceCents = 1000) {
  const shop = await createShop(app, [{ name, priceCents, stock: 20 }]);
  const [{ user_id }] = await sql(`select user_id from vendors where id = ?`, [shop.vendorId]);
  return { ...shop, ownerId: user_id as string, token: app.tokenFor(user_id) };
}

/** One paid checkout buying one of each product: one order per shop, one payment. */
async function checkout(productIds: string[]) {
  const [customer] = await createCustomers(app, 1);
  let totalCents = 0;
  for (const productId of productIds) totalCents = (await app.gql(ADD, { productId, quantity: 1 }, customer.token)).data.addToCart.totalCents;
  const res = await app.gql(CHECKOUT, { input: { idempotencyKey: randomUUID(), paymentMethodId: 'pm_card_visa', expectedTotalCents: totalCents, shipping: SHIPPING } }, customer.token);
  if (res.errors) throw new Error(JSON.stringify(res.errors));
  const { paymentId, orders } = res.data.checkout as { paymentId: string; orders: { id: string; totalCents: number; vendor: { id: string } }[] };
  const [{ provider_reference }] = await sql(`select provider_reference from payments where id = ?`, [paymentId]);
  return { customer, paymentId, reference: provider_reference as string, orderOf: (vendorId: string) => orders.find((order) => order.vendor.id === vendorId)! };
}

/**
 * Polls until a backend waits for a lock held by `pid`, and answers its pid. The refund dispatcher's
 * polling may wait too (it claims refund rows): it is not the one meant.
 */
async function waiterOf(pid: number, what: string): Promise<number> {
  const waiter = async () =>
    (await sql(`select pid from pg_stat_activity where ? = any(pg_blocking_pids(pid)) and query not like '%refund-dispatcher%'`, [pid]))[0]?.pid as number | undefined;
  return eventually(waiter, 10_000, what);
}

beforeAll(async () => {
  app = await startTestApp({ refunds: { pollIntervalMs: 100, backoffMs: () => 50 } });
});
afterAll(() => app?.close());

describe('the order process', () => {
  it("offers each status's moves from the transition table as nextStatuses, to the shop and to the customer alike", async () => {
    const shop = await shopWithOwner('Next Nougat');
    const { customer, orderOf } = await checkout(shop.productIds);
    const placed = orderOf(shop.vendorId);
    // One order in each status, as copies of the placed one (the status is all that matters here).
    // A checkout's reservation (not placed yet, or released) is nobody's to see: it is left out.
    const ids = new Map<OrderStatus, string>();
    for (const status of Object.values(OrderStatus)) {
      const id = randomUUID();
      ids.set(status, id);
      await sql(
        `insert into orders (id, customer_id, vendor_id, payment_id, status, subtotal_cents, tax_cents, total_cents, customer_info)
         select ?, customer_id, vendor_id, null, ?, subtotal_cents, tax_cents, total_cents, customer_info from orders where id = ?`,
        [id, status, placed.id],
      );
    }
    const expected = Object.fromEntries(
      [...ids].filter(([status]) => PLACED_ORDER_STATUSES.includes(status)).map(([status, id]) => [id, { id, status, nextStatuses: ORDER_TRANSITIONS[status] }]),
    );
    expect(Object.keys(expected)).toHaveLength(Object.values(OrderStatus).length - 2);
    const seenBy = async (query: string, token: string) =>
      Object.fromEntries(
        Object.values((await app.gql(query, {}, token)).data as Record<string, { nodes: { id: string }[] }>)[0]
          .nodes.filter((node) => [...ids.values()].includes(node.id))
          .map((node) => [node.id, node]),
      );
    expect(await seenBy(VENDOR_ORDERS, shop.token)).toEqual(expected);
    expect(await seenBy(MY_ORDERS, customer.token)).toEqual(expected);
    // A move answers the order with the moves of its new status.
    const shipped = await app.gql(STATUS, { id: placed.id, status: 'Shipped' }, shop.token);
    expect(shipped.data.updateOrderStatus).toEqual({ id: placed.id, status: 'Shipped', nextStatuses: ['Delivered', 'Cancelled'] });
  });

  it('lets a payment failure race a shop cancelling one of its orders without a deadlock, and restocks each order once', async () => {
    const a = await shopWithOwner('Race Rugelach');
    const b = await shopWithOwner('Race Babka');
    const paid = await checkout([a.productIds[0], b.productIds[0]]);
    // A charge the provider is still confirming, as a checkout answered "processing" leaves it.
    await sql(`update payments set status = 'Pending' where id = ?`, [paid.paymentId]);
    const [orderA, orderB] = [paid.orderOf(a.vendorId), paid.orderOf(b.vendorId)];
    const stockBefore = [await stockOf(app, a.productIds[0]), await stockOf(app, b.productIds[0])];

    const other = new pg.Client({ connectionString: app.databaseUrl });
    await other.connect();
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => {});
    try {
      // Holds the shop's cancel after it has locked its order and restocked, just before it queues the
      // refund (whose foreign key takes a KEY SHARE lock on the payment).
      await other.query('begin');
      await other.query('lock table refund_outbox in share mode');
      const { rows: [{ pid: otherPid }] } = await other.query('select pg_backend_pid() as pid');
      const cancel = app.gql(CANCEL, { id: orderA.id }, a.token);
      const shopPid = await waiterOf(otherPid, 'the shop cancel to wait');
      // The provider's word arrives meanwhile: the payment failed. It must wait for the shop's order.
      const failure = applyProviderOutcome(app.orm, 'test', paid.reference, 'failed', 'Your card was declined.');
      await waiterOf(shopPid, 'the payment failure to wait for the shop cancel');
      await other.query('commit');

      const [cancelled, failed] = await Promise.allSettled([cancel, failure]);
      expect(cancelled).toMatchObject({ status: 'fulfilled', value: { data: { updateOrderStatus: { id: orderA.id, status: 'Cancelled' } } } });
      expect((cancelled as PromiseFulfilledResult<{ errors?: unknown }>).value.errors).toBeUndefined();
      expect(failed).toEqual({ status: 'fulfilled', value: 'applied' });
      // PostgreSQL broke no deadlock: nothing had to be retried.
      expect(warn.mock.calls.map((call) => String(call[0]))).toEqual([]);
    } finally {
      warn.mockRestore();
      await other.end();
    }

    expect(await paymentStatus(paid.paymentId)).toBe('Failed');
    expect(await sql(`select id, status from orders where payment_id = ? order by id`, [paid.paymentId])).toEqual(
      [orderA.id, orderB.id].sort().map((id) => ({ id, status: 'Cancelled' })),
    );
    // Each order's item went back once: the shop's by the shop, the other by the payment failure.
    expect([await stockOf(app, a.productIds[0]), await stockOf(app, b.productIds[0])]).toEqual(stockBefore.map((stock) => stock + 1));
    // Each cancellation audited once: the shop's as its owner's, the other as the system's.
    const audit = await sql(`select target_id, actor_id from audit_log where target_id in (?, ?)`, [orderA.id, orderB.id]);
    expect(new Map(audit.map((entry) => [entry.target_id, entry.actor_id]))).toEqual(
      new Map([
        [orderA.id, a.ownerId],
        [orderB.id, null],
      ]),
    );
    expect(audit).toHaveLength(2);
  });

  it('moves the payment to PartiallyRefunded when one of its two orders is refunded, even if the first try to record it fails, then Refunded', async () => {
    const a = await shopWithOwner('Partial Pretzel', 1200);
    const b = await shopWithOwner('Partial Paczki', 800);
    const paid = await checkout([a.productIds[0], b.productIds[0]]);
    const em = app.orm.em.fork();
    // The first status change of a payment fails once (a sequence is not rolled back with the failure):
    // a database hiccup between recording the refund and moving its payment.
    await em.execute(`create sequence payment_status_hiccups`);
    await em.execute(`create function payment_status_hiccup() returns trigger language plpgsql as $$
      begin
        if new.status <> old.status and nextval('payment_status_hiccups') = 1 then raise exception 'database hiccup'; end if;
        return new;
      end $$`);
    await em.execute(`create trigger payments_status_hiccup before update on payments for each row execute function payment_status_hiccup()`);
    try {
      expect((await app.gql(CANCEL, { id: paid.orderOf(a.vendorId).id }, a.token)).errors).toBeUndefined();
      await refunded(paid.orderOf(a.vendorId).id);
      // The hiccup did strike (the sequence was used).
      expect((await em.execute(`select is_called from payment_status_hiccups`))[0]).toEqual({ is_called: true });
      expect(await paymentStatus(paid.paymentId)).toBe('PartiallyRefunded');

      expect((await app.gql(CANCEL, { id: paid.orderOf(b.vendorId).id }, b.token)).errors).toBeUndefined();
      await refunded(paid.orderOf(b.vendorId).id);
      expect(await paymentStatus(paid.paymentId)).toBe('Refunded');
    } finally {
      await em.execute(`drop trigger payments_status_hiccup on payments`);
      await em.execute(`drop function payment_status_hiccup()`);
      await em.execute(`drop sequence payment_status_hiccups`);
    }
  });
});

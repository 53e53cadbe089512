import { randomUUID } from 'node:crypto';
import { CheckoutSettlement } from '../src/modules/checkout/checkout-settlement';
import { CARD_DECLINED } from '../src/modules/payments/payment-provider';
import type { TestApp } from './test-app';

/** Rows made directly in SQL so each test controls prices and stock exactly. */
export async function createShop(app: TestApp, products: { name: string; priceCents: number; stock: number }[]) {
  const sql = app.orm.em.fork().getConnection();
  const userId = randomUUID();
  const vendorId = randomUUID();
  const tag = userId.slice(0, 8);
  await sql.execute(
    `insert into users (id, username, name, email, role, password_hash) values (?, ?, ?, ?, 'Vendor', 'x')`,
    [userId, `shop-${tag}`, `Owner ${tag}`, `shop-${tag}@example.com`],
  );
  await sql.execute(`insert into vendors (id, user_id, business_name, is_verified) values (?, ?, ?, true)`, [vendorId, userId, `Shop ${tag}`]);
  const ids: string[] = [];
  for (const product of products) {
    const id = randomUUID();
    await sql.execute(`insert into products (id, vendor_id, name, price_cents, stock, category) values (?, ?, ?, ?, ?, 'Test')`, [
      id,
      vendorId,
      product.name,
      product.priceCents,
      product.stock,
    ]);
    ids.push(id);
  }
  return { vendorId, productIds: ids };
}

export async function createCustomers(app: TestApp, count: number): Promise<{ id: string; token: string }[]> {
  const sql = app.orm.em.fork().getConnection();
  const customers = Array.from({ length: count }, () => ({ id: randomUUID() }));
  await sql.execute(
    `insert into users (id, username, name, email, role, password_hash)
     select id::uuid, 'c-' || id, 'Customer ' || left(id, 6), 'c-' || id || '@example.com', 'Customer', 'x'
       from unnest(?::text[]) as id`,
    [`{${customers.map((c) => c.id).join(',')}}`],
  );
  return customers.map((c) => ({ id: c.id, token: app.tokenFor(c.id) }));
}

/** A GST/HST number in the registry's format, for a shop that collects its own tax. */
export const TEST_GST_HST_NUMBER = '123456789RT0001';

/** Marks the shop registered for GST/HST: it collects its orders' tax itself, and its transfers carry it. */
export async function registerForGstHst(app: TestApp, vendorId: string): Promise<void> {
  await app.orm.em.fork().getConnection().execute(`update vendors set gst_hst_number = ? where id = ?`, [TEST_GST_HST_NUMBER, vendorId]);
}

export async function stockOf(app: TestApp, productId: string): Promise<number> {
  const [row] = await app.orm.em.fork().getConnection().execute(`select stock from products where id = ?`, [productId]);
  return row.stock;
}

export const SHIPPING = {
  fullName: 'Alice Martin',
  email: 'alice@example.com',
  phone: '416-555-0101',
  address: '12 Queen St W, Toronto, ON',
  postalCode: 'M5H 2N2',
};

/**
 * A payment provider's word on a charge, applied as the webhook applies it (in one transaction,
 * through the checkout's settlement): 'applied', 'ignored' (already in that state) or 'missing'.
 */
export async function applyProviderOutcome(
  orm: TestApp['orm'],
  provider: string,
  reference: string,
  outcome: 'succeeded' | 'failed',
  message = CARD_DECLINED,
): Promise<'applied' | 'ignored' | 'missing'> {
  const settlement = new CheckoutSettlement(orm);
  let afterCommit = () => {};
  const result = await orm.em.fork().transactional(async (em) => {
    const applied = await settlement.applyChargeOutcome(em, provider, { reference }, outcome === 'succeeded' ? { status: 'succeeded', reference } : { status: 'declined', message, reference });
    afterCommit = applied.afterCommit;
    return applied.result;
  });
  afterCommit();
  return result;
}

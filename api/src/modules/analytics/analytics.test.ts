import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { growthPercent } from './analytics.service';

const STATS = `query AdminStats($months: Int) { adminStats(months: $months) {
  users vendors orders totalRevenueCents averageOrderValueCents revenueThisMonthCents revenueLastMonthCents salesGrowthRate
  salesData { month orders revenueCents } statusBreakdown { status count } } }`;
const ANALYTICS = `query AdminAnalytics($months: Int) { adminAnalytics(months: $months) {
  totalSalesCents totalOrders newUsers activeVendors salesChart { month orders revenueCents } usersChart { month newUsers } } }`;

let app: TestApp;
let token: string;
const sql = (query: string, params: unknown[] = []) => app.orm.em.fork().getConnection().execute(query, params);

/** The first instant of the UTC calendar month `offset` months from now (0: this month, -1: last month). */
function monthStart(offset: number): Date {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 1));
}
const monthKey = (offset: number) => monthStart(offset).toISOString().slice(0, 7);
const plus = (date: Date, ms: number) => new Date(date.getTime() + ms);
const HOUR = 3600_000;
const DAY = 24 * HOUR;

async function user(role: string, createdAt: Date, deleted = false) {
  const id = randomUUID();
  const tag = id.slice(0, 8);
  await sql(
    `insert into users (id, username, name, email, role, password_hash, created_at, deleted_at) values (?, ?, ?, ?, ?, 'x', ?, ?)`,
    [id, `u_${tag}`, `User ${tag}`, `${tag}@example.com`, role, createdAt, deleted ? new Date() : null],
  );
  return id;
}

async function shop(ownerId: string, options: { verified?: boolean; deleted?: boolean } = {}) {
  const id = randomUUID();
  await sql(`insert into vendors (id, user_id, business_name, is_verified, deleted_at) values (?, ?, ?, ?, ?)`, [
    id,
    ownerId,
    `Shop ${id.slice(0, 8)}`,
    options.verified ?? true,
    options.deleted ? new Date() : null,
  ]);
  return id;
}

async function order(vendorId: string, customerId: string, createdAt: Date, status: string, subtotalCents: number, paymentStatus?: string) {
  let paymentId: string | null = null;
  if (paymentStatus) {
    paymentId = randomUUID();
    await sql(`insert into payments (id, customer_id, idempotency_key, provider, status, amount_cents) values (?, ?, ?, 'test', ?, ?)`, [
      paymentId,
      customerId,
      randomUUID(),
      paymentStatus,
      subtotalCents,
    ]);
  }
  await sql(
    `insert into orders (id, customer_id, vendor_id, payment_id, status, subtotal_cents, tax_cents, total_cents, customer_info, created_at)
     values (?, ?, ?, ?, ?, ?, 0, ?, '{}', ?)`,
    [randomUUID(), customerId, vendorId, paymentId, status, subtotalCents, subtotalCents, createdAt],
  );
}

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

describe('admin figures', () => {
  it('are all zero on an empty marketplace (one admin account)', async () => {
    const adminId = await user('Admin', monthStart(-5));
    token = app.tokenFor(adminId);
    const keysBefore = [monthKey(-11), monthKey(0)];
    const stats = (await app.gql(STATS, {}, token)).data.adminStats;
    expect(stats).toMatchObject({
      users: 1,
      vendors: 0,
      orders: 0,
      totalRevenueCents: 0,
      averageOrderValueCents: 0,
      revenueThisMonthCents: 0,
      revenueLastMonthCents: 0,
      salesGrowthRate: 0,
    });
    // Twelve calendar months ending with this one, zeros included (unless the month turned during the call).
    expect(stats.salesData).toHaveLength(12);
    expect(stats.salesData.every((m: { orders: number; revenueCents: number }) => m.orders === 0 && m.revenueCents === 0)).toBe(true);
    expect([keysBefore, [monthKey(-11), monthKey(0)]]).toContainEqual([stats.salesData[0].month, stats.salesData[11].month]);
    expect(stats.statusBreakdown).toEqual(['Pending', 'Processing', 'Shipped', 'Delivered', 'Cancelled'].map((status) => ({ status, count: 0 })));

    const analytics = (await app.gql(ANALYTICS, { months: 3 }, token)).data.adminAnalytics;
    expect(analytics).toMatchObject({ totalSalesCents: 0, totalOrders: 0, newUsers: 0, activeVendors: 0 });
    expect(analytics.salesChart.map((m: { month: string }) => m.month)).toEqual([monthKey(-2), monthKey(-1), monthKey(0)]);
    expect(analytics.usersChart).toEqual([monthKey(-2), monthKey(-1), monthKey(0)].map((month) => ({ month, newUsers: 0 })));
  });

  it('match a hand-built data set: cancelled and unpaid orders left out, a month with no sales, deleted rows', async () => {
    const now = new Date();
    // Inside this month and inside the last 30 days, whatever today's date.
    const recent = new Date(Math.max(plus(monthStart(0), 60_000).getTime(), now.getTime() - DAY));
    const lastMonth = plus(monthStart(-1), DAY);
    const threeMonthsAgo = plus(monthStart(-3), 2 * DAY);
    const longAgo = monthStart(-5);

    // Accounts: the admin (above), 5 live shop owners, one deleted; customers made last month and this month; one deleted.
    const [ownerA, ownerB, ownerC, ownerE, ownerF] = await Promise.all([1, 2, 3, 4, 5].map(() => user('Vendor', longAgo)));
    const ownerD = await user('Vendor', longAgo, true);
    const c1 = await user('Customer', plus(monthStart(-1), 2 * DAY));
    await user('Customer', plus(monthStart(0), 60_000));
    await user('Customer', plus(monthStart(0), 60_000), true);
    const [A, B, C, D, E] = [await shop(ownerA), await shop(ownerB), await shop(ownerC), await shop(ownerD, { deleted: true }), await shop(ownerE)];
    await shop(ownerF, { verified: false }); // pending shops count as vendors

    await order(A, c1, recent, 'Delivered', 10_000); // sale, this month
    await order(A, c1, lastMonth, 'Shipped', 5_000); // sale, last month
    await order(B, c1, threeMonthsAgo, 'Delivered', 2_500); // sale, three months ago (two months ago: none)
    await order(C, c1, recent, 'Cancelled', 7_000); // not a sale
    await order(D, c1, recent, 'Pending', 1_000); // sale of a shop deleted since: still revenue, but not an active shop
    await order(E, c1, recent, 'Pending', 3_000, 'Pending'); // card payment not confirmed: not a sale
    await order(A, c1, recent, 'Processing', 1_234, 'Succeeded'); // sale, paid by card
    await order(B, c1, lastMonth, 'Cancelled', 9_999); // not a sale

    const stats = (await app.gql(STATS, { months: 12 }, token)).data.adminStats;
    expect(stats).toMatchObject({
      users: 1 + 5 + 2,
      vendors: 5,
      orders: 5,
      totalRevenueCents: 19_734,
      averageOrderValueCents: 3_947, // 19,734 / 5 = 3,946.8
      revenueThisMonthCents: 12_234,
      revenueLastMonthCents: 5_000,
      salesGrowthRate: 144.68, // (12,234 - 5,000) / 5,000
    });
    const byMonth = new Map(stats.salesData.map((m: { month: string }) => [m.month, m]));
    expect(byMonth.get(monthKey(0))).toEqual({ month: monthKey(0), orders: 3, revenueCents: 12_234 });
    expect(byMonth.get(monthKey(-1))).toEqual({ month: monthKey(-1), orders: 1, revenueCents: 5_000 });
    expect(byMonth.get(monthKey(-2))).toEqual({ month: monthKey(-2), orders: 0, revenueCents: 0 });
    expect(byMonth.get(monthKey(-3))).toEqual({ month: monthKey(-3), orders: 1, revenueCents: 2_500 });
    expect(stats.salesData.reduce((sum: number, m: { revenueCents: number }) => sum + m.revenueCents, 0)).toBe(19_734);
    expect(stats.statusBreakdown).toEqual([
      { status: 'Pending', count: 2 },
      { status: 'Processing', count: 1 },
      { status: 'Shipped', count: 1 },
      { status: 'Delivered', count: 2 },
      { status: 'Cancelled', count: 2 },
    ]);

    const three = (await app.gql(ANALYTICS, { months: 3 }, token)).data.adminAnalytics;
    expect(three).toEqual({
      totalSalesCents: 17_234,
      totalOrders: 4,
      newUsers: 1,
      activeVendors: 1,
      salesChart: [
        { month: monthKey(-2), orders: 0, revenueCents: 0 },
        { month: monthKey(-1), orders: 1, revenueCents: 5_000 },
        { month: monthKey(0), orders: 3, revenueCents: 12_234 },
      ],
      usersChart: [
        { month: monthKey(-2), newUsers: 0 },
        { month: monthKey(-1), newUsers: 1 },
        { month: monthKey(0), newUsers: 1 },
      ],
    });
    const six = (await app.gql(ANALYTICS, { months: 6 }, token)).data.adminAnalytics;
    expect(six.totalSalesCents).toBe(19_734);
    expect(six.salesChart).toHaveLength(6);
    // Five months ago: the admin and the five live shop owners (the deleted owner is not counted).
    expect(six.usersChart[0]).toEqual({ month: monthKey(-5), newUsers: 6 });
  });

  it('refuses a range outside 1 to 36 months', async () => {
    for (const months of [0, 37]) {
      expect((await app.gql(STATS, { months }, token)).errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
      expect((await app.gql(ANALYTICS, { months }, token)).errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    }
  });
});

describe('growthPercent', () => {
  it('is 0 without a previous month, and rounds to 2 decimals otherwise', () => {
    expect(growthPercent(500, 0)).toBe(0);
    expect(growthPercent(0, 0)).toBe(0);
    expect(growthPercent(0, 300)).toBe(-100);
    expect(growthPercent(400, 300)).toBe(33.33);
    expect(growthPercent(200, 300)).toBe(-33.33);
  });
});

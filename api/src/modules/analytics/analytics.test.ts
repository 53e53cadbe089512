import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { growthPercent } from './analytics.service';

const STATS = `query AdminStats($months: Int) { adminStats(months: $months) {
  users vendors orders totalRevenueCents averageOrderValueCents revenueThisMonthCents revenueLastMonthCents revenueLastMonthToDateCents salesGrowthRate
  salesData { month orders revenueCents } statusBreakdown { status count } } }`;
const ANALYTICS = `query AdminAnalytics($months: Int) { adminAnalytics(months: $months) {
  totalSalesCents totalOrders newUsers activeVendors salesChart { month orders revenueCents } usersChart { month newUsers } } }`;

/** The instant the figures are computed for (the app's clock): noon in Toronto on Tuesday, November 24, 2026. */
const NOW = new Date('2026-11-24T17:00:00Z');

let app: TestApp;
let token: string;

const HOUR = 3600_000;
const DAY = 24 * HOUR;
const TORONTO = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** The first instant of Toronto's calendar month `offset` months from NOW (0: this month, -1: last month). */
function monthStart(offset: number): Date {
  const utcMidnight = Date.UTC(NOW.getUTCFullYear(), NOW.getUTCMonth() + offset, 1);
  // Midnight in Toronto is 04:00 UTC in daylight time, 05:00 UTC in standard time.
  const start = [4, 5].map((hours) => new Date(utcMidnight + hours * HOUR)).find((instant) => TORONTO.format(instant) === '00:00');
  return start!;
}
const monthKey = (offset: number) => new Date(Date.UTC(NOW.getUTCFullYear(), NOW.getUTCMonth() + offset, 1)).toISOString().slice(0, 7);
const plus = (date: Date, ms: number) => new Date(date.getTime() + ms);

/** Rows written straight to one test app's database. */
function fixtures(app: TestApp) {
  const sql = (query: string, params: unknown[] = []) => app.orm.em.fork().getConnection().execute(query, params);
  return { user, shop, order };

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
}

beforeAll(async () => {
  app = await startTestApp({ clock: () => NOW });
});
afterAll(() => app.close());

describe('admin figures', () => {
  it('are all zero on an empty marketplace (one admin account)', async () => {
    const { user } = fixtures(app);
    const adminId = await user('Admin', monthStart(-5));
    token = app.tokenFor(adminId);
    const stats = (await app.gql(STATS, {}, token)).data.adminStats;
    expect(stats).toMatchObject({
      users: 1,
      vendors: 0,
      orders: 0,
      totalRevenueCents: 0,
      averageOrderValueCents: 0,
      revenueThisMonthCents: 0,
      revenueLastMonthCents: 0,
      revenueLastMonthToDateCents: 0,
      salesGrowthRate: 0,
    });
    // Twelve calendar months ending with this one, zeros included.
    expect(stats.salesData).toHaveLength(12);
    expect(stats.salesData.every((m: { orders: number; revenueCents: number }) => m.orders === 0 && m.revenueCents === 0)).toBe(true);
    expect([stats.salesData[0].month, stats.salesData[11].month]).toEqual(['2025-12', '2026-11']);
    expect(stats.statusBreakdown).toEqual(['Pending', 'Processing', 'Shipped', 'Delivered', 'Cancelled'].map((status) => ({ status, count: 0 })));

    const analytics = (await app.gql(ANALYTICS, { months: 3 }, token)).data.adminAnalytics;
    expect(analytics).toMatchObject({ totalSalesCents: 0, totalOrders: 0, newUsers: 0, activeVendors: 0 });
    expect(analytics.salesChart.map((m: { month: string }) => m.month)).toEqual([monthKey(-2), monthKey(-1), monthKey(0)]);
    expect(analytics.usersChart).toEqual([monthKey(-2), monthKey(-1), monthKey(0)].map((month) => ({ month, newUsers: 0 })));
  });

  it('match a hand-built data set: cancelled and unpaid orders left out, a month with no sales, deleted rows', async () => {
    const { user, shop, order } = fixtures(app);
    // Inside this month and inside the last 30 days.
    const recent = plus(NOW, -DAY);
    // October 2 at midnight in Toronto: last month, and within its first 24 days.
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
      revenueLastMonthToDateCents: 5_000,
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

describe('monthly sales growth: this month so far against the same days of last month (America/Toronto)', () => {
  // A database of its own, so these months' sales stay apart from the figures above.
  let growthApp: TestApp;
  let now: Date;
  let adminToken: string;
  let place: (createdAt: string, subtotalCents: number, status?: string) => Promise<void>;
  const figures = async () => {
    const { revenueThisMonthCents, revenueLastMonthCents, revenueLastMonthToDateCents, salesGrowthRate } = (await growthApp.gql(STATS, {}, adminToken)).data.adminStats;
    return { revenueThisMonthCents, revenueLastMonthCents, revenueLastMonthToDateCents, salesGrowthRate };
  };

  beforeAll(async () => {
    growthApp = await startTestApp({ clock: () => now });
    const { user, shop, order } = fixtures(growthApp);
    adminToken = growthApp.tokenFor(await user('Admin', new Date('2026-01-01T12:00:00Z')));
    const vendorId = await shop(await user('Vendor', new Date('2026-01-01T12:00:00Z')));
    const customerId = await user('Customer', new Date('2026-01-01T12:00:00Z'));
    place = (createdAt, subtotalCents, status = 'Delivered') => order(vendorId, customerId, new Date(createdAt), status, subtotalCents);
  });
  afterAll(() => growthApp.close());

  it('on the 24th compares November so far with October 1 to 24, not with all of October', async () => {
    now = new Date('2026-11-24T17:00:00Z'); // November 24, 12:00 in Toronto
    await place('2026-10-03T16:00:00Z', 4_000); // October 3: one of the same days
    await place('2026-10-24T15:00:00Z', 1_000); // October 24, 11:00 in Toronto: before the same time of day
    await place('2026-10-24T17:00:00Z', 2_000); // October 24, 13:00 in Toronto: after it
    await place('2026-10-29T16:00:00Z', 3_000); // October 29: later in the month than today
    await place('2026-11-01T02:00:00Z', 500); // October 31, 22:00 in Toronto (November in UTC): last month
    await place('2026-11-10T17:00:00Z', 6_000); // this month
    await place('2026-11-12T17:00:00Z', 9_999, 'Cancelled'); // not a sale

    expect(await figures()).toEqual({
      revenueThisMonthCents: 6_000,
      revenueLastMonthCents: 10_500,
      revenueLastMonthToDateCents: 5_000,
      salesGrowthRate: 20, // (6,000 − 5,000) / 5,000; against all of October it would read −42.86%
    });
  });

  it('on March 31 compares March with the whole of February', async () => {
    now = new Date('2027-03-31T15:00:00Z'); // March 31, 11:00 in Toronto
    await place('2027-02-01T06:00:00Z', 2_000); // February 1, 01:00 in Toronto
    await place('2027-03-01T04:30:00Z', 1_000); // February 28, 23:30 in Toronto: its last day counts
    await place('2027-03-01T05:30:00Z', 4_500); // March 1, 00:30 in Toronto

    expect(await figures()).toEqual({
      revenueThisMonthCents: 4_500,
      revenueLastMonthCents: 3_000,
      revenueLastMonthToDateCents: 3_000,
      salesGrowthRate: 50,
    });
  });

  it('is 0 when the same days of last month had no sales, even when later days of it had', async () => {
    now = new Date('2027-12-03T17:00:00Z'); // December 3 in Toronto
    await place('2027-11-20T17:00:00Z', 7_000); // November 20
    await place('2027-12-02T17:00:00Z', 1_000); // December 2

    expect(await figures()).toEqual({
      revenueThisMonthCents: 1_000,
      revenueLastMonthCents: 7_000,
      revenueLastMonthToDateCents: 0,
      salesGrowthRate: 0,
    });
  });
});

describe('one definition of a sale and of a month, for the admin and for a shop', () => {
  let sameApp: TestApp;
  const VENDOR_SALES = `query VendorSales($days: Int, $months: Int) { vendorSales(days: $days, months: $months) {
    daily { period orders revenueCents } monthly { period orders revenueCents } topProducts { name units } } }`;
  const DASHBOARD = `{ vendorDashboard { totalOrders totalRevenueCents revenueThisMonthCents revenueLastMonthCents } }`;

  afterAll(() => sameApp?.close());

  it('count the same orders in the same Toronto months and days', async () => {
    sameApp = await startTestApp({ clock: () => new Date('2026-11-24T17:00:00Z') });
    const { user, shop, order } = fixtures(sameApp);
    const admin = sameApp.tokenFor(await user('Admin', new Date('2026-01-01T12:00:00Z')));
    const ownerId = await user('Vendor', new Date('2026-01-01T12:00:00Z'));
    const vendorId = await shop(ownerId);
    const customerId = await user('Customer', new Date('2026-01-01T12:00:00Z'));
    await order(vendorId, customerId, new Date('2026-10-10T16:00:00Z'), 'Delivered', 1_000); // October
    await order(vendorId, customerId, new Date('2026-11-01T02:00:00Z'), 'Delivered', 500); // October 31, 22:00 in Toronto
    await order(vendorId, customerId, new Date('2026-11-24T04:30:00Z'), 'Processing', 2_000, 'Succeeded'); // November 23, 23:30 in Toronto
    await order(vendorId, customerId, new Date('2026-11-20T16:00:00Z'), 'Pending', 4_000, 'Pending'); // payment not confirmed: no sale
    await order(vendorId, customerId, new Date('2026-11-21T16:00:00Z'), 'Cancelled', 8_000, 'Failed'); // payment failed: no sale
    await order(vendorId, customerId, new Date('2026-11-22T16:00:00Z'), 'Cancelled', 16_000); // cancelled: no sale

    const stats = (await sameApp.gql(STATS, { months: 2 }, admin)).data.adminStats;
    expect(stats).toMatchObject({ orders: 3, totalRevenueCents: 3_500, revenueThisMonthCents: 2_000, revenueLastMonthCents: 1_500 });
    expect(stats.salesData).toEqual([
      { month: '2026-10', orders: 2, revenueCents: 1_500 },
      { month: '2026-11', orders: 1, revenueCents: 2_000 },
    ]);

    const owner = sameApp.tokenFor(ownerId);
    const dashboard = (await sameApp.gql(DASHBOARD, {}, owner)).data.vendorDashboard;
    expect(dashboard).toEqual({ totalOrders: 3, totalRevenueCents: 3_500, revenueThisMonthCents: 2_000, revenueLastMonthCents: 1_500 });
    const sales = (await sameApp.gql(VENDOR_SALES, { days: 2, months: 2 }, owner)).data.vendorSales;
    expect(sales.monthly.map(({ period, orders, revenueCents }: { period: string; orders: number; revenueCents: number }) => ({ month: period, orders, revenueCents }))).toEqual(
      stats.salesData,
    );
    expect(sales.daily).toEqual([
      { period: '2026-11-23', orders: 1, revenueCents: 2_000 },
      { period: '2026-11-24', orders: 0, revenueCents: 0 },
    ]);
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

import type { EntityManager } from '@mikro-orm/postgresql';
import { badInput } from '../../common/errors';
import { PLACED_ORDER_STATUSES } from '../orders/order-process';
import { ADMIN_ANALYTICS_SQL, ADMIN_STATS_SQL } from './analytics.sql';
import type { AdminStats, Analytics, MonthlySales } from './analytics.types';

export const MAX_MONTHS = 36;

// count() and sum() of integers come back from PostgreSQL as bigint, which node-pg gives as text.
const num = (value: unknown) => Number(value ?? 0);

function checkMonths(months: number): number {
  if (!Number.isInteger(months) || months < 1 || months > MAX_MONTHS) throw badInput(`months must be between 1 and ${MAX_MONTHS}.`);
  return months;
}

/** Percent change with 2 decimals; 0 when there is nothing to compare with (spec: "0% if absent"). */
export function growthPercent(current: number, previous: number): number {
  if (previous <= 0) return 0;
  return Math.round(((current - previous) / previous) * 10_000) / 100;
}

/**
 * Marketplace-wide figures for admins: each one statement of SQL aggregates over the rows.
 * `now` is the instant the figures are for (the request's clock; tests pin it).
 */
export class AnalyticsService {
  constructor(private readonly em: EntityManager) {}

  async stats(months: number, now: Date): Promise<AdminStats> {
    const [row] = await this.em.execute(ADMIN_STATS_SQL, [now, checkMonths(months)]);
    const orders = num(row.orders);
    const revenue = num(row.revenue);
    const thisMonth = num(row.this_month);
    const lastMonthToDate = num(row.last_month_to_date);
    return {
      users: num(row.users),
      vendors: num(row.vendors),
      orders,
      totalRevenueCents: revenue,
      // Integer cents, half-up: revenue and orders are whole numbers, so this is exact.
      averageOrderValueCents: orders ? Math.floor((2 * revenue + orders) / (2 * orders)) : 0,
      revenueThisMonthCents: thisMonth,
      revenueLastMonthCents: num(row.last_month),
      revenueLastMonthToDateCents: lastMonthToDate,
      // Month to date against the same days of last month: a partial month against a partial month.
      salesGrowthRate: growthPercent(thisMonth, lastMonthToDate),
      salesData: toMonthlySales(row.sales_data),
      statusBreakdown: PLACED_ORDER_STATUSES.map((status) => ({ status, count: num(row[`status_${status}`]) })),
    };
  }

  async analytics(months: number, now: Date): Promise<Analytics> {
    const [row] = await this.em.execute(ADMIN_ANALYTICS_SQL, [now, checkMonths(months)]);
    const series = (row.months ?? []) as { month: string; orders: unknown; revenueCents: unknown; newUsers: unknown }[];
    const salesChart = toMonthlySales(series);
    return {
      totalSalesCents: salesChart.reduce((sum, month) => sum + month.revenueCents, 0),
      totalOrders: salesChart.reduce((sum, month) => sum + month.orders, 0),
      newUsers: num(row.new_users),
      activeVendors: num(row.active_vendors),
      salesChart,
      usersChart: series.map((month) => ({ month: month.month, newUsers: num(month.newUsers) })),
    };
  }
}

function toMonthlySales(rows: unknown): MonthlySales[] {
  return ((rows ?? []) as { month: string; orders: unknown; revenueCents: unknown }[]).map((month) => ({
    month: month.month,
    orders: num(month.orders),
    revenueCents: num(month.revenueCents),
  }));
}

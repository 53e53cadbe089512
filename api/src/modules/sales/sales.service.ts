import type { EntityManager } from '@mikro-orm/postgresql';
import { badInput } from '../../common/errors';
import { instantOf, monthToDateSql, wallClock } from '../../common/calendar';
import { isSale } from '../orders/order.sql';
import type { SalesPoint, TopProduct, VendorDashboard, VendorSales } from './sales.types';

const IS_SALE = isSale('o');

/**
 * A shop's figures, computed in SQL over its orders (index orders_vendor_created_idx): its sales as
 * orders/order.sql.ts defines them, the same as the admin's figures, on Toronto's calendar.
 */
export class SalesService {
  constructor(private readonly em: EntityManager) {}

  /**
   * `now` is the instant the month figures are for (the request's clock; tests pin it): this month so
   * far against the same days of last month, on Toronto's calendar (common/calendar.ts).
   */
  async dashboard(vendorId: string, now: Date): Promise<VendorDashboard> {
    const [row] = await this.em.execute(
      `with ${monthToDateSql('?::timestamptz')}
       select v.business_name,
              (select count(*) from products p where p.vendor_id = v.id and p.deleted_at is null)::int as total_products,
              (count(o.id) filter (where ${IS_SALE}))::int as total_orders,
              coalesce(sum(o.subtotal_cents) filter (where ${IS_SALE}), 0)::int as total_revenue,
              coalesce(sum(o.subtotal_cents) filter (where ${IS_SALE} and o.created_at >= m.this_month_start and o.created_at < m.now), 0)::int as this_month,
              coalesce(sum(o.subtotal_cents) filter (where ${IS_SALE} and o.created_at >= m.last_month_start and o.created_at < m.this_month_start), 0)::int as last_month,
              coalesce(sum(o.subtotal_cents) filter (where ${IS_SALE} and o.created_at >= m.last_month_start and o.created_at < m.last_month_same_point), 0)::int
                as last_month_to_date
         from month_to_date m cross join vendors v left join orders o on o.vendor_id = v.id
        where v.id = ? group by v.id`,
      [now, vendorId],
    );
    return {
      businessName: row.business_name,
      totalProducts: row.total_products,
      totalOrders: row.total_orders,
      totalRevenueCents: row.total_revenue,
      revenueThisMonthCents: row.this_month,
      revenueLastMonthCents: row.last_month,
      revenueLastMonthToDateCents: row.last_month_to_date,
      // Month to date against the same days of last month: a partial month against a partial month.
      revenueGrowthPercent:
        row.last_month_to_date > 0 ? Math.round(((row.this_month - row.last_month_to_date) / row.last_month_to_date) * 1000) / 10 : null,
    };
  }

  /** `now` is the instant the series end at (the request's clock): today and this month in Toronto. */
  async sales(vendorId: string, days: number, months: number, now: Date): Promise<VendorSales> {
    if (!Number.isInteger(days) || days < 1 || days > 366) throw badInput('days must be between 1 and 366.');
    if (!Number.isInteger(months) || months < 1 || months > 36) throw badInput('months must be between 1 and 36.');
    // Buckets are Toronto wall-clock days or months; each is compared with created_at as the instants it spans.
    const current = (unit: 'day' | 'month') => `date_trunc('${unit}', ${wallClock('?::timestamptz')})`;
    const series = (unit: 'day' | 'month', count: number, format: string) =>
      this.em.execute<{ period: string; orders: number; revenue: number; tax: number }[]>(
        `select to_char(bucket, '${format}') as period,
                count(o.id)::int as orders,
                coalesce(sum(o.subtotal_cents), 0)::int as revenue,
                coalesce(sum(o.tax_cents), 0)::int as tax
           from generate_series(${current(unit)} - (? - 1) * interval '1 ${unit}', ${current(unit)}, interval '1 ${unit}') bucket
           left join orders o on o.vendor_id = ? and ${IS_SALE}
                             and o.created_at >= ${instantOf('bucket')} and o.created_at < ${instantOf(`bucket + interval '1 ${unit}'`)}
          group by bucket order by bucket`,
        [now, count, now, vendorId],
      );
    const toPoints = (rows: { period: string; orders: number; revenue: number; tax: number }[]): SalesPoint[] =>
      rows.map((row) => ({ period: row.period, orders: row.orders, revenueCents: row.revenue, taxCents: row.tax }));
    const [daily, monthly, top] = await Promise.all([
      series('day', days, 'YYYY-MM-DD'),
      series('month', months, 'YYYY-MM'),
      this.em.execute<{ product_id: string | null; name: string; units: number; revenue: number }[]>(
        `select oi.product_id, min(oi.product_name) as name, sum(oi.quantity)::int as units,
                sum(oi.quantity * oi.unit_price_cents)::int as revenue
           from orders o join order_items oi on oi.order_id = o.id
          where o.vendor_id = ? and ${IS_SALE} and o.created_at >= ${instantOf(`date_trunc('month', ${wallClock('?::timestamptz')}) - (? - 1) * interval '1 month'`)}
          group by oi.product_id, case when oi.product_id is null then oi.product_name end -- deleted products stay apart by name
          order by units desc, revenue desc limit 5`,
        [vendorId, now, months],
      ),
    ]);
    const topProducts: TopProduct[] = top.map((row) => ({ productId: row.product_id, name: row.name, units: row.units, revenueCents: row.revenue }));
    return { daily: toPoints(daily), monthly: toPoints(monthly), topProducts };
  }
}

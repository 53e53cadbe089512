import type { MikroORM } from '@mikro-orm/postgresql';
import { logger } from '../../common/logger';
import { isSale } from '../orders/order.sql';

/** How often the API recomputes `products.units_sold_30d` (and once on start). */
export const SALES_REFRESH_INTERVAL_MS = 5 * 60_000;

/**
 * Recomputes `products.units_sold_30d`, the units of each product in the sales of the last 30 days
 * (the best-selling sort reads it in order from products_live_best_selling_idx), in one statement:
 * readers see the old figures or the new ones. Only products whose figure changed are written: those
 * with sales now, and those that had sales (a partial index finds them). Replicas refreshing at once
 * take turns (advisory lock).
 */
export const REFRESH_PRODUCT_SALES = `
  with lock as (select pg_advisory_xact_lock(hashtext('units_sold_30d'))),
  fresh as (
    select oi.product_id, sum(oi.quantity)::int as units
      from lock, orders o join order_items oi on oi.order_id = o.id
     where o.created_at > now() - interval '30 days' and ${isSale('o')}
     group by oi.product_id),
  touched as (select id from products where units_sold_30d > 0 union select product_id from fresh),
  -- Locked in id order, as a checkout locks its products, so the two never deadlock.
  changed as (
    select p.id, coalesce(f.units, 0) as units
      from products p join touched t on t.id = p.id left join fresh f on f.product_id = p.id
     where p.units_sold_30d <> coalesce(f.units, 0)
     order by p.id
       for update of p)
  update products p set units_sold_30d = c.units from changed c where p.id = c.id`;

export async function refreshProductSales(orm: MikroORM): Promise<void> {
  await orm.em.getConnection().execute(REFRESH_PRODUCT_SALES);
}

/** Refreshes the summary every SALES_REFRESH_INTERVAL_MS (services.ts refreshes it once before serving); a failed round is logged and retried next time. */
export class ProductSalesRefresher {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | null = null;
  private stopped = false;

  constructor(
    private readonly orm: MikroORM,
    private readonly intervalMs = SALES_REFRESH_INTERVAL_MS,
  ) {}

  start(): void {
    if (this.timer || this.stopped) return;
    this.timer = setInterval(() => this.round(), this.intervalMs);
    this.timer.unref();
  }

  private round(): void {
    if (this.running || this.stopped) return;
    this.running = refreshProductSales(this.orm)
      .catch((error) => logger.error({ err: error }, 'refreshing units_sold_30d failed'))
      .finally(() => {
        this.running = null;
      });
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.running;
  }
}

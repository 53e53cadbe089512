import type { MikroORM } from '@mikro-orm/postgresql';
import { logger } from '../../common/logger';
import { isSale } from '../orders/order.sql';

/** How often the API recomputes `product_sales_30d` (and once on start). */
export const SALES_REFRESH_INTERVAL_MS = 5 * 60_000;

/**
 * Recomputes `product_sales_30d`, the units of each product in the sales of the last 30 days (best
 * selling sort, trending, featured), in one statement: readers see the old figures or the new ones.
 * Rows that did not change are not written. Replicas refreshing at once take turns (advisory lock).
 */
export const REFRESH_PRODUCT_SALES = `
  with lock as (select pg_advisory_xact_lock(hashtext('product_sales_30d'))),
  fresh as (
    select oi.product_id, sum(oi.quantity)::int as units
      from lock, orders o join order_items oi on oi.order_id = o.id
     where o.created_at > now() - interval '30 days' and ${isSale('o')}
     group by oi.product_id
    having sum(oi.quantity) > 0),
  gone as (delete from product_sales_30d s where not exists (select 1 from fresh f where f.product_id = s.product_id))
  insert into product_sales_30d (product_id, units)
  select f.product_id, f.units from fresh f
   where not exists (select 1 from product_sales_30d s where s.product_id = f.product_id and s.units = f.units)
  on conflict (product_id) do update set units = excluded.units`;

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
      .catch((error) => logger.error({ err: error }, 'refreshing product_sales_30d failed'))
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

import type { EntityManager } from '@mikro-orm/postgresql';
import { instantOf, wallClock } from '../../common/calendar';
import { badInput } from '../../common/errors';
import { isPlacedOrder } from '../orders/order.sql';
import type { TaxReportRow } from './tax-report.types';

export const MAX_TAX_REPORT_MONTHS = 36;

/**
 * Tax reports by month and jurisdiction, for one shop or (vendorId null) the whole marketplace.
 * Movements: each placed and paid order in the month it was placed (a cancelled one only once its
 * refund was made, so an order cancelled before any money moved never shows), and each refund made,
 * negative, in its month, in proportion to the part of the order total it gave back.
 */
export class TaxReportService {
  constructor(private readonly em: EntityManager) {}

  async report(vendorId: string | null, months: number, now: Date): Promise<TaxReportRow[]> {
    if (!Number.isInteger(months) || months < 1 || months > MAX_TAX_REPORT_MONTHS) throw badInput(`months must be between 1 and ${MAX_TAX_REPORT_MONTHS}.`);
    const shop = vendorId ? 'and o.vendor_id = ?::uuid' : '';
    const since = instantOf(`date_trunc('month', ${wallClock('?::timestamptz')}) - (?::int - 1) * interval '1 month'`);
    const params = (extra: unknown[]) => [now.toISOString(), months, ...(vendorId ? [vendorId] : []), ...extra];
    const rows: Record<string, string>[] = await this.em.execute(
      `with movements as (
         select o.id as order_id, o.created_at as at, 1::numeric as factor
           from orders o
          where o.created_at >= ${since} ${shop} and ${isPlacedOrder('o')}
            and (o.payment_id is null or o.payment_id not in (select id from payments where status in ('Pending', 'Failed')))
            and (o.status <> 'Cancelled' or exists (select 1 from refund_outbox r where r.order_id = o.id and r.status = 'succeeded'))
         union all
         select o.id, r.refunded_at, -(r.amount_cents::numeric / o.total_cents)
           from refund_outbox r join orders o on o.id = r.order_id
          where r.status = 'succeeded' and r.refunded_at >= ${since} ${shop}
       )
       select to_char(date_trunc('month', ${wallClock('m.at')}), 'YYYY-MM') as month, t.jurisdiction,
              count(distinct o.id) filter (where m.factor > 0)::int as orders,
              round(coalesce(sum(m.factor * o.subtotal_cents) filter (where t.position = 0), 0))::text as taxable,
              round(coalesce(sum(m.factor * t.amount_cents) filter (where t.tax = 'GST'), 0))::text as gst,
              round(coalesce(sum(m.factor * t.amount_cents) filter (where t.tax = 'HST'), 0))::text as hst,
              round(coalesce(sum(m.factor * t.amount_cents) filter (where t.tax = 'QST'), 0))::text as qst,
              round(coalesce(sum(m.factor * t.amount_cents) filter (where t.tax = 'PST'), 0))::text as pst,
              round(coalesce(sum(m.factor * t.amount_cents) filter (where t.tax = 'RST'), 0))::text as rst,
              round(coalesce(sum(m.factor * t.amount_cents) filter (where t.collected_by = 'shop'), 0))::text as by_shops,
              round(coalesce(sum(m.factor * t.amount_cents) filter (where t.collected_by = 'platform'), 0))::text as by_platform
         from movements m join orders o on o.id = m.order_id join order_taxes t on t.order_id = o.id
        group by 1, 2
        order by 1 desc, 2`,
      [...params([]), ...params([])],
    );
    return rows.map((row) => {
      const [gst, hst, qst, pst, rst] = [row.gst, row.hst, row.qst, row.pst, row.rst].map(Number);
      return {
        month: row.month,
        jurisdiction: row.jurisdiction as TaxReportRow['jurisdiction'],
        orders: Number(row.orders),
        taxableSalesCents: Number(row.taxable),
        gstCents: gst,
        hstCents: hst,
        qstCents: qst,
        pstCents: pst,
        rstCents: rst,
        totalTaxCents: gst + hst + qst + pst + rst,
        collectedByShopsCents: Number(row.by_shops),
        collectedByMainstreetCents: Number(row.by_platform),
      };
    });
  }
}

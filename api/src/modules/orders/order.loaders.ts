import DataLoader from 'dataloader';
import type { EntityManager } from '@mikro-orm/postgresql';
import { grouped } from '../../common/loaders';
import { DELETED_PRODUCT, type OrderLine } from './order.types';
import type { TaxName, ProvinceCode } from '../tax/tax-rules';
import { taxLine, type TaxCollector, type TaxLine } from '../tax/tax.types';

declare module '../../common/loaders' {
  interface Loaders {
    /** Order lines with the price paid; a deleted product shows as "Deleted Product". */
    orderLines: DataLoader<string, OrderLine[]>;
    /** An order's tax lines, in their order. */
    orderTaxes: DataLoader<string, TaxLine[]>;
  }
}

export function orderLoaders(em: EntityManager) {
  return {
    orderLines: new DataLoader<string, OrderLine[]>(async (orderIds) => {
      const rows: { order_id: string; product_id: string | null; product_name: string; quantity: number; unit_price_cents: number; gone: boolean }[] =
        await em.execute(
          `select oi.order_id, oi.product_id, oi.product_name, oi.quantity, oi.unit_price_cents,
                  (p.id is null or p.deleted_at is not null) as gone
             from order_items oi left join products p on p.id = oi.product_id
            where oi.order_id in (?) order by oi.order_id, oi.product_name`,
          [[...orderIds]],
        );
      const lines = rows.map((row) => ({
        orderId: row.order_id,
        productId: row.gone ? null : row.product_id,
        productName: row.gone ? DELETED_PRODUCT : row.product_name,
        quantity: row.quantity,
        unitPriceCents: row.unit_price_cents,
        unitPrice: row.unit_price_cents / 100,
        lineTotal: (row.unit_price_cents * row.quantity) / 100,
      }));
      return grouped(lines, orderIds, (line) => line.orderId);
    }),
    orderTaxes: new DataLoader<string, TaxLine[]>(async (orderIds) => {
      const rows: { order_id: string; tax: TaxName; jurisdiction: ProvinceCode; rate_ppm: number; taxable_base_cents: number; amount_cents: number; collected_by: TaxCollector }[] =
        await em.execute(
          `select order_id, tax, jurisdiction, rate_ppm, taxable_base_cents, amount_cents, collected_by
             from order_taxes where order_id in (?) order by order_id, position`,
          [[...orderIds]],
        );
      const lines = rows.map((row) => ({
        orderId: row.order_id,
        line: taxLine(
          { tax: row.tax, jurisdiction: row.jurisdiction, ratePpm: row.rate_ppm, taxableBaseCents: row.taxable_base_cents, amountCents: row.amount_cents },
          row.collected_by,
        ),
      }));
      return grouped(lines, orderIds, (row) => row.orderId).map((own) => own.map((row) => row.line));
    }),
  };
}

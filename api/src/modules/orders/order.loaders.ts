import DataLoader from 'dataloader';
import type { EntityManager } from '@mikro-orm/postgresql';
import { grouped } from '../../common/loaders';
import { DELETED_PRODUCT, type OrderLine } from './order.types';

declare module '../../common/loaders' {
  interface Loaders {
    /** Order lines with the price paid; a deleted product shows as "Deleted Product". */
    orderLines: DataLoader<string, OrderLine[]>;
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
  };
}

import DataLoader from 'dataloader';
import type { EntityManager } from '@mikro-orm/postgresql';
import { refundStatusOf, type RefundStatus } from './refund.types';

declare module '../../common/loaders' {
  interface Loaders {
    /** The refund status of each order (null: nothing to refund). */
    orderRefundStatus: DataLoader<string, RefundStatus | null>;
  }
}

export function refundLoaders(em: EntityManager) {
  return {
    orderRefundStatus: new DataLoader<string, RefundStatus | null>(async (orderIds) => {
      const rows: { order_id: string; status: string }[] = await em.execute(`select order_id, status from refund_outbox where order_id in (?)`, [[...orderIds]]);
      const byOrder = new Map(rows.map((row) => [row.order_id, refundStatusOf(row.status)]));
      return orderIds.map((id) => byOrder.get(id) ?? null);
    }),
  };
}

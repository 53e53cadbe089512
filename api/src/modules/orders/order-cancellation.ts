import type { EntityManager } from '@mikro-orm/postgresql';
import { queueRefunds, type RefundRequest } from '../payments/refund-outbox.service';
import { OrderStatus, type Order } from './order.entity';
import { canMoveOrder } from './order-status';

/** Orders that may still be cancelled: on their way to the customer (not Delivered, not Cancelled). */
export const OPEN_ORDER_STATUSES: OrderStatus[] = Object.values(OrderStatus).filter((status) => canMoveOrder(status, OrderStatus.Cancelled));

/**
 * The money and stock side of cancelling orders, in the cancelling transaction (the caller has
 * locked the orders and set them Cancelled): their items go back into stock, and each paid order's
 * amount is queued for a refund that the refund dispatcher makes after commit. Answers the
 * refunds queued; nudge the dispatcher once the transaction has committed.
 */
export async function restockAndQueueRefunds(em: EntityManager, orders: Pick<Order, 'id' | 'paymentId' | 'totalCents'>[]): Promise<RefundRequest[]> {
  if (!orders.length) return [];
  const ids = orders.map((order) => order.id);
  // The products' rows are locked in id order first, the order checkout locks them in: the update's
  // own join order depends on the plan, and a different order against a checkout is a deadlock.
  await em.execute(
    `select p.id from products p where p.id in (select product_id from order_items where order_id in (?)) order by p.id for no key update`,
    [ids],
  );
  await em.execute(
    `update products p set stock = p.stock + returned.quantity
       from (select product_id, sum(quantity)::int as quantity from order_items
              where order_id in (?) and product_id is not null group by product_id) returned
      where p.id = returned.product_id`,
    [ids],
  );
  // Orders from before payments (demo history) were never charged through us: nothing to refund.
  return queueRefunds(
    em,
    orders.flatMap((order) => (order.paymentId ? [{ orderId: order.id, paymentId: order.paymentId, amountCents: order.totalCents }] : [])),
  );
}

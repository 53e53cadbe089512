import type { EntityManager } from '@mikro-orm/postgresql';
import { formatCad } from '../../common/money';
import { recordAudit } from '../audit/audit.service';
import { AuditAction, AuditTargetType } from '../audit/audit.types';
import { queueMails } from '../mail/mail-outbox.service';
import type { MailMessage, OrderMailLine } from '../mail/mail-templates';
import { REFUNDABLE_PAYMENT_STATUSES } from '../payments/refund-outbox.service';
import { Order, OrderStatus } from './order.entity';
import { OPEN_ORDER_STATUSES, restockAndQueueRefunds } from './order-cancellation';

/** What closing a shop would do to its customers' orders (the admin's confirmation shows it). */
export interface ShopOrdersImpact {
  /** Orders not yet delivered or cancelled: all of them would be cancelled. */
  openOrderCount: number;
  /** The amount of those orders that goes back to customers (orders that were paid, or whose payment is being confirmed). */
  refundTotalCents: number;
}

/** The open orders of a shop and what refunding them costs, with the same rules as cancelShopOrders. */
export async function shopOrdersImpact(em: EntityManager, vendorId: string): Promise<ShopOrdersImpact> {
  const [row]: { open_order_count: number; refund_total_cents: number }[] = await em.execute(
    `select count(*)::int as open_order_count,
            coalesce(sum(o.total_cents) filter (where p.status in (?)), 0)::int as refund_total_cents
       from orders o left join payments p on p.id = o.payment_id
      where o.vendor_id = ? and o.status in (?)`,
    [REFUNDABLE_PAYMENT_STATUSES, vendorId, OPEN_ORDER_STATUSES],
  );
  return { openOrderCount: row.open_order_count, refundTotalCents: row.refund_total_cents };
}

/**
 * The order process for a shop that closes (deleted by an admin, or its owner's account deleted or
 * moved out of the Vendor role), inside the transaction that closes it: every open order is
 * cancelled (its stock returned, as any cancellation does), each paid one is queued for a refund,
 * each customer is emailed, and each cancellation is audited as the admin's. Orders are locked
 * first, so a concurrent cancellation by the shop itself and this one cancel and refund once.
 * The caller nudges the refund and mail dispatchers after commit.
 */
export async function cancelShopOrders(em: EntityManager, vendorId: string, actorId: string): Promise<ShopOrdersImpact> {
  const rows: Record<string, unknown>[] = await em.execute(
    `select * from orders where vendor_id = ? and status in (?) order by id for update`,
    [vendorId, OPEN_ORDER_STATUSES],
  );
  if (!rows.length) return { openOrderCount: 0, refundTotalCents: 0 };
  // Read-only copies (the status is changed by the statement below, not through the unit of work).
  const orders = rows.map((row) => em.map(Order, row));
  const ids = orders.map((order) => order.id);
  await em.execute(`update orders set status = ?, updated_at = now() where id in (?)`, [OrderStatus.Cancelled, ids]);

  const refunds = await restockAndQueueRefunds(em, orders);
  const refundOf = new Map(refunds.map((refund) => [refund.orderId, refund.amountCents]));

  const [shop]: { business_name: string }[] = await em.execute(`select business_name from vendors where id = ?`, [vendorId]);
  const shopName = shop?.business_name ?? 'A Mainstreet shop';
  for (const order of orders) {
    const refundCents = refundOf.get(order.id) ?? 0;
    await recordAudit(em, {
      actorId,
      action: AuditAction.OrderStatusChange,
      targetType: AuditTargetType.Order,
      targetId: order.id,
      summary: `Cancelled order #${order.shortNumber} (was ${order.status}): shop ${shopName} closed${refundCents ? `, ${formatCad(refundCents)} refunded` : ''}`,
      before: { status: order.status },
      after: { status: OrderStatus.Cancelled },
    });
  }

  const lines: ({ order_id: string } & OrderMailLine)[] = await em.execute(
    `select order_id, product_name as name, quantity, unit_price_cents as "unitPriceCents"
       from order_items where order_id in (?) order by order_id, product_name`,
    [ids],
  );
  const mails: { recipient: string; message: MailMessage }[] = [];
  for (const order of orders) {
    // Sent where the customer asked for order updates at checkout; demo history may have no address.
    const recipient = order.customerInfo?.email;
    if (!recipient) continue;
    mails.push({
      recipient,
      message: {
        kind: 'shop-closed-order-cancelled',
        payload: {
          customerName: order.customerInfo.fullName,
          placedAt: new Date(order.createdAt).toISOString(),
          refundCents: refundOf.get(order.id) ?? 0,
          order: {
            shortNumber: order.shortNumber,
            shopName,
            lines: lines.filter((line) => line.order_id === order.id).map(({ name, quantity, unitPriceCents }) => ({ name, quantity, unitPriceCents })),
            subtotalCents: order.subtotalCents,
            taxCents: order.taxCents,
            totalCents: order.totalCents,
          },
        },
      },
    });
  }
  await queueMails(em, mails);
  return { openOrderCount: orders.length, refundTotalCents: refunds.reduce((sum, refund) => sum + refund.amountCents, 0) };
}

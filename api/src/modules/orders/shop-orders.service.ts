import type { EntityManager } from '@mikro-orm/postgresql';
import type { Locale } from '../../common/locale';
import { queueMails, type QueuedMail } from '../mail/mail-outbox.service';
import type { OrderMailLine } from '../mail/mail-templates';
import { REFUNDABLE_PAYMENT_STATUSES } from '../payments/refund-outbox.service';
import { OrderStatus } from './order.entity';
import { OPEN_ORDER_STATUSES, transition } from './order-process';

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
 * Cancels a closing shop's open orders through the order process (the shop deleted by an admin, or
 * its owner's account deleted or moved out of the Vendor role), inside the transaction that closes
 * it: each order is restocked, each paid one queued for a refund, each cancellation audited as the
 * admin's, and each customer emailed. The process locks the orders first, so a concurrent
 * cancellation by the shop itself and this one cancel and refund once. The caller nudges the refund
 * and mail dispatchers after commit.
 */
export async function cancelShopOrders(em: EntityManager, vendorId: string, actorId: string): Promise<ShopOrdersImpact> {
  const [shop]: { business_name: string }[] = await em.execute(`select business_name from vendors where id = ?`, [vendorId]);
  const shopName = shop?.business_name ?? 'A Mainstreet shop';
  const { moves, refunds } = await transition(em, { vendorId }, OrderStatus.Cancelled, actorId, { kind: 'shop-closed', shopName });
  if (!moves.length) return { openOrderCount: 0, refundTotalCents: 0 };
  const ids = moves.map((move) => move.order.id);

  const lines: ({ order_id: string } & OrderMailLine)[] = await em.execute(
    `select order_id, product_name as name, quantity, unit_price_cents as "unitPriceCents"
       from order_items where order_id in (?) order by order_id, product_name`,
    [ids],
  );
  // Written in the language of the order's checkout, else its customer's (orders from before languages: English).
  const languages: { id: string; locale: Locale | null }[] = await em.execute(
    `select o.id, coalesce(p.locale, u.locale) as locale
       from orders o left join payments p on p.id = o.payment_id left join users u on u.id = o.customer_id
      where o.id in (?)`,
    [ids],
  );
  const localeOf = new Map(languages.map((row) => [row.id, row.locale]));
  const mails: QueuedMail[] = [];
  for (const { order, refundCents } of moves) {
    // Sent where the customer asked for order updates at checkout; demo history may have no address.
    const recipient = order.customerInfo?.email;
    if (!recipient) continue;
    mails.push({
      recipient,
      locale: localeOf.get(order.id),
      message: {
        kind: 'shop-closed-order-cancelled',
        payload: {
          customerName: order.customerInfo.fullName,
          placedAt: new Date(order.createdAt).toISOString(),
          refundCents,
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
  return { openOrderCount: moves.length, refundTotalCents: refunds.reduce((sum, refund) => sum + refund.amountCents, 0) };
}

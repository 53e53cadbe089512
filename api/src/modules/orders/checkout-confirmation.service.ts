import type { EntityManager } from '@mikro-orm/postgresql';
import { notFound } from '../../common/errors';
import { isUuid } from '../../common/ids';
import { PaymentStatus } from '../payments/payment.entity';
import { CheckoutConfirmation } from './checkout-confirmation.types';
import { Order } from './order.entity';
import { isPlacedOrder } from './order.sql';

/**
 * One checkout as its customer sees it after paying: the placed orders of a payment that belongs to
 * the caller. A payment of another customer, or one that placed nothing (declined), answers NOT_FOUND.
 */
export async function checkoutConfirmation(em: EntityManager, customerId: string, paymentId: string): Promise<CheckoutConfirmation> {
  const missing = () => notFound('Order confirmation not found.');
  if (!isUuid(paymentId)) throw missing();
  const [payment]: { status: PaymentStatus; card_brand: string | null; card_last4: string | null }[] = await em.execute(
    `select status, card_brand, card_last4 from payments where id = ? and customer_id = ?`,
    [paymentId, customerId],
  );
  if (!payment) throw missing();
  const rows: Record<string, unknown>[] = await em.execute(
    `select o.* from orders o join vendors v on v.id = o.vendor_id
      where o.payment_id = ? and o.customer_id = ? and ${isPlacedOrder('o')}
      order by v.business_name, o.id`,
    [paymentId, customerId],
  );
  if (!rows.length) throw missing();
  const orders = rows.map((row) => em.map(Order, row));
  const sum = (pick: (order: Order) => number) => orders.reduce((total, order) => total + pick(order), 0);
  return Object.assign(new CheckoutConfirmation(), {
    paymentId,
    placedAt: orders.reduce((first, order) => (order.createdAt < first ? order.createdAt : first), orders[0].createdAt),
    paymentPending: payment.status === PaymentStatus.Pending,
    cardBrand: payment.card_brand,
    cardLast4: payment.card_last4?.trim() ?? null,
    orders,
    shipTo: orders[0].customerInfo,
    subtotalCents: sum((order) => order.subtotalCents),
    taxCents: sum((order) => order.taxCents),
    totalCents: sum((order) => order.totalCents),
  });
}

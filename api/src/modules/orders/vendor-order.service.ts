import type { EntityManager } from '@mikro-orm/postgresql';
import { appError, badInput, forbidden, notFound } from '../../common/errors';
import { isUuid } from '../../common/ids';
import { transactionalWithRetry } from '../../common/transaction-retry';
import { decodeCursor, encodeCursor, pageSize, toPage } from '../../common/pagination';
import { recordAudit } from '../audit/audit.service';
import { AuditAction, AuditTargetType } from '../audit/audit.types';
import { Payment, PaymentStatus } from '../payments/payment.entity';
import type { PaymentProvider } from '../payments/payment-provider';
import { Order, OrderStatus } from './order.entity';
import { canMoveOrder } from './order-status';

export const REFUND_FAILED = 'The refund could not be made, so the order was not cancelled. Please try again.';

/** A shop's view of its orders and the status moves it may make. */
export class VendorOrderService {
  constructor(
    private readonly em: EntityManager,
    private readonly payments: PaymentProvider,
  ) {}

  async list(vendorId: string, options: { first: number; after?: string | null; status?: OrderStatus | null }) {
    const size = pageSize(options.first);
    const where = ['o.vendor_id = ?'];
    const params: unknown[] = [vendorId];
    if (options.status) (where.push('o.status = ?'), params.push(options.status));
    if (options.after) {
      const [createdAt, id] = decodeCursor<[string, string]>(options.after, ['string', 'string']);
      if (!isUuid(id)) throw badInput('The cursor is not valid.');
      where.push('(o.created_at, o.id) < (?::timestamptz, ?::uuid)');
      params.push(createdAt, id);
    }
    const rows: (Record<string, unknown> & { id: string; created_key: string })[] = await this.em.execute(
      `select o.*, o.created_at::text as created_key from orders o where ${where.join(' and ')}
        order by o.created_at desc, o.id desc limit ?`,
      [...params, size + 1],
    );
    const page = toPage(rows, size, (row) => encodeCursor([row.created_key, row.id]));
    return { nodes: page.nodes.map((row) => this.em.map(Order, row)), pageInfo: page.pageInfo };
  }

  /**
   * Moves one of this shop's orders. The row is locked, so two concurrent cancels restock and
   * refund once. Cancelling returns the stock and refunds the order's amount when it was paid.
   * A deadlock retries the whole move; the refund is its last step and carries a stable
   * idempotency key, so a rerun never refunds twice.
   */
  async updateStatus(vendorId: string, orderId: string, status: OrderStatus, actorId: string): Promise<Order> {
    if (!isUuid(orderId)) throw notFound('Order not found.');
    return transactionalWithRetry(this.em, async (em) => {
      // Another shop's order answers as a missing one would: its id says nothing about it.
      const [row] = await em.execute(`select * from orders where id = ? and vendor_id = ? for update`, [orderId, vendorId]);
      if (!row) throw notFound('Order not found.');
      const order = em.map(Order, row);
      if (!canMoveOrder(order.status, status)) {
        throw badInput(
          order.status === OrderStatus.Cancelled
            ? 'This order is cancelled and cannot be changed.'
            : `An order that is ${order.status} cannot be marked ${status}.`,
        );
      }
      const previous = order.status;
      await em.execute(`update orders set status = ?, updated_at = now() where id = ?`, [status, order.id]);
      order.status = status;
      await recordAudit(em, {
        actorId,
        action: AuditAction.OrderStatusChange,
        targetType: AuditTargetType.Order,
        targetId: order.id,
        summary: `Marked order #${order.shortNumber} ${status} (was ${previous})`,
        before: { status: previous },
        after: { status },
      });
      // Last: the refund is the one step outside the database, and a failed refund rolls back all of the above.
      if (status === OrderStatus.Cancelled) await this.restockAndRefund(em, order);
      return order;
    });
  }

  private async restockAndRefund(em: EntityManager, order: Order): Promise<void> {
    // The products' rows are locked in id order first, the order checkout locks them in: the update's
    // own join order depends on the plan, and a different order against a checkout is a deadlock.
    await em.execute(
      `select p.id from products p where p.id in (select product_id from order_items where order_id = ?) order by p.id for no key update`,
      [order.id],
    );
    await em.execute(
      `update products p set stock = p.stock + oi.quantity
         from order_items oi where oi.order_id = ? and oi.product_id = p.id`,
      [order.id],
    );
    if (!order.paymentId) return; // history from before payments: nothing was charged through us
    const payment = await em.findOne(Payment, order.paymentId);
    if (!payment || payment.status !== PaymentStatus.Succeeded || !payment.providerReference) return;
    try {
      await this.payments.refund(payment.providerReference, order.totalCents, `refund-${order.id}`);
    } catch (error) {
      console.error(`refund of order ${order.id} failed`, error);
      throw appError('PAYMENT_FAILED', REFUND_FAILED);
    }
  }
}

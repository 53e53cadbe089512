import type { EntityManager } from '@mikro-orm/postgresql';
import { badInput, notFound } from '../../common/errors';
import { isUuid } from '../../common/ids';
import { transactionalWithRetry } from '../../common/transaction-retry';
import { decodeCursor, encodeCursor, pageSize, toPage } from '../../common/pagination';
import { recordAudit } from '../audit/audit.service';
import { AuditAction, AuditTargetType } from '../audit/audit.types';
import type { RefundNudge } from '../payments/refund-outbox.service';
import { Order, OrderStatus } from './order.entity';
import { restockAndQueueRefunds } from './order-cancellation';
import { canMoveOrder } from './order-status';

/** A shop's view of its orders and the status moves it may make. */
export class VendorOrderService {
  constructor(
    private readonly em: EntityManager,
    /** Wakes the refund dispatcher once a cancellation has committed. */
    private readonly refunds?: RefundNudge,
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
   * refund once. Cancelling returns the stock and queues a refund of the order's amount when it
   * was paid, in the same transaction; the refund dispatcher asks the provider after commit, so a
   * provider outage never blocks or undoes the cancellation, and a deadlock retry refunds nothing.
   */
  async updateStatus(vendorId: string, orderId: string, status: OrderStatus, actorId: string): Promise<Order> {
    if (!isUuid(orderId)) throw notFound('Order not found.');
    const moved = await transactionalWithRetry(this.em, async (em) => {
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
      if (status === OrderStatus.Cancelled) await restockAndQueueRefunds(em, [order]);
      return order;
    });
    if (status === OrderStatus.Cancelled) this.refunds?.nudge();
    return moved;
  }
}

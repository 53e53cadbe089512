import { isPlacedOrder } from './order.sql';
import type { EntityManager } from '@mikro-orm/postgresql';
import { badInput, notFound } from '../../common/errors';
import { isUuid } from '../../common/ids';
import { transactionalWithRetry } from '../../common/transaction-retry';
import { decodeCursor, encodeCursor, pageSize, toPage } from '../../common/pagination';
import type { RefundNudge } from '../payments/refund-outbox.service';
import { Order, OrderStatus } from './order.entity';
import { transition } from './order-process';

/** A shop's view of its orders and the status moves it may make. */
export class VendorOrderService {
  constructor(
    private readonly em: EntityManager,
    /** Wakes the refund dispatcher once a cancellation has committed. */
    private readonly refunds?: RefundNudge,
  ) {}

  async list(vendorId: string, options: { first: number; after?: string | null; status?: OrderStatus | null }) {
    const size = pageSize(options.first);
    const where = ['o.vendor_id = ?', isPlacedOrder('o')];
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
   * Moves one of this shop's orders through the order process: it locks the order, checks the move
   * against the transition table, restocks and queues a refund when cancelling, and audits it as the
   * shop's. The refund dispatcher is nudged once the move has committed.
   */
  async updateStatus(vendorId: string, orderId: string, status: OrderStatus, actorId: string): Promise<Order> {
    if (!isUuid(orderId)) throw notFound('Order not found.');
    const { moves, refunds } = await transactionalWithRetry(this.em, (em) =>
      transition(em, { orderId, vendorId }, status, actorId, { kind: 'shop' }),
    );
    if (refunds.length) this.refunds?.nudge();
    return moves[0].order;
  }
}

import { isPlacedOrder } from './order.sql';
import type { EntityManager } from '@mikro-orm/postgresql';
import { badInput, notFound } from '../../common/errors';
import type { Caller } from '../../common/context';
import { Role, sameRole } from '../../common/roles';
import { isUuid } from '../../common/ids';
import { decodeCursor, encodeCursor, pageSize, toPage } from '../../common/pagination';
import { Order } from './order.entity';

export class OrderService {
  constructor(private readonly em: EntityManager) {}

  /** A customer's own orders only, newest first; the cursor keeps created_at at full precision. */
  async listForCustomer(customerId: string, first: number, after?: string | null) {
    const size = pageSize(first);
    const params: unknown[] = [customerId];
    let keyset = '';
    if (after) {
      const [createdAt, id] = decodeCursor<[string, string]>(after, ['string', 'string']);
      if (!isUuid(id)) throw badInput('The cursor is not valid.');
      keyset = 'and (o.created_at, o.id) < (?::timestamptz, ?::uuid)';
      params.push(createdAt, id);
    }
    const rows: (Record<string, unknown> & { id: string; created_key: string })[] = await this.em.execute(
      `select o.*, o.created_at::text as created_key from orders o
        where o.customer_id = ? and ${isPlacedOrder('o')} ${keyset}
        order by o.created_at desc, o.id desc limit ?`,
      [...params, size + 1],
    );
    const page = toPage(rows, size, (row) => encodeCursor([row.created_key, row.id]));
    return { nodes: page.nodes.map((row) => this.em.map(Order, row)), pageInfo: page.pageInfo };
  }

  /**
   * One placed order, for its receipt: the customer who placed it, the shop that fulfils it, or an
   * admin. Any other caller gets NOT_FOUND, as for an order that does not exist.
   */
  async receiptOrder(caller: Caller, id: string): Promise<Order> {
    const missing = () => notFound('Order not found.');
    if (!isUuid(id)) throw missing();
    const [row]: Record<string, unknown>[] = await this.em.execute(
      `select o.* from orders o
        where o.id = ? and ${isPlacedOrder('o')}
          and (?::boolean
               or o.customer_id = ?::uuid
               or o.vendor_id in (select v.id from vendors v where v.user_id = ?::uuid))`,
      [id, sameRole(caller.role, Role.Admin), sameRole(caller.role, Role.Customer) ? caller.id : null, sameRole(caller.role, Role.Vendor) ? caller.id : null],
    );
    if (!row) throw missing();
    return this.em.map(Order, row);
  }
}

import type { EntityManager } from '@mikro-orm/postgresql';
import { badInput, notFound } from '../../common/errors';
import { isUuid } from '../../common/ids';
import { transactionalWithRetry } from '../../common/transaction-retry';
import { CartService, lockPublicProduct } from '../cart/cart.service';
import type { Cart, WishlistEntry } from '../cart/cart.types';
import { PRODUCT_COLUMNS, productFromRow, PUBLIC_PRODUCT } from '../catalog/product.sql';

export const NOT_ON_WISHLIST = 'This product is not on your wishlist.';
/** A wishlist holds at most this many products: it is read whole by the product buttons. */
export const WISHLIST_LIMIT = 500;
export const WISHLIST_FULL = `Your wishlist is full (${WISHLIST_LIMIT} products). Remove some before adding more.`;
const WISHLIST_LOCK_NAMESPACE = 0x77697368; // "wish"


/** A customer's wishlist, scoped to the caller's own rows. */
export class WishlistService {
  constructor(private readonly em: EntityManager) {}

  async list(customerId: string): Promise<WishlistEntry[]> {
    const rows: (Record<string, unknown> & { wished_at: Date })[] = await this.em.execute(
      `select ${PRODUCT_COLUMNS}, w.added_at as wished_at
         from wishlist_items w
         join products p on p.id = w.product_id
         join vendors v on v.id = p.vendor_id
        where w.customer_id = ? and ${PUBLIC_PRODUCT}
        order by w.added_at desc, p.id`,
      [customerId],
    );
    return rows.map((row) => ({ product: productFromRow(row), addedAt: new Date(row.wished_at) }));
  }

  /** The ids of the public products on the wishlist, newest first (what the product buttons show as saved). */
  async productIds(customerId: string): Promise<string[]> {
    const rows: { id: string }[] = await this.em.execute(
      `select p.id from wishlist_items w join products p on p.id = w.product_id join vendors v on v.id = p.vendor_id
        where w.customer_id = ? and ${PUBLIC_PRODUCT} order by w.added_at desc, p.id`,
      [customerId],
    );
    return rows.map((row) => row.id);
  }

  /**
   * Adding what is already there changes nothing. The size limit is checked and the row added under
   * one per-customer lock, so a burst of adds cannot pass it.
   */
  async add(customerId: string, productId: string): Promise<WishlistEntry[]> {
    await transactionalWithRetry(this.em, async (em) => {
      await lockPublicProduct(em, productId);
      await em.execute(`select pg_advisory_xact_lock(?, hashtext(?))`, [WISHLIST_LOCK_NAMESPACE, customerId]);
      const [{ n }]: { n: number }[] = await em.execute(
        `select count(*)::int as n from wishlist_items where customer_id = ? and product_id <> ?`,
        [customerId, productId],
      );
      if (n >= WISHLIST_LIMIT) throw badInput(WISHLIST_FULL);
      await em.execute(`insert into wishlist_items (customer_id, product_id) values (?, ?) on conflict do nothing`, [customerId, productId]);
    });
    return this.list(customerId);
  }

  async remove(customerId: string, productId: string): Promise<WishlistEntry[]> {
    if (!isUuid(productId) || !(await this.take(this.em, customerId, productId))) throw notFound(NOT_ON_WISHLIST);
    return this.list(customerId);
  }

  /** One unit into the cart and off the wishlist, or neither (out of stock leaves it on the wishlist). */
  async moveToCart(customerId: string, productId: string): Promise<Cart> {
    if (!isUuid(productId)) throw notFound(NOT_ON_WISHLIST);
    await transactionalWithRetry(this.em, async (em) => {
      if (!(await this.take(em, customerId, productId))) throw notFound(NOT_ON_WISHLIST);
      await new CartService(em).add(customerId, productId, 1);
    });
    return new CartService(this.em).view(customerId);
  }

  private async take(em: EntityManager, customerId: string, productId: string): Promise<boolean> {
    const removed = await em.execute(`delete from wishlist_items where customer_id = ? and product_id = ? returning product_id`, [
      customerId,
      productId,
    ]);
    return removed.length > 0;
  }
}

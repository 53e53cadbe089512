import type { EntityManager } from '@mikro-orm/postgresql';
import { badInput, notFound } from '../../common/errors';
import { isUuid } from '../../common/ids';
import type { Loaders } from '../../common/loaders';
import { recordAudit } from '../audit/audit.service';
import { AuditAction, AuditTargetType } from '../audit/audit.types';
import { isSale } from '../orders/order.sql';
import type { Vendor } from '../vendors/vendor.entity';
import type { Product } from './product.entity';
import { PRODUCT_COLUMNS, PUBLIC_PRODUCT, productFromRow, UNITS_SOLD_LAST_30_DAYS, VENDOR_COLUMNS, vendorFromRow } from './product.sql';

export const MAX_PICKS = 24;

/** The rules, as the schema states them. */
export const FEATURED_RULE =
  'Products an admin marked as featured, most recently marked first; then (and when none is marked) the best sellers of the last 30 days by units sold; then the newest products.';
export const TOP_VENDORS_RULE =
  'Verified shops ranked by their sales (order totals) over the last 30 days; shops with equal sales, or none, by business name.';

function checkLimit(limit: number): void {
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_PICKS) throw badInput(`limit must be between 1 and ${MAX_PICKS}.`);
}

/** What the home page shows first: featured products and top vendors, each one statement. */
export class StorefrontPicksService {
  constructor(
    private readonly em: EntityManager,
    private readonly loaders?: Pick<Loaders, 'vendor'>,
  ) {}

  async featuredProducts(limit: number): Promise<Product[]> {
    checkLimit(limit);
    const rows: Record<string, unknown>[] = await this.em.getConnection().execute(
      `select ${PRODUCT_COLUMNS}, ${VENDOR_COLUMNS}
         from products p
         join vendors v on v.id = p.vendor_id
         left join ${UNITS_SOLD_LAST_30_DAYS} sold on sold.product_id = p.id
        where ${PUBLIC_PRODUCT}
        order by p.featured_at desc nulls last, coalesce(sold.units, 0) desc, p.created_at desc, p.id desc
        limit ?`,
      [limit],
    );
    return rows.map((row) => {
      const product = productFromRow(row);
      this.loaders?.vendor.prime(product.vendorId, vendorFromRow(row));
      return product;
    });
  }

  async topVendors(limit: number): Promise<Vendor[]> {
    checkLimit(limit);
    const rows: Record<string, unknown>[] = await this.em.getConnection().execute(
      `select ${VENDOR_COLUMNS}
         from vendors v
         left join (
           select o.vendor_id, sum(o.total_cents) as sales
             from orders o
            where o.created_at > now() - interval '30 days' and ${isSale('o')}
            group by o.vendor_id
         ) s on s.vendor_id = v.id
        where v.is_verified and v.deleted_at is null
        order by coalesce(s.sales, 0) desc, v.business_name, v.id
        limit ?`,
      [limit],
    );
    return rows.map((row) => vendorFromRow(row));
  }

  /** Marks a public product featured (or not), audited as the admin's. A product that is not public answers NOT_FOUND. */
  async setFeatured(productId: string, featured: boolean, actorId: string): Promise<Product> {
    if (!isUuid(productId)) throw notFound('Product not found.');
    return this.em.transactional(async (em) => {
      const [row]: Record<string, unknown>[] = await em.execute(
        `update products p set featured_at = case when ? then coalesce(p.featured_at, now()) else null end
           from vendors v
          where p.id = ? and v.id = p.vendor_id and ${PUBLIC_PRODUCT}
          returning ${PRODUCT_COLUMNS}`,
        [featured, productId],
      );
      if (!row) throw notFound('Product not found.');
      const product = productFromRow(row);
      await recordAudit(em, {
        actorId,
        action: AuditAction.ProductFeatureChange,
        targetType: AuditTargetType.Product,
        targetId: product.id,
        summary: featured ? `Featured "${product.name}" on the home page` : `Stopped featuring "${product.name}" on the home page`,
        message: { id: featured ? 'product.featured' : 'product.unfeatured', params: { product: product.name } },
      });
      return product;
    });
  }
}

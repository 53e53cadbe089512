import DataLoader from 'dataloader';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Product } from '../modules/catalog/product.entity';
import { productFromRow, PUBLIC_PRODUCT, VENDOR_COLUMNS, vendorFromRow } from '../modules/catalog/product.sql';
import { User } from '../modules/users/user.entity';
import type { Vendor } from '../modules/vendors/vendor.entity';
import { DELETED_PRODUCT, type OrderLine } from '../modules/orders/order.types';

/** A product's image as the resolvers need it (no ORM entity: these are only rendered). */
export interface ImageRef {
  productId: string;
  mediaId: string;
}

/**
 * Per-request batch loaders: a page of N products costs one query per relation, not N. The catalogue's
 * loaders read plain rows: they only render, and MikroORM's hydration was most of a page's CPU time.
 */
export function createLoaders(em: EntityManager) {
  const byId = <T extends { id: string }>(rows: T[], ids: readonly string[]) => {
    const map = new Map(rows.map((row) => [row.id, row]));
    return ids.map((id) => map.get(id) ?? null);
  };
  const grouped = <T>(rows: T[], ids: readonly string[], keyOf: (row: T) => string) => {
    const map = new Map<string, T[]>(ids.map((id) => [id, []]));
    for (const row of rows) map.get(keyOf(row))?.push(row);
    return ids.map((id) => map.get(id)!);
  };
  const previewLoaders = new Map<number, DataLoader<string, Product[]>>();

  return {
    vendor: new DataLoader<string, Vendor | null>(async (ids) => {
      const rows: Record<string, unknown>[] = await em.execute(`select ${VENDOR_COLUMNS} from vendors v where v.id in (?)`, [[...ids]]);
      return byId(rows.map(vendorFromRow), ids);
    }),
    user: new DataLoader<string, User | null>(async (ids) => byId(await em.find(User, { id: { $in: [...ids] } }), ids)),
    productImages: new DataLoader<string, ImageRef[]>(async (ids) => {
      const rows: { product_id: string; media_id: string }[] = await em.execute(
        `select product_id, media_id from product_images where product_id in (?) order by product_id, position`,
        [[...ids]],
      );
      return grouped(
        rows.map((row) => ({ productId: row.product_id, mediaId: row.media_id })),
        ids,
        (image) => image.productId,
      );
    }),
    /** Order lines with the price paid; a deleted product shows as "Deleted Product". */
    orderLines: new DataLoader<string, OrderLine[]>(async (orderIds) => {
      const rows: { order_id: string; product_id: string | null; product_name: string; quantity: number; unit_price_cents: number; gone: boolean }[] =
        await em.execute(
          `select oi.order_id, oi.product_id, oi.product_name, oi.quantity, oi.unit_price_cents,
                  (p.id is null or p.deleted_at is not null) as gone
             from order_items oi left join products p on p.id = oi.product_id
            where oi.order_id in (?) order by oi.order_id, oi.product_name`,
          [[...orderIds]],
        );
      const lines = rows.map((row) => ({
        orderId: row.order_id,
        productId: row.gone ? null : row.product_id,
        productName: row.gone ? DELETED_PRODUCT : row.product_name,
        quantity: row.quantity,
        unitPriceCents: row.unit_price_cents,
        unitPrice: row.unit_price_cents / 100,
        lineTotal: (row.unit_price_cents * row.quantity) / 100,
      }));
      return grouped(lines, orderIds, (line) => line.orderId);
    }),
    /**
     * The newest `limit` public products of each vendor, for all vendors of a page in one query. A shop
     * reached through an order (deleted, or set back to pending) previews nothing, as it sells nothing.
     */
    previewProducts(limit: number) {
      let loader = previewLoaders.get(limit);
      if (!loader) {
        loader = new DataLoader<string, Product[]>(async (vendorIds) => {
          const rows: Record<string, unknown>[] = await em.getConnection().execute(
            `select id, vendor_id, name, description, price_cents, stock, category, created_at, updated_at, deleted_at
               from (select p.*, row_number() over (partition by p.vendor_id order by p.created_at desc, p.id desc) as n
                       from products p join vendors v on v.id = p.vendor_id
                      where p.vendor_id in (?) and ${PUBLIC_PRODUCT}) ranked
              where n <= ? order by vendor_id, n`,
            [[...vendorIds], limit],
          );
          return grouped(rows.map(productFromRow), vendorIds, (product) => product.vendorId);
        });
        previewLoaders.set(limit, loader);
      }
      return loader;
    },
  };
}

export type Loaders = ReturnType<typeof createLoaders>;

import DataLoader from 'dataloader';
import type { EntityManager } from '@mikro-orm/postgresql';
import { byId, grouped } from '../../common/loaders';
import type { Vendor } from '../vendors/vendor.entity';
import type { Product } from './product.entity';
import { productFromRow, PUBLIC_PRODUCT, VENDOR_COLUMNS, vendorFromRow } from './product.sql';

/** A product's image as the resolvers need it (no ORM entity: these are only rendered). */
export interface ImageRef {
  productId: string;
  mediaId: string;
}

declare module '../../common/loaders' {
  interface Loaders {
    vendor: DataLoader<string, Vendor | null>;
    productImages: DataLoader<string, ImageRef[]>;
    /** The newest `limit` public products of each vendor. */
    previewProducts(limit: number): DataLoader<string, Product[]>;
  }
}

/** The catalogue's loaders read plain rows: they only render, and MikroORM's hydration was most of a page's CPU time. */
export function catalogLoaders(em: EntityManager) {
  const previewLoaders = new Map<number, DataLoader<string, Product[]>>();
  return {
    vendor: new DataLoader<string, Vendor | null>(async (ids) => {
      const rows: Record<string, unknown>[] = await em.execute(`select ${VENDOR_COLUMNS} from vendors v where v.id in (?)`, [[...ids]]);
      return byId(rows.map(vendorFromRow), ids);
    }),
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

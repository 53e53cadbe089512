import type { EntityManager } from '@mikro-orm/postgresql';
import { badInput, forbidden, notFound } from '../../common/errors';
import { isUuid } from '../../common/ids';
import { transactionalWithRetry } from '../../common/transaction-retry';
import { formatCad } from '../../common/money';
import { recordAudit } from '../audit/audit.service';
import { AuditAction, AuditTargetType } from '../audit/audit.types';
import { decodeCursor, encodeCursor, pageSize, toPage } from '../../common/pagination';
import { REQUIRED_FIELDS, type ProductInput } from './product-management.inputs';
import { Product, ProductImage } from './product.entity';
import { PRODUCT_COLUMNS, productFromRow } from './product.sql';


/** A vendor's own catalogue. Every method takes the caller's shop id and touches nothing else. */
export class ProductManagementService {
  constructor(private readonly em: EntityManager) {}

  async list(vendorId: string, options: { q?: string | null; first: number; after?: string | null }) {
    const size = pageSize(options.first);
    const where = ['p.vendor_id = ?', 'p.deleted_at is null'];
    const params: unknown[] = [vendorId];
    const q = options.q?.trim().toLowerCase();
    if (q) {
      if (q.length > 200) throw badInput('Search text must be at most 200 characters.');
      const like = `%${q.replace(/[\\%_]/g, '\\$&')}%`;
      where.push('(lower(p.name) like ? or lower(p.category) like ?)');
      params.push(like, like);
    }
    if (options.after) {
      const [createdAt, id] = decodeCursor<[string, string]>(options.after, ['string', 'string']);
      if (!isUuid(id)) throw badInput('The cursor is not valid.');
      where.push('(p.created_at, p.id) < (?::timestamptz, ?::uuid)');
      params.push(createdAt, id);
    }
    const rows: (Record<string, unknown> & { id: string; created_key: string })[] = await this.em.execute(
      `select ${PRODUCT_COLUMNS}, p.created_at::text as created_key
         from products p where ${where.join(' and ')}
        order by p.created_at desc, p.id desc limit ?`,
      [...params, size + 1],
    );
    const page = toPage(rows, size, (row) => encodeCursor([row.created_key, row.id]));
    return { nodes: page.nodes.map((row) => productFromRow(row)), pageInfo: page.pageInfo };
  }

  /** Products at or under the threshold, emptiest first (inventory page). */
  lowStock(vendorId: string, threshold: number): Promise<Product[]> {
    if (!Number.isInteger(threshold) || threshold < 0 || threshold > 1000) throw badInput('threshold must be between 0 and 1000.');
    return this.em.find(Product, { vendorId, deletedAt: null, stock: { $lte: threshold } }, { orderBy: { stock: 'asc', name: 'asc' }, limit: 100 });
  }

  async create(vendorId: string, input: ProductInput): Promise<Product> {
    const fields = this.clean(input);
    return this.em.transactional(async (em) => {
      const product = em.create(Product, { vendorId, ...fields });
      await em.flush();
      if (input.imageIds) await this.setImages(em, vendorId, product.id, input.imageIds);
      return product;
    });
  }

  /** `actorId` is the signed-in vendor: price and stock changes are audited. */
  async update(vendorId: string, productId: string, input: ProductInput, actorId: string): Promise<Product> {
    const fields = this.clean(input);
    return transactionalWithRetry(this.em, async (em) => {
      const product = await this.own(em, vendorId, productId);
      const before = { priceCents: product.priceCents, stock: product.stock };
      Object.assign(product, fields);
      await em.flush();
      await this.auditPriceAndStock(em, actorId, product, before);
      if (input.imageIds) await this.setImages(em, vendorId, product.id, input.imageIds);
      return product;
    });
  }

  async setStock(vendorId: string, productId: string, stock: number, actorId: string): Promise<Product> {
    if (!Number.isInteger(stock) || stock < 0 || stock > 1_000_000) throw badInput('Stock must be a whole number from 0 to 1,000,000.');
    return transactionalWithRetry(this.em, async (em) => {
      const product = await this.own(em, vendorId, productId);
      const before = { priceCents: product.priceCents, stock: product.stock };
      product.stock = stock;
      await em.flush();
      await this.auditPriceAndStock(em, actorId, product, before);
      return product;
    });
  }

  /** One audit entry per changed figure, so the log can be filtered to price changes or stock changes. */
  private async auditPriceAndStock(em: EntityManager, actorId: string, product: Product, before: { priceCents: number; stock: number }) {
    if (product.priceCents !== before.priceCents) {
      await recordAudit(em, {
        actorId,
        action: AuditAction.ProductPriceChange,
        targetType: AuditTargetType.Product,
        targetId: product.id,
        summary: `Changed the price of ${product.name} from ${formatCad(before.priceCents)} to ${formatCad(product.priceCents)}`,
        message: { id: 'product.price_change', params: { product: product.name, beforeCents: before.priceCents, afterCents: product.priceCents } },
        before: { priceCents: before.priceCents },
        after: { priceCents: product.priceCents },
      });
    }
    if (product.stock !== before.stock) {
      await recordAudit(em, {
        actorId,
        action: AuditAction.ProductStockChange,
        targetType: AuditTargetType.Product,
        targetId: product.id,
        summary: `Changed the stock of ${product.name} from ${before.stock} to ${product.stock}`,
        message: { id: 'product.stock_change', params: { product: product.name, before: before.stock, after: product.stock } },
        before: { stock: before.stock },
        after: { stock: product.stock },
      });
    }
  }

  /** Soft delete: past orders keep their lines (shown as "Deleted Product"); carts and wishlists drop it. */
  async remove(vendorId: string, productId: string): Promise<boolean> {
    await transactionalWithRetry(this.em, async (em) => {
      const product = await this.own(em, vendorId, productId);
      product.deletedAt = new Date();
      await em.flush();
      await em.execute(`delete from cart_items where product_id = ?`, [productId]);
      await em.execute(`delete from wishlist_items where product_id = ?`, [productId]);
    });
    return true;
  }

  private clean(input: ProductInput) {
    const name = input.name.trim();
    const category = input.category.trim();
    if (!name || !category) throw badInput(REQUIRED_FIELDS);
    // The French texts: omitted keeps what is saved (clients that do not know them), null or blank clears.
    const french = {
      ...(input.nameFr !== undefined && { nameFr: input.nameFr?.trim() || null }),
      ...(input.descriptionFr !== undefined && { descriptionFr: input.descriptionFr?.trim() || null }),
    };
    return { name, category, priceCents: input.priceCents, stock: input.stock, description: input.description?.trim() || null, ...french };
  }

  /**
   * The product, if it is live and this shop's; another shop's product is refused. Its row is
   * locked first (as a stock update locks it, so checkouts' foreign-key checks still pass): a
   * checkout cannot sell units between this read and the change, so the audited "before" is what
   * the row held.
   */
  private async own(em: EntityManager, vendorId: string, productId: string): Promise<Product> {
    if (!isUuid(productId)) throw notFound('Product not found');
    await em.execute(`select id from products where id = ? and vendor_id = ? for no key update`, [productId, vendorId]);
    // Another shop's product answers as a missing one would: its id says nothing about it.
    const product = await em.findOne(Product, { id: productId, vendorId, deletedAt: null });
    if (!product) throw notFound('Product not found');
    return product;
  }

  /** Replaces the product's photos with uploads of this shop, in the given order. */
  private async setImages(em: EntityManager, vendorId: string, productId: string, imageIds: string[]): Promise<void> {
    const unique = [...new Set(imageIds)];
    if (unique.length) {
      const owned = await em.execute(`select id from media where id in (?) and owner_vendor_id = ? and parent_id is null`, [unique, vendorId]);
      if (owned.length !== unique.length) throw badInput('Unknown photo: upload it first.');
    }
    await em.execute(`delete from product_images where product_id = ?`, [productId]);
    unique.forEach((mediaId, position) => em.create(ProductImage, { productId, mediaId, position }));
    await em.flush();
  }
}

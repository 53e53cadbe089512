import { Migration } from '@mikro-orm/migrations';

/**
 * products_category_price_idx carries what a text search sorted by price within a category checks
 * on each row it walks (the tsvector, the shop and the category), so the walk reads only the index
 * (an index-only scan) until it has a page (issue 21, decision 0025). "sourdough" in Bakery from
 * 5 to 20 $ by price, descending, at 1,000,000 products: 43,000 Bakery products before the first
 * loaf, 87-113 ms through the table, 13-20 ms through this index (EXPLAIN ANALYZE on the bench's
 * vacuumed catalogue). The index grows from 51 to 509 MB there.
 */
export class Migration20261204000000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`drop index products_category_price_idx;`);
    this.addSql(
      `create index products_category_price_idx on products (lower(category), price_cents, id) include (search, vendor_id, category) where deleted_at is null;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop index products_category_price_idx;`);
    this.addSql(`create index products_category_price_idx on products (lower(category), price_cents, id) where deleted_at is null;`);
  }
}

import { Migration } from '@mikro-orm/migrations';

/**
 * The sitemap (modules/storefront/sitemap.service.ts) walks every public product and shop in id
 * order, a page of up to 50,000 at a time. Live rows only, with what a sitemap entry needs beside the
 * key, so each page is an index-only range scan that starts where the previous one ended.
 */
export class Migration20261127190000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create index products_live_id_idx on products (id) include (vendor_id, updated_at) where deleted_at is null;`);
    this.addSql(`create index vendors_public_id_idx on vendors (id) where is_verified and deleted_at is null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index vendors_public_id_idx;`);
    this.addSql(`drop index products_live_id_idx;`);
  }
}

import { Migration } from '@mikro-orm/migrations';

/** Indexes for the catalogue's sorts, filters and suggestions (issue 21). */
export class Migration20261129000000 extends Migration {
  override async up(): Promise<void> {
    // Price sorts, in both directions (a b-tree reads backwards), keyset by (price_cents, id).
    this.addSql(`create index products_live_price_idx on products (price_cents, id) where deleted_at is null;`);
    // Nearest names first (`name <->> q`, word-similarity distance): the candidates of a relevance
    // search, suggestions and did-you-mean read a few rows in order instead of ranking every match.
    // GIN (products_name_trgm_idx) cannot order; it stays for the `%>` match of other sorts.
    this.addSql(`create index products_name_trgm_gist_idx on products using gist (name gist_trgm_ops) where deleted_at is null;`);
    // Shop suggestions, in the same way.
    this.addSql(`create index vendors_business_name_trgm_gist_idx on vendors using gist (business_name gist_trgm_ops) where deleted_at is null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index vendors_business_name_trgm_gist_idx;`);
    this.addSql(`drop index products_name_trgm_gist_idx;`);
    this.addSql(`drop index products_live_price_idx;`);
  }
}

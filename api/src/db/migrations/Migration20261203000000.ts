import { Migration } from '@mikro-orm/migrations';

/**
 * Statistics on lower(category), the expression every category filter uses (issue 21, decision 0023).
 * PostgreSQL keeps the statistics of an indexed expression only for the index: the category indexes are
 * partial (live products), and the planner does not apply a partial index's statistics to the table,
 * so it took any category for 0.5% of the products (Pantry is 13%). On that guess "maple syrup" in
 * Pantry by price read and sorted 6,300 matches (23 ms) instead of walking products_category_price_idx
 * (2 ms) on the bench's 100,000 products.
 */
export class Migration20261203000000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create statistics products_lower_category_stats on (lower(category)) from products;`);
    this.addSql(`analyze products;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop statistics products_lower_category_stats;`);
  }
}

import { Migration } from '@mikro-orm/migrations';

/**
 * Tells every API process when the public catalogue changes, so its response cache
 * (common/catalog-response-cache.ts) is cleared: a NOTIFY on 'catalog_changed' after any statement
 * that writes products, their images, shops, or an owner's display name (a shop's `name`).
 * NOTIFY is delivered on commit and once per transaction, so a checkout costs one message.
 */
export class Migration20261123000000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create function notify_catalog_changed() returns trigger language plpgsql as $$
      begin
        perform pg_notify('catalog_changed', '');
        return null;
      end $$;`);
    for (const table of ['products', 'product_images', 'vendors']) {
      this.addSql(`create trigger ${table}_catalog_changed after insert or update or delete or truncate on ${table}
        for each statement execute function notify_catalog_changed();`);
    }
    this.addSql(`create trigger users_catalog_changed after update of name, deleted_at or delete on users
      for each statement execute function notify_catalog_changed();`);
  }
}

import { Migration } from '@mikro-orm/migrations';

/**
 * A new-order notification keeps its units and total beside its English message (issue 20), so that
 * the vendor's dashboard words it in the vendor's language. Existing ones get them from their order.
 */
export class Migration20261130300000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table notifications add column item_count integer, add column total_cents integer;`);
    this.addSql(`update notifications n
      set total_cents = o.total_cents,
          item_count = (select coalesce(sum(i.quantity), 0) from order_items i where i.order_id = o.id)
      from orders o where o.id = n.order_id;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table notifications drop column item_count, drop column total_cents;`);
  }
}

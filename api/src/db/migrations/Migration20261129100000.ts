import { Migration } from '@mikro-orm/migrations';

/**
 * The card a checkout was paid with (brand and last four digits, for the order confirmation; never
 * the number), and a customer's saved shipping address, pre-filled at checkout.
 */
export class Migration20261129100000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table payments add column card_brand text, add column card_last4 char(4);`);
    this.addSql(`alter table users add column shipping_address jsonb;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table users drop column shipping_address;`);
    this.addSql(`alter table payments drop column card_brand, drop column card_last4;`);
  }
}

import { Migration } from '@mikro-orm/migrations';

/**
 * Mail in its recipient's language (issue 20): each queued mail keeps the language it is written in,
 * and a checkout's payment the language of the checkout, for its order confirmation (settled later,
 * maybe by the webhook or the reconciler). Null in rows from before: English.
 */
export class Migration20261130100000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table mail_outbox add column locale text check (locale in ('en-CA', 'fr-CA'));`);
    this.addSql(`alter table payments add column locale text check (locale in ('en-CA', 'fr-CA'));`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table payments drop column locale;`);
    this.addSql(`alter table mail_outbox drop column locale;`);
  }
}

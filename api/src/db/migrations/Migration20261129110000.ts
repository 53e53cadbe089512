import { Migration } from '@mikro-orm/migrations';

/**
 * The language an account reads Mainstreet in (issue 20): the web app switches to it at sign-in,
 * and mail will be written in it. Null until the account chooses: the browser's language applies.
 */
export class Migration20261129110000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table users add column locale text check (locale in ('en-CA', 'fr-CA'));`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table users drop column locale;`);
  }
}

import { Migration } from '@mikro-orm/migrations';

/**
 * Sign-in attempts counted in fixed windows, one row per key, so that checking and counting is one
 * statement (an upsert that returns the new count): concurrent attempts cannot all read a count
 * under the limit before any of them is recorded, as they could with login_failures.
 */
export class Migration20261125000000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table sign_in_counters (
      key text primary key,
      window_started_at timestamptz not null,
      attempts integer not null
    );`);
    this.addSql(`create index sign_in_counters_window_idx on sign_in_counters (window_started_at);`);
    this.addSql(`drop table login_failures;`);
  }
}

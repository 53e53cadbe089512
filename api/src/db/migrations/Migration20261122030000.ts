import { Migration } from '@mikro-orm/migrations';

/**
 * Admin console: soft-deleted accounts, indexes for the admin tables and the marketplace figures,
 * and an append-only audit log.
 */
export class Migration20261122030000 extends Migration {
  override async up(): Promise<void> {
    // An account an admin deletes stays as a row (its orders keep their customer) but can no
    // longer sign in; its email and username become free for a new account.
    this.addSql(`alter table users add column deleted_at timestamptz;`);
    this.addSql(`drop index users_email_unique;`);
    this.addSql(`drop index users_username_unique;`);
    this.addSql(`create unique index users_email_unique on users (lower(email)) where deleted_at is null;`);
    this.addSql(`create unique index users_username_unique on users (lower(username)) where deleted_at is null;`);
    // Admin users table: alphabetical keyset pages, and "contains" search on username or email.
    this.addSql(`create index users_live_username_idx on users (lower(username), id) where deleted_at is null;`);
    this.addSql(`create index users_username_trgm_idx on users using gin (lower(username) gin_trgm_ops) where deleted_at is null;`);
    this.addSql(`create index users_email_trgm_idx on users using gin (lower(email) gin_trgm_ops) where deleted_at is null;`);
    // New accounts per month (analytics) count live accounts by creation time.
    this.addSql(`drop index users_created_at_idx;`);
    this.addSql(`create index users_live_created_idx on users (created_at) where deleted_at is null;`);

    // Admin vendors table: every live shop, verified or not, by name; "contains" search on the name.
    this.addSql(`create index vendors_live_name_idx on vendors (business_name, id) where deleted_at is null;`);
    this.addSql(`create index vendors_name_trgm_idx on vendors using gin (lower(business_name) gin_trgm_ops) where deleted_at is null;`);

    // Marketplace figures read orders by creation time: the columns they sum or group by ride
    // along in the index, so a month or the last 30 days is read from the index alone.
    this.addSql(`drop index orders_created_idx;`);
    this.addSql(`create index orders_created_idx on orders (created_at) include (status, subtotal_cents, vendor_id, payment_id);`);
    // Orders whose card payment is not confirmed (yet) are left out of revenue; there are few of them.
    this.addSql(`create index payments_unsettled_idx on payments (id) where status in ('Pending', 'Failed');`);

    // json, not jsonb: the fields keep the order they were written in (jsonb reorders keys).
    // clock_timestamp(), not now(): entries of one transaction keep the order they were written in.
    this.addSql(`create table audit_log (
      id uuid primary key,
      created_at timestamptz not null default clock_timestamp(),
      actor_id uuid references users (id),
      actor_email text,
      actor_role text,
      action text not null,
      target_type text not null,
      target_id uuid,
      summary text not null,
      before json,
      after json
    );`);
    this.addSql(`create index audit_log_created_idx on audit_log (created_at desc, id desc);`);
    this.addSql(`create index audit_log_action_created_idx on audit_log (action, created_at desc, id desc);`);
    this.addSql(`create index audit_log_actor_created_idx on audit_log (lower(actor_email) text_pattern_ops, created_at desc, id desc);`);
    this.addSql(`create index audit_log_target_idx on audit_log (target_id, created_at desc);`);
    // Append-only, whoever connects: the API offers no way to change an entry, and the database refuses it too.
    this.addSql(`create function audit_log_append_only() returns trigger language plpgsql as $$
      begin
        raise exception 'audit_log is append-only: % is not allowed', tg_op using errcode = 'insufficient_privilege';
      end;
    $$;`);
    this.addSql(`create trigger audit_log_no_update_or_delete before update or delete on audit_log
      for each row execute function audit_log_append_only();`);
    this.addSql(`create trigger audit_log_no_truncate before truncate on audit_log
      for each statement execute function audit_log_append_only();`);
  }
}

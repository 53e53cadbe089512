import { Migration } from '@mikro-orm/migrations';

/** Vendor workspace: stored notifications, resized image variants, and indexes for vendor views. */
export class Migration20261122020000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table notifications (
      id uuid primary key,
      vendor_id uuid not null references vendors (id) on delete cascade,
      order_id uuid references orders (id) on delete set null,
      message text not null,
      read_at timestamptz,
      created_at timestamptz not null default now()
    );`);
    this.addSql(`create index notifications_vendor_created_idx on notifications (vendor_id, created_at desc, id desc);`);
    this.addSql(`create index notifications_vendor_unread_idx on notifications (vendor_id) where read_at is null;`);

    // Uploaded photos are stored as a WebP original plus smaller WebP variants pointing at it.
    this.addSql(`alter table media add column parent_id uuid references media (id) on delete cascade;`);
    this.addSql(`alter table media add column width integer;`);
    this.addSql(`alter table media add column owner_vendor_id uuid references vendors (id) on delete set null;`);
    this.addSql(`create index media_parent_width_idx on media (parent_id, width) where parent_id is not null;`);

    // A vendor's own product table, searchable by name or category.
    this.addSql(`create index products_vendor_name_idx on products (vendor_id, lower(name)) where deleted_at is null;`);
    // Vendor order lists by status.
    this.addSql(`create index orders_vendor_status_idx on orders (vendor_id, status);`);
  }
}

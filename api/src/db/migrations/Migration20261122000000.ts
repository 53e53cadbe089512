import { Migration } from '@mikro-orm/migrations';

/** Foundation schema: accounts, vendors, catalogue with search, images, order history. */
export class Migration20261122000000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create extension if not exists pg_trgm;`);

    this.addSql(`create table users (
      id uuid primary key,
      username text not null,
      name text not null,
      email text not null,
      phone text,
      role text not null check (role in ('Admin', 'Vendor', 'Customer')),
      password_hash text not null,
      token_version integer not null default 0,
      is_verified boolean not null default false,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );`);
    // Case-insensitive uniqueness: emails and usernames are compared lower-cased on sign-in.
    this.addSql(`create unique index users_email_unique on users (lower(email));`);
    this.addSql(`create unique index users_username_unique on users (lower(username));`);
    this.addSql(`create index users_created_at_idx on users (created_at);`);

    this.addSql(`create table media (
      id uuid primary key,
      content_type text not null,
      byte_size integer not null check (byte_size >= 0),
      data bytea not null,
      created_at timestamptz not null default now()
    );`);

    this.addSql(`create table vendors (
      id uuid primary key,
      user_id uuid not null unique references users (id) on delete cascade,
      business_name text not null,
      description text,
      address text,
      city text,
      postal_code text,
      phone text,
      profile_image_id uuid references media (id) on delete set null,
      is_verified boolean not null default false,
      email_notifications boolean not null default true,
      created_at timestamptz not null default now(),
      deleted_at timestamptz
    );`);
    this.addSql(`create index vendors_public_name_idx on vendors (business_name, id) where is_verified and deleted_at is null;`);

    this.addSql(`create table products (
      id uuid primary key,
      vendor_id uuid not null references vendors (id),
      name text not null,
      description text,
      price_cents integer not null check (price_cents >= 0),
      stock integer not null check (stock >= 0),
      category text not null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      deleted_at timestamptz,
      search tsvector generated always as (
        setweight(to_tsvector('english', coalesce(name, '')), 'A') ||
        setweight(to_tsvector('english', coalesce(category, '')), 'B') ||
        setweight(to_tsvector('english', coalesce(description, '')), 'C')
      ) stored
    );`);
    // Keyset pagination of the public list, newest first.
    this.addSql(`create index products_live_created_idx on products (created_at desc, id desc) where deleted_at is null;`);
    this.addSql(`create index products_vendor_created_idx on products (vendor_id, created_at desc, id desc) where deleted_at is null;`);
    this.addSql(`create index products_category_created_idx on products (category, created_at desc, id desc) where deleted_at is null;`);
    this.addSql(`create index products_search_idx on products using gin (search);`);
    this.addSql(`create index products_name_trgm_idx on products using gin (name gin_trgm_ops);`);

    this.addSql(`create table product_images (
      id uuid primary key,
      product_id uuid not null references products (id) on delete cascade,
      media_id uuid not null references media (id) on delete cascade,
      position integer not null check (position >= 0),
      unique (product_id, position)
    );`);

    this.addSql(`create table orders (
      id uuid primary key,
      customer_id uuid references users (id) on delete set null,
      vendor_id uuid not null references vendors (id),
      status text not null check (status in ('Pending', 'Processing', 'Shipped', 'Delivered', 'Cancelled')),
      subtotal_cents integer not null check (subtotal_cents >= 0),
      tax_cents integer not null check (tax_cents >= 0),
      total_cents integer not null check (total_cents = subtotal_cents + tax_cents),
      customer_info jsonb not null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );`);
    this.addSql(`create index orders_customer_created_idx on orders (customer_id, created_at desc, id desc);`);
    this.addSql(`create index orders_vendor_created_idx on orders (vendor_id, created_at desc, id desc);`);
    this.addSql(`create index orders_created_idx on orders (created_at);`);

    this.addSql(`create table order_items (
      id uuid primary key,
      order_id uuid not null references orders (id) on delete cascade,
      product_id uuid references products (id) on delete set null,
      product_name text not null,
      quantity integer not null check (quantity > 0),
      unit_price_cents integer not null check (unit_price_cents >= 0)
    );`);
    this.addSql(`create index order_items_order_idx on order_items (order_id);`);
    this.addSql(`create index order_items_product_idx on order_items (product_id);`);

    // Failed sign-ins, counted per account and per client address for rate limiting.
    this.addSql(`create table login_failures (
      id bigserial primary key,
      key text not null,
      created_at timestamptz not null default now()
    );`);
    this.addSql(`create index login_failures_key_created_idx on login_failures (key, created_at);`);
  }
}

import { Migration } from '@mikro-orm/migrations';

/** Commerce: carts, wishlists, payments (one per checkout) and their orders, webhook deliveries. */
export class Migration20261122010000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table cart_items (
      customer_id uuid not null references users (id) on delete cascade,
      product_id uuid not null references products (id) on delete cascade,
      quantity integer not null check (quantity > 0),
      added_at timestamptz not null default now(),
      primary key (customer_id, product_id)
    );`);

    this.addSql(`create table wishlist_items (
      customer_id uuid not null references users (id) on delete cascade,
      product_id uuid not null references products (id) on delete cascade,
      added_at timestamptz not null default now(),
      primary key (customer_id, product_id)
    );`);

    this.addSql(`create table payments (
      id uuid primary key,
      customer_id uuid references users (id) on delete set null,
      idempotency_key text not null,
      provider text not null,
      provider_reference text,
      status text not null check (status in ('Pending', 'Succeeded', 'Failed', 'Refunded')),
      amount_cents integer not null check (amount_cents >= 0),
      currency text not null default 'cad',
      failure_message text,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );`);
    // A retried or double-clicked checkout carries the same key: one payment per key and customer.
    this.addSql(`create unique index payments_customer_key_unique on payments (customer_id, idempotency_key);`);
    this.addSql(`create unique index payments_provider_reference_unique on payments (provider, provider_reference) where provider_reference is not null;`);

    this.addSql(`alter table orders add column payment_id uuid references payments (id);`);
    this.addSql(`create index orders_payment_idx on orders (payment_id);`);

    // Each provider event is applied once, however often it is delivered.
    this.addSql(`create table webhook_events (
      id text primary key,
      provider text not null,
      type text not null,
      received_at timestamptz not null default now()
    );`);
  }
}

import { Migration } from '@mikro-orm/migrations';

/**
 * Messages from the contact form, kept for the admins (read or unread), and newsletter sign-ups with
 * double opt-in: an address is subscribed only once the link mailed to it has been followed, and
 * every newsletter mail carries a link that unsubscribes without signing in. Products an admin
 * features on the home page. Category filters that ignore case, and typo-tolerant category matches.
 * And the index the wishlist's product ids are read by.
 */
export class Migration20261127100000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table contact_messages (
      id uuid primary key default gen_random_uuid(),
      name text not null,
      email text not null,
      message text not null,
      created_at timestamptz not null default now(),
      read_at timestamptz
    );`);
    // The admins' list, newest first (keyset), and its unread filter and count.
    this.addSql(`create index contact_messages_created_idx on contact_messages (created_at desc, id desc);`);
    this.addSql(`create index contact_messages_unread_idx on contact_messages (created_at desc, id desc) where read_at is null;`);

    this.addSql(`create table newsletter_subscriptions (
      id uuid primary key default gen_random_uuid(),
      email text not null,
      status text not null default 'pending' check (status in ('pending', 'confirmed', 'unsubscribed')),
      confirm_token_hash text,
      confirm_expires_at timestamptz,
      confirm_sent_at timestamptz,
      -- Kept as is (not a digest): every newsletter mail must carry it, and it can only unsubscribe.
      unsubscribe_token text not null unique,
      created_at timestamptz not null default now(),
      confirmed_at timestamptz,
      unsubscribed_at timestamptz
    );`);
    // One row per address, whatever its case.
    this.addSql(`create unique index newsletter_subscriptions_email_idx on newsletter_subscriptions (lower(email));`);
    // Products an admin marks as featured on the home page, most recently marked first.
    this.addSql(`alter table products add column featured_at timestamptz;`);
    this.addSql(`create index products_featured_idx on products (featured_at desc, id desc) where featured_at is not null and deleted_at is null;`);
    // The category filter ignores case ("pantry" = "Pantry"), and a misspelt word can match a category
    // ("cofee" finds the Coffee & Tea products) as it matches a name.
    this.addSql(`drop index products_category_created_idx;`);
    this.addSql(`create index products_category_created_idx on products (lower(category), created_at desc, id desc) where deleted_at is null;`);
    this.addSql(`create index products_category_trgm_idx on products using gin (category gin_trgm_ops);`);
    // A customer's wishlist, newest first (the product buttons read its ids).
    this.addSql(`create index wishlist_items_customer_added_idx on wishlist_items (customer_id, added_at desc);`);
    this.addSql(`create unique index newsletter_subscriptions_confirm_idx on newsletter_subscriptions (confirm_token_hash) where confirm_token_hash is not null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index wishlist_items_customer_added_idx;`);
    this.addSql(`drop index products_category_trgm_idx;`);
    this.addSql(`drop index products_category_created_idx;`);
    this.addSql(`create index products_category_created_idx on products (category, created_at desc, id desc) where deleted_at is null;`);
    this.addSql(`alter table products drop column featured_at;`);
    this.addSql(`drop table newsletter_subscriptions;`);
    this.addSql(`drop table contact_messages;`);
  }
}

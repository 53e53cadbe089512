import { Migration } from '@mikro-orm/migrations';

/**
 * Search that stays fast at 1,000,000 products (issue 21, decision 0023).
 *
 * - `search_words`: every word of the product names (without accents, lower case) and how many
 *   products were created with it. A typo or an unfinished word of the query is matched against
 *   these few thousand words (trigram GiST, prefix on the C-collated key) instead of every name, and
 *   the search itself then runs on the full-text index only. Words are added by triggers; a name that
 *   changes adds its new words and leaves the old ones (a word without products only widens a query).
 * - `products.units_sold_30d` replaces the `product_sales_30d` table, so that "best selling" is read in
 *   order from an index instead of sorting every match.
 */
export class Migration20261201100000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table search_words (
      word text collate "C" primary key,
      products integer not null check (products >= 0)
    );`);
    this.addSql(`create index search_words_trgm_idx on search_words using gist (word gist_trgm_ops);`);
    // The words of a search_name (already without accents): letters only, 2 to 40 of them.
    this.addSql(`create function search_words_of(name text) returns setof text language sql immutable parallel safe as $$
      select w from regexp_split_to_table(lower(name), '[^[:alpha:]]+') w where length(w) between 2 and 40
    $$;`);
    // New products: one statement for the whole insert (a bulk import too), words in order so that
    // two inserts at once lock shared words in the same order. A restore (db/backup) loads the words
    // from its file with the products, and says so with `mainstreet.restoring`.
    this.addSql(`create function search_words_count_new_products() returns trigger language plpgsql as $$
    begin
      if current_setting('mainstreet.restoring', true) = 'on' then return null; end if;
      insert into search_words (word, products)
      select w, count(*) from new_products n, search_words_of(n.search_name) w group by w order by w
      on conflict (word) do update set products = search_words.products + excluded.products;
      return null;
    end $$;`);
    this.addSql(`create trigger products_search_words_insert after insert on products
      referencing new table as new_products for each statement execute function search_words_count_new_products();`);
    // Renamed products: only the words not known yet, without counting (no lock on a common word's
    // row; stock and sales updates do not fire this at all).
    this.addSql(`create function search_words_add_renamed() returns trigger language plpgsql as $$
    begin
      insert into search_words (word, products) select w, 1 from search_words_of(new.search_name) w on conflict (word) do nothing;
      return null;
    end $$;`);
    this.addSql(`create trigger products_search_words_rename after update of name, name_fr on products
      for each row when (old.search_name is distinct from new.search_name) execute function search_words_add_renamed();`);
    this.addSql(`insert into search_words (word, products)
      select w, count(*) from products p, search_words_of(p.search_name) w group by w;`);
    // Search no longer matches names and categories by trigrams (only the names' words above are).
    this.addSql(`drop index products_search_name_trgm_idx;`);
    this.addSql(`drop index products_category_trgm_idx;`);

    this.addSql(`alter table products add column units_sold_30d integer not null default 0 check (units_sold_30d >= 0);`);
    this.addSql(`update products p set units_sold_30d = s.units from product_sales_30d s where s.product_id = p.id;`);
    this.addSql(`drop table product_sales_30d;`);
    this.addSql(`create index products_live_best_selling_idx on products (units_sold_30d desc, created_at desc, id desc) where deleted_at is null;`);
    // The few products with sales, which each refresh compares with the new figures.
    this.addSql(`create index products_sold_idx on products (id) where units_sold_30d > 0;`);
  }

  override async down(): Promise<void> {
    this.addSql(`create table product_sales_30d (
      product_id uuid primary key references products (id) on delete cascade,
      units integer not null check (units > 0)
    );`);
    this.addSql(`insert into product_sales_30d (product_id, units) select id, units_sold_30d from products where units_sold_30d > 0;`);
    this.addSql(`drop index products_sold_idx;`);
    this.addSql(`drop index products_live_best_selling_idx;`);
    this.addSql(`alter table products drop column units_sold_30d;`);
    this.addSql(`create index products_search_name_trgm_idx on products using gin (search_name gin_trgm_ops);`);
    this.addSql(`create index products_category_trgm_idx on products using gin (category gin_trgm_ops);`);
    this.addSql(`drop trigger products_search_words_rename on products;`);
    this.addSql(`drop trigger products_search_words_insert on products;`);
    this.addSql(`drop function search_words_add_renamed();`);
    this.addSql(`drop function search_words_count_new_products();`);
    this.addSql(`drop function search_words_of(text);`);
    this.addSql(`drop table search_words;`);
  }
}

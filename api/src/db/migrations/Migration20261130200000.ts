import { Migration } from '@mikro-orm/migrations';

/**
 * Search ignores accents, and shops may write their products and profile in French too (issues 20
 * and 21): "cafe" finds "Café", "creme" finds "crème", "sirop" finds a product whose French name is
 * "Sirop d'érable".
 *
 * - `f_unaccent(text)`: unaccent with its dictionary named, declared IMMUTABLE so that generated
 *   columns and indexes may use it (unaccent itself is only STABLE: its dictionary could change).
 * - `name_fr`, `description_fr` (products) and `business_name_fr`, `description_fr` (vendors): null
 *   when the shop wrote none; the storefront then shows the original.
 * - `search_name`: the name and the French name without accents, what trigram matching (typos,
 *   prefixes, suggestions, did-you-mean) compares with the query without accents. It replaces the
 *   trigram indexes on `name` and `business_name`.
 * - `search`: the weighted tsvector, now without accents, with the French name and description
 *   stemmed by the 'french' configuration beside the English ones.
 */
export class Migration20261130200000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create extension if not exists unaccent;`);
    this.addSql(`create or replace function f_unaccent(text) returns text
      language sql immutable parallel safe strict
      as $$ select public.unaccent('public.unaccent'::regdictionary, $1) $$;`);

    this.addSql(`alter table products add column name_fr text, add column description_fr text;`);
    this.addSql(`alter table vendors add column business_name_fr text, add column description_fr text;`);

    this.addSql(`drop index products_search_idx;`);
    this.addSql(`drop index products_name_trgm_idx;`);
    this.addSql(`drop index products_name_trgm_gist_idx;`);
    this.addSql(`drop index vendors_business_name_trgm_gist_idx;`);
    this.addSql(`alter table products drop column search,
      add column search tsvector generated always as (
        setweight(to_tsvector('english', f_unaccent(coalesce(name, ''))), 'A') ||
        setweight(to_tsvector('french', f_unaccent(coalesce(name_fr, ''))), 'A') ||
        setweight(to_tsvector('english', f_unaccent(coalesce(category, ''))), 'B') ||
        setweight(to_tsvector('english', f_unaccent(coalesce(description, ''))), 'C') ||
        setweight(to_tsvector('french', f_unaccent(coalesce(description_fr, ''))), 'C')
      ) stored,
      add column search_name text generated always as (f_unaccent(name || coalesce(' ' || name_fr, ''))) stored;`);
    this.addSql(`alter table vendors
      add column search_name text generated always as (f_unaccent(business_name || coalesce(' ' || business_name_fr, ''))) stored;`);
    this.addSql(`create index products_search_idx on products using gin (search);`);
    // GIN for the `%>`/`<%` matches of the sorts other than relevance and of the facets; GiST reads
    // the nearest names in order (relevance candidates, suggestions, did-you-mean: decision 0019).
    this.addSql(`create index products_search_name_trgm_idx on products using gin (search_name gin_trgm_ops);`);
    // Signatures of 256 bytes (the default is 12): names of 40-80 characters have 50-100 trigrams, which
    // fill a 96-bit signature, and the nearest-name scan then reads most of the index (bench EXPLAIN:
    // "map" 96 ms with the default, 25 ms with 256 at 100,000 products).
    this.addSql(`create index products_search_name_trgm_gist_idx on products using gist (search_name gist_trgm_ops (siglen = 256)) where deleted_at is null;`);
    this.addSql(`create index vendors_search_name_trgm_gist_idx on vendors using gist (search_name gist_trgm_ops) where deleted_at is null;`);
    // pg_trgm's word-similarity operators cost the planner 1 (a comparison), but each computes the
    // trigrams of a 40-80 character name: about 10 us a row. Priced so, the planner read a common
    // word's matches with a sequential scan that ran them on every product (6.9 s for the facets of
    // "cheese" at 100,000 products under load, bench EXPLAIN); priced closer to their cost, it uses
    // the indexes (BitmapOr) and runs them only on the candidates (0.11 s). Likewise the tsvector match.
    // Changing a function's cost needs its owner (a superuser for ts_match_vq, built in): on a managed
    // database whose migrations run as a plain owner, search keeps PostgreSQL's costs, slower, never wrong.
    this.addSql(`do $$ begin
        alter function word_similarity_op(text, text) cost 200;
        alter function word_similarity_commutator_op(text, text) cost 200;
        alter function ts_match_vq(tsvector, tsquery) cost 50;
      exception when insufficient_privilege then
        raise notice 'search operators keep their default planner costs: %', sqlerrm;
      end $$;`);
  }

  override async down(): Promise<void> {
    this.addSql(`do $$ begin
        alter function word_similarity_op(text, text) cost 1;
        alter function word_similarity_commutator_op(text, text) cost 1;
        alter function ts_match_vq(tsvector, tsquery) cost 1;
      exception when insufficient_privilege then null;
      end $$;`);
    this.addSql(`drop index vendors_search_name_trgm_gist_idx;`);
    this.addSql(`drop index products_search_name_trgm_gist_idx;`);
    this.addSql(`drop index products_search_name_trgm_idx;`);
    this.addSql(`drop index products_search_idx;`);
    this.addSql(`alter table vendors drop column search_name, drop column business_name_fr, drop column description_fr;`);
    this.addSql(`alter table products drop column search_name, drop column search, drop column name_fr, drop column description_fr,
      add column search tsvector generated always as (
        setweight(to_tsvector('english', coalesce(name, '')), 'A') ||
        setweight(to_tsvector('english', coalesce(category, '')), 'B') ||
        setweight(to_tsvector('english', coalesce(description, '')), 'C')
      ) stored;`);
    this.addSql(`create index products_search_idx on products using gin (search);`);
    this.addSql(`create index products_name_trgm_idx on products using gin (name gin_trgm_ops);`);
    this.addSql(`create index products_name_trgm_gist_idx on products using gist (name gist_trgm_ops) where deleted_at is null;`);
    this.addSql(`create index vendors_business_name_trgm_gist_idx on vendors using gist (business_name gist_trgm_ops) where deleted_at is null;`);
    this.addSql(`drop function f_unaccent(text);`);
  }
}

import { badInput } from '../../common/errors';
import { isUuid } from '../../common/ids';

/** Only live products of verified, live shops are public (and can be bought). */
export const PUBLIC_PRODUCT = `p.deleted_at is null and v.is_verified and v.deleted_at is null`;

/**
 * The shopper's narrowing of the catalogue (products, facets): validated here once, turned into SQL
 * conditions on `p` (products) and `v` (its shop) with their parameters.
 */
export interface CatalogFilter {
  q?: string | null;
  /** Kept for old clients: one category, added to `categories`. */
  category?: string | null;
  categories?: string[] | null;
  minPriceCents?: number | null;
  maxPriceCents?: number | null;
  shopIds?: string[] | null;
  inStock?: boolean | null;
  /** The vendor's own preview lists (not a shopper's filter). */
  vendorId?: string | null;
}

export const MAX_QUERY_LENGTH = 200;
export const MAX_CATEGORIES = 20;
export const MAX_SHOPS = 20;
const MAX_CATEGORY_LENGTH = 100;
/** $1,000,000: far above any product, low enough that a stranger cannot send a 64-bit number. */
export const MAX_PRICE_CENTS = 100_000_000;

/** A validated filter: categories lower-cased, shop ids checked, prices in range. */
export interface CleanFilter {
  q: string | null;
  categories: string[];
  minPriceCents: number | null;
  maxPriceCents: number | null;
  shopIds: string[];
  inStock: boolean;
  vendorId: string | null;
  /** The tsquery of `q` once computed (ProductService), shared by a page and its facets. */
  tsquery?: Promise<string | null>;
}

export function cleanFilter(filter: CatalogFilter): CleanFilter {
  const q = filter.q?.trim() || null;
  if (q && q.length > MAX_QUERY_LENGTH) throw badInput(`Search text must be at most ${MAX_QUERY_LENGTH} characters.`);
  const categories = [...(filter.categories ?? []), ...(filter.category ? [filter.category] : [])].map((c) => c.trim()).filter(Boolean);
  if (categories.length > MAX_CATEGORIES) throw badInput(`At most ${MAX_CATEGORIES} categories.`);
  if (categories.some((c) => c.length > MAX_CATEGORY_LENGTH)) throw badInput(`A category must be at most ${MAX_CATEGORY_LENGTH} characters.`);
  const shopIds = filter.shopIds ?? [];
  if (shopIds.length > MAX_SHOPS) throw badInput(`At most ${MAX_SHOPS} shops.`);
  if (shopIds.some((id) => !isUuid(id))) throw badInput('A shop id is not valid.');
  const price = (value: number | null | undefined, name: string) => {
    if (value == null) return null;
    if (!Number.isInteger(value) || value < 0 || value > MAX_PRICE_CENTS) throw badInput(`${name} must be between 0 and ${MAX_PRICE_CENTS}.`);
    return value;
  };
  const minPriceCents = price(filter.minPriceCents, 'minPriceCents');
  const maxPriceCents = price(filter.maxPriceCents, 'maxPriceCents');
  if (minPriceCents != null && maxPriceCents != null && minPriceCents > maxPriceCents) {
    throw badInput('minPriceCents must not be more than maxPriceCents.');
  }
  return {
    q,
    categories: [...new Set(categories.map((c) => c.toLowerCase()))],
    minPriceCents,
    maxPriceCents,
    shopIds: [...new Set(shopIds)],
    inStock: filter.inStock === true,
    vendorId: filter.vendorId ?? null,
  };
}

export interface Sql {
  sql: string;
  params: unknown[];
}

/** The conditions of a filter, `and`-joined, without the text match. */
export function filterConditions(filter: CleanFilter): Sql {
  const where: string[] = [];
  const params: unknown[] = [];
  // lower(category) matches products_category_created_idx. An array parameter becomes a list ($1, $2...).
  if (filter.categories.length) (where.push('lower(p.category) in (?)'), params.push(filter.categories));
  if (filter.shopIds.length) (where.push('p.vendor_id in (?)'), params.push(filter.shopIds));
  if (filter.vendorId) (where.push('p.vendor_id = ?'), params.push(filter.vendorId));
  if (filter.minPriceCents != null) (where.push('p.price_cents >= ?'), params.push(filter.minPriceCents));
  if (filter.maxPriceCents != null) (where.push('p.price_cents <= ?'), params.push(filter.maxPriceCents));
  if (filter.inStock) where.push('p.stock > 0');
  return { sql: where.map((w) => ` and ${w}`).join(''), params };
}

/** At most this many words of a text are searched: a stranger's 200 characters stay a bounded query. */
export const MAX_QUERY_WORDS = 8;

/**
 * Turns a shopper's text into the tsquery that every search statement matches on the full-text index
 * alone (products_search_idx), with one parameter pair: the text, and whether it is still being typed.
 * Two sources of words stand in for what the names lack, both read from `search_words` (the few
 * thousand words of product names), never from the products themselves:
 * - a word no name contains also matches its 3 nearest name words by trigrams (similarity >= 0.4):
 *   the typo "chese" matches "cheese";
 * - the last word, when no name contains it or while it is being typed, also matches the 3 most common
 *   name words that start with it: "chees" and "sourdo" match "cheese" and "sourdough".
 * Each word matches its English or its French stem (a shop's French texts are stemmed as French), and
 * every word must match. A stop word of either language is left out unless only stop words are left
 * ("the" is also French for tea). Null when the text has no word.
 */
export const TEXT_QUERY = `
  with split as (
    select w, row_number() over (order by ord) as n
      from regexp_split_to_table(lower(f_unaccent(?::text)) collate "C", '[^[:alnum:]]+') with ordinality t(w, ord)
     where w <> '' and length(w) <= 40),
  words as (
    select w, n, n = max(n) over () as last, coalesce((select true from search_words s where s.word = split.w), false) as known,
           numnode(websearch_to_tsquery('english', w)) > 0 and numnode(websearch_to_tsquery('french', w)) > 0 as meaningful
      from split where n <= ${MAX_QUERY_WORDS}),
  kept as (select * from words where meaningful or not exists (select 1 from words where meaningful)),
  alternatives as (
    select n, w as word from kept
    union all
    select k.n, near.word from kept k cross join lateral (
      select s.word from search_words s where s.word % k.w order by s.word <-> k.w limit 3) near
     where not k.known and length(k.w) >= 3 and similarity(near.word, k.w) >= 0.4
    union all
    select k.n, more.word from kept k cross join lateral (
      select s.word from search_words s where s.word > k.w and s.word < k.w || chr(1114111) order by s.products desc, s.word limit 3) more
     where k.last and (?::boolean or not k.known) and k.w ~ '^[[:alpha:]]{2,}$'),
  stems as (
    select n, (websearch_to_tsquery('english', word) || websearch_to_tsquery('french', word))::text as stem from alternatives),
  groups as (select n, string_agg(distinct stem, ' | ') as alts from stems where stem <> '' group by n)
  select string_agg('(' || alts || ')', ' & ' order by n) as tsq from groups`;

/** The same tsquery restricted to names (weight A): `'chees' | 'fromag'` becomes `'chees':A | 'fromag':A`. */
export function namesOnly(tsquery: string): string {
  return tsquery.replace(/('(?:[^']|'')*')(?::([*A-D]+))?/g, (_, lexeme: string, flags = '') => `${lexeme}:${flags.includes('*') ? '*' : ''}A`);
}

/** What a text query matches (the tsquery of TEXT_QUERY as `query.tsq`): the full-text index only. */
export const TEXT_MATCH = `p.search @@ query.tsq`;

/**
 * Text rank plus the name's word similarity to the text, plus half the category's (`query.raw` is the
 * text without accents): the exact name comes first.
 */
export const RELEVANCE_SCORE = `(ts_rank(p.search, query.tsq) + word_similarity(query.raw, p.search_name) + word_similarity(query.raw, p.category) / 2)::float8`;

/** The table `query (tsq, raw)` of a search, from two parameters: the tsquery and the text. */
export const QUERY_TABLE = `(select ?::tsquery as tsq, f_unaccent(?::text) as raw) query`;

/** The ORDER BY of every sort but relevance, on `p`; each has its indexes (products_live_*, products_category_*). */
export const SORT_ORDER: Record<'NEWEST' | 'PRICE_ASC' | 'PRICE_DESC' | 'BEST_SELLING', string> = {
  NEWEST: 'p.created_at desc, p.id desc',
  PRICE_ASC: 'p.price_cents asc, p.id asc',
  PRICE_DESC: 'p.price_cents desc, p.id desc',
  BEST_SELLING: 'p.units_sold_30d desc, p.created_at desc, p.id desc',
};

/**
 * A page of a sort other than relevance, in two steps: first the ids of the page, in the sort's
 * order, reading only what the filters, the text and the order need; then the page's columns
 * (`columns`, from `p` and `v`) for those ids. The first step can then walk an index that carries
 * those values (products_category_price_idx) without reading the table, until it has a page
 * (decision 0025). `keyset` is the cursor's condition on `p`. One statement for the API and the
 * bench's baseline.
 */
export function sortedPage(options: { columns: string; tsquery: string | null; text: string | null; filters: Sql; keyset?: Sql | null; order: string; limit: number }): Sql {
  const { columns, tsquery, text, filters, keyset, order, limit } = options;
  const params: unknown[] = [];
  let from = 'products p join vendors v on v.id = p.vendor_id';
  let where = PUBLIC_PRODUCT;
  if (tsquery) (from += ` cross join ${QUERY_TABLE}`, params.push(tsquery, text), (where += ` and ${TEXT_MATCH}`));
  where += filters.sql;
  params.push(...filters.params);
  if (keyset) (where += ` and ${keyset.sql}`, params.push(...keyset.params));
  return {
    sql: `with page as (select p.id from ${from} where ${where} order by ${order} limit ?)
       select ${columns} from page join products p on p.id = page.id join vendors v on v.id = p.vendor_id
        order by ${order}`,
    params: [...params, limit],
  };
}

/**
 * Relevance ranks at most this many rows per arm of the candidate set (matches in names, and any
 * matches), not every match: a common word matches 10% of the catalogue, and ranking them all cost
 * 110-160 ms per search at 100,000 products (issue 21, decisions 0019 and 0023).
 */
export const RELEVANCE_CANDIDATES = 100;

/**
 * A page by relevance: the text match ranked by RELEVANCE_SCORE over a bounded candidate set, at most
 * RELEVANCE_CANDIDATES matches in names (the tsquery restricted to weight A) and as many other
 * matches, both from the full-text index, with the shopper's filters in both. `columns` are selected
 * from `p` (products) and `v` (its shop) and the rows carry `score`; `after` is the last row's
 * (score, id). Pages past the candidates end the list. One statement for the API, the bench's
 * baseline and its EXPLAIN, so the three cannot drift.
 */
export function rankedPage(options: { columns: string; tsquery: string; text: string; filters: Sql; after?: [number, string] | null; limit: number }): Sql {
  const { columns, tsquery, text, filters, after, limit } = options;
  return {
    sql: `with candidates as (
         (select p.id from products p join vendors v on v.id = p.vendor_id
           where ${PUBLIC_PRODUCT} and p.search @@ ?::tsquery${filters.sql} limit ?)
         union
         (select p.id from products p join vendors v on v.id = p.vendor_id
           where ${PUBLIC_PRODUCT} and p.search @@ ?::tsquery${filters.sql} limit ?))
       select * from (
         select ${columns}, ${RELEVANCE_SCORE} as score
           from candidates c join products p on p.id = c.id join vendors v on v.id = p.vendor_id cross join ${QUERY_TABLE}
       ) ranked
       ${after ? 'where (ranked.score, ranked.id) < (?::float8, ?::uuid)' : ''}
       order by ranked.score desc, ranked.id desc
       limit ?`,
    params: [
      namesOnly(tsquery), ...filters.params, RELEVANCE_CANDIDATES,
      tsquery, ...filters.params, RELEVANCE_CANDIDATES,
      tsquery, text, ...(after ?? []), limit,
    ],
  };
}

/**
 * Facets count at most this many matches: beyond, their counts are lower bounds (`approximate`).
 * Counting every match of a common word read 10,000 rows per search at 100,000 products and 100,000
 * at 1,000,000 (7.8 s), more than the page itself; reading 1,000 still cost 20 ms (decision 0023).
 */
export const FACET_SAMPLE = 500;
/** At most this many categories and this many shops are counted. */
export const MAX_FACET_VALUES = 30;

/**
 * How many products of the filter each category and shop has, over the first FACET_SAMPLE matches,
 * in one scan: each row says whether it passes the category filter and the shop filter, and each facet
 * counts the rows that pass the other one (a facet leaves its own filter out, so it shows what
 * choosing another category or shop would add). Rows: `kind` 'category' (value, count), 'shop' (id,
 * value: its name, count) and one 'matches' (count, up to FACET_SAMPLE + 1). `tsquery` is the text's
 * (TEXT_QUERY), null without a text. One statement for the API and the bench's baseline.
 */
export function facetCounts(filter: CleanFilter, tsquery: string | null): Sql {
  // Parameters in the order of their `?` in the statement: the two flags, the query, the other filters.
  const params: unknown[] = [];
  const inCategories = filter.categories.length ? (params.push(filter.categories), 'lower(p.category) in (?)') : 'true';
  const inShops = filter.shopIds.length ? (params.push(filter.shopIds), 'p.vendor_id in (?)') : 'true';
  let from = 'products p join vendors v on v.id = p.vendor_id';
  let where = PUBLIC_PRODUCT;
  if (tsquery) (from += ` cross join ${QUERY_TABLE}`, params.push(tsquery, filter.q), (where += ` and ${TEXT_MATCH}`));
  const others = filterConditions({ ...filter, categories: [], shopIds: [] });
  params.push(...others.params);
  return {
    sql: `with m as materialized (
         select p.category, p.vendor_id, ${inCategories} as in_categories, ${inShops} as in_shops
           from ${from} where ${where}${others.sql} limit ${FACET_SAMPLE + 1}),
       sample as materialized (select * from m limit ${FACET_SAMPLE})
       (select 'category' as kind, null as id, category as value, count(*)::int as count
          from sample where in_shops group by category order by count(*) desc, category limit ${MAX_FACET_VALUES})
       union all
       (select 'shop', v.id::text, v.business_name, s.count
          from (select vendor_id, count(*)::int as count from sample where in_categories group by vendor_id) s join vendors v on v.id = s.vendor_id
         order by s.count desc, v.business_name limit ${MAX_FACET_VALUES})
       union all
       select 'matches', null, '', count(*)::int from m`,
    params,
  };
}

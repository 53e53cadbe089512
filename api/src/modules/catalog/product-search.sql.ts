import { badInput } from '../../common/errors';
import { isUuid } from '../../common/ids';

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

/**
 * The conditions of a filter, `and`-joined, without the text match. `except` leaves one filter out:
 * a facet counts what choosing another value of itself would give.
 */
export function filterConditions(filter: CleanFilter, except?: 'categories' | 'shops'): Sql {
  const where: string[] = [];
  const params: unknown[] = [];
  // lower(category) matches products_category_created_idx. An array parameter becomes a list ($1, $2...).
  if (filter.categories.length && except !== 'categories') (where.push('lower(p.category) in (?)'), params.push(filter.categories));
  if (filter.shopIds.length && except !== 'shops') (where.push('p.vendor_id in (?)'), params.push(filter.shopIds));
  if (filter.vendorId) (where.push('p.vendor_id = ?'), params.push(filter.vendorId));
  if (filter.minPriceCents != null) (where.push('p.price_cents >= ?'), params.push(filter.minPriceCents));
  if (filter.maxPriceCents != null) (where.push('p.price_cents <= ?'), params.push(filter.maxPriceCents));
  if (filter.inStock) where.push('p.stock > 0');
  return { sql: where.map((w) => ` and ${w}`).join(''), params };
}

/**
 * A text query as a table `query (tsq, raw)`, one parameter: accents removed (f_unaccent, as in the
 * indexed columns), stemmed as English and as French (a shop's French name and description are
 * indexed with the 'french' configuration), either matching.
 */
export const QUERY_TABLE = `(select websearch_to_tsquery('english', u.raw) || websearch_to_tsquery('french', u.raw) as tsq, u.raw
  from (select f_unaccent(?::text) as raw) u) query`;

/** The tsquery of a parameter, as QUERY_TABLE makes it (for statements that cannot join it). */
export const TSQUERY = `(websearch_to_tsquery('english', f_unaccent(?::text)) || websearch_to_tsquery('french', f_unaccent(?::text)))`;

/**
 * What a text query matches (with QUERY_TABLE joined): the weighted tsvector, or a trigram word match
 * on the names (English and French, without accents) or the category, so that a typo ("chese") still
 * finds "Cheese". All three use GIN indexes.
 */
export const TEXT_MATCH = `(p.search @@ query.tsq or query.raw <% p.search_name or query.raw <% p.category)`;

/** Text rank plus name similarity, and half the category's similarity. */
export const RELEVANCE_SCORE = `(ts_rank(p.search, query.tsq) + word_similarity(query.raw, p.search_name) + word_similarity(query.raw, p.category) / 2)::float8`;

import type { EntityManager } from '@mikro-orm/postgresql';
import { badInput } from '../../common/errors';
import { isUuid } from '../../common/ids';
import { decodeCursor, encodeCursor, pageSize, toPage } from '../../common/pagination';
import type { Loaders } from '../../common/loaders';
import type { Vendor } from '../vendors/vendor.entity';
import type { Product } from './product.entity';
import { type CatalogFilter, type CleanFilter, cleanFilter, FACET_SAMPLE, facetCounts, filterConditions, namesOnly, rankedPage, SORT_ORDER, sortedPage } from './product-search.sql';
import { textQuery } from './text-query';
import { PRODUCT_COLUMNS, PUBLIC_PRODUCT, productFromRow, UNITS_SOLD_LAST_30_DAYS, VENDOR_COLUMNS, vendorFromRow } from './product.sql';

export enum ProductSort {
  RELEVANCE = 'RELEVANCE',
  NEWEST = 'NEWEST',
  PRICE_ASC = 'PRICE_ASC',
  PRICE_DESC = 'PRICE_DESC',
  BEST_SELLING = 'BEST_SELLING',
}

export interface ProductFilter extends CatalogFilter {
  first: number;
  after?: string | null;
  /** RELEVANCE (the default with `q`; without one it means NEWEST). */
  sort?: ProductSort | null;
}

export const MAX_TRENDING = 50;
/** Suggestions rank this many name matches of what is being typed by their similarity to it. */
const SUGGESTION_CANDIDATES = 50;
export const MAX_SUGGESTIONS = 10;
const MIN_SUGGESTION_LENGTH = 2;
const MAX_SUGGESTION_LENGTH = 100;

/** A page of products, with what its facets and "no results" help need to know. */
export interface ProductPage {
  nodes: Product[];
  pageInfo: { endCursor: string | null; hasNextPage: boolean };
  /** The validated filter of this page (not a GraphQL field). */
  filter: CleanFilter;
  /** Whether this is the first page (help is only for a first page without results). */
  firstPage: boolean;
}

type Row = Record<string, unknown> & { id: string; created_key: string; price_cents: number; score?: number; units?: number };

/**
 * The public catalogue: one SQL statement per page, keyset-paginated. Each row carries its shop, which
 * primes the request's vendor loader, so `vendor { ... }` costs no further statement.
 */
export class ProductService {
  constructor(
    private readonly em: EntityManager,
    private readonly loaders?: Pick<Loaders, 'vendor'>,
  ) {}

  async list(input: ProductFilter): Promise<ProductPage> {
    const size = pageSize(input.first);
    const filter = cleanFilter(input);
    const empty = { filter, firstPage: !input.after };
    if (filter.vendorId && !isUuid(filter.vendorId)) return { ...toPage<Row>([], size, () => ''), ...empty, nodes: [] };
    const sort = !input.sort || (input.sort === ProductSort.RELEVANCE && !filter.q) ? (filter.q ? ProductSort.RELEVANCE : ProductSort.NEWEST) : input.sort;
    const tsquery = await this.textQuery(filter);
    if (filter.q && !tsquery) return { ...toPage<Row>([], size, () => ''), ...empty, nodes: [] };
    const rows = sort === ProductSort.RELEVANCE ? await this.ranked(filter, tsquery!, input.after, size) : await this.sorted(filter, tsquery, sort, input.after, size);
    const page = toPage(rows, size, (row) => cursorOf(sort, row));
    return { nodes: page.nodes.map((row) => this.fromRow(row)), pageInfo: page.pageInfo, ...empty };
  }

  /**
   * The tsquery of the filter's text (TEXT_QUERY), computed once per filter: the page and its facets
   * share it. Null without a text, or when the text has no word.
   */
  private textQuery(filter: CleanFilter): Promise<string | null> {
    if (!filter.q) return Promise.resolve(null);
    filter.tsquery ??= textQuery(this.em, filter.q, false);
    return filter.tsquery;
  }

  /**
   * How many products of the current query and filters each category and shop has (facetCounts), over
   * the first FACET_SAMPLE matches: `approximate` when there are more (the counts are then lower bounds).
   */
  async facets(filter: CleanFilter): Promise<{ categories: CategoryCount[]; shops: ShopCount[]; approximate: boolean }> {
    const tsquery = await this.textQuery(filter);
    if (filter.q && !tsquery) return { categories: [], shops: [], approximate: false };
    const statement = facetCounts(filter, tsquery);
    const rows = await this.em
      .getConnection()
      .execute<{ kind: 'category' | 'shop' | 'matches'; id: string | null; value: string; count: number }[]>(statement.sql, statement.params);
    const byCount = <T extends { count: number }>(name: (row: T) => string) => (a: T, b: T) => b.count - a.count || (name(a) < name(b) ? -1 : name(a) > name(b) ? 1 : 0);
    return {
      categories: rows.filter((row) => row.kind === 'category').map((row) => ({ value: row.value, count: row.count })).sort(byCount((row) => row.value)),
      shops: rows.filter((row) => row.kind === 'shop').map((row) => ({ id: row.id!, name: row.value, count: row.count })).sort(byCount((row) => row.name)),
      approximate: rows.some((row) => row.kind === 'matches' && row.count > FACET_SAMPLE),
    };
  }

  /** Products and shops whose names match what is being typed (from 2 characters). */
  async suggestions(text: string, limit: number): Promise<{ products: Product[]; shops: Vendor[] }> {
    if (!Number.isInteger(limit) || limit < 1 || limit > MAX_SUGGESTIONS) throw badInput(`limit must be between 1 and ${MAX_SUGGESTIONS}.`);
    const q = text.trim();
    if (q.length > MAX_SUGGESTION_LENGTH) throw badInput(`Search text must be at most ${MAX_SUGGESTION_LENGTH} characters.`);
    if (q.length < MIN_SUGGESTION_LENGTH) return { products: [], shops: [] };
    const [products, shops] = await Promise.all([
      // Names matching what is typed, its last word completed from the names' words (TEXT_QUERY),
      // then the most similar of SUGGESTION_CANDIDATES of them.
      textQuery(this.em, q, true).then((tsquery) =>
          tsquery
            ? this.em.getConnection().execute<Row[]>(
                `select * from (
                   select ${PRODUCT_COLUMNS}, ${VENDOR_COLUMNS}, word_similarity(f_unaccent(?::text), p.search_name) as similarity
                     from products p join vendors v on v.id = p.vendor_id
                    where ${PUBLIC_PRODUCT} and p.search @@ ?::tsquery limit ${SUGGESTION_CANDIDATES}) names
                  order by similarity desc, id limit ?`,
                [q, namesOnly(tsquery), limit],
              )
            : [],
        ),
      // The nearest shop names from the GiST index (a few hundred shops), then those similar enough.
      this.em.getConnection().execute<Row[]>(
        `select * from (
           select ${VENDOR_COLUMNS}, v.search_name <->> f_unaccent(?::text) as distance from vendors v
            where v.is_verified and v.deleted_at is null order by v.search_name <->> f_unaccent(?::text) limit ?) nearest
          where distance <= 1 - current_setting('pg_trgm.word_similarity_threshold')::float8 order by distance, v_id limit ?`,
        [q, q, Math.min(limit, 4) * 2, Math.min(limit, 4)],
      ),
    ]);
    return { products: products.map((row) => this.fromRow(row)), shops: shops.map((row) => vendorFromRow(row)) };
  }

  /**
   * For a search without results: each word replaced by the nearest word of the names nearest to the
   * query (trigram similarity), when that changes something; and the categories nearest to it.
   */
  async searchHelp(q: string): Promise<{ didYouMean: string | null; nearestCategories: string[] }> {
    const conn = this.em.getConnection();
    const [names, categories] = await Promise.all([
      conn.execute<{ name: string; name_fr: string | null }[]>(
        `select p.name, p.name_fr from products p join vendors v on v.id = p.vendor_id
          where ${PUBLIC_PRODUCT} order by p.search_name <->> f_unaccent(?::text) limit 10`,
        [q],
      ),
      // A few thousand index entries at most: categories are few, and lower(category) is indexed.
      conn.execute<{ category: string }[]>(
        `select category from (select distinct p.category from products p join vendors v on v.id = p.vendor_id where ${PUBLIC_PRODUCT}) c
          where word_similarity(f_unaccent(?::text), category) > 0.2 order by word_similarity(f_unaccent(?::text), category) desc, category limit 3`,
        [q, q],
      ),
    ]);
    const vocabulary = [...new Set(names.flatMap(({ name, name_fr }) => `${name} ${name_fr ?? ''}`.toLowerCase().match(/\p{L}+/gu) ?? []))];
    const words = q.toLowerCase().match(/\p{L}+|\d+/gu) ?? [];
    // Compared without accents ("creme" is not a typo of "crème"), proposed with the vocabulary's own.
    const corrected = words.map((word) => nearestWord(word, vocabulary) ?? word);
    const changed = corrected.some((word, i) => unaccent(word) !== unaccent(words[i]));
    return { didYouMean: changed ? corrected.join(' ') : null, nearestCategories: categories.map((row) => row.category) };
  }

  async findPublic(id: string): Promise<Product | null> {
    if (!isUuid(id)) return null;
    const rows: Row[] = await this.em.getConnection().execute(
      `select ${PRODUCT_COLUMNS}, ${VENDOR_COLUMNS} from products p join vendors v on v.id = p.vendor_id where p.id = ? and ${PUBLIC_PRODUCT}`,
      [id],
    );
    return rows.length ? this.fromRow(rows[0]) : null;
  }

  /** Best sellers by units in non-cancelled orders of the last 30 days; newer products break ties. */
  async trending(limit: number): Promise<Product[]> {
    if (!Number.isInteger(limit) || limit < 1 || limit > MAX_TRENDING) throw badInput(`limit must be between 1 and ${MAX_TRENDING}.`);
    const rows: Row[] = await this.em.getConnection().execute(
      `select ${PRODUCT_COLUMNS}, ${VENDOR_COLUMNS}
         from products p
         join vendors v on v.id = p.vendor_id
         left join ${UNITS_SOLD_LAST_30_DAYS} sold on sold.product_id = p.id
        where ${PUBLIC_PRODUCT}
        order by coalesce(sold.units, 0) desc, p.created_at desc, p.id desc
        limit ?`,
      [limit],
    );
    return rows.map((row) => this.fromRow(row));
  }

  async categories(): Promise<string[]> {
    const rows: { category: string }[] = await this.em.getConnection().execute(
      `select distinct p.category from products p join vendors v on v.id = p.vendor_id where ${PUBLIC_PRODUCT} order by 1`,
    );
    return rows.map((row) => row.category);
  }

  /**
   * Every sort but relevance: a plain ORDER BY that an index can serve (products_live_created_idx,
   * products_live_price_idx, products_live_best_selling_idx, and their products_category_* versions
   * for one category), so a page stops after size + 1 rows when the filters are not selective; the
   * ids first, then their columns (sortedPage).
   */
  private async sorted(filter: CleanFilter, tsquery: string | null, sort: ProductSort, after: string | null | undefined, size: number): Promise<Row[]> {
    const page = sortedPage({
      columns: `${PRODUCT_COLUMNS}, ${VENDOR_COLUMNS}, p.created_at::text as created_key, p.units_sold_30d as units`,
      tsquery,
      text: filter.q,
      filters: filterConditions(filter),
      keyset: after ? keysetOf(sort, after) : null,
      order: SORT_ORDER[sort as keyof typeof SORT_ORDER],
      limit: size + 1,
    });
    return this.em.getConnection().execute(page.sql, page.params);
  }

  /** By relevance, over a bounded candidate set (rankedPage, decisions 0019 and 0023). */
  private async ranked(filter: CleanFilter, tsquery: string, after: string | null | undefined, size: number): Promise<Row[]> {
    const keyset = after ? decodeSortCursor<[number, string]>(ProductSort.RELEVANCE, after, ['number', 'string']) : null;
    const page = rankedPage({
      columns: `${PRODUCT_COLUMNS}, ${VENDOR_COLUMNS}, p.created_at::text as created_key`,
      tsquery,
      text: filter.q!,
      filters: filterConditions(filter),
      after: keyset,
      limit: size + 1,
    });
    return this.em.getConnection().execute(page.sql, page.params);
  }

  private fromRow(row: Row): Product {
    const product = productFromRow(row);
    this.loaders?.vendor.prime(product.vendorId, vendorFromRow(row));
    return product;
  }
}

/** Cursors name their sort, so a cursor of another sort (a changed URL) is refused, not misread. */
function cursorOf(sort: ProductSort, row: Row): string {
  switch (sort) {
    case ProductSort.RELEVANCE:
      return encodeCursor([sort, Number(row.score), row.id]);
    case ProductSort.PRICE_ASC:
    case ProductSort.PRICE_DESC:
      return encodeCursor([sort, row.price_cents, row.id]);
    case ProductSort.BEST_SELLING:
      return encodeCursor([sort, Number(row.units), row.created_key, row.id]);
    default:
      return encodeCursor([sort, row.created_key, row.id]);
  }
}

function decodeSortCursor<T extends (string | number)[]>(sort: ProductSort, cursor: string, shape: ('string' | 'number')[]): T {
  const [cursorSort, ...values] = decodeCursor<[string, ...T]>(cursor, ['string', ...shape]);
  if (cursorSort !== sort || !isUuid(values[values.length - 1] as string)) throw badInput('The cursor is not valid.');
  return values as unknown as T;
}

/** The keyset condition after a cursor, for the ORDER BY of `sorted`. */
function keysetOf(sort: ProductSort, cursor: string): { sql: string; params: unknown[] } {
  switch (sort) {
    case ProductSort.PRICE_ASC:
      return { sql: '(p.price_cents, p.id) > (?::int, ?::uuid)', params: decodeSortCursor<[number, string]>(sort, cursor, ['number', 'string']) };
    case ProductSort.PRICE_DESC:
      return { sql: '(p.price_cents, p.id) < (?::int, ?::uuid)', params: decodeSortCursor<[number, string]>(sort, cursor, ['number', 'string']) };
    case ProductSort.BEST_SELLING:
      return {
        sql: '(p.units_sold_30d, p.created_at, p.id) < (?::int, ?::timestamptz, ?::uuid)',
        params: decodeSortCursor<[number, string, string]>(sort, cursor, ['number', 'string', 'string']),
      };
    default:
      return { sql: '(p.created_at, p.id) < (?::timestamptz, ?::uuid)', params: decodeSortCursor<[string, string]>(sort, cursor, ['string', 'string']) };
  }
}

export interface CategoryCount {
  value: string;
  count: number;
}

export interface ShopCount {
  id: string;
  name: string;
  count: number;
}

/** A word without its accents, as f_unaccent compares it (é → e, ç → c, œ → oe). */
function unaccent(word: string): string {
  return word.normalize('NFD').replace(/\p{M}/gu, '').replace(/œ/g, 'oe').replace(/æ/g, 'ae');
}

/** Trigrams of a word as pg_trgm makes them (two spaces before, one after). */
function trigrams(word: string): Set<string> {
  const padded = `  ${word} `;
  const set = new Set<string>();
  for (let i = 0; i + 3 <= padded.length; i++) set.add(padded.slice(i, i + 3));
  return set;
}

/** The word of the vocabulary most similar to `word` (trigram similarity of at least 0.3). */
function nearestWord(word: string, vocabulary: string[]): string | null {
  const own = trigrams(unaccent(word));
  let best: string | null = null;
  let bestScore = 0.3;
  for (const candidate of vocabulary) {
    const other = trigrams(unaccent(candidate));
    let shared = 0;
    for (const t of own) if (other.has(t)) shared++;
    const score = shared / (own.size + other.size - shared);
    if (score > bestScore) (best = candidate), (bestScore = score);
  }
  return best;
}

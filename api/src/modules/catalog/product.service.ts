import type { EntityManager } from '@mikro-orm/postgresql';
import { badInput } from '../../common/errors';
import { isUuid } from '../../common/ids';
import { decodeCursor, encodeCursor, pageSize, toPage } from '../../common/pagination';
import type { Loaders } from '../../common/loaders';
import type { Product } from './product.entity';
import { PRODUCT_COLUMNS, PUBLIC_PRODUCT, productFromRow, UNITS_SOLD_LAST_30_DAYS, VENDOR_COLUMNS, vendorFromRow } from './product.sql';

export interface ProductFilter {
  first: number;
  after?: string | null;
  q?: string | null;
  category?: string | null;
  vendorId?: string | null;
}

const MAX_QUERY_LENGTH = 200;
export const MAX_TRENDING = 50;

type Row = Record<string, unknown> & { id: string; created_key: string; score?: number };

/**
 * The public catalogue: one SQL statement per page, keyset-paginated. Each row carries its shop, which
 * primes the request's vendor loader, so `vendor { ... }` costs no further statement.
 */
export class ProductService {
  constructor(
    private readonly em: EntityManager,
    private readonly loaders?: Pick<Loaders, 'vendor'>,
  ) {}

  async list(filter: ProductFilter) {
    const size = pageSize(filter.first);
    const q = filter.q?.trim();
    if (q && q.length > MAX_QUERY_LENGTH) throw badInput(`Search text must be at most ${MAX_QUERY_LENGTH} characters.`);
    if (filter.vendorId && !isUuid(filter.vendorId)) return toPage([], size, () => '');
    return q ? this.search(q, filter, size) : this.newest(filter, size);
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

  /** Newest first; the cursor carries created_at as PostgreSQL text so no precision is lost. */
  private async newest(filter: ProductFilter, size: number) {
    const where = [PUBLIC_PRODUCT];
    const params: unknown[] = [];
    if (filter.category) (where.push('lower(p.category) = lower(?)'), params.push(filter.category));
    if (filter.vendorId) (where.push('p.vendor_id = ?'), params.push(filter.vendorId));
    if (filter.after) {
      const [createdAt, id] = decodeCursor<[string, string]>(filter.after, ['string', 'string']);
      if (!isUuid(id)) throw badInput('The cursor is not valid.');
      where.push('(p.created_at, p.id) < (?::timestamptz, ?::uuid)');
      params.push(createdAt, id);
    }
    const rows: Row[] = await this.em.getConnection().execute(
      `select ${PRODUCT_COLUMNS}, ${VENDOR_COLUMNS}, p.created_at::text as created_key
         from products p join vendors v on v.id = p.vendor_id
        where ${where.join(' and ')}
        order by p.created_at desc, p.id desc
        limit ?`,
      [...params, size + 1],
    );
    return this.page(rows, size, (row) => encodeCursor([row.created_key, row.id]));
  }

  /**
   * Full-text match on the weighted tsvector, or a trigram word match on the name or the category so
   * that a typo ("chese", "cofee") still finds "Cheese" or the Coffee & Tea products; all three use
   * GIN indexes. Ranked by text rank plus name similarity, and half the category's similarity.
   */
  private async search(q: string, filter: ProductFilter, size: number) {
    const where = [PUBLIC_PRODUCT, '(p.search @@ query.tsq or query.raw <% p.name or query.raw <% p.category)'];
    const params: unknown[] = [q, q];
    if (filter.category) (where.push('lower(p.category) = lower(?)'), params.push(filter.category));
    if (filter.vendorId) (where.push('p.vendor_id = ?'), params.push(filter.vendorId));
    let after = '';
    if (filter.after) {
      const [score, id] = decodeCursor<[number, string]>(filter.after, ['number', 'string']);
      if (!isUuid(id)) throw badInput('The cursor is not valid.');
      after = 'where (ranked.score, ranked.id) < (?::float8, ?::uuid)';
      params.push(score, id);
    }
    const rows: Row[] = await this.em.getConnection().execute(
      `select * from (
         select ${PRODUCT_COLUMNS}, ${VENDOR_COLUMNS}, p.created_at::text as created_key,
                (ts_rank(p.search, query.tsq) + word_similarity(query.raw, p.name) + word_similarity(query.raw, p.category) / 2)::float8 as score
           from products p
           join vendors v on v.id = p.vendor_id
           cross join (select websearch_to_tsquery('english', ?) as tsq, ?::text as raw) query
          where ${where.join(' and ')}
       ) ranked
       ${after}
       order by ranked.score desc, ranked.id desc
       limit ?`,
      [...params, size + 1],
    );
    return this.page(rows, size, (row) => encodeCursor([Number(row.score), row.id]));
  }

  private page(rows: Row[], size: number, cursorOf: (row: Row) => string) {
    const page = toPage(rows, size, cursorOf);
    return { nodes: page.nodes.map((row) => this.fromRow(row)), pageInfo: page.pageInfo };
  }

  private fromRow(row: Row): Product {
    const product = productFromRow(row);
    this.loaders?.vendor.prime(product.vendorId, vendorFromRow(row));
    return product;
  }
}

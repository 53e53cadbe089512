import type { MikroORM } from '@mikro-orm/postgresql';
import { PUBLIC_PRODUCT } from '../catalog/product.sql';

/** The sitemaps protocol's limit of URLs in one file (sitemaps.org). */
export const MAX_URLS_PER_SITEMAP = 50_000;

/** A safety net only: page boundaries are recomputed as soon as the catalogue changes (see catalogGeneration). */
const BOUNDARIES_TTL_MS = 60_000;

/** The storefront's own pages, which are public and the same for everyone (web/src/app/app.routes.tsx). */
const STATIC_PAGES = ['/', '/products', '/vendors', '/about', '/services', '/blog', '/contact'];

/** What the sitemap lists in pages of its own: public products and public (verified, live) shops. */
export type SitemapKind = 'products' | 'shops';

/**
 * The pages of each kind's list, each up to pageSize URLs, in id order. `after` is the last id of
 * each page but the last: page n (1-based) holds the ids after after[n - 2].
 */
interface Pagination {
  pages: number;
  after: string[];
}

interface CachedPagination {
  generation: number | undefined;
  expiresAt: number;
  pagination: Promise<Pagination>;
}

const LISTS: Record<SitemapKind, { from: string; where: string; path: string; lastmod: boolean }> = {
  products: { from: 'products p join vendors v on v.id = p.vendor_id', where: PUBLIC_PRODUCT, path: '/product/', lastmod: true },
  shops: { from: 'vendors v', where: 'v.is_verified and v.deleted_at is null', path: '/vendor/', lastmod: false },
};
const ID_COLUMN: Record<SitemapKind, string> = { products: 'p.id', shops: 'v.id' };

/**
 * The XML sitemap of the public storefront: its own pages, every public product and every public shop.
 *
 * `/sitemap.xml` is always a sitemap index, never a list of URLs, even while the catalogue is small:
 * the address given to search engines (robots.txt) keeps its meaning when the catalogue grows past
 * one file's 50,000 URLs, and there is one code path to test. It points at `/sitemap-pages.xml` and
 * at `/sitemap-products-<n>.xml` and `/sitemap-shops-<n>.xml`, as many of each as needed.
 *
 * Each list is walked in id order with keyset pagination (an index-only range scan, migration
 * 20261127190000): a page reads the ids after the previous page's last one. Those boundaries, one
 * id per page, come from one scan of the ids, kept until the catalogue cache's generation changes
 * (any write to products or shops; undefined while changes could be missed, and then nothing is
 * kept). So the sitemap follows the catalogue, and a crawler reading the index and then its pages
 * costs one scan of ids plus one range per page.
 */
export class SitemapService {
  private readonly paginations = new Map<SitemapKind, CachedPagination>();

  constructor(
    private readonly options: {
      orm: MikroORM;
      /** The public origin, without a trailing slash (PUBLIC_URL). */
      publicUrl: string;
      catalogGeneration: () => number | undefined;
      /** URLs per file; smaller only in tests, which cannot insert 50,000 products cheaply. */
      pageSize?: number;
    },
  ) {}

  private get pageSize(): number {
    return this.options.pageSize ?? MAX_URLS_PER_SITEMAP;
  }

  /** The sitemap index: every file of the sitemap. */
  async index(): Promise<string> {
    const [products, shops] = await Promise.all([this.pagination('products'), this.pagination('shops')]);
    const files = [
      '/sitemap-pages.xml',
      ...numbered('/sitemap-products-', products.pages),
      ...numbered('/sitemap-shops-', shops.pages),
    ];
    const entries = files.map((file) => `<sitemap><loc>${xmlText(this.options.publicUrl + file)}</loc></sitemap>`);
    return `${XML_DECLARATION}<sitemapindex xmlns="${SITEMAP_NS}">${entries.join('')}</sitemapindex>\n`;
  }

  /** The storefront's own pages (home, products, shops, information pages). */
  staticPages(): string {
    return urlSet(STATIC_PAGES.map((path) => ({ loc: this.options.publicUrl + path })));
  }

  /** Page `page` (from 1) of a list, or undefined when there is no such page. */
  async listPage(kind: SitemapKind, page: number): Promise<string | undefined> {
    const { pages, after } = await this.pagination(kind);
    if (!Number.isSafeInteger(page) || page < 1 || page > pages) return undefined;
    const list = LISTS[kind];
    const id = ID_COLUMN[kind];
    const start = page === 1 ? null : after[page - 2];
    const rows: { id: string; updated_at?: Date | string }[] = await this.connection().execute(
      `select ${id} as id${list.lastmod ? ', p.updated_at' : ''} from ${list.from}
        where ${list.where} ${start ? `and ${id} > ?` : ''}
        order by ${id} limit ?`,
      start ? [start, this.pageSize] : [this.pageSize],
    );
    return urlSet(
      rows.map((row) => ({
        loc: `${this.options.publicUrl}${list.path}${row.id}`,
        lastmod: row.updated_at ? new Date(row.updated_at).toISOString() : undefined,
      })),
    );
  }

  private pagination(kind: SitemapKind): Promise<Pagination> {
    const generation = this.options.catalogGeneration();
    const cached = this.paginations.get(kind);
    if (cached && generation !== undefined && cached.generation === generation && cached.expiresAt > Date.now()) {
      return cached.pagination;
    }
    const pagination = this.computePagination(kind);
    // Computed while changes could be missed: correct for this request only.
    if (generation === undefined) this.paginations.delete(kind);
    else this.paginations.set(kind, { generation, expiresAt: Date.now() + BOUNDARIES_TTL_MS, pagination });
    // A failed computation is not kept: the next request tries again.
    pagination.catch(() => {
      if (this.paginations.get(kind)?.pagination === pagination) this.paginations.delete(kind);
    });
    return pagination;
  }

  private async computePagination(kind: SitemapKind): Promise<Pagination> {
    const { from, where } = LISTS[kind];
    const id = ID_COLUMN[kind];
    // The last id of every full page, and how many there are in all, in one pass over the ids.
    const rows: { id: string | null; total: string | number }[] = await this.connection().execute(
      `with ids as (select ${id} as id, row_number() over (order by ${id}) as n from ${from} where ${where})
       select id, (select count(*) from ids) as total from ids where n % ? = 0
       union all select null, (select count(*) from ids)
       order by id nulls last`,
      [this.pageSize],
    );
    const total = Number(rows[rows.length - 1].total);
    const after = rows.filter((row) => row.id !== null).map((row) => row.id as string);
    // An empty list still has its (empty) first page, so the index never changes shape for want of rows.
    return { pages: Math.max(1, Math.ceil(total / this.pageSize)), after };
  }

  private connection() {
    return this.options.orm.em.fork().getConnection();
  }
}

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

function numbered(prefix: string, pages: number): string[] {
  return Array.from({ length: pages }, (_, index) => `${prefix}${index + 1}.xml`);
}

function urlSet(urls: { loc: string; lastmod?: string }[]): string {
  const entries = urls.map(
    ({ loc, lastmod }) => `<url><loc>${xmlText(loc)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`,
  );
  return `${XML_DECLARATION}<urlset xmlns="${SITEMAP_NS}">${entries.join('\n')}</urlset>\n`;
}

/** Text escaped for an XML element (the sitemaps protocol requires it of URLs too). */
function xmlText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/'/g, '&apos;').replace(/"/g, '&quot;');
}

/**
 * Pages no search engine should crawl: signed-in areas (account, cart, checkout, orders, the shops'
 * workspace, the admin console), account links carrying tokens, and the APIs. The public shop pages
 * share /vendor/ with the shops' workspace, so the workspace is listed page by page
 * (web/src/app/app.routes.tsx).
 */
const DISALLOWED = [
  '/admin/',
  '/customer/',
  '/cart',
  '/checkout',
  '/orders',
  '/wishlist',
  '/profile',
  '/settings',
  '/logout',
  '/forgot-password',
  '/reset-password/',
  '/verify-email/',
  '/newsletter/',
  '/unauthorized',
  ...['dashboard', 'products', 'orders', 'profile', 'settings', 'sales', 'inventory', 'earnings', 'payouts', 'taxes'].map(
    (page) => `/vendor/${page}`,
  ),
  '/api/',
  '/graphql',
  '/dev/',
];

/** robots.txt: every crawler kept out of the private pages, and told where the sitemap is. */
export function robotsTxt(publicUrl: string): string {
  return ['User-agent: *', ...DISALLOWED.map((path) => `Disallow: ${path}`), '', `Sitemap: ${publicUrl}/sitemap.xml`, ''].join('\n');
}

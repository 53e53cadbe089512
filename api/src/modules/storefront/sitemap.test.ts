import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/test-app';

const PUBLIC_URL = 'https://shop.example.com';
/** Small, so that the demo catalogue spans several files as 50,000 products would. */
const PAGE_SIZE = 7;

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ seed: true, env: { PUBLIC_URL }, sitemapPageSize: PAGE_SIZE });
});
afterAll(() => app?.close());

const get = (path: string) => fetch(`${app.baseUrl}${path}`);
const text = async (path: string) => {
  const res = await get(path);
  expect(res.status, path).toBe(200);
  return res.text();
};
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
const sql = <T>(query: string, params: unknown[] = []): Promise<T[]> => app.orm.em.fork().getConnection().execute(query, params);

async function publicProductIds(): Promise<string[]> {
  const rows = await sql<{ id: string }>(
    `select p.id from products p join vendors v on v.id = p.vendor_id
      where p.deleted_at is null and v.is_verified and v.deleted_at is null order by p.id`,
  );
  return rows.map((row) => row.id);
}

/** Every product URL of the sitemap, file by file, as a crawler reads it from the index. */
async function crawl(kind: 'products' | 'shops'): Promise<{ files: string[]; urls: string[] }> {
  const files = locs(await text('/sitemap.xml'))
    .map((loc) => loc.slice(PUBLIC_URL.length))
    .filter((path) => path.startsWith(`/sitemap-${kind}-`));
  const urls: string[] = [];
  for (const file of files) {
    const page = locs(await text(file));
    expect(page.length, file).toBeLessThanOrEqual(PAGE_SIZE);
    urls.push(...page);
  }
  return { files, urls };
}

describe('sitemap and robots.txt', () => {
  it('tells crawlers where the sitemap is and keeps them out of the private pages', async () => {
    const res = await get('/robots.txt');
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    const robots = await res.text();
    expect(robots).toMatch(/^User-agent: \*$/m);
    for (const path of ['/admin/', '/customer/', '/cart', '/checkout', '/orders', '/wishlist', '/profile', '/settings', '/vendor/dashboard', '/vendor/products', '/vendor/orders']) {
      expect(robots).toContain(`\nDisallow: ${path}\n`);
    }
    // The public shop pages (/vendor/<id>) and product pages stay crawlable.
    expect(robots).not.toMatch(/^Disallow: \/vendor\/?$/m);
    expect(robots).not.toMatch(/^Disallow: \/product/m);
    expect(robots).toContain(`\nSitemap: ${PUBLIC_URL}/sitemap.xml\n`);
  });

  it('is an index of files of at most the page size, which together list every public product once', async () => {
    const res = await get('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/xml/);
    const index = await res.text();
    expect(index).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
    expect(locs(index)[0]).toBe(`${PUBLIC_URL}/sitemap-pages.xml`);

    const ids = await publicProductIds();
    expect(ids.length).toBeGreaterThan(2 * PAGE_SIZE);
    const { files, urls } = await crawl('products');
    expect(files).toEqual(Array.from({ length: Math.ceil(ids.length / PAGE_SIZE) }, (_, i) => `/sitemap-products-${i + 1}.xml`));
    expect(urls).toEqual(ids.map((id) => `${PUBLIC_URL}/product/${id}`));
    // Every product entry says when it last changed.
    expect(await text('/sitemap-products-1.xml')).toMatch(/<url><loc>[^<]+<\/loc><lastmod>\d{4}-\d\d-\d\dT[\d:.]+Z<\/lastmod><\/url>/);
    // Past the last file: nothing.
    expect((await get(`/sitemap-products-${files.length + 1}.xml`)).status).toBe(404);
    expect((await get('/sitemap-products-0.xml')).status).toBe(404);
  });

  it('lists the verified shops and the storefront pages, never an unverified shop or its products', async () => {
    const shops = await sql<{ id: string; is_verified: boolean }>(`select id, is_verified from vendors where deleted_at is null order by id`);
    const unverified = shops.filter((shop) => !shop.is_verified).map((shop) => shop.id);
    expect(unverified.length).toBeGreaterThan(0);
    const { urls } = await crawl('shops');
    expect(urls).toEqual(shops.filter((shop) => shop.is_verified).map((shop) => `${PUBLIC_URL}/vendor/${shop.id}`));

    const hidden = await sql<{ id: string }>(`select id from products where vendor_id in (select id from vendors where not is_verified)`);
    expect(hidden.length).toBeGreaterThan(0);
    const listed = new Set((await crawl('products')).urls);
    for (const { id } of hidden) expect(listed.has(`${PUBLIC_URL}/product/${id}`)).toBe(false);

    expect(locs(await text('/sitemap-pages.xml'))).toEqual(
      ['/', '/products', '/vendors', '/about', '/services', '/blog', '/contact'].map((path) => PUBLIC_URL + path),
    );
  });

  it('follows the catalogue: a removed product leaves it, a new one joins it, across file boundaries', async () => {
    const before = await publicProductIds();
    // The first product of the second file: every later file's boundary moves.
    const removed = before[PAGE_SIZE];
    await sql(`update products set deleted_at = now() where id = ?`, [removed]);
    const [shop] = await sql<{ id: string }>(`select id from vendors where is_verified and deleted_at is null limit 1`);
    const [added] = await sql<{ id: string }>(
      `insert into products (id, vendor_id, name, price_cents, stock, category, created_at, updated_at)
       values (gen_random_uuid(), ?, 'Sitemap test loaf', 650, 3, 'Bakery', now(), now()) returning id`,
      [shop.id],
    );
    const expected = (await publicProductIds()).map((id) => `${PUBLIC_URL}/product/${id}`);
    expect(expected).toContain(`${PUBLIC_URL}/product/${added.id}`);
    // The change reaches the server through PostgreSQL's notification, a moment after the commit.
    await vi.waitFor(async () => expect((await crawl('products')).urls).toEqual(expected), { timeout: 10_000, interval: 200 });
  });

  it('reads a file in one statement once the page boundaries are known', async () => {
    await text('/sitemap.xml');
    app.queries.length = 0;
    await text('/sitemap-products-2.xml');
    expect(app.queries).toHaveLength(1);
    expect(app.queries[0]).toMatch(/order by p\.id limit/);
  });

  it('is counted by the rate limit like the REST adapter', async () => {
    const res = await get('/sitemap.xml');
    expect(res.headers.get('ratelimit-limit')).toBeTruthy();
  });
});

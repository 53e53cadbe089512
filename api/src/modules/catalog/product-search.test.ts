import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { cleanFilter, filterConditions, SORT_ORDER, sortedPage } from './product-search.sql';

const PRODUCTS = `query Products($first: Int!, $after: String, $q: String, $categories: [String!], $minPriceCents: Int, $maxPriceCents: Int,
    $shopIds: [ID!], $inStock: Boolean, $sort: ProductSort) {
  products(first: $first, after: $after, q: $q, categories: $categories, minPriceCents: $minPriceCents, maxPriceCents: $maxPriceCents,
      shopIds: $shopIds, inStock: $inStock, sort: $sort) {
    nodes { id name priceCents stock category vendor { id } }
    pageInfo { endCursor hasNextPage }
  }
}`;
const FACETS = `query Facets($q: String, $categories: [String!], $shopIds: [ID!], $inStock: Boolean) {
  products(first: 1, q: $q, categories: $categories, shopIds: $shopIds, inStock: $inStock) {
    facets { categories { value count } shops { id name count } }
  }
}`;
const HELP = `query Help($q: String) { products(first: 5, q: $q) { nodes { id } didYouMean nearestCategories } }`;
const SUGGEST = `query Suggest($q: String!, $limit: Int) { searchSuggestions(q: $q, limit: $limit) { products { name } shops { businessName } } }`;

// A hand-built catalogue under one word no demo product uses: (shop, name, category, price, stock, days old).
const HAND_BUILT = [
  ['a', 'Wombat Mug', 'Home & Garden', 1500, 3, 5],
  ['a', 'Wombat Tea Towel', 'Home & Garden', 900, 0, 4],
  ['a', 'Wombat Honey', 'Pantry', 1200, 5, 3],
  ['b', 'Wombat Jam', 'Pantry', 800, 2, 2],
  ['b', 'Wombat Cookbook', 'Books', 2500, 1, 1],
  ['b', 'Wombat Fudge', 'Pantry', 1200, 4, 6],
] as const;
const SORTS = ['RELEVANCE', 'NEWEST', 'PRICE_ASC', 'PRICE_DESC', 'BEST_SELLING'] as const;

let app: TestApp;
const shops = { a: randomUUID(), b: randomUUID() };
const ids: Record<string, string> = {};

type Node = { id: string; name: string; priceCents: number; stock: number; category: string; vendor: { id: string } };
async function page(variables: Record<string, unknown>) {
  const res = await app.gql(PRODUCTS, { first: 100, ...variables });
  expect(res.errors).toBeUndefined();
  return res.data!.products as { nodes: Node[]; pageInfo: { endCursor: string | null; hasNextPage: boolean } };
}
const names = async (variables: Record<string, unknown>) => (await page(variables)).nodes.map((n) => n.name);
async function allPages(variables: Record<string, unknown>, first: number) {
  const found: string[] = [];
  let after: string | null = null;
  do {
    const { nodes, pageInfo } = await page({ ...variables, first, after });
    found.push(...nodes.map((n) => n.id));
    after = pageInfo.hasNextPage ? pageInfo.endCursor : null;
  } while (after);
  return found;
}

beforeAll(async () => {
  app = await startTestApp({ seed: true });
  const sql = app.orm.em.fork().getConnection();
  for (const [key, name] of [['a', 'Alpha Wombat Goods'], ['b', 'Beta Wombat Supply']] as const) {
    const userId = randomUUID();
    await sql.execute(`insert into users (id, username, name, email, role, password_hash) values (?, ?, ?, ?, 'Vendor', 'x')`, [
      userId, `wombat-${key}`, `Owner ${key}`, `wombat-${key}@example.com`,
    ]);
    await sql.execute(`insert into vendors (id, user_id, business_name, is_verified) values (?, ?, ?, true)`, [shops[key], userId, name]);
  }
  for (const [shop, name, category, priceCents, stock, daysOld] of HAND_BUILT) {
    ids[name] = randomUUID();
    await sql.execute(
      `insert into products (id, vendor_id, name, price_cents, stock, category, created_at) values (?, ?, ?, ?, ?, ?, now() - make_interval(days => ?))`,
      [ids[name], shops[shop], name, priceCents, stock, category, daysOld],
    );
  }
});
afterAll(() => app?.close());

describe('sorts', () => {
  it('orders by price, both ways, the id breaking ties', async () => {
    const [honey, fudge] = [ids['Wombat Honey'], ids['Wombat Fudge']].sort();
    const byName = Object.fromEntries(Object.entries(ids).map(([name, id]) => [id, name]));
    expect(await names({ q: 'wombat', sort: 'PRICE_ASC' })).toEqual(['Wombat Jam', 'Wombat Tea Towel', byName[honey], byName[fudge], 'Wombat Mug', 'Wombat Cookbook']);
    expect(await names({ q: 'wombat', sort: 'PRICE_DESC' })).toEqual(['Wombat Cookbook', 'Wombat Mug', byName[fudge], byName[honey], 'Wombat Tea Towel', 'Wombat Jam']);
  });

  it('orders by date, newest first', async () => {
    expect(await names({ q: 'wombat', sort: 'NEWEST' })).toEqual(['Wombat Cookbook', 'Wombat Jam', 'Wombat Honey', 'Wombat Tea Towel', 'Wombat Mug', 'Wombat Fudge']);
  });

  it('ranks by relevance by default with a query, and lists newest first without one', async () => {
    expect((await names({ q: 'wombat mug' }))[0]).toBe('Wombat Mug');
    expect(await names({ q: 'wombat mug' })).toEqual(await names({ q: 'wombat mug', sort: 'RELEVANCE' }));
    expect(await names({ first: 30, sort: 'RELEVANCE' })).toEqual(await names({ first: 30 }));
    expect((await names({ first: 6 })).slice(0, 1)).toEqual(['Wombat Cookbook']);
  });

  it('orders best sellers as trendingProducts does (units sold in 30 days, newer first on ties)', async () => {
    const trending = await app.gql(`query { trendingProducts(limit: 50) { id } }`);
    expect((await page({ first: 50, sort: 'BEST_SELLING' })).nodes.map((n) => n.id)).toEqual(trending.data!.trendingProducts.map((p: { id: string }) => p.id));
  });

  it.each(SORTS)('pages %s with keyset cursors: every product once, whatever the page size', async (sort) => {
    for (const variables of [{ sort }, { sort, q: 'wombat' }, { sort, q: 'cheese', inStock: true }]) {
      const byThree = await allPages(variables, 3);
      expect(new Set(byThree).size).toBe(byThree.length);
      expect(await allPages(variables, 100)).toEqual(byThree);
    }
  });

  it('refuses a cursor of another sort', async () => {
    const { pageInfo } = await page({ first: 1, sort: 'PRICE_ASC' });
    const res = await app.gql(PRODUCTS, { first: 1, after: pageInfo.endCursor, sort: 'NEWEST' });
    expect(res.errors?.[0]).toMatchObject({ message: 'The cursor is not valid.', extensions: { code: 'BAD_USER_INPUT' } });
  });
});

describe('filters', () => {
  it.each([
    [{ categories: ['pantry'] }, ['Wombat Fudge', 'Wombat Honey', 'Wombat Jam']],
    [{ categories: ['Pantry', 'BOOKS'] }, ['Wombat Cookbook', 'Wombat Fudge', 'Wombat Honey', 'Wombat Jam']],
    [{ minPriceCents: 900, maxPriceCents: 1200 }, ['Wombat Fudge', 'Wombat Honey', 'Wombat Tea Towel']],
    [{ minPriceCents: 1500 }, ['Wombat Cookbook', 'Wombat Mug']],
    [{ inStock: true }, ['Wombat Cookbook', 'Wombat Fudge', 'Wombat Honey', 'Wombat Jam', 'Wombat Mug']],
    [{ shopIds: ['b'] }, ['Wombat Cookbook', 'Wombat Fudge', 'Wombat Jam']],
    [{ categories: ['pantry'], inStock: true, maxPriceCents: 1000, shopIds: ['a', 'b'] }, ['Wombat Jam']],
  ] as [Record<string, unknown>, string[]][])('%j', async (filter, expected) => {
    const variables = { ...filter, shopIds: (filter.shopIds as ('a' | 'b')[] | undefined)?.map((key) => shops[key]) };
    expect((await names({ q: 'wombat', ...variables })).sort()).toEqual(expected);
    // Without a query, the same filter over the whole catalogue keeps these and only matching rows.
    const all = (await page({ ...variables })).nodes;
    expect(all.map((n) => n.name).filter((name) => name.startsWith('Wombat')).sort()).toEqual(expected);
    if (filter.inStock) expect(all.every((n) => n.stock > 0)).toBe(true);
    if (filter.minPriceCents) expect(all.every((n) => n.priceCents >= (filter.minPriceCents as number))).toBe(true);
  });

  it('keeps the old single `category` argument, added to `categories`', async () => {
    const res = await app.gql(`query { products(first: 100, q: "wombat", category: "books", categories: ["pantry"]) { nodes { name } } }`);
    expect(res.data!.products.nodes.map((n: { name: string }) => n.name).sort()).toEqual(['Wombat Cookbook', 'Wombat Fudge', 'Wombat Honey', 'Wombat Jam']);
  });
});

describe('facets', () => {
  it('counts categories and shops of the query', async () => {
    const res = await app.gql(FACETS, { q: 'wombat' });
    expect(res.errors).toBeUndefined();
    expect(res.data!.products.facets).toEqual({
      categories: [
        { value: 'Pantry', count: 3 },
        { value: 'Home & Garden', count: 2 },
        { value: 'Books', count: 1 },
      ],
      shops: [
        { id: shops.a, name: 'Alpha Wombat Goods', count: 3 },
        { id: shops.b, name: 'Beta Wombat Supply', count: 3 },
      ],
    });
  });

  it('leaves each facet\'s own filter out, and applies the others', async () => {
    const res = await app.gql(FACETS, { q: 'wombat', categories: ['pantry'], inStock: true });
    expect(res.data!.products.facets).toEqual({
      categories: [
        { value: 'Pantry', count: 3 },
        { value: 'Books', count: 1 },
        { value: 'Home & Garden', count: 1 },
      ],
      shops: [
        { id: shops.b, name: 'Beta Wombat Supply', count: 2 },
        { id: shops.a, name: 'Alpha Wombat Goods', count: 1 },
      ],
    });
    const byShop = await app.gql(FACETS, { q: 'wombat', shopIds: [shops.a] });
    expect(byShop.data!.products.facets.categories).toEqual([
      { value: 'Home & Garden', count: 2 },
      { value: 'Pantry', count: 1 },
    ]);
    expect(byShop.data!.products.facets.shops).toHaveLength(2);
  });
});

describe('limits', () => {
  it.each([
    [{ categories: Array.from({ length: 21 }, (_, i) => `c${i}`) }, 'At most 20 categories.'],
    [{ categories: ['x'.repeat(101)] }, 'A category must be at most 100 characters.'],
    [{ shopIds: Array.from({ length: 21 }, () => randomUUID()) }, 'At most 20 shops.'],
    [{ shopIds: ['not-an-id'] }, 'A shop id is not valid.'],
    [{ minPriceCents: -1 }, 'minPriceCents must be between 0 and 100000000.'],
    [{ maxPriceCents: 100_000_001 }, 'maxPriceCents must be between 0 and 100000000.'],
    [{ minPriceCents: 2000, maxPriceCents: 1000 }, 'minPriceCents must not be more than maxPriceCents.'],
    [{ first: 101 }, 'first must be between 1 and 100.'],
    [{ q: 'a'.repeat(201) }, 'Search text must be at most 200 characters.'],
  ] as [Record<string, unknown>, string][])('refuses %j', async (variables, message) => {
    const res = await app.gql(PRODUCTS, { first: 10, ...variables });
    expect(res.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('accepts 20 categories', async () => {
    expect((await page({ q: 'wombat', categories: [...Array.from({ length: 19 }, (_, i) => `c${i}`), 'books'] })).nodes.map((n) => n.name)).toEqual(['Wombat Cookbook']);
  });
});

describe('suggestions', () => {
  const suggest = async (q: string, limit?: number) => {
    const res = await app.gql(SUGGEST, { q, limit });
    expect(res.errors).toBeUndefined();
    return { products: res.data!.searchSuggestions.products.map((p: { name: string }) => p.name), shops: res.data!.searchSuggestions.shops.map((s: { businessName: string }) => s.businessName) };
  };

  it('suggests products and shops from 2 characters, the nearest first', async () => {
    const found = await suggest('womb');
    expect(found.products).toHaveLength(6);
    expect(found.products.every((name: string) => name.startsWith('Wombat'))).toBe(true);
    expect(found.shops.sort()).toEqual(['Alpha Wombat Goods', 'Beta Wombat Supply']);
    expect((await suggest('wombat mug')).products[0]).toBe('Wombat Mug');
    expect((await suggest('ch')).products.length).toBeGreaterThan(0);
  });

  it('finds a shop by its name, typos included, and never a pending shop', async () => {
    expect((await suggest('grindstone')).shops).toEqual(['Grindstone Coffee Roasters']);
    expect((await suggest('limestne')).shops).toContain('Limestone Cheese Co.');
    expect((await suggest('trillium')).shops).toEqual([]);
    expect((await suggest('trillium')).products).not.toContain('Trillium Green Tea (100 g)');
  });

  it('answers nothing below 2 characters, and limits what it is sent', async () => {
    expect(await suggest(' w ')).toEqual({ products: [], shops: [] });
    expect((await suggest('wombat', 2)).products).toHaveLength(2);
    for (const [q, limit, message] of [['wo', 11, 'limit must be between 1 and 10.'], ['w'.repeat(101), 5, 'Search text must be at most 100 characters.']] as const) {
      const res = await app.gql(SUGGEST, { q, limit });
      expect(res.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
    }
  });
});

describe('no results help', () => {
  it('finds the words a typo is near to, and offers the nearest words and categories when nothing matches', async () => {
    // Both words are near a word of the names: the search itself matches those.
    expect(await names({ q: 'wombxt cokbook' })).toEqual(['Wombat Cookbook']);
    // One word is near nothing: no product has every word, and the help corrects the other one.
    const res = await app.gql(HELP, { q: 'wombxt qqqzz' });
    expect(res.errors).toBeUndefined();
    expect(res.data!.products.nodes).toEqual([]);
    expect(res.data!.products.didYouMean).toBe('wombat qqqzz');
    const byCategory = await app.gql(HELP, { q: 'pantri goodz' });
    expect(byCategory.data!.products.nodes).toEqual([]);
    expect(byCategory.data!.products.nearestCategories).toContain('Pantry');
  });

  it('offers nothing when there are results', async () => {
    const res = await app.gql(HELP, { q: 'wombat' });
    expect(res.data!.products).toMatchObject({ didYouMean: null, nearestCategories: [] });
  });
});

describe('facets over many matches', () => {
  const APPROXIMATE = `query Facets($q: String, $maxPriceCents: Int) {
    products(first: 1, q: $q, maxPriceCents: $maxPriceCents) { facets { categories { value count } shops { id count } approximate } }
  }`;

  it('count the first 500 matches and say so; exact below that', async () => {
    // 501 products of one shop with a word nothing else has; every tenth is a cheaper book.
    await app.orm.em.fork().getConnection().execute(
      `insert into products (id, vendor_id, name, price_cents, stock, category)
       select gen_random_uuid(), ?, 'Quokka Sticker ' || g, case when g % 10 = 0 then 300 else 500 end, 5, case when g % 10 = 0 then 'Books' else 'Stationery' end
         from generate_series(1, 501) g`,
      [shops.a],
    );
    const many = (await app.gql(APPROXIMATE, { q: 'quokka' })).data!.products.facets;
    expect(many.approximate).toBe(true);
    expect(many.shops).toEqual([{ id: shops.a, count: 500 }]);
    expect(many.categories.reduce((sum: number, c: { count: number }) => sum + c.count, 0)).toBe(500);

    const books = (await app.gql(APPROXIMATE, { q: 'quokka', maxPriceCents: 400 })).data!.products.facets;
    expect(books).toEqual({ categories: [{ value: 'Books', count: 50 }], shops: [{ id: shops.a, count: 50 }], approximate: false });
  });
});

describe('words of the names', () => {
  it('are learnt from new and renamed products, so that a typo of a new word finds them', async () => {
    const sql = app.orm.em.fork().getConnection();
    const id = randomUUID();
    await sql.execute(`insert into products (id, vendor_id, name, price_cents, stock, category) values (?, ?, 'Platypus Plush', 2000, 3, 'Toys')`, [id, shops.b]);
    expect(await names({ q: 'platypos' })).toEqual(['Platypus Plush']);
    await sql.execute(`update products set name = 'Echidna Plush' where id = ?`, [id]);
    expect(await names({ q: 'echidan' })).toEqual(['Echidna Plush']);
    // An unfinished last word is completed from the words: "echid" finds it too.
    expect(await names({ q: 'echid' })).toEqual(['Echidna Plush']);
  });
});

describe('the connections', () => {
  it('scan tables from their first block, so a page and the next rank the same candidates', async () => {
    expect(await app.orm.em.fork().getConnection().execute('show synchronize_seqscans')).toEqual([{ synchronize_seqscans: 'off' }]);
  });
});

describe('the planner', () => {
  it('knows how common a category is, so a search in one category sorted by price walks the category index', async () => {
    // The category indexes are partial, and PostgreSQL does not use a partial index's statistics for the
    // table: without products_lower_category_stats it takes any category for 0.5% of the products.
    const sql = app.orm.em.fork().getConnection();
    await sql.execute('analyze products');
    const [{ actual }] = await sql.execute<{ actual: number }[]>(`select count(*)::int as actual from products where lower(category) = 'pantry'`);
    const [{ 'QUERY PLAN': [plan] }] = await sql.execute<{ 'QUERY PLAN': { Plan: { 'Plan Rows': number } }[] }[]>(
      `explain (format json) select 1 from products where lower(category) = 'pantry'`,
    );
    expect(actual).toBeGreaterThanOrEqual(10);
    expect(plan.Plan['Plan Rows']).toBeGreaterThan(actual / 2);
    expect(plan.Plan['Plan Rows']).toBeLessThan(actual * 2);
  });

  it('walks a text search sorted by price within a category in the index alone (decision 0025)', async () => {
    // On a catalogue this small PostgreSQL would rather read the table and sort; with those plans off,
    // what is left shows whether the page's first step can be answered from products_category_price_idx.
    const sql = app.orm.em.fork().getConnection();
    await sql.execute('vacuum analyze products');
    const page = sortedPage({
      columns: 'p.id',
      tsquery: `'wombat'`,
      text: 'wombat',
      filters: filterConditions(cleanFilter({ categories: ['Pantry'], minPriceCents: 100, maxPriceCents: 5000 })),
      order: SORT_ORDER.PRICE_DESC,
      limit: 21,
    });
    const plan = await app.orm.em.fork().transactional(async (em) => {
      const connection = em.getConnection();
      for (const off of ['enable_seqscan', 'enable_bitmapscan', 'enable_sort']) await connection.execute(`set local ${off} = off`);
      const rows = await connection.execute<{ 'QUERY PLAN': string }[]>(`explain ${page.sql}`, page.params);
      return rows.map((row) => row['QUERY PLAN']).join('\n');
    });
    expect(plan).toMatch(/Index Only Scan Backward using products_category_price_idx/);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/test-app';

const PRODUCTS = `query ListProducts($first: Int!, $after: String, $q: String, $category: String) {
  products(first: $first, after: $after, q: $q, category: $category) {
    nodes { id name price priceCents category image images vendor { id businessName name profileImage } }
    pageInfo { endCursor hasNextPage }
  }
}`;

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ seed: true });
});
afterAll(() => app.close());

const list = (variables: Record<string, unknown>) => app.gql(PRODUCTS, variables);

async function allPages(variables: Record<string, unknown>, first: number) {
  const names: string[] = [];
  let after: string | null = null;
  do {
    const res: any = await list({ ...variables, first, after });
    expect(res.errors).toBeUndefined();
    names.push(...res.data.products.nodes.map((p: { id: string }) => p.id));
    after = res.data.products.pageInfo.hasNextPage ? res.data.products.pageInfo.endCursor : null;
  } while (after);
  return names;
}

describe('product list', () => {
  it('runs the same number of SQL statements for 5 or 60 products with vendor and images', async () => {
    const count = async (first: number) => {
      app.queries.length = 0;
      const res = await list({ first });
      expect(res.errors).toBeUndefined();
      expect(res.data.products.nodes).toHaveLength(first);
      expect(res.data.products.nodes.every((p: any) => p.vendor.businessName && p.image?.startsWith('/media/'))).toBe(true);
      return app.queries.length;
    };
    const small = await count(5);
    const large = await count(60);
    expect(large).toBe(small);
    expect(small).toBeGreaterThan(0); // the statements are really being counted
    expect(small).toBeLessThanOrEqual(4); // products, vendors, images, vendor owners
  });

  it('pages with keyset cursors: every public product once, in order, whatever the page size', async () => {
    const [{ n }] = await app.orm.em.fork().getConnection().execute(
      `select count(*) as n from products p join vendors v on v.id = p.vendor_id where p.deleted_at is null and v.is_verified and v.deleted_at is null`,
    );
    const bySeven = await allPages({}, 7);
    expect(bySeven).toHaveLength(Number(n));
    expect(new Set(bySeven).size).toBe(bySeven.length);
    expect(await allPages({}, 100)).toEqual(bySeven);
  });

  it.each([0, -1, 101])('refuses a page size of %i', async (first) => {
    const res = await list({ first });
    expect(res.errors?.[0]).toMatchObject({ message: 'first must be between 1 and 100.', extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('refuses a forged cursor with a clear message', async () => {
    for (const after of ['nonsense', Buffer.from('["x","not-a-uuid"]').toString('base64url')]) {
      const res = await list({ first: 5, after });
      expect(res.errors?.[0]).toMatchObject({ message: 'The cursor is not valid.', extensions: { code: 'BAD_USER_INPUT' } });
    }
  });

  it('filters by category', async () => {
    const res = await list({ first: 100, category: 'Bakery' });
    expect(res.data.products.nodes.length).toBeGreaterThan(2);
    expect(res.data.products.nodes.every((p: any) => p.category === 'Bakery')).toBe(true);
  });

  it('hides products of unverified shops', async () => {
    const em = app.orm.em.fork();
    const [{ id, vendor_id }] = await em.getConnection().execute(`select id, vendor_id from products limit 1`);
    await em.getConnection().execute(`update vendors set is_verified = false where id = ?`, [vendor_id]);
    try {
      const ids = await allPages({}, 100);
      expect(ids).not.toContain(id);
      expect((await app.gql(`query($id: ID!) { product(id: $id) { id } }`, { id })).data.product).toBeNull();
    } finally {
      await em.getConnection().execute(`update vendors set is_verified = true where id = ?`, [vendor_id]);
    }
  });
});

describe('search', () => {
  const search = async (q: string, first = 10) => {
    const res = await list({ first, q });
    expect(res.errors).toBeUndefined();
    return res.data.products.nodes.map((p: { name: string }) => p.name) as string[];
  };

  it('ranks products named after the words first', async () => {
    const names = await search('cheese');
    expect(names.length).toBeGreaterThanOrEqual(3);
    expect(names.slice(0, 3).every((name) => /cheese/i.test(name))).toBe(true);
  });

  it('tolerates a typo ("chese" finds cheese)', async () => {
    const names = await search('chese');
    expect(names.length).toBeGreaterThan(0);
    expect(names[0]).toMatch(/cheese/i);
  });

  it('finds by description and category words too, and nothing for nonsense', async () => {
    expect((await search('sourdough')).some((name) => /sourdough/i.test(name))).toBe(true);
    expect(await search('zzqxv')).toEqual([]);
  });

  it('pages through ranked results without repeats', async () => {
    const ids = await allPages({ q: 'cheese' }, 2);
    const all = (await list({ first: 100, q: 'cheese' })).data.products.nodes.map((p: { id: string }) => p.id);
    expect(ids).toEqual(all);
  });

  it('refuses search text over 200 characters', async () => {
    const res = await list({ first: 5, q: 'a'.repeat(201) });
    expect(res.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe('product and vendors', () => {
  it('returns a product by id, and null for an unknown or malformed id', async () => {
    const first = (await list({ first: 1 })).data.products.nodes[0];
    const query = `query GetProduct($id: ID!) { product(id: $id) { id name description stock price vendor { id } } }`;
    expect((await app.gql(query, { id: first.id })).data.product).toMatchObject({ id: first.id, name: first.name });
    expect((await app.gql(query, { id: '00000000-0000-4000-8000-000000000000' })).data.product).toBeNull();
    expect((await app.gql(query, { id: 'nope' })).data.product).toBeNull();
  });

  it('lists vendors with product previews in a constant number of statements', async () => {
    const query = `query ListVendors($first: Int!) { vendors(first: $first) { nodes { id businessName name profileImage previewProducts(limit: 3) { id image vendor { id } } } pageInfo { hasNextPage } } }`;
    const count = async (first: number) => {
      app.queries.length = 0;
      const res = await app.gql(query, { first });
      expect(res.errors).toBeUndefined();
      for (const vendor of res.data.vendors.nodes) {
        expect(vendor.previewProducts.length).toBeGreaterThan(0);
        expect(vendor.previewProducts.length).toBeLessThanOrEqual(3);
        expect(vendor.previewProducts.every((p: any) => p.vendor.id === vendor.id)).toBe(true);
      }
      return app.queries.length;
    };
    const few = await count(2);
    expect(few).toBeGreaterThan(0);
    expect(await count(8)).toBe(few);
  });

  it("shows a vendor's shop with its products, and null for an unknown vendor", async () => {
    const vendors = (await app.gql(`{ vendors(first: 1) { nodes { id } } }`)).data.vendors.nodes;
    const res = await app.gql(`query($id: ID!) { vendor(id: $id) { businessName products(first: 100) { nodes { vendor { id } } } } }`, { id: vendors[0].id });
    expect(res.data.vendor.products.nodes.length).toBeGreaterThan(0);
    expect(res.data.vendor.products.nodes.every((p: any) => p.vendor.id === vendors[0].id)).toBe(true);
    expect((await app.gql(`{ vendor(id: "00000000-0000-4000-8000-000000000000") { id } }`)).data.vendor).toBeNull();
  });

  it('ranks trending products by units sold in the last 30 days', async () => {
    const res = await app.gql(`{ trendingProducts(limit: 5) { id name } }`);
    expect(res.errors).toBeUndefined();
    const [top] = await app.orm.em.fork().getConnection().execute(
      `select oi.product_id, sum(oi.quantity) as units from orders o join order_items oi on oi.order_id = o.id
        where o.created_at > now() - interval '30 days' and o.status <> 'Cancelled'
        group by oi.product_id order by units desc limit 1`,
    );
    expect(res.data.trendingProducts).toHaveLength(5);
    const units = async (id: string) =>
      Number((await app.orm.em.fork().getConnection().execute(
        `select coalesce(sum(oi.quantity), 0) as units from orders o join order_items oi on oi.order_id = o.id
          where oi.product_id = ? and o.created_at > now() - interval '30 days' and o.status <> 'Cancelled'`, [id]))[0].units);
    expect(await units(res.data.trendingProducts[0].id)).toBe(Number(top.units));
    expect((await app.gql(`{ trendingProducts(limit: 51) { id } }`)).errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('lists categories', async () => {
    const res = await app.gql(`{ categories }`);
    expect(res.data.categories).toContain('Bakery');
    expect([...res.data.categories].sort()).toEqual(res.data.categories);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, startTestApp, type TestApp } from '../../../test/test-app';

const FEATURED = `query FeaturedProducts($limit: Int!) { featuredProducts(limit: $limit) { id featured } }`;
const TRENDING = `query Trending($limit: Int!) { trendingProducts(limit: $limit) { id } }`;
const TOP_VENDORS = `query TopVendors { topVendors(limit: 24) { id isVerified } }`;
const SET_FEATURED = `mutation SetProductFeatured($productId: ID!, $featured: Boolean!) { setProductFeatured(productId: $productId, featured: $featured) { id featured } }`;

let app: TestApp;
let admin: string;
const sql = (query: string, params: unknown[] = []): Promise<any[]> => app.orm.em.fork().getConnection().execute(query, params);

beforeAll(async () => {
  app = await startTestApp({ seed: true });
  admin = await login(app, 'admin@mainstreet.test');
});

afterAll(async () => {
  await app?.close();
});

describe('featured products', () => {
  it("are the best sellers of the last 30 days while an admin has marked none, then the admin's picks, most recently marked first", async () => {
    const before = (await app.gql(FEATURED, { limit: 4 })).data!.featuredProducts;
    const trending = (await app.gql(TRENDING, { limit: 4 })).data!.trendingProducts;
    expect(before.map((p: { id: string }) => p.id)).toEqual(trending.map((p: { id: string }) => p.id));
    expect(before.every((p: { featured: boolean }) => !p.featured)).toBe(true);

    const [first, second] = (await sql(`select p.id from products p join vendors v on v.id = p.vendor_id where v.is_verified and p.deleted_at is null order by p.created_at limit 2`)).map((r) => r.id);
    expect((await app.gql(SET_FEATURED, { productId: first, featured: true }, admin)).data!.setProductFeatured).toEqual({ id: first, featured: true });
    await new Promise((resolve) => setTimeout(resolve, 5));
    await app.gql(SET_FEATURED, { productId: second, featured: true }, admin);
    const picked = (await app.gql(FEATURED, { limit: 4 })).data!.featuredProducts;
    expect(picked.slice(0, 2)).toEqual([
      { id: second, featured: true },
      { id: first, featured: true },
    ]);
    // The rest is filled with best sellers.
    expect(picked.slice(2).map((p: { id: string }) => p.id)).toEqual(
      trending.map((p: { id: string }) => p.id).filter((id: string) => id !== first && id !== second).slice(0, 2),
    );

    await app.gql(SET_FEATURED, { productId: second, featured: false }, admin);
    expect((await app.gql(FEATURED, { limit: 1 })).data!.featuredProducts).toEqual([{ id: first, featured: true }]);
    const audit = await sql(`select action, summary from audit_log where target_id = ? order by created_at`, [second]);
    expect(audit.map((row) => row.action)).toEqual(['product.feature_change', 'product.feature_change']);
    expect(audit[1].summary).toMatch(/^Stopped featuring/);
  });

  it('answers NOT_FOUND for a product that is not public, and lets only admins choose', async () => {
    // Not one the test above featured: ids are random, and its featured_at would stay set.
    const [deleted] = await sql(`update products set deleted_at = now() where id = (select id from products where deleted_at is null and featured_at is null order by id desc limit 1) returning id`);
    const missing = await app.gql(SET_FEATURED, { productId: deleted.id, featured: true }, admin);
    expect(missing.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect((await sql(`select featured_at from products where id = ?`, [deleted.id]))[0].featured_at).toBeNull();
    const customer = await login(app, 'alice@mainstreet.test');
    expect((await app.gql(SET_FEATURED, { productId: deleted.id, featured: true }, customer)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await app.gql(FEATURED, { limit: 25 })).errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe('top vendors', () => {
  it('are verified shops ranked by their sales over the last 30 days, then by name', async () => {
    const ranked = (await app.gql(TOP_VENDORS)).data!.topVendors as { id: string; isVerified: boolean }[];
    expect(ranked.length).toBeGreaterThan(3);
    expect(ranked.every((vendor) => vendor.isVerified)).toBe(true);
    // Sales counted independently: placed, not cancelled, the card payment (if any) succeeded or refunded.
    const sales = new Map<string, number>(
      (
        await sql(`select o.vendor_id, sum(o.total_cents)::int as cents from orders o left join payments pay on pay.id = o.payment_id
                    where o.created_at > now() - interval '30 days' and o.status not in ('AwaitingPayment', 'PaymentFailed', 'Cancelled')
                      and (pay.id is null or pay.status not in ('Pending', 'Failed'))
                    group by o.vendor_id`)
      ).map((row) => [row.vendor_id, row.cents]),
    );
    const figures = ranked.map((vendor) => sales.get(vendor.id) ?? 0);
    expect(figures[0]).toBeGreaterThan(0);
    expect([...figures].sort((a, b) => b - a)).toEqual(figures);
  });
});

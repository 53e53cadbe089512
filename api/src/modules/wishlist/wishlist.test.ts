import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, startTestApp, type TestApp } from '../../../test/test-app';
import { PUBLIC_PRODUCT } from '../catalog/product.sql';
import { WISHLIST_FULL, WISHLIST_LIMIT } from './wishlist.service';

const ADD = `mutation AddToWishlist($productId: ID!) { addToWishlist(productId: $productId) { product { id } } }`;
const REMOVE = `mutation RemoveFromWishlist($productId: ID!) { removeFromWishlist(productId: $productId) { product { id } } }`;
const IDS = `query WishlistProductIds { wishlistProductIds }`;

let app: TestApp;
let customer: string;
let customerId: string;
const sql = (query: string, params: unknown[] = []): Promise<any[]> => app.orm.em.fork().getConnection().execute(query, params);

beforeAll(async () => {
  app = await startTestApp({ seed: true });
  customer = await login(app, 'chloe@mainstreet.test');
  [{ id: customerId }] = await sql(`select id from users where email = 'chloe@mainstreet.test'`);
});

afterAll(async () => {
  await app?.close();
});

describe('wishlist', () => {
  it('gives the ids of the saved products, newest first, for the buttons to show pressed', async () => {
    await sql(`delete from wishlist_items where customer_id = ?`, [customerId]);
    const [first, second] = (await sql(`select p.id from products p join vendors v on v.id = p.vendor_id where ${PUBLIC_PRODUCT} order by p.id limit 2`)).map((row: { id: string }) => row.id);
    await app.gql(ADD, { productId: first }, customer);
    await app.gql(ADD, { productId: second }, customer);
    expect((await app.gql(IDS, {}, customer)).data!.wishlistProductIds).toEqual([second, first]);
    await app.gql(REMOVE, { productId: second }, customer);
    expect((await app.gql(IDS, {}, customer)).data!.wishlistProductIds).toEqual([first]);
  });

  it(`holds at most ${WISHLIST_LIMIT} products, when 40 adds arrive at once`, async () => {
    await sql(`delete from wishlist_items where customer_id = ?`, [customerId]);
    // Enough public products: copies of the demo's, each with an id and name of its own.
    const columns: string[] = (
      await sql(`select column_name from information_schema.columns
                  where table_name = 'products' and is_generated = 'NEVER' and column_name not in ('id', 'name')`)
    ).map((row) => row.column_name);
    await sql(
      `insert into products (id, name, ${columns.join(', ')})
       select gen_random_uuid(), p.name || ' #' || g, ${columns.map((column) => `p.${column}`).join(', ')}
         from products p, generate_series(1, 12) g`,
    );
    const ids: string[] = (await sql(`select p.id from products p join vendors v on v.id = p.vendor_id where ${PUBLIC_PRODUCT} order by p.id limit ?`, [WISHLIST_LIMIT + 39])).map(
      (row: { id: string }) => row.id,
    );
    expect(ids).toHaveLength(WISHLIST_LIMIT + 39);
    await sql(`insert into wishlist_items (customer_id, product_id) select ?, id from products where id in (?)`, [customerId, ids.slice(0, WISHLIST_LIMIT - 1)]);

    const answers = await Promise.all(ids.slice(WISHLIST_LIMIT - 1).map((productId) => app.gql(ADD, { productId }, customer)));
    const refused = answers.filter((answer) => answer.errors);
    expect(answers.length - refused.length).toBe(1);
    expect(refused.map((answer) => answer.errors![0].message)).toEqual(Array(39).fill(WISHLIST_FULL));
    expect((await sql(`select count(*)::int as n from wishlist_items where customer_id = ?`, [customerId]))[0].n).toBe(WISHLIST_LIMIT);
    // Saving one already there is still a no-op, not a refusal.
    expect((await app.gql(ADD, { productId: ids[0] }, customer)).errors).toBeUndefined();
  });
});

import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomers, createShop, SHIPPING } from '../../../test/commerce-fixtures';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { refreshProductSales } from './product-sales';

// Issue 20 item 7 (French shop content) and issue 21 (accents, the best-selling summary).
const CREATE = `mutation CreateProduct($input: ProductInput!) { createProduct(input: $input) { id name nameFr descriptionFr } }`;
const UPDATE = `mutation UpdateProduct($id: ID!, $input: ProductInput!) { updateProduct(id: $id, input: $input) { id nameFr descriptionFr } }`;
const PRODUCT = `query Product($id: ID!) { product(id: $id) { name description nameFr descriptionFr vendor { businessName businessNameFr descriptionFr } } }`;
const SHOP = `mutation Shop($input: ShopProfileInput!) { updateMyShop(input: $input) { vendor { businessName businessNameFr descriptionFr } } }`;
const SEARCH = `query Search($q: String, $sort: ProductSort) { products(first: 20, q: $q, sort: $sort) { nodes { id name } didYouMean } }`;
const SUGGEST = `query Suggest($q: String!) { searchSuggestions(q: $q, limit: 5) { products { id name } shops { id businessName } } }`;

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

const code = (res: any) => res.errors?.[0]?.extensions?.code;
const input = (overrides: Record<string, unknown> = {}) => ({ name: 'Maple Butter', category: 'Pantry', priceCents: 900, stock: 5, ...overrides });

async function ownerOf(vendorId: string) {
  const [{ user_id }] = await app.orm.em.fork().execute(`select user_id from vendors where id = ?`, [vendorId]);
  return app.tokenFor(user_id);
}

async function productRow(id: string) {
  const [row] = await app.orm.em.fork().execute(`select name_fr, description_fr from products where id = ?`, [id]);
  return row;
}

describe('French names and descriptions', () => {
  it('are saved for the caller’s own product only; omitted keeps them, null or blank clears them', async () => {
    const a = await createShop(app, []);
    const b = await createShop(app, []);
    const [tokenA, tokenB] = [await ownerOf(a.vendorId), await ownerOf(b.vendorId)];
    const created = (await app.gql(CREATE, { input: input({ nameFr: "  Crème d'érable ", descriptionFr: 'Fouettée.' }) }, tokenA)).data.createProduct;
    expect(created).toMatchObject({ name: 'Maple Butter', nameFr: "Crème d'érable", descriptionFr: 'Fouettée.' });

    // Another shop's product: NOT_FOUND, nothing changed.
    const foreign = await app.gql(UPDATE, { id: created.id, input: input({ nameFr: 'Volé' }) }, tokenB);
    expect(code(foreign)).toBe('NOT_FOUND');
    expect(await productRow(created.id)).toEqual({ name_fr: "Crème d'érable", description_fr: 'Fouettée.' });

    // A client that does not send them keeps them.
    expect((await app.gql(UPDATE, { id: created.id, input: input() }, tokenA)).data.updateProduct).toMatchObject({ nameFr: "Crème d'érable", descriptionFr: 'Fouettée.' });
    expect((await app.gql(UPDATE, { id: created.id, input: input({ nameFr: '  ', descriptionFr: null }) }, tokenA)).data.updateProduct).toMatchObject({ nameFr: null, descriptionFr: null });
  });

  it('take the English fields’ limits, and a refused input changes nothing', async () => {
    const shop = await createShop(app, []);
    const token = await ownerOf(shop.vendorId);
    const created = (await app.gql(CREATE, { input: input({ nameFr: 'Beurre' }) }, token)).data.createProduct;
    for (const [fields, message] of [
      [{ nameFr: 'é'.repeat(121) }, 'French name must be at most 120 characters.'],
      [{ descriptionFr: 'é'.repeat(2001) }, 'French description must be at most 2000 characters.'],
      [{ nameFr: 'Beurre\u202e' }, null],
    ] as const) {
      const res = await app.gql(UPDATE, { id: created.id, input: input(fields) }, token);
      expect(code(res)).toBe('BAD_USER_INPUT');
      if (message) expect(JSON.stringify(res.errors)).toContain(message);
      expect(await productRow(created.id)).toEqual({ name_fr: 'Beurre', description_fr: null });
    }
    expect(code(await app.gql(CREATE, { input: input({ nameFr: 'x'.repeat(121) }) }, token))).toBe('BAD_USER_INPUT');
    expect(code(await app.gql(CREATE, { input: input({ nameFr: 'Beurre' }) }))).toBe('UNAUTHENTICATED');
  });

  it('are saved on the caller’s shop, with the shop profile’s limits', async () => {
    const shop = await createShop(app, []);
    const token = await ownerOf(shop.vendorId);
    const profile = { businessName: 'Sugar Shack' };
    const saved = await app.gql(SHOP, { input: { ...profile, businessNameFr: 'Cabane à sucre', descriptionFr: 'Tire sur la neige.' } }, token);
    expect(saved.data.updateMyShop.vendor).toEqual({ businessName: 'Sugar Shack', businessNameFr: 'Cabane à sucre', descriptionFr: 'Tire sur la neige.' });
    expect((await app.gql(SHOP, { input: profile }, token)).data.updateMyShop.vendor.businessNameFr).toBe('Cabane à sucre');
    const tooLong = await app.gql(SHOP, { input: { ...profile, businessNameFr: 'é'.repeat(101) } }, token);
    expect(code(tooLong)).toBe('BAD_USER_INPUT');
    expect(code(await app.gql(SHOP, { input: { ...profile, descriptionFr: 'é'.repeat(1001) } }, token))).toBe('BAD_USER_INPUT');
    const [row] = await app.orm.em.fork().execute(`select business_name_fr, description_fr from vendors where id = ?`, [shop.vendorId]);
    expect(row).toEqual({ business_name_fr: 'Cabane à sucre', description_fr: 'Tire sur la neige.' });
    // A customer has no shop to change.
    const [customer] = await createCustomers(app, 1);
    expect(code(await app.gql(SHOP, { input: { ...profile, businessNameFr: 'X' } }, customer.token))).toBe('FORBIDDEN');
  });

  it('are public beside the originals, which stay when there is no French (the client falls back)', async () => {
    const shop = await createShop(app, []);
    const token = await ownerOf(shop.vendorId);
    const withFrench = (await app.gql(CREATE, { input: input({ name: 'Honey Jar', description: 'Raw.', nameFr: 'Pot de miel', descriptionFr: 'Cru.' }) }, token)).data.createProduct;
    const without = (await app.gql(CREATE, { input: input({ name: 'Plain Jar' }) }, token)).data.createProduct;
    const a = (await app.gql(PRODUCT, { id: withFrench.id }, undefined, { 'accept-language': 'fr-CA' })).data.product;
    expect(a).toMatchObject({ name: 'Honey Jar', description: 'Raw.', nameFr: 'Pot de miel', descriptionFr: 'Cru.' });
    // The same answer in English: it does not depend on the request's language (cacheable).
    expect((await app.gql(PRODUCT, { id: withFrench.id })).data.product).toEqual(a);
    expect((await app.gql(PRODUCT, { id: without.id })).data.product).toMatchObject({ name: 'Plain Jar', nameFr: null, descriptionFr: null });
  });
});

describe('search in both languages, without accents', () => {
  let shopId: string;
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    const shop = await createShop(app, []);
    shopId = shop.vendorId;
    const token = await ownerOf(shopId);
    await app.gql(SHOP, { input: { businessName: 'Wombat Roasters', businessNameFr: 'Brûlerie Wombat' } }, token);
    for (const [key, fields] of Object.entries({
      latte: { name: 'Wombat Latte Beans', nameFr: 'Café wombat au lait', descriptionFr: 'Torréfiés à la main.' },
      creme: { name: 'Wombat Custard', description: 'A crème anglaise for pouring.' },
      fromages: { name: 'Wombat Cheese Board', nameFr: 'Plateau de fromages wombat' },
    })) {
      ids[key] = (await app.gql(CREATE, { input: input({ category: 'Wombat Goods', ...fields }) }, token)).data.createProduct.id;
    }
  });

  const found = async (q: string) => (await app.gql(SEARCH, { q })).data.products.nodes.map((n: { id: string }) => n.id);

  it('finds French names and descriptions, with or without accents, and French plurals', async () => {
    expect((await found('cafe wombat'))[0]).toBe(ids.latte);
    expect((await found('café wombat'))[0]).toBe(ids.latte);
    expect(await found('torrefies')).toContain(ids.latte);
    expect(await found('creme anglaise')).toContain(ids.creme);
    expect(await found('fromage wombat')).toContain(ids.fromages);
    // Every sort matches the same way (not only relevance).
    expect(await app.gql(SEARCH, { q: 'cafe wombat', sort: 'NEWEST' }).then((r) => r.data.products.nodes.map((n: any) => n.id))).toContain(ids.latte);
  });

  it('suggests products and shops by their French names, without accents', async () => {
    const res = (await app.gql(SUGGEST, { q: 'brulerie wom' })).data.searchSuggestions;
    expect(res.shops.map((s: { id: string }) => s.id)).toContain(shopId);
    expect((await app.gql(SUGGEST, { q: 'cafe wombat' })).data.searchSuggestions.products[0].id).toBe(ids.latte);
  });

  it('corrects a typo with the accented word, and leaves a missing accent alone', async () => {
    const typo = (await app.gql(SEARCH, { q: 'plateu wombat zzzqx' })).data.products;
    expect(typo.nodes).toEqual([]);
    expect(typo.didYouMean).toBe('plateau wombat zzzqx');
  });
});

describe('best selling reads the 30-day sales summary', () => {
  it('counts sales once refreshed, not cancelled orders nor orders older than 30 days', async () => {
    const shop = await createShop(app, [
      { name: 'Zorblax One', priceCents: 500, stock: 50 },
      { name: 'Zorblax Two', priceCents: 500, stock: 50 },
      { name: 'Zorblax Three', priceCents: 500, stock: 50 },
    ]);
    const [one, two, three] = shop.productIds;
    const buy = async (productId: string, quantity: number) => {
      const [customer] = await createCustomers(app, 1);
      const added = await app.gql(`mutation($p: ID!, $q: Int!) { addToCart(productId: $p, quantity: $q) { totalCents } }`, { p: productId, q: quantity }, customer.token);
      const res = await app.gql(`mutation($i: CheckoutInput!) { checkout(input: $i) { orders { id } } }`, {
        i: { idempotencyKey: randomUUID(), paymentMethodId: 'pm_card_visa', expectedTotalCents: added.data.addToCart.totalCents, shipping: SHIPPING },
      }, customer.token);
      return res.data.checkout.orders[0].id as string;
    };
    await buy(two, 2);
    const cancelled = await buy(three, 5);
    const old = await buy(one, 9);
    const sql = app.orm.em.fork().getConnection();
    await sql.execute(`update orders set status = 'Cancelled' where id = ?`, [cancelled]);
    await sql.execute(`update orders set created_at = now() - interval '31 days' where id = ?`, [old]);
    const names = async () => (await app.gql(SEARCH, { q: 'zorblax', sort: 'BEST_SELLING' })).data.products.nodes.map((n: { name: string }) => n.name);

    await refreshProductSales(app.orm);
    expect((await names())[0]).toBe('Zorblax Two');
    const units = await sql.execute(`select id, units_sold_30d from products where id in (?) and units_sold_30d > 0`, [[one, two, three]]);
    expect(units).toEqual([{ id: two, units_sold_30d: 2 }]);

    // A later sale counts after the next refresh; a sale that is cancelled leaves the summary.
    const later = await buy(one, 3);
    await refreshProductSales(app.orm);
    expect((await names())[0]).toBe('Zorblax One');
    await sql.execute(`update orders set status = 'Cancelled' where id = ?`, [later]);
    await refreshProductSales(app.orm);
    expect((await names())[0]).toBe('Zorblax Two');
    expect(await sql.execute(`select units_sold_30d from products where id = ?`, [one])).toEqual([{ units_sold_30d: 0 }]);
  });
});

import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hstCents } from '../src/common/money';
import { createCustomers, createShop, SHIPPING } from './commerce-fixtures';
import { startTestApp, type TestApp } from './test-app';

const LIST = `query ListProducts($first: Int!) { products(first: $first) { nodes { id name price stock vendor { id businessName } } } }`;

let app: TestApp;
let productId: string;

beforeAll(async () => {
  app = await startTestApp();
  ({ productIds: [productId] } = await createShop(app, [{ name: 'Cached Cheddar', priceCents: 1000, stock: 5 }]));
});
afterAll(() => app?.close());

/** A guest's GraphQL GET, as a cacheable client sends it (the header passes Apollo's CSRF check). */
async function get(query: string, variables: Record<string, unknown> = {}, headers: Record<string, string> = { 'apollo-require-preflight': 'true' }) {
  const params = new URLSearchParams({ query, variables: JSON.stringify(variables) });
  const response = await fetch(`${app.baseUrl}/graphql?${params}`, { headers });
  return { status: response.status, cache: response.headers.get('x-cache'), cacheControl: response.headers.get('cache-control'), body: await response.text() };
}

/** Notifications arrive asynchronously after commit: retry a read (a bounded number of times) until it shows the change. */
async function until<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const value = await read();
    if (done(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('the condition was never met');
}

const priceIn = (body: string) => JSON.parse(body).data.products.nodes.find((node: { id: string }) => node.id === productId)?.price;

describe('catalogue response cache', () => {
  it("answers a guest's repeated GET from memory, with no SQL, byte for byte", async () => {
    const first = await until(() => get(LIST, { first: 5 }), (response) => response.cache !== null);
    expect(first.status).toBe(200);
    const again = await until(() => get(LIST, { first: 5 }), (response) => response.cache === 'HIT');
    app.queries.length = 0;
    const hit = await get(LIST, { first: 5 });
    expect(hit.cache).toBe('HIT');
    expect(hit.body).toBe(again.body);
    expect(JSON.parse(hit.body)).toEqual(JSON.parse(first.body));
    expect(hit.cacheControl).toBe('public, max-age=5');
    expect(app.queries).toEqual([]);
  });

  it('forgets everything when a product changes, whoever changes it (here another connection, as another replica would)', async () => {
    await until(() => get(LIST, { first: 5 }), (response) => response.cache === 'HIT');
    const other = new pg.Client({ connectionString: app.databaseUrl });
    await other.connect();
    try {
      await other.query(`update products set price_cents = 1234 where id = $1`, [productId]);
    } finally {
      await other.end();
    }
    const fresh = await until(() => get(LIST, { first: 5 }), (response) => priceIn(response.body) === 12.34);
    expect(fresh.cache).toBe('MISS');
  });

  it('forgets the stock figure once a checkout sells some', async () => {
    await until(() => get(LIST, { first: 5 }), (response) => response.cache === 'HIT');
    const [customer] = await createCustomers(app, 1);
    await app.orm.em.fork().getConnection().execute(`insert into cart_items (customer_id, product_id, quantity) values (?, ?, 2)`, [customer.id, productId]);
    const subtotal = 2 * 1234;
    const paid = await app.gql(
      `mutation ($input: CheckoutInput!) { checkout(input: $input) { success } }`,
      { input: { shipping: SHIPPING, paymentMethodId: 'pm_card_visa', idempotencyKey: 'cache-checkout-1', expectedTotalCents: subtotal + hstCents(subtotal) } },
      customer.token,
    );
    expect(paid.errors).toBeUndefined();
    const stockIn = (body: string) => JSON.parse(body).data.products.nodes.find((node: { id: string }) => node.id === productId)?.stock;
    const fresh = await until(() => get(LIST, { first: 5 }), (response) => stockIn(response.body) === 3);
    expect(fresh.cache).not.toBe('HIT');
  });

  it('never stores answers with a token, private fields, errors, POSTs, or GETs Apollo refuses', async () => {
    const customer = (await createCustomers(app, 1))[0];
    const twice = async (send: () => Promise<{ cache: string | null; status: number }>) => [await send(), await send()];

    for (const response of await twice(() => get(LIST, { first: 5 }, { 'apollo-require-preflight': 'true', authorization: `Bearer ${customer.token}` }))) {
      expect(response.cache).toBeNull();
    }
    // Public for a guest, but not catalogue: its answer depends on the caller.
    for (const response of await twice(() => get(`{ me { id } }`))) expect(response.cache).toBeNull();
    for (const response of await twice(() => get(LIST, { first: 1000 }))) {
      expect(response.cache).toBeNull();
      expect(response.status).toBe(400);
    }
    // A GET without a preflight header could come from any site: Apollo refuses it, the cache never answers it.
    for (const response of await twice(() => get(LIST, { first: 5 }, {}))) {
      expect(response.cache).toBeNull();
      expect(response.status).toBe(400);
    }
    const post = await fetch(`${app.baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: LIST, variables: { first: 5 } }),
    });
    expect(post.headers.get('x-cache')).toBeNull();
  });

  it("stops answering from memory while it cannot hear PostgreSQL's notifications, and resumes by itself", async () => {
    await until(() => get(LIST, { first: 3 }), (response) => response.cache === 'HIT');
    const admin = app.orm.em.fork().getConnection();
    const [killed] = await admin.execute<{ pid: number }[]>(
      `select pg_terminate_backend(pid) as killed, pid from pg_stat_activity where datname = current_database() and query ilike 'listen %'`,
    );
    expect(killed).toBeDefined();
    // While the LISTEN connection is gone a change could go unheard, so nothing is answered from memory.
    const during = await until(() => get(LIST, { first: 3 }), (response) => response.cache !== 'HIT');
    expect(during.status).toBe(200);
    await admin.execute(`update products set price_cents = 999 where id = ?`, [productId]);
    const back = await until(() => get(LIST, { first: 3 }), (response) => response.cache === 'HIT');
    expect(priceIn(back.body)).toBe(9.99);
  });
});

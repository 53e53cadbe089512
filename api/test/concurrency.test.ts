// Concurrency (issue 9, item 3): a mixed workload through the real HTTP API on real PostgreSQL,
// bounded by a number of operations (not by time): guests browse and search, customers fill
// carts and check out (some cards declined) on a few low-stock products that several of them
// want, vendors move and cancel orders (cancelling restocks) and change the stock and price of
// those same products, and an admin verifies and unverifies a shop, renames one and changes an
// account's role. Afterwards the database's invariants hold, every error a user saw was an
// expected business error (never an internal error, a deadlock or a serialization failure), and
// the stock adds up. A second test forces a deadlock against a checkout and shows that the
// customer still gets a successful checkout (the services retry 40P01/40001).
//
// CONCURRENCY_SCALE (default 1) multiplies every actor's number of steps; CONCURRENCY_SEED
// replays the random choices (the interleaving is the machine's).
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createRng } from '../src/common/seeded-random';
import { createCustomers, createShop, SHIPPING } from './commerce-fixtures';
import { startTestApp, type TestApp } from './test-app';
import { COMMERCE_INVARIANT_COLUMNS, COMMERCE_INVARIANTS_HOLD } from './commerce-invariants';
import { logger } from '../src/common/logger';

const SCALE = Number(process.env.CONCURRENCY_SCALE) || 1;
const SEED = Number(process.env.CONCURRENCY_SEED) || Math.floor(Math.random() * 2 ** 31);
const CUSTOMERS = 10;
const CUSTOMER_ROUNDS = 10 * SCALE;
const BROWSERS = 3;
const BROWSES = 40 * SCALE;
/** Vendors and the admin act until the customers are done, at most this many steps each. */
const VENDOR_STEPS = 80 * SCALE;
const ADMIN_STEPS = 60 * SCALE;

const Q = {
  list: `query ListProducts($first: Int!, $q: String, $category: String) { products(first: $first, q: $q, category: $category) { nodes { id name price stock vendor { id businessName } } pageInfo { endCursor hasNextPage } } }`,
  product: `query GetProduct($id: ID!) { product(id: $id) { id name priceCents stock category description vendor { id } } }`,
  addToCart: `mutation AddToCart($productId: ID!, $quantity: Int!) { addToCart(productId: $productId, quantity: $quantity) { itemCount totalCents } }`,
  addToWishlist: `mutation AddToWishlist($productId: ID!) { addToWishlist(productId: $productId) { product { id } } }`,
  moveToCart: `mutation MoveToCart($productId: ID!) { moveWishlistItemToCart(productId: $productId) { itemCount totalCents } }`,
  cart: `query Cart { cart { totalCents items { quantity product { id } } } }`,
  removeFromCart: `mutation RemoveFromCart($productId: ID!) { removeFromCart(productId: $productId) { itemCount } }`,
  checkout: `mutation Checkout($input: CheckoutInput!) { checkout(input: $input) { success paymentId totalCents orders { id totalCents } } }`,
  vendorOrders: `query VendorOrders { vendorOrders(first: 30) { nodes { id status } } }`,
  updateOrderStatus: `mutation UpdateOrderStatus($id: ID!, $status: OrderStatus!) { updateOrderStatus(id: $id, status: $status) { id status } }`,
  setProductStock: `mutation SetProductStock($id: ID!, $stock: Int!) { setProductStock(id: $id, stock: $stock) { id stock } }`,
  updateProduct: `mutation UpdateProduct($id: ID!, $input: ProductInput!) { updateProduct(id: $id, input: $input) { id priceCents stock } }`,
  updateVendor: `mutation UpdateVendor($id: ID!, $input: AdminVendorInput!) { updateVendor(id: $id, input: $input) { id isVerified } }`,
  updateUser: `mutation UpdateUser($id: ID!, $input: AdminUserInput!) { updateUser(id: $id, input: $input) { id role } }`,
  adminUsers: `query AdminUsers { adminUsers(first: 20) { nodes { id role } } }`,
  auditLog: `query AuditLog { auditLog(first: 20) { nodes { id action } } }`,
};
type Kind = keyof typeof Q | 'search';

/** The business errors a user may meet under contention, by operation: anything else is a failure. */
const EXPECTED: Partial<Record<Kind, [code: string, message: RegExp][]>> = {
  addToCart: [
    ['OUT_OF_STOCK', /out of stock|left in stock/],
    ['NOT_FOUND', /^Product not found$/], // its shop was just set back to pending
  ],
  addToWishlist: [['NOT_FOUND', /^Product not found$/]],
  moveToCart: [
    ['OUT_OF_STOCK', /out of stock|left in stock/],
    ['NOT_FOUND', /^Product not found$|not on your wishlist/],
  ],
  removeFromCart: [['NOT_FOUND', /not in your cart/]],
  checkout: [
    ['OUT_OF_STOCK', /out of stock|left in stock/],
    ['PAYMENT_DECLINED', /declined/i],
    ['BAD_USER_INPUT', /^Your cart total is now|^Your cart is empty/], // a price changed, or a shop went pending
  ],
  updateOrderStatus: [['BAD_USER_INPUT', /cannot be marked|is cancelled and cannot be changed/]],
};
/** What must never reach a user: PostgreSQL's retryable errors, in any wording. */
const RETRYABLE_TEXT = /deadlock|could not serialize|serialization|40P01|40001/i;

interface Shop {
  vendorId: string;
  ownerId: string;
  ownerEmail: string;
  token: string;
  productIds: string[];
}

let app: TestApp;
let sql: pg.Client;

beforeAll(async () => {
  // Rate limits off: many requests from one address are the point here.
  app = await startTestApp({ env: { RATE_LIMIT_PER_TOKEN: '0', RATE_LIMIT_PER_IP: '0' } });
  sql = new pg.Client({ connectionString: app.databaseUrl });
  await sql.connect();
});

afterAll(async () => {
  await sql?.end();
  await app?.close();
});

async function makeShop(products: { name: string; priceCents: number; stock: number }[]): Promise<Shop> {
  const shop = await createShop(app, products);
  const { rows } = await sql.query(`select u.id, u.email from vendors v join users u on u.id = v.user_id where v.id = $1`, [shop.vendorId]);
  return { vendorId: shop.vendorId, ownerId: rows[0].id, ownerEmail: rows[0].email, token: app.tokenFor(rows[0].id), productIds: shop.productIds };
}

async function makeUser(role: 'Admin' | 'Customer', username: string): Promise<{ id: string; email: string; token: string }> {
  const id = randomUUID();
  const email = `${username}@example.com`;
  await sql.query(`insert into users (id, username, name, email, role, password_hash) values ($1, $2, $2, $3, $4, 'x')`, [id, username, email, role]);
  return { id, email, token: app.tokenFor(id) };
}

async function deadlocksSoFar(): Promise<number> {
  await sql.query('select pg_stat_clear_snapshot()');
  const { rows } = await sql.query(`select deadlocks from pg_stat_database where datname = current_database()`);
  return Number(rows[0].deadlocks);
}

describe('a mixed concurrent workload', () => {
  it('keeps every invariant and shows users only business errors', { timeout: 240_000 }, async () => {
    const rand = createRng(SEED); // replayable with CONCURRENCY_SEED
    const pick = <T>(items: T[]): T => items[Math.floor(rand() * items.length)];

    // Few units of few products, wanted by everyone: checkouts, cancellations and restocks contend.
    const shopA = await makeShop([
      { name: 'Contended cheddar', priceCents: 1299, stock: 6 },
      { name: 'Contended honey', priceCents: 850, stock: 5 },
      { name: 'Contended bread', priceCents: 499, stock: 4 },
      { name: 'Plentiful jam', priceCents: 650, stock: 10_000 },
    ]);
    const shopB = await makeShop([
      { name: 'Contended maple syrup', priceCents: 1999, stock: 5 },
      { name: 'Contended coffee', priceCents: 1599, stock: 4 },
      { name: 'Plentiful tea', priceCents: 799, stock: 10_000 },
    ]);
    // The shop the admin verifies and sets back to pending while customers buy from it.
    const shopC = await makeShop([
      { name: 'Contended soap', priceCents: 700, stock: 5 },
      { name: 'Plentiful candles', priceCents: 1500, stock: 10_000 },
    ]);
    const contended = [...shopA.productIds.slice(0, 3), ...shopB.productIds.slice(0, 2), shopC.productIds[0]];
    const plentiful = [shopA.productIds[3], shopB.productIds[2], shopC.productIds[1]];
    const vendors = [
      { shop: shopA, products: shopA.productIds.slice(0, 3) },
      { shop: shopB, products: shopB.productIds.slice(0, 2) },
    ];
    const customers = await createCustomers(app, CUSTOMERS);
    const admin = await makeUser('Admin', 'concurrency-admin');
    const bystander = await makeUser('Customer', 'bystander');
    const { rows: initial } = await sql.query(`select id, stock from products where id = any($1)`, [contended]);
    const initialStock = new Map(initial.map((row) => [row.id as string, Number(row.stock)]));

    // ---- Every request goes through here: counted by kind, every error sorted.
    const counts: Record<string, number> = {};
    const businessErrors: Record<string, number> = {};
    const problems: string[] = [];
    const outcomes = { paid: 0, orders: 0, declined: 0 };
    async function call(kind: Kind, variables: Record<string, unknown> = {}, token?: string) {
      counts[kind] = (counts[kind] ?? 0) + 1;
      const query = kind === 'search' ? Q.list : Q[kind];
      const response = await fetch(`${app.baseUrl}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify({ query, variables }),
      });
      const text = await response.text();
      if (response.status !== 200 || RETRYABLE_TEXT.test(text)) problems.push(`${kind}: HTTP ${response.status} ${text.slice(0, 300)}`);
      let json: { data?: any; errors?: { message: string; extensions?: { code?: string } }[] };
      try {
        json = JSON.parse(text);
      } catch {
        problems.push(`${kind}: not JSON: ${text.slice(0, 200)}`);
        return {};
      }
      for (const error of json.errors ?? []) {
        const code = error.extensions?.code ?? 'none';
        if (EXPECTED[kind]?.some(([expected, message]) => code === expected && message.test(error.message))) {
          businessErrors[`${kind} ${code}`] = (businessErrors[`${kind} ${code}`] ?? 0) + 1;
        } else {
          problems.push(`${kind} ${JSON.stringify(variables).slice(0, 120)}: ${code} ${error.message}`);
        }
      }
      return json;
    }

    // ---- The actors.
    async function browse() {
      for (let i = 0; i < BROWSES; i++) {
        const roll = rand();
        if (roll < 0.3) await call('list', { first: 20 });
        else if (roll < 0.45) await call('list', { first: 20, category: 'Test' });
        else if (roll < 0.7) await call('search', { first: 20, q: pick(['contended', 'cheddar', 'maple syrup', 'chedar', 'soap']) });
        else await call('product', { id: pick([...contended, ...plentiful]) });
      }
    }

    async function shop(customer: { token: string }) {
      for (let round = 0; round < CUSTOMER_ROUNDS; round++) {
        const lines = 1 + Math.floor(rand() * 2);
        for (let i = 0; i < lines; i++) {
          const productId = rand() < 0.75 ? pick(contended) : pick(plentiful);
          if (rand() < 0.15) {
            await call('addToWishlist', { productId }, customer.token);
            await call('moveToCart', { productId }, customer.token);
          } else {
            await call('addToCart', { productId, quantity: 1 + Math.floor(rand() * 2) }, customer.token);
          }
        }
        // A changed total (a price edit, a shop gone pending) means: look at the cart again, once.
        for (let attempt = 0; attempt < 2; attempt++) {
          const cart = (await call('cart', {}, customer.token)).data?.cart;
          if (!cart?.items.length) break;
          const declined = rand() < 0.2;
          const answer = await call(
            'checkout',
            {
              input: {
                expectedTotalCents: cart.totalCents,
                idempotencyKey: randomUUID(),
                paymentMethodId: declined ? 'pm_card_chargeDeclined' : 'pm_card_visa',
                shipping: SHIPPING,
              },
            },
            customer.token,
          );
          const code = answer.errors?.[0]?.extensions?.code;
          if (answer.data?.checkout?.success) {
            outcomes.paid += 1;
            outcomes.orders += answer.data.checkout.orders.length;
          } else if (code === 'PAYMENT_DECLINED') {
            outcomes.declined += 1;
          } else if (code === 'OUT_OF_STOCK') {
            // Someone else bought the last units: start the next round with an empty cart.
            for (const item of cart.items) await call('removeFromCart', { productId: item.product.id }, customer.token);
          } else if (code === 'BAD_USER_INPUT') {
            continue;
          }
          break;
        }
      }
    }

    let shoppersDone = false;
    async function runShop({ shop, products }: (typeof vendors)[number]) {
      for (let step = 0; step < VENDOR_STEPS && !shoppersDone; step++) {
        const roll = rand();
        if (roll < 0.55) {
          const orders: { id: string; status: string }[] = (await call('vendorOrders', {}, shop.token)).data?.vendorOrders.nodes ?? [];
          if (!orders.length) continue;
          // Cancelling (which restocks) is the most interesting move; some moves are refused by the status machine.
          const status = rand() < 0.4 ? 'Cancelled' : pick(['Processing', 'Shipped', 'Delivered']);
          await call('updateOrderStatus', { id: pick(orders).id, status }, shop.token);
        } else {
          const id = pick(products);
          const product = (await call('product', { id })).data?.product;
          if (!product) continue;
          if (roll < 0.85) {
            // A restock of a few units, from what the vendor just saw (checkouts may have sold some since).
            await call('setProductStock', { id, stock: product.stock + 1 + Math.floor(rand() * 3) }, shop.token);
          } else {
            const input = { name: product.name, category: product.category, description: product.description, stock: product.stock, priceCents: product.priceCents + (rand() < 0.5 ? 10 : -10) };
            await call('updateProduct', { id, input }, shop.token);
          }
        }
      }
    }

    async function administer() {
      let verifiedC = true;
      let bystanderRole = 'Customer';
      for (let step = 0; step < ADMIN_STEPS && !shoppersDone; step++) {
        switch (step % 5) {
          case 0:
            verifiedC = !verifiedC;
            await call('updateVendor', { id: shopC.vendorId, input: { name: 'Shop C', email: shopC.ownerEmail, isVerified: verifiedC } }, admin.token);
            break;
          case 1:
            bystanderRole = bystanderRole === 'Customer' ? 'Vendor' : 'Customer';
            await call('updateUser', { id: bystander.id, input: { username: 'bystander', email: bystander.email, role: bystanderRole } }, admin.token);
            break;
          case 2:
            await call('updateVendor', { id: shopA.vendorId, input: { name: `Shop A ${step}`, email: shopA.ownerEmail, isVerified: true } }, admin.token);
            break;
          case 3:
            await call('adminUsers', {}, admin.token);
            break;
          default:
            await call('auditLog', {}, admin.token);
        }
      }
    }

    // Internal errors are logged by the server (in this process); retries are logged as warnings.
    const logged = { internal: [] as string[], retries: 0 };
    const error = vi.spyOn(logger, 'error').mockImplementation(((fields: { err?: unknown }, message?: string) => {
      const cause = fields?.err instanceof Error ? fields.err.message : '';
      logged.internal.push(`${message ?? ''} ${cause}`.slice(0, 300));
    }) as never);
    const warn = vi.spyOn(logger, 'warn').mockImplementation(((_fields: unknown, message?: string) => {
      if (String(message).startsWith('transaction retried')) logged.retries += 1;
    }) as never);
    const deadlocksBefore = await deadlocksSoFar();
    const started = Date.now();
    try {
      await Promise.all([
        ...Array.from({ length: BROWSERS }, browse),
        Promise.all(customers.map(shop)).finally(() => {
          shoppersDone = true;
        }),
        ...vendors.map(runShop),
        administer(),
      ]);
    } finally {
      error.mockRestore();
      warn.mockRestore();
    }
    const seconds = (Date.now() - started) / 1000;
    const deadlocks = (await deadlocksSoFar()) - deadlocksBefore;

    const total = Object.values(counts).reduce((sum, n) => sum + n, 0);
    console.log(
      `concurrency workload (seed ${SEED}): ${total} requests in ${seconds.toFixed(1)} s by ${BROWSERS} guests, ${CUSTOMERS} customers, ${vendors.length} vendors and 1 admin; ` +
        `by kind ${JSON.stringify(counts)}; checkouts paid ${outcomes.paid} (${outcomes.orders} orders), declined ${outcomes.declined}; ` +
        `business errors ${JSON.stringify(businessErrors)}; transaction retries ${logged.retries}; deadlocks (pg_stat_database) ${deadlocks}; problems ${problems.length}`,
    );

    expect(problems).toEqual([]);
    expect(logged.internal).toEqual([]);
    // The workload did contend: paid checkouts and sold-out refusals both happened.
    expect(outcomes.paid).toBeGreaterThan(0);

    // ---- Invariants, in SQL.
    const { rows: [invariants] } = await sql.query(`
      select ${COMMERCE_INVARIANT_COLUMNS},
        (select count(*) from orders o join payments p on p.id = o.payment_id
          where p.status = 'Failed' and o.status not in ('PaymentFailed', 'Cancelled'))::int as orders_of_declined_payments,
        (select count(*) from payments where status = 'Pending')::int as payments_left_pending`);
    expect(invariants).toEqual({ ...COMMERCE_INVARIANTS_HOLD, orders_of_declined_payments: 0, payments_left_pending: 0 });

    // What users were told is what the database holds: no lost and no phantom checkout.
    const { rows: [stored] } = await sql.query(`
      select (select count(*) from payments where status in ('Succeeded', 'PartiallyRefunded', 'Refunded'))::int as paid,
             (select count(*) from payments where status = 'Failed')::int as declined,
             (select count(*) from orders where status <> 'PaymentFailed')::int as orders`);
    expect(stored).toEqual({ paid: outcomes.paid, declined: outcomes.declined, orders: outcomes.orders });

    // Stock is conserved: initial - sold (reserved) + restored by cancellations and declined payments + the vendors' audited changes = final.
    const { rows: ledger } = await sql.query(
      `select p.id, p.stock as final,
              coalesce((select sum(i.quantity) from order_items i where i.product_id = p.id), 0)::int as sold,
              coalesce((select sum(i.quantity) from order_items i join orders o on o.id = i.order_id
                         where i.product_id = p.id and o.status in ('Cancelled', 'PaymentFailed')), 0)::int as restored,
              coalesce((select sum((a.after->>'stock')::int - (a.before->>'stock')::int) from audit_log a
                         where a.target_id = p.id and a.action = 'product.stock_change'), 0)::int as set_by_vendor
         from products p where p.id = any($1)`,
      [contended],
    );
    const unbalanced = ledger.filter((row) => initialStock.get(row.id)! - row.sold + row.restored + row.set_by_vendor !== row.final);
    expect(unbalanced.map((row) => ({ ...row, initial: initialStock.get(row.id) }))).toEqual([]);
    // Every cancellation is one audited move, so it restocked once.
    const { rows: [moves] } = await sql.query(
      `select (select count(*) from orders where status = 'Cancelled')::int as cancelled,
              (select count(*) from audit_log where action = 'order.status_change' and after->>'status' = 'Cancelled')::int as audited`,
    );
    expect(moves.audited).toBe(moves.cancelled);
  });
});

describe('a deadlock against a checkout', () => {
  it('is retried inside the service: the customer gets a successful checkout', { timeout: 60_000 }, async () => {
    const shop = await makeShop([
      { name: 'First locked', priceCents: 1000, stock: 10 },
      { name: 'Second locked', priceCents: 2000, stock: 10 },
    ]);
    const [low, high] = [...shop.productIds].sort(); // checkout takes stock in product id order
    const [customer] = await createCustomers(app, 1);
    for (const productId of [low, high]) {
      const added = await app.gql(Q.addToCart, { productId, quantity: 1 }, customer.token);
      expect(added.errors).toBeUndefined();
    }
    const { data } = await app.gql(Q.cart, {}, customer.token);

    // Another session holds the second product; the checkout takes the first, then waits for the second.
    const other = new pg.Client({ connectionString: app.databaseUrl });
    await other.connect();
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => {});
    try {
      // This session waits longer before it looks for a deadlock, so PostgreSQL picks the checkout as the victim.
      await other.query(`set deadlock_timeout = '10s'`);
      await other.query('begin');
      await other.query(`select id from products where id = $1 for update`, [high]);
      const checkout = app.gql(
        Q.checkout,
        { input: { expectedTotalCents: data.cart.totalCents, idempotencyKey: randomUUID(), paymentMethodId: 'pm_card_visa', shipping: SHIPPING } },
        customer.token,
      );
      let settled = false;
      void checkout.finally(() => (settled = true));
      const { rows: [{ pid }] } = await other.query('select pg_backend_pid() as pid');
      // Until the checkout waits for this session (or has already answered, which the checks below report).
      for (let waiting = 0; waiting === 0 && !settled; ) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        const { rows } = await sql.query(`select count(*)::int as n from pg_stat_activity where $1 = any(pg_blocking_pids(pid))`, [pid]);
        waiting = rows[0].n;
      }
      // Now close the cycle: this session wants the first product, which the checkout holds.
      await other.query(`select id from products where id = $1 for update`, [low]);
      await other.query('commit');

      const answer = await checkout;
      expect(answer.errors).toBeUndefined();
      expect(answer.data.checkout.success).toBe(true);
      // PostgreSQL did break a deadlock by aborting the checkout's first attempt: the retry is what saved it.
      expect(warn.mock.calls.map((call) => String(call[1]))).toEqual(['transaction retried after 40P01 (attempt 2 of 5)']);
    } finally {
      warn.mockRestore();
      await other.end();
    }
    const { rows } = await sql.query(`select stock from products where id = any($1)`, [[low, high]]);
    expect(rows.map((row) => row.stock)).toEqual([9, 9]);
  });
});

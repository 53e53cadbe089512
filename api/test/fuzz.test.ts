// Property-based fuzzing of mutation inputs and REST bodies (issue 9): random, huge, unicode and
// wrongly typed values against the real API. Whatever the input, the answer is a 4xx or a
// success, never a 5xx or a leak of internals, and the database keeps its invariants.
// FUZZ_RUNS (default 40) and FUZZ_SEED replay or widen a run.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNSUPPORTED_TEXT } from '../src/common/text-input';
import { MAX_PRICE_CENTS, MIN_PRICE_CENTS } from '../src/common/money';
import { CART_TOTAL_TOO_LARGE } from '../src/modules/cart/cart.service';
import { createCustomers, createShop, SHIPPING } from './commerce-fixtures';
import { startTestApp, type TestApp } from './test-app';
import { COMMERCE_INVARIANT_COLUMNS, COMMERCE_INVARIANTS_HOLD } from './commerce-invariants';

/** A postal code of each province and territory. */
const PROVINCE_POSTAL_CODES = [
  ['AB', 'T2P 1J9'], ['BC', 'V6B 1A1'], ['MB', 'R3C 0V8'], ['NB', 'E3B 1B1'], ['NL', 'A1C 5M2'], ['NS', 'B3H 1A1'], ['NT', 'X1A 2L9'],
  ['NU', 'X0A 0H0'], ['ON', 'M5H 2N2'], ['PE', 'C1A 4P3'], ['QC', 'H2X 1Y4'], ['SK', 'S4P 3Y2'], ['YT', 'Y1A 2C6'],
] as const;

const RUNS = Number(process.env.FUZZ_RUNS) || 40;
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;
const PROPERTY_TIMEOUT = 60_000;

// ---- What no answer may contain: a stack frame, SQL text, or a database error.
const STACK = /\bat .*\.[cm]?[jt]s:\d+|node_modules|"stacktrace"/;
const INTERNALS = [/\bselect\s/i, /\binsert into\b/i, /duplicate key/i, /violates/i, /syntax error/i, /\bpg_|\bsqlstate\b/i, STACK];

// ---- Values
const HUGE = 'x'.repeat(100_000);
const HUGE_UNICODE = '💥é中'.repeat(25_000);
const nasty = fc.constantFrom(
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\uD800',
  '\u202Eevil',
  '💥🔥👩‍👩‍👧',
  'Ωmega ñ 中文 عربى',
  "' OR 1=1 --",
  "Robert'); DROP TABLE users;--",
  '<script>alert(1)</script>',
  '%00',
  '../../etc/passwd',
  '${7*7}{{7*7}}',
  'null',
  '\n\r\t',
  HUGE,
  HUGE_UNICODE,
);
const text = fc.oneof(fc.string(), fc.string({ unit: 'binary', maxLength: 40 }), fc.string({ unit: 'grapheme', maxLength: 40 }), nasty);
const number = fc.oneof(
  fc.integer(),
  fc.integer({ min: -5, max: 200 }),
  fc.double(),
  fc.constantFrom(-1, 0, 0.5, -0.01, 1.999, 19.99, 2 ** 31, -(2 ** 31) - 1, Number.MAX_SAFE_INTEGER, 1e308),
);
/** Any JSON value: the right type is one case among many. */
const anyValue = fc.oneof(text, number, fc.boolean(), fc.constant(null), fc.array(fc.string(), { maxLength: 3 }), fc.dictionary(fc.string(), fc.string(), { maxKeys: 3 }));
/** Mostly the expected type with hostile content, sometimes a wrong type. */
const maybeText = fc.oneof({ weight: 4, arbitrary: text }, { weight: 1, arbitrary: anyValue });
const maybeInt = fc.oneof({ weight: 4, arbitrary: number }, { weight: 1, arbitrary: anyValue });
/** A header value fetch can send (printable ASCII). */
const headerValue = fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code)), maxLength: 120 });

/** Percent-encoded; a lone surrogate (which encodeURIComponent refuses) is sent as its UTF-8 replacement. */
const pathSegment = (value: string) => encodeURIComponent(value.replace(/\p{Surrogate}/gu, '\uFFFD')).slice(0, 2000) || 'x';

let app: TestApp;
let vendorToken: string;
let customerToken: string;
let customerId: string;
let adminToken: string;
let productIds: string[];
let vendorIds: string[];
let orderIds: string[];
let total = 0;

/** Known ids (the interesting paths), unknown uuids, and anything else. */
const idOf = (known: () => string[]) => fc.oneof(fc.constantFrom(0, 1, 2).map((i) => known()[i % known().length]), fc.uuid(), maybeText);

async function request(method: string, path: string, body: unknown, token?: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${app.baseUrl}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    body: body === undefined ? undefined : typeof body === 'string' && headers['x-raw'] ? body : JSON.stringify(body),
  });
  total += 1;
  return { status: response.status, text: await response.text() };
}

/** No 5xx, no stack or SQL in any error message, no masked internal error. */
function expectSafe(answer: { status: number; text: string }, what: string) {
  const context = `${what} -> ${answer.status} ${answer.text.slice(0, 400)}`;
  expect(answer.status, context).toBeLessThan(500);
  expect(STACK.test(answer.text), context).toBe(false);
  let parsed: { errors?: { message: string; extensions?: { code?: string } }[]; message?: string } | undefined;
  try {
    parsed = JSON.parse(answer.text);
  } catch {
    throw new Error(`not JSON: ${context}`);
  }
  const messages = [...(parsed?.errors ?? []).map((error) => error.message), ...(answer.status >= 400 && parsed?.message ? [parsed.message] : [])];
  for (const error of parsed?.errors ?? []) expect(error.extensions?.code, context).not.toBe('INTERNAL_SERVER_ERROR');
  for (const message of messages) for (const pattern of INTERNALS) expect(pattern.test(message), `${pattern} in ${context}`).toBe(false);
}

async function gql(query: string, variables: Record<string, unknown>, token?: string) {
  const answer = await request('POST', '/graphql', { query, variables }, token);
  expectSafe(answer, `${query.slice(0, 60)} ${JSON.stringify(variables).slice(0, 300)}`);
  return JSON.parse(answer.text) as { data?: any; errors?: { message: string; extensions?: { code?: string } }[] };
}

async function rest(method: string, path: string, body: unknown, token?: string, headers?: Record<string, string>) {
  const answer = await request(method, path, body, token, headers);
  expectSafe(answer, `${method} ${path.slice(0, 80)} ${JSON.stringify(body)?.slice(0, 300)}`);
  return answer;
}

/** The database invariants every run must leave intact. */
async function expectInvariants() {
  const [row] = await app.orm.em.fork().getConnection().execute(`
    select ${COMMERCE_INVARIANT_COLUMNS},
      (select count(*) from orders o left join payments p on p.id = o.payment_id
        where o.payment_id is not null and o.status <> 'PaymentFailed'
          and (p.id is null or p.status not in ('Succeeded', 'PartiallyRefunded', 'Refunded', 'Pending')))::int as orders_of_unpaid_payments,
      (select count(*) from orders o
        where o.tax_cents <> (select coalesce(sum(t.amount_cents), 0) from order_taxes t where t.order_id = o.id)
           or exists (select 1 from order_taxes t where t.order_id = o.id and t.taxable_base_cents <> o.subtotal_cents))::int as orders_taxes_not_adding_up,
      (select count(*) from (
        select o.payment_id from orders o join order_taxes t on t.order_id = o.id where o.payment_id is not null
         group by o.payment_id, t.tax having count(distinct t.jurisdiction) > 1 or count(distinct t.rate_ppm) > 1) mixed)::int as checkouts_with_mixed_rates`);
  expect(row).toEqual({ ...COMMERCE_INVARIANTS_HOLD, orders_of_unpaid_payments: 0, orders_taxes_not_adding_up: 0, checkouts_with_mixed_rates: 0 });
}

async function property<T>(arbitrary: fc.Arbitrary<T>, run: (value: T) => Promise<void>) {
  await fc.assert(
    fc.asyncProperty(arbitrary, async (value) => {
      await run(value);
      await expectInvariants();
    }),
    { numRuns: RUNS, seed: SEED, interruptAfterTimeLimit: PROPERTY_TIMEOUT - 5_000, markInterruptAsFailure: true },
  );
}

const CART = `items { quantity lineTotalCents product { id } } subtotalCents taxCents totalCents`;

beforeAll(async () => {
  // Rate limits off: hundreds of requests from one address and token are the point here.
  app = await startTestApp({ env: { RATE_LIMIT_PER_TOKEN: '0', RATE_LIMIT_PER_IP: '0' } });
  const shop = await createShop(app, [
    { name: 'Aged cheddar', priceCents: 1999, stock: 1_000_000 },
    { name: 'Honey', priceCents: 850, stock: 3 },
    { name: 'Free sample', priceCents: 0, stock: 1_000_000 },
  ]);
  const other = await createShop(app, [{ name: 'Bread', priceCents: 499, stock: 1_000_000 }]);
  productIds = [...shop.productIds, ...other.productIds];
  vendorIds = [shop.vendorId, other.vendorId];
  const sql = app.orm.em.fork().getConnection();
  const [{ user_id: vendorUserId }] = await sql.execute('select user_id from vendors where id = ?', [shop.vendorId]);
  vendorToken = app.tokenFor(vendorUserId);
  const [customer] = await createCustomers(app, 1);
  customerToken = customer.token;
  customerId = customer.id;
  const [{ id: adminId }] = await sql.execute(
    `insert into users (id, username, name, email, role, password_hash)
     values (gen_random_uuid(), 'fuzz-admin', 'Fuzz Admin', 'fuzz-admin@example.com', 'Admin', 'x') returning id`,
  );
  adminToken = app.tokenFor(adminId);

  // Two paid checkouts, so order status moves have real orders to work on.
  for (const productId of [productIds[0], productIds[3]]) {
    await gql(`mutation($p: ID!) { addToCart(productId: $p, quantity: 2) { totalCents } }`, { p: productId }, customerToken);
    const cart = await gql(`{ cart { totalCents } }`, {}, customerToken);
    const paid = await gql(
      `mutation($input: CheckoutInput!) { checkout(input: $input) { success } }`,
      { input: { idempotencyKey: `seed-${productId}`, paymentMethodId: 'pm_card_visa', expectedTotalCents: cart.data.cart.totalCents, shipping: SHIPPING } },
      customerToken,
    );
    expect(paid.data?.checkout.success).toBe(true);
  }
  orderIds = ((await sql.execute('select id from orders order by created_at')) as { id: string }[]).map((row) => row.id);
});

afterAll(async () => {
  console.info(`fuzz: ${RUNS} runs per property, ${total} requests in all`);
  await app?.close();
});

describe('GraphQL mutations under random input', () => {
  it('signup', { timeout: PROPERTY_TIMEOUT }, async () => {
    const input = fc.record({
      name: maybeText,
      username: maybeText,
      email: fc.oneof(maybeText, fc.emailAddress()),
      password: maybeText,
      confirmPassword: maybeText,
      phone: maybeText,
      role: fc.oneof(fc.constantFrom('Customer', 'Vendor', 'Admin', 'customer'), maybeText),
    });
    await property(input, async (value) => {
      await gql(`mutation($input: SignupInput!) { signup(input: $input) { message } }`, { input: value });
    });
  });

  it('login', { timeout: PROPERTY_TIMEOUT }, async () => {
    await property(fc.record({ email: fc.oneof(maybeText, fc.emailAddress()), password: maybeText }), async (input) => {
      await gql(`mutation($input: LoginInput!) { login(input: $input) { token } }`, { input });
    });
  });

  it('addToCart and updateCartItem', { timeout: PROPERTY_TIMEOUT }, async () => {
    await property(fc.record({ productId: idOf(() => productIds), quantity: maybeInt, update: fc.boolean() }), async ({ productId, quantity, update }) => {
      await gql(
        update
          ? `mutation($p: ID!, $q: Int!) { updateCartItem(productId: $p, quantity: $q) { ${CART} } }`
          : `mutation($p: ID!, $q: Int!) { addToCart(productId: $p, quantity: $q) { ${CART} } }`,
        { p: productId, q: quantity },
        customerToken,
      );
    });
  });

  it('createProduct and updateProduct', { timeout: PROPERTY_TIMEOUT }, async () => {
    const input = fc.record(
      {
        name: maybeText,
        category: maybeText,
        description: fc.oneof(maybeText, fc.constant(null)),
        priceCents: maybeInt,
        stock: maybeInt,
        imageIds: fc.oneof(fc.constant(undefined), fc.array(fc.oneof(fc.uuid(), maybeText), { maxLength: 8 })),
      },
      { requiredKeys: ['name', 'category', 'priceCents', 'stock'] },
    );
    await property(fc.record({ input, id: fc.option(idOf(() => productIds)) }), async ({ input: value, id }) => {
      await gql(
        id === null
          ? `mutation($input: ProductInput!) { createProduct(input: $input) { id priceCents stock } }`
          : `mutation($id: ID!, $input: ProductInput!) { updateProduct(id: $id, input: $input) { id priceCents stock } }`,
        id === null ? { input: value } : { id, input: value },
        vendorToken,
      );
    });
  });

  it('any product a vendor may create can be carted in any allowed quantity', { timeout: PROPERTY_TIMEOUT }, async () => {
    const product = fc.record({
      priceCents: fc.integer({ min: MIN_PRICE_CENTS, max: MAX_PRICE_CENTS }),
      stock: fc.integer({ min: 0, max: 1_000_000 }),
      quantity: fc.integer({ min: 1, max: 99 }),
    });
    await property(product, async ({ priceCents, stock, quantity }) => {
      await app.orm.em.fork().getConnection().execute('delete from cart_items where customer_id = ?', [customerId]);
      const created = await gql(
        `mutation($input: ProductInput!) { createProduct(input: $input) { id } }`,
        { input: { name: 'Fuzzed product', category: 'Test', priceCents, stock } },
        vendorToken,
      );
      expect(created.errors).toBeUndefined();
      await gql(`mutation($p: ID!, $q: Int!) { addToCart(productId: $p, quantity: $q) { ${CART} } }`, { p: created.data.createProduct.id, q: quantity }, customerToken);
      await gql(`{ cart { ${CART} } }`, {}, customerToken);
    });
  });

  it('updateOrderStatus', { timeout: PROPERTY_TIMEOUT }, async () => {
    const status = fc.oneof(fc.constantFrom('Pending', 'Processing', 'Shipped', 'Delivered', 'Cancelled'), maybeText);
    await property(fc.record({ id: idOf(() => orderIds), status }), async ({ id, status: value }) => {
      await gql(`mutation($id: ID!, $s: OrderStatus!) { updateOrderStatus(id: $id, status: $s) { id status } }`, { id, s: value }, vendorToken);
    });
  });

  it('checkout', { timeout: PROPERTY_TIMEOUT }, async () => {
    const lines = fc.array(fc.record({ product: fc.integer({ min: 0, max: 3 }), quantity: fc.integer({ min: 1, max: 5 }) }), { maxLength: 3 });
    // Random provinces with their own postal codes (the orders must still add up to the payment), a
    // postal code of another province (refused), and hostile values.
    const province = fc.constantFrom(...PROVINCE_POSTAL_CODES.map(([code]) => code));
    const postalCode = fc.constantFrom(...PROVINCE_POSTAL_CODES.map(([, code]) => code));
    const shipping = fc.oneof(
      fc.constant(SHIPPING),
      { weight: 3, arbitrary: fc.constantFrom(...PROVINCE_POSTAL_CODES).map(([code, postal]) => ({ ...SHIPPING, province: code, postalCode: postal })) },
      fc.record({ province, postalCode }).map((chosen) => ({ ...SHIPPING, ...chosen })),
      fc.record({ fullName: maybeText, email: maybeText, phone: maybeText, address: maybeText, postalCode: fc.oneof(maybeText, fc.constant('M5V 2T6')), province: fc.oneof(province, maybeText) }, { requiredKeys: ['fullName', 'email', 'phone', 'address', 'postalCode'] }),
    );
    const input = fc.record({
      lines,
      idempotencyKey: fc.oneof(fc.uuid(), maybeText),
      paymentMethodId: fc.oneof(fc.constantFrom('pm_card_visa', 'pm_card_chargeDeclined'), maybeText),
      // The right total (a real charge) or anything else.
      expectedTotal: fc.oneof(fc.constant('right' as const), maybeInt),
      shipping,
    });
    await property(input, async (value) => {
      const sql = app.orm.em.fork().getConnection();
      await sql.execute('delete from cart_items where customer_id = ?', [customerId]);
      for (const line of value.lines) {
        await sql.execute(
          `insert into cart_items (customer_id, product_id, quantity) values (?, ?, ?)
           on conflict (customer_id, product_id) do update set quantity = excluded.quantity`,
          [customerId, productIds[line.product], line.quantity],
        );
      }
      const chosen = (value.shipping as { province?: unknown }).province;
      const cart = await gql(`query($p: Province) { cart(province: $p) { totalCents } }`, { p: PROVINCE_POSTAL_CODES.some(([code]) => code === chosen) ? chosen : null }, customerToken);
      const expectedTotalCents = value.expectedTotal === 'right' ? cart.data.cart.totalCents : value.expectedTotal;
      await gql(
        `mutation($input: CheckoutInput!) { checkout(input: $input) { success paymentId totalCents orders { id totalCents } } }`,
        { input: { idempotencyKey: value.idempotencyKey, paymentMethodId: value.paymentMethodId, expectedTotalCents, shipping: value.shipping } },
        customerToken,
      );
    });
  });

  it('admin createUser and updateVendor', { timeout: PROPERTY_TIMEOUT }, async () => {
    const user = fc.record({ username: maybeText, email: fc.oneof(maybeText, fc.emailAddress()), role: fc.oneof(fc.constantFrom('Customer', 'Vendor', 'Admin'), maybeText) });
    const vendor = fc.record(
      { name: maybeText, email: fc.oneof(maybeText, fc.emailAddress()), phone: fc.oneof(maybeText, fc.constant(null)), isVerified: fc.oneof(fc.boolean(), anyValue) },
      { requiredKeys: ['name', 'email'] },
    );
    await property(fc.oneof(user.map((input) => ({ kind: 'user' as const, input })), fc.record({ kind: fc.constant('vendor' as const), id: idOf(() => vendorIds), input: vendor })), async (value) => {
      if (value.kind === 'user') {
        await gql(`mutation($input: AdminUserInput!) { createUser(input: $input) { id } }`, { input: value.input }, adminToken);
      } else {
        await gql(`mutation($id: ID!, $input: AdminVendorInput!) { updateVendor(id: $id, input: $input) { id } }`, { id: value.id, input: value.input }, adminToken);
      }
    });
  });
});

describe('REST bodies under random input', () => {
  const objectBody = (fields: Record<string, fc.Arbitrary<unknown>>) =>
    fc.oneof({ weight: 4, arbitrary: fc.record(fields, { requiredKeys: [] }) }, { weight: 1, arbitrary: fc.jsonValue() });
  /** Path segments: known ids, unknown ones, hostile text (encoded), and a malformed escape. */
  const segment = (known: () => string[]) =>
    fc.oneof(idOf(() => known()).map((id) => pathSegment(typeof id === 'string' ? id : JSON.stringify(id))), fc.constant('%E0%A4%A'));

  it('POST /api/auth/signup (and malformed JSON)', { timeout: PROPERTY_TIMEOUT }, async () => {
    const body = objectBody({
      name: maybeText,
      username: maybeText,
      email: fc.oneof(maybeText, fc.emailAddress()),
      password: maybeText,
      confirmPassword: maybeText,
      phone: maybeText,
      role: fc.oneof(fc.constantFrom('customer', 'Vendor', 'admin'), maybeText),
    });
    await property(fc.oneof({ weight: 5, arbitrary: body }, { weight: 1, arbitrary: fc.string().map((raw) => ({ raw })) }), async (value) => {
      if (value && typeof value === 'object' && 'raw' in value && typeof value.raw === 'string' && Object.keys(value).length === 1) {
        await rest('POST', '/api/auth/signup', `{"name": ${value.raw}`, undefined, { 'x-raw': '1' });
      } else {
        await rest('POST', '/api/auth/signup', value);
      }
    });
  });

  it('POST /api/cart/add', { timeout: PROPERTY_TIMEOUT }, async () => {
    await property(objectBody({ productId: idOf(() => productIds), quantity: maybeInt }), async (body) => {
      await rest('POST', '/api/cart/add', body, customerToken);
    });
  });

  it('PUT /api/vendors/products/:id', { timeout: PROPERTY_TIMEOUT }, async () => {
    const body = objectBody({
      name: maybeText,
      category: maybeText,
      description: maybeText,
      price: maybeInt,
      stock: maybeInt,
      images: fc.oneof(fc.array(fc.oneof(fc.uuid(), maybeText), { maxLength: 8 }), anyValue),
    });
    await property(fc.record({ id: segment(() => productIds), body }), async ({ id, body: value }) => {
      await rest('PUT', `/api/vendors/products/${id}`, value, vendorToken);
    });
  });

  it('POST /api/checkout', { timeout: PROPERTY_TIMEOUT }, async () => {
    const body = objectBody({
      sourceId: fc.oneof(fc.constantFrom('pm_card_visa', 'pm_card_chargeDeclined'), maybeText),
      amount: maybeInt,
      customerInfo: fc.oneof(
        fc.constant({ name: SHIPPING.fullName, email: SHIPPING.email, phone: SHIPPING.phone, address: SHIPPING.address, postalCode: SHIPPING.postalCode }),
        objectBody({ name: maybeText, email: maybeText, phone: maybeText, address: maybeText, postalCode: maybeText }),
      ),
    });
    await property(fc.record({ body, key: fc.option(headerValue), product: fc.integer({ min: 0, max: 3 }) }), async ({ body: value, key, product }) => {
      const sql = app.orm.em.fork().getConnection();
      await sql.execute('delete from cart_items where customer_id = ?', [customerId]);
      await sql.execute('insert into cart_items (customer_id, product_id, quantity) values (?, ?, 1)', [customerId, productIds[product]]);
      await rest('POST', '/api/checkout', value, customerToken, key === null ? {} : { 'idempotency-key': key });
    });
  });
});

describe('what the fuzzing found, pinned', () => {
  it('refuses NUL and unpaired surrogates as bad input (they used to reach PostgreSQL and the email validator)', async () => {
    const login = await gql(`mutation($input: LoginInput!) { login(input: $input) { token } }`, { input: { email: 'a\u0000b', password: '\u0000' } });
    expect(login.errors?.[0]).toMatchObject({ message: UNSUPPORTED_TEXT, extensions: { code: 'BAD_USER_INPUT' } });
    const literal = await gql(`mutation { login(input: { email: "a\\u0000b@example.com", password: "whatever1" }) { token } }`, {});
    expect(literal.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    const user = await gql(`mutation($input: AdminUserInput!) { createUser(input: $input) { id } }`, { input: { username: 'sam', email: '\ud800', role: 'Customer' } }, adminToken);
    expect(user.errors?.[0]).toMatchObject({ message: UNSUPPORTED_TEXT, extensions: { code: 'BAD_USER_INPUT' } });
    // Paired surrogates (emoji) are ordinary text: refused as a wrong sign-in (or throttled after the fuzzing), not as bad text.
    const emoji = await gql(`mutation($input: LoginInput!) { login(input: $input) { token } }`, { input: { email: '💥@example.com', password: 'whatever1' } });
    expect(['UNAUTHENTICATED', 'TOO_MANY_REQUESTS']).toContain(emoji.errors?.[0].extensions?.code);
    const signup = await rest('POST', '/api/auth/signup', { name: 'N\u0000', username: 'nul', email: 'n@example.com', password: 'x', confirmPassword: 'x', phone: '1', role: 'Customer' });
    expect(signup.status).toBe(400);
    expect(JSON.parse(signup.text).message).toBe(UNSUPPORTED_TEXT);
  });

  it('keeps a cart under the largest chargeable total (99 units of a $1,000,000 product overflowed Int)', async () => {
    const sql = app.orm.em.fork().getConnection();
    await sql.execute('delete from cart_items where customer_id = ?', [customerId]);
    // The fuzzed updateVendor may have set the shop back to pending, which hides its products.
    await sql.execute('update vendors set is_verified = true where id = ?', [vendorIds[0]]);
    const created = await gql(
      `mutation($input: ProductInput!) { createProduct(input: $input) { id } }`,
      { input: { name: 'Costly', category: 'Test', priceCents: 40_434_639, stock: 100 } },
      vendorToken,
    );
    const id = created.data.createProduct.id;
    const two = await gql(`mutation($p: ID!) { addToCart(productId: $p, quantity: 2) { totalCents } }`, { p: id }, customerToken);
    expect(two.data.addToCart.totalCents).toBe(91_382_284);
    const three = await gql(`mutation($p: ID!) { addToCart(productId: $p, quantity: 1) { totalCents } }`, { p: id }, customerToken);
    expect(three.errors?.[0]).toMatchObject({ message: CART_TOTAL_TOO_LARGE, extensions: { code: 'BAD_USER_INPUT' } });
    const update = await gql(`mutation($p: ID!) { updateCartItem(productId: $p, quantity: 47) { totalCents } }`, { p: id }, customerToken);
    expect(update.errors?.[0].message).toBe(CART_TOTAL_TOO_LARGE);
    // Refused changes leave the cart as it was.
    expect((await gql(`{ cart { totalCents items { quantity } } }`, {}, customerToken)).data.cart).toEqual({ totalCents: 91_382_284, items: [{ quantity: 2 }] });
  });
});

import { randomUUID } from 'node:crypto';
import { getNamedType, isInterfaceType, isObjectType, type GraphQLSchema } from 'graphql';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSchema } from '../src/schema';
import { REST_ROUTES } from '../src/modules/rest/rest.routes';
import { createCustomers, createShop, SHIPPING } from './commerce-fixtures';
import { rest } from './rest-client';
import { DEMO_PASSWORD, startTestApp, type GraphQLResponse, type TestApp } from './test-app';
import { subscribe } from './ws-client';

/**
 * The authorization matrix: every root field of the schema and every REST route, called by each
 * kind of caller with ids that belong to someone else. The expected outcome of each cell is
 * declared below; an operation added without a row (or a row left for a removed one) fails.
 * A refused cell must also leave the database exactly as it was.
 */

const ROLES = ['guest', 'customerA', 'customerB', 'vendorA', 'vendorB', 'admin'] as const;
type Caller = (typeof ROLES)[number];
type Code = 'UNAUTHENTICATED' | 'FORBIDDEN' | 'NOT_FOUND' | 'BAD_USER_INPUT';
/** 'ok', an error code, or 'ok' with a check of what came back (it runs with the caller). */
type Outcome = 'ok' | Code;
type Expectations = Record<Caller, Outcome>;
type Vars = Record<string, unknown>;

interface Actor {
  id: string;
  token?: string;
  email: string;
  /** A vendor's shop and one of its products. */
  vendorId?: string;
  productId?: string;
}

interface World {
  actors: Record<Caller, Actor>;
  /** A product on sale, of shop A. */
  publicProductId: string;
  /** Orders by shop, all Pending: both customers bought from both shops. */
  ordersOf: Record<'vendorA' | 'vendorB', string[]>;
  notificationsOf: Record<'vendorA' | 'vendorB', string[]>;
}

interface GraphQLRow {
  document: string;
  /** Variables for this caller; ids in them belong to someone other than the caller. */
  vars?: (w: World, caller: Caller) => Vars | Promise<Vars>;
  expect: Expectations;
  /** Runs on each 'ok' cell: what came back is the caller's own, or nothing changed. */
  check?: (data: any, w: World, caller: Caller) => void | Promise<void>;
  /** The token to call with, when the call ends the caller's session (default: the caller's own). */
  token?: (w: World, caller: Caller) => string | undefined;
  /** Puts the world back after a call that ended every session of the caller. */
  after?: (w: World, caller: Caller) => Promise<void>;
}

/** A second session of the caller, so signing it out leaves the world's token working. */
const throwawaySession = (w: World, caller: Caller) => (w.actors[caller].token ? app.tokenFor(w.actors[caller].id) : undefined);

const all = (outcome: Outcome): Expectations => Object.fromEntries(ROLES.map((role) => [role, outcome])) as Expectations;
const PUBLIC = all('ok');
const SIGNED_IN: Expectations = { ...all('ok'), guest: 'UNAUTHENTICATED' };
const only = (roles: Caller[], refused: Code = 'FORBIDDEN'): Expectations =>
  Object.fromEntries(ROLES.map((role) => [role, role === 'guest' ? 'UNAUTHENTICATED' : roles.includes(role) ? 'ok' : refused])) as Expectations;
const CUSTOMER = only(['customerA', 'customerB']);
const VENDOR = only(['vendorA', 'vendorB']);
const ADMIN = only(['admin']);
/** Vendor-only operations on another shop's row: nobody may, and to a vendor the row does not exist. */
const NOBODY: Expectations = { ...VENDOR, vendorA: 'NOT_FOUND', vendorB: 'NOT_FOUND' };

/** The shop other than the caller's: vendor B's for everyone but vendor B. */
const otherShop = (caller: Caller): 'vendorA' | 'vendorB' => (caller === 'vendorB' ? 'vendorA' : 'vendorB');
const otherCustomer = (caller: Caller): 'customerA' | 'customerB' => (caller === 'customerB' ? 'customerA' : 'customerB');

const productInput = (name: string) => ({ name, category: 'Bakery', priceCents: 1234, stock: 7, description: 'Fresh.' });
const unique = () => randomUUID().slice(0, 8);

let app: TestApp;
let schema: GraphQLSchema;
let w: World;

async function sql<T = any>(query: string, params: unknown[] = []): Promise<T[]> {
  return app.orm.em.fork().getConnection().execute(query, params);
}

/**
 * Every table a caller can change, watched by row triggers that append to a log: a refused call
 * must add nothing to it. Throttling and sign-in failures are left out (they are meant to record
 * refusals), and the outboxes are watched for new or removed rows only, because the background mail
 * and refund dispatchers update the status of earlier rows at any time.
 */
const WATCHED = [
  'users', 'vendors', 'products', 'product_images', 'media', 'orders', 'order_items', 'payments', 'cart_items',
  'wishlist_items', 'notifications', 'audit_log', 'account_tokens', 'webhook_events', 'connected_accounts', 'commission_rates',
];
async function watchWrites() {
  await sql(`create table authz_writes (id bigserial primary key, tbl text not null, op text not null)`);
  await sql(`create function authz_log_write() returns trigger language plpgsql as $$
    begin insert into authz_writes (tbl, op) values (TG_TABLE_NAME, TG_OP); return null; end $$`);
  for (const table of WATCHED) {
    await sql(`create trigger authz_log_write after insert or update or delete on ${table} for each row execute function authz_log_write()`);
  }
  await sql(`create trigger authz_log_write after insert or delete on mail_outbox for each row execute function authz_log_write()`);
  // Likewise the refund outbox: its dispatcher updates earlier refunds at any time.
  await sql(`create trigger authz_log_write after insert or delete on refund_outbox for each row execute function authz_log_write()`);
  // And transfers (their dispatcher updates them, and books them in the ledger, in the background).
  await sql(`create trigger authz_log_write after insert or delete on transfers for each row execute function authz_log_write()`);
  // The watch itself works: a write that changes no value is still seen.
  const before = await lastWrite();
  await sql(`update products set stock = stock where id = ?`, [w.publicProductId]);
  expect(await writesSince(before)).toEqual(['update products']);
}
async function lastWrite(): Promise<number> {
  const [row] = await sql<{ id: string | null }>(`select max(id) as id from authz_writes`);
  return Number(row.id ?? 0);
}
async function writesSince(id: number): Promise<string[]> {
  const rows = await sql<{ tbl: string; op: string }>(`select distinct tbl, op from authz_writes where id > ? order by tbl, op`, [id]);
  return rows.map((row) => `${row.op.toLowerCase()} ${row.tbl}`);
}

/** A throwaway account of a role, for the cells that delete or edit an account. */
async function throwawayUser(role: 'Customer' | 'Vendor' | 'Admin' = 'Customer'): Promise<string> {
  const id = randomUUID();
  await sql(`insert into users (id, username, name, email, role, password_hash) values (?, ?, ?, ?, ?, 'x')`, [id, `t-${id.slice(0, 8)}`, 'Throwaway', `t-${id}@example.com`, role]);
  return id;
}

/**
 * A cancelled copy of one of the shop's orders whose refund failed, for an admin to retry. Its payment
 * is a failed one of its own, so the retried refund is voided by the dispatcher without writing to any
 * watched table while later cells run.
 */
async function failedRefundOf(orderId: string): Promise<string> {
  const id = randomUUID();
  const [payment] = await sql<{ id: string }>(
    `insert into payments (id, customer_id, idempotency_key, provider, status, amount_cents)
     select gen_random_uuid(), customer_id, ?, 'test', 'Failed', total_cents from orders where id = ? returning id`,
    [`matrix-${id}`, orderId],
  );
  await sql(
    `insert into orders (id, customer_id, vendor_id, payment_id, status, subtotal_cents, tax_cents, total_cents, customer_info)
     select ?, customer_id, vendor_id, ?, 'Cancelled', subtotal_cents, tax_cents, total_cents, customer_info from orders where id = ?`,
    [id, payment.id, orderId],
  );
  await sql(
    `insert into refund_outbox (order_id, payment_id, amount_cents, status, attempts, last_error)
     select id, payment_id, 1, 'failed', 10, 'The matrix made it fail.' from orders where id = ?`,
    [id],
  );
  return id;
}

const ADD_TO_CART = `mutation AddToCart($productId: ID!, $quantity: Int!) { addToCart(productId: $productId, quantity: $quantity) { totalCents } }`;
const CHECKOUT = `mutation Checkout($input: CheckoutInput!) { checkout(input: $input) { orders { id vendor { id } } } }`;

async function buy(token: string, productIds: string[]) {
  let totalCents = 0;
  for (const productId of productIds) totalCents = (await app.gql(ADD_TO_CART, { productId, quantity: 1 }, token)).data.addToCart.totalCents;
  const res = await app.gql(CHECKOUT, { input: { idempotencyKey: randomUUID(), paymentMethodId: 'pm_card_visa', expectedTotalCents: totalCents, shipping: SHIPPING } }, token);
  if (res.errors) throw new Error(JSON.stringify(res.errors));
  return res.data.checkout.orders as { id: string; vendor: { id: string } }[];
}

async function shopOwner(name: string): Promise<Actor> {
  const shop = await createShop(app, [{ name, priceCents: 1000, stock: 1000 }]);
  const [{ user_id, email }] = await sql(`select v.user_id, u.email from vendors v join users u on u.id = v.user_id where v.id = ?`, [shop.vendorId]);
  return { id: user_id, email, token: app.tokenFor(user_id), vendorId: shop.vendorId, productId: shop.productIds[0] };
}

beforeAll(async () => {
  app = await startTestApp({ seed: true });
  schema = await createSchema();
  const vendorA = await shopOwner('Matrix Muffins');
  const vendorB = await shopOwner('Matrix Bagels');
  const [a, b] = await createCustomers(app, 2);
  const emails = await sql<{ id: string; email: string }>(`select id, email from users where id in (?, ?)`, [a.id, b.id]);
  const emailOf = (id: string) => emails.find((row) => row.id === id)!.email;
  const [admin] = await sql<{ id: string; email: string }>(`select id, email from users where email = 'admin@mainstreet.test'`);
  w = {
    actors: {
      guest: { id: '', email: '' },
      customerA: { ...a, email: emailOf(a.id) },
      customerB: { ...b, email: emailOf(b.id) },
      vendorA,
      vendorB,
      admin: { id: admin.id, email: admin.email, token: app.tokenFor(admin.id) },
    },
    publicProductId: vendorA.productId!,
    ordersOf: { vendorA: [], vendorB: [] },
    notificationsOf: { vendorA: [], vendorB: [] },
  };
  for (const customer of [a, b]) {
    for (const order of await buy(customer.token, [vendorA.productId!, vendorB.productId!])) {
      w.ordersOf[order.vendor.id === vendorA.vendorId ? 'vendorA' : 'vendorB'].push(order.id);
    }
  }
  for (const shop of ['vendorA', 'vendorB'] as const) {
    const rows = await sql<{ id: string }>(`select id from notifications where vendor_id = ?`, [w.actors[shop].vendorId]);
    w.notificationsOf[shop] = rows.map((row) => row.id);
  }
  expect(w.ordersOf.vendorA).toHaveLength(2);
  expect(w.notificationsOf.vendorB).toHaveLength(2);
  await watchWrites();
}, 60_000);
afterAll(() => app?.close());

const ownIds = async (query: string, params: unknown[]) => (await sql<{ id: string }>(query, params)).map((row) => row.id).sort();
const ids = (nodes: { id: string }[]) => nodes.map((node) => node.id).sort();

// ---------------------------------------------------------------------------------------------
// The GraphQL table: one row per root field, keyed Type.field.

const GRAPHQL: Record<string, GraphQLRow> = {
  // ---- Public reads
  'Query.products': { document: `query { products(first: 5) { nodes { id } } }`, expect: PUBLIC },
  'Query.product': {
    document: `query GetProduct($id: ID!) { product(id: $id) { id stock } }`,
    vars: (w) => ({ id: w.publicProductId }),
    expect: PUBLIC,
  },
  'Query.trendingProducts': { document: `query { trendingProducts(limit: 3) { id } }`, expect: PUBLIC },
  'Query.categories': { document: `query { categories }`, expect: PUBLIC },
  'Query.searchSuggestions': { document: `query { searchSuggestions(q: "ch") { products { id } shops { id } } }`, expect: PUBLIC },
  'Query.vendors': { document: `query { vendors(first: 5) { nodes { id } } }`, expect: PUBLIC },
  'Query.vendor': {
    document: `query GetVendor($id: ID!) { vendor(id: $id) { id } }`,
    vars: (w, caller) => ({ id: w.actors[otherShop(caller)].vendorId }),
    expect: PUBLIC,
  },
  'Query.paymentConfig': { document: `query { paymentConfig { provider testMode } }`, expect: PUBLIC },
  'Query.me': {
    document: `query { me { id email } }`,
    expect: PUBLIC,
    check: (data, w, caller) => expect(data.me?.id ?? '').toBe(w.actors[caller].id),
  },

  // ---- Customer
  'Query.cart': { document: `query { cart { itemCount } }`, expect: CUSTOMER },
  'Query.wishlist': { document: `query { wishlist { product { id } } }`, expect: CUSTOMER },
  'Query.featuredProducts': { document: `query { featuredProducts(limit: 4) { id featured } }`, expect: PUBLIC },
  'Query.topVendors': { document: `query { topVendors(limit: 4) { id } }`, expect: PUBLIC },
  'Query.wishlistProductIds': { document: `query { wishlistProductIds }`, expect: CUSTOMER },
  'Query.myOrders': {
    document: `query { myOrders(first: 100) { nodes { id } } }`,
    expect: CUSTOMER,
    check: async (data, w, caller) =>
      expect(ids(data.myOrders.nodes)).toEqual(await ownIds(`select id from orders where customer_id = ?`, [w.actors[caller].id])),
  },
  'Query.order': {
    document: `query GetOrder($id: ID!) { order(id: $id) { id taxes { name } } }`,
    // Someone else's order: the other customer's, the other shop's; an admin may read any.
    vars: async (w, caller) => {
      if (caller === 'vendorA' || caller === 'vendorB') return { id: w.ordersOf[otherShop(caller)][0] };
      if (caller === 'customerA' || caller === 'customerB') {
        const other = w.actors[caller === 'customerA' ? 'customerB' : 'customerA'].id;
        return { id: (await sql<{ id: string }>(`select id from orders where customer_id = ? limit 1`, [other]))[0].id };
      }
      return { id: w.ordersOf.vendorA[0] };
    },
    expect: { guest: 'UNAUTHENTICATED', customerA: 'NOT_FOUND', customerB: 'NOT_FOUND', vendorA: 'NOT_FOUND', vendorB: 'NOT_FOUND', admin: 'ok' },
  },
  'Query.checkoutConfirmation': {
    document: `query GetCheckoutConfirmation($paymentId: ID!) { checkoutConfirmation(paymentId: $paymentId) { paymentId orders { id } } }`,
    // Always the other customer's checkout (a customer's own is read in order-confirmation.test.ts).
    vars: async (w, caller) => {
      const other = w.actors[caller === 'customerA' ? 'customerB' : 'customerA'].id;
      return { paymentId: (await sql<{ payment_id: string }>(`select payment_id from orders where customer_id = ? and payment_id is not null limit 1`, [other]))[0].payment_id };
    },
    expect: { ...CUSTOMER, customerA: 'NOT_FOUND', customerB: 'NOT_FOUND' },
  },
  'Mutation.saveShippingAddress': {
    document: `mutation SaveShippingAddress($input: ShippingAddressInput!) { saveShippingAddress(input: $input) { id shippingAddress { postalCode } } }`,
    vars: () => ({ input: { fullName: 'Matrix Buyer', phone: '416-555-0100', address: '1 King St W, Toronto', province: 'ON', postalCode: 'm5h1a1' } }),
    expect: CUSTOMER,
    check: (data, w, caller) => expect(data.saveShippingAddress).toEqual({ id: w.actors[caller].id, shippingAddress: { postalCode: 'M5H 1A1' } }),
  },
  'Mutation.deleteShippingAddress': {
    document: `mutation { deleteShippingAddress { id shippingAddress { postalCode } } }`,
    expect: CUSTOMER,
    check: (data, w, caller) => expect(data.deleteShippingAddress).toEqual({ id: w.actors[caller].id, shippingAddress: null }),
  },
  'Mutation.addToCart': {
    document: `mutation AddToCart($productId: ID!) { addToCart(productId: $productId) { items { product { id } } } }`,
    vars: (w) => ({ productId: w.publicProductId }),
    expect: CUSTOMER,
  },
  'Mutation.updateCartItem': {
    document: `mutation UpdateCartItem($productId: ID!) { updateCartItem(productId: $productId, quantity: 2) { itemCount } }`,
    vars: (w) => ({ productId: w.publicProductId }),
    expect: CUSTOMER,
  },
  'Mutation.removeFromCart': {
    document: `mutation RemoveFromCart($productId: ID!) { removeFromCart(productId: $productId) { itemCount } }`,
    vars: (w) => ({ productId: w.publicProductId }),
    expect: CUSTOMER,
  },
  'Mutation.addToWishlist': {
    document: `mutation AddToWishlist($productId: ID!) { addToWishlist(productId: $productId) { product { id } } }`,
    vars: (w) => ({ productId: w.publicProductId }),
    expect: CUSTOMER,
  },
  'Mutation.moveWishlistItemToCart': {
    document: `mutation MoveWishlistItemToCart($productId: ID!) { moveWishlistItemToCart(productId: $productId) { itemCount } }`,
    vars: (w) => ({ productId: w.publicProductId }),
    expect: CUSTOMER,
  },
  'Mutation.removeFromWishlist': {
    document: `mutation RemoveFromWishlist($productId: ID!) { removeFromWishlist(productId: $productId) { product { id } } }`,
    vars: async (w, caller) => {
      // The row above moved it to the cart: put it back, so there is something of the caller's to remove.
      const token = w.actors[caller].token;
      if (caller.startsWith('customer')) await app.gql(`mutation AddToWishlist($productId: ID!) { addToWishlist(productId: $productId) { addedAt } }`, { productId: w.publicProductId }, token);
      return { productId: w.publicProductId };
    },
    expect: CUSTOMER,
  },
  'Mutation.checkout': {
    document: CHECKOUT,
    vars: async (w, caller) => {
      const token = w.actors[caller].token;
      // A customer checks out a cart of one line; nobody else has a cart to fill.
      const added = token ? await app.gql(ADD_TO_CART, { productId: w.publicProductId, quantity: 1 }, token) : undefined;
      const totalCents = added?.data?.addToCart?.totalCents ?? 1130;
      return { input: { idempotencyKey: randomUUID(), paymentMethodId: 'pm_card_visa', expectedTotalCents: totalCents, shipping: SHIPPING } };
    },
    expect: CUSTOMER,
    check: async (data, w, caller) => {
      const [order] = data.checkout.orders;
      const [row] = await sql(`select customer_id from orders where id = ?`, [order.id]);
      expect(row.customer_id).toBe(w.actors[caller].id);
    },
  },

  // ---- Signed in
  'Mutation.updateProfile': {
    document: `mutation UpdateProfile($input: UpdateProfileInput!) { updateProfile(input: $input) { id name } }`,
    vars: (_w, caller) => ({ input: { name: `Matrix ${caller}`, phone: '416-555-0100' } }),
    expect: SIGNED_IN,
    check: (data, w, caller) => expect(data.updateProfile.id).toBe(w.actors[caller].id),
  },
  'Mutation.setMyLocale': {
    document: `mutation SetMyLocale($locale: String!) { setMyLocale(locale: $locale) { id locale } }`,
    vars: () => ({ locale: 'fr-CA' }),
    expect: SIGNED_IN,
    check: (data, w, caller) => expect(data.setMyLocale).toEqual({ id: w.actors[caller].id, locale: 'fr-CA' }),
  },
  'Mutation.changePassword': {
    // A wrong current password: the caller reaches the check (or not), and nothing changes either way.
    document: `mutation ChangePassword($input: ChangePasswordInput!) { changePassword(input: $input) { token } }`,
    vars: () => ({ input: { currentPassword: 'not-the-password', newPassword: 'Another-password-1', confirmPassword: 'Another-password-1' } }),
    expect: { ...all('BAD_USER_INPUT'), guest: 'UNAUTHENTICATED' },
  },
  'Query.mySessions': { document: `{ mySessions { id current } }`, expect: SIGNED_IN },
  'Mutation.logout': { document: `mutation { logout }`, token: throwawaySession, expect: SIGNED_IN },
  'Mutation.logoutEverywhere': {
    document: `mutation { logoutEverywhere }`,
    token: throwawaySession,
    expect: SIGNED_IN,
    // It moved the account's token version on: the world's tokens were issued at version 0.
    after: async (w, caller) => {
      if (w.actors[caller].id) await app.orm.em.fork().getConnection().execute(`update users set token_version = 0 where id = ?`, [w.actors[caller].id]);
    },
  },
  'Mutation.revokeSession': {
    // Another account's session: to the caller it does not exist.
    document: `mutation RevokeSession($id: ID!) { revokeSession(id: $id) }`,
    vars: async (w, caller) => {
      const owner = w.actors[caller === 'customerA' ? 'customerB' : 'customerA'].id;
      const [{ id }] = await app.orm.em.fork().getConnection().execute(
        `insert into sessions (id, user_id, expires_at) values (gen_random_uuid(), ?, now() + interval '1 day') returning id`,
        [owner],
      );
      return { id };
    },
    expect: { ...all('NOT_FOUND'), guest: 'UNAUTHENTICATED' },
  },
  'Mutation.resendVerificationEmail': {
    // The demo admin is verified already (BAD_USER_INPUT); the fixture accounts are not.
    document: `mutation { resendVerificationEmail { message } }`,
    expect: { ...SIGNED_IN, admin: 'BAD_USER_INPUT' },
  },

  // ---- Public changes
  'Mutation.signup': {
    document: `mutation Signup($input: SignupInput!) { signup(input: $input) { message } }`,
    vars: () => {
      const tag = unique();
      return { input: { name: 'New Person', username: `new-${tag}`, email: `new-${tag}@example.com`, phone: '416-555-0199', password: DEMO_PASSWORD, confirmPassword: DEMO_PASSWORD, role: 'Customer' } };
    },
    expect: PUBLIC,
  },
  'Mutation.login': {
    document: `mutation Login($input: LoginInput!) { login(input: $input) { token role } }`,
    vars: () => ({ input: { email: 'alice@mainstreet.test', password: DEMO_PASSWORD } }),
    expect: PUBLIC,
  },
  'Mutation.verifyEmail': {
    document: `mutation VerifyEmail($token: String!) { verifyEmail(token: $token) { message } }`,
    vars: () => ({ token: randomUUID() }),
    expect: all('BAD_USER_INPUT'),
  },
  'Mutation.requestPasswordReset': {
    document: `mutation RequestPasswordReset($input: RequestPasswordResetInput!) { requestPasswordReset(input: $input) { message } }`,
    vars: async (w, caller) => {
      await sql(`delete from request_throttle`); // the per-address limit is not what this cell tests
      return { input: { email: w.actors[otherCustomer(caller)].email } };
    },
    expect: PUBLIC,
  },
  'Mutation.sendContactMessage': {
    document: `mutation SendContactMessage($input: ContactMessageInput!) { sendContactMessage(input: $input) { message } }`,
    vars: async () => {
      await sql(`delete from request_throttle`); // the per-address limit is not what this cell tests
      return { input: { name: 'Matrix', email: 'matrix@example.com', message: 'Hello' } };
    },
    expect: PUBLIC,
  },
  'Mutation.subscribeNewsletter': {
    document: `mutation SubscribeNewsletter($input: NewsletterSignupInput!) { subscribeNewsletter(input: $input) { message } }`,
    vars: async () => {
      await sql(`delete from request_throttle`);
      return { input: { email: `matrix-${unique()}@example.com` } };
    },
    expect: PUBLIC,
  },
  'Mutation.confirmNewsletterSubscription': {
    document: `mutation ConfirmNewsletterSubscription($input: NewsletterLinkInput!) { confirmNewsletterSubscription(input: $input) { message } }`,
    vars: () => ({ input: { token: 'A'.repeat(43) } }),
    expect: all('BAD_USER_INPUT'),
  },
  'Mutation.unsubscribeNewsletter': {
    document: `mutation UnsubscribeNewsletter($input: NewsletterLinkInput!) { unsubscribeNewsletter(input: $input) { message } }`,
    vars: () => ({ input: { token: 'A'.repeat(43) } }),
    expect: all('BAD_USER_INPUT'),
  },
  'Mutation.resetPassword': {
    document: `mutation ResetPassword($input: ResetPasswordInput!) { resetPassword(input: $input) { message } }`,
    vars: () => ({ input: { token: randomUUID(), password: 'Another-password-1' } }),
    expect: all('BAD_USER_INPUT'),
  },

  // ---- Vendor: own shop
  'Query.myShop': {
    document: `query { myShop { email vendor { id } } }`,
    expect: VENDOR,
    check: (data, w, caller) => expect(data.myShop.vendor.id).toBe(w.actors[caller].vendorId),
  },
  'Query.myProducts': {
    document: `query { myProducts(first: 100) { nodes { id } } }`,
    expect: VENDOR,
    check: async (data, w, caller) =>
      expect(ids(data.myProducts.nodes)).toEqual(await ownIds(`select id from products where vendor_id = ? and deleted_at is null`, [w.actors[caller].vendorId])),
  },
  'Query.myLowStockProducts': { document: `query { myLowStockProducts(threshold: 1000) { id vendor { id } } }`, expect: VENDOR,
    check: (data, w, caller) => data.myLowStockProducts.forEach((p: any) => expect(p.vendor.id).toBe(w.actors[caller].vendorId)) },
  'Query.vendorTaxReport': {
    document: `query { vendorTaxReport(months: 3) { month jurisdiction taxableSalesCents } }`,
    expect: VENDOR,
  },
  'Query.vendorOrders': {
    document: `query { vendorOrders(first: 100) { nodes { id } } }`,
    expect: VENDOR,
    check: async (data, w, caller) =>
      expect(ids(data.vendorOrders.nodes)).toEqual(await ownIds(`select id from orders where vendor_id = ?`, [w.actors[caller].vendorId])),
  },
  'Query.vendorDashboard': { document: `query { vendorDashboard { businessName totalOrders } }`, expect: VENDOR,
    check: async (data, w, caller) =>
      expect(data.vendorDashboard.businessName).toBe((await sql(`select business_name from vendors where id = ?`, [w.actors[caller].vendorId]))[0].business_name) },
  'Query.vendorSales': { document: `query { vendorSales(days: 7, months: 2) { topProducts { productId } } }`, expect: VENDOR,
    check: (data, w, caller) => data.vendorSales.topProducts.forEach((p: any) => expect(p.productId).toBe(w.actors[caller].productId)) },
  'Query.myNotifications': {
    document: `query { myNotifications(first: 100) { id } }`,
    expect: VENDOR,
    check: async (data, w, caller) =>
      expect(ids(data.myNotifications)).toEqual(await ownIds(`select id from notifications where vendor_id = ?`, [w.actors[caller].vendorId])),
  },
  'Query.unreadNotificationCount': { document: `query { unreadNotificationCount }`, expect: VENDOR,
    check: async (data, w, caller) =>
      expect(data.unreadNotificationCount).toBe((await ownIds(`select id from notifications where vendor_id = ? and read_at is null`, [w.actors[caller].vendorId])).length) },
  'Mutation.markNotificationsRead': {
    // Another shop's ids: answered, but nothing is marked.
    document: `mutation MarkNotificationsRead($ids: [ID!]) { markNotificationsRead(ids: $ids) }`,
    vars: (w, caller) => ({ ids: w.notificationsOf[otherShop(caller)] }),
    expect: VENDOR,
    check: (data) => expect(data.markNotificationsRead).toBe(0),
  },
  'Mutation.updateMyShop': {
    document: `mutation UpdateMyShop($input: ShopProfileInput!) { updateMyShop(input: $input) { vendor { id businessName } } }`,
    vars: (_w, caller) => ({ input: { businessName: caller === 'vendorA' ? 'Matrix Muffins' : 'Matrix Bagels', city: 'Toronto' } }),
    expect: VENDOR,
    check: (data, w, caller) => expect(data.updateMyShop.vendor.id).toBe(w.actors[caller].vendorId),
  },
  'Mutation.setEmailNotifications': {
    document: `mutation SetEmailNotifications { setEmailNotifications(enabled: true) { vendor { id } } }`,
    expect: VENDOR,
    check: (data, w, caller) => expect(data.setEmailNotifications.vendor.id).toBe(w.actors[caller].vendorId),
  },
  'Mutation.createProduct': {
    document: `mutation CreateProduct($input: ProductInput!) { createProduct(input: $input) { id vendor { id } } }`,
    vars: () => ({ input: productInput(`Matrix loaf ${unique()}`) }),
    expect: VENDOR,
    check: (data, w, caller) => expect(data.createProduct.vendor.id).toBe(w.actors[caller].vendorId),
  },

  // ---- Vendor: own payouts (no argument names a shop: the caller's is the only one)
  'Query.vendorPayouts': {
    document: `query { vendorPayouts { account { status } balance { pendingCents } transfers(first: 100) { nodes { id orderId } } payouts(first: 5) { nodes { id } } statement(months: 1) { month grossCents } } }`,
    expect: VENDOR,
    check: async (data, w, caller) => {
      const own = await ownIds(`select id from transfers where vendor_id = ?`, [w.actors[caller].vendorId]);
      expect(own.length).toBeGreaterThan(0);
      expect(ids(data.vendorPayouts.transfers.nodes)).toEqual(own);
      const [{ gross }] = await sql(
        `select coalesce(sum(e.amount_cents), 0)::int as gross from ledger_entries e join ledger_journals j on j.id = e.journal_id
          where j.kind = 'charge' and e.account = 'shop_pending' and e.vendor_id = ?`,
        [w.actors[caller].vendorId],
      );
      expect(data.vendorPayouts.statement[0].grossCents).toBe(gross);
    },
  },
  'Mutation.startPayoutOnboarding': {
    document: `mutation { startPayoutOnboarding { url testMode } }`,
    expect: VENDOR,
    check: async (data, w, caller) => {
      expect(data.startPayoutOnboarding.testMode).toBe(true);
      expect(await sql(`select count(*)::int as n from connected_accounts where vendor_id = ?`, [w.actors[caller].vendorId])).toEqual([{ n: 1 }]);
    },
  },
  'Mutation.refreshPayoutAccount': { document: `mutation { refreshPayoutAccount { status } }`, expect: VENDOR },

  // ---- Vendor: another shop's rows
  'Mutation.updateProduct': {
    document: `mutation UpdateProduct($id: ID!, $input: ProductInput!) { updateProduct(id: $id, input: $input) { id } }`,
    vars: (w, caller) => ({ id: w.actors[otherShop(caller)].productId, input: productInput('Hijacked') }),
    expect: NOBODY,
  },
  'Mutation.setProductStock': {
    document: `mutation SetProductStock($id: ID!) { setProductStock(id: $id, stock: 0) { id } }`,
    vars: (w, caller) => ({ id: w.actors[otherShop(caller)].productId }),
    expect: NOBODY,
  },
  'Mutation.deleteProduct': {
    document: `mutation DeleteProduct($id: ID!) { deleteProduct(id: $id) }`,
    vars: (w, caller) => ({ id: w.actors[otherShop(caller)].productId }),
    expect: NOBODY,
  },
  'Mutation.updateOrderStatus': {
    document: `mutation UpdateOrderStatus($id: ID!) { updateOrderStatus(id: $id, status: Cancelled) { id } }`,
    vars: (w, caller) => ({ id: w.ordersOf[otherShop(caller)][0] }),
    expect: NOBODY,
  },

  // ---- Admin
  'Query.adminTaxReport': { document: `query { adminTaxReport(months: 3) { month jurisdiction } }`, expect: ADMIN },
  'Query.taxRates': { document: `query { taxRates { id } }`, expect: ADMIN },
  'Mutation.addTaxRate': {
    document: `mutation AddTaxRate($input: TaxRateInput!) { addTaxRate(input: $input) { id } }`,
    vars: () => ({ input: { province: 'YT', tax: 'GST', rate: 5, effectiveFrom: '2099-01-01' } }),
    expect: ADMIN,
  },
  'Query.adminStats': { document: `query { adminStats(months: 3) { users } }`, expect: ADMIN },
  'Query.adminAnalytics': { document: `query { adminAnalytics(months: 3) { newUsers } }`, expect: ADMIN },
  'Query.adminUsers': { document: `query { adminUsers(first: 5) { nodes { id email } } }`, expect: ADMIN },
  'Query.adminVendors': { document: `query { adminVendors(first: 5) { nodes { id email } } }`, expect: ADMIN },
  'Query.adminVendorDeletionImpact': {
    document: `query AdminVendorDeletionImpact($id: ID!) { adminVendorDeletionImpact(id: $id) { openOrderCount refundTotalCents } }`,
    vars: (w, caller) => ({ id: w.actors[otherShop(caller)].vendorId }),
    expect: ADMIN,
    // Both customers bought from each shop, all orders still Pending and paid.
    check: (data) => expect(data.adminVendorDeletionImpact).toEqual({ openOrderCount: 2, refundTotalCents: expect.any(Number) }),
  },
  'Query.auditLog': { document: `query { auditLog(first: 5) { nodes { id } } }`, expect: ADMIN },
  'Query.failedRefunds': { document: `query { failedRefunds(first: 5) { nodes { orderId } } }`, expect: ADMIN },
  'Mutation.retryRefund': {
    document: `mutation RetryRefund($orderId: ID!) { retryRefund(orderId: $orderId) { orderId attempts } }`,
    vars: async (w) => ({ orderId: await failedRefundOf(w.ordersOf.vendorA[0]) }),
    expect: ADMIN,
    check: (data) => expect(data.retryRefund.attempts).toBe(0),
  },
  'Mutation.setProductFeatured': {
    document: `mutation SetProductFeatured($productId: ID!) { setProductFeatured(productId: $productId, featured: true) { id featured } }`,
    vars: (w) => ({ productId: w.publicProductId }),
    expect: ADMIN,
    check: (data) => expect(data.setProductFeatured.featured).toBe(true),
  },
  'Query.contactMessages': { document: `query { contactMessages(first: 5) { nodes { id senderEmail } } }`, expect: ADMIN },
  'Query.unreadContactMessageCount': { document: `query { unreadContactMessageCount }`, expect: ADMIN },
  'Mutation.setContactMessageRead': {
    document: `mutation SetContactMessageRead($id: ID!) { setContactMessageRead(id: $id, read: true) { id read } }`,
    vars: async () => {
      const [row] = await sql<{ id: string }>(`insert into contact_messages (name, email, message) values ('Matrix', 'matrix@example.com', 'Hi') returning id`);
      return { id: row.id };
    },
    expect: ADMIN,
    check: (data) => expect(data.setContactMessageRead.read).toBe(true),
  },
  'Mutation.updateAdminProfile': {
    document: `mutation UpdateAdminProfile($input: AdminProfileInput!) { updateAdminProfile(input: $input) { id } }`,
    vars: (w) => ({ input: { username: 'admin', email: w.actors.admin.email, phone: '416-555-0000' } }),
    expect: ADMIN,
    check: (data, w) => expect(data.updateAdminProfile.id).toBe(w.actors.admin.id),
  },
  'Mutation.createUser': {
    document: `mutation CreateUser($input: AdminUserInput!) { createUser(input: $input) { id } }`,
    vars: () => ({ input: { username: `made-${unique()}`, email: `made-${unique()}@example.com`, role: 'Admin' } }),
    expect: ADMIN,
  },
  'Mutation.updateUser': {
    // The admin edits a throwaway account; anybody else aims at another customer and is refused.
    document: `mutation UpdateUser($id: ID!, $input: AdminUserInput!) { updateUser(id: $id, input: $input) { id } }`,
    vars: async (w, caller) => ({
      id: caller === 'admin' ? await throwawayUser() : w.actors[otherCustomer(caller)].id,
      input: { username: `edited-${unique()}`, email: `edited-${unique()}@example.com`, role: 'Admin' },
    }),
    expect: ADMIN,
  },
  'Mutation.deleteUser': {
    document: `mutation DeleteUser($id: ID!) { deleteUser(id: $id) }`,
    vars: async (w, caller) => ({ id: caller === 'admin' ? await throwawayUser() : w.actors[otherCustomer(caller)].id }),
    expect: ADMIN,
  },
  'Mutation.createVendor': {
    document: `mutation CreateVendor($input: AdminVendorInput!) { createVendor(input: $input) { id } }`,
    vars: () => ({ input: { name: `Made Shop ${unique()}`, email: `shop-made-${unique()}@example.com`, isVerified: true } }),
    expect: ADMIN,
  },
  'Mutation.updateVendor': {
    document: `mutation UpdateVendor($id: ID!, $input: AdminVendorInput!) { updateVendor(id: $id, input: $input) { id } }`,
    vars: async (w, caller) => ({
      id: caller === 'admin' ? (await createShop(app, [])).vendorId : w.actors[otherShop(caller)].vendorId,
      input: { name: `Renamed ${unique()}`, email: `renamed-${unique()}@example.com`, isVerified: false },
    }),
    expect: ADMIN,
  },
  'Mutation.deleteVendor': {
    document: `mutation DeleteVendor($id: ID!) { deleteVendor(id: $id) }`,
    vars: async (w, caller) => ({ id: caller === 'admin' ? (await createShop(app, [])).vendorId : w.actors[otherShop(caller)].vendorId }),
    expect: ADMIN,
  },

  'Query.adminPayouts': { document: `query { adminPayouts { commissionEarnedCents transfers { state count } } }`, expect: ADMIN },
  'Query.adminTransfers': {
    document: `query { adminTransfers(first: 100) { nodes { id vendorId } } }`,
    expect: ADMIN,
    check: async (data) => expect(ids(data.adminTransfers.nodes)).toEqual(await ownIds(`select id from transfers order by created_at desc, id desc limit 100`, [])),
  },
  'Mutation.retryTransfer': {
    // The admin retries a transfer that failed; anybody else aims at a shop's transfer and is refused.
    document: `mutation RetryTransfer($id: ID!) { retryTransfer(id: $id) { id } }`,
    vars: async (w, caller) => {
      const [transfer] = await sql(`select id from transfers where vendor_id = ? limit 1`, [w.actors[otherShop(caller)].vendorId]);
      if (caller === 'admin') await sql(`update transfers set status = 'failed', last_error = 'matrix' where id = ?`, [transfer.id]);
      return { id: transfer.id };
    },
    expect: ADMIN,
  },
  'Query.adminShopBalances': { document: `query { adminShopBalances(first: 5) { nodes { vendorId balance { pendingCents } } } }`, expect: ADMIN },
  'Query.ledgerIntegrity': { document: `query { ledgerIntegrity { ok problems { check } } }`, expect: ADMIN },
  'Query.commissionSettings': { document: `query { commissionSettings { ratePercent } }`, expect: ADMIN },
  'Mutation.setPlatformCommission': {
    document: `mutation SetPlatformCommission($rate: Float!) { setPlatformCommission(ratePercent: $rate) { ratePercent } }`,
    vars: () => ({ rate: 11 }),
    expect: ADMIN,
  },
  'Mutation.setShopCommission': {
    document: `mutation SetShopCommission($vendorId: ID!) { setShopCommission(vendorId: $vendorId, ratePercent: 7.5) { overrides { vendorId } } }`,
    vars: (w, caller) => ({ vendorId: w.actors[otherShop(caller)].vendorId }),
    expect: ADMIN,
  },

  // ---- Subscription (run over graphql-ws below)
  'Subscription.vendorNotifications': { document: `subscription { vendorNotifications { id orderId } }`, expect: VENDOR },
};

/** Every root field of the schema, as Type.field. */
function rootFields(): string[] {
  return [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()].flatMap((type) =>
    type ? Object.keys(type.getFields()).map((field) => `${type.name}.${field}`) : [],
  );
}

function codeOf(res: GraphQLResponse): string | undefined {
  return res.errors?.[0]?.extensions?.code;
}

describe('authorization matrix: GraphQL', () => {
  it('has one row per root field of the schema, and no row for a field that is gone', () => {
    const fields = rootFields().sort();
    const rows = Object.keys(GRAPHQL).sort();
    expect(fields.filter((field) => !rows.includes(field)), 'root fields without a row').toEqual([]);
    expect(rows.filter((row) => !fields.includes(row)), 'rows without a root field').toEqual([]);
  });

  it('answers every query and mutation cell as declared, and a refused cell changes nothing', async () => {
    const failures: string[] = [];
    let cells = 0;
    for (const [key, row] of Object.entries(GRAPHQL)) {
      if (key.startsWith('Subscription.')) continue;
      for (const caller of ROLES) {
        cells += 1;
        const expected = row.expect[caller];
        const variables = row.vars ? await row.vars(w, caller) : {};
        const before = await lastWrite();
        const res = await app.gql(row.document, variables, row.token ? row.token(w, caller) : w.actors[caller].token);
        await row.after?.(w, caller);
        const actual = codeOf(res) ?? (res.errors ? `error: ${res.errors[0].message}` : 'ok');
        if (actual !== expected) {
          failures.push(`${key} as ${caller}: expected ${expected}, got ${actual}${actual === 'ok' ? ` ${JSON.stringify(res.data).slice(0, 200)}` : ''}`);
          continue;
        }
        if (expected === 'ok') {
          try {
            await row.check?.(res.data, w, caller);
          } catch (error) {
            failures.push(`${key} as ${caller}: ${(error as Error).message.split('\n')[0]}`);
          }
        } else {
          const changed = await writesSince(before);
          if (changed.length) failures.push(`${key} as ${caller}: refused (${actual}) but wrote ${changed.join(', ')}`);
        }
      }
    }
    expect(failures).toEqual([]);
    expect(cells).toBe((Object.keys(GRAPHQL).length - 1) * ROLES.length);
  }, 60_000);

  it('refuses vendorNotifications to guests, customers and admins, and pushes each shop only its own', async () => {
    const refused = { guest: 'UNAUTHENTICATED', customerA: 'FORBIDDEN', customerB: 'FORBIDDEN', admin: 'FORBIDDEN' } as const;
    for (const [caller, code] of Object.entries(refused) as [Caller, string][]) {
      expect(GRAPHQL['Subscription.vendorNotifications'].expect[caller]).toBe(code);
      const sub = subscribe(app.baseUrl, w.actors[caller].token ?? null, GRAPHQL['Subscription.vendorNotifications'].document);
      const deadline = Date.now() + 5000;
      while (!sub.events.length && !sub.errors.length && Date.now() < deadline) await new Promise((resolve) => setImmediate(resolve));
      const error = sub.events[0]?.errors?.[0] ?? sub.errors[0]?.[0];
      expect(sub.events.filter((event) => event.data?.vendorNotifications), `${caller} got a notification`).toEqual([]);
      expect(error?.extensions?.code, caller).toBe(code);
      await sub.close();
    }

    const subA = subscribe(app.baseUrl, w.actors.vendorA.token!, GRAPHQL['Subscription.vendorNotifications'].document);
    const subB = subscribe(app.baseUrl, w.actors.vendorB.token!, GRAPHQL['Subscription.vendorNotifications'].document);
    await Promise.all([subA.ready, subB.ready]);
    // A subscription registers a moment after the socket is acknowledged: buy from both shops
    // until both have heard of an order, then look at what each one heard.
    const placed: Record<string, string> = {};
    for (let attempt = 0; attempt < 20 && (!subA.events.length || !subB.events.length); attempt += 1) {
      for (const order of await buy(w.actors.customerA.token!, [w.actors.vendorA.productId!, w.actors.vendorB.productId!])) placed[order.id] = order.vendor.id;
      const deadline = Date.now() + 300;
      while ((!subA.events.length || !subB.events.length) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
    }
    await subA.waitFor(1);
    await subB.waitFor(1);
    for (const [sub, shop] of [[subA, 'vendorA'], [subB, 'vendorB']] as const) {
      for (const event of sub.events) expect(placed[event.data.vendorNotifications.orderId], `${shop} heard of another shop's order`).toBe(w.actors[shop].vendorId);
    }
    await Promise.all([subA.close(), subB.close()]);
  }, 30_000);
});

// ---------------------------------------------------------------------------------------------
// The REST table: one row per route of REST_ROUTES, keyed "METHOD path"; statuses per caller.

interface RestRow {
  /** The concrete path (ids of someone else filled in), and a JSON body or multipart form. */
  call: (w: World, caller: Caller) => Promise<{ path: string; body?: unknown; form?: FormData }> | { path: string; body?: unknown; form?: FormData };
  expect: Record<Caller, number>;
  /** The token to call with, when the call ends the caller's session (default: the caller's own). */
  token?: (w: World, caller: Caller) => string | undefined;
}

const STATUS: Record<Code, number> = { UNAUTHENTICATED: 401, FORBIDDEN: 403, NOT_FOUND: 404, BAD_USER_INPUT: 400 };
/** The GraphQL expectations as statuses, with the route's success status. */
const statuses = (expectations: Expectations, success = 200): Record<Caller, number> =>
  Object.fromEntries(ROLES.map((role) => [role, expectations[role] === 'ok' ? success : STATUS[expectations[role] as Code]])) as Record<Caller, number>;
const png = () => sharp({ create: { width: 8, height: 8, channels: 3, background: '#a0c0e0' } }).png().toBuffer();
const restProduct = (name: string) => ({ name, category: 'Bakery', price: 12.34, stock: 7, description: 'Fresh.' });

const REST: Record<string, RestRow> = {
  'POST /auth/signup': {
    call: () => {
      const tag = unique();
      return { path: '/auth/signup', body: { name: 'Rest Person', username: `rest-${tag}`, email: `rest-${tag}@example.com`, phone: '416-555-0198', password: DEMO_PASSWORD, confirmPassword: DEMO_PASSWORD, role: 'customer' } };
    },
    expect: statuses(PUBLIC, 201),
  },
  'POST /auth/logout': { call: () => ({ path: '/auth/logout' }), token: throwawaySession, expect: statuses(SIGNED_IN) },
  'POST /auth/login': { call: () => ({ path: '/auth/login', body: { email: 'ben@mainstreet.test', password: DEMO_PASSWORD } }), expect: statuses(PUBLIC) },
  'GET /auth/verify-email/:token': { call: () => ({ path: `/auth/verify-email/${randomUUID()}` }), expect: statuses(all('BAD_USER_INPUT')) },
  'POST /auth/forgot-password': {
    call: async (w, caller) => {
      await sql(`delete from request_throttle`);
      return { path: '/auth/forgot-password', body: { email: w.actors[otherCustomer(caller)].email } };
    },
    expect: statuses(PUBLIC),
  },
  'POST /contact': {
    call: async () => {
      await sql(`delete from request_throttle`);
      return { path: '/contact', body: { name: 'Matrix', email: 'matrix@example.com', message: 'Hello' } };
    },
    expect: statuses(PUBLIC),
  },
  'POST /newsletter': {
    call: async () => {
      await sql(`delete from request_throttle`);
      return { path: '/newsletter', body: { email: `matrix-${unique()}@example.com` } };
    },
    expect: statuses(PUBLIC),
  },
  'POST /newsletter/confirm/:token': { call: () => ({ path: `/newsletter/confirm/${'A'.repeat(43)}` }), expect: statuses(all('BAD_USER_INPUT')) },
  'POST /newsletter/unsubscribe/:token': { call: () => ({ path: `/newsletter/unsubscribe/${'A'.repeat(43)}` }), expect: statuses(all('BAD_USER_INPUT')) },
  'POST /auth/reset-password/:token': { call: () => ({ path: `/auth/reset-password/${randomUUID()}`, body: { password: 'Another-password-1' } }), expect: statuses(all('BAD_USER_INPUT')) },
  'GET /products': { call: () => ({ path: '/products?limit=5' }), expect: statuses(PUBLIC) },
  'GET /products/:id': { call: (w) => ({ path: `/products/${w.publicProductId}` }), expect: statuses(PUBLIC) },
  'GET /vendors': { call: () => ({ path: '/vendors?limit=5' }), expect: statuses(PUBLIC) },
  'GET /vendors/with-products': { call: () => ({ path: '/vendors/with-products?limit=3&products=2' }), expect: statuses(PUBLIC) },
  'GET /vendors/profile': { call: () => ({ path: '/vendors/profile' }), expect: statuses(VENDOR) },
  'PUT /vendors/profile': {
    call: (_w, caller) => ({ path: '/vendors/profile', body: { businessName: caller === 'vendorA' ? 'Matrix Muffins' : 'Matrix Bagels' } }),
    expect: statuses(VENDOR),
  },
  'GET /vendors/sales': { call: () => ({ path: '/vendors/sales' }), expect: statuses(VENDOR) },
  'GET /vendors/products': { call: () => ({ path: '/vendors/products' }), expect: statuses(VENDOR) },
  'POST /vendors/products': { call: () => ({ path: '/vendors/products', body: restProduct(`Rest loaf ${unique()}`) }), expect: statuses(VENDOR, 201) },
  'PUT /vendors/products/:id': {
    call: (w, caller) => ({ path: `/vendors/products/${w.actors[otherShop(caller)].productId}`, body: restProduct('Hijacked') }),
    expect: statuses(NOBODY),
  },
  'DELETE /vendors/products/:id': { call: (w, caller) => ({ path: `/vendors/products/${w.actors[otherShop(caller)].productId}` }), expect: statuses(NOBODY) },
  'GET /vendors/orders': { call: () => ({ path: '/vendors/orders' }), expect: statuses(VENDOR) },
  'PUT /vendors/orders/:id': {
    call: (w, caller) => ({ path: `/vendors/orders/${w.ordersOf[otherShop(caller)][0]}`, body: { status: 'Cancelled' } }),
    expect: statuses(NOBODY),
  },
  'GET /vendors/settings': { call: () => ({ path: '/vendors/settings' }), expect: statuses(VENDOR) },
  'PUT /vendors/settings': { call: () => ({ path: '/vendors/settings', body: { emailNotifications: true } }), expect: statuses(VENDOR) },
  'PUT /vendors/change-password': {
    call: () => ({ path: '/vendors/change-password', body: { currentPassword: 'not-the-password', newPassword: 'Another-password-1' } }),
    expect: statuses({ ...all('BAD_USER_INPUT'), guest: 'UNAUTHENTICATED' }),
  },
  'POST /upload/product': {
    call: async () => {
      const form = new FormData();
      form.append('image', new Blob([new Uint8Array(await png())], { type: 'image/png' }), 'p.png');
      return { path: '/upload/product', form };
    },
    expect: statuses(VENDOR, 201),
  },
  'GET /customers/profile': { call: () => ({ path: '/customers/profile' }), expect: statuses(CUSTOMER) },
  'PUT /customers/profile/update': { call: (_w, caller) => ({ path: '/customers/profile/update', body: { name: `Rest ${caller}` } }), expect: statuses(SIGNED_IN) },
  'GET /customers/orders': { call: () => ({ path: '/customers/orders' }), expect: statuses(CUSTOMER) },
  'PUT /customers/change-password': {
    call: () => ({ path: '/customers/change-password', body: { currentPassword: 'not-the-password', newPassword: 'Another-password-1' } }),
    expect: statuses({ ...all('BAD_USER_INPUT'), guest: 'UNAUTHENTICATED' }),
  },
  'GET /cart': { call: () => ({ path: '/cart' }), expect: statuses(CUSTOMER) },
  'POST /cart/add': { call: (w) => ({ path: '/cart/add', body: { productId: w.publicProductId, quantity: 1 } }), expect: statuses(CUSTOMER) },
  'PUT /cart/update/:productId': { call: (w) => ({ path: `/cart/update/${w.publicProductId}`, body: { quantity: 1 } }), expect: statuses(CUSTOMER) },
  'DELETE /cart/remove/:productId': { call: (w) => ({ path: `/cart/remove/${w.publicProductId}` }), expect: statuses(CUSTOMER) },
  'GET /wishlist': { call: () => ({ path: '/wishlist' }), expect: statuses(CUSTOMER) },
  'POST /wishlist/add': { call: (w) => ({ path: '/wishlist/add', body: { productId: w.publicProductId } }), expect: statuses(CUSTOMER) },
  'DELETE /wishlist/remove/:productId': { call: (w) => ({ path: `/wishlist/remove/${w.publicProductId}` }), expect: statuses(CUSTOMER) },
  'POST /checkout': {
    call: async (w, caller) => {
      const token = w.actors[caller].token;
      const added = token ? await app.gql(ADD_TO_CART, { productId: w.publicProductId, quantity: 1 }, token) : undefined;
      const totalCents = added?.data?.addToCart?.totalCents ?? 1130;
      return { path: '/checkout', body: { sourceId: 'pm_card_visa', amount: totalCents / 100, customerInfo: { ...SHIPPING, name: SHIPPING.fullName } } };
    },
    expect: statuses(CUSTOMER),
  },
  'GET /admin/stats': { call: () => ({ path: '/admin/stats' }), expect: statuses(ADMIN) },
  'GET /admin/analytics': { call: () => ({ path: '/admin/analytics?months=3' }), expect: statuses(ADMIN) },
  'GET /admin/users': { call: () => ({ path: '/admin/users' }), expect: statuses(ADMIN) },
  'POST /admin/users': {
    call: () => ({ path: '/admin/users', body: { username: `rest-made-${unique()}`, email: `rest-made-${unique()}@example.com`, role: 'Customer' } }),
    expect: statuses(ADMIN, 201),
  },
  'PUT /admin/users/:id': {
    call: async (w, caller) => ({
      path: `/admin/users/${caller === 'admin' ? await throwawayUser() : w.actors[otherCustomer(caller)].id}`,
      body: { username: `rest-edit-${unique()}`, email: `rest-edit-${unique()}@example.com`, role: 'Admin' },
    }),
    expect: statuses(ADMIN),
  },
  'DELETE /admin/users/:id': {
    call: async (w, caller) => ({ path: `/admin/users/${caller === 'admin' ? await throwawayUser() : w.actors[otherCustomer(caller)].id}` }),
    expect: statuses(ADMIN),
  },
  'GET /admin/vendors': { call: () => ({ path: '/admin/vendors' }), expect: statuses(ADMIN) },
  'POST /admin/vendors': {
    call: () => ({ path: '/admin/vendors', body: { name: `Rest Shop ${unique()}`, email: `rest-shop-${unique()}@example.com`, isVerified: true } }),
    expect: statuses(ADMIN, 201),
  },
  'PUT /admin/vendors/:id': {
    call: async (w, caller) => ({
      path: `/admin/vendors/${caller === 'admin' ? (await createShop(app, [])).vendorId : w.actors[otherShop(caller)].vendorId}`,
      body: { name: `Rest Renamed ${unique()}`, email: `rest-renamed-${unique()}@example.com`, isVerified: false },
    }),
    expect: statuses(ADMIN),
  },
  'DELETE /admin/vendors/:id': {
    call: async (w, caller) => ({ path: `/admin/vendors/${caller === 'admin' ? (await createShop(app, [])).vendorId : w.actors[otherShop(caller)].vendorId}` }),
    expect: statuses(ADMIN),
  },
  'GET /admin/profile': { call: () => ({ path: '/admin/profile' }), expect: statuses(ADMIN) },
  'PUT /admin/profile': {
    call: (w) => ({ path: '/admin/profile', body: { username: 'admin', email: w.actors.admin.email } }),
    expect: statuses(ADMIN),
  },
  'GET /vendors/payouts': { call: () => ({ path: '/vendors/payouts' }), expect: statuses(VENDOR) },
  'POST /vendors/payouts/onboarding': { call: () => ({ path: '/vendors/payouts/onboarding' }), expect: statuses(VENDOR) },
  'GET /admin/payouts': { call: () => ({ path: '/admin/payouts?status=Failed' }), expect: statuses(ADMIN) },
  'PUT /admin/commission': { call: () => ({ path: '/admin/commission', body: { rate: 10 } }), expect: statuses(ADMIN) },
  'PUT /admin/change-password': {
    call: () => ({ path: '/admin/change-password', body: { currentPassword: 'not-the-password', newPassword: 'Another-password-1' } }),
    expect: statuses({ ...all('BAD_USER_INPUT'), guest: 'UNAUTHENTICATED' }),
  },
};

describe('authorization matrix: REST', () => {
  it('has one row per route of the REST table, and no row for a route that is gone', () => {
    const routes = REST_ROUTES.map((route) => `${route.method.toUpperCase()} ${route.path}`).sort();
    const rows = Object.keys(REST).sort();
    expect(routes.filter((route) => !rows.includes(route)), 'routes without a row').toEqual([]);
    expect(rows.filter((row) => !routes.includes(row)), 'rows without a route').toEqual([]);
  });

  it('answers every route and caller with the declared status, and a refused call changes nothing', async () => {
    const failures: string[] = [];
    for (const [key, row] of Object.entries(REST)) {
      const method = key.split(' ')[0].toLowerCase();
      for (const caller of ROLES) {
        const expected = row.expect[caller];
        const request = await row.call(w, caller);
        const before = await lastWrite();
        const res = await rest(app, method, request.path, { token: row.token ? row.token(w, caller) : w.actors[caller].token, body: request.body, form: request.form });
        if (res.status !== expected) {
          failures.push(`${key} as ${caller}: expected ${expected}, got ${res.status} ${JSON.stringify(res.body).slice(0, 160)}`);
          continue;
        }
        if (expected >= 300) {
          const changed = await writesSince(before);
          if (changed.length) failures.push(`${key} as ${caller}: refused (${res.status}) but wrote ${changed.join(', ')}`);
        }
      }
    }
    expect(failures).toEqual([]);
  }, 60_000);
});

// ---------------------------------------------------------------------------------------------
// What a public type may say about people and payments.

/** Output fields that may carry an email, and who may read them. A new one needs a look first. */
const EMAIL_FIELDS: Record<string, string> = {
  'User.email': "me (the caller's own) and admin lists",
  'MyShop.email': "the calling vendor's own sign-in email",
  'AdminVendor.email': 'admin only',
  'AuditEntry.actorEmail': 'admin only',
  'CustomerInfo.email': "the shipping contact of an order, for its customer and its shop",
  'ContactMessage.senderEmail': 'admin only: the address a contact-form message asks to be answered at',
};
/** Output fields whose names look like secrets but are not. */
const SECRET_LOOKING_ALLOWED: Record<string, string> = {
  'AuthPayload.token': "the caller's own new session",
  'PaymentConfig.publishableKey': "Stripe's publishable key is meant for browsers",
  'CheckoutConfirmation.cardBrand': "the brand of the card the caller's own checkout was paid with, as on any receipt",
  'CheckoutConfirmation.cardLast4': "the last four digits only (never the number), of the caller's own checkout",
};
const SECRET_NAME = /password|hash|token|secret|salt|stripe|paymentintent|intent|provider_?ref|providerref|clientsecret|apikey|webhook|card|iban/i;

describe('no public type exposes secrets or other people', () => {
  it('has no output field named like a password, token, payment reference or email outside the reviewed lists', () => {
    const rootTypes = ['Query', 'Mutation', 'Subscription'];
    const secretLike: string[] = [];
    const emailLike: string[] = [];
    for (const type of Object.values(schema.getTypeMap())) {
      // Root fields are operations, not data: the matrix above covers who may call them.
      if (type.name.startsWith('__') || !(isObjectType(type) || isInterfaceType(type)) || rootTypes.includes(type.name)) continue;
      for (const field of Object.values(type.getFields())) {
        const key = `${type.name}.${field.name}`;
        if (SECRET_NAME.test(field.name) && !SECRET_LOOKING_ALLOWED[key]) secretLike.push(key);
        if (/e-?mail/i.test(field.name) && !/notifications$/i.test(field.name)) emailLike.push(key);
        // No field hands out a whole entity type that would carry such columns.
        expect(getNamedType(field.type).name, key).not.toMatch(/Entity$/);
      }
    }
    expect(secretLike).toEqual([]);
    expect(emailLike.sort()).toEqual(Object.keys(EMAIL_FIELDS).sort());
  });

  it("shows a guest no account's email in any public answer", async () => {
    const emails = (await sql<{ email: string }>(`select email from users`)).map((row) => row.email.toLowerCase());
    expect(emails.length).toBeGreaterThan(10);
    const PRODUCT = `id name description category price priceCents stock image images createdAt vendor { ...V }`;
    const VENDOR_FIELDS = `fragment V on Vendor { id name businessName description phone address city postalCode profileImage isVerified }`;
    const answers = [
      await app.gql(`query { products(first: 100) { nodes { ${PRODUCT} } } } ${VENDOR_FIELDS}`),
      await app.gql(`query { products(first: 100, q: "bread") { nodes { ${PRODUCT} } } } ${VENDOR_FIELDS}`),
      await app.gql(`query($id: ID!) { product(id: $id) { ${PRODUCT} } } ${VENDOR_FIELDS}`, { id: w.publicProductId }),
      await app.gql(`query { trendingProducts(limit: 20) { ${PRODUCT} } } ${VENDOR_FIELDS}`),
      await app.gql(`query { categories paymentConfig { provider currency testMode publishableKey } me { id } }`),
      await app.gql(`query { vendors(first: 30) { nodes { ...V previewProducts(limit: 10) { id name } } } } ${VENDOR_FIELDS}`),
      await app.gql(`query { vendors(first: 20) { nodes { id products(first: 10) { nodes { ${PRODUCT} } } } } } ${VENDOR_FIELDS}`),
      await app.gql(`query($id: ID!) { vendor(id: $id) { ...V products(first: 100) { nodes { ${PRODUCT} } } } } ${VENDOR_FIELDS}`, { id: w.actors.vendorB.vendorId }),
      (await rest(app, 'get', '/products?limit=100')).body,
      (await rest(app, 'get', '/vendors/with-products?limit=100')).body,
      (await rest(app, 'get', `/products/${w.publicProductId}`)).body,
    ];
    const leaks: string[] = [];
    answers.forEach((answer, index) => {
      expect(JSON.stringify(answer)).not.toMatch(/"errors"/);
      const text = JSON.stringify(answer).toLowerCase();
      for (const email of emails) if (text.includes(email)) leaks.push(`answer ${index}: ${email}`);
    });
    expect(leaks).toEqual([]);
  });
});

import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createCustomers, createShop, SHIPPING } from '../../../test/commerce-fixtures';
import { login, startTestApp, type TestApp } from '../../../test/test-app';
import { createSchema } from '../../schema';
import { demoOrders, pendingProducts, pendingVendor } from '../../db/seed/demo-data';
import { assertNotLastAdmin, LAST_ADMIN } from './account-rules';
import { NOT_YOUR_ROLE, NOT_YOURSELF } from './admin-users.service';

const USERS = `query AdminUsers($q: String, $first: Int, $after: String) {
  adminUsers(q: $q, first: $first, after: $after) { nodes { id username email role } pageInfo { endCursor hasNextPage } } }`;
const CREATE_USER = `mutation CreateUser($input: AdminUserInput!) { createUser(input: $input) { id username email role } }`;
const UPDATE_USER = `mutation UpdateUser($id: ID!, $input: AdminUserInput!) { updateUser(id: $id, input: $input) { id username email role } }`;
const DELETE_USER = `mutation DeleteUser($id: ID!) { deleteUser(id: $id) }`;
const PROFILE = `mutation UpdateAdminProfile($input: AdminProfileInput!) { updateAdminProfile(input: $input) { id username email phone } }`;
const VENDORS = `query AdminVendors($q: String, $first: Int, $after: String) {
  adminVendors(q: $q, first: $first, after: $after) { nodes { id ownerId name email phone isVerified productCount } pageInfo { endCursor hasNextPage } } }`;
const CREATE_VENDOR = `mutation CreateVendor($input: AdminVendorInput!) { createVendor(input: $input) { id ownerId name email phone isVerified productCount } }`;
const UPDATE_VENDOR = `mutation UpdateVendor($id: ID!, $input: AdminVendorInput!) { updateVendor(id: $id, input: $input) { id name email phone isVerified } }`;
const DELETE_VENDOR = `mutation DeleteVendor($id: ID!) { deleteVendor(id: $id) }`;
const VENDOR_IMPACT = `query AdminVendorDeletionImpact($id: ID!) { adminVendorDeletionImpact(id: $id) { openOrderCount refundTotalCents } }`;
const STATS = `query AdminStats { adminStats { users vendors orders totalRevenueCents statusBreakdown { status count } } }`;
const ANALYTICS = `query AdminAnalytics { adminAnalytics(months: 3) { newUsers } }`;
const AUDIT = `query AuditLog { auditLog(first: 5) { nodes { id } } }`;
const ME = `query Me { me { id role } }`;
const PUBLIC_PRODUCTS = `query Products($q: String) { products(q: $q, first: 100) { nodes { id name } } }`;
const publicNames = async (q: string) => (await app.gql(PUBLIC_PRODUCTS, { q })).data.products.nodes.map((p: { name: string }) => p.name);

let app: TestApp;
let admin: string;
let adminId: string;
let customer: string;
let vendor: string;

const code = (res: { errors?: { extensions?: { code?: string } }[] }) => res.errors?.[0]?.extensions?.code;
const sql = <T = Record<string, unknown>>(query: string, params: unknown[] = []) => app.orm.em.fork().getConnection().execute<T[]>(query, params);
const idOf = async (email: string) => (await sql<{ id: string }>(`select id from users where email = ? and deleted_at is null`, [email]))[0].id;
let seq = 0;
const userInput = (overrides: Record<string, unknown> = {}) => {
  seq += 1;
  return { username: `made_${seq}`, email: `made${seq}@example.com`, role: 'Customer', ...overrides };
};

beforeAll(async () => {
  app = await startTestApp({ seed: true });
  admin = await login(app, 'admin@mainstreet.test');
  adminId = await idOf('admin@mainstreet.test');
  customer = await login(app, 'alice@mainstreet.test');
  vendor = await login(app, 'vendor1@mainstreet.test');
});
afterAll(() => app.close());
afterEach(() => {
  vi.restoreAllMocks();
});

describe('admin operations are admin-only', () => {
  const someId = randomUUID();
  const operations: Record<string, [string, Record<string, unknown>]> = {
    adminUsers: [USERS, {}],
    createUser: [CREATE_USER, { input: { username: 'sneaky', email: 'sneaky@example.com', role: 'Admin' } }],
    updateUser: [UPDATE_USER, { id: someId, input: { username: 'sneaky', email: 'sneaky@example.com', role: 'Admin' } }],
    deleteUser: [DELETE_USER, { id: someId }],
    updateAdminProfile: [PROFILE, { input: { username: 'sneaky', email: 'sneaky@example.com' } }],
    adminVendors: [VENDORS, {}],
    createVendor: [CREATE_VENDOR, { input: { name: 'Sneaky Shop', email: 'sneaky@example.com', isVerified: true } }],
    updateVendor: [UPDATE_VENDOR, { id: someId, input: { name: 'Sneaky Shop', email: 'sneaky@example.com', isVerified: true } }],
    deleteVendor: [DELETE_VENDOR, { id: someId }],
    adminVendorDeletionImpact: [VENDOR_IMPACT, { id: someId }],
    adminStats: [STATS, {}],
    adminAnalytics: [ANALYTICS, {}],
    auditLog: [AUDIT, {}],
    failedRefunds: [`query FailedRefunds { failedRefunds(first: 5) { nodes { id } } }`, {}],
    retryRefund: [`mutation RetryRefund($orderId: ID!) { retryRefund(orderId: $orderId) { id } }`, { orderId: someId }],
    setProductFeatured: [`mutation SetProductFeatured($id: ID!) { setProductFeatured(productId: $id, featured: true) { id } }`, { id: someId }],
    contactMessages: [`query ContactMessages { contactMessages(first: 5) { nodes { id } } }`, {}],
    unreadContactMessageCount: [`query UnreadContactMessageCount { unreadContactMessageCount }`, {}],
    setContactMessageRead: [`mutation SetContactMessageRead($id: ID!) { setContactMessageRead(id: $id, read: true) { id } }`, { id: someId }],
    adminPayouts: [`query { adminPayouts { commissionEarnedCents } }`, {}],
    adminTransfers: [`query { adminTransfers(first: 5) { nodes { id } } }`, {}],
    retryTransfer: [`mutation RetryTransfer($id: ID!) { retryTransfer(id: $id) { id } }`, { id: someId }],
    adminShopBalances: [`query { adminShopBalances(first: 5) { nodes { id } } }`, {}],
    ledgerIntegrity: [`query { ledgerIntegrity { ok } }`, {}],
    commissionSettings: [`query { commissionSettings { ratePercent } }`, {}],
    setPlatformCommission: [`mutation { setPlatformCommission(ratePercent: 1) { ratePercent } }`, {}],
    adminTaxReport: [`query { adminTaxReport(months: 3) { month } }`, {}],
    taxRates: [`query { taxRates { id } }`, {}],
    addTaxRate: [
      `mutation AddTaxRate($input: TaxRateInput!) { addTaxRate(input: $input) { id } }`,
      { input: { province: 'ON', tax: 'HST', rate: 14, effectiveFrom: '2099-01-01' } },
    ],
    setShopCommission: [`mutation SetShopCommission($vendorId: ID!) { setShopCommission(vendorId: $vendorId, ratePercent: 1) { ratePercent } }`, { vendorId: someId }],
  };

  it('covers every field the schema documents as "Admin."', async () => {
    const schema = await createSchema();
    const adminFields = [schema.getQueryType()!, schema.getMutationType()!].flatMap((type) =>
      Object.values(type.getFields())
        .filter((field) => field.description?.startsWith('Admin.'))
        .map((field) => field.name),
    );
    expect(adminFields.sort()).toEqual(Object.keys(operations).sort());
  });

  it('refuses customers and vendors (FORBIDDEN) and guests (UNAUTHENTICATED), changing nothing', async () => {
    const snapshot = () => sql(`select (select count(*) from users) as users, (select count(*) from vendors) as vendors,
      (select count(*) from audit_log) as audit, (select max(updated_at) from users) as updated`);
    const before = await snapshot();
    for (const [name, [query, variables]] of Object.entries(operations)) {
      for (const [token, expected] of [
        [customer, 'FORBIDDEN'],
        [vendor, 'FORBIDDEN'],
        [undefined, 'UNAUTHENTICATED'],
      ] as const) {
        const res = await app.gql(query, variables, token);
        expect(code(res), `${name} as ${expected === 'UNAUTHENTICATED' ? 'guest' : token === customer ? 'customer' : 'vendor'}`).toBe(expected);
        expect(res.data?.[name] ?? null).toBeNull();
      }
    }
    expect(await snapshot()).toEqual(before);
  });
});

describe('users', () => {
  it('lists live accounts by username, searchable by part of the username or email, in keyset pages', async () => {
    const all = (await app.gql(USERS, { first: 100 }, admin)).data.adminUsers.nodes;
    const usernames = all.map((u: { username: string }) => u.username);
    expect(usernames).toEqual([...usernames].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    expect(usernames).toContain('alice');
    expect(all.find((u: { username: string }) => u.username === 'admin')).toMatchObject({ role: 'Admin', email: 'admin@mainstreet.test' });

    const first = (await app.gql(USERS, { first: 5 }, admin)).data.adminUsers;
    const second = (await app.gql(USERS, { first: 5, after: first.pageInfo.endCursor }, admin)).data.adminUsers;
    expect([...first.nodes, ...second.nodes].map((u: { id: string }) => u.id)).toEqual(all.slice(0, 10).map((u: { id: string }) => u.id));
    expect(first.pageInfo.hasNextPage).toBe(true);

    const byEmail = (await app.gql(USERS, { q: 'VENDOR1' }, admin)).data.adminUsers.nodes.map((u: { email: string }) => u.email);
    expect(byEmail.sort()).toEqual(['vendor1@mainstreet.test', 'vendor10@mainstreet.test', 'vendor11@mainstreet.test'].sort());
    expect((await app.gql(USERS, { q: 'ali' }, admin)).data.adminUsers.nodes.map((u: { username: string }) => u.username)).toEqual(['alice']);
    expect((await app.gql(USERS, { q: '100%_' }, admin)).data.adminUsers.nodes).toEqual([]);
  });

  it('creates an account of any role, Admin included, with no usable password and a set-password email due', async () => {
    const input = userInput({ role: 'Admin', email: 'New.Admin@Example.com' });
    const res = await app.gql(CREATE_USER, { input }, admin);
    expect(res.errors).toBeUndefined();
    const created = res.data.createUser;
    expect(created).toMatchObject({ username: input.username, email: 'new.admin@example.com', role: 'Admin' });
    const mail = await sql(`select kind from mail_outbox where recipient = ?`, ['new.admin@example.com']);
    expect(mail).toEqual([{ kind: 'password-setup' }]);
    const [row] = await sql<{ password_hash: string; is_verified: boolean }>(`select password_hash, is_verified from users where id = ?`, [created.id]);
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    expect(row.is_verified).toBe(false);
    // Nobody chose the password, so nobody can sign in with it; the demo password is not it.
    const signIn = await app.gql(`mutation($i: LoginInput!) { login(input: $i) { token } }`, { i: { email: input.email, password: 'Password123!' } });
    expect(code(signIn)).toBe('UNAUTHENTICATED');
    // The new admin is a real admin.
    expect((await app.gql(STATS, {}, app.tokenFor(created.id))).data.adminStats.users).toBeGreaterThan(0);
  });

  it('gives a new Vendor account a pending shop', async () => {
    const input = userInput({ role: 'Vendor' });
    const created = (await app.gql(CREATE_USER, { input }, admin)).data.createUser;
    const [shop] = await sql(`select business_name, is_verified, deleted_at from vendors where user_id = ?`, [created.id]);
    expect(shop).toEqual({ business_name: input.username, is_verified: false, deleted_at: null });
  });

  it('refuses taken emails and usernames and bad input, creating nothing', async () => {
    const count = async () => Number((await sql(`select count(*)::int as n from users`))[0].n);
    const before = await count();
    for (const [input, message] of [
      [userInput({ email: 'ALICE@mainstreet.test' }), 'An account with this email already exists.'],
      [userInput({ username: 'Alice' }), 'This username is already taken.'],
      [userInput({ email: 'nope' }), 'Please enter a valid email address.'],
      [userInput({ username: 'a b' }), 'Username must be 3 to 30 letters, digits, dots, dashes or underscores.'],
    ] as const) {
      const res = await app.gql(CREATE_USER, { input }, admin);
      expect(res.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
    }
    expect(code(await app.gql(CREATE_USER, { input: userInput({ role: 'Boss' }) }, admin))).toBe('BAD_USER_INPUT');
    expect(await count()).toBe(before);
  });

  it('edits username, email and role; a role change signs the account out', async () => {
    const created = (await app.gql(CREATE_USER, { input: userInput() }, admin)).data.createUser;
    const token = app.tokenFor(created.id);
    expect((await app.gql(ME, {}, token)).data.me.role).toBe('Customer');
    const res = await app.gql(UPDATE_USER, { id: created.id, input: { username: 'renamed_one', email: 'Renamed@Example.com', role: 'Vendor' } }, admin);
    expect(res.data.updateUser).toEqual({ id: created.id, username: 'renamed_one', email: 'renamed@example.com', role: 'Vendor' });
    expect(code(await app.gql(ME, {}, token))).toBe('UNAUTHENTICATED');
    const [shop] = await sql(`select is_verified, deleted_at from vendors where user_id = ?`, [created.id]);
    expect(shop).toEqual({ is_verified: false, deleted_at: null });
    expect(code(await app.gql(UPDATE_USER, { id: randomUUID(), input: userInput() }, admin))).toBe('NOT_FOUND');
    expect(code(await app.gql(UPDATE_USER, { id: 'not-an-id', input: userInput() }, admin))).toBe('NOT_FOUND');
  });

  it('closes the shop of an account leaving the Vendor role, and reopens it pending when it returns', async () => {
    const shop = await createShop(app, [{ name: 'Role Change Relish', priceCents: 500, stock: 5 }]);
    const [{ user_id: ownerId }] = await sql<{ user_id: string }>(`select user_id from vendors where id = ?`, [shop.vendorId]);
    const [owner] = await sql<{ username: string; email: string }>(`select username, email from users where id = ?`, [ownerId]);
    const names = () => publicNames('Role Change Relish');
    expect(await names()).toEqual(['Role Change Relish']);

    await app.gql(UPDATE_USER, { id: ownerId, input: { ...owner, role: 'Customer' } }, admin);
    expect(await names()).toEqual([]);
    await app.gql(UPDATE_USER, { id: ownerId, input: { ...owner, role: 'Vendor' } }, admin);
    const [row] = await sql(`select is_verified, deleted_at from vendors where id = ?`, [shop.vendorId]);
    expect(row).toEqual({ is_verified: false, deleted_at: null });
    expect(await names()).toEqual([]); // back, but pending until an admin verifies it
  });

  it('refuses to let an admin delete or demote themselves, with a clear message', async () => {
    const del = await app.gql(DELETE_USER, { id: adminId }, admin);
    expect(del.errors?.[0]).toMatchObject({ message: NOT_YOURSELF, extensions: { code: 'FORBIDDEN' } });
    const demote = await app.gql(UPDATE_USER, { id: adminId, input: { username: 'admin', email: 'admin@mainstreet.test', role: 'Customer' } }, admin);
    expect(demote.errors?.[0]).toMatchObject({ message: NOT_YOUR_ROLE, extensions: { code: 'FORBIDDEN' } });
    // Editing their own username or email is fine.
    const same = await app.gql(UPDATE_USER, { id: adminId, input: { username: 'admin', email: 'admin@mainstreet.test', role: 'Admin' } }, admin);
    expect(same.data.updateUser.role).toBe('Admin');
    const [row] = await sql(`select role, deleted_at from users where id = ?`, [adminId]);
    expect(row).toEqual({ role: 'Admin', deleted_at: null });
  });

  it('never removes the last admin, even when two admins remove each other at the same time', async () => {
    // A database of its own: only these two admins.
    const solo = await startTestApp();
    try {
      const soloSql = solo.orm.em.fork().getConnection();
      const [a, b] = [randomUUID(), randomUUID()];
      await soloSql.execute(
        `insert into users (id, username, name, email, role, password_hash)
         values (?, 'admin_a', 'A', 'a@example.com', 'Admin', 'x'), (?, 'admin_b', 'B', 'b@example.com', 'Admin', 'x')`,
        [a, b],
      );
      const [tokenA, tokenB] = [solo.tokenFor(a), solo.tokenFor(b)];
      for (let round = 0; round < 3; round += 1) {
        const results = await Promise.all([solo.gql(DELETE_USER, { id: b }, tokenA), solo.gql(DELETE_USER, { id: a }, tokenB)]);
        const admins = await soloSql.execute(`select id from users where role = 'Admin' and deleted_at is null`);
        expect(admins).toHaveLength(1);
        const refused = results.filter((res) => res.errors);
        expect(refused).toHaveLength(1);
        // The loser was deleted first: its session is gone, or (request already running) it is no longer an admin.
        expect(['You do not have permission to do this.', 'Your session has expired. Please log in again.']).toContain(refused[0].errors![0].message);
        // Put the deleted one back for the next round.
        await soloSql.execute(`update users set deleted_at = null, token_version = 0`);
      }
      // The same race with demotions: two admins demoting each other leave exactly one admin.
      const results = await Promise.all([
        solo.gql(UPDATE_USER, { id: b, input: { username: 'admin_b', email: 'b@example.com', role: 'Customer' } }, tokenA),
        solo.gql(UPDATE_USER, { id: a, input: { username: 'admin_a', email: 'a@example.com', role: 'Customer' } }, tokenB),
      ]);
      expect(results.filter((res) => res.errors)).toHaveLength(1);
      expect(await soloSql.execute(`select id from users where role = 'Admin' and deleted_at is null`)).toHaveLength(1);
    } finally {
      await solo.close();
    }
  });

  it('soft-deletes an account: sign-in and tokens stop, the email is free again, past orders stay readable', async () => {
    const [buyer] = await createCustomers(app, 1);
    const shop = await createShop(app, [{ name: 'Farewell Fudge', priceCents: 800, stock: 5 }]);
    const added = await app.gql(`mutation($p: ID!) { addToCart(productId: $p, quantity: 1) { totalCents } }`, { p: shop.productIds[0] }, buyer.token);
    const checkout = await app.gql(`mutation($i: CheckoutInput!) { checkout(input: $i) { orders { id } } }`, {
      i: { idempotencyKey: randomUUID(), paymentMethodId: 'pm_card_visa', expectedTotalCents: added.data.addToCart.totalCents, shipping: SHIPPING },
    }, buyer.token);
    const orderId = checkout.data.checkout.orders[0].id;
    await app.gql(`mutation($p: ID!) { addToWishlist(productId: $p) { addedAt } }`, { p: shop.productIds[0] }, buyer.token);
    const [{ email }] = await sql<{ email: string }>(`select email from users where id = ?`, [buyer.id]);

    expect((await app.gql(DELETE_USER, { id: buyer.id }, admin)).data.deleteUser).toBe(true);
    expect(code(await app.gql(ME, {}, buyer.token))).toBe('UNAUTHENTICATED');
    expect((await app.gql(USERS, { q: email }, admin)).data.adminUsers.nodes).toEqual([]);
    expect(await sql(`select * from wishlist_items where customer_id = ?`, [buyer.id])).toEqual([]);
    expect(code(await app.gql(DELETE_USER, { id: buyer.id }, admin))).toBe('NOT_FOUND');

    // The shop still reads the order, with its customer's name and items.
    const [{ user_id: ownerId }] = await sql<{ user_id: string }>(`select user_id from vendors where id = ?`, [shop.vendorId]);
    const orders = (await app.gql(`{ vendorOrders { nodes { id customerName items { productName } } } }`, {}, app.tokenFor(ownerId))).data.vendorOrders.nodes;
    expect(orders).toEqual([{ id: orderId, customerName: SHIPPING.fullName, items: [{ productName: 'Farewell Fudge' }] }]);

    // The address can sign up again as a new account.
    const again = await app.gql(`mutation($i: SignupInput!) { signup(input: $i) { message } }`, {
      i: { name: 'Back Again', username: `back_${seq}`, email, phone: '416-555-0100', password: 'Sup3r-secret', confirmPassword: 'Sup3r-secret', role: 'Customer' },
    });
    expect(again.errors).toBeUndefined();
    const signIn = await app.gql(`mutation($i: LoginInput!) { login(input: $i) { token } }`, { i: { email, password: 'Sup3r-secret' } });
    expect(signIn.data.login.token).toBeTruthy();
  });

  it("lets an admin edit their own username, email and phone", async () => {
    const other = (await app.gql(CREATE_USER, { input: userInput({ role: 'Admin' }) }, admin)).data.createUser;
    const token = app.tokenFor(other.id);
    const res = await app.gql(PROFILE, { input: { username: 'second_admin', email: 'Second.Admin@Example.com', phone: '416-555-0199' } }, token);
    expect(res.data.updateAdminProfile).toEqual({ id: other.id, username: 'second_admin', email: 'second.admin@example.com', phone: '416-555-0199' });
    const taken = await app.gql(PROFILE, { input: { username: 'second_admin', email: 'alice@mainstreet.test' } }, token);
    expect(taken.errors?.[0]).toMatchObject({ message: 'An account with this email already exists.', extensions: { code: 'BAD_USER_INPUT' } });
    const blank = await app.gql(PROFILE, { input: { username: 'second_admin', email: '' } }, token);
    expect(code(blank)).toBe('BAD_USER_INPUT');
    const cleared = await app.gql(PROFILE, { input: { username: 'second_admin', email: 'second.admin@example.com', phone: '' } }, token);
    expect(cleared.data.updateAdminProfile.phone).toBeNull();
  });
});

describe('vendors', () => {
  const vendorsNamed = async (q: string) => (await app.gql(VENDORS, { q }, admin)).data.adminVendors.nodes;

  it('lists every live shop, verified or pending, by name with owner email and phone', async () => {
    const nodes = (await app.gql(VENDORS, { first: 100 }, admin)).data.adminVendors.nodes;
    const names = nodes.map((v: { name: string }) => v.name);
    expect(names).toEqual([...names].sort());
    expect(nodes.find((v: { name: string }) => v.name === 'Crust & Crumb Bakery')).toMatchObject({
      email: 'vendor1@mainstreet.test',
      phone: '416-555-0111',
      isVerified: true,
      productCount: 8,
    });
    expect(nodes.find((v: { name: string }) => v.name === pendingVendor.businessName)).toMatchObject({
      email: pendingVendor.owner.email,
      isVerified: false,
      productCount: pendingProducts.length,
    });
    expect((await vendorsNamed('CHEESE')).map((v: { name: string }) => v.name)).toEqual(['Limestone Cheese Co.']);
  });

  it('shows a pending shop’s products in the catalogue only once it is verified, and hides them again when set back to pending', async () => {
    const [pending] = await vendorsNamed('Trillium');
    const shopPage = async () => (await app.gql(`query($id: ID!) { vendor(id: $id) { id } }`, { id: pending.id })).data.vendor;
    for (const product of pendingProducts) expect(await publicNames(product.name)).not.toContain(product.name);
    expect(await shopPage()).toBeNull();

    const input = { name: pending.name, email: pending.email, phone: pending.phone, isVerified: true };
    const res = await app.gql(UPDATE_VENDOR, { id: pending.id, input }, admin);
    expect(res.data.updateVendor).toMatchObject({ id: pending.id, isVerified: true });
    for (const product of pendingProducts) expect(await publicNames(product.name)).toContain(product.name);
    expect(await shopPage()).toEqual({ id: pending.id });

    // Editing the name without isVerified (or with null) keeps the shop verified and public.
    const { isVerified: _omitted, ...withoutVerification } = input;
    const renamed = await app.gql(UPDATE_VENDOR, { id: pending.id, input: { ...withoutVerification, name: `${pending.name} & Co.` } }, admin);
    expect(renamed.data.updateVendor).toMatchObject({ name: `${pending.name} & Co.`, isVerified: true });
    const renamedAgain = await app.gql(UPDATE_VENDOR, { id: pending.id, input: { ...input, isVerified: null } }, admin);
    expect(renamedAgain.data.updateVendor).toMatchObject({ name: pending.name, isVerified: true });
    expect(await shopPage()).toEqual({ id: pending.id });

    await app.gql(UPDATE_VENDOR, { id: pending.id, input: { ...input, isVerified: false } }, admin);
    for (const product of pendingProducts) expect(await publicNames(product.name)).not.toContain(product.name);
  });

  it('creates a shop with its owner account (set-password email due) and edits name, email and phone', async () => {
    const created = await app.gql(CREATE_VENDOR, { input: { name: '  Harbour Honey  ', email: 'Honey@Example.com', phone: '905-555-0150', isVerified: false } }, admin);
    expect(created.errors).toBeUndefined();
    const shop = created.data.createVendor;
    expect(shop).toMatchObject({ name: 'Harbour Honey', email: 'honey@example.com', phone: '905-555-0150', isVerified: false, productCount: 0 });
    expect(await sql(`select kind from mail_outbox where recipient = ?`, ['honey@example.com'])).toEqual([{ kind: 'password-setup' }]);
    const [owner] = await sql(`select username, role, name from users where id = ?`, [shop.ownerId]);
    expect(owner).toEqual({ username: 'honey', role: 'Vendor', name: 'Harbour Honey' });

    const updated = await app.gql(UPDATE_VENDOR, { id: shop.id, input: { name: 'Harbour Honey Co.', email: 'hello@harbourhoney.example', phone: '', isVerified: true } }, admin);
    expect(updated.data.updateVendor).toEqual({ id: shop.id, name: 'Harbour Honey Co.', email: 'hello@harbourhoney.example', phone: null, isVerified: true });
    const [row] = await sql(`select email from users where id = ?`, [shop.ownerId]);
    expect(row).toEqual({ email: 'hello@harbourhoney.example' });
  });

  it('validates the vendor dialog: name and email required, email unique', async () => {
    const before = await sql(`select count(*)::int as n from vendors`);
    for (const [input, message] of [
      [{ name: ' ', email: 'x1@example.com', isVerified: false }, 'Name is required.'],
      [{ name: 'X', email: '', isVerified: false }, 'Please enter a valid email address.'],
      [{ name: 'X', email: 'vendor2@mainstreet.test', isVerified: false }, 'An account with this email already exists.'],
      [{ name: 'X', email: 'x2@example.com', phone: 'call me', isVerified: false }, 'Please enter a valid phone number.'],
    ] as const) {
      const res = await app.gql(CREATE_VENDOR, { input }, admin);
      expect(res.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
    }
    expect(await sql(`select count(*)::int as n from vendors`)).toEqual(before);
    const [cheese] = await vendorsNamed('Limestone');
    const clash = await app.gql(UPDATE_VENDOR, { id: cheese.id, input: { name: cheese.name, email: 'vendor1@mainstreet.test', isVerified: true } }, admin);
    expect(clash.errors?.[0].message).toBe('An account with this email already exists.');
    expect(code(await app.gql(UPDATE_VENDOR, { id: randomUUID(), input: { name: 'X', email: 'x3@example.com', isVerified: true } }, admin))).toBe('NOT_FOUND');
  });

  it('deletes a shop: it and its products leave the catalogue and carts, its owner cannot sign in, its orders stay readable', async () => {
    const shop = await createShop(app, [{ name: 'Closing Down Chutney', priceCents: 650, stock: 9 }]);
    const [{ user_id: ownerId }] = await sql<{ user_id: string }>(`select user_id from vendors where id = ?`, [shop.vendorId]);
    const [buyer, other] = await createCustomers(app, 2);
    const added = await app.gql(`mutation($p: ID!) { addToCart(productId: $p, quantity: 1) { totalCents } }`, { p: shop.productIds[0] }, buyer.token);
    const checkout = await app.gql(`mutation($i: CheckoutInput!) { checkout(input: $i) { orders { id } } }`, {
      i: { idempotencyKey: randomUUID(), paymentMethodId: 'pm_card_visa', expectedTotalCents: added.data.addToCart.totalCents, shipping: SHIPPING },
    }, buyer.token);
    expect(checkout.errors).toBeUndefined();
    await app.gql(`mutation($p: ID!) { addToCart(productId: $p, quantity: 2) { totalCents } }`, { p: shop.productIds[0] }, other.token);

    expect((await app.gql(DELETE_VENDOR, { id: shop.vendorId }, admin)).data.deleteVendor).toBe(true);
    expect((await app.gql(`query($id: ID!) { product(id: $id) { id } }`, { id: shop.productIds[0] })).data.product).toBeNull();
    expect((await app.gql(`query($id: ID!) { vendor(id: $id) { id } }`, { id: shop.vendorId })).data.vendor).toBeNull();
    expect(await sql(`select * from cart_items where product_id = ?`, [shop.productIds[0]])).toEqual([]);
    expect((await vendorsNamed(shop.vendorId.slice(0, 8))).length).toBe(0);
    expect(code(await app.gql(ME, {}, app.tokenFor(ownerId)))).toBe('UNAUTHENTICATED');
    expect((await app.gql(USERS, { q: `shop-${ownerId.slice(0, 8)}` }, admin)).data.adminUsers.nodes).toEqual([]);

    const orders = (await app.gql(`{ myOrders { nodes { id vendor { businessName } items { productName quantity } } } }`, {}, buyer.token)).data.myOrders.nodes;
    expect(orders).toEqual([
      { id: checkout.data.checkout.orders[0].id, vendor: { businessName: `Shop ${ownerId.slice(0, 8)}` }, items: [{ productName: 'Closing Down Chutney', quantity: 1 }] },
    ]);
    expect(code(await app.gql(DELETE_VENDOR, { id: shop.vendorId }, admin))).toBe('NOT_FOUND');
  });
});

describe('demo figures', () => {
  it('counts the demo data as the seed describes it', async () => {
    // A database of its own, seeded and untouched by the tests above.
    const fresh = await startTestApp({ seed: true });
    try {
      const token = await login(fresh, 'admin@mainstreet.test');
      const stats = (await fresh.gql(STATS, {}, token)).data.adminStats;
      const orders = demoOrders();
      const sales = orders.filter((order) => order.status !== 'Cancelled');
      expect(stats.users).toBe(1 + 7 + 11); // admin, customers, vendor owners (one shop pending)
      expect(stats.vendors).toBe(11);
      expect(stats.orders).toBe(sales.length);
      const [{ revenue }] = await fresh.orm.em.fork().execute(`select sum(subtotal_cents)::int as revenue from orders where status <> 'Cancelled'`);
      expect(stats.totalRevenueCents).toBe(revenue);
      expect(stats.statusBreakdown.find((s: { status: string }) => s.status === 'Cancelled').count).toBe(orders.length - sales.length);
    } finally {
      await fresh.close();
    }
  });
});

describe('assertNotLastAdmin', () => {
  // Through the API the caller is always another live admin (self-removal is refused), so this
  // guard is the last line for any future caller: it must refuse when no other admin remains.
  it('refuses to remove the only admin and allows it while another remains', () => {
    expect(() => assertNotLastAdmin(['a'], 'a')).toThrow(LAST_ADMIN);
    expect(() => assertNotLastAdmin(['a', 'b'], 'a')).not.toThrow();
  });
});

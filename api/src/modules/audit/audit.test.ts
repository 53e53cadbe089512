import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyProviderOutcome, createCustomers, createShop, SHIPPING } from '../../../test/commerce-fixtures';
import { login, startTestApp, type TestApp } from '../../../test/test-app';
import { createSchema } from '../../schema';
import { recordAudit } from './audit.service';
import { AuditAction, AuditTargetType } from './audit.types';

const AUDIT = `query AuditLog($actor: String, $action: AuditAction, $targetId: ID, $from: DateTimeISO, $to: DateTimeISO, $first: Int, $after: String) {
  auditLog(actor: $actor, action: $action, targetId: $targetId, from: $from, to: $to, first: $first, after: $after) {
    nodes { id createdAt actorId actorEmail actorRole action targetType targetId summary changes { field before after } }
    pageInfo { endCursor hasNextPage } } }`;

let app: TestApp;
let admin: string;
let adminId: string;
const sql = <T = Record<string, unknown>>(query: string, params: unknown[] = []) => app.orm.em.fork().getConnection().execute<T[]>(query, params);
const code = (res: { errors?: { extensions?: { code?: string } }[] }) => res.errors?.[0]?.extensions?.code;

interface Entry {
  actorId: string | null;
  actorEmail: string | null;
  actorRole: string | null;
  action: string;
  targetType: string;
  targetId: string;
  summary: string;
  summaryMessage: { id: string; params: { name: string; value: string | null }[] } | null;
  changes: { field: string; before: string | null; after: string | null }[];
}

/** An entry's message as id and a name → value object, for comparison. */
const message = (entry: Entry) => entry.summaryMessage && { id: entry.summaryMessage.id, ...Object.fromEntries(entry.summaryMessage.params.map((p) => [p.name, p.value])) };

/** The summaries of the entries about one record, as messages (the web words them in the reader's language). */
const AUDIT_MESSAGES = `query AuditMessages($targetId: ID) {
  auditLog(targetId: $targetId, first: 50) { nodes { action summary summaryMessage { id params { name value } } } } }`;

/** The entries about one record with their messages, oldest first. */
async function messagesFor(targetId: string): Promise<Entry[]> {
  const res = await app.gql(AUDIT_MESSAGES, { targetId }, admin);
  expect(res.errors).toBeUndefined();
  return [...res.data.auditLog.nodes].reverse();
}

/** The entries about one record, oldest first. */
async function entriesFor(targetId: string): Promise<Entry[]> {
  const res = await app.gql(AUDIT, { targetId, first: 50 }, admin);
  expect(res.errors).toBeUndefined();
  return [...res.data.auditLog.nodes].reverse();
}

async function ownerToken(vendorId: string) {
  const [{ user_id }] = await sql<{ user_id: string }>(`select user_id from vendors where id = ?`, [vendorId]);
  return { id: user_id, token: app.tokenFor(user_id) };
}

async function paidOrder(productId: string) {
  const [customer] = await createCustomers(app, 1);
  const added = await app.gql(`mutation($p: ID!) { addToCart(productId: $p, quantity: 1) { totalCents } }`, { p: productId }, customer.token);
  const res = await app.gql(`mutation($i: CheckoutInput!) { checkout(input: $i) { orders { id shortNumber } } }`, {
    i: { idempotencyKey: randomUUID(), paymentMethodId: 'pm_card_visa', expectedTotalCents: added.data.addToCart.totalCents, shipping: SHIPPING },
  }, customer.token);
  return res.data.checkout.orders[0] as { id: string; shortNumber: string };
}

beforeAll(async () => {
  app = await startTestApp({ seed: true });
  admin = await login(app, 'admin@mainstreet.test');
  [{ id: adminId }] = await sql<{ id: string }>(`select id from users where email = 'admin@mainstreet.test'`);
});
afterAll(() => app.close());

describe('audit entries for privileged changes', () => {
  const byAdmin = { actorEmail: 'admin@mainstreet.test', actorRole: 'Admin' };

  it('records admin changes to accounts and roles, with before and after values', async () => {
    const created = (await app.gql(`mutation($i: AdminUserInput!) { createUser(input: $i) { id } }`, {
      i: { username: 'audited_user', email: 'audited@example.com', role: 'Customer' },
    }, admin)).data.createUser;
    await app.gql(`mutation($id: ID!, $i: AdminUserInput!) { updateUser(id: $id, input: $i) { id } }`, {
      id: created.id,
      i: { username: 'audited_user', email: 'audited2@example.com', role: 'Vendor' },
    }, admin);
    await app.gql(`mutation($id: ID!) { deleteUser(id: $id) }`, { id: created.id }, admin);

    const entries = await entriesFor(created.id);
    // When: each entry carries its time, in the order the changes were made.
    const times = entries.map((entry) => Date.parse((entry as Entry & { createdAt: string }).createdAt));
    expect(times.every((time) => Math.abs(Date.now() - time) < 60_000)).toBe(true);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(entries).toMatchObject([
      {
        ...byAdmin,
        actorId: adminId,
        action: 'UserCreate',
        targetType: 'User',
        targetId: created.id,
        summary: 'Created Customer account audited_user (audited@example.com)',
        changes: [
          { field: 'username', before: null, after: 'audited_user' },
          { field: 'email', before: null, after: 'audited@example.com' },
          { field: 'role', before: null, after: 'Customer' },
        ],
      },
      {
        ...byAdmin,
        actorId: adminId,
        action: 'UserUpdate',
        targetType: 'User',
        targetId: created.id,
        summary: 'Changed email of audited_user (audited2@example.com)',
        changes: [{ field: 'email', before: 'audited@example.com', after: 'audited2@example.com' }],
      },
      {
        ...byAdmin,
        actorId: adminId,
        action: 'UserRoleChange',
        targetType: 'User',
        targetId: created.id,
        summary: 'Changed role of audited_user (audited2@example.com) from Customer to Vendor',
        changes: [{ field: 'role', before: 'Customer', after: 'Vendor' }],
      },
      {
        ...byAdmin,
        actorId: adminId,
        action: 'UserDelete',
        targetType: 'User',
        targetId: created.id,
        summary: 'Deleted Vendor account audited_user (audited2@example.com)',
        changes: [
          { field: 'username', before: 'audited_user', after: null },
          { field: 'email', before: 'audited2@example.com', after: null },
          { field: 'role', before: 'Vendor', after: null },
        ],
      },
    ]);
  });

  it('keeps each summary as a message id and values, for clients that word it in another language', async () => {
    const created = (await app.gql(`mutation($i: AdminUserInput!) { createUser(input: $i) { id } }`, {
      i: { username: 'worded_user', email: 'worded@example.com', role: 'Customer' },
    }, admin)).data.createUser;
    await app.gql(`mutation($id: ID!, $i: AdminUserInput!) { updateUser(id: $id, input: $i) { id } }`, {
      id: created.id,
      i: { username: 'worded_user2', email: 'worded2@example.com', role: 'Vendor' },
    }, admin);
    const entries = await messagesFor(created.id);
    expect(entries.map(message)).toEqual([
      { id: 'user.create', role: 'Customer', username: 'worded_user', email: 'worded@example.com' },
      { id: 'user.update', fields: 'username,email', username: 'worded_user2', email: 'worded2@example.com' },
      { id: 'user.role_change', username: 'worded_user2', email: 'worded2@example.com', before: 'Customer', after: 'Vendor' },
    ]);
    // The English sentence stays as it was, for integrators.
    expect(entries[2].summary).toBe('Changed role of worded_user2 (worded2@example.com) from Customer to Vendor');

  });

  it('answers no message for an entry written before messages were kept: clients show its summary', async () => {
    const targetId = randomUUID();
    await sql(
      `insert into audit_log (id, actor_id, action, target_type, target_id, summary) values (?, null, 'user.update', 'User', ?, 'An older entry')`,
      [randomUUID(), targetId],
    );
    const [entry] = await messagesFor(targetId);
    expect(entry).toMatchObject({ summary: 'An older entry', summaryMessage: null });
  });

  it('records admin changes to shops: creation, edits, verification, deletion', async () => {
    const shop = (await app.gql(`mutation($i: AdminVendorInput!) { createVendor(input: $i) { id name } }`, {
      i: { name: 'Audit Apiary', email: 'apiary@example.com', isVerified: false },
    }, admin)).data.createVendor;
    const update = (i: Record<string, unknown>) =>
      app.gql(`mutation($id: ID!, $i: AdminVendorInput!) { updateVendor(id: $id, input: $i) { id } }`, { id: shop.id, i }, admin);
    await update({ name: 'Audit Apiary', email: 'apiary@example.com', phone: '905-555-0177', isVerified: false });
    await update({ name: 'Audit Apiary', email: 'apiary@example.com', phone: '905-555-0177', isVerified: true });
    await update({ name: 'Audit Apiary', email: 'apiary@example.com', phone: '905-555-0177', isVerified: true }); // no change: no entry
    await app.gql(`mutation($id: ID!) { deleteVendor(id: $id) }`, { id: shop.id }, admin);

    const entries = await entriesFor(shop.id);
    expect(entries.map((e) => [e.action, e.summary, e.changes])).toEqual([
      [
        'VendorCreate',
        'Created pending shop Audit Apiary (apiary@example.com)',
        [
          { field: 'name', before: null, after: 'Audit Apiary' },
          { field: 'email', before: null, after: 'apiary@example.com' },
          { field: 'phone', before: null, after: null },
          { field: 'isVerified', before: null, after: 'false' },
        ],
      ],
      ['VendorUpdate', 'Changed phone of shop Audit Apiary', [{ field: 'phone', before: null, after: '905-555-0177' }]],
      ['VendorVerificationChange', 'Verified shop Audit Apiary', [{ field: 'isVerified', before: 'false', after: 'true' }]],
      [
        'VendorDelete',
        'Deleted shop Audit Apiary and its owner account apiary@example.com',
        [
          { field: 'name', before: 'Audit Apiary', after: null },
          { field: 'email', before: 'apiary@example.com', after: null },
          { field: 'isVerified', before: 'true', after: null },
        ],
      ],
    ]);
    expect(entries.every((e) => e.actorId === adminId && e.targetType === 'Vendor')).toBe(true);
  });

  it("records a vendor's price and stock changes, one entry per figure, and nothing for other edits", async () => {
    const shop = await createShop(app, [{ name: 'Audit Apple Butter', priceCents: 900, stock: 10 }]);
    const owner = await ownerToken(shop.vendorId);
    const [productId] = shop.productIds;
    const update = (priceCents: number, stock: number, name = 'Audit Apple Butter') =>
      app.gql(`mutation($id: ID!, $i: ProductInput!) { updateProduct(id: $id, input: $i) { id } }`, {
        id: productId,
        i: { name, category: 'Test', priceCents, stock },
      }, owner.token);
    await update(900, 10, 'Audit Apple Butter (Jar)'); // name only
    await update(1150, 7);
    await app.gql(`mutation($id: ID!) { setProductStock(id: $id, stock: 3) { id } }`, { id: productId }, owner.token);

    const entries = await entriesFor(productId);
    expect(entries.map((e) => [e.action, e.actorId, e.actorRole, e.targetType, e.summary, e.changes])).toEqual([
      ['ProductPriceChange', owner.id, 'Vendor', 'Product', 'Changed the price of Audit Apple Butter from $9.00 to $11.50', [
        { field: 'priceCents', before: '900', after: '1150' },
      ]],
      ['ProductStockChange', owner.id, 'Vendor', 'Product', 'Changed the stock of Audit Apple Butter from 10 to 7', [
        { field: 'stock', before: '10', after: '7' },
      ]],
      ['ProductStockChange', owner.id, 'Vendor', 'Product', 'Changed the stock of Audit Apple Butter from 7 to 3', [
        { field: 'stock', before: '7', after: '3' },
      ]],
    ]);
    // The amounts are kept in cents: the reader's language formats them.
    expect((await messagesFor(productId)).map(message)).toEqual([
      { id: 'product.price_change', product: 'Audit Apple Butter', beforeCents: '900', afterCents: '1150' },
      { id: 'product.stock_change', product: 'Audit Apple Butter', before: '10', after: '7' },
      { id: 'product.stock_change', product: 'Audit Apple Butter', before: '7', after: '3' },
    ]);
  });

  it("records order status changes by the vendor, and by the system when a card payment fails", async () => {
    const shop = await createShop(app, [{ name: 'Audit Oat Cakes', priceCents: 450, stock: 10 }]);
    const owner = await ownerToken(shop.vendorId);
    const order = await paidOrder(shop.productIds[0]);
    await app.gql(`mutation($id: ID!) { updateOrderStatus(id: $id, status: Shipped) { id } }`, { id: order.id }, owner.token);
    expect((await entriesFor(order.id)).map((e) => [e.action, e.actorId, e.summary, e.changes])).toEqual([
      ['OrderStatusChange', owner.id, `Marked order #${order.shortNumber} Shipped (was Pending)`, [{ field: 'status', before: 'Pending', after: 'Shipped' }]],
    ]);
    expect((await messagesFor(order.id)).map(message)).toEqual([{ id: 'order.status_change', order: order.shortNumber, status: 'Shipped', before: 'Pending' }]);

    // A payment the provider later reports as failed cancels its orders: recorded with no person as actor.
    const [customer] = await createCustomers(app, 1);
    const [paymentId, orderId, reference] = [randomUUID(), randomUUID(), `test_${randomUUID()}`];
    await sql(`insert into payments (id, customer_id, idempotency_key, provider, provider_reference, status, amount_cents) values (?, ?, ?, 'test', ?, 'Pending', 450)`, [
      paymentId, customer.id, randomUUID(), reference,
    ]);
    await sql(`insert into orders (id, customer_id, vendor_id, payment_id, status, subtotal_cents, tax_cents, total_cents, customer_info)
               values (?, ?, ?, ?, 'Pending', 450, 0, 450, '{}')`, [orderId, customer.id, shop.vendorId, paymentId]);
    expect(await applyProviderOutcome(app.orm, 'test', reference, 'failed')).toBe('applied');
    const [system] = await entriesFor(orderId);
    expect(system).toMatchObject({ actorId: null, actorEmail: null, actorRole: null, action: 'OrderStatusChange', changes: [{ field: 'status', before: 'Pending', after: 'Cancelled' }] });
  });

  it('records a password change without any secret', async () => {
    const [customer] = await createCustomers(app, 1);
    await sql(`update users set password_hash = (select password_hash from users where email = 'alice@mainstreet.test') where id = ?`, [customer.id]);
    const res = await app.gql(`mutation($i: ChangePasswordInput!) { changePassword(input: $i) { token } }`, {
      i: { currentPassword: 'Password123!', newPassword: 'Brand-new-secret-42' },
    }, customer.token);
    expect(res.errors).toBeUndefined();
    const [entry] = await entriesFor(customer.id);
    expect(entry).toMatchObject({ actorId: customer.id, action: 'PasswordChange', targetId: customer.id, changes: [] });
    const [row] = await sql<{ hash: string }>(`select password_hash as hash from users where id = ?`, [customer.id]);
    const stored = JSON.stringify(await sql(`select * from audit_log where target_id = ?`, [customer.id]));
    for (const secret of ['Password123!', 'Brand-new-secret-42', row.hash, '$argon2']) expect(stored).not.toContain(secret);
    // A wrong current password changes nothing and records nothing.
    const wrong = await app.gql(`mutation($i: ChangePasswordInput!) { changePassword(input: $i) { token } }`, {
      i: { currentPassword: 'not-it-at-all', newPassword: 'Another-secret-42' },
    }, res.data.changePassword.token);
    expect(code(wrong)).toBe('BAD_USER_INPUT');
    expect(await entriesFor(customer.id)).toHaveLength(1);
  });

  it("records an admin's own profile changes", async () => {
    const other = (await app.gql(`mutation($i: AdminUserInput!) { createUser(input: $i) { id } }`, {
      i: { username: 'profile_admin', email: 'profile.admin@example.com', role: 'Admin' },
    }, admin)).data.createUser;
    await app.gql(`mutation($i: AdminProfileInput!) { updateAdminProfile(input: $i) { id } }`, {
      i: { username: 'profile_admin', email: 'profile.admin@example.com', phone: '416-555-0142' },
    }, app.tokenFor(other.id));
    const entries = await entriesFor(other.id);
    expect(entries.map((e) => [e.action, e.actorId, e.changes])).toEqual([
      ['UserCreate', adminId, expect.any(Array)],
      ['ProfileUpdate', other.id, [{ field: 'phone', before: null, after: '416-555-0142' }]],
    ]);
  });
});

describe('audit entries live and die with their change', () => {
  it('rolls the entry back with a change that fails (its refund cannot be queued)', async () => {
    const shop = await createShop(app, [{ name: 'Audit Rollback Rolls', priceCents: 700, stock: 4 }]);
    const owner = await ownerToken(shop.vendorId);
    const order = await paidOrder(shop.productIds[0]);
    const count = async () => Number((await sql(`select count(*)::int as n from audit_log`))[0].n);
    const before = await count();
    // The cancellation's last step, queueing the refund, fails: everything before it must go too.
    await sql(`create function reject_refund() returns trigger language plpgsql as $$ begin raise exception 'refund outbox down'; end $$`);
    await sql(`create trigger refund_outbox_down before insert on refund_outbox for each row execute function reject_refund()`);
    const consoleError = console.error;
    console.error = () => {}; // the masked internal error is logged
    try {
      const res = await app.gql(`mutation($id: ID!) { updateOrderStatus(id: $id, status: Cancelled) { id } }`, { id: order.id }, owner.token);
      expect(res.errors?.[0]?.extensions?.code).toBe('INTERNAL_SERVER_ERROR');
    } finally {
      console.error = consoleError;
      await sql(`drop trigger refund_outbox_down on refund_outbox`);
      await sql(`drop function reject_refund()`);
    }
    expect(await count()).toBe(before);
    expect(await entriesFor(order.id)).toEqual([]);
    const [row] = await sql(`select status from orders where id = ?`, [order.id]);
    expect(row).toEqual({ status: 'Pending' });
  });

  it('is written only inside a transaction, and rolled back with it', async () => {
    const targetId = randomUUID();
    const record = {
      actorId: adminId,
      action: AuditAction.UserUpdate,
      targetType: AuditTargetType.User,
      targetId,
      summary: 'test',
      message: { id: 'profile.update' as const, params: { fields: 'email' } },
    };
    await expect(recordAudit(app.orm.em.fork(), record)).rejects.toThrow(/inside the transaction/);
    await expect(
      app.orm.em.fork().transactional(async (em) => {
        await recordAudit(em, record);
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await sql(`select id from audit_log where target_id = ?`, [targetId])).toEqual([]);
  });
});

describe('the audit log cannot be changed', () => {
  it('offers no mutation on it', async () => {
    const schema = await createSchema();
    const mutations = Object.keys(schema.getMutationType()!.getFields());
    expect(mutations.filter((name) => /audit/i.test(name))).toEqual([]);
    expect(schema.getType('AuditEntryInput')).toBeUndefined();
  });

  it('is refused by the database for UPDATE, DELETE and TRUNCATE, even for its owner', async () => {
    const [{ id }] = await sql<{ id: string }>(`select id from audit_log limit 1`);
    for (const statement of [
      [`update audit_log set summary = 'rewritten' where id = ?`, [id]],
      [`delete from audit_log where id = ?`, [id]],
      [`truncate audit_log`, []],
    ] as const) {
      await expect(sql(statement[0], [...statement[1]])).rejects.toThrow(/append-only/);
    }
    expect(await sql(`select id from audit_log where id = ?`, [id])).toEqual([{ id }]);
  });
});

describe('auditLog query', () => {
  it('filters by actor, action and date, newest first, in keyset pages', async () => {
    const all = (await app.gql(AUDIT, { first: 100 }, admin)).data.auditLog.nodes as (Entry & { id: string; createdAt: string })[];
    expect(all.length).toBeGreaterThan(10);
    const times = all.map((e) => Date.parse(e.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));

    const first = (await app.gql(AUDIT, { first: 4 }, admin)).data.auditLog;
    const second = (await app.gql(AUDIT, { first: 4, after: first.pageInfo.endCursor }, admin)).data.auditLog;
    expect([...first.nodes, ...second.nodes].map((e: { id: string }) => e.id)).toEqual(all.slice(0, 8).map((e) => e.id));
    expect(first.pageInfo.hasNextPage).toBe(true);

    const byActor = (await app.gql(AUDIT, { actor: 'ADMIN@main', first: 100 }, admin)).data.auditLog.nodes as Entry[];
    expect(byActor.length).toBeGreaterThan(0);
    expect(byActor.every((e) => e.actorEmail === 'admin@mainstreet.test')).toBe(true);
    expect(byActor.length).toBe(all.filter((e) => e.actorEmail === 'admin@mainstreet.test').length);

    const roles = (await app.gql(AUDIT, { action: 'UserRoleChange', first: 100 }, admin)).data.auditLog.nodes as Entry[];
    expect(roles.length).toBeGreaterThan(0);
    expect(roles.every((e) => e.action === 'UserRoleChange')).toBe(true);

    const oldest = all[all.length - 1];
    const upTo = (await app.gql(AUDIT, { to: oldest.createdAt, first: 100 }, admin)).data.auditLog.nodes as { id: string }[];
    expect(upTo.map((e) => e.id)).toContain(oldest.id);
    expect(upTo.length).toBeLessThan(all.length);
    const future = new Date(Date.now() + 3600_000).toISOString();
    expect((await app.gql(AUDIT, { from: future }, admin)).data.auditLog.nodes).toEqual([]);
    const wrongWay = await app.gql(AUDIT, { from: future, to: oldest.createdAt }, admin);
    expect(wrongWay.errors?.[0].message).toBe('The start date must not be after the end date.');
  });
});

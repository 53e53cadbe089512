// `pnpm backup` / `pnpm restore`: a backup restores every row byte for byte, is consistent while
// checkouts run, and a truncated, damaged or foreign file changes nothing.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { MikroORM } from '@mikro-orm/postgresql';
import { ormConfig } from '../src/db/orm.config';
import { restoreBackup, verifyBackup, writeBackup } from '../src/db/backup/backup.service';
import { createCustomers, createShop, SHIPPING } from './commerce-fixtures';
import { login, startTestApp, type TestApp } from './test-app';

const ADD = `mutation AddToCart($p: ID!, $q: Int!) { addToCart(productId: $p, quantity: $q) { totalCents } }`;
const CHECKOUT = `mutation Checkout($input: CheckoutInput!) { checkout(input: $input) { success paymentId totalCents } }`;

let app: TestApp;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mainstreet-backup-test-'));
const created: string[] = [];

beforeAll(async () => {
  app = await startTestApp({ seed: true, env: { RATE_LIMIT_PER_TOKEN: '0', RATE_LIMIT_PER_IP: '0' } });
});
afterAll(async () => {
  await app?.close();
  await withServer(async (admin) => {
    for (const database of created) await admin.query(`drop database if exists ${database} with (force)`);
  });
  fs.rmSync(dir, { recursive: true, force: true });
});

async function withServer<T>(work: (client: pg.Client) => Promise<T>, url = inject('postgresUrl')): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A new, empty database on the test server. */
async function emptyDatabase(): Promise<string> {
  const name = `restore_${randomUUID().replace(/-/g, '')}`;
  await withServer((admin) => admin.query(`create database ${name}`));
  created.push(name);
  const url = new URL(inject('postgresUrl'));
  url.pathname = `/${name}`;
  return url.toString();
}

/** Every row of every table (but the migrations' record) as PostgreSQL prints it, sorted: equal text means equal bytes. */
async function snapshot(url: string): Promise<Record<string, string[]>> {
  return withServer(async (client) => {
    await client.query('begin isolation level repeatable read, read only');
    const { rows: tables } = await client.query(`select tablename from pg_tables where schemaname = 'public' and tablename <> 'mikro_orm_migrations' order by 1`);
    const result: Record<string, string[]> = {};
    for (const { tablename } of tables) {
      const { rows } = await client.query(`select t::text as row from "${tablename}" t`);
      result[tablename] = rows.map((row) => row.row as string).sort();
    }
    await client.query('commit');
    return result;
  }, url);
}

async function tableCount(url: string): Promise<number> {
  return withServer(async (client) => (await client.query(`select count(*)::int as n from pg_tables where schemaname = 'public'`)).rows[0].n, url);
}

async function checkoutOnce(customer: { token: string }, productId: string, quantity = 1) {
  const { totalCents } = (await app.gql(ADD, { p: productId, q: quantity }, customer.token)).data.addToCart;
  return app.gql(CHECKOUT, { input: { paymentMethodId: 'pm_card_visa', expectedTotalCents: totalCents, shipping: SHIPPING } }, customer.token);
}

describe('backup and restore', () => {
  let roundTripFile: string;

  it('restores every kind of row byte for byte into an empty database', async () => {
    // Rows of every kind on top of the demo data (users, shops, products with photos): a cart, paid
    // orders (payments, ledger, transfers), mail and tokens (a password reset), the audit log.
    const customerToken = await login(app, 'alice@mainstreet.test');
    const shop = await createShop(app, [{ name: 'Backup jam', priceCents: 1250, stock: 100 }]);
    const [buyer] = await createCustomers(app, 1);
    const paid = await checkoutOnce(buyer, shop.productIds[0], 2);
    expect(paid.errors).toBeUndefined();
    await app.gql(ADD, { p: shop.productIds[0], q: 1 }, customerToken);
    await app.gql(`mutation R($input: RequestPasswordResetInput!) { requestPasswordReset(input: $input) { message } }`, { input: { email: 'ben@mainstreet.test' } });
    // An audit entry as the admin pages write them; json (not jsonb) keeps its text as written, spacing and all.
    await app.orm.em.fork().getConnection().execute(
      `insert into audit_log (id, actor_email, actor_role, action, target_type, target_id, summary, before, after)
       values (?, 'admin@mainstreet.test', 'Admin', 'vendor.update', 'vendor', ?, 'Renamed « Café »', '{"name":  "Old\\ttab"}', '{"name": "Café ☕"}')`,
      [randomUUID(), shop.vendorId],
    );

    const before = await snapshot(app.databaseUrl);
    for (const table of ['users', 'vendors', 'products', 'product_images', 'media', 'cart_items', 'orders', 'order_items', 'payments', 'audit_log', 'mail_outbox', 'ledger_journals', 'ledger_entries', 'commission_rates']) {
      expect(before[table]?.length, `rows in ${table}`).toBeGreaterThan(0);
    }

    roundTripFile = path.join(dir, 'round-trip.backup');
    const backup = await writeBackup(app.databaseUrl, roundTripFile);
    const target = await emptyDatabase();
    const restored = await restoreBackup(target, roundTripFile);
    expect(restored.rows).toBe(backup.rows);
    expect(restored.migrated).toEqual([]);
    const after = await snapshot(target);
    expect(Object.keys(after)).toEqual(Object.keys(before));
    for (const table of Object.keys(before)) expect(after[table], table).toEqual(before[table]);
    const rows = Object.values(before).reduce((sum, list) => sum + list.length, 0);
    expect(backup.rows).toBe(rows);
    process.stdout.write(`round trip: ${rows} rows in ${backup.tables} tables, ${backup.bytes} bytes, backup ${backup.milliseconds} ms, restore ${restored.milliseconds} ms\n`);

    // Sequences continue past the loaded ids, and the ledger still balances (its check ran at commit).
    await withServer(async (client) => {
      const { rows } = await client.query(`select nextval(pg_get_serial_sequence('ledger_entries', 'id')) > (select max(id) from ledger_entries) as past`);
      expect(rows[0].past).toBe(true);
      const unbalanced = await client.query(`select journal_id from ledger_entries group by journal_id having sum(amount_cents) <> 0`);
      expect(unbalanced.rows).toEqual([]);
    }, target);
  });

  it('refuses a database that is not empty and changes nothing in it, unless told to replace it', async () => {
    const target = await emptyDatabase();
    await restoreBackup(target, roundTripFile);
    await withServer((client) => client.query(`update products set stock = 7 where id = (select id from products order by id limit 1)`), target);
    const changed = await snapshot(target);
    await expect(restoreBackup(target, roundTripFile)).rejects.toThrow(/not empty.*nothing was changed.*--replace/s);
    expect(await snapshot(target)).toEqual(changed);

    await restoreBackup(target, roundTripFile, { replace: true });
    expect(await snapshot(target)).toEqual(await snapshotOfFile(roundTripFile));
  });

  it('refuses a truncated, damaged or foreign file with a clear message and leaves the target untouched', async () => {
    const whole = fs.readFileSync(roundTripFile);
    const truncated = path.join(dir, 'truncated.backup');
    fs.writeFileSync(truncated, whole.subarray(0, Math.floor(whole.length * 0.6)));
    const cutAtEnd = path.join(dir, 'cut-at-end.backup');
    fs.writeFileSync(cutAtEnd, whole.subarray(0, whole.length - 20));
    // The same backup without its trailer, compressed whole (gzip alone would call it complete).
    const noTrailer = path.join(dir, 'no-trailer.backup');
    const text = (await import('node:zlib')).gunzipSync(whole).toString('utf8');
    fs.writeFileSync(noTrailer, gzipSync(text.slice(0, text.lastIndexOf('{"end":true'))));
    const tampered = path.join(dir, 'tampered.backup');
    fs.writeFileSync(tampered, gzipSync(text.replace('Backup jam', 'Backup ham')));
    const foreignText = path.join(dir, 'notes.txt');
    fs.writeFileSync(foreignText, 'These are not the rows you are looking for.\n');
    const foreignGzip = path.join(dir, 'archive.gz');
    fs.writeFileSync(foreignGzip, gzipSync('{"some": "json"}\n'));

    const cases: [string, RegExp][] = [
      [truncated, /is incomplete: it ends before its trailer/],
      [cutAtEnd, /is incomplete: it ends before its trailer/],
      [noTrailer, /is incomplete: it ends before its trailer/],
      [tampered, /is damaged: its contents do not match its checksum/],
      [foreignText, /is not a Mainstreet backup/],
      [foreignGzip, /is not a Mainstreet backup/],
      [path.join(dir, 'missing.backup'), /does not exist/],
    ];
    const target = await emptyDatabase();
    for (const [file, message] of cases) {
      await expect(restoreBackup(target, file), path.basename(file)).rejects.toThrow(message);
      expect(await tableCount(target), path.basename(file)).toBe(0);
    }
    // Nor does --replace touch a database when the file is bad.
    const full = await emptyDatabase();
    await restoreBackup(full, roundTripFile);
    const rows = await snapshot(full);
    await expect(restoreBackup(full, truncated, { replace: true })).rejects.toThrow(/is incomplete/);
    expect(await snapshot(full)).toEqual(rows);
  });

  it('takes a consistent snapshot while 20 checkouts run: every payment equals the sum of its orders', async () => {
    const shopA = await createShop(app, [{ name: 'Race honey', priceCents: 1399, stock: 1000 }]);
    const shopB = await createShop(app, [{ name: 'Race bread', priceCents: 701, stock: 1000 }]);
    const customers = await createCustomers(app, 20);
    // Two shops per cart: each payment has two orders, written in one transaction with it.
    for (const customer of customers) {
      await app.gql(ADD, { p: shopA.productIds[0], q: 1 }, customer.token);
      await app.gql(ADD, { p: shopB.productIds[0], q: 2 }, customer.token);
    }
    const totals = await Promise.all(customers.map(async (customer) => (await app.gql(`{ cart { totalCents } }`, {}, customer.token)).data.cart.totalCents as number));
    const file = path.join(dir, 'during-checkouts.backup');
    const checkouts = customers.map((customer, index) =>
      app.gql(CHECKOUT, { input: { paymentMethodId: 'pm_card_visa', expectedTotalCents: totals[index], shipping: SHIPPING } }, customer.token),
    );
    const [, ...results] = await Promise.all([writeBackup(app.databaseUrl, file), ...checkouts]);
    for (const result of results) expect(result.errors).toBeUndefined();

    const target = await emptyDatabase();
    await restoreBackup(target, file);
    const mismatches = await withServer(
      async (client) =>
        (
          await client.query(`
            select p.id, p.amount_cents, coalesce(sum(o.total_cents), 0)::int as orders_cents, count(o.id)::int as orders
              from payments p left join orders o on o.payment_id = p.id
             group by p.id
            having p.amount_cents <> coalesce(sum(o.total_cents), 0)`)
        ).rows,
      target,
    );
    expect(mismatches).toEqual([]);
    const restoredRace = await withServer(async (client) => (await client.query(`select count(*)::int as n from orders where vendor_id = $1`, [shopA.vendorId])).rows[0].n, target);
    expect(restoredRace).toBeGreaterThanOrEqual(0);
    expect(restoredRace).toBeLessThanOrEqual(20);
  });

  it('restores a backup of an older schema and then runs the newer migrations', async () => {
    const source = await emptyDatabase();
    const known = ormConfig(source).migrations!.migrationsList!.map((migration) => migration.name);
    const older = known[known.length - 2];
    const orm = await MikroORM.init(ormConfig(source));
    try {
      await orm.getMigrator().up({ to: older });
      await orm.em.fork().getConnection().execute(
        `insert into users (id, username, name, email, role, password_hash) values (?, 'old-schema', 'Old Schema', 'old@example.com', 'Customer', 'x')`,
        [randomUUID()],
      );
    } finally {
      await orm.close();
    }
    const file = path.join(dir, 'older.backup');
    const backup = await writeBackup(source, file);
    expect(backup.migration).toBe(older);
    const header = await verifyBackup(file);
    expect(header.migrations).toEqual(known.slice(0, -1));

    const target = await emptyDatabase();
    const restored = await restoreBackup(target, file);
    expect(restored.migrated).toEqual([known[known.length - 1]]);
    const names = await withServer(async (client) => (await client.query(`select username from users`)).rows.map((row) => row.username), target);
    expect(names).toEqual(['old-schema']);
  });
});

/** What a file restores to, read through a fresh database. */
async function snapshotOfFile(file: string): Promise<Record<string, string[]>> {
  const target = await emptyDatabase();
  await restoreBackup(target, file);
  return snapshot(target);
}

/**
 * How long the admin dashboard and analytics queries take on the demo data and on 100,000
 * generated orders, with their plans (EXPLAIN ANALYZE). On demand, never in CI:
 *
 *   cd api && BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres \
 *     node -r @swc-node/register bench/admin-stats.explain.ts [orders]
 *
 * It creates a throwaway database on that server (migrated and seeded like a fresh start), and
 * drops it at the end. Times are the median of several runs, next to a raw baseline measured in
 * the same run: one sequential pass over all orders summing a column, the least any "all orders"
 * figure can cost.
 */
import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { openDatabase } from '../src/db/database';
import { seedDemoData } from '../src/db/seed/demo-seed';
import { ADMIN_ANALYTICS_SQL, ADMIN_STATS_SQL } from '../src/modules/analytics/analytics.sql';

const RUNS = 7;
const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const generated = Number(process.argv[2] ?? 100_000);

/** node-pg speaks $1, the app's SQL uses knex's ?. */
const numbered = (sql: string) => {
  let n = 0;
  return sql.replace(/\?/g, () => `$${++n}`);
};

async function median(client: pg.Client, sql: string, params: unknown[]): Promise<number> {
  const times: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const started = process.hrtime.bigint();
    await client.query(sql, params);
    times.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  return times.sort((a, b) => a - b)[Math.floor(RUNS / 2)];
}

async function explain(client: pg.Client, sql: string, params: unknown[]): Promise<{ plan: string; executionMs: number }> {
  const { rows } = await client.query(`explain (analyze, buffers) ${sql}`, params);
  const plan = rows.map((row) => row['QUERY PLAN']).join('\n');
  return { plan, executionMs: Number(/Execution Time: ([\d.]+) ms/.exec(plan)?.[1]) };
}

async function measure(client: pg.Client, label: string) {
  const [{ orders }] = (await client.query(`select count(*)::int as orders from orders`)).rows;
  const baseline = await median(client, `select count(*), sum(subtotal_cents) from orders`, []);
  const stats = numbered(ADMIN_STATS_SQL);
  const analytics = numbered(ADMIN_ANALYTICS_SQL);
  const params = [new Date(), 12]; // now, months
  await median(client, stats, params); // warm the cache
  const statsMs = await median(client, stats, params);
  const analyticsMs = await median(client, analytics, params);
  const statsPlan = await explain(client, stats, params);
  const analyticsPlan = await explain(client, analytics, params);
  console.log(`\n=== ${label}: ${orders} orders ===`);
  console.log(`raw baseline (count + sum over all orders): ${baseline.toFixed(2)} ms`);
  console.log(`adminStats(months: 12):     ${statsMs.toFixed(2)} ms round trip (x${(statsMs / baseline).toFixed(1)} baseline), EXPLAIN ANALYZE execution ${statsPlan.executionMs} ms`);
  console.log(`adminAnalytics(months: 12): ${analyticsMs.toFixed(2)} ms round trip (x${(analyticsMs / baseline).toFixed(1)} baseline), EXPLAIN ANALYZE execution ${analyticsPlan.executionMs} ms`);
  if (process.env.BENCH_PLANS) console.log(`\n--- adminStats plan ---\n${statsPlan.plan}\n\n--- adminAnalytics plan ---\n${analyticsPlan.plan}`);
}

/**
 * Orders spread over the last three years with the demo data's shape: any demo customer and
 * verified shop, statuses mostly Delivered with some Cancelled, nine in ten paid by card
 * (one in a hundred of those still pending), the rest history without a payment.
 */
async function generateOrders(client: pg.Client, count: number) {
  await client.query('begin');
  await client.query(
    `create temporary table gen on commit drop as
       select n,
              (select array_agg(id) from users where role = 'Customer') as customers,
              (select array_agg(id) from vendors where is_verified) as vendors,
              now() - random() * interval '3 years' as created_at,
              (500 + floor(random() * 19500))::int as subtotal,
              random() as r_status, random() as r_pay
         from generate_series(1, $1::int) n`,
    [count],
  );
  await client.query(
    `create temporary table gen_ids on commit drop as
       select n, gen_random_uuid() as order_id, case when r_pay < 0.9 then gen_random_uuid() end as payment_id,
              customers[1 + floor(random() * array_length(customers, 1))::int] as customer_id,
              vendors[1 + floor(random() * array_length(vendors, 1))::int] as vendor_id,
              created_at, subtotal, r_status, r_pay
         from gen`,
  );
  await client.query(
    `insert into payments (id, customer_id, idempotency_key, provider, status, amount_cents, created_at, updated_at)
     select payment_id, customer_id, 'bench-' || n, 'test', case when r_pay < 0.009 then 'Pending' else 'Succeeded' end,
            subtotal + round(subtotal * 0.13)::int, created_at, created_at
       from gen_ids where payment_id is not null`,
  );
  await client.query(
    `insert into orders (id, customer_id, vendor_id, payment_id, status, subtotal_cents, tax_cents, total_cents, customer_info, created_at, updated_at)
     select order_id, customer_id, vendor_id, payment_id,
            case when r_status < 0.08 then 'Cancelled' when created_at > now() - interval '3 days' then 'Pending'
                 when created_at > now() - interval '14 days' then 'Shipped' else 'Delivered' end,
            subtotal, round(subtotal * 0.13)::int, subtotal + round(subtotal * 0.13)::int,
            '{"fullName": "Bench Customer"}', created_at, created_at
       from gen_ids`,
  );
  await client.query('commit');
  // As autovacuum would after a bulk load: fresh statistics and a visibility map for index-only scans.
  await client.query('vacuum analyze orders');
  await client.query('vacuum analyze payments');
}

async function main() {
  if (!serverUrl) throw new Error('Set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to a PostgreSQL server URL.');
  const database = `bench_admin_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${database}`);
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  const client = new pg.Client({ connectionString: url.toString() });
  try {
    const orm = await openDatabase(url.toString());
    await seedDemoData(orm.em);
    await orm.close();
    await client.connect();
    const [{ version }] = (await client.query(`select current_setting('server_version') as version`)).rows;
    console.log(`PostgreSQL ${version}, database ${database}`);
    await client.query('vacuum analyze');
    await measure(client, 'demo data');
    await generateOrders(client, generated);
    await measure(client, `demo data + ${generated} generated orders`);
  } finally {
    await client.end().catch(() => undefined);
    await admin.query(`drop database if exists ${database}`);
    await admin.end();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

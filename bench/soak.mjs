#!/usr/bin/env node
// The soak (`pnpm bench:soak`, see bench/README.md): the built API on its own copy of the grown
// bench database, under a mixed load for SOAK_DURATION seconds (default 600): guests browse,
// search and open products, customers add to their carts and check out (test provider), vendors
// move their orders along (and cancel some). It reports requests and errors by kind (goal: no
// error other than the expected business ones) and the API's memory: RSS sampled from /proc and
// the heap after each full garbage collection (--trace-gc), from the end of the warm-up to the
// end (goal: at most 10% growth). Results go to bench/results/soak-<time>.json.
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { REPO_ROOT, RESULTS_DIR, soakConfig } from './lib/config.mjs';
import { markdownTable } from './lib/table.mjs';
import { deadlockCount, publicProductSample, SEARCH_TERMS, SHIPPING } from './lib/fixtures.mjs';
import { heapAfterFullCollections, rssFigures } from './lib/memory.mjs';
import { body, gql, JSON_HEADERS } from './lib/operations.mjs';
import { embeddedServer, ensureBuilt, log, prepareDatabase, processMemory, startApi } from './lib/stack.mjs';
import { signToken } from './lib/tokens.mjs';

const config = soakConfig();
const CUSTOMERS_PER_USER = 50;
const HOT_PRODUCTS_PER_VENDOR = 5;

/** Share of each virtual user's iterations; `checkout` and `status` are two requests each. */
const MIX = [
  ['browse', 0.22],
  ['search', 0.14],
  ['detail', 0.22],
  ['add-to-cart', 0.18],
  ['checkout', 0.14],
  ['status', 0.1],
];

/** The errors a user may meet in this load without anything being wrong (everything else counts as an error). */
const EXPECTED = {
  // Two moves of one order crossing (a vendor's orders are shared by the users when there are more users than shops).
  UpdateOrderStatus: [['BAD_USER_INPUT', /cannot be marked|is cancelled and cannot be changed/]],
};

// Forward moves of the status machine, and cancellations (which restock and refund).
const MOVES = [
  ['Pending', 'Processing'],
  ['Processing', 'Shipped'],
  ['Shipped', 'Delivered'],
  ['Pending', 'Cancelled'],
  ['Processing', 'Cancelled'],
];

function percentile(sorted, p) {
  if (!sorted.length) return null;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** Requests by kind: answers, the expected business errors, errors (with a few samples), latencies. */
class Tally {
  kinds = new Map();

  of(kind) {
    if (!this.kinds.has(kind)) this.kinds.set(kind, { requests: 0, ok: 0, business: 0, errors: 0, latencies: [], samples: new Map() });
    return this.kinds.get(kind);
  }

  error(kind, message) {
    const entry = this.of(kind);
    entry.errors += 1;
    if (entry.samples.size < 5 || entry.samples.has(message)) entry.samples.set(message, (entry.samples.get(message) ?? 0) + 1);
  }

  summary() {
    return [...this.kinds.entries()].map(([kind, entry]) => {
      const sorted = [...entry.latencies].sort((a, b) => a - b);
      return {
        kind,
        requests: entry.requests,
        ok: entry.ok,
        businessErrors: entry.business,
        errors: entry.errors,
        latencyMs: { p50: percentile(sorted, 50), p99: percentile(sorted, 99), max: sorted.at(-1) ?? null },
        errorSamples: Object.fromEntries(entry.samples),
      };
    });
  }
}

async function main() {
  const startedAt = new Date();
  log(
    `soak: ${config.durationSeconds} s (memory from ${config.warmupSeconds} s on), ${config.users} virtual users, samples every ${config.sampleSeconds} s; ` +
      `${os.cpus().length} CPUs, load average ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`,
  );
  ensureBuilt({ web: false });
  const server = config.embedded ? await embeddedServer() : { serverUrl: config.serverUrl, stop: async () => {} };
  const stops = [server.stop];
  let report;
  try {
    const db = await prepareDatabase(config, server.serverUrl);
    const jwtSecret = randomBytes(32).toString('hex');
    // --trace-gc: every collection is logged with the heap size after it, so the heap can be followed without an endpoint.
    const api = await startApi({ databaseUrl: db.url, jwtSecret, logName: 'api-soak', nodeArgs: ['--trace-gc'] });
    stops.unshift(api.stop);
    const pool = new pg.Pool({ connectionString: db.url, max: 4 });
    stops.unshift(() => pool.end());

    const fixtures = await prepareFixtures(pool, jwtSecret);
    // The ledger's own check, as an admin sees it, before and after the run. The grown data (orders
    // written in SQL, never booked) already counts as unbooked, so the run is judged by what it adds.
    const admin = (await gql(api.baseUrl, 'Login', { input: { email: 'admin@mainstreet.test', password: 'Password123!' } })).login.token;
    const ledgerCheck = async () => (await gql(api.baseUrl, 'LedgerIntegrity', {}, admin)).ledgerIntegrity;
    const ledgerBefore = await ledgerCheck();
    const runKey = `soak-${randomUUID().slice(0, 8)}`;
    const deadlocksBefore = await deadlockCount(pool);
    const { tally, memory, seconds } = await runLoad(api, fixtures, runKey);
    const heap = heapAfterFullCollections(api.logFile, memory.warmupLogOffset);
    await new Promise((resolve) => setTimeout(resolve, 1000)); // statistics are flushed about once a second
    const deadlocks = (await deadlockCount(pool)) - deadlocksBefore;
    const integrity = await checkIntegrity(pool, runKey);
    // Transfers and refunds of the last checkouts and cancels are made within a second or two.
    await new Promise((resolve) => setTimeout(resolve, 5000));
    const ledgerAfter = await ledgerCheck();
    const countOf = (check, problems) => problems.find((p) => p.check === check)?.count ?? 0;
    const ledger = {
      journals: ledgerAfter.journals - ledgerBefore.journals,
      entries: ledgerAfter.entries - ledgerBefore.entries,
      before: ledgerBefore.problems,
      after: ledgerAfter.problems,
      added: ledgerAfter.problems.filter((p) => p.count > countOf(p.check, ledgerBefore.problems)).map((p) => ({ ...p, before: countOf(p.check, ledgerBefore.problems) })),
    };
    ledger.ok = ledger.added.length === 0;
    const apiLog = fs.readFileSync(api.logFile, 'utf8');
    report = {
      startedAt,
      finishedAt: new Date(),
      config: { ...config },
      environment: { cpus: os.cpus().length, loadAverageAtStart: os.loadavg(), node: process.version, template: db.template, growth: db.growth },
      seconds,
      kinds: tally.summary(),
      memory: { ...memory.report, heap },
      deadlocks,
      integrity,
      ledger,
      apiInternalErrors: (apiLog.match(/internal error|request failed/g) ?? []).length,
    };
    report.verdict = verdictOf(report);
  } finally {
    for (const stop of stops) await stop().catch((error) => console.error(error));
  }

  printReport(report);
  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  const file = path.join(RESULTS_DIR, `soak-${startedAt.toISOString().replace(/[:.]/g, '-')}.json`);
  fs.writeFileSync(file, JSON.stringify(report, null, 2));
  fs.writeFileSync(path.join(RESULTS_DIR, 'soak-latest.json'), JSON.stringify(report, null, 2));
  log(`results saved to ${path.relative(REPO_ROOT, file)}`);
}

/** Who acts: shops (their owners sign tokens as vendors) with a few well-stocked products, and customers. */
async function prepareFixtures(pool, jwtSecret) {
  const productIds = await publicProductSample(pool, 1000);
  const { rows: vendors } = await pool.query(
    `select v.id, u.id as user_id, u.token_version from vendors v join users u on u.id = v.user_id
      where v.is_verified and v.deleted_at is null and u.deleted_at is null and u.role = 'Vendor'
        and exists (select 1 from products p where p.vendor_id = v.id and p.deleted_at is null)
      order by md5(v.id::text || 'soak') limit $1`,
    [config.users],
  );
  // Their products that customers buy: enough stock that a long run never sells out.
  const { rows: hot } = await pool.query(
    `update products set stock = 1000000
      where id in (select id from (select p.id, row_number() over (partition by p.vendor_id order by md5(p.id::text)) as n
                                     from products p where p.vendor_id = any($1) and p.deleted_at is null) x where n <= $2)
      returning id`,
    [vendors.map((v) => v.id), HOT_PRODUCTS_PER_VENDOR],
  );
  const { rows: customers } = await pool.query(
    `select id, token_version from users where email like 'bench-customer-%' and deleted_at is null order by email limit $1`,
    [config.users * CUSTOMERS_PER_USER],
  );
  if (customers.length < config.users * CUSTOMERS_PER_USER) throw new Error(`Only ${customers.length} bench customers: raise BENCH_CUSTOMERS.`);
  await pool.query(`delete from cart_items where customer_id = any($1)`, [customers.map((c) => c.id)]);
  log(`fixtures: ${productIds.length} products to browse, ${vendors.length} shops with ${hot.length} products to buy, ${customers.length} customers`);
  return {
    productIds,
    hotIds: hot.map((row) => row.id),
    vendors: vendors.map((v) => ({ id: v.id, token: signToken(jwtSecret, v.user_id, v.token_version) })),
    customers: customers.map((c) => ({ id: c.id, token: signToken(jwtSecret, c.id, c.token_version) })),
  };
}

async function runLoad(api, fixtures, runKey) {
  const tally = new Tally();
  const started = Date.now();
  const deadline = started + config.durationSeconds * 1000;
  const warmupEnd = started + config.warmupSeconds * 1000;

  /** One GraphQL request, timed and sorted: success, expected business error, or error. */
  async function request(kind, operationName, variables, token) {
    const entry = tally.of(kind);
    entry.requests += 1;
    const t0 = performance.now();
    try {
      const res = await fetch(`${api.baseUrl}/graphql`, {
        method: 'POST',
        headers: { ...JSON_HEADERS, ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: body(operationName, variables),
        signal: AbortSignal.timeout(30_000),
      });
      const text = await res.text();
      entry.latencies.push(performance.now() - t0);
      let json;
      try {
        json = JSON.parse(text);
      } catch {
        tally.error(kind, `HTTP ${res.status}: ${text.slice(0, 120)}`);
        return null;
      }
      const errors = json.errors ?? [];
      if (res.status < 200 || res.status > 299) {
        tally.error(kind, `HTTP ${res.status}: ${errors[0]?.extensions?.code ?? ''} ${errors[0]?.message ?? text.slice(0, 120)}`);
        return null;
      }
      if (!errors.length) {
        entry.ok += 1;
        return json.data;
      }
      const unexpected = errors.filter((e) => !(EXPECTED[operationName] ?? []).some(([code, message]) => e.extensions?.code === code && message.test(e.message)));
      if (unexpected.length) tally.error(kind, `${unexpected[0].extensions?.code}: ${unexpected[0].message.slice(0, 160)}`);
      else entry.business += 1;
      return null;
    } catch (error) {
      entry.latencies.push(performance.now() - t0);
      tally.error(kind, `request failed: ${error.cause?.code ?? error.name}: ${error.message}`);
      return null;
    }
  }

  const pick = (items) => items[Math.floor(Math.random() * items.length)];
  const choose = () => {
    let roll = Math.random();
    for (const [kind, share] of MIX) if ((roll -= share) < 0) return kind;
    return MIX[0][0];
  };

  async function virtualUser(index) {
    const customers = fixtures.customers.slice(index * CUSTOMERS_PER_USER, (index + 1) * CUSTOMERS_PER_USER);
    const vendor = fixtures.vendors[index % fixtures.vendors.length];
    let current = 0;
    const addToCart = (customer) => request('add-to-cart', 'AddToCart', { productId: pick(fixtures.hotIds), quantity: 1 }, customer.token);
    while (Date.now() < deadline) {
      const customer = customers[current % customers.length];
      switch (choose()) {
        case 'browse':
          await request('browse', 'ListProducts', { first: 20 });
          break;
        case 'search':
          await request('search', 'ListProducts', { first: 20, q: pick(SEARCH_TERMS) });
          break;
        case 'detail':
          await request('detail', 'GetProduct', { id: pick(fixtures.productIds) });
          break;
        case 'add-to-cart':
          await addToCart(customer);
          break;
        case 'checkout': {
          let cart = (await request('cart', 'GetCart', {}, customer.token))?.cart;
          if (cart && !cart.items.length) cart = (await addToCart(customer))?.addToCart;
          if (!cart?.items.length) break;
          const input = { idempotencyKey: `${runKey}-${randomUUID()}`, paymentMethodId: 'pm_card_visa', expectedTotalCents: cart.totalCents, shipping: SHIPPING };
          await request('checkout', 'SubmitCheckout', { input }, customer.token);
          current += 1; // the next customer of this user shops next
          break;
        }
        case 'status': {
          const [from, to] = pick(MOVES);
          const orders = (await request('vendor-orders', 'ListVendorOrders', { first: 10, status: from }, vendor.token))?.vendorOrders.nodes;
          if (orders?.length) await request('status-change', 'UpdateOrderStatus', { id: pick(orders).id, status: to }, vendor.token);
          break;
        }
      }
    }
  }

  // RSS from /proc every few seconds; the API log's size at the end of the warm-up marks where the heap is followed from.
  const samples = [];
  let warmupLogOffset = null;
  const sample = () => {
    const now = Date.now();
    if (warmupLogOffset === null && now >= warmupEnd) warmupLogOffset = fs.statSync(api.logFile).size;
    samples.push({ atSeconds: (now - started) / 1000, ...processMemory(api.pid) });
  };
  sample();
  const sampler = setInterval(sample, config.sampleSeconds * 1000);
  const progress = setInterval(() => {
    const sum = tally.summary().reduce((acc, k) => ({ requests: acc.requests + k.requests, errors: acc.errors + k.errors }), { requests: 0, errors: 0 });
    log(`  ${((Date.now() - started) / 1000).toFixed(0)} s: ${sum.requests} requests, ${sum.errors} errors, API RSS ${samples.at(-1).rssMB.toFixed(0)} MB`);
  }, 60_000);
  try {
    await Promise.all(Array.from({ length: config.users }, (_, index) => virtualUser(index)));
  } finally {
    clearInterval(sampler);
    clearInterval(progress);
  }
  sample();
  const seconds = (Date.now() - started) / 1000;

  const rounded = samples.map((s) => ({ atSeconds: Number(s.atSeconds.toFixed(1)), rssMB: Number(s.rssMB.toFixed(1)) }));
  return {
    tally,
    seconds,
    memory: {
      warmupLogOffset: warmupLogOffset ?? fs.statSync(api.logFile).size,
      report: { rssMB: { ...rssFigures(rounded, config.warmupSeconds), peakVmHWM: samples.at(-1).peakMB }, samples: rounded },
    },
  };
}

/** This run's paid checkouts: each payment's orders add up to its amount, every order has items; no stock below zero. */
async function checkIntegrity(pool, runKey) {
  const { rows: [check] } = await pool.query(
    `select count(*)::int as payments,
            count(*) filter (where p.status = 'Succeeded' and p.amount_cents <> coalesce(o.total, -1))::int as amount_mismatches,
            coalesce(sum(o.orders), 0)::int as orders,
            coalesce(sum(o.cancelled), 0)::int as cancelled_orders,
            coalesce(sum(o.orders_without_items), 0)::int as orders_without_items,
            (select count(*) from products where stock < 0)::int as negative_stock
       from payments p
       left join lateral (select sum(total_cents) as total, count(*) as orders, count(*) filter (where x.status = 'Cancelled') as cancelled,
                                 count(*) filter (where not exists (select 1 from order_items i where i.order_id = x.id)) as orders_without_items
                            from orders x where x.payment_id = p.id) o on true
      where starts_with(p.idempotency_key, $1)`,
    [`${runKey}-`],
  );
  return check;
}

function printReport(report) {
  const rows = [['kind', 'requests', 'ok', 'business errors', 'errors', 'p50 ms', 'p99 ms', 'max ms']];
  for (const k of report.kinds) {
    rows.push([k.kind, k.requests, k.ok, k.businessErrors, k.errors, ...[k.latencyMs.p50, k.latencyMs.p99, k.latencyMs.max].map((v) => (v === null ? '-' : v.toFixed(0)))]);
  }
  const total = report.kinds.reduce((acc, k) => ({ requests: acc.requests + k.requests, ok: acc.ok + k.ok, business: acc.business + k.businessErrors, errors: acc.errors + k.errors }), { requests: 0, ok: 0, business: 0, errors: 0 });
  rows.push(['total', total.requests, total.ok, total.business, total.errors, '', '', '']);
  console.log(`\n${markdownTable(rows)}\n`);
  const rss = report.memory.rssMB;
  const heap = report.memory.heap;
  const fmt = (v, digits = 1) => (v === null || v === undefined ? 'n/a' : v.toFixed(digits));
  console.log(`${total.requests} requests in ${report.seconds.toFixed(0)} s (${(total.requests / report.seconds).toFixed(0)}/s) by ${report.config.users} virtual users.`);
  console.log(
    `API RSS (MB): ${fmt(rss.atStart)} at start, ${fmt(rss.afterWarmup)} after the ${report.config.warmupSeconds} s warm-up, ${fmt(rss.atEnd)} at the end ` +
      `(${fmt(rss.pointGrowthPercent)}% from one to the other), min ${fmt(rss.min)} and max ${fmt(rss.max)} after the warm-up; ` +
      `trend ${fmt(rss.trend?.mbPerMinute, 2)} MB/min, ${fmt(rss.trend?.fittedAfterWarmup)} -> ${fmt(rss.trend?.fittedAtEnd)}: growth ${fmt(rss.trend?.growthPercent)}% (goal <= ${report.config.maxGrowthPercent}%).`,
  );
  console.log(
    heap.note
      ? `Heap after full collections: ${heap.note} (${heap.fullCollections} full, ${heap.scavenges} scavenges).`
      : `Heap after full collections (MiB): ${fmt(heap.firstMiB)} first after the warm-up, ${fmt(heap.lastMiB)} last, min ${fmt(heap.minMiB)}, max ${fmt(heap.maxMiB)} ` +
          `over ${heap.fullCollections} full collections (${heap.scavenges} scavenges); growth ${fmt(heap.growthPercent)}%.`,
  );
  console.log(`Deadlocks (pg_stat_database): ${report.deadlocks}. This run's checkouts: ${JSON.stringify(report.integrity)}. Internal errors in the API log: ${report.apiInternalErrors}.`);
  console.log(
    `Ledger integrity (the admin's check): the run added ${report.ledger.journals} journals and ${report.ledger.entries} entries and ` +
      (report.ledger.ok ? 'no problem' : `problems: ${report.ledger.added.map((p) => `${p.check} ${p.before} -> ${p.count}`).join(', ')}`) +
      `; before the run: ${JSON.stringify(report.ledger.before.map((p) => `${p.check} ${p.count}`))}.`,
  );
  for (const k of report.kinds.filter((x) => x.errors)) console.log(`Errors in ${k.kind}: ${JSON.stringify(k.errorSamples)}`);
  const { verdict } = report;
  console.log(
    `Goals: errors 0 ${verdict.errors ? 'met' : 'NOT met'}; memory growth (RSS trend and heap after full collections) <= ${report.config.maxGrowthPercent}% ` +
      `${verdict.memory ? 'met' : 'NOT met'}; integrity ${verdict.integrity ? 'holds' : 'BROKEN'}.`,
  );
}

/** The goals: no error (and no internal error logged), RSS growth within the limit, this run's checkouts consistent. */
function verdictOf(report) {
  const errors = report.kinds.reduce((sum, k) => sum + k.errors, 0);
  const { integrity, memory } = report;
  const verdict = {
    errors: errors === 0 && report.apiInternalErrors === 0,
    // The RSS trend must stay within the goal, and so must the heap after full collections when the run had two.
    memory:
      memory.rssMB.trend !== null &&
      memory.rssMB.trend.growthPercent <= report.config.maxGrowthPercent &&
      (memory.heap.growthPercent === null || memory.heap.growthPercent <= report.config.maxGrowthPercent),
    integrity: integrity.amount_mismatches === 0 && integrity.orders_without_items === 0 && integrity.negative_stock === 0 && report.ledger.ok,
  };
  return { ...verdict, met: verdict.errors && verdict.memory && verdict.integrity };
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

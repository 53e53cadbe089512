#!/usr/bin/env node
// The benchmark run (`pnpm bench`, see bench/README.md): a fresh, grown database; the real API and
// the raw baseline side by side on it; every scenario against both with autocannon; one table of
// ratios; the EXPLAIN of the search; results saved as JSON in bench/results/.
//
//   pnpm bench                       every scenario
//   pnpm bench list search           only these (ids: list, list-cached, search, detail, add-to-cart, checkout, subscriptions)
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { bind } from './lib/bind.mjs';
import { benchConfig, REPO_ROOT, RESULTS_DIR } from './lib/config.mjs';
import { markdownTable } from './lib/table.mjs';
import { deadlockCount, publicProductSample, SEARCH_TERMS, SHIPPING } from './lib/fixtures.mjs';
import { load } from './lib/load.mjs';
import { body, getPath, gql, JSON_HEADERS } from './lib/operations.mjs';
import { embeddedServer, ensureBuilt, log, prepareDatabase, processMemory, startApi, startBaseline } from './lib/stack.mjs';
import { signToken } from './lib/tokens.mjs';
import { runSubscriptions } from './subscriptions.mjs';

const config = benchConfig();
const selected = process.argv.slice(2).length ? process.argv.slice(2) : config.only;

const HOT_PRODUCTS = 1000;
const CART_PRODUCTS_PER_CUSTOMER = 5;

// The API's own rounding (built), so the totals the bench expects are the ones the API computes.
// Loaded after ensureBuilt(): on a fresh clone api/dist does not exist yet.
const hstCents = (cents) => createRequire(import.meta.url)(path.join(REPO_ROOT, 'api', 'dist', 'common', 'money.js')).hstCents(cents);

/** What each scenario measures, and the goal from issue 8. */
const SCENARIOS = [
  { id: 'list', name: 'product list (20, vendor + image), uncached', minRatio: 0.35, maxP99Factor: 3 },
  { id: 'list-cached', name: 'product list, anonymous cacheable GET', minRatio: 1.0 },
  { id: 'search', name: 'product search (full-text)', minRatio: 0.35, needsSearchIndex: true },
  // Issue 21: the products page (sort, filters, facets), its worst case, and the suggestions.
  { id: 'search-filtered', name: 'search with sort + filters + facets', minRatio: 0.35, minRps: 150, maxP99Ms: config.products >= 1_000_000 ? 600 : 300 },
  { id: 'search-worst', name: 'worst case: "cheese" (~10% of products) + facets', minRatio: 0.35, maxP99Ms: config.products >= 1_000_000 ? 600 : 500 },
  { id: 'suggest', name: 'suggestions while typing (guest GET, as the web sends)', minRatio: 0.35, maxP99Ms: 50 },
  { id: 'suggest-uncached', name: 'suggestions, POST (no response cache)', minRatio: 0.35 },
  { id: 'detail', name: 'product detail by id', minRatio: 0.35 },
  { id: 'add-to-cart', name: 'add to cart (authenticated)', minRatio: 0.3 },
  { id: 'checkout', name: 'checkout, test provider, 50 customers', minRatio: 0.25, noErrors: true },
  { id: 'subscriptions', name: 'idle graphql-ws subscriptions' },
];

/** What the products page sends: a query with a sort and filters, rotating (shop ids: two cheese shops). */
const FILTERED_SEARCHES = (shopIds) => [
  { q: 'maple syrup', sort: 'PRICE_ASC', categories: ['Pantry'], maxPriceCents: 3000, inStock: true },
  { q: 'coffee', sort: 'BEST_SELLING', minPriceCents: 1000 },
  { q: 'café', sort: 'NEWEST', inStock: true },
  { q: 'sourdough', sort: 'PRICE_DESC', categories: ['Bakery'], minPriceCents: 500, maxPriceCents: 2000 },
  { q: 'crème', categories: ['Cheese & Dairy', 'Beauty'] },
  { q: 'honey', sort: 'BEST_SELLING', categories: ['Pantry'], inStock: true },
  { q: 'cheddar', sort: 'PRICE_ASC', shopIds },
  { q: 'chese', sort: 'RELEVANCE', maxPriceCents: 2500 },
];
/** A word that matches about 10% of the grown catalogue (grow-data.mjs: the cheese templates). */
const WORST_QUERY = 'cheese';
/** A word of about 1% of the catalogue: its candidates come from the full-text index, not a scan that stops early. */
const RARE_QUERY = 'sourdough';
/** What people have typed when the suggestions are asked for (from 2 characters). */
const SUGGESTION_PREFIXES = ['ch', 'chee', 'map', 'mapl', 'caf', 'café', 'crè', 'sour', 'hon', 'boul', 'xq', 'smoked go'];

const post = (operationName, variables) => ({ method: 'POST', path: '/graphql', headers: JSON_HEADERS, body: body(operationName, variables) });
const authed = (request, token) => ({ ...request, headers: { ...request.headers, authorization: `Bearer ${token}` } });

async function main() {
  const unknown = selected.filter((id) => !SCENARIOS.some((s) => s.id === id));
  if (unknown.length) throw new Error(`Unknown scenario(s): ${unknown.join(', ')}. Known: ${SCENARIOS.map((s) => s.id).join(', ')}`);
  const scenarios = SCENARIOS.filter((s) => !selected.length || selected.includes(s.id));
  const startedAt = new Date();
  log(`${os.cpus().length} CPUs, load average ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}; ${config.connections} connections, ${config.durationSeconds} s per run after ${config.warmupSeconds} s of warm-up`);

  ensureBuilt({ web: false });
  const server = config.embedded ? await embeddedServer() : { serverUrl: config.serverUrl, stop: async () => {} };
  const stops = [server.stop];
  const results = [];
  let explain = null;
  let environment = null;
  try {
    const db = await prepareDatabase(config, server.serverUrl);
    const jwtSecret = randomBytes(32).toString('hex');
    const api = await startApi({ databaseUrl: db.url, jwtSecret });
    stops.unshift(api.stop);
    const baseline = await startBaseline({ databaseUrl: db.url, jwtSecret });
    stops.unshift(baseline.stop);
    const pool = new pg.Pool({ connectionString: db.url, max: 4 });
    stops.unshift(() => pool.end());
    const targets = { ours: api.baseUrl, baseline: baseline.baseUrl };

    const sizes = (await pool.query(
      `select (select count(*) from products)::int as products, (select count(*) from orders)::int as orders,
              (select count(*) from users where role = 'Customer')::int as customers, (select count(*) from vendors)::int as vendors`,
    )).rows[0];
    log(`data: ${JSON.stringify(sizes)}`);
    environment = { cpus: os.cpus().length, loadAverageAtStart: os.loadavg(), node: process.version, sizes, growth: db.growth, template: db.template };

    const fixtures = await prepareFixtures({ pool, api, jwtSecret });
    const sameJson = await compareAnswers(targets, fixtures);
    environment.sameJson = sameJson;
    environment.logins = fixtures.loginStats;

    for (const scenario of scenarios) {
      log(`scenario ${scenario.id}: ${scenario.name}`);
      try {
        const outcome = await RUNNERS[scenario.id]({ scenario, targets, fixtures, pool, api, jwtSecret });
        results.push({ ...scenario, ...outcome });
      } catch (error) {
        // One broken scenario must not hide the others' figures.
        console.error(error);
        results.push({ ...scenario, error: String(error?.message ?? error) });
      }
    }
    if (scenarios.some((s) => s.id.startsWith('search') || s.id.startsWith('suggest'))) explain = await explainSearch(pool);
    const apiLog = fs.readFileSync(api.logFile, 'utf8');
    environment.apiInternalErrors = (apiLog.match(/internal error|request failed/g) ?? []).length;
    environment.apiMemoryAtEndMB = processMemory(api.pid);
  } finally {
    for (const stop of stops) await stop().catch((error) => console.error(error));
  }

  const report = { startedAt, finishedAt: new Date(), config: { ...config, selected }, environment, results, explain };
  printReport(report);
  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  const file = path.join(RESULTS_DIR, `bench-${startedAt.toISOString().replace(/[:.]/g, '-')}.json`);
  fs.writeFileSync(file, JSON.stringify(report, null, 2));
  fs.writeFileSync(path.join(RESULTS_DIR, 'latest.json'), JSON.stringify(report, null, 2));
  log(`results saved to ${path.relative(REPO_ROOT, file)}`);
}

// ---- Fixtures: which products and customers the scenarios use, and their tokens.
async function prepareFixtures({ pool, api, jwtSecret }) {
  // A spread of public products (deterministic pseudo-random order).
  const sample = await publicProductSample(pool, 1000);
  // Products the cart and checkout scenarios buy: plenty of stock, so no run sells out.
  const { rows: hot } = await pool.query(
    `update products set stock = 1000000
      where id in (select p.id from products p join vendors v on v.id = p.vendor_id
                    where p.deleted_at is null and v.is_verified and v.deleted_at is null
                    order by md5(p.id::text || 'hot') limit $1)
      returning id`,
    [HOT_PRODUCTS],
  );
  const { rows: customers } = await pool.query(`select id, email from users where email like 'bench-customer-%' order by email`);
  if (customers.length < config.logins + 1000) throw new Error(`Only ${customers.length} bench customers: raise BENCH_CUSTOMERS.`);

  // Add to cart: customers signed in through the API's login mutation (argon2 and all).
  const loginCustomers = customers.slice(0, config.logins);
  const t0 = Date.now();
  const tokens = [];
  for (let i = 0; i < loginCustomers.length; i += 4) {
    const batch = loginCustomers.slice(i, i + 4);
    tokens.push(...(await Promise.all(batch.map(async (c) => (await gql(api.baseUrl, 'Login', { input: { email: c.email, password: 'Password123!' } })).login.token))));
  }
  const loginSeconds = (Date.now() - t0) / 1000;
  log(`signed in ${tokens.length} customers through the API in ${loginSeconds.toFixed(1)} s (${(tokens.length / loginSeconds).toFixed(1)}/s, 4 at a time)`);

  // Checkout empties a cart, so each checkout needs its own customer with a filled cart: thousands
  // of them. Their tokens are signed with the API's JWT secret exactly as its TokenService does
  // (signing each in through argon2 would take minutes); the API still checks every token.
  const checkoutCustomers = customers.slice(config.logins).map((c) => ({ id: c.id, token: signToken(jwtSecret, c.id) }));

  const vendorLogin = await gql(api.baseUrl, 'Login', { input: { email: 'vendor1@mainstreet.test', password: 'Password123!' } });
  const { rows: [vendorProduct] } = await pool.query(
    `select p.id from products p join vendors v on v.id = p.vendor_id join users u on u.id = v.user_id
      where u.email = 'vendor1@mainstreet.test' and p.deleted_at is null order by p.created_at limit 1`,
  );
  await pool.query(`update products set stock = 1000000 where id = $1`, [vendorProduct.id]);

  return {
    productIds: sample,
    hotIds: hot.map((r) => r.id),
    cartCustomers: loginCustomers.map((c, i) => ({ id: c.id, token: tokens[i] })),
    checkoutCustomers,
    vendorToken: vendorLogin.login.token,
    vendorProductId: vendorProduct.id,
    loginStats: { count: tokens.length, seconds: loginSeconds },
  };
}

/** The baseline must answer with the API's JSON: compare the public reads byte for byte (parsed). */
async function compareAnswers(targets, fixtures) {
  const cases = [
    ['ListProducts', { first: 20 }],
    ...SEARCH_TERMS.map((q) => ['ListProducts', { first: 20, q }]),
    ...fixtures.productIds.slice(0, 5).map((id) => ['GetProduct', { id }]),
    ...FILTERED_SEARCHES([]).map((variables) => ['SearchProducts', { first: 20, ...variables }]),
    ['SearchProducts', { first: 20, q: WORST_QUERY }],
    ...SUGGESTION_PREFIXES.map((q) => ['SearchSuggestions', { q }]),
  ];
  const differences = [];
  for (const [operation, variables] of cases) {
    const [ours, theirs] = await Promise.all(
      Object.values(targets).map(async (baseUrl) => {
        const res = await fetch(`${baseUrl}/graphql`, { method: 'POST', headers: JSON_HEADERS, body: body(operation, variables) });
        return JSON.stringify(await res.json());
      }),
    );
    if (ours !== theirs) differences.push({ operation, variables, ours: ours.slice(0, 300), baseline: theirs.slice(0, 300) });
  }
  log(differences.length ? `warning: ${differences.length}/${cases.length} answers differ between the API and the baseline` : `the baseline's JSON equals the API's for ${cases.length} reads`);
  for (const d of differences.slice(0, 3)) log(`  ${d.operation} ${JSON.stringify(d.variables)}\n    ours:     ${d.ours}\n    baseline: ${d.baseline}`);
  return { compared: cases.length, differences };
}

// ---- Runners: warm-up then a measured run, against the API (ours) then the baseline.
async function measure(targets, requestsFor, { before, maxRequests } = {}) {
  const out = {};
  for (const [name, baseUrl] of Object.entries(targets)) {
    const state = before ? await before(name) : undefined;
    const requests = requestsFor(name, state);
    if (config.warmupSeconds) {
      const warm = await load({ baseUrl, requests, connections: config.connections, durationSeconds: config.warmupSeconds, maxOverallRequests: maxRequests?.(state) });
      await settle(warm);
    }
    out[name] = await load({ baseUrl, requests, connections: config.connections, durationSeconds: config.durationSeconds, maxOverallRequests: maxRequests?.(state) });
    const r = out[name];
    log(`  ${name.padEnd(8)} ${r.rps.toFixed(0).padStart(6)} req/s  p99 ${r.latency.p99} ms  (${r.ok} ok in ${r.seconds} s; failed answers ${r.failed} (non-2xx ${r.non2xx}), socket errors ${r.socketErrors}, timeouts ${r.timeouts})`);
    if (r.errorSamples.length) log(`    first errors: ${r.errorSamples.join(' | ')}`);
  }
  return out;
}

/**
 * Waits for the server to finish what the warm-up left in flight. Autocannon closes its connections
 * when a run ends, but the server still answers the requests it had: up to one per connection, queued
 * for the database pool. Measured at once, the run's first requests wait behind them. On 2026-11-28
 * (search-filtered, 100k, one API, 10 s runs after 3 s of warm-up): p99 379-624 ms in three runs
 * without a pause (max 565-888), 377-434 ms in six with one (max 430-707). The pause is what the
 * warm-up's own rate needs for one request per connection, times 1.5, at least 1 s, at most 10 s.
 */
async function settle(warm) {
  const drainSeconds = warm.rps > 0 ? (1.5 * config.connections) / warm.rps : 10;
  await new Promise((resolve) => setTimeout(resolve, Math.min(10_000, Math.max(1_000, drainSeconds * 1_000))));
}

/** A request list whose single entry takes its variables from `next()` for every request. */
const rotating = (make) => [{ method: 'POST', path: '/graphql', headers: JSON_HEADERS, setupRequest: (request) => ({ ...request, ...make() }) }];

const RUNNERS = {
  async list({ targets }) {
    return { runs: await measure(targets, () => [post('ListProducts', { first: 20 })]) };
  },

  async 'list-cached'({ targets }) {
    const request = { method: 'GET', path: getPath('ListProducts', { first: 20 }), headers: { 'apollo-require-preflight': 'true' } };
    // Does the API answer this GET from a cache? Its headers on a repeated request tell.
    const probe = [];
    for (let i = 0; i < 2; i++) {
      const res = await fetch(`${targets.ours}${request.path}`, { headers: request.headers });
      await res.text();
      probe.push(Object.fromEntries(['cache-control', 'age', 'x-cache', 'x-response-cache', 'etag'].map((h) => [h, res.headers.get(h)]).filter(([, v]) => v !== null)));
    }
    log(`  the API's headers on a repeated GET: ${JSON.stringify(probe[1])}`);
    return { runs: await measure(targets, () => [request]), cacheHeaders: probe };
  },

  async search({ targets }) {
    return { runs: await measure(targets, () => SEARCH_TERMS.map((q) => post('ListProducts', { first: 20, q }))), terms: SEARCH_TERMS };
  },

  async 'search-filtered'({ targets, pool }) {
    const { rows: shops } = await pool.query(
      `select v.id from vendors v where v.is_verified and v.deleted_at is null and v.business_name like '%Cheese Shop%' order by v.business_name limit 2`,
    );
    const shopIds = shops.map((row) => row.id);
    const cases = FILTERED_SEARCHES(shopIds);
    return { runs: await measure(targets, () => cases.map((variables) => post('SearchProducts', { first: 20, ...variables }))), cases };
  },

  async 'search-worst'({ targets, pool }) {
    const { rows: [share] } = await pool.query(
      `select count(*) filter (where p.search @@ (websearch_to_tsquery('english', f_unaccent($1)) || websearch_to_tsquery('french', f_unaccent($1))))::float8 / count(*) as share from products p`,
      [WORST_QUERY],
    );
    log(`  "${WORST_QUERY}" matches ${(share.share * 100).toFixed(1)}% of the products by full text`);
    return { runs: await measure(targets, () => [post('SearchProducts', { first: 20, q: WORST_QUERY })]), share: share.share };
  },

  // As the navbar sends them: a guest's GET, which the API's catalogue response cache answers once a
  // text has been asked for (12 texts here, so nearly every answer is a cache hit; the baseline has no cache).
  async suggest({ targets }) {
    const get = (q) => ({ method: 'GET', path: getPath('SearchSuggestions', { q }), headers: { 'apollo-require-preflight': 'true' } });
    return { runs: await measure(targets, () => SUGGESTION_PREFIXES.map(get)), prefixes: SUGGESTION_PREFIXES };
  },

  // The same texts as POSTs: every request runs the statements (what a text nobody typed before costs).
  async 'suggest-uncached'({ targets }) {
    return { runs: await measure(targets, () => SUGGESTION_PREFIXES.map((q) => post('SearchSuggestions', { q }))), prefixes: SUGGESTION_PREFIXES };
  },

  async detail({ targets, fixtures }) {
    return {
      runs: await measure(targets, () => {
        let n = 0;
        return rotating(() => ({ body: body('GetProduct', { id: fixtures.productIds[n++ % fixtures.productIds.length] }) }));
      }),
    };
  },

  async 'add-to-cart'({ targets, fixtures, pool }) {
    const customers = fixtures.cartCustomers;
    const ids = customers.map((c) => c.id);
    // Request n: customer n mod C adds one of their 5 products; lines stay few and quantities low.
    return {
      runs: await measure(
        targets,
        () => {
          let n = 0;
          return rotating(() => {
            const i = n++;
            const c = i % customers.length;
            const k = Math.floor(i / customers.length) % CART_PRODUCTS_PER_CUSTOMER;
            const productId = fixtures.hotIds[(c * CART_PRODUCTS_PER_CUSTOMER + k) % fixtures.hotIds.length];
            return { body: body('AddToCart', { productId, quantity: 1 }), headers: { ...JSON_HEADERS, authorization: `Bearer ${customers[c].token}` } };
          });
        },
        { before: () => pool.query(`delete from cart_items where customer_id = any($1)`, [ids]) },
      ),
      customers: customers.length,
    };
  },

  async checkout({ targets, fixtures, pool }) {
    const customers = fixtures.checkoutCustomers;
    const ids = customers.map((c) => c.id);
    const deadlocks = () => deadlockCount(pool);
    const integrity = {};
    const deadlocksBefore = await deadlocks();
    const runs = await measure(
      targets,
      (name, state) => {
        return rotating(() => {
          const c = customers[Math.min(state.used++, customers.length - 1)];
          const input = { idempotencyKey: `${state.runKey}-${c.id}`, paymentMethodId: 'pm_card_visa', expectedTotalCents: state.totals.get(c.id), shipping: SHIPPING };
          return { body: body('SubmitCheckout', { input }), headers: { ...JSON_HEADERS, authorization: `Bearer ${c.token}` } };
        });
      },
      {
        // Every customer gets a fresh cart of two hot products (usually two shops, so two orders).
        before: async (name) => {
          await pool.query(`delete from cart_items where customer_id = any($1)`, [ids]);
          await pool.query(
            `with c as (select id, row_number() over (order by id) as n from unnest($1::uuid[]) id),
                  h as (select id, row_number() over (order by md5(id::text || 'hot')) - 1 as k from unnest($2::uuid[]) id)
             insert into cart_items (customer_id, product_id, quantity)
             select c.id, h.id, 1 from c join h on h.k in ((c.n * 2) % $3, (c.n * 2 + 1) % $3)`,
            [ids, fixtures.hotIds, fixtures.hotIds.length],
          );
          const { rows } = await pool.query(
            `select c.customer_id, sum(p.price_cents * c.quantity)::int as subtotal from cart_items c join products p on p.id = c.product_id
              where c.customer_id = any($1) group by c.customer_id`,
            [ids],
          );
          const totals = new Map(rows.map((r) => [r.customer_id, r.subtotal + hstCents(r.subtotal)]));
          return { runKey: `bench-${name}-${randomUUID().slice(0, 8)}`, totals, name, used: 0 };
        },
        // Never more checkouts than filled carts (warm-up and measured run share them; autocannon
        // prepares one request per connection ahead).
        maxRequests: (state) => Math.max(config.connections, customers.length - state.used - 2 * config.connections),
      },
    );
    for (const name of Object.keys(targets)) {
      // Each paid checkout: one payment whose orders add up to its amount, items for every order.
      const { rows: [check] } = await pool.query(
        `select count(*)::int as payments,
                count(*) filter (where p.amount_cents <> coalesce(o.total, -1))::int as amount_mismatches,
                coalesce(sum(o.orders), 0)::int as orders,
                coalesce(sum(o.orders_without_items), 0)::int as orders_without_items
           from payments p
           left join lateral (select sum(total_cents) as total, count(*) as orders,
                                     count(*) filter (where not exists (select 1 from order_items i where i.order_id = x.id)) as orders_without_items
                                from orders x where x.payment_id = p.id) o on true
          where p.idempotency_key like $1 and p.status = 'Succeeded'`,
        [`bench-${name}-%`],
      );
      integrity[name] = check;
    }
    await new Promise((resolve) => setTimeout(resolve, 1000)); // statistics are flushed about once a second
    const deadlocksSeen = (await deadlocks()) - deadlocksBefore;
    log(`  deadlocks during the checkout runs: ${deadlocksSeen}; integrity ${JSON.stringify(integrity)}`);
    return { runs, deadlocks: deadlocksSeen, integrity };
  },

  async subscriptions({ fixtures, pool, api }) {
    const buyers = fixtures.checkoutCustomers.slice(-10); // not used by the checkout runs' first half
    let next = 0;
    const trigger = async () => {
      const buyer = buyers[next++];
      await pool.query(`delete from cart_items where customer_id = $1`, [buyer.id]);
      await pool.query(`insert into cart_items (customer_id, product_id, quantity) values ($1, $2, 1)`, [buyer.id, fixtures.vendorProductId]);
      const { rows: [{ subtotal }] } = await pool.query(`select price_cents as subtotal from products where id = $1`, [fixtures.vendorProductId]);
      const sentAt = performance.timeOrigin + performance.now();
      const data = await gql(api.baseUrl, 'SubmitCheckout', {
        input: { idempotencyKey: `bench-subs-${randomUUID()}`, paymentMethodId: 'pm_card_visa', expectedTotalCents: subtotal + hstCents(subtotal), shipping: SHIPPING },
      }, buyer.token);
      return { orderId: data.checkout.orders[0].id, sentAt };
    };
    const outcome = await runSubscriptions({ baseUrl: api.baseUrl, apiPid: api.pid, token: fixtures.vendorToken, count: config.subscriptions, trigger });
    log(`  held ${outcome.held}, API RSS ${outcome.memoryMB.before.toFixed(0)} -> ${outcome.memoryMB.held.toFixed(0)} MB, delivery p99 ${outcome.latencyFromCheckoutMs.p99.toFixed(0)} ms from the checkout request`);
    return { subscriptions: outcome };
  },
};

// ---- EXPLAIN of the search statements, as the API sends them (parameters bound): the text turned
// into a tsquery, the worst case's ranked page and its facets, sorted pages with filters, and
// suggestions. The fragments come from the built API (catalog/product-search.sql.ts).

/** A statement `{ sql, params }` with its `?` bound as the API's knex binds them (an array becomes a list). */
const bound = ({ sql, params }) => {
  const [text, values] = bind(sql, params);
  return { sql: text, params: values };
};

async function explainSearch(pool) {
  const { TEXT_QUERY, namesOnly, rankedPage, sortedPage, SORT_ORDER, filterConditions, facetCounts, cleanFilter, PUBLIC_PRODUCT: PUBLIC } = createRequire(import.meta.url)(path.join(REPO_ROOT, 'api', 'dist', 'modules', 'catalog', 'product-search.sql.js'));
  const textQuery = (q, typing) => bound({ sql: TEXT_QUERY, params: [q, typing] });
  const tsqueryOf = async (q, typing) => {
    const statement = textQuery(q, typing);
    return (await pool.query(statement.sql, statement.params)).rows[0].tsq;
  };
  const [worst, rare, honey, map] = [await tsqueryOf(WORST_QUERY, false), await tsqueryOf(RARE_QUERY, false), await tsqueryOf('honey', false), await tsqueryOf('map', true)];
  // The API's own statements, with its page size of 20.
  const relevancePage = (tsquery, text) => bound(rankedPage({ columns: 'p.id, p.name', tsquery, text, filters: { sql: '', params: [] }, limit: 21 }));
  const sorted = (tsquery, filter, sort) =>
    bound(sortedPage({ columns: 'p.id, p.name', tsquery, text: filter.q, filters: filterConditions(cleanFilter(filter)), order: SORT_ORDER[sort], limit: 21 }));
  const facets = (tsquery, q) => bound(facetCounts(cleanFilter({ q }), tsquery));
  const explained = [
    { what: 'text to tsquery, a typo (product-search.sql.ts TEXT_QUERY)', ...textQuery('chese', false) },
    { what: 'relevance page (product.service.ts ranked)', ...relevancePage(worst, WORST_QUERY) },
    { what: 'relevance page, a rarer word (product.service.ts ranked)', ...relevancePage(rare, RARE_QUERY) },
    { what: 'facets (product.service.ts facets)', ...facets(worst, WORST_QUERY) },
    { what: 'best selling, in stock, Pantry (product.service.ts sorted)', ...sorted(honey, { q: 'honey', categories: ['Pantry'], inStock: true }, 'BEST_SELLING') },
    { what: 'best selling, a common word (product.service.ts sorted)', ...sorted(worst, { q: WORST_QUERY }, 'BEST_SELLING') },
    {
      what: 'by price within a category, matches all at the cheap end (product.service.ts sorted)',
      ...sorted(rare, { q: RARE_QUERY, categories: ['Bakery'], minPriceCents: 500, maxPriceCents: 2000 }, 'PRICE_DESC'),
    },
    {
      what: 'product suggestions (product.service.ts suggestions)',
      sql: `select * from (
           select p.id, p.name, word_similarity(f_unaccent($1::text), p.search_name) as similarity
             from products p join vendors v on v.id = p.vendor_id
            where ${PUBLIC} and p.search @@ $2::tsquery limit 50) names
          order by similarity desc, id limit 6`,
      params: ['map', namesOnly(map ?? '')],
    },
  ];
  const plans = [];
  for (const { what, sql, params } of explained) {
    const { rows } = await pool.query(`explain (analyze, buffers) ${sql}`, params);
    const text = rows.map((r) => r['QUERY PLAN']).join('\n');
    plans.push({ term: `${what}, ${JSON.stringify(params)}`, plan: text, usesSearchIndex: text.includes('products_search_idx'), usesTrigramIndex: text.includes('trgm') });
  }
  return { plans };
}

// ---- The table
function goalOf(r) {
  if (r.id === 'subscriptions') return '5,000 held, RSS <= 500 MB, p99 <= 250 ms';
  let goal = `>= ${Math.round(r.minRatio * 100)}%`;
  if (r.minRps) goal += `, >= ${r.minRps} req/s`;
  if (r.maxP99Ms) goal += `, p99 <= ${r.maxP99Ms} ms`;
  if (r.maxP99Factor) goal += `, p99 <= ${r.maxP99Factor}x`;
  if (r.needsSearchIndex) goal += ', full-text index';
  if (r.noErrors) goal += ', no errors/deadlocks';
  return goal;
}

function verdict(r, explain) {
  if (r.id === 'subscriptions') {
    const s = r.subscriptions;
    return s.held >= config.subscriptions && s.delivered === s.held && s.memoryMB.held <= 500 && s.latencyFromCheckoutMs.p99 <= 250;
  }
  const { ours, baseline } = r.runs;
  const ratio = ours.rps / baseline.rps;
  let met = ratio >= r.minRatio;
  if (r.minRps) met &&= ours.rps >= r.minRps;
  if (r.maxP99Ms) met &&= ours.latency.p99 <= r.maxP99Ms;
  if (r.maxP99Factor) met &&= ours.latency.p99 <= r.maxP99Factor * baseline.latency.p99;
  // The nearest names come from the GiST index; for a word in 10% of the catalogue the other arm's
  // 500 matches are read faster by a scan that stops after 500 rows than through the GIN index.
  // plans[2]: the relevance page of a rarer word (a common word's is read by a scan that stops early).
  if (r.needsSearchIndex) met &&= Boolean(explain?.plans[2]?.usesSearchIndex);
  if (r.noErrors) {
    const errors = ours.failed + ours.socketErrors + ours.timeouts;
    met &&= errors === 0 && r.deadlocks === 0 && r.integrity.ours.amount_mismatches === 0 && r.integrity.ours.orders_without_items === 0;
  }
  return met;
}

function printReport(report) {
  const rows = [['scenario', 'ours req/s', 'baseline req/s', 'ratio', 'ours p99', 'baseline p99', 'goal', 'met?']];
  for (const r of report.results) {
    if (r.error) {
      rows.push([r.name, '-', '-', '-', '-', '-', goalOf(r), `NO (failed: ${r.error.slice(0, 60)})`]);
      continue;
    }
    if (r.id === 'subscriptions') {
      const s = r.subscriptions;
      rows.push([
        r.name,
        `${s.held} held`,
        '-',
        '-',
        `${s.latencyFromCheckoutMs.p99.toFixed(0)} ms`,
        '-',
        goalOf(r),
        `${verdict(r, report.explain) ? 'yes' : 'NO'} (RSS ${s.memoryMB.held.toFixed(0)} MB)`,
      ]);
      continue;
    }
    const { ours, baseline } = r.runs;
    rows.push([
      r.name,
      ours.rps.toFixed(0),
      baseline.rps.toFixed(0),
      `${((ours.rps / baseline.rps) * 100).toFixed(1)}%`,
      `${ours.latency.p99} ms`,
      `${baseline.latency.p99} ms`,
      goalOf(r),
      verdict(r, report.explain) ? 'yes' : 'NO',
    ]);
  }
  console.log(`\n${markdownTable(rows)}\n`);
  const env = report.environment ?? {};
  console.log(`Data: ${JSON.stringify(env.sizes)}; ${report.config.connections} connections; ${report.config.durationSeconds} s runs after ${report.config.warmupSeconds} s warm-up; load average at start ${env.loadAverageAtStart?.map((l) => l.toFixed(2)).join(' ')}.`);
  for (const r of report.results.filter((x) => !x.error)) {
    if (r.runs) {
      const errors = (x) => x.failed + x.socketErrors + x.timeouts;
      if (errors(r.runs.ours) || errors(r.runs.baseline)) console.log(`Errors in "${r.name}": ours ${errors(r.runs.ours)}, baseline ${errors(r.runs.baseline)} (see results JSON).`);
    }
    if (r.id === 'checkout') console.log(`Checkout: deadlocks ${r.deadlocks}; paid checkouts checked: ${JSON.stringify(r.integrity)}.`);
    if (r.id === 'list-cached') console.log(`Cacheable GET, the API's headers on a repeat: ${JSON.stringify(r.cacheHeaders[1])}.`);
    if (r.id === 'subscriptions') {
      const s = r.subscriptions;
      console.log(
        `Subscriptions: ${s.held}/${s.requested} held (opened in ${s.openSeconds.toFixed(1)} s); API RSS ${s.memoryMB.before.toFixed(0)} MB before, ${s.memoryMB.held.toFixed(0)} MB held ` +
          `(${s.memoryMB.perConnectionKB.toFixed(1)} kB each), peak ${s.memoryMB.peak.toFixed(0)} MB; delivered ${s.delivered}/${s.held}; ` +
          `latency from the checkout request p50/p90/p99/max ${Object.values(s.latencyFromCheckoutMs).map((v) => v.toFixed(0)).join('/')} ms, ` +
          `from the notification's createdAt ${Object.values(s.latencyFromRaisedMs).map((v) => v.toFixed(0)).join('/')} ms; ` +
          `CPU used meanwhile: API ${s.cpuMs.api.toFixed(0)} ms, bench client ${s.cpuMs.bench.toFixed(0)} ms (load average ${s.loadAverage.toFixed(1)}); ` +
          `open files soft limit: bench ${s.limits.bench.soft}, API ${s.limits.api.soft}; problems ${JSON.stringify(s.problems)}.`,
      );
    }
  }
  if (env.sameJson?.differences.length) console.log(`WARNING: ${env.sameJson.differences.length} baseline answers differ from the API's (see results JSON).`);
  if (env.apiInternalErrors) console.log(`The API logged ${env.apiInternalErrors} internal errors (bench/results/api.log).`);
  if (report.explain) {
    for (const p of report.explain.plans) {
      console.log(`\nEXPLAIN (ANALYZE, BUFFERS): ${p.term} (products_search_idx: ${p.usesSearchIndex ? 'used' : 'not used'}, trigram index: ${p.usesTrigramIndex ? 'used' : 'not used'}):`);
      console.log(p.plan);
    }
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

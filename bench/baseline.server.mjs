#!/usr/bin/env node
// The raw baseline: node:http + pg, no framework, no GraphQL execution. It answers the storefront's
// operations by operationName with the SQL statements the API runs for them (captured from the
// API's query log; see bench/README.md) and the same JSON, so that "ours / baseline" measures what
// the API's layers cost on top of the same database work.
//
//   DATABASE_URL=postgres://... JWT_SECRET=... PORT=0 node bench/baseline.server.mjs
//
// Like the API: a pool of 10 connections, bearer tokens checked (HS256) and the caller's row read
// on every authenticated request, DataLoader-style batching (images and vendors of a page in one
// statement each, run side by side), one transaction per mutation.
import http from 'node:http';
import { createRequire } from 'node:module';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import { REPO_ROOT } from './lib/config.mjs';
import { bind } from './lib/bind.mjs';
import { verifyToken } from './lib/tokens.mjs';

// The API's own money rules (built: api/dist), so totals and tax shares are computed identically.
const { hstCents, allocateCents, formatCad } = createRequire(import.meta.url)(path.join(REPO_ROOT, 'api', 'dist', 'common', 'money.js'));
// The search statements and their fragments, as the API builds them (text to tsquery, filters, relevance, facets).
const { TEXT_QUERY, namesOnly, rankedPage, sortedPage, SORT_ORDER, PUBLIC_PRODUCT, filterConditions, facetCounts, FACET_SAMPLE } = createRequire(import.meta.url)(
  path.join(REPO_ROOT, 'api', 'dist', 'modules', 'catalog', 'product-search.sql.js'),
);

const databaseUrl = process.env.DATABASE_URL;
const jwtSecret = process.env.JWT_SECRET;
if (!databaseUrl || !jwtSecret) {
  console.error('DATABASE_URL and JWT_SECRET must be set.');
  process.exit(2);
}
// As the API's pool (api/src/db/orm.config.ts): sequential scans that stop early read the same rows.
const pool = new pg.Pool({ connectionString: databaseUrl, max: 10, options: '-c synchronize_seqscans=off' });

// ---- SQL, as the API runs it (api/src/modules/catalog/product.service.ts, cart.service.ts, checkout.service.ts,
// common/loaders.ts, auth/token.service.ts; the quoted statements are MikroORM's).
const PRODUCT_COLUMNS = `p.id, p.vendor_id, p.name, p.description, p.name_fr, p.description_fr, p.price_cents, p.stock, p.category,
  p.created_at, p.updated_at, p.deleted_at, p.featured_at`;
const VENDOR_COLUMNS = `v.id as v_id, v.user_id as v_user_id, v.business_name as v_business_name,
  v.description as v_description, v.business_name_fr as v_business_name_fr, v.description_fr as v_description_fr, v.address as v_address, v.city as v_city, v.postal_code as v_postal_code,
  v.phone as v_phone, v.profile_image_id as v_profile_image_id, v.is_verified as v_is_verified,
  v.email_notifications as v_email_notifications, v.created_at as v_created_at, v.deleted_at as v_deleted_at`;
const SQL = {
  newest: (where) => `select ${PRODUCT_COLUMNS}, ${VENDOR_COLUMNS}, p.created_at::text as created_key
         from products p join vendors v on v.id = p.vendor_id
        where ${where}
        order by p.created_at desc, p.id desc
        limit $${where.split('$').length}`,
  findPublic: `select ${PRODUCT_COLUMNS}, ${VENDOR_COLUMNS} from products p join vendors v on v.id = p.vendor_id where p.id = $1 and ${PUBLIC_PRODUCT}`,
  images: (n) => `select product_id, media_id from product_images where product_id in (${placeholders(n)}) order by product_id, position`,
  vendors: (n) => `select ${VENDOR_COLUMNS} from vendors v where v.id in (${placeholders(n)})`,
  caller: `select u.role, u.name, u.token_version, s.revoked_at is not null as revoked
         from users u left join sessions s on s.id = $1 and s.user_id = u.id
        where u.id = $2 and u.deleted_at is null`,
  lockProduct: `select p.name, p.stock from products p join vendors v on v.id = p.vendor_id
      where p.id = $1 and ${PUBLIC_PRODUCT} for share of p`,
  addLine: `insert into cart_items (customer_id, product_id, quantity) values ($1, $2, $3)
         on conflict (customer_id, product_id) do update set quantity = cart_items.quantity + excluded.quantity
         returning quantity`,
  cart: `select ${PRODUCT_COLUMNS}, c.quantity
         from cart_items c
         join products p on p.id = c.product_id
         join vendors v on v.id = p.vendor_id
        where c.customer_id = $1 and ${PUBLIC_PRODUCT}
        order by c.added_at, p.id`,
  paymentByKey: `select "p0".* from "payments" as "p0" where "p0"."customer_id" = $1 and "p0"."idempotency_key" = $2 limit $3`,
  lockCart: `select pg_advisory_xact_lock($1, hashtext($2))`,
  claimKey: `insert into payments (id, customer_id, idempotency_key, provider, status, amount_cents, payment_method_id)
       values (gen_random_uuid(), $1, $2, $3, 'Pending', 0, $4) on conflict (customer_id, idempotency_key) do nothing returning id`,
  unsettled: `select p.id from payments p
        where p.customer_id = $1 and p.status = 'Pending'
          and exists (select 1 from orders o where o.payment_id = p.id and o.status = 'AwaitingPayment')
        limit 1`,
  paymentById: `select "p0".* from "payments" as "p0" where "p0"."id" = $1 limit $2`,
  checkoutLines: `select c.product_id, p.vendor_id, p.name, p.price_cents, c.quantity
         from cart_items c
         join products p on p.id = c.product_id
         join vendors v on v.id = p.vendor_id
        where c.customer_id = $1 and ${PUBLIC_PRODUCT}
        order by c.product_id
        for key share of v`,
  takeStock: `update products set stock = stock - $1, updated_at = now() where id = $2 and stock >= $3 returning stock`,
  stockOf: `select stock from products where id = $1`,
  insertOrders: (n) =>
    `insert into "orders" ("id", "customer_id", "vendor_id", "payment_id", "status", "subtotal_cents", "tax_cents", "total_cents", "customer_info", "created_at", "updated_at") values ${rows(n, 11)}`,
  paymentAmount: `update "payments" set "amount_cents" = $1, "updated_at" = $2 where "id" = $3`,
  insertItems: `insert into order_items (id, order_id, product_id, product_name, quantity, unit_price_cents)
       select gen_random_uuid(), x.order_id::uuid, x.product_id::uuid, x.product_name, x.quantity::int, x.unit_price_cents::int
         from json_to_recordset($1::json) as x(order_id text, product_id text, product_name text, quantity int, unit_price_cents int)`,
  lockPayment: `select * from payments where id = $1 for no key update`,
  paymentDone: `update "payments" set "provider_reference" = $1, "status" = $2, "next_check_at" = null, "updated_at" = $3 where "id" = $4`,
  lockReserved: `select * from orders where payment_id = $1 and status = 'AwaitingPayment' order by id for update`,
  placeOrders: `update "orders" set "status" = 'Pending', "updated_at" = $1 where "payment_id" = $2 and "status" = 'AwaitingPayment'`,
  orderLines: `select order_id, product_id, product_name, quantity, unit_price_cents from order_items where order_id = any($1) order by order_id, product_name`,
  mailShops: `select v.id, v.business_name, v.email_notifications, u.email from vendors v join users u on u.id = v.user_id where v.id = any($1)`,
  queueMails: (n) => `insert into mail_outbox (kind, recipient, payload) values ${Array.from({ length: n }, (_, i) => `($${3 * i + 1}, $${3 * i + 2}, $${3 * i + 3}::jsonb)`).join(', ')}`,
  // The ledger's booking of a settled payment (payouts/payout-hooks.ts onPaymentSettled), statement for statement.
  settledStatus: `select status from payments where id = $1`,
  ordersToBook: `select o.id, o.vendor_id, o.status, o.subtotal_cents, o.total_cents, o.created_at, ca.payouts_enabled,
            coalesce(
              (select r.rate_bps from commission_rates r where r.vendor_id = o.vendor_id and r.effective_from <= o.created_at order by r.effective_from desc limit 1),
              (select r.rate_bps from commission_rates r where r.vendor_id is null and r.effective_from <= o.created_at order by r.effective_from desc limit 1)) as rate_bps
       from orders o left join connected_accounts ca on ca.vendor_id = o.vendor_id
      where o.payment_id = $1 order by o.id`,
  postJournals: `with input as (
       select * from json_to_recordset($1::json) as x(key text, kind text, vendor_id uuid, order_id uuid, payment_id uuid,
                                                      transfer_id uuid, payout_id uuid, description text, effective_at timestamptz, lines json)
     ),
     journals as (
       insert into ledger_journals (key, kind, vendor_id, order_id, payment_id, transfer_id, payout_id, description, effective_at)
       select key, kind, vendor_id, order_id, payment_id, transfer_id, payout_id, description, coalesce(effective_at, now()) from input
       on conflict (key) do nothing
       returning id, key, vendor_id
     ),
     entries as (
       insert into ledger_entries (journal_id, account, vendor_id, amount_cents)
       select j.id, l.account, j.vendor_id, l.amount_cents
         from journals j join input i on i.key = j.key
         cross join lateral json_to_recordset(i.lines) as l(account text, amount_cents bigint)
       returning journal_id
     )
     select key from journals`,
  queueTransfers: `insert into transfers (order_id, payment_id, vendor_id, order_total_cents, commission_rate_bps, commission_cents, amount_cents, status)
     select x.order_id, $1::uuid, x.vendor_id, x.total, x.rate, x.commission, x.amount, x.status
       from json_to_recordset($2::json) as x(order_id uuid, vendor_id uuid, total int, rate int, commission int, amount int, status text)
     on conflict (order_id) do nothing
     returning status`,
  notifyPayoutsDue: `select pg_notify('payouts_due', '')`,
  lockBought: `select id from products where id = any($1) order by id for no key update`,
  deleteBought: `delete from cart_items c using json_to_recordset($1::json) as x(product_id uuid, quantity int)
        where c.customer_id = $2 and c.product_id = x.product_id and c.quantity <= x.quantity`,
  lowerBought: `update cart_items c set quantity = c.quantity - x.quantity from json_to_recordset($1::json) as x(product_id uuid, quantity int)
        where c.customer_id = $2 and c.product_id = x.product_id and c.quantity > x.quantity`,
  insertNotifications: (n) => `insert into "notifications" ("id", "vendor_id", "order_id", "message", "created_at") values ${rows(n, 5)}`,
  ordersOfPayment: `select "o0".* from "orders" as "o0" where "o0"."payment_id" = $1 order by "o0"."vendor_id" asc`,
};

function placeholders(n, from = 1) {
  return Array.from({ length: n }, (_, i) => `$${from + i}`).join(', ');
}
function rows(n, width) {
  return Array.from({ length: n }, (_, i) => `(${placeholders(width, 1 + i * width)})`).join(', ');
}

class ClientError extends Error {
  constructor(code, message) {
    super(message);
    this.code = code;
  }
}

/** The advisory-lock namespace of carts being checked out, as the API's checkout.sql.ts. */
const CART_LOCK_NAMESPACE = 0x63617274;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const encodeCursor = (values) => Buffer.from(JSON.stringify(values)).toString('base64url');
function decodeCursor(cursor, shape) {
  try {
    const values = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (Array.isArray(values) && values.length === shape.length && values.every((v, i) => typeof v === shape[i])) return values;
  } catch {
    // below
  }
  throw new ClientError('BAD_USER_INPUT', 'The cursor is not valid.');
}

// ---- The two loaders every product selection uses: first image and vendor, batched per request.
// Catalogue rows carry their shop's columns (v_*), as the API's do, so only a cart needs the vendor query.
async function loadRelations(products) {
  const productIds = [...new Set(products.map((p) => p.id))];
  const vendorIds = [...new Set(products.filter((p) => p.v_id === undefined).map((p) => p.vendor_id))];
  const [images, vendors] = await Promise.all([
    productIds.length ? pool.query(SQL.images(productIds.length), productIds) : { rows: [] },
    vendorIds.length ? pool.query(SQL.vendors(vendorIds.length), vendorIds) : { rows: [] },
  ]);
  const imagesOf = new Map();
  for (const image of images.rows) {
    const list = imagesOf.get(image.product_id) ?? [];
    list.push(`/media/${image.media_id}`);
    imagesOf.set(image.product_id, list);
  }
  const vendorOf = new Map([...vendors.rows, ...products.filter((p) => p.v_id !== undefined)].map((v) => [v.v_id, { id: v.v_id, businessName: v.v_business_name }]));
  return { images: (id) => imagesOf.get(id) ?? [], vendor: (id) => vendorOf.get(id) };
}

const card = (p, rel) => ({ id: p.id, name: p.name, price: p.price_cents / 100, image: rel.images(p.id)[0] ?? null, stock: p.stock, vendor: rel.vendor(p.vendor_id) });

// ---- Operations
async function listProducts({ first = 20, after = null, q = null, category = null }) {
  if (!Number.isInteger(first) || first < 1 || first > 100) throw new ClientError('BAD_USER_INPUT', 'first must be between 1 and 100.');
  const text = q?.trim();
  if (text && text.length > 200) throw new ClientError('BAD_USER_INPUT', 'Search text must be at most 200 characters.');
  const params = [];
  const where = [PUBLIC_PRODUCT];
  let rowsOut;
  if (text) {
    const filter = cleanFilter({ q: text, category });
    let keyset = null;
    if (after) {
      const [sort, score, id] = decodeCursor(after, ['string', 'number', 'string']);
      if (sort !== 'RELEVANCE' || !UUID.test(id)) throw new ClientError('BAD_USER_INPUT', 'The cursor is not valid.');
      keyset = [score, id];
    }
    const tsq = await textQuery(filter.q, false);
    rowsOut = tsq ? await rankedRows(filter, tsq, first, keyset) : [];
  } else {
    if (category) (params.push(category.toLowerCase()), where.push(`lower(p.category) in ($${params.length})`));
    if (after) {
      const [sort, createdAt, id] = decodeCursor(after, ['string', 'string', 'string']);
      if (sort !== 'NEWEST' || !UUID.test(id)) throw new ClientError('BAD_USER_INPUT', 'The cursor is not valid.');
      params.push(createdAt, id);
      where.push(`(p.created_at, p.id) < ($${params.length - 1}::timestamptz, $${params.length}::uuid)`);
    }
    params.push(first + 1);
    rowsOut = (await pool.query(SQL.newest(where.join(' and ')), params)).rows;
  }
  const nodes = rowsOut.slice(0, first);
  const rel = await loadRelations(nodes);
  const last = nodes[nodes.length - 1];
  return {
    products: {
      nodes: nodes.map((p) => card(p, rel)),
      pageInfo: {
        endCursor: last ? encodeCursor(text ? ['RELEVANCE', Number(last.score), last.id] : ['NEWEST', last.created_key, last.id]) : null,
        hasNextPage: rowsOut.length > first,
      },
    },
  };
}

// ---- The products page's search (the web's ListProducts, named SearchProducts here): sort, filters,
// facets and the no-results help, with the statements of product.service.ts (`?` bound as knex does:
// an array becomes a list of parameters).
const run = async (sql, values) => (await pool.query(...bind(sql, values))).rows;

// Texts turned into tsqueries, reused for a minute as the API does (catalog/text-query.ts).
const textQueries = new Map();
async function textQuery(q, typing) {
  const key = `${typing ? 't' : 's'}:${q}`;
  const known = textQueries.get(key);
  if (known && known.until > Date.now()) return known.tsquery;
  const tsquery = (await run(TEXT_QUERY, [q, typing]))[0]?.tsq ?? null;
  if (textQueries.size >= 5_000) textQueries.clear();
  textQueries.set(key, { tsquery, until: Date.now() + 60_000 });
  return tsquery;
}
const SORTS = ['RELEVANCE', 'NEWEST', 'PRICE_ASC', 'PRICE_DESC', 'BEST_SELLING'];

function cleanFilter(v) {
  const q = v.q?.trim() || null;
  if (q && q.length > 200) throw new ClientError('BAD_USER_INPUT', 'Search text must be at most 200 characters.');
  const categories = [...(v.categories ?? []), ...(v.category ? [v.category] : [])].map((c) => c.trim()).filter(Boolean);
  if (categories.length > 20) throw new ClientError('BAD_USER_INPUT', 'At most 20 categories.');
  const shopIds = v.shopIds ?? [];
  if (shopIds.length > 20 || shopIds.some((id) => !UUID.test(id))) throw new ClientError('BAD_USER_INPUT', 'A shop id is not valid.');
  for (const price of [v.minPriceCents, v.maxPriceCents]) {
    if (price != null && (!Number.isInteger(price) || price < 0 || price > 100_000_000)) throw new ClientError('BAD_USER_INPUT', 'A price is not valid.');
  }
  return {
    q,
    categories: [...new Set(categories.map((c) => c.toLowerCase()))],
    minPriceCents: v.minPriceCents ?? null,
    maxPriceCents: v.maxPriceCents ?? null,
    shopIds: [...new Set(shopIds)],
    inStock: v.inStock === true,
  };
}

async function sortedRows(filter, tsq, sort, size) {
  const page = sortedPage({
    columns: `${PRODUCT_COLUMNS}, ${VENDOR_COLUMNS}, p.created_at::text as created_key, p.units_sold_30d as units`,
    tsquery: tsq,
    text: filter.q,
    filters: filterConditions(filter),
    order: SORT_ORDER[sort],
    limit: size + 1,
  });
  return run(page.sql, page.params);
}

async function rankedRows(filter, tsq, size, keyset = null) {
  const page = rankedPage({
    columns: `${PRODUCT_COLUMNS}, ${VENDOR_COLUMNS}, p.created_at::text as created_key`,
    tsquery: tsq,
    text: filter.q,
    filters: filterConditions(filter),
    after: keyset,
    limit: size + 1,
  });
  return run(page.sql, page.params);
}

async function facets(filter, tsq) {
  const statement = facetCounts(filter, tsq);
  const rows = await run(statement.sql, statement.params);
  const byCount = (name) => (a, b) => b.count - a.count || (name(a) < name(b) ? -1 : name(a) > name(b) ? 1 : 0);
  return {
    categories: rows.filter((r) => r.kind === 'category').map((r) => ({ value: r.value, count: r.count })).sort(byCount((r) => r.value)),
    shops: rows.filter((r) => r.kind === 'shop').map((r) => ({ id: r.id, name: r.value, count: r.count })).sort(byCount((r) => r.name)),
    approximate: rows.some((r) => r.kind === 'matches' && r.count > FACET_SAMPLE),
  };
}

async function searchProducts(variables) {
  const first = variables.first ?? 20;
  if (!Number.isInteger(first) || first < 1 || first > 100) throw new ClientError('BAD_USER_INPUT', 'first must be between 1 and 100.');
  if (variables.after) throw new ClientError('BAD_USER_INPUT', 'The baseline answers first pages only.');
  const filter = cleanFilter(variables);
  const requested = variables.sort && SORTS.includes(variables.sort) ? variables.sort : null;
  const sort = !requested || (requested === 'RELEVANCE' && !filter.q) ? (filter.q ? 'RELEVANCE' : 'NEWEST') : requested;
  // The page, then its images and its facets side by side (the API resolves facets beside the nodes' images).
  const tsq = filter.q ? await textQuery(filter.q, false) : null;
  if (filter.q && !tsq) throw new ClientError('BAD_USER_INPUT', 'The baseline does not answer searches without results.');
  const rowsOut = sort === 'RELEVANCE' ? await rankedRows(filter, tsq, first) : await sortedRows(filter, tsq, sort, first);
  const nodes = rowsOut.slice(0, first);
  const [rel, counts] = await Promise.all([loadRelations(nodes), facets(filter, tsq)]);
  if (!nodes.length && filter.q) throw new ClientError('BAD_USER_INPUT', 'The baseline does not answer searches without results.');
  const last = nodes[nodes.length - 1];
  const cursor = !last
    ? null
    : sort === 'RELEVANCE'
      ? encodeCursor([sort, Number(last.score), last.id])
      : sort === 'PRICE_ASC' || sort === 'PRICE_DESC'
        ? encodeCursor([sort, last.price_cents, last.id])
        : sort === 'BEST_SELLING'
          ? encodeCursor([sort, Number(last.units), last.created_key, last.id])
          : encodeCursor([sort, last.created_key, last.id]);
  return {
    products: {
      nodes: nodes.map((p) => card(p, rel)),
      pageInfo: { endCursor: cursor, hasNextPage: rowsOut.length > first },
      facets: counts,
      didYouMean: null,
      nearestCategories: [],
    },
  };
}

// ---- Suggestions while typing (product.service.ts `suggestions`).
async function searchSuggestions({ q: text, limit = 6 }) {
  if (!Number.isInteger(limit) || limit < 1 || limit > 10) throw new ClientError('BAD_USER_INPUT', 'limit must be between 1 and 10.');
  const q = String(text ?? '').trim();
  if (q.length > 100) throw new ClientError('BAD_USER_INPUT', 'Search text must be at most 100 characters.');
  if (q.length < 2) return { searchSuggestions: { products: [], shops: [] } };
  const [products, shops] = await Promise.all([
    textQuery(q, true).then((tsq) =>
      tsq
        ? run(
            `select * from (
                   select ${PRODUCT_COLUMNS}, ${VENDOR_COLUMNS}, word_similarity(f_unaccent(?::text), p.search_name) as similarity
                     from products p join vendors v on v.id = p.vendor_id
                    where ${PUBLIC_PRODUCT} and p.search @@ ?::tsquery limit 50) names
                  order by similarity desc, id limit ?`,
            [q, namesOnly(tsq), limit],
          )
        : [],
    ),
    run(
      `select * from (
           select ${VENDOR_COLUMNS}, v.search_name <->> f_unaccent(?::text) as distance from vendors v
            where v.is_verified and v.deleted_at is null order by v.search_name <->> f_unaccent(?::text) limit ?) nearest
          where distance <= 1 - current_setting('pg_trgm.word_similarity_threshold')::float8 order by distance, v_id limit ?`,
      [q, q, Math.min(limit, 4) * 2, Math.min(limit, 4)],
    ),
  ]);
  return {
    searchSuggestions: {
      products: products.map((p) => ({ id: p.id, name: p.name })),
      shops: shops.map((v) => ({ id: v.v_id, businessName: v.v_business_name })),
    },
  };
}

async function getProduct({ id }) {
  if (!UUID.test(id)) return { product: null };
  const { rows: found } = await pool.query(SQL.findPublic, [id]);
  if (!found.length) return { product: null };
  const p = found[0];
  const rel = await loadRelations([p]);
  const images = rel.images(p.id);
  return {
    product: { id: p.id, name: p.name, description: p.description, price: p.price_cents / 100, stock: p.stock, category: p.category, images, image: images[0] ?? null, vendor: rel.vendor(p.vendor_id) },
  };
}

async function caller(authorization) {
  const token = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1];
  const claims = token && verifyToken(jwtSecret, token);
  if (!claims || typeof claims.sub !== 'string' || !UUID.test(claims.sub) || typeof claims.sid !== 'string' || !UUID.test(claims.sid)) {
    throw new ClientError('UNAUTHENTICATED', 'Your session has expired. Please log in again.');
  }
  const { rows: users } = await pool.query(SQL.caller, [claims.sid, claims.sub]);
  if (!users.length || users[0].token_version !== claims.tv || users[0].revoked) throw new ClientError('UNAUTHENTICATED', 'Your session has expired. Please log in again.');
  if (users[0].role.toLowerCase() !== 'customer') throw new ClientError('FORBIDDEN', 'You do not have permission to do this.');
  return { ...users[0], id: claims.sub };
}

async function transaction(fn) {
  const client = await pool.connect();
  try {
    await client.query('begin');
    const result = await fn(client);
    await client.query('commit');
    return result;
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}

const outOfStock = (name, stock) => new ClientError('OUT_OF_STOCK', stock > 0 ? `Only ${stock} of "${name}" left in stock.` : `"${name}" is out of stock.`);

async function viewCart(customerId) {
  const { rows: lines } = await pool.query(SQL.cart, [customerId]);
  const rel = await loadRelations(lines);
  const subtotalCents = lines.reduce((sum, line) => sum + line.price_cents * line.quantity, 0);
  const taxCents = hstCents(subtotalCents);
  const totalCents = subtotalCents + taxCents;
  return {
    itemCount: lines.reduce((sum, line) => sum + line.quantity, 0),
    subtotal: subtotalCents / 100,
    tax: taxCents / 100,
    total: totalCents / 100,
    totalCents,
    items: lines.map((line) => ({ quantity: line.quantity, lineTotal: (line.price_cents * line.quantity) / 100, product: card(line, rel) })),
  };
}

async function addToCart({ productId, quantity = 1 }, authorization) {
  const user = await caller(authorization);
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > 99) throw new ClientError('BAD_USER_INPUT', 'Quantity must be a whole number from 1 to 99.');
  if (!UUID.test(productId)) throw new ClientError('NOT_FOUND', 'Product not found');
  await transaction(async (client) => {
    const { rows: found } = await client.query(SQL.lockProduct, [productId]);
    if (!found.length) throw new ClientError('NOT_FOUND', 'Product not found');
    const { rows: [line] } = await client.query(SQL.addLine, [user.id, productId, quantity]);
    if (line.quantity > found[0].stock) throw outOfStock(found[0].name, found[0].stock);
    if (line.quantity > 99) throw new ClientError('BAD_USER_INPUT', 'You can have at most 99 of one product in your cart.');
  });
  return { addToCart: await viewCart(user.id) };
}

async function checkoutResult(payment, orders) {
  const vendorIds = [...new Set(orders.map((o) => o.vendor_id))];
  const { rows: vendors } = await pool.query(SQL.vendors(vendorIds.length), vendorIds);
  const rel = { vendor: (id) => vendors.filter((v) => v.v_id === id).map((v) => ({ id: v.v_id, businessName: v.v_business_name }))[0] };
  return {
    checkout: {
      success: true,
      message: payment.status === 'Succeeded' ? 'Payment successful! Your order has been placed.' : 'Payment received and being confirmed. Your order has been placed.',
      paymentId: payment.id,
      total: payment.amount_cents / 100,
      totalCents: payment.amount_cents,
      orders: orders.map((o) => ({ id: o.id, shortNumber: o.id.slice(-6).toUpperCase(), total: o.total_cents / 100, vendor: rel.vendor(o.vendor_id) })),
    },
  };
}

/** The ledger's charge and commission journals and one transfer per order, as the API books a settled payment. */
async function bookSettledPayment(client, paymentId) {
  await client.query(SQL.settledStatus, [paymentId]);
  const { rows: orders } = await client.query(SQL.ordersToBook, [paymentId]);
  const short = (id) => id.slice(-6).toUpperCase();
  const booked = orders.map((order) => {
    const commission = Math.floor((2 * order.subtotal_cents * order.rate_bps + 10_000) / 20_000);
    return { order, commission, amount: order.total_cents - commission, status: order.status === 'Cancelled' ? 'cancelled' : order.payouts_enabled ? 'pending' : 'waiting' };
  });
  const journal = (key, kind, order, description, lines) => ({
    key, kind, vendor_id: order.vendor_id, order_id: order.id, payment_id: paymentId, transfer_id: null, payout_id: null, description, effective_at: null,
    lines: lines.filter((line) => line.amount_cents !== 0),
  });
  await client.query(SQL.postJournals, [JSON.stringify(booked.flatMap(({ order, commission }) => [
    journal(`charge:${order.id}`, 'charge', order, `Order #${short(order.id)} paid: ${formatCad(order.total_cents)}`,
      [{ account: 'customers', amount_cents: -order.total_cents }, { account: 'shop_pending', amount_cents: order.total_cents }]),
    journal(`commission:${order.id}`, 'commission', order, `Commission on order #${short(order.id)}: ${order.rate_bps / 100}% of ${formatCad(order.subtotal_cents)}`,
      [{ account: 'shop_pending', amount_cents: -commission }, { account: 'commission', amount_cents: commission }]),
  ]).filter((j) => j.lines.length))]);
  const { rows: queued } = await client.query(SQL.queueTransfers, [paymentId, JSON.stringify(booked.map(({ order, commission, amount, status }) => ({
    order_id: order.id, vendor_id: order.vendor_id, total: order.total_cents, rate: order.rate_bps, commission, amount, status,
  })))]);
  if (queued.some((row) => row.status === 'pending')) await client.query(SQL.notifyPayoutsDue);
}

async function checkout({ input }, authorization) {
  const user = await caller(authorization);
  if (!/^[A-Za-z0-9_-]{8,100}$/.test(input?.idempotencyKey ?? '')) throw new ClientError('BAD_USER_INPUT', 'The idempotency key must be 8 to 100 letters, digits, dashes or underscores.');
  if (input.paymentMethodId !== 'pm_card_visa') throw new ClientError('PAYMENT_DECLINED', 'Your card was declined.');
  const { rows: replay } = await pool.query(SQL.paymentByKey, [user.id, input.idempotencyKey, 1]);
  if (replay.length) return checkoutResult(replay[0], (await pool.query(SQL.ordersOfPayment, [replay[0].id])).rows);

  // (a) Reserve: the cart's lock, the key, the stock, the payment and its orders (not placed yet).
  const now = new Date();
  let customerInfo = '';
  const { payment, orders } = await transaction(async (client) => {
    await client.query(SQL.lockCart, [CART_LOCK_NAMESPACE, user.id]);
    const { rows: claimed } = await client.query(SQL.claimKey, [user.id, input.idempotencyKey, 'test', input.paymentMethodId]);
    if (!claimed.length) throw new ClientError('BAD_USER_INPUT', 'This checkout is already being processed.');
    if ((await client.query(SQL.unsettled, [user.id])).rows.length) throw new ClientError('CHECKOUT_IN_PROGRESS', 'Your previous payment is still being confirmed.');
    const { rows: lines } = await client.query(SQL.checkoutLines, [user.id]);
    if (!lines.length) throw new ClientError('BAD_USER_INPUT', 'Your cart is empty.');
    const subtotalCents = lines.reduce((sum, line) => sum + line.price_cents * line.quantity, 0);
    const taxCents = hstCents(subtotalCents);
    const totalCents = subtotalCents + taxCents;
    if (totalCents !== input.expectedTotalCents) {
      throw new ClientError('BAD_USER_INPUT', `Your cart total is now ${formatCad(totalCents)}. Please review your cart and try again.`);
    }
    for (const line of lines) {
      const taken = await client.query(SQL.takeStock, [line.quantity, line.product_id, line.quantity]);
      if (!taken.rowCount) throw outOfStock(line.name, (await client.query(SQL.stockOf, [line.product_id])).rows[0].stock);
    }
    // One order per shop, the HST shared by subtotal to the cent.
    const byVendor = new Map();
    for (const line of lines) byVendor.set(line.vendor_id, [...(byVendor.get(line.vendor_id) ?? []), line]);
    const groups = [...byVendor.entries()].sort(([a], [b]) => a.localeCompare(b));
    const subtotals = groups.map(([, own]) => own.reduce((sum, line) => sum + line.price_cents * line.quantity, 0));
    const shares = allocateCents(taxCents, subtotals);
    const s = input.shipping;
    customerInfo = JSON.stringify({
      fullName: s.fullName.trim(),
      email: s.email.trim(),
      phone: s.phone.trim(),
      address: s.address.trim(),
      postalCode: s.postalCode.trim().toUpperCase().replace(/^(...)\s*(...)$/, '$1 $2'),
    });
    const { rows: [payment] } = await client.query(SQL.paymentById, [claimed[0].id, 1]);
    const orders = groups.map(([vendorId, own], i) => ({
      id: randomUUID(), vendor_id: vendorId, lines: own, subtotal_cents: subtotals[i], tax_cents: shares[i], total_cents: subtotals[i] + shares[i],
    }));
    await client.query(
      SQL.insertOrders(orders.length),
      orders.flatMap((o) => [o.id, user.id, o.vendor_id, payment.id, 'AwaitingPayment', o.subtotal_cents, o.tax_cents, o.total_cents, customerInfo, now, now]),
    );
    await client.query(SQL.paymentAmount, [totalCents, new Date(), payment.id]);
    await client.query(SQL.insertItems, [
      JSON.stringify(orders.flatMap((o) => o.lines.map((line) => ({ order_id: o.id, product_id: line.product_id, product_name: line.name, quantity: line.quantity, unit_price_cents: line.price_cents })))),
    ]);
    return { payment: { ...payment, amount_cents: totalCents }, orders };
  });

  // (b) Charge, outside any transaction: the test provider accepts at once, nothing moves.
  const reference = `test_${randomUUID()}`;

  // (c) Settle: the payment succeeded, the orders are placed, the shops notified, the cart emptied.
  await transaction(async (client) => {
    await client.query(SQL.lockPayment, [payment.id]);
    await client.query(SQL.paymentDone, [reference, 'Succeeded', new Date(), payment.id]);
    await client.query(SQL.lockReserved, [payment.id]);
    await client.query(SQL.placeOrders, [new Date(), payment.id]);
    const { rows: bought } = await client.query(SQL.orderLines, [orders.map((o) => o.id)]);
    const raisedAt = new Date();
    await client.query(
      SQL.insertNotifications(orders.length),
      orders.flatMap((o) => {
        const units = o.lines.reduce((sum, line) => sum + line.quantity, 0);
        return [randomUUID(), o.vendor_id, o.id, `New order #${o.id.slice(-6).toUpperCase()}: ${units === 1 ? '1 item' : `${units} items`}, ${formatCad(o.total_cents)}`, raisedAt];
      }),
    );
    // The order mails, queued as the API queues them: the customer's receipt and each shop's notice.
    const { rows: shops } = await client.query(SQL.mailShops, [orders.map((o) => o.vendor_id)]);
    const shipping = JSON.parse(customerInfo);
    const placedAt = now.toISOString();
    const mailOrders = orders.map((o) => ({
      vendorId: o.vendor_id,
      shortNumber: o.id.slice(-6).toUpperCase(),
      shopName: shops.find((shop) => shop.id === o.vendor_id)?.business_name ?? 'A Mainstreet shop',
      lines: o.lines.map((line) => ({ name: line.name, quantity: line.quantity, unitPriceCents: line.price_cents })),
      subtotalCents: o.subtotal_cents,
      taxCents: o.tax_cents,
      totalCents: o.total_cents,
    }));
    const sum = (pick) => mailOrders.reduce((total, order) => total + pick(order), 0);
    const mails = [
      ['order-confirmation', shipping.email, {
        customerName: shipping.fullName, placedAt, paymentPending: false,
        orders: mailOrders.map(({ vendorId: _vendorId, ...order }) => order),
        subtotalCents: sum((o) => o.subtotalCents), taxCents: sum((o) => o.taxCents), totalCents: sum((o) => o.totalCents), shipping,
      }],
      ...mailOrders.flatMap(({ vendorId, ...order }) => {
        const shop = shops.find((candidate) => candidate.id === vendorId);
        return shop?.email_notifications ? [['vendor-new-order', shop.email, { placedAt, order, shipping }]] : [];
      }),
    ];
    await client.query(SQL.queueMails(mails.length), mails.flatMap(([kind, recipient, payload]) => [kind, recipient, JSON.stringify(payload)]));
    const lines = JSON.stringify(bought.map((line) => ({ product_id: line.product_id, quantity: line.quantity })));
    await client.query(SQL.lockBought, [bought.map((line) => line.product_id)]);
    await client.query(SQL.deleteBought, [lines, user.id]);
    await client.query(SQL.lowerBought, [lines, user.id]);
    await bookSettledPayment(client, payment.id);
  });
  return checkoutResult({ ...payment, status: 'Succeeded' }, orders);
}

const HANDLERS = {
  ListProducts: (variables) => listProducts(variables),
  SearchProducts: (variables) => searchProducts(variables),
  SearchSuggestions: (variables) => searchSuggestions(variables),
  GetProduct: (variables) => getProduct(variables),
  AddToCart: (variables, authorization) => addToCart(variables, authorization),
  SubmitCheckout: (variables, authorization) => checkout(variables, authorization),
};

function send(res, status, payload) {
  const json = JSON.stringify(payload);
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(json) });
  res.end(json);
}

async function answer(req, res, request) {
  const handler = HANDLERS[request.operationName];
  if (!handler) return send(res, 400, { errors: [{ message: `Unknown operation ${request.operationName}`, extensions: { code: 'BAD_REQUEST' } }] });
  try {
    send(res, 200, { data: await handler(request.variables ?? {}, req.headers.authorization) });
  } catch (error) {
    if (error instanceof ClientError) return send(res, 200, { errors: [{ message: error.message, extensions: { code: error.code } }], data: null });
    console.error(error);
    send(res, 200, { errors: [{ message: 'Something went wrong on our side. Please try again.', extensions: { code: 'INTERNAL_SERVER_ERROR' } }], data: null });
  }
}

const server = http.createServer((req, res) => {
  const url = new URL(req.url, 'http://localhost');
  if (url.pathname === '/healthz') return send(res, 200, { status: 'ok' });
  if (url.pathname !== '/graphql') return send(res, 404, { message: 'Not found.' });
  if (req.method === 'GET') {
    let variables;
    try {
      variables = JSON.parse(url.searchParams.get('variables') || '{}');
    } catch {
      return send(res, 400, { errors: [{ message: 'Malformed variables.' }] });
    }
    return void answer(req, res, { operationName: url.searchParams.get('operationName'), variables });
  }
  const chunks = [];
  req.on('data', (chunk) => chunks.push(chunk));
  req.on('end', () => {
    let request;
    try {
      request = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    } catch {
      return send(res, 400, { errors: [{ message: 'The request is malformed.' }] });
    }
    void answer(req, res, request);
  });
});

server.keepAliveTimeout = 65_000;
server.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => {
  console.log(`Baseline listening on http://127.0.0.1:${server.address().port}`);
});
const stop = () => server.close(() => pool.end().then(() => process.exit(0)));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);

#!/usr/bin/env node
// Grows a database that the API has migrated and demo-seeded to benchmark size, with set-based
// SQL only (generate_series, INSERT ... SELECT), in one transaction, then ANALYZE.
//
//   node bench/grow-data.mjs [postgres://...]   (or DATABASE_URL / BENCH_DATABASE_URL)
//
// Targets (env): BENCH_PRODUCTS=100000 (1000000 works: about N minutes on the 2-core machine) BENCH_ORDERS=100000 BENCH_VENDORS=200 BENCH_CUSTOMERS=20000.
// Each table is grown only up to its target, so a second run on a grown database does nothing.
//
// Rows follow the API's rules (api/src/db/migrations, api/src/db/seed, checkout.service.ts):
// - vendors and customers are real accounts (owner/customer users sharing the demo password),
// - every product belongs to a verified vendor and has image rows pointing at stored media
//   (the demo images are reused: same content, no binary data generated),
// - every grown order belongs to a paid checkout: one payment per checkout, one order per shop,
//   HST 13% of the checkout subtotal rounded half-up and shared between its orders to the cent
//   (largest remainder, as allocateCents does), so each payment's orders add up to its amount,
// - some customers have carts and wishlists.
import pg from 'pg';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { benchConfig, REPO_ROOT } from './lib/config.mjs';

/**
 * The API's own statement for the best-selling figures of the grown orders, from its build (api/dist),
 * loaded when needed: the bench imports this file before it builds the API. The module reaches the
 * order entities, whose decorators need the metadata polyfill the API loads first.
 */
function refreshProductSalesStatement() {
  const apiRequire = createRequire(path.join(REPO_ROOT, 'api', 'package.json'));
  apiRequire('reflect-metadata');
  return apiRequire('./dist/modules/catalog/product-sales.js').REFRESH_PRODUCT_SALES;
}

const DEMO_EMAIL = 'admin@mainstreet.test';

const ADJECTIVES = [
  'Small-Batch', 'Organic', 'Classic', 'Local', 'Heritage', 'Artisan', 'Farmhouse', 'Handmade', 'Seasonal',
  'Family Recipe', 'Wild', 'Golden', 'Rustic', 'Premium', 'Everyday', 'Northern', 'Lakeside', 'Country',
  'Harvest', 'Old-Fashioned', 'Smoky', 'Spiced', 'Sweet', 'Bold', 'Gentle',
];
// A long-tail vocabulary: each product name and description draws from it with a skewed (Zipf-like)
// distribution (see zipf()), so a few words are common and most are rare, as in a real catalogue.
const FLAVOURS = [
  'Honey', 'Maple', 'Garlic', 'Herb', 'Vanilla', 'Cinnamon', 'Lemon', 'Rosemary', 'Blueberry', 'Smoked',
  'Cranberry', 'Ginger', 'Pumpkin', 'Apple', 'Walnut', 'Pecan', 'Chili', 'Black Pepper', 'Dill', 'Sage',
  'Thyme', 'Basil', 'Lavender', 'Cardamom', 'Nutmeg', 'Clove', 'Juniper', 'Rhubarb', 'Elderflower', 'Haskap',
  'Saskatoon', 'Sea Buckthorn', 'Birch', 'Spruce Tip', 'Fireweed', 'Wild Leek', 'Fiddlehead', 'Chaga', 'Sumac',
  'Tamarack', 'Hickory', 'Oak', 'Cherrywood', 'Applewood', 'Buckwheat', 'Spelt', 'Rye', 'Einkorn', 'Emmer',
  'Oat', 'Barley', 'Hemp', 'Flax', 'Sunflower', 'Pumpkin Seed', 'Poppy', 'Sesame', 'Caraway', 'Fennel',
  'Anise', 'Coriander', 'Cumin', 'Turmeric', 'Saffron', 'Pistachio', 'Hazelnut', 'Almond', 'Chestnut', 'Butternut',
  'Quince', 'Pear', 'Plum', 'Apricot', 'Peach', 'Gooseberry', 'Currant', 'Blackberry', 'Raspberry', 'Strawberry',
  'Mulberry', 'Lingonberry', 'Cloudberry', 'Bilberry', 'Chokecherry', 'Serviceberry', 'Pawpaw', 'Persimmon', 'Fig', 'Date',
  'Molasses', 'Toffee', 'Caramel', 'Butterscotch', 'Espresso', 'Cocoa', 'Mocha', 'Chai', 'Bergamot', 'Hibiscus',
  'Chamomile', 'Peppermint', 'Spearmint', 'Lemongrass', 'Yuzu', 'Calamansi', 'Tarragon', 'Chervil', 'Lovage', 'Sorrel',
  'Marjoram', 'Oregano', 'Savory', 'Borage', 'Nasturtium', 'Violet', 'Rose', 'Calendula', 'Yarrow', 'Mugwort',
  'Wintergreen', 'Sweetgrass', 'Cedar', 'Balsam', 'Pine', 'Tamari', 'Miso', 'Kombu', 'Dulse', 'Samphire',
];
const PLACES = [
  'Prince Edward County', 'Niagara', 'Muskoka', 'Haliburton', 'Grey County', 'Bruce Peninsula', 'Kawartha', 'Algonquin',
  'Ottawa Valley', 'Georgian Bay', 'Manitoulin', 'Norfolk County', 'Oxford County', 'Perth County', 'Huron County',
  'Lanark', 'Frontenac', 'Hastings', 'Renfrew', 'Temiskaming', 'Thunder Bay', 'Kenora', 'Rainy River', 'Elgin',
  'Essex', 'Lambton', 'Wellington', 'Dufferin', 'Simcoe', 'Durham', 'Northumberland', 'Leeds', 'Grenville',
  'Stormont', 'Glengarry', 'Prescott', 'Russell', 'Cochrane', 'Algoma', 'Parry Sound', 'Nipissing', 'Sudbury Basin',
  'Holland Marsh', 'Oak Ridges', 'Niagara Escarpment', 'Thousand Islands', 'Rideau', 'Trent Hills', 'Lake of Bays',
];
// Made-up makers' words from syllables: thousands of rare words, as shops' own product lines are.
const SYLLABLES = ['ka', 'lo', 'mi', 'ra', 'ven', 'tor', 'sel', 'an', 'bri', 'cor', 'da', 'el', 'fen', 'gar', 'hol', 'is', 'jun', 'kel', 'lin', 'mor', 'nor', 'ost', 'pel', 'quin', 'ros', 'sta', 'tul', 'ur', 'vik', 'wen'];
// A quarter of the shops write in French too (issue 20): their products get a French name and
// description with accents, from these words.
const FR_NOUNS = {
  Bakery: ['Pain', 'Baguette', 'Croissants', 'Brioche', 'Tarte', 'Pâtisserie', 'Miche', 'Fougasse', 'Chaussons'],
  'Cheese & Dairy': ['Fromage', 'Crème', 'Beurre', 'Yogourt', 'Cheddar', 'Chèvre', 'Brie', 'Crème fraîche'],
  'Coffee & Tea': ['Café', 'Thé', 'Tisane', 'Espresso', 'Infusion', 'Café moulu'],
  Produce: ['Pommes', 'Carottes', 'Tomates', 'Poireaux', 'Bleuets', 'Fraises', 'Courges', 'Betteraves'],
  Pantry: ["Sirop d'érable", 'Miel', 'Confiture', 'Moutarde', 'Granola', "Beurre d'érable", "Tire d'érable", 'Caramel'],
  Books: ['Livre', 'Recueil', 'Guide', 'Carnet', 'Album'],
  'Home & Garden': ['Bougie', 'Pot', 'Panier', 'Nappe', 'Tasse', 'Bol'],
  Beauty: ['Savon', 'Baume', 'Crème', 'Huile', 'Sel de bain', 'Lotion'],
  Crafts: ['Tricot', 'Courtepointe', 'Poterie', 'Vitrail', 'Broderie'],
  Flowers: ['Bouquet', 'Pivoines', 'Tournesols', 'Lavande', 'Couronne', 'Gerbe'],
  Meat: ['Saucisses', 'Pâté', 'Cretons', 'Bacon', 'Jambon', 'Tourtière', 'Rillettes'],
};
const FR_ADJECTIVES = ['artisanal', 'biologique', 'fumé', 'doré', 'épicé', 'maison', 'fermier', 'traditionnel', 'rustique', 'sauvage', 'québécois', 'ancestral', 'printanier', 'glacé', 'grillé', 'léger', 'crémeux', 'régional', 'forestier', 'écologique'];
const FR_PLACES = ["à l'ancienne", 'du terroir', 'de la ferme', 'aux herbes', "à l'érable", 'au miel', 'de Charlevoix', "des Cantons-de-l'Est", 'du Lac-Saint-Jean', 'de Kamouraska', "de l'Île d'Orléans", 'de Gaspésie', 'de Beauce', 'des Laurentides', 'de Québec', 'de Montréal', 'à la crème', 'aux bleuets', 'au café', 'à la lavande', 'de Prescott', 'de Hearst', 'de Kapuskasing', "de l'Outaouais"];
const FR_SHOP_KINDS = ['Boulangerie', 'Fromagerie', 'Brûlerie', 'Kiosque fermier', 'Librairie', 'Poterie', 'Savonnerie', 'Boucherie', 'Érablière', 'Fleuriste', 'Magasin général', 'Épicerie fine', 'Garde-manger'];

/**
 * A skewed pick among n values for key: 1 + floor(n * u^power) with u uniform in [0, 1) from the
 * hash of key, so the first values are common and the last ones rare (power 3: the first tenth of
 * the list gets about 46% of the picks, the last half about 10%).
 */
const zipf = (n, key, power = 3) => `(1 + floor(${n} * power((abs(hashtext(${key})) % 1000000) / 1000000.0, ${power}))::int)`;
const pick = (list, key, power = 3) => `(${sqlArray(list)})[${zipf(list.length, key, power)}]`;
const syllable = (key) => `(${sqlArray(SYLLABLES)})[1 + abs(hashtext(${key})) % ${SYLLABLES.length}]`;

const SHOP_PREFIXES = ['Maple', 'Harbour', 'Northern', 'Lakeshore', 'Old Mill', 'Riverside', 'Cedar', 'Main Street', 'Stonegate', 'Willow', 'Birch', 'Trillium', 'Beacon', 'Orchard'];
const SHOP_KINDS = ['Bakery', 'Cheese Shop', 'Roasters', 'Farm Stand', 'Books', 'Pottery', 'Soap Co.', 'Butcher', 'Sugar Shack', 'Flowers', 'General Store', 'Provisions', 'Pantry'];
const CITIES = ['Toronto', 'Ottawa', 'Hamilton', 'Kingston', 'London', 'Guelph', 'Waterloo', 'Peterborough', 'Barrie', 'Sudbury', 'Windsor', 'Niagara Falls'];
const FIRST_NAMES = ['Olivia', 'Liam', 'Emma', 'Noah', 'Ava', 'William', 'Sophia', 'Lucas', 'Mia', 'Benjamin', 'Zoe', 'Ethan', 'Chloe', 'Jacob', 'Aria', 'Samuel', 'Nora', 'Owen', 'Leah', 'Isaac', 'Maya', 'Arjun', 'Fatima', 'Wei', 'Amara'];
const LAST_NAMES = ['Smith', 'Tremblay', 'Martin', 'Roy', 'Wilson', 'Gagnon', 'Lee', 'Brown', 'Singh', 'Nguyen', 'Campbell', 'Patel', 'Chen', 'Kaur', 'Anderson', 'Mohamed', 'Fraser', 'Ross', 'Bouchard', 'Taylor'];

const sqlArray = (values) => `array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', ')}]::text[]`;

async function count(client, sql, params = []) {
  const { rows } = await client.query(sql, params);
  return Number(rows[0].count);
}

/**
 * Every single-column foreign key of the public schema holds: no row points at a missing parent.
 * Throws (and so rolls the growth back) otherwise. Returns how many keys were checked.
 */
async function checkForeignKeys(client) {
  const { rows: keys } = await client.query(
    `select c.conname, c.conrelid::regclass::text as child, a.attname as column, c.confrelid::regclass::text as parent, pa.attname as parent_column
       from pg_constraint c
       join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
       join pg_attribute pa on pa.attrelid = c.confrelid and pa.attnum = c.confkey[1]
      where c.contype = 'f' and c.connamespace = 'public'::regnamespace and cardinality(c.conkey) = 1`,
  );
  for (const key of keys) {
    const { rows } = await client.query(
      `select count(*) as missing from ${key.child} c
        where c.${key.column} is not null and not exists (select 1 from ${key.parent} p where p.${key.parent_column} = c.${key.column})`,
    );
    if (Number(rows[0].missing)) throw new Error(`${rows[0].missing} rows of ${key.child} break ${key.conname} (${key.column} -> ${key.parent})`);
  }
  return keys.length;
}

async function sizesOf(client) {
  const { rows } = await client.query(
    `select (select count(*) from products) as products, (select count(*) from vendors) as vendors,
            (select count(*) from users where role = 'Customer') as customers, (select count(*) from orders) as orders,
            (select count(*) from order_items) as order_items, (select count(*) from payments) as payments,
            (select count(*) from product_images) as product_images, (select count(*) from cart_items) as cart_items`,
  );
  return Object.fromEntries(Object.entries(rows[0]).map(([k, v]) => [k, Number(v)]));
}

/** Grows the database at `url` to the targets; returns what it did, with timings. */
export async function growData(url, targets = benchConfig(), log = console.log) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  if (process.env.GROW_DEBUG) {
    const query = client.query.bind(client);
    client.query = async (...args) => {
      const t0 = Date.now();
      const result = await query(...args);
      log(`    ${Date.now() - t0} ms: ${String(args[0]).replace(/\s+/g, ' ').slice(0, 90)}`);
      return result;
    };
  }
  const started = Date.now();
  const report = { steps: [] };
  const step = async (name, fn) => {
    const t0 = Date.now();
    const rows = await fn();
    report.steps.push({ name, rows, ms: Date.now() - t0 });
    log(`  grow: ${name}: ${rows} rows in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  };
  try {
    const demo = await client.query(`select password_hash from users where email = $1`, [DEMO_EMAIL]);
    if (!demo.rowCount) throw new Error(`No demo data in ${url}: start the API once on it (NODE_ENV unset) so it migrates and seeds.`);
    const passwordHash = demo.rows[0].password_hash; // every demo account shares the demo password

    const missing = {
      vendors: targets.vendors - (await count(client, 'select count(*) from vendors')),
      customers: targets.customers - (await count(client, `select count(*) from users where email like 'bench-customer-%'`)),
      products: targets.products - (await count(client, 'select count(*) from products')),
      orders: targets.orders - (await count(client, 'select count(*) from orders')),
    };
    const cartsMissing = !(await count(client, `select count(*) from cart_items c join users u on u.id = c.customer_id where u.email like 'bench-customer-%'`));
    if (Object.values(missing).every((n) => n <= 0) && !cartsMissing) {
      log('  grow: already at the target sizes, nothing to do');
      report.sizes = await sizesOf(client);
      report.ms = Date.now() - started;
      return report;
    }

    await client.query('begin');
    // One bulk load: losing it in a crash only means running it again.
    await client.query('set local synchronous_commit = off');
    await client.query(`set local work_mem = '64MB'`);
    await client.query(`set local maintenance_work_mem = '256MB'`);
    // Building an index once after the load is much faster than updating it row by row (the GIN
    // indexes for search above all). Only plain indexes are dropped; primary keys and unique
    // indexes stay, so every row is still checked. They are recreated from their own definitions.
    const secondary = await client.query(
      `select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as definition
         from pg_index i join pg_class t on t.oid = i.indrelid
        where t.relname = any($1) and t.relnamespace = 'public'::regnamespace and not i.indisunique and not i.indisprimary`,
      [['products', 'product_images', 'orders', 'order_items', 'payments', 'users', 'cart_items', 'wishlist_items']],
    );
    for (const index of secondary.rows) await client.query(`drop index ${index.name}`);
    // Foreign keys are checked by a trigger per inserted row, which dominates a bulk load. As a
    // superuser (the local and the embedded PostgreSQL), skip those triggers for this
    // transaction and check every foreign key of the grown tables once, set-based, at the end.
    const { rows: [{ superuser }] } = await client.query(`select current_setting('is_superuser') = 'on' as superuser`);
    if (superuser) await client.query(`set local session_replication_role = replica`);

    // Vendors, each with an owner account.
    const vendorsMissing = missing.vendors;
    if (vendorsMissing > 0) {
      await step('vendors (+ owner accounts)', async () => {
        const offset = await count(client, `select count(*) from users where email like 'bench-vendor-%'`);
        const res = await client.query(
          `with demo_images as (select array_agg(profile_image_id order by created_at) as ids from vendors where profile_image_id is not null),
           owners as (
             insert into users (id, username, name, email, phone, role, password_hash, is_verified, created_at, updated_at)
             select gen_random_uuid(), 'bench_vendor_' || lpad(g::text, 5, '0'),
                    (${sqlArray(FIRST_NAMES)})[1 + g % ${FIRST_NAMES.length}] || ' ' || (${sqlArray(LAST_NAMES)})[1 + (g / ${FIRST_NAMES.length}) % ${LAST_NAMES.length}],
                    'bench-vendor-' || lpad(g::text, 5, '0') || '@mainstreet.test', '416-555-01' || lpad((g % 100)::text, 2, '0'),
                    'Vendor', $1, true, now() - interval '430 days' + make_interval(mins => g), now()
               from generate_series($2::int + 1, $2::int + $3::int) g
             returning id, created_at, phone, substring(username from 14)::int as g)
           insert into vendors (id, user_id, business_name, description, business_name_fr, description_fr, address, city, postal_code, phone, profile_image_id, is_verified, created_at)
           select gen_random_uuid(), o.id,
                  (${sqlArray(SHOP_PREFIXES)})[1 + o.g % ${SHOP_PREFIXES.length}] || ' ' || (${sqlArray(SHOP_KINDS)})[1 + (o.g / ${SHOP_PREFIXES.length}) % ${SHOP_KINDS.length}] || ' ' || o.g,
                  'An independent Ontario shop selling small-batch goods made or grown nearby.',
                  case when o.g % 4 = 0 then (${sqlArray(FR_SHOP_KINDS)})[1 + (o.g / ${SHOP_PREFIXES.length}) % ${FR_SHOP_KINDS.length}] || ' ' || (${sqlArray(SHOP_PREFIXES)})[1 + o.g % ${SHOP_PREFIXES.length}] || ' ' || o.g end,
                  case when o.g % 4 = 0 then 'Une boutique indépendante de l''Ontario français : des produits faits ou cultivés tout près, en petites quantités.' end,
                  (10 + o.g % 900) || ' Main St', (${sqlArray(CITIES)})[1 + o.g % ${CITIES.length}], 'M5V 2T6', o.phone,
                  (select ids[1 + o.g % greatest(cardinality(ids), 1)] from demo_images), true, o.created_at
             from owners o`,
          [passwordHash, offset, vendorsMissing],
        );
        return res.rowCount;
      });
    }

    // Customers (their names and emails also go into their orders' shipping details).
    const customersMissing = missing.customers;
    if (customersMissing > 0) {
      await step('customers', async () => {
        const offset = await count(client, `select count(*) from users where email like 'bench-customer-%'`);
        const res = await client.query(
          `insert into users (id, username, name, email, phone, role, password_hash, is_verified, created_at, updated_at)
           select gen_random_uuid(), 'bench_customer_' || lpad(g::text, 6, '0'),
                  (${sqlArray(FIRST_NAMES)})[1 + g % ${FIRST_NAMES.length}] || ' ' || (${sqlArray(LAST_NAMES)})[1 + (g / ${FIRST_NAMES.length}) % ${LAST_NAMES.length}],
                  'bench-customer-' || lpad(g::text, 6, '0') || '@mainstreet.test', '416-555-01' || lpad((g % 100)::text, 2, '0'),
                  'Customer', $1, g % 5 <> 0, now() - interval '420 days' + make_interval(secs => g), now()
             from generate_series($2::int + 1, $2::int + $3::int) g`,
          [passwordHash, offset, customersMissing],
        );
        return res.rowCount;
      });
    }

    // Products: variations of the demo catalogue (name, category, description, image) spread over
    // all shops and over the last 400 days, so list pages mix shops and search has real text.
    const productsMissing = missing.products;
    if (productsMissing > 0) {
      await step('products', async () => {
        await client.query(
          `create temp table t_template on commit drop as
           select row_number() over (order by p.created_at, p.id) as n, p.name, p.description, p.price_cents, p.category,
                  (select array_agg(i.media_id order by i.position) from product_images i where i.product_id = p.id) as media
             from products p join vendors v on v.id = p.vendor_id join users u on u.id = v.user_id
            where u.email not like 'bench-%' and p.deleted_at is null`,
        );
        await client.query(
          `create temp table t_shop on commit drop as
           select row_number() over (order by id) as n, id, business_name_fr is not null as french from vendors where is_verified and deleted_at is null`,
        );
        const templates = await count(client, 'select count(*) from t_template');
        const shops = await count(client, 'select count(*) from t_shop');
        if (!templates || !shops) throw new Error('The demo catalogue is empty: nothing to grow products from.');
        const frNouns = `'${JSON.stringify(FR_NOUNS).replace(/'/g, "''")}'::jsonb`;
        // Names: a common adjective, often a flavour from the long tail, the demo product, sometimes a
        // region or a maker's line; descriptions: the demo text plus a sentence of long-tail words.
        await client.query(
          `create temp table t_new_product on commit drop as
           select g, gen_random_uuid() as id, s.id as vendor_id, s.french,
                  ${pick(ADJECTIVES, `'adj' || g`, 2)} || ' '
                    || case when g % 3 <> 0 then ${pick(FLAVOURS, `'flavour' || g`)} || ' ' else '' end
                    || t.name
                    || case when g % 4 = 0 then ' from ' || ${pick(PLACES, `'place' || g`, 2)}
                            when g % 4 = 1 then ' ' || initcap(${syllable(`'s1' || g`)} || ${syllable(`'s2' || g`)} || ${syllable(`'s3' || g`)}) || ' Line'
                            else '' end as name,
                  coalesce(t.description, '') || ' Made with ' || lower(${pick(FLAVOURS, `'d1' || g`)}) || ' and ' || lower(${pick(FLAVOURS, `'d2' || g`, 1.5)})
                    || ' in ' || ${pick(PLACES, `'d3' || g`)} || ', batch ' || ${syllable(`'d4' || g`)} || ${syllable(`'d5' || g`)} || (g % 97) || '.' as description,
                  greatest(100, t.price_cents * (80 + g % 41) / 100) as price_cents,
                  case when g % 25 = 0 then 0 else 20 + (g * 37) % 980 end as stock, t.category, t.media,
                  now() - make_interval(secs => (abs(hashtext('created' || g)) % (400 * 86400))::float8) as created_at
             from generate_series(1, $1::int) g
             join t_template t on t.n = 1 + g % ${templates}
             join t_shop s on s.n = 1 + abs(hashtext('shop' || g)) % ${shops}`,
          [productsMissing],
        );
        const res = await client.query(
          `insert into products (id, vendor_id, name, description, name_fr, description_fr, price_cents, stock, category, created_at, updated_at)
           select id, vendor_id, name, description,
                  case when french then
                    coalesce(${frNouns} -> category ->> (abs(hashtext('frn' || g)) % greatest(jsonb_array_length(${frNouns} -> category), 1)), 'Produit')
                    || ' ' || ${pick(FR_ADJECTIVES, `'fra' || g`, 2)} || ' ' || ${pick(FR_PLACES, `'frp' || g`, 2)} end,
                  case when french then 'Préparé à la main, en petites quantités, avec des ingrédients de la région. Idéal pour la crème, le café ou un goûter d''été.' end,
                  price_cents, stock, category, created_at, created_at from t_new_product`,
        );
        // The template's image first; every third product also gets a second image.
        await client.query(
          `insert into product_images (id, product_id, media_id, position)
           select gen_random_uuid(), n.id, n.media[1], 0 from t_new_product n where cardinality(n.media) > 0
           union all
           select gen_random_uuid(), n.id, t.media[1], 1
             from t_new_product n join t_template t on t.n = 1 + (n.g + 7) % ${templates}
            where n.g % 3 = 0 and cardinality(n.media) > 0 and cardinality(t.media) > 0`,
        );
        return res.rowCount;
      });
    }

    // Orders of paid checkouts: checkout j has one or two orders (two shops) alternately.
    const ordersMissing = missing.orders;
    if (ordersMissing > 0) {
      await step('orders, order items, payments', async () => {
        await client.query(
          `create temp table t_buyer on commit drop as
           select row_number() over (order by email) as n, id, name, email, phone from users where email like 'bench-customer-%'`,
        );
        await client.query(
          `create temp table t_catalogue on commit drop as
           select p.vendor_id, row_number() over (partition by p.vendor_id order by p.created_at, p.id) - 1 as rn, p.id, p.name, p.price_cents
             from products p join vendors v on v.id = p.vendor_id
            where p.deleted_at is null and v.is_verified and v.deleted_at is null`,
        );
        await client.query('create index on t_catalogue (vendor_id, rn)');
        await client.query(
          `create temp table t_seller on commit drop as
           select row_number() over (order by vendor_id) - 1 as n, vendor_id as id, count(*) as size from t_catalogue group by vendor_id`,
        );
        const buyers = await count(client, 'select count(*) from t_buyer');
        const sellers = await count(client, 'select count(*) from t_seller');
        if (!buyers) throw new Error('No bench customers to place orders: set BENCH_CUSTOMERS above 0.');
        // Order n belongs to checkout j = floor((n-1)*2/3) + 1: checkouts of 2, 1, 2, 1, ... orders.
        await client.query(
          `create temp table t_checkout on commit drop as
           select j, gen_random_uuid() as payment_id, b.id as customer_id, b.name, b.email, b.phone,
                  now() - make_interval(secs => (abs(hashtext('placed' || j)) % (365 * 86400))::float8) as created_at
             from (select distinct ((n - 1) * 2) / 3 + 1 as j from generate_series(1, $1::int) n) c
             join t_buyer b on b.n = 1 + abs(hashtext('buyer' || c.j)) % ${buyers}`,
          [ordersMissing],
        );
        await client.query(
          `create temp table t_order on commit drop as
           select o.*, s.id as vendor_id, s.size as catalogue_size, gen_random_uuid() as id,
                  case
                    when o.age <= 2 then case when o.r < 70 then 'Pending' else 'Processing' end
                    when o.age <= 6 then case when o.r < 20 then 'Pending' when o.r < 65 then 'Processing' when o.r < 95 then 'Shipped' else 'Cancelled' end
                    when o.age <= 14 then case when o.r < 20 then 'Processing' when o.r < 92 then 'Shipped' else 'Cancelled' end
                    else case when o.r < 91 then 'Delivered' else 'Cancelled' end
                  end as status
             from (select n, c.j, c.payment_id, c.customer_id, c.name, c.email, c.phone, c.created_at,
                          row_number() over (partition by c.j order by n) - 1 as k,
                          extract(epoch from now() - c.created_at) / 86400 as age, abs(hashtext('status' || n)) % 100 as r
                     from generate_series(1, $1::int) n join t_checkout c on c.j = ((n - 1) * 2) / 3 + 1) o
             -- The two orders of one checkout are from two different shops.
             join t_seller s on s.n = (abs(hashtext('seller' || o.j)) + o.k * 7) % ${sellers}`,
          [ordersMissing],
        );
        // 1 to 3 distinct products of the order's shop; quantities 1, 2, 3 weighted 6:3:1.
        await client.query(
          `create temp table t_item on commit drop as
           select distinct on (o.id, p.id) o.id as order_id, o.j, p.id as product_id, p.name, p.price_cents,
                  1 + (q.r >= 6)::int + (q.r >= 9)::int as quantity
             from t_order o
             cross join lateral generate_series(0, abs(hashtext('lines' || o.n)) % 3) i
             cross join lateral (select abs(hashtext('qty' || o.n || '-' || i)) % 10 as r) q
             join t_catalogue p on p.vendor_id = o.vendor_id
                               and p.rn = (abs(hashtext('pick' || o.n)) + i * 17) % o.catalogue_size
            order by o.id, p.id`,
        );
        // HST on the checkout subtotal, shared between its orders by largest remainder (ties: lower vendor id).
        await client.query(
          `create temp table t_total on commit drop as
           with sub as (
             select o.id, o.j, o.vendor_id, sum(i.price_cents * i.quantity)::bigint as subtotal
               from t_order o join t_item i on i.order_id = o.id group by o.id, o.j, o.vendor_id),
           checkout as (select j, sum(subtotal) as subtotal, floor((sum(subtotal) * 13 + 50) / 100)::bigint as tax from sub group by j),
           exact as (
             select s.*, c.tax as checkout_tax, c.tax::numeric * s.subtotal / c.subtotal as share from sub s join checkout c using (j)),
           ranked as (
             select e.*, floor(e.share)::bigint as base,
                    row_number() over (partition by e.j order by e.share - floor(e.share) desc, e.vendor_id) as rank,
                    e.checkout_tax - sum(floor(e.share)) over (partition by e.j) as left_over
               from exact e)
           select id, j, subtotal, base + (rank <= left_over)::int as tax from ranked`,
        );
        await client.query(
          `insert into payments (id, customer_id, idempotency_key, provider, provider_reference, status, amount_cents, currency, created_at, updated_at)
           select c.payment_id, c.customer_id, 'bench-' || c.payment_id, 'test', 'test_' || c.payment_id, 'Succeeded',
                  sum(t.subtotal + t.tax), 'cad', c.created_at, c.created_at
             from t_checkout c join t_total t on t.j = c.j
            group by c.payment_id, c.customer_id, c.created_at`,
        );
        const res = await client.query(
          `insert into orders (id, customer_id, vendor_id, payment_id, status, subtotal_cents, tax_cents, total_cents, customer_info, created_at, updated_at)
           select o.id, o.customer_id, o.vendor_id, o.payment_id, o.status, t.subtotal, t.tax, t.subtotal + t.tax,
                  jsonb_build_object('fullName', o.name, 'email', o.email, 'phone', o.phone,
                                     'address', (10 + o.n % 900) || ' King St W, Toronto, ON', 'postalCode', 'M5V 2T6'),
                  o.created_at, o.created_at
             from t_order o join t_total t on t.id = o.id`,
        );
        await client.query(
          `insert into order_items (id, order_id, product_id, product_name, quantity, unit_price_cents)
           select gen_random_uuid(), order_id, product_id, name, quantity, price_cents from t_item`,
        );
        return res.rowCount;
      });
    }

    // Some carts and wishlists in progress (every tenth and seventh customer).
    if (cartsMissing) {
      await step('carts and wishlists', async () => {
        const products = await count(client, `select count(*) from products where deleted_at is null and stock > 3`);
        await client.query(
          `create temp table t_pick on commit drop as
           select row_number() over (order by id) - 1 as n, id from products where deleted_at is null and stock > 3`,
        );
        const carts = await client.query(
          `insert into cart_items (customer_id, product_id, quantity, added_at)
           select distinct on (u.id, p.id) u.id, p.id, 1 + i % 2, now() - make_interval(mins => i * 5)
             from users u
             cross join generate_series(0, 2) i
             join t_pick p on p.n = abs(hashtext('cart' || u.email || i)) % ${Math.max(products, 1)}
            where u.email like 'bench-customer-%' and abs(hashtext(u.email)) % 10 = 0
            order by u.id, p.id`,
        );
        await client.query(
          `insert into wishlist_items (customer_id, product_id, added_at)
           select distinct on (u.id, p.id) u.id, p.id, now() - make_interval(hours => i)
             from users u
             cross join generate_series(0, 3) i
             join t_pick p on p.n = abs(hashtext('wish' || u.email || i)) % ${Math.max(products, 1)}
            where u.email like 'bench-customer-%' and abs(hashtext(u.email)) % 7 = 0
            order by u.id, p.id`,
        );
        return carts.rowCount;
      });
    }

    if (superuser && report.steps.length) {
      // The skipped triggers include the one that learns the names' words (search_words): learn
      // them once, from every product, as the migration does.
      const words = Date.now();
      await client.query(`insert into search_words (word, products)
        select w, count(*) from products p, search_words_of(p.search_name) w group by w
        on conflict (word) do update set products = excluded.products`);
      log(`  grow: words of the names in ${((Date.now() - words) / 1000).toFixed(1)} s`);
      const t0 = Date.now();
      await client.query(`set local session_replication_role = origin`);
      const checked = await checkForeignKeys(client);
      report.steps.push({ name: 'foreign keys checked', rows: checked, ms: Date.now() - t0 });
      log(`  grow: checked ${checked} foreign keys in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    }
    if (report.steps.length) {
      // units_sold_30d of the grown orders, as the API computes it on start. Left to the API, that
      // start rewrote about 15,000 of 100,000 products after the vacuum below and cleared the
      // visibility map of most table pages: index-only scans then read the table (decision 0025).
      const t0 = Date.now();
      const sales = await client.query(refreshProductSalesStatement());
      report.steps.push({ name: 'units sold in 30 days', rows: sales.rowCount, ms: Date.now() - t0 });
      log(`  grow: units sold in 30 days of ${sales.rowCount} products in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    }
    if (secondary.rows.length) {
      const t0 = Date.now();
      for (const index of secondary.rows) await client.query(index.definition);
      report.steps.push({ name: 'indexes', rows: secondary.rows.length, ms: Date.now() - t0 });
      log(`  grow: rebuilt ${secondary.rows.length} indexes in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    }
    await client.query('commit');
    if (report.steps.length) {
      const t0 = Date.now();
      // Vacuumed as autovacuum leaves a catalogue that has been live a while: the visibility map
      // set, so index-only scans read no table pages (decision 0025). The statistics come with it.
      await client.query('vacuum analyze');
      report.steps.push({ name: 'vacuum analyze', rows: 0, ms: Date.now() - t0 });
      log(`  grow: vacuum analyze in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    }
    report.sizes = await sizesOf(client);
    report.ms = Date.now() - started;
    return report;
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  } finally {
    await client.end();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const url = process.argv[2] || process.env.DATABASE_URL || process.env.BENCH_DATABASE_URL;
  if (!url) {
    console.error('Usage: node bench/grow-data.mjs postgres://user@host:port/database (migrated and demo-seeded by the API)');
    process.exit(2);
  }
  growData(url)
    .then((report) => {
      console.log(`Grown in ${(report.ms / 1000).toFixed(1)} s:`, report.sizes);
    })
    .catch((error) => {
      console.error(error);
      process.exit(1);
    });
}

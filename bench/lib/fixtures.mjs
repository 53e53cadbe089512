// Data the bench runs share: what customers search for and ship to, and which products they look at.

/** Search terms over the grown catalogue (one is a typo, for the trigram fallback). */
export const SEARCH_TERMS = ['cheddar', 'sourdough', 'chese', 'maple syrup', 'coffee beans', 'honey'];

export const SHIPPING = { fullName: 'Bench Customer', email: 'bench@mainstreet.test', phone: '416-555-0199', address: '1 King St W, Toronto, ON', postalCode: 'M5V 2T6' };

/** Ids of public products (live, of a verified live shop), a deterministic pseudo-random spread. */
export async function publicProductSample(pool, limit) {
  const { rows } = await pool.query(
    `select p.id from products p join vendors v on v.id = p.vendor_id
      where p.deleted_at is null and v.is_verified and v.deleted_at is null
      order by md5(p.id::text) limit $1`,
    [limit],
  );
  return rows.map((row) => row.id);
}

/** PostgreSQL's deadlock counter for the current database (statistics are flushed about once a second). */
export async function deadlockCount(pool) {
  await pool.query('select pg_stat_clear_snapshot()');
  return Number((await pool.query('select deadlocks from pg_stat_database where datname = current_database()')).rows[0].deadlocks);
}

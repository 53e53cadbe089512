/**
 * SQL fragments for reading products by hand (keyset pages, ranked search, carts): with `p` as
 * products and `v` as its vendor. One definition, so "public" means the same everywhere.
 */

/** Every mapped column of a product row, for `em.map(Product, row)`. */
export const PRODUCT_COLUMNS = `p.id, p.vendor_id, p.name, p.description, p.price_cents, p.stock, p.category,
  p.created_at, p.updated_at, p.deleted_at`;

/** Only live products of verified, live shops are public (and can be bought). */
export const PUBLIC_PRODUCT = `p.deleted_at is null and v.is_verified and v.deleted_at is null`;

import { isSale } from '../orders/order.sql';

/**
 * SQL fragments for reading products by hand (keyset pages, ranked search, carts): with `p` as
 * products and `v` as its vendor. One definition, so "public" means the same everywhere.
 */
import type { Vendor } from '../vendors/vendor.entity';
import type { Product } from './product.entity';

/** Every mapped column of a product row, for `productFromRow(row)`. */
export const PRODUCT_COLUMNS = `p.id, p.vendor_id, p.name, p.description, p.name_fr, p.description_fr, p.price_cents, p.stock, p.category,
  p.created_at, p.updated_at, p.deleted_at, p.featured_at`;

/** The shop's columns, prefixed `v_`, for `vendorFromRow(row)`: a page reads its shops in the same statement. */
export const VENDOR_COLUMNS = `v.id as v_id, v.user_id as v_user_id, v.business_name as v_business_name,
  v.description as v_description, v.business_name_fr as v_business_name_fr, v.description_fr as v_description_fr, v.address as v_address, v.city as v_city, v.postal_code as v_postal_code,
  v.phone as v_phone, v.profile_image_id as v_profile_image_id, v.is_verified as v_is_verified,
  v.email_notifications as v_email_notifications, v.created_at as v_created_at, v.deleted_at as v_deleted_at`;

/**
 * Units of each product in the sales of the last 30 days (orders_created_idx), to join as a table of
 * (product_id, units): the best sellers of trendingProducts and featuredProducts.
 */
export const UNITS_SOLD_LAST_30_DAYS = `(
  select oi.product_id, sum(oi.quantity) as units
    from orders o join order_items oi on oi.order_id = o.id
   where o.created_at > now() - interval '30 days' and ${isSale('o')}
   group by oi.product_id)`;

// Defined beside the search statements, which the bench's baseline loads without the ORM.
export { PUBLIC_PRODUCT } from './product-search.sql';

type Row = Record<string, unknown>;

/**
 * The read paths hand GraphQL plain objects with an entity's fields, not ORM instances: no identity map,
 * no change tracking, no constructor (so no fresh id or dates). MikroORM's hydration cost more CPU per
 * catalogue page than the statement itself (bench/README.md). They must never be persisted, and field
 * resolvers take them as `@Root() x: Fields<...>` (a type, not the class): with the class, type-graphql
 * would copy each one into `new Product()`.
 */
export type Fields<T> = { [K in keyof T]: T[K] };

/** PostgreSQL's timestamp text (MikroORM keeps timestamps as strings) as a Date. */
const toDate = (value: unknown): Date => (value instanceof Date ? value : new Date(value as string));
const toDateOrNull = (value: unknown): Date | null => (value == null ? null : toDate(value));

/** A read-only product from a row selected with PRODUCT_COLUMNS. */
export function productFromRow(row: Row): Product {
  return {
    id: row.id as string,
    vendorId: row.vendor_id as string,
    name: row.name as string,
    description: row.description as string | null,
    nameFr: row.name_fr as string | null,
    descriptionFr: row.description_fr as string | null,
    priceCents: row.price_cents as number,
    stock: row.stock as number,
    category: row.category as string,
    createdAt: toDate(row.created_at),
    updatedAt: toDate(row.updated_at),
    deletedAt: toDateOrNull(row.deleted_at),
    featuredAt: toDateOrNull(row.featured_at),
  } satisfies Fields<Product> as Product;
}

/** A read-only shop from a row selected with VENDOR_COLUMNS. */
export function vendorFromRow(row: Row): Vendor {
  return {
    id: row.v_id as string,
    userId: row.v_user_id as string,
    businessName: row.v_business_name as string,
    description: row.v_description as string | null,
    businessNameFr: row.v_business_name_fr as string | null,
    descriptionFr: row.v_description_fr as string | null,
    address: row.v_address as string | null,
    city: row.v_city as string | null,
    postalCode: row.v_postal_code as string | null,
    phone: row.v_phone as string | null,
    profileImageId: row.v_profile_image_id as string | null,
    isVerified: row.v_is_verified as boolean,
    emailNotifications: row.v_email_notifications as boolean,
    createdAt: toDate(row.v_created_at),
    deletedAt: toDateOrNull(row.v_deleted_at),
  } satisfies Fields<Vendor> as Vendor;
}

import { PUBLIC_PRODUCT } from '../catalog/product.sql';
import { OrderStatus } from '../orders/order.entity';
import { PaymentStatus } from '../payments/payment.entity';

/**
 * The checkout's SQL, in the order the steps run it. Reserve (one transaction): lock the cart, claim
 * the key, read the lines, take the stock, insert the items. Settle: read what was bought, take it
 * out of the cart. Parameters are positional (`?`), as each comment says.
 */
export const CHECKOUT_SQL = {
  /**
   * Serialises one customer's checkouts (a transaction-scoped advisory lock on the customer's cart),
   * so checkouts that race with different idempotency keys reserve the cart once. An advisory lock
   * rather than locking the cart rows, because adding to the cart locks the product first and the
   * cart row second, while a checkout takes them the other way round: row locks would deadlock, and
   * the cart stays usable while a checkout runs. [namespace, customer id]
   */
  lockCart: `select pg_advisory_xact_lock(?, hashtext(?))`,

  /** Claims the idempotency key with a pending payment; no row back means the key was used. [customer, key, provider, payment method] */
  claimKey: `insert into payments (id, customer_id, idempotency_key, provider, status, amount_cents, payment_method_id)
             values (gen_random_uuid(), ?, ?, ?, '${PaymentStatus.Pending}', 0, ?)
             on conflict (customer_id, idempotency_key) do nothing returning id`,

  /** A checkout of this customer's cart that reserved and has not settled yet (charging, or cut off). [customer] */
  unsettledReservation: `select p.id from payments p
                          where p.customer_id = ? and p.status = '${PaymentStatus.Pending}'
                            and exists (select 1 from orders o where o.payment_id = p.id and o.status = '${OrderStatus.AwaitingPayment}')
                          limit 1`,

  /**
   * The cart's lines that can be bought, ordered by product id so that concurrent checkouts lock rows
   * in one order (no deadlocks). The shops are KEY SHARE locked (what the orders' foreign keys take
   * anyway, only earlier, before any stock): a shop being closed (FOR UPDATE, admin/closeShop) makes
   * this wait, and then its lines drop out. [customer]
   */
  cartLines: `select c.product_id, p.vendor_id, p.name, p.price_cents, c.quantity
                from cart_items c
                join products p on p.id = c.product_id
                join vendors v on v.id = p.vendor_id
               where c.customer_id = ? and ${PUBLIC_PRODUCT}
               order by c.product_id
               for key share of v`,

  /** Takes a line's stock only if there is enough: two buyers can never oversell. [quantity, product, quantity] */
  takeStock: `update products set stock = stock - ?, updated_at = now() where id = ? and stock >= ? returning stock`,

  /** [product] */
  stockOf: `select stock from products where id = ?`,

  /** One statement for every item of the checkout's orders. [json of { order_id, product_id, product_name, quantity, unit_price_cents }] */
  insertItems: `insert into order_items (id, order_id, product_id, product_name, quantity, unit_price_cents)
                select gen_random_uuid(), x.order_id::uuid, x.product_id::uuid, x.product_name, x.quantity::int, x.unit_price_cents::int
                  from json_to_recordset(?::json) as x(order_id text, product_id text, product_name text, quantity int, unit_price_cents int)`,

  /** The tax lines of the orders being reserved. [json of the lines] */
  insertTaxes: `insert into order_taxes (order_id, position, tax, jurisdiction, rate_ppm, taxable_base_cents, amount_cents, collected_by)
                select x.order_id::uuid, x.position, x.tax, x.jurisdiction, x.rate_ppm, x.taxable_base_cents, x.amount_cents, x.collected_by
                  from json_to_recordset(?::json)
                    as x(order_id text, position int, tax text, jurisdiction text, rate_ppm int, taxable_base_cents int, amount_cents int, collected_by text)`,

  /** "Save for next time": the shipping address kept on the account, its province the profile's. [json address, province, user id] */
  saveShippingAddress: `update users set shipping_address = ?::jsonb, province = ? where id = ? and deleted_at is null`,

  /** Each shop's tax registration numbers. [vendor ids] */
  vendorRegistrations: `select id, gst_hst_number, qst_number from vendors where id in (?)`,

  /** The items of the orders being placed. [order ids] */
  orderLines: `select order_id, product_id, product_name, quantity, unit_price_cents from order_items where order_id in (?) order by order_id, product_name`,

  /** The products bought, locked in id order (the order process's lock order) before the cart is touched. [product ids] */
  lockBoughtProducts: `select id from products where id in (?) order by id for no key update`,

  /**
   * Takes what was bought out of the cart, and only that: a line added (or raised) while the checkout
   * ran keeps what was added. The lines bought in full go, then the others are lowered. [json of { product_id, quantity }, customer]
   */
  deleteBoughtCartLines: `delete from cart_items c
                            using json_to_recordset(?::json) as x(product_id uuid, quantity int)
                            where c.customer_id = ? and c.product_id = x.product_id and c.quantity <= x.quantity`,
  lowerCartLines: `update cart_items c set quantity = c.quantity - x.quantity
                     from json_to_recordset(?::json) as x(product_id uuid, quantity int)
                    where c.customer_id = ? and c.product_id = x.product_id and c.quantity > x.quantity`,

  /** The cart's version for a key derived without one from the client. [customer] */
  cartVersion: `select product_id, quantity, added_at from cart_items where customer_id = ? order by product_id`,
} as const;

/** The advisory-lock namespace of carts being checked out ("cart"). */
export const CART_LOCK_NAMESPACE = 0x63617274;

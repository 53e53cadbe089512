/**
 * The commerce invariants every suite that writes orders checks at its end (fuzzing, concurrency):
 * each column counts violations, so all must be 0. Suites add their own columns after these.
 */
export const COMMERCE_INVARIANT_COLUMNS = `
  (select count(*) from products where stock < 0)::int as negative_stock,
  (select count(*) from orders o where not exists (select 1 from order_items i where i.order_id = o.id))::int as orders_without_items,
  (select count(*) from orders o
    where o.total_cents <> o.subtotal_cents + o.tax_cents
       or o.subtotal_cents <> (select sum(i.quantity * i.unit_price_cents) from order_items i where i.order_id = o.id))::int as orders_not_adding_up,
  (select count(*) from (
    select p.id from payments p left join orders o on o.payment_id = p.id
     where p.status in ('Succeeded', 'PartiallyRefunded', 'Refunded')
     group by p.id, p.amount_cents
    having coalesce(sum(o.total_cents), 0) <> p.amount_cents) unbalanced)::int as payments_not_matching_orders`;

/** What COMMERCE_INVARIANT_COLUMNS must read. */
export const COMMERCE_INVARIANTS_HOLD = {
  negative_stock: 0,
  orders_without_items: 0,
  orders_not_adding_up: 0,
  payments_not_matching_orders: 0,
};

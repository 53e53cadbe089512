/**
 * The money's invariants (ledger and transfers to shops), true at any instant, also while transfers,
 * reversals and refunds are in flight: each column counts violations.
 */
export const LEDGER_INVARIANT_COLUMNS = `
  (select abs(coalesce(sum(amount_cents), 0)) from ledger_entries)::int as ledger_not_summing_to_zero,
  (select count(*) from ledger_journals j
    where (select coalesce(sum(e.amount_cents), 0) from ledger_entries e where e.journal_id = j.id) <> 0
       or (select count(*) from ledger_entries e where e.journal_id = j.id) < 2)::int as unbalanced_journals,
  (select count(*) from transfers t join orders o on o.id = t.order_id left join payments p on p.id = o.payment_id
    where t.payment_id is distinct from o.payment_id
       or (o.payment_id is not null and p.status not in ('Succeeded', 'PartiallyRefunded', 'Refunded'))
       or (o.status = 'Cancelled'
           and t.state not in ('cancelled', 'reversing', 'reversed', 'reversal_failed')
           and not (t.status in ('pending', 'sending') and t.reversal_status is not null)))::int as transfers_without_placed_paid_order,
  (select count(*) from (select order_id from ledger_journals where kind = 'transfer' group by order_id having count(*) > 1) twice)::int
    + (select count(*) from (select order_id from transfers group by order_id having count(*) > 1) twice)::int as orders_transferred_twice,
  (select count(*) from (
    select p.id from payments p join orders o on o.payment_id = p.id
      left join transfers t on t.order_id = o.id
      left join refund_outbox r on r.order_id = o.id and r.status <> 'void'
     where p.status in ('Succeeded', 'PartiallyRefunded', 'Refunded')
     group by p.id, p.amount_cents
    having sum(coalesce(r.amount_cents, t.amount_cents + t.commission_cents + t.platform_tax_cents, 0)) <> p.amount_cents) off)::int
    as settled_payments_not_split,
  (select count(*) from (
    select p.id from payments p
      left join ledger_journals j on j.payment_id = p.id and j.kind = 'charge'
      left join ledger_entries e on e.journal_id = j.id and e.account = 'customers'
     where p.status in ('Succeeded', 'PartiallyRefunded', 'Refunded')
     group by p.id, p.amount_cents
    having coalesce(-sum(e.amount_cents), 0) <> p.amount_cents) off)::int as settled_payments_not_booked`;

/** What LEDGER_INVARIANT_COLUMNS must read. */
export const LEDGER_INVARIANTS_HOLD = {
  ledger_not_summing_to_zero: 0,
  unbalanced_journals: 0,
  transfers_without_placed_paid_order: 0,
  orders_transferred_twice: 0,
  settled_payments_not_split: 0,
  settled_payments_not_booked: 0,
};

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
    having coalesce(sum(o.total_cents), 0) <> p.amount_cents) unbalanced)::int as payments_not_matching_orders,
  ${LEDGER_INVARIANT_COLUMNS}`;

/** What COMMERCE_INVARIANT_COLUMNS must read. */
export const COMMERCE_INVARIANTS_HOLD = {
  negative_stock: 0,
  orders_without_items: 0,
  orders_not_adding_up: 0,
  payments_not_matching_orders: 0,
  ...LEDGER_INVARIANTS_HOLD,
};

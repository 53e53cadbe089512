/**
 * What counts as a sale, for every figure that adds sales up (admin analytics, a shop's dashboard
 * and charts, the benchmark): an order that is not cancelled and whose card payment is not pending
 * or failed. Orders from before payments (no payment) count. `o` is the orders alias.
 */
export const isSale = (o = 'o') =>
  `${o}.status <> 'Cancelled' and (${o}.payment_id is null or ${o}.payment_id not in (select id from payments where status in ('Pending', 'Failed')))`;

/** The same definition for people, in the schema's descriptions. */
export const SALE_DESCRIPTION = 'A sale is an order that is not cancelled and whose card payment is not pending or failed.';

import { UNPLACED_ORDER_STATUSES } from './order-process';

const UNPLACED_LIST = UNPLACED_ORDER_STATUSES.map((status) => `'${status}'`).join(', ');

/**
 * An order that was placed: not a checkout's reservation waiting for its payment, nor one released
 * when the payment failed. Every list, count and figure shows placed orders only. `o` is the orders alias.
 */
export const isPlacedOrder = (o = 'o') => `${o}.status not in (${UNPLACED_LIST})`;

/**
 * What counts as a sale, for every figure that adds sales up (admin analytics, a shop's dashboard
 * and charts, the benchmark): a placed order that is not cancelled and whose card payment is not
 * pending or failed. Orders from before payments (no payment) count. `o` is the orders alias.
 */
export const isSale = (o = 'o') =>
  `${isPlacedOrder(o)} and ${o}.status <> 'Cancelled' and (${o}.payment_id is null or ${o}.payment_id not in (select id from payments where status in ('Pending', 'Failed')))`;

/** The same definition for people, in the schema's descriptions. */
export const SALE_DESCRIPTION = 'A sale is an order that is not cancelled and whose card payment is not pending or failed.';

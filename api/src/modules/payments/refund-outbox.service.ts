import type { EntityManager } from '@mikro-orm/postgresql';
import { PaymentStatus } from './payment.entity';

/** Lets a service wake the refund dispatcher once its transaction has committed. */
declare module '../../common/context' {
  interface AppContext {
    /** Wakes the refund dispatcher: call after a transaction that queued refunds has committed. */
    refunds: RefundNudge;
  }
}

export interface RefundNudge {
  nudge(): void;
}

/**
 * Payments whose cancelled orders are refunded: money was taken, or may still be (a charge the
 * provider is confirming; the dispatcher waits for its outcome and refunds only if it succeeds).
 */
export const REFUNDABLE_PAYMENT_STATUSES = [PaymentStatus.Pending, PaymentStatus.Succeeded, PaymentStatus.PartiallyRefunded];

/** One cancelled order's share of a payment. */
export interface RefundRequest {
  orderId: string;
  paymentId: string;
  amountCents: number;
}

/**
 * Queues refunds in the caller's transaction (the one that cancels the orders): a rolled-back
 * cancellation refunds nothing, a committed one is always refunded. An order is refunded at most
 * once (unique key per order), so queueing it again changes nothing. Requests whose payment never
 * took money (failed, or already refunded in full) and empty amounts are skipped. Call the
 * dispatcher's `nudge()` after commit. Answers what was queued.
 */
export async function queueRefunds(em: EntityManager, refunds: RefundRequest[]): Promise<RefundRequest[]> {
  if (!refunds.length) return [];
  const rows: { order_id: string; payment_id: string; amount_cents: number }[] = await em.execute(
    `insert into refund_outbox (order_id, payment_id, amount_cents)
     select x.order_id::uuid, x.payment_id::uuid, x.amount_cents
       from json_to_recordset(?::json) as x(order_id text, payment_id text, amount_cents int)
       join payments p on p.id = x.payment_id::uuid
      where p.status in (?) and x.amount_cents > 0
     on conflict (order_id) do nothing
     returning order_id, payment_id, amount_cents`,
    [
      JSON.stringify(refunds.map((refund) => ({ order_id: refund.orderId, payment_id: refund.paymentId, amount_cents: refund.amountCents }))),
      REFUNDABLE_PAYMENT_STATUSES,
    ],
  );
  return rows.map((row) => ({ orderId: row.order_id, paymentId: row.payment_id, amountCents: row.amount_cents }));
}

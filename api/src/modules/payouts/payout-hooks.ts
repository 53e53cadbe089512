import { formatCad } from '../../common/money';
import { divideHalfUp, postJournals, sqlOf, type Journal, type SqlTarget } from '../ledger/ledger';
import { commissionCents, rateInForceSql } from './commission';

/*
 * What the payment and order flows tell the payouts side, each inside the caller's transaction and
 * without any provider call: rows are written (ledger journals, transfers to queue), and the transfer
 * dispatcher acts on them after commit. It hears of new work through NOTIFY, which PostgreSQL
 * delivers only when (and if) the transaction commits.
 */

/** The channel the transfer dispatcher listens on for due transfers and reversals. */
export const PAYOUTS_DUE_CHANNEL = 'payouts_due';
export const notifyPayoutsDue = `select pg_notify('${PAYOUTS_DUE_CHANNEL}', '')`;

/** Payments that took money (some of it may have been refunded since). */
const SETTLED_PAYMENT_STATUSES = ['Succeeded', 'PartiallyRefunded', 'Refunded'];

/**
 * A payment succeeded and its orders are placed: books each order's charge and commission (at the
 * rate in force when the order was placed) and the taxes Mainstreet collects on it (a shop not
 * registered), and queues one transfer per order, amount = order total minus commission minus that tax. The transfer waits while the shop cannot receive payouts; an order already
 * cancelled (a shop that cancelled while the charge was being confirmed) gets a transfer that is
 * never sent. Idempotent: once per order (journal keys, and one transfer per order).
 */
export async function onPaymentSettled(target: SqlTarget, paymentId: string): Promise<void> {
  const sql = sqlOf(target);
  const [payment] = await sql(`select status from payments where id = ?`, [paymentId]);
  if (!payment || !SETTLED_PAYMENT_STATUSES.includes(payment.status)) {
    throw new Error(`onPaymentSettled: payment ${paymentId} is ${payment?.status ?? 'missing'}, not settled (flush it first)`);
  }
  const orders: {
    id: string;
    vendor_id: string;
    status: string;
    subtotal_cents: number;
    total_cents: number;
    created_at: Date;
    rate_bps: number;
    payouts_enabled: boolean | null;
    platform_tax_cents: number;
  }[] = await sql(
    `select o.id, o.vendor_id, o.status, o.subtotal_cents, o.total_cents, o.created_at, ca.payouts_enabled,
            ${rateInForceSql('o.vendor_id', 'o.created_at')} as rate_bps,
            (select coalesce(sum(t.amount_cents), 0)::int from order_taxes t where t.order_id = o.id and t.collected_by = 'platform') as platform_tax_cents
       from orders o left join connected_accounts ca on ca.vendor_id = o.vendor_id
      where o.payment_id = ? order by o.id`,
    [paymentId],
  );
  if (!orders.length) return;
  const shortNumber = (id: string) => id.slice(-6).toUpperCase();
  const transfers = orders.map((order) => {
    const commission = commissionCents(order.subtotal_cents, order.rate_bps);
    return {
      order,
      commission,
      // Tax Mainstreet collects (the shop is not registered) is the platform's to remit, not the shop's.
      amount: order.total_cents - commission - order.platform_tax_cents,
      // A cancelled order, or one never placed (a charge that turned up after its payment was released,
      // refunded at once), is booked and refunded, but its shop is never paid.
      status: order.status === 'Cancelled' || order.status === 'PaymentFailed' ? 'cancelled' : order.payouts_enabled ? 'pending' : 'waiting',
    };
  });
  await postJournals(
    sql,
    transfers.flatMap(({ order, commission }): Journal[] => [
      {
        key: `charge:${order.id}`,
        kind: 'charge',
        vendorId: order.vendor_id,
        orderId: order.id,
        paymentId,
        description: `Order #${shortNumber(order.id)} paid: ${formatCad(order.total_cents)}`,
        lines: [
          { account: 'customers', amountCents: -order.total_cents },
          { account: 'shop_pending', amountCents: order.total_cents },
        ],
      },
      {
        key: `commission:${order.id}`,
        kind: 'commission',
        vendorId: order.vendor_id,
        orderId: order.id,
        paymentId,
        description: `Commission on order #${shortNumber(order.id)}: ${order.rate_bps / 100}% of ${formatCad(order.subtotal_cents)}`,
        lines: [
          { account: 'shop_pending', amountCents: -commission },
          { account: 'commission', amountCents: commission },
        ],
      },
      {
        key: `tax:${order.id}`,
        kind: 'tax',
        vendorId: order.vendor_id,
        orderId: order.id,
        paymentId,
        description: `Sales tax on order #${shortNumber(order.id)} collected by Mainstreet: ${formatCad(order.platform_tax_cents)}`,
        lines: [
          { account: 'shop_pending', amountCents: -order.platform_tax_cents },
          { account: 'platform_tax', amountCents: order.platform_tax_cents },
        ],
      },
    ]),
  );
  const queued: { status: string }[] = await sql(
    `insert into transfers (order_id, payment_id, vendor_id, order_total_cents, commission_rate_bps, commission_cents, platform_tax_cents, amount_cents, status)
     select x.order_id, ?::uuid, x.vendor_id, x.total, x.rate, x.commission, x.tax, x.amount, x.status
       from json_to_recordset(?::json) as x(order_id uuid, vendor_id uuid, total int, rate int, commission int, tax int, amount int, status text)
     on conflict (order_id) do nothing
     returning status`,
    [
      paymentId,
      JSON.stringify(
        // An order with nothing for its shop (free items only) has nothing to transfer: no row.
        transfers.filter(({ amount }) => amount > 0).map(({ order, commission, amount, status }) => ({
          order_id: order.id,
          vendor_id: order.vendor_id,
          total: order.total_cents,
          rate: order.rate_bps,
          commission,
          tax: order.platform_tax_cents,
          amount,
          status,
        })),
      ),
    ],
  );
  if (queued.some((row) => row.status === 'pending')) await sql(notifyPayoutsDue);
}

/**
 * A paid order is being cancelled: its transfer must not reach the shop, or must come back. The
 * transfer row is locked (the dispatcher claims and records under the same lock), so whatever the
 * dispatcher is doing at this moment, the order ends either never transferred or transferred and
 * then reversed:
 * - not sent yet (waiting, pending, or given up): cancelled, never sent;
 * - being sent: the reversal is asked for now, and queued the moment the transfer is recorded;
 * - sent: a reversal of its whole amount is queued.
 * No transfer (the payment was never settled): nothing to do. Idempotent.
 */
export async function onPaidOrderCancelled(target: SqlTarget, orderId: string): Promise<void> {
  const sql = sqlOf(target);
  const [transfer] = await sql(`select id, status, reversal_status from transfers where order_id = ? for update`, [orderId]);
  if (!transfer || transfer.reversal_status !== null) return;
  if (['waiting', 'pending', 'failed'].includes(transfer.status)) {
    await sql(`update transfers set status = 'cancelled', claim_id = null, updated_at = now() where id = ?`, [transfer.id]);
  } else if (transfer.status === 'sending') {
    await sql(`update transfers set reversal_status = 'pending', updated_at = now() where id = ?`, [transfer.id]);
  } else if (transfer.status === 'succeeded') {
    await sql(
      `update transfers set reversal_status = 'pending', attempts = 0, last_error = null, next_attempt_at = now(), updated_at = now() where id = ?`,
      [transfer.id],
    );
    await sql(notifyPayoutsDue);
  }
}

/**
 * The provider confirmed a cancelled order's refund: the money goes back to the customer from the
 * shop's pending balance, and the platform gives back its commission on it (in proportion, for a
 * part of the order). Orders the ledger never booked (from before it) are left out. Idempotent: one
 * refund per order.
 */
export async function onRefundSucceeded(target: SqlTarget, orderId: string, amountCents: number): Promise<void> {
  const sql = sqlOf(target);
  const [order] = await sql(
    `select o.vendor_id, o.payment_id, o.total_cents, t.commission_cents, t.platform_tax_cents
       from orders o join transfers t on t.order_id = o.id
      where o.id = ? and exists (select 1 from ledger_journals j where j.key = 'charge:' || o.id)`,
    [orderId],
  );
  if (!order) return;
  const back = (cents: number) => (amountCents >= order.total_cents ? cents : divideHalfUp(cents * amountCents, order.total_cents));
  const commissionBack = back(order.commission_cents);
  // The tax Mainstreet collected on the refunded amount is no longer owed to the government.
  const taxBack = back(order.platform_tax_cents);
  await postJournals(sql, [
    {
      key: `refund:${orderId}`,
      kind: 'refund',
      vendorId: order.vendor_id,
      orderId,
      paymentId: order.payment_id,
      description: `Order #${orderId.slice(-6).toUpperCase()} refunded: ${formatCad(amountCents)}, commission of ${formatCad(commissionBack)} given back`,
      lines: [
        { account: 'shop_refunded', amountCents },
        { account: 'commission', amountCents: -commissionBack },
        { account: 'platform_tax', amountCents: -taxBack },
        { account: 'shop_pending', amountCents: commissionBack + taxBack - amountCents },
      ],
    },
  ]);
}

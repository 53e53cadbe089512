import type { EntityManager } from '@mikro-orm/postgresql';
import { formatCad } from '../../common/money';
import { postJournals, type Journal } from '../../modules/ledger/ledger';
import { commissionCents } from '../../modules/payouts/commission';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
/** The default platform rate, the one in force for the whole demo history. */
const DEMO_RATE_BPS = 1000;
/** Demo payouts: every four weeks, the latest a week ago, each paying what was transferred two days before it. */
const PAYOUT_DAYS_AGO = [7, 35, 63, 91, 119, 147, 175];
const PAYOUT_AVAILABLE_AFTER_MS = 2 * DAY_MS;

interface DemoOrderRow {
  id: string;
  vendor_id: string;
  subtotal_cents: number;
  total_cents: number;
  created_at: Date;
}

/**
 * The money side of the demo history, in the seed's transaction: each verified shop has a connected
 * (Test mode) payout account; each of its delivered orders is booked in the ledger (charge and
 * commission when placed), transferred an hour later, and paid out to the shop's bank on a
 * four-weekly schedule. A newcomer's statements then look like a shop that has been trading.
 * The newest shop has not set up payouts yet: its orders' transfers wait (its money is pending),
 * so "Set up payouts" can be tried on a shop with history.
 *
 * Only delivered orders: they are final. The open ones (the last two weeks) predate payments like
 * every demo order, so cancelling one refunds nothing (order-process.ts); booked and transferred,
 * its money would stay with the shop. Cancelled ones were never charged.
 */
export async function seedDemoPayouts(em: EntityManager, now: number): Promise<void> {
  const shops: { id: string; created_at: Date }[] = await em.execute(`select id, created_at from vendors where is_verified and deleted_at is null order by created_at`);
  if (!shops.length) return;
  const connected = shops.slice(0, -1);
  const connectedIds = new Set(connected.map((shop) => shop.id));
  await em.execute(
    `insert into connected_accounts (vendor_id, provider, provider_account_id, charges_enabled, payouts_enabled, details_submitted, created_at, updated_at)
     select x.id, 'test', 'acct_test_demo_' || replace(x.id::text, '-', ''), true, true, true, x.created_at, x.created_at
       from json_to_recordset(?::json) as x(id uuid, created_at timestamptz)`,
    [JSON.stringify(connected)],
  );
  const orders: DemoOrderRow[] = await em.execute(
    `select id, vendor_id, subtotal_cents, total_cents, created_at from orders
      where status = 'Delivered' and payment_id is null and vendor_id in (?) order by created_at, id`,
    [shops.map((shop) => shop.id)],
  );
  const short = (id: string) => id.slice(-6).toUpperCase();
  const transfers = orders.map((order) => {
    const commission = commissionCents(order.subtotal_cents, DEMO_RATE_BPS);
    const placedAt = new Date(order.created_at);
    const sent = connectedIds.has(order.vendor_id);
    return { order, commission, amount: order.total_cents - commission, placedAt, sent, transferredAt: new Date(Math.min(placedAt.getTime() + HOUR_MS, now)) };
  });
  const inserted: { id: string; order_id: string }[] = await em.execute(
    `insert into transfers (order_id, vendor_id, order_total_cents, commission_rate_bps, commission_cents, amount_cents, status, provider,
                            provider_transfer_id, transferred_at, attempts, created_at, updated_at)
     select x.order_id, x.vendor_id, x.total, ?, x.commission, x.amount,
            case when x.sent then 'succeeded' else 'waiting' end, case when x.sent then 'test' end,
            case when x.sent then 'test_tr_demo_' || replace(x.order_id::text, '-', '') end,
            case when x.sent then x.transferred_at end, case when x.sent then 1 else 0 end, x.placed_at,
            case when x.sent then x.transferred_at else x.placed_at end
       from json_to_recordset(?::json) as x(order_id uuid, vendor_id uuid, total int, commission int, amount int, sent boolean,
                                           placed_at timestamptz, transferred_at timestamptz)
     returning id, order_id`,
    [
      DEMO_RATE_BPS,
      JSON.stringify(
        transfers.map(({ order, commission, amount, sent, placedAt, transferredAt }) => ({
          order_id: order.id,
          vendor_id: order.vendor_id,
          total: order.total_cents,
          commission,
          amount,
          sent,
          placed_at: placedAt,
          transferred_at: transferredAt,
        })),
      ),
    ],
  );
  const transferIds = new Map(inserted.map((row) => [row.order_id, row.id]));

  const journals: Journal[] = transfers.flatMap(({ order, commission, amount, sent, placedAt, transferredAt }): Journal[] => [
    {
      key: `charge:${order.id}`,
      kind: 'charge',
      vendorId: order.vendor_id,
      orderId: order.id,
      description: `Order #${short(order.id)} paid: ${formatCad(order.total_cents)}`,
      effectiveAt: placedAt,
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
      description: `Commission on order #${short(order.id)}: ${DEMO_RATE_BPS / 100}% of ${formatCad(order.subtotal_cents)}`,
      effectiveAt: placedAt,
      lines: [
        { account: 'shop_pending', amountCents: -commission },
        { account: 'commission', amountCents: commission },
      ],
    },
    ...(!sent ? [] : [{
      key: `transfer:${order.id}`,
      kind: 'transfer',
      vendorId: order.vendor_id,
      orderId: order.id,
      transferId: transferIds.get(order.id),
      description: `Order #${short(order.id)}: ${formatCad(amount)} transferred to the shop`,
      effectiveAt: transferredAt,
      lines: [
        { account: 'shop_pending', amountCents: -amount },
        { account: 'shop_transferred', amountCents: amount },
      ],
    } satisfies Journal]),
  ]);

  // Payouts, oldest first, each taking what was transferred long enough before it and not paid out yet.
  const paidUpTo = new Map<string, number>();
  const payouts: { vendorId: string; amount: number; paidAt: Date; providerId: string }[] = [];
  for (const daysAgo of [...PAYOUT_DAYS_AGO].sort((a, b) => b - a)) {
    const paidAt = new Date(now - daysAgo * DAY_MS);
    const cutoff = paidAt.getTime() - PAYOUT_AVAILABLE_AFTER_MS;
    for (const shop of connected) {
      const from = paidUpTo.get(shop.id) ?? -Infinity;
      const amount = transfers
        .filter((t) => t.order.vendor_id === shop.id && t.transferredAt.getTime() > from && t.transferredAt.getTime() <= cutoff)
        .reduce((sum, t) => sum + t.amount, 0);
      if (amount <= 0) continue;
      paidUpTo.set(shop.id, cutoff);
      payouts.push({ vendorId: shop.id, amount, paidAt, providerId: `test_po_demo_${shop.id.replace(/-/g, '')}_${daysAgo}` });
    }
  }
  const payoutRows: { id: string; provider_payout_id: string }[] = payouts.length
    ? await em.execute(
        `insert into payouts (vendor_id, provider, provider_payout_id, amount_cents, status, paid_at, created_at, updated_at)
         select x.vendor_id, 'test', x.provider_id, x.amount, 'paid', x.paid_at, x.paid_at, x.paid_at
           from json_to_recordset(?::json) as x(vendor_id uuid, provider_id text, amount int, paid_at timestamptz)
         returning id, provider_payout_id`,
        [JSON.stringify(payouts.map((p) => ({ vendor_id: p.vendorId, provider_id: p.providerId, amount: p.amount, paid_at: p.paidAt })))],
      )
    : [];
  const payoutIds = new Map(payoutRows.map((row) => [row.provider_payout_id, row.id]));
  for (const payout of payouts) {
    journals.push({
      key: `payout:${payout.providerId}`,
      kind: 'payout',
      vendorId: payout.vendorId,
      payoutId: payoutIds.get(payout.providerId),
      description: `Payout of ${formatCad(payout.amount)} to the shop's bank (${payout.providerId})`,
      effectiveAt: payout.paidAt,
      lines: [
        { account: 'shop_transferred', amountCents: -payout.amount },
        { account: 'shop_paid_out', amountCents: payout.amount },
      ],
    });
  }
  await postJournals(em, journals);
}

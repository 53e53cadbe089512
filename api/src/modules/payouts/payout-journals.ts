import { formatCad } from '../../common/money';
import { postJournals, type Sql } from '../ledger/ledger';

/*
 * The ledger journals of what the payout provider did, written in the transaction that records it
 * (the dispatcher's, or a webhook's). Keys make each one idempotent.
 */

interface TransferMoney {
  id: string;
  order_id: string;
  vendor_id: string;
  payment_id: string | null;
  amount_cents: number;
}

const short = (orderId: string) => orderId.slice(-6).toUpperCase();

/** The order's net amount reached the shop's payout account. */
export async function recordTransfer(sql: Sql, transfer: TransferMoney, reference: string): Promise<void> {
  await postJournals(sql, [
    {
      key: `transfer:${transfer.order_id}`,
      kind: 'transfer',
      vendorId: transfer.vendor_id,
      orderId: transfer.order_id,
      paymentId: transfer.payment_id,
      transferId: transfer.id,
      description: `Order #${short(transfer.order_id)}: ${formatCad(transfer.amount_cents)} transferred to the shop (${reference})`,
      lines: [
        { account: 'shop_pending', amountCents: -transfer.amount_cents },
        { account: 'shop_transferred', amountCents: transfer.amount_cents },
      ],
    },
  ]);
}

/** The ledger side of a reversal the provider made (by our dispatcher, or reported by webhook). */
export async function recordReversal(
  sql: Sql,
  transfer: TransferMoney,
  reference: string,
): Promise<void> {
  await postJournals(sql, [
    {
      key: `reversal:${transfer.order_id}`,
      kind: 'reversal',
      vendorId: transfer.vendor_id,
      orderId: transfer.order_id,
      paymentId: transfer.payment_id,
      transferId: transfer.id,
      description: `Order #${short(transfer.order_id)} cancelled: ${formatCad(transfer.amount_cents)} taken back from the shop (${reference})`,
      lines: [
        { account: 'shop_transferred', amountCents: -transfer.amount_cents },
        { account: 'shop_pending', amountCents: transfer.amount_cents },
      ],
    },
  ]);
}

/** The ledger side of a payout to the shop's bank. */
export async function recordPayout(
  sql: Sql,
  payout: { id: string; vendorId: string; providerPayoutId: string; amountCents: number; effectiveAt?: Date },
): Promise<void> {
  await postJournals(sql, [
    {
      key: `payout:${payout.providerPayoutId}`,
      kind: 'payout',
      vendorId: payout.vendorId,
      payoutId: payout.id,
      description: `Payout of ${formatCad(payout.amountCents)} to the shop's bank (${payout.providerPayoutId})`,
      effectiveAt: payout.effectiveAt,
      lines: [
        { account: 'shop_transferred', amountCents: -payout.amountCents },
        { account: 'shop_paid_out', amountCents: payout.amountCents },
      ],
    },
  ]);
}

/** A payout first reported paid failed: the money is back in the shop's payout balance. */
export async function recordPayoutFailure(
  sql: Sql,
  payout: { id: string; vendorId: string; providerPayoutId: string; amountCents: number },
  message: string,
): Promise<void> {
  await postJournals(sql, [
    {
      key: `payout-failure:${payout.providerPayoutId}`,
      kind: 'payout_failure',
      vendorId: payout.vendorId,
      payoutId: payout.id,
      description: `Payout ${payout.providerPayoutId} of ${formatCad(payout.amountCents)} failed and returned to the payout balance: ${message}`,
      lines: [
        { account: 'shop_paid_out', amountCents: -payout.amountCents },
        { account: 'shop_transferred', amountCents: payout.amountCents },
      ],
    },
  ]);
}

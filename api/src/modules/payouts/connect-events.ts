import type Stripe from 'stripe';
import { sqlOf, type SqlTarget } from '../ledger/ledger';
import { applyAccountStatus } from './payout-account.service';
import { statusOf } from './stripe-payout.provider';
import { recordPayout, recordPayoutFailure, recordReversal } from './payout-journals';
import { logger } from '../../common/logger';

/**
 * Stripe Connect's webhook events, applied in the transaction that records the event (so a
 * redelivery changes nothing): account.updated (what the shop's account may do), transfer.reversed
 * (a reversal, ours or made in Stripe's dashboard) and payout.paid / payout.failed (the shop's
 * statement). Other events are left alone.
 */
export async function applyConnectEvent(target: SqlTarget, event: Stripe.Event): Promise<void> {
  const sql = sqlOf(target);
  switch (event.type) {
    case 'account.updated':
      await applyAccountStatus(sql, event.data.object.id, statusOf(event.data.object));
      return;
    case 'transfer.reversed': {
      const reported = event.data.object;
      const [transfer] = await sql(
        `select id, order_id, vendor_id, payment_id, amount_cents, reversal_status from transfers where provider_transfer_id = ? for update`,
        [reported.id],
      );
      // Only a reversal of the whole transfer is one of ours (a cancelled order); a partial one made by
      // hand in Stripe's dashboard needs a person, not a guess.
      if (!transfer || transfer.reversal_status === 'succeeded') return;
      if (reported.amount_reversed < transfer.amount_cents) {
        logger.warn({ providerTransferId: reported.id, reversedCents: reported.amount_reversed, amountCents: transfer.amount_cents }, 'a partial reversal was made outside the marketplace');
        return;
      }
      const reference = reported.reversals?.data?.[0]?.id ?? reported.id;
      // The dispatcher may be waiting on the provider's answer for this same reversal: its claim is
      // cleared, so its own record finds the row no longer claimed and records nothing.
      await sql(
        `update transfers set reversal_status = 'succeeded', provider_reversal_id = coalesce(provider_reversal_id, ?), reversed_at = now(),
                claim_id = null, last_error = null, updated_at = now()
          where id = ?`,
        [reference, transfer.id],
      );
      await recordReversal(sql, transfer, reference);
      return;
    }
    case 'payout.paid':
    case 'payout.failed': {
      const payout = event.data.object;
      const [account] = await sql(`select vendor_id from connected_accounts where provider_account_id = ?`, [event.account ?? '']);
      if (!account || payout.currency !== 'cad') return;
      if (event.type === 'payout.paid') {
        const [row] = await sql(
          `insert into payouts (vendor_id, provider, provider_payout_id, amount_cents, status, paid_at)
           values (?, 'stripe', ?, ?, 'paid', to_timestamp(?)) on conflict (provider_payout_id) do nothing returning id`,
          [account.vendor_id, payout.id, payout.amount, payout.arrival_date],
        );
        if (row) await recordPayout(sql, { id: row.id, vendorId: account.vendor_id, providerPayoutId: payout.id, amountCents: payout.amount });
        return;
      }
      // Failed: a payout first reported paid comes back to the payout balance.
      const [previous] = await sql(`select id, status from payouts where provider_payout_id = ? for update`, [payout.id]);
      const message = payout.failure_message ?? payout.failure_code ?? 'The payout failed.';
      if (!previous) {
        await sql(
          `insert into payouts (vendor_id, provider, provider_payout_id, amount_cents, status, failure_message) values (?, 'stripe', ?, ?, 'failed', ?)`,
          [account.vendor_id, payout.id, payout.amount, message],
        );
        return;
      }
      if (previous.status !== 'paid') return;
      await sql(`update payouts set status = 'failed', failure_message = ?, updated_at = now() where id = ?`, [message, previous.id]);
      await recordPayoutFailure(sql, { id: previous.id, vendorId: account.vendor_id, providerPayoutId: payout.id, amountCents: payout.amount }, message);
      return;
    }
    default:
  }
}

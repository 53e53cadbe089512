import type { EntityManager } from '@mikro-orm/postgresql';

/*
 * The ledger: double-entry and append-only (migration 20261127000000). Every movement of money is a
 * journal whose entries sum to zero, written in the transaction of the state change it records.
 * Amounts are cents, positive where money arrives (a debit), negative where it leaves. Balances are
 * sums of entries, never stored.
 *
 * Accounts, all per shop (entries carry the shop they concern):
 *   customers         where charges come from (negative: what customers paid)
 *   shop_pending      held by the platform for the shop: paid, not transferred
 *   commission        the platform's commission earned
 *   shop_transferred  in the shop's payout account (Stripe balance), not paid out yet
 *   shop_paid_out     paid out to the shop's bank
 *   shop_refunded     given back to customers, from the shop's orders
 *   platform_tax      sales tax Mainstreet collected for a shop that is not registered: the
 *                     platform's liability to the government, never the shop's money
 *
 * Journals: charge (customers → shop_pending, the order total), commission (shop_pending →
 * commission), tax (shop_pending → platform_tax, the order's taxes Mainstreet collects), transfer (shop_pending → shop_transferred), reversal (back), refund (shop_pending →
 * shop_refunded, with the order's commission and platform tax given back to shop_pending), payout
 * (shop_transferred → shop_paid_out) and payout_failure (back).
 */

export type LedgerAccount = 'customers' | 'commission' | 'shop_pending' | 'shop_transferred' | 'shop_paid_out' | 'shop_refunded' | 'platform_tax';
export type JournalKind = 'charge' | 'commission' | 'tax' | 'transfer' | 'reversal' | 'refund' | 'payout' | 'payout_failure';

/** Runs one SQL statement in the caller's transaction and answers its rows. */
export type Sql = (query: string, params?: unknown[]) => Promise<any[]>;

/**
 * Where ledger writes run: the caller's EntityManager inside its transaction, or a bare statement
 * runner of a transaction that is not the ORM's (the refund dispatcher's).
 */
export type SqlTarget = EntityManager | Sql;

export function sqlOf(target: SqlTarget): Sql {
  if (typeof target === 'function') return target;
  if (!target.isInTransaction()) throw new Error('ledger writes must run inside the transaction of the change they record');
  return (query, params = []) => target.execute(query, params as any[]);
}

export interface JournalLine {
  account: LedgerAccount;
  amountCents: number;
}

export interface Journal {
  /** Unique: writing a journal whose key exists changes nothing (e.g. 'transfer:<order id>'). */
  key: string;
  kind: JournalKind;
  vendorId: string;
  orderId?: string | null;
  paymentId?: string | null;
  transferId?: string | null;
  payoutId?: string | null;
  description: string;
  /** When the movement happened (the statement's month); now by default. */
  effectiveAt?: Date;
  lines: JournalLine[];
}

/**
 * Writes journals in one statement. A journal whose key exists is skipped (it was recorded before),
 * as is one whose lines are all zero (nothing moved). Lines that do not sum to zero throw here; the
 * database refuses them at commit too. Answers the keys written.
 */
export async function postJournals(target: SqlTarget, journals: Journal[]): Promise<string[]> {
  const rows = journals.flatMap((journal) => {
    const lines = journal.lines.filter((line) => line.amountCents !== 0);
    if (lines.some((line) => !Number.isInteger(line.amountCents))) throw new Error(`ledger journal ${journal.key}: amounts must be whole cents`);
    if (lines.reduce((sum, line) => sum + line.amountCents, 0) !== 0) throw new Error(`ledger journal ${journal.key} does not balance`);
    if (!lines.length) return [];
    return [{
      key: journal.key,
      kind: journal.kind,
      vendor_id: journal.vendorId,
      order_id: journal.orderId ?? null,
      payment_id: journal.paymentId ?? null,
      transfer_id: journal.transferId ?? null,
      payout_id: journal.payoutId ?? null,
      description: journal.description,
      effective_at: journal.effectiveAt?.toISOString() ?? null,
      lines: lines.map((line) => ({ account: line.account, amount_cents: line.amountCents })),
    }];
  });
  if (!rows.length) return [];
  const written: { key: string }[] = await sqlOf(target)(
    `with input as (
       select * from json_to_recordset(?::json) as x(key text, kind text, vendor_id uuid, order_id uuid, payment_id uuid,
                                                     transfer_id uuid, payout_id uuid, description text, effective_at timestamptz, lines json)
     ),
     journals as (
       insert into ledger_journals (key, kind, vendor_id, order_id, payment_id, transfer_id, payout_id, description, effective_at)
       select key, kind, vendor_id, order_id, payment_id, transfer_id, payout_id, description, coalesce(effective_at, now()) from input
       on conflict (key) do nothing
       returning id, key, vendor_id
     ),
     entries as (
       insert into ledger_entries (journal_id, account, vendor_id, amount_cents)
       select j.id, l.account, j.vendor_id, l.amount_cents
         from journals j join input i on i.key = j.key
         cross join lateral json_to_recordset(i.lines) as l(account text, amount_cents bigint)
       returning journal_id
     )
     select key from journals`,
    [JSON.stringify(rows)],
  );
  return written.map((row) => row.key);
}

/** Rounds `numerator / denominator` half-up, for non-negative integers, without floating point. */
export function divideHalfUp(numerator: number, denominator: number): number {
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

import type { EntityManager } from '@mikro-orm/postgresql';
import { instantOf, wallClock } from '../../common/calendar';

/** A shop's balances, in cents: sums of its ledger entries per account. */
export interface ShopBalance {
  /** Paid by customers, held by the platform, not transferred yet (net of commission). */
  pendingCents: number;
  /** In the shop's payout account, not paid out yet. */
  transferredCents: number;
  paidOutCents: number;
  refundedCents: number;
  /** The platform's commission on the shop's orders (net of commission given back with refunds). */
  commissionCents: number;
}

/** One calendar month of a shop's statement, in cents. */
export interface StatementRow {
  /** YYYY-MM, Toronto's calendar. */
  month: string;
  /** Order totals charged to customers. */
  grossCents: number;
  /** Commission kept by the platform (refunded orders' commission given back). */
  commissionCents: number;
  refundedCents: number;
  /** Gross minus commission, refunds and the tax Mainstreet collected for the shop: the shop's earnings of the month. */
  netCents: number;
  /** Transferred to the payout account (reversals deducted). */
  transferredCents: number;
  paidOutCents: number;
}

export interface IntegrityProblem {
  check: string;
  description: string;
  count: number;
}

export interface IntegrityReport {
  checkedAt: Date;
  journals: number;
  entries: number;
  problems: IntegrityProblem[];
}

const EMPTY_BALANCE: ShopBalance = { pendingCents: 0, transferredCents: 0, paidOutCents: 0, refundedCents: 0, commissionCents: 0 };

/** What the ledger's integrity check looks at; each query counts violations. */
const INTEGRITY_CHECKS: { check: string; description: string; sql: string }[] = [
  {
    check: 'ledger_total',
    description: 'All entries together must sum to zero cents (shown: how far off they are).',
    sql: `select abs(coalesce(sum(amount_cents), 0)) from ledger_entries`,
  },
  {
    check: 'unbalanced_journals',
    description: 'Journals whose entries do not sum to zero, or that have fewer than two entries.',
    sql: `select count(*) from ledger_journals j
           where (select count(*) from ledger_entries e where e.journal_id = j.id) < 2
              or (select coalesce(sum(amount_cents), 0) from ledger_entries e where e.journal_id = j.id) <> 0`,
  },
  {
    check: 'settled_orders_not_booked',
    description: 'Orders of a succeeded payment without a charge in the ledger.',
    sql: `select count(*) from orders o join payments p on p.id = o.payment_id
           where p.status in ('Succeeded', 'PartiallyRefunded', 'Refunded')
             and not exists (select 1 from ledger_journals j where j.key = 'charge:' || o.id)`,
  },
  {
    check: 'transfers_not_booked',
    description: 'Transfers made (or reversals made) that the ledger does not record.',
    sql: `select count(*) from transfers t
           where (t.status = 'succeeded' and not exists (select 1 from ledger_journals j where j.key = 'transfer:' || t.order_id))
              or (t.reversal_status = 'succeeded' and not exists (select 1 from ledger_journals j where j.key = 'reversal:' || t.order_id))`,
  },
  {
    check: 'refunds_not_booked',
    description: 'Refunds the provider confirmed, of booked orders, that the ledger does not record.',
    sql: `select count(*) from refund_outbox r
           where r.status = 'succeeded'
             and exists (select 1 from ledger_journals j where j.key = 'charge:' || r.order_id)
             and not exists (select 1 from ledger_journals j where j.key = 'refund:' || r.order_id)`,
  },
  {
    check: 'payouts_not_booked',
    description: 'Payouts paid that the ledger does not record.',
    sql: `select count(*) from payouts p
           where p.status = 'paid' and not exists (select 1 from ledger_journals j where j.key = 'payout:' || p.provider_payout_id)`,
  },
  {
    check: 'append_only_guards',
    description: 'Database triggers that keep the ledger append-only and balanced, missing or disabled (6 expected).',
    sql: `select 6 - count(*) from pg_trigger
           where tgenabled <> 'D' and tgname in ('ledger_journals_no_update_or_delete', 'ledger_journals_no_truncate',
             'ledger_entries_no_update_or_delete', 'ledger_entries_no_truncate', 'ledger_journals_balanced', 'ledger_entries_balanced')`,
  },
];

/** Reads of the ledger: balances, statements and the integrity check. */
export class LedgerService {
  constructor(private readonly em: EntityManager) {}

  /** Each shop's balances (shops without entries get zeros), from index ledger_entries_vendor_account_idx. */
  async balances(vendorIds: string[]): Promise<Map<string, ShopBalance>> {
    const result = new Map(vendorIds.map((id) => [id, { ...EMPTY_BALANCE }]));
    if (!vendorIds.length) return result;
    const rows: { vendor_id: string; account: string; cents: string }[] = await this.em.execute(
      `select vendor_id, account, sum(amount_cents)::text as cents from ledger_entries where vendor_id in (?) group by vendor_id, account`,
      [vendorIds],
    );
    for (const row of rows) {
      const balance = result.get(row.vendor_id)!;
      const cents = Number(row.cents);
      if (row.account === 'shop_pending') balance.pendingCents = cents;
      else if (row.account === 'shop_transferred') balance.transferredCents = cents;
      else if (row.account === 'shop_paid_out') balance.paidOutCents = cents;
      else if (row.account === 'shop_refunded') balance.refundedCents = cents;
      else if (row.account === 'commission') balance.commissionCents = cents;
    }
    return result;
  }

  /** The platform's totals over every shop, in cents. */
  async platformTotals(now: Date): Promise<{ commissionEarnedCents: number; commissionThisMonthCents: number } & Omit<ShopBalance, 'commissionCents'>> {
    const [row] = await this.em.execute(
      `select coalesce(sum(amount_cents) filter (where account = 'commission'), 0)::text as commission,
              coalesce(sum(amount_cents) filter (where account = 'shop_pending'), 0)::text as pending,
              coalesce(sum(amount_cents) filter (where account = 'shop_transferred'), 0)::text as transferred,
              coalesce(sum(amount_cents) filter (where account = 'shop_paid_out'), 0)::text as paid_out,
              coalesce(sum(amount_cents) filter (where account = 'shop_refunded'), 0)::text as refunded,
              (select coalesce(sum(e.amount_cents), 0) from ledger_entries e join ledger_journals j on j.id = e.journal_id
                where e.account = 'commission'
                  and j.effective_at >= ${instantOf(`date_trunc('month', ${wallClock('?::timestamptz')})`)})::text as this_month
         from ledger_entries`,
      [now],
    );
    return {
      commissionEarnedCents: Number(row.commission),
      commissionThisMonthCents: Number(row.this_month),
      pendingCents: Number(row.pending),
      transferredCents: Number(row.transferred),
      paidOutCents: Number(row.paid_out),
      refundedCents: Number(row.refunded),
    };
  }

  /**
   * A shop's statement: one row per calendar month (Toronto) of the last `months`, newest first,
   * months without movements included as zeros.
   */
  async statement(vendorId: string, months: number, now: Date): Promise<StatementRow[]> {
    const current = `date_trunc('month', ${wallClock('?::timestamptz')})`;
    const rows: Record<string, string>[] = await this.em.execute(
      `with movements as (
         select ${wallClock('j.effective_at')} as at, j.kind, e.account, e.amount_cents
           from ledger_journals j join ledger_entries e on e.journal_id = j.id
          where j.vendor_id = ? and j.effective_at >= ${instantOf(`${current} - (? - 1) * interval '1 month'`)}
       )
       select to_char(month, 'YYYY-MM') as month,
              coalesce(sum(m.amount_cents) filter (where m.kind = 'charge' and m.account = 'shop_pending'), 0)::text as gross,
              coalesce(sum(m.amount_cents) filter (where m.account = 'commission'), 0)::text as commission,
              coalesce(sum(m.amount_cents) filter (where m.account = 'platform_tax'), 0)::text as platform_tax,
              coalesce(sum(m.amount_cents) filter (where m.account = 'shop_refunded'), 0)::text as refunded,
              coalesce(sum(m.amount_cents) filter (where m.account = 'shop_transferred' and m.kind in ('transfer', 'reversal')), 0)::text as transferred,
              coalesce(sum(m.amount_cents) filter (where m.account = 'shop_paid_out'), 0)::text as paid_out
         from generate_series(${current} - (? - 1) * interval '1 month', ${current}, interval '1 month') month
         left join movements m on m.at >= month and m.at < month + interval '1 month'
        group by month order by month desc`,
      [vendorId, now, months, now, months, now],
    );
    return rows.map((row) => {
      const grossCents = Number(row.gross);
      const commissionCents = Number(row.commission);
      const refundedCents = Number(row.refunded);
      return {
        month: row.month,
        grossCents,
        commissionCents,
        refundedCents,
        // Tax Mainstreet collected for the shop (not registered) is the platform's to remit, not earnings.
        netCents: grossCents - commissionCents - refundedCents - Number(row.platform_tax),
        transferredCents: Number(row.transferred),
        paidOutCents: Number(row.paid_out),
      };
    });
  }

  /** Runs every integrity check; a report without problems means the ledger and the tables agree. */
  async integrity(): Promise<IntegrityReport> {
    const [counts] = await this.em.execute(
      `select (select count(*) from ledger_journals)::int as journals, (select count(*) from ledger_entries)::int as entries,
              ${INTEGRITY_CHECKS.map((check, index) => `(${check.sql})::bigint::text as c${index}`).join(',\n')}`,
    );
    return {
      checkedAt: new Date(),
      journals: counts.journals,
      entries: counts.entries,
      problems: INTEGRITY_CHECKS.flatMap((check, index) =>
        Number(counts[`c${index}`]) === 0 ? [] : [{ check: check.check, description: check.description, count: Number(counts[`c${index}`]) }],
      ),
    };
  }
}

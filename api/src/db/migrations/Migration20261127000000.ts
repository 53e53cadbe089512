import { Migration } from '@mikro-orm/migrations';

/**
 * Money reaches the shops: a double-entry ledger, the platform's commission, the shops' connected
 * payout accounts, one transfer per order (an outbox the transfer dispatcher executes after commit)
 * and the payouts the provider reports.
 */
export class Migration20261127000000 extends Migration {
  override async up(): Promise<void> {
    // One refusal for every append-only table of this migration, as audit_log has its own.
    this.addSql(`create function refuse_change_append_only() returns trigger language plpgsql as $$
      begin
        raise exception '% is append-only: % is not allowed', tg_table_name, tg_op using errcode = 'insufficient_privilege';
      end;
    $$;`);
    const appendOnly = (table: string) => {
      this.addSql(`create trigger ${table}_no_update_or_delete before update or delete on ${table}
        for each row execute function refuse_change_append_only();`);
      this.addSql(`create trigger ${table}_no_truncate before truncate on ${table}
        for each statement execute function refuse_change_append_only();`);
    };

    // ---- Ledger. A journal is one movement (a charge, a commission, a transfer ...), its entries the
    // accounts it moves money between, in cents, debits positive. Keys make writing a journal
    // idempotent ('transfer:<order id>'). No foreign keys to orders, shops or payments: the ledger is
    // a record that outlives them, and the transfer dispatcher writes it without the key-share locks
    // that would make it wait on (and deadlock with) a cancellation holding the order.
    this.addSql(`create table ledger_journals (
      id uuid primary key default gen_random_uuid(),
      key text not null unique,
      kind text not null check (kind in ('charge', 'commission', 'transfer', 'reversal', 'refund', 'payout', 'payout_failure')),
      vendor_id uuid not null,
      order_id uuid,
      payment_id uuid,
      transfer_id uuid,
      payout_id uuid,
      description text not null,
      effective_at timestamptz not null default now(),
      created_at timestamptz not null default clock_timestamp()
    );`);
    this.addSql(`create index ledger_journals_vendor_effective_idx on ledger_journals (vendor_id, effective_at);`);
    this.addSql(`create index ledger_journals_order_idx on ledger_journals (order_id) where order_id is not null;`);
    this.addSql(`create table ledger_entries (
      id bigint generated always as identity primary key,
      journal_id uuid not null references ledger_journals (id),
      account text not null check (account in ('customers', 'commission', 'shop_pending', 'shop_transferred', 'shop_paid_out', 'shop_refunded')),
      vendor_id uuid not null,
      amount_cents bigint not null check (amount_cents <> 0)
    );`);
    this.addSql(`create index ledger_entries_journal_idx on ledger_entries (journal_id);`);
    // Balances are sums: a shop's per account, the platform's commission over all shops, from the index alone.
    this.addSql(`create index ledger_entries_vendor_account_idx on ledger_entries (vendor_id, account) include (amount_cents);`);
    this.addSql(`create index ledger_entries_account_idx on ledger_entries (account) include (amount_cents);`);
    appendOnly('ledger_journals');
    appendOnly('ledger_entries');

    // Each journal's entries sum to zero, checked at commit (the entries are written after their
    // journal, one statement each or together): an unbalanced journal rolls its whole transaction back.
    this.addSql(`create function ledger_check_journal(journal uuid) returns void language plpgsql as $$
      declare
        total bigint;
        lines integer;
      begin
        select coalesce(sum(amount_cents), 0), count(*) into total, lines from ledger_entries where journal_id = journal;
        if lines < 2 or total <> 0 then
          raise exception 'ledger journal % does not balance: % entries summing to % cents', journal, lines, total
            using errcode = 'check_violation';
        end if;
      end;
    $$;`);
    this.addSql(`create function ledger_journal_balanced() returns trigger language plpgsql as $$
      begin perform ledger_check_journal(new.id); return null; end;
    $$;`);
    this.addSql(`create function ledger_entry_balanced() returns trigger language plpgsql as $$
      begin perform ledger_check_journal(new.journal_id); return null; end;
    $$;`);
    this.addSql(`create constraint trigger ledger_journals_balanced after insert on ledger_journals
      deferrable initially deferred for each row execute function ledger_journal_balanced();`);
    this.addSql(`create constraint trigger ledger_entries_balanced after insert on ledger_entries
      deferrable initially deferred for each row execute function ledger_entry_balanced();`);

    // ---- Commission: the platform's rate and shops' overrides, as a history. The rate of an order
    // is the one in force when it was placed; a change applies to orders placed after it. A shop row
    // without a rate ends that shop's override. Basis points (1000 = 10%).
    this.addSql(`create table commission_rates (
      id uuid primary key default gen_random_uuid(),
      vendor_id uuid references vendors (id),
      rate_bps integer check (rate_bps between 0 and 5000),
      effective_from timestamptz not null default clock_timestamp(),
      set_by uuid references users (id),
      check (vendor_id is not null or rate_bps is not null)
    );`);
    this.addSql(`create index commission_rates_vendor_effective_idx on commission_rates (vendor_id, effective_from desc);`);
    this.addSql(`insert into commission_rates (vendor_id, rate_bps, effective_from) values (null, 1000, '-infinity');`);
    appendOnly('commission_rates');

    // ---- Connected payout accounts (Stripe Connect Express, or the built-in test mode), one per shop.
    this.addSql(`create table connected_accounts (
      vendor_id uuid primary key references vendors (id),
      provider text not null check (provider in ('test', 'stripe')),
      provider_account_id text not null unique,
      charges_enabled boolean not null default false,
      payouts_enabled boolean not null default false,
      details_submitted boolean not null default false,
      requirements jsonb not null default '[]',
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );`);

    // ---- Transfers: one per order (the unique key makes queueing twice a no-op), the order's total
    // minus the commission. Like refund_outbox, a 'sending' row's next_attempt_at is the end of its
    // claim's lease. A reversal is the same row's second action, after the transfer succeeded.
    // 'waiting': the shop cannot receive transfers yet. 'state' is what people see and filter by.
    this.addSql(`create table transfers (
      id uuid primary key default gen_random_uuid(),
      order_id uuid not null references orders (id),
      payment_id uuid references payments (id),
      vendor_id uuid not null references vendors (id),
      order_total_cents integer not null check (order_total_cents > 0),
      commission_rate_bps integer not null check (commission_rate_bps between 0 and 10000),
      commission_cents integer not null check (commission_cents >= 0),
      amount_cents integer not null check (amount_cents > 0 and amount_cents = order_total_cents - commission_cents),
      status text not null check (status in ('waiting', 'pending', 'sending', 'succeeded', 'failed', 'cancelled')),
      provider text,
      provider_transfer_id text unique,
      transferred_at timestamptz,
      reversal_status text check (reversal_status in ('pending', 'sending', 'succeeded', 'failed')),
      provider_reversal_id text,
      reversed_at timestamptz,
      attempts integer not null default 0,
      next_attempt_at timestamptz not null default now(),
      claim_id uuid,
      last_error text,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      state text generated always as (
        case when reversal_status = 'succeeded' then 'reversed'
             when reversal_status = 'failed' then 'reversal_failed'
             when reversal_status is not null and status = 'succeeded' then 'reversing'
             else status end
      ) stored
    );`);
    this.addSql(`create unique index transfers_order_unique on transfers (order_id);`);
    this.addSql(`create index transfers_due_idx on transfers (next_attempt_at, id)
      where status in ('pending', 'sending') or reversal_status in ('pending', 'sending');`);
    this.addSql(`create index transfers_vendor_created_idx on transfers (vendor_id, created_at desc, id desc);`);
    this.addSql(`create index transfers_created_idx on transfers (created_at desc, id desc);`);
    this.addSql(`create index transfers_state_created_idx on transfers (state, created_at desc, id desc);`);
    this.addSql(`create index transfers_waiting_idx on transfers (vendor_id) where status = 'waiting';`);
    this.addSql(`create index transfers_payment_idx on transfers (payment_id);`);

    // ---- Payouts from a shop's payout balance to its bank, as the provider reports them.
    this.addSql(`create table payouts (
      id uuid primary key default gen_random_uuid(),
      vendor_id uuid not null references vendors (id),
      provider text not null check (provider in ('test', 'stripe')),
      provider_payout_id text not null unique,
      amount_cents integer not null check (amount_cents > 0),
      status text not null check (status in ('paid', 'failed')),
      failure_message text,
      paid_at timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );`);
    this.addSql(`create index payouts_vendor_created_idx on payouts (vendor_id, created_at desc, id desc);`);
  }
}

import { Migration } from '@mikro-orm/migrations';

/**
 * Refunds as an outbox: a cancelled paid order gets a row in the transaction that cancels it, and
 * the refund dispatcher (payments/refund-dispatcher.ts) asks the payment provider after commit, with
 * retries. No provider call happens inside a database transaction.
 */
export class Migration20261125040000 extends Migration {
  override async up(): Promise<void> {
    // A payment some of whose orders were refunded (a shop cancelled one of a checkout's orders).
    this.addSql(`alter table payments drop constraint payments_status_check;`);
    this.addSql(`alter table payments add constraint payments_status_check
      check (status in ('Pending', 'Succeeded', 'Failed', 'PartiallyRefunded', 'Refunded'));`);

    // One row per refunded order (the unique key makes queueing twice a no-op). As in mail_outbox,
    // a 'sending' row's next_attempt_at is the end of its claim's lease, so one partial index
    // serves both due and abandoned rows. 'void': the payment never succeeded, nothing to refund.
    this.addSql(`create table refund_outbox (
      id uuid primary key default gen_random_uuid(),
      order_id uuid not null references orders (id),
      payment_id uuid not null references payments (id),
      amount_cents integer not null check (amount_cents > 0),
      status text not null default 'pending' check (status in ('pending', 'sending', 'succeeded', 'failed', 'void')),
      attempts integer not null default 0,
      next_attempt_at timestamptz not null default now(),
      claim_id uuid,
      last_error text,
      provider_refund_reference text,
      refunded_at timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );`);
    this.addSql(`create unique index refund_outbox_order_unique on refund_outbox (order_id);`);
    this.addSql(`create index refund_outbox_due_idx on refund_outbox (next_attempt_at, id) where status in ('pending', 'sending');`);
    // Summing a payment's refunds when one succeeds.
    this.addSql(`create index refund_outbox_payment_idx on refund_outbox (payment_id);`);
  }
}

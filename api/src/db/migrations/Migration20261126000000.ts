import { Migration } from '@mikro-orm/migrations';

/**
 * Checkout in three steps (reserve, charge, settle): a checkout's orders exist before the card is
 * charged, as 'AwaitingPayment' (stock taken, not placed: no shop, figure or list sees them), and
 * end 'Pending' (placed) or 'PaymentFailed' (released). The payment remembers the payment method
 * it was reserved for and when the reconciler may look at it next.
 */
export class Migration20261126000000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table orders drop constraint orders_status_check;`);
    this.addSql(`alter table orders add constraint orders_status_check
      check (status in ('AwaitingPayment', 'PaymentFailed', 'Pending', 'Processing', 'Shipped', 'Delivered', 'Cancelled'));`);
    this.addSql(`alter table payments add column payment_method_id text, add column next_check_at timestamptz;`);
    // The reconciler's scan: pending payments by age (few rows: a payment is pending for seconds).
    this.addSql(`create index payments_pending_idx on payments (created_at) where status = 'Pending';`);
    // An admin's retry of a failed refund asks again under a new idempotency key (see refund-dispatcher.ts).
    this.addSql(`alter table refund_outbox add column retry_generation integer not null default 0;`);
    // Admins' list of refunds to retry, most recently tried first.
    this.addSql(`create index refund_outbox_failed_idx on refund_outbox (updated_at desc, order_id desc) where status = 'failed';`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index refund_outbox_failed_idx;`);
    this.addSql(`alter table refund_outbox drop column retry_generation;`);
    this.addSql(`drop index payments_pending_idx;`);
    this.addSql(`alter table payments drop column payment_method_id, drop column next_check_at;`);
    this.addSql(`alter table orders drop constraint orders_status_check;`);
    this.addSql(`alter table orders add constraint orders_status_check
      check (status in ('Pending', 'Processing', 'Shipped', 'Delivered', 'Cancelled'));`);
  }
}

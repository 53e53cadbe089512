import type { MikroORM } from '@mikro-orm/postgresql';
import { OutboxPoller } from '../../common/outbox-poller';
import type { PaymentProvider } from '../payments/payment-provider';
import type { CheckoutSettlement } from './checkout-settlement';
import { chargeIdempotencyKey } from './checkout.service';
import { workerLog } from '../../common/logger';

const log = workerLog('payment-reconciler');

/** Marks the reconciler's SQL (a comment PostgreSQL ignores), e.g. for tests that count a request's statements. */
export const PAYMENT_RECONCILER_SQL_TAG = '/* payment-reconciler */';

/** The failure message of a payment the provider never received within the deadline. */
export const PAYMENT_RELEASED = 'The payment could not be completed: nothing was charged, and the items went back on sale.';

export interface PaymentReconcilerOptions {
  /** How often to look for pending payments. Default 1 min. */
  intervalMs?: number;
  /** A payment younger than this is still its checkout's to settle. Default 1 min. */
  graceMs?: number;
  /**
   * After this long, a payment the provider has no charge for is released (stock back, payment
   * failed). Long enough for a slow charge to land and for Stripe's search to see it. Default 15 min.
   */
  releaseAfterMs?: number;
  /** Payments claimed per round. Default 20. */
  batchSize?: number;
}

interface PendingPayment {
  id: string;
  provider: string;
  provider_reference: string | null;
  past_deadline: boolean;
}

/** What one round did (tests and the log). */
export interface ReconcileRound {
  checked: number;
  settled: number;
}

/**
 * Finishes checkouts a crash (or a lost answer) left between charge and settlement: at start and
 * every minute, it asks the provider what became of each payment pending longer than the grace
 * period, and settles it either way through the same CheckoutSettlement the checkout and the
 * webhooks use, so all three converge on one state. Each payment is claimed with FOR UPDATE SKIP
 * LOCKED and a lease (next_check_at), so any number of replicas run it and one looks at a payment
 * at a time. The provider is asked outside any transaction.
 */
export class PaymentReconciler {
  private readonly poller: OutboxPoller;
  private readonly graceMs: number;
  private readonly releaseAfterMs: number;
  private readonly intervalMs: number;
  private readonly batchSize: number;

  constructor(
    private readonly orm: MikroORM,
    private readonly provider: PaymentProvider,
    private readonly settlement: CheckoutSettlement,
    options: PaymentReconcilerOptions = {},
  ) {
    this.intervalMs = options.intervalMs ?? 60_000;
    this.graceMs = options.graceMs ?? 60_000;
    this.releaseAfterMs = options.releaseAfterMs ?? 15 * 60_000;
    this.batchSize = options.batchSize ?? 20;
    this.poller = new OutboxPoller({
      name: 'payment reconciler',
      pollIntervalMs: this.intervalMs,
      runBatch: async () => (await this.reconcile()).checked === this.batchSize,
      nextDueInMs: async () => null,
    });
  }

  start(): void {
    this.poller.start();
  }

  /** Asks for a round soon (tests). */
  nudge(): void {
    this.poller.nudge();
  }

  async stop(): Promise<void> {
    await this.poller.stop();
  }

  idle(): Promise<void> {
    return this.poller.idle();
  }

  /** One round: claims the pending payments due a look, asks the provider about each, settles what it can. */
  async reconcile(): Promise<ReconcileRound> {
    const due: PendingPayment[] = await this.orm.em.getConnection().execute(
      `${PAYMENT_RECONCILER_SQL_TAG}
       update payments p set next_check_at = now() + make_interval(secs => ?)
        where p.id in (select id from payments
                        where status = 'Pending' and created_at < now() - make_interval(secs => ?)
                          and coalesce(next_check_at, '-infinity') <= now()
                        order by created_at
                        limit ?
                        for update skip locked)
       returning p.id, p.provider, p.provider_reference, p.created_at < now() - make_interval(secs => ?) as past_deadline`,
      [this.intervalMs / 1000, this.graceMs / 1000, this.batchSize, this.releaseAfterMs / 1000],
    );
    let settled = 0;
    for (const payment of due) {
      if (this.poller.isStopped) break;
      if (await this.reconcileOne(payment)) settled++;
    }
    if (settled) log.info({ settled, checked: due.length }, 'pending payments settled');
    return { checked: due.length, settled };
  }

  private async reconcileOne(payment: PendingPayment): Promise<boolean> {
    if (payment.provider !== this.provider.name) {
      log.error({ paymentId: payment.id, provider: payment.provider, configured: this.provider.name }, 'payment made through another provider than the configured one: cannot reconcile it');
      return false;
    }
    try {
      const lookup = await this.provider.findCharge({
        paymentId: payment.id,
        reference: payment.provider_reference,
        idempotencyKey: chargeIdempotencyKey(payment.id),
      });
      if (lookup.status === 'unknown') {
        if (!payment.past_deadline) return false;
        return (await this.settlement.settle(payment.id, { status: 'released', message: PAYMENT_RELEASED })).applied;
      }
      return (await this.settlement.settle(payment.id, lookup)).applied;
    } catch (error) {
      // The provider or the database is unavailable: the claim's lease ends and the next round tries again.
      log.warn({ paymentId: payment.id, err: error }, 'payment left for the next round');
      return false;
    }
  }
}

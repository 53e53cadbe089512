import { randomUUID } from 'node:crypto';
import { nextDueInMsSql, OutboxPoller } from '../../common/outbox-poller';
import type { MikroORM } from '@mikro-orm/postgresql';
import { PaymentStatus } from './payment.entity';
import { RefundRefused, type PaymentProvider } from './payment-provider';
import type { RefundNudge } from './refund-outbox.service';
import { onRefundSucceeded } from '../payouts/payout-hooks';
import { workerLog } from '../../common/logger';

const log = workerLog('refunds');

/** Marks the dispatcher's SQL (a comment PostgreSQL ignores), e.g. for tests that count a request's statements. */
export const REFUND_DISPATCHER_SQL_TAG = '/* refund-dispatcher */';

export interface RefundDispatcherOptions {
  /** How often to look for due refunds when nobody nudges (other replicas, restarts, retries). Default 5 s. */
  pollIntervalMs?: number;
  /** How long a claim holds a refund; a claim older than this is taken over (its holder died). Default 2 min. */
  leaseMs?: number;
  /** Attempts before a refund is given up ('failed', for a person to look at). Default 10 (about 3 hours of retries). */
  maxAttempts?: number;
  /** Delay before the next attempt after `attempts` failures. Default 30 s doubling, at most 1 h. */
  backoffMs?: (attempts: number) => number;
  /** How long to wait before looking again at a refund whose payment the provider is still confirming. Default 1 min. */
  pendingPaymentDelayMs?: number;
  /** Refunds claimed per round trip. Default 10. */
  batchSize?: number;
}

/** The timing knobs (tests shorten them so retries happen within a test). */
export type RefundDispatcherTimings = RefundDispatcherOptions;

export const defaultRefundBackoffMs = (attempts: number) => Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);

/**
 * The idempotency key of an order's refund. One refund per order (the outbox's unique key), so the
 * order id names it as well as the row id would, and it is the key cancellations used before the
 * outbox existed: a refund made then is answered, not repeated, should that order come round again.
 */
export const refundIdempotencyKey = (orderId: string, retryGeneration = 0) =>
  retryGeneration ? `refund-${orderId}-retry-${retryGeneration}` : `refund-${orderId}`;

interface ClaimedRefund {
  id: string;
  order_id: string;
  payment_id: string;
  amount_cents: number;
  attempts: number;
  retry_generation: number;
  payment_status: PaymentStatus;
  provider: string;
  provider_reference: string | null;
}

const MAX_ERROR_LENGTH = 1000;
const RECORD_TRIES = 4;

/**
 * Executes the refund outbox. Any number of dispatchers (one per API replica) may run on one
 * database: each claims due rows with FOR UPDATE SKIP LOCKED and a lease, so a refund is asked of
 * the provider by one of them at a time, and never inside a transaction. The provider gets the
 * same idempotency key on every attempt, so an attempt whose outcome was lost (a timeout, a crash
 * before the result was recorded) is answered with the refund already made, not a second one.
 * Failures are retried with exponential backoff; a refusal, or the last attempt, marks the row
 * 'failed' and logs it for a person to resolve.
 */
export class RefundDispatcher implements RefundNudge {
  private readonly poller: OutboxPoller;
  private readonly leaseMs: number;
  private readonly maxAttempts: number;
  private readonly backoffMs: (attempts: number) => number;
  private readonly pendingPaymentDelayMs: number;
  private readonly batchSize: number;

  constructor(
    private readonly orm: MikroORM,
    private readonly provider: PaymentProvider,
    options: RefundDispatcherOptions = {},
  ) {
    this.poller = new OutboxPoller({
      name: 'refund dispatcher',
      pollIntervalMs: options.pollIntervalMs ?? 5_000,
      runBatch: async () => (await this.refundBatch()) === this.batchSize,
      nextDueInMs: async () => (await this.sql(nextDueInMsSql('refund_outbox')))[0]?.ms ?? null,
    });
    this.leaseMs = options.leaseMs ?? 120_000;
    this.maxAttempts = options.maxAttempts ?? 10;
    this.backoffMs = options.backoffMs ?? defaultRefundBackoffMs;
    this.pendingPaymentDelayMs = options.pendingPaymentDelayMs ?? 60_000;
    this.batchSize = options.batchSize ?? 10;
  }

  /** Handles whatever is due now (left over from a restart or another replica), then keeps polling. */
  start(): void {
    this.poller.start();
  }

  /** Asks for a round soon; call it after a transaction that queued rows has committed. */
  nudge(): void {
    this.poller.nudge();
  }

  /** Stops polling and waits for the row in hand; claimed rows not yet tried are released. */
  async stop(): Promise<void> {
    await this.poller.stop();
  }

  /** Resolves when the current round, if any, has finished (tests). */
  idle(): Promise<void> {
    return this.poller.idle();
  }

  /** One statement on its own connection (no transaction), tagged so request-level SQL counts can leave it out. */
  private sql(query: string, params?: unknown[]): Promise<any[]> {
    return this.orm.em.getConnection().execute(`${REFUND_DISPATCHER_SQL_TAG}\n${query}`, params);
  }

  /**
   * `work` in one transaction on its own connection, its statements tagged like `sql`'s. Run through
   * knex rather than the EntityManager, so that BEGIN and COMMIT (which cannot carry the tag) stay out
   * of the query log as well.
   */
  private async transaction(work: (sql: (query: string, params?: unknown[]) => Promise<any[]>) => Promise<void>): Promise<void> {
    await this.orm.em.getConnection().getKnex().transaction(async (trx) => {
      await work(async (query, params = []) => (await trx.raw(`${REFUND_DISPATCHER_SQL_TAG}\n${query}`, params as any[])).rows);
    });
  }

  /** Claims up to one batch of due refunds, with their payments, and executes them; returns how many were claimed. */
  private async refundBatch(): Promise<number> {
    const claimId = randomUUID();
    // A due row is pending and past its retry time, or 'sending' past its lease (its dispatcher died).
    const rows: ClaimedRefund[] = await this.sql(
      `with due as (
         select id from refund_outbox
          where status in ('pending', 'sending') and next_attempt_at <= now()
          order by next_attempt_at, id
          limit ?
          for update skip locked
       )
       update refund_outbox r
          set status = 'sending', claim_id = ?, attempts = r.attempts + 1,
              next_attempt_at = now() + make_interval(secs => ?), updated_at = now()
         from due, payments p
        where r.id = due.id and p.id = r.payment_id
       returning r.id, r.order_id, r.payment_id, r.amount_cents, r.attempts, r.retry_generation,
                 p.status as payment_status, p.provider, p.provider_reference`,
      [this.batchSize, claimId, this.leaseMs / 1000],
    );
    for (const [index, row] of rows.entries()) {
      if (this.poller.isStopped) {
        await this.release(rows.slice(index).map((r) => r.id), claimId);
        break;
      }
      await this.execute(row, claimId);
    }
    return rows.length;
  }

  private async execute(row: ClaimedRefund, claimId: string): Promise<void> {
    if (row.payment_status === PaymentStatus.Failed) {
      await this.finish(row, claimId, 'void', 'The payment did not go through: there is nothing to refund.');
      return;
    }
    if (row.payment_status === PaymentStatus.Pending) {
      // The provider is still confirming the charge (a webhook will settle it): look again later,
      // without counting an attempt. A charge that fails leaves nothing to refund ('void' above).
      await this.sql(
        `update refund_outbox
            set status = 'pending', claim_id = null, attempts = attempts - 1, last_error = ?, updated_at = now(),
                next_attempt_at = now() + make_interval(secs => ?)
          where id = ? and claim_id = ?`,
        ['Waiting for the payment to be confirmed.', this.pendingPaymentDelayMs / 1000, row.id, claimId],
      );
      return;
    }
    if (row.provider !== this.provider.name) {
      await this.giveUp(row, claimId, `The payment was made through the ${row.provider} provider, which is not the one configured (${this.provider.name}).`);
      return;
    }
    if (!row.provider_reference) {
      await this.giveUp(row, claimId, 'The payment has no provider reference to refund.');
      return;
    }

    let reference: string;
    try {
      // After an admin's retry the key is new (the provider replays a key's failure forever), so first
      // make sure no earlier attempt refunded this order after all: that refund is recorded, not repeated.
      const made = row.retry_generation ? await this.provider.findRefund(row.provider_reference, row.order_id) : null;
      ({ reference } =
        made ??
        (await this.provider.refund(row.provider_reference, row.amount_cents, refundIdempotencyKey(row.order_id, row.retry_generation), {
          refundId: row.id,
          orderId: row.order_id,
          paymentId: row.payment_id,
        })));
    } catch (error) {
      await this.failed(row, claimId, error);
      return;
    }
    // Until this is recorded the row looks unrefunded once its lease ends. A retry then would be
    // answered with this same refund (same key), but a database hiccup should not even cost that.
    for (let attempt = 1; ; attempt++) {
      try {
        await this.recordRefunded(row, claimId, reference);
        return;
      } catch (error) {
        if (attempt >= RECORD_TRIES) throw error;
        await new Promise((resolve) => setTimeout(resolve, 500 * attempt));
      }
    }
  }

  /**
   * Marks the row refunded and moves its payment to PartiallyRefunded or Refunded from the sum of
   * its refunds, in one transaction. Apart, a crash or a database error between them would leave the
   * refund recorded and the payment Succeeded for good: the retry finds the row no longer claimed and
   * records nothing. The payment row is locked first, so two refunds of one payment recorded at once
   * take turns, and the second one's sum (a new snapshot, after the first committed) sees the first.
   */
  private async recordRefunded(row: ClaimedRefund, claimId: string, reference: string): Promise<void> {
    await this.transaction(async (sql) => {
      await sql(`select id from payments where id = ? for no key update`, [row.payment_id]);
      const marked = await sql(
        `update refund_outbox
            set status = 'succeeded', claim_id = null, last_error = null, provider_refund_reference = ?,
                refunded_at = now(), updated_at = now()
          where id = ? and claim_id = ?
         returning id`,
        [reference, row.id, claimId],
      );
      // Our lease ran out and another dispatcher took the row over: it records the same refund.
      if (!marked.length) return;
      await onRefundSucceeded(sql, row.order_id, row.amount_cents);
      await sql(
        `update payments p
            set status = case when refunded.cents >= p.amount_cents then ? else ? end, updated_at = now()
           from (select coalesce(sum(amount_cents), 0) as cents from refund_outbox where payment_id = ? and status = 'succeeded') refunded
          where p.id = ?
            and (p.status = ? or (p.status = ? and refunded.cents >= p.amount_cents))`,
        [
          PaymentStatus.Refunded,
          PaymentStatus.PartiallyRefunded,
          row.payment_id,
          row.payment_id,
          PaymentStatus.Succeeded,
          PaymentStatus.PartiallyRefunded,
        ],
      );
    });
  }

  private async failed(row: ClaimedRefund, claimId: string, error: unknown): Promise<void> {
    const message = (error as Error)?.message?.slice(0, MAX_ERROR_LENGTH) || String(error);
    if (error instanceof RefundRefused || row.attempts >= this.maxAttempts) {
      await this.giveUp(row, claimId, message);
      return;
    }
    const delayMs = Math.max(0, this.backoffMs(row.attempts));
    log.warn({ refundId: row.id, orderId: row.order_id, attempt: row.attempts, retryInMs: delayMs, error: message }, 'refund attempt failed, will retry');
    await this.sql(
      `update refund_outbox
          set status = 'pending', claim_id = null, last_error = ?, updated_at = now(),
              next_attempt_at = now() + make_interval(secs => ?)
        where id = ? and claim_id = ?`,
      [message, delayMs / 1000, row.id, claimId],
    );
  }

  /** A customer is owed money we could not return: loud, and kept with its reason for whoever resolves it. */
  private async giveUp(row: ClaimedRefund, claimId: string, message: string): Promise<void> {
    log.error({ refundId: row.id, orderId: row.order_id, paymentId: row.payment_id, amountCents: row.amount_cents, attempts: row.attempts, error: message }, 'refund failed after its retries: the customer is owed money');
    await this.finish(row, claimId, 'failed', message);
  }

  private async finish(row: ClaimedRefund, claimId: string, status: 'failed' | 'void', message: string): Promise<void> {
    await this.sql(
      `update refund_outbox set status = ?, claim_id = null, last_error = ?, updated_at = now() where id = ? and claim_id = ?`,
      [status, message.slice(0, MAX_ERROR_LENGTH), row.id, claimId],
    );
  }

  /** Hands claimed but untried refunds back at once (shutdown), without counting an attempt. */
  private async release(ids: string[], claimId: string): Promise<void> {
    if (!ids.length) return;
    await this.sql(
      `update refund_outbox set status = 'pending', claim_id = null, attempts = attempts - 1, next_attempt_at = now(), updated_at = now()
        where id in (?) and claim_id = ? and status = 'sending'`,
      [ids, claimId],
    );
  }
}

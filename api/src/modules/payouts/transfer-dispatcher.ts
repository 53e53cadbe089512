import { randomUUID } from 'node:crypto';
import type { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import { OutboxPoller } from '../../common/outbox-poller';
import type { Sql } from '../ledger/ledger';
import { PAYOUTS_DUE_CHANNEL } from './payout-hooks';
import { recordPayout, recordReversal, recordTransfer } from './payout-journals';
import { TransferRefused, type PayoutProvider } from './payout-provider';
import { workerLog } from '../../common/logger';

const log = workerLog('transfers');

/** Marks the dispatcher's SQL (a comment PostgreSQL ignores), e.g. for tests that count a request's statements. */
export const TRANSFER_DISPATCHER_SQL_TAG = '/* transfer-dispatcher */';

export interface TransferDispatcherTimings {
  /** How often to look for due transfers when nobody nudges (other replicas, restarts, retries). Default 5 s. */
  pollIntervalMs?: number;
  /** How long a claim holds a transfer; a claim older than this is taken over (its holder died). Default 2 min. */
  leaseMs?: number;
  /** Attempts before a transfer or reversal is given up ('failed', for an admin to retry). Default 10. */
  maxAttempts?: number;
  /** Delay before the next attempt after `attempts` failures. Default 30 s doubling, at most 1 h. */
  backoffMs?: (attempts: number) => number;
  /** Transfers claimed per round trip. Default 10. */
  batchSize?: number;
  /**
   * How often to look for shops due their daily payout (Test mode) and for waiting transfers of shops
   * that can receive them now. Default 1 min.
   */
  payoutCheckIntervalMs?: number;
  /** Test mode: how long transferred money waits before a payout takes it. Default 1 day. */
  payoutDelayMs?: number;
}

export const defaultTransferBackoffMs = (attempts: number) => Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);

/** The idempotency keys of an order's transfer and reversal: one of each per order, on every attempt. */
export const transferIdempotencyKey = (orderId: string) => `transfer-${orderId}`;
export const reversalIdempotencyKey = (orderId: string) => `reversal-${orderId}`;

interface ClaimedTransfer {
  id: string;
  order_id: string;
  payment_id: string | null;
  vendor_id: string;
  amount_cents: number;
  /** 'sending': the transfer is this claim's action; 'succeeded': its reversal is. */
  status: string;
  provider: string | null;
  provider_transfer_id: string | null;
  attempts: number;
  payment_provider: string | null;
  payment_reference: string | null;
  account_provider: string | null;
  account_id: string | null;
  payouts_enabled: boolean | null;
}

const MAX_ERROR_LENGTH = 1000;
const RECORD_TRIES = 4;
const RECONNECT_MS = 5_000;

/**
 * Executes transfers to shops and their reversals, after commit and outside any transaction, the way
 * the refund dispatcher executes refunds: due rows are claimed with FOR UPDATE SKIP LOCKED and a
 * lease (any number of replicas), the provider gets the same idempotency key on every attempt,
 * failures are retried with backoff and, refused or out of attempts, left 'failed' for an admin to
 * retry. Each outcome is recorded with its ledger journal in one transaction, under the row lock a
 * cancellation takes (payout-hooks.ts). Woken by NOTIFY on commit of the transaction that queued
 * work, and polls besides. In test mode it also pays shops out once a day.
 */
export class TransferDispatcher {
  private readonly poller: OutboxPoller;
  private readonly leaseMs: number;
  private readonly maxAttempts: number;
  private readonly backoffMs: (attempts: number) => number;
  private readonly batchSize: number;
  private readonly payoutCheckIntervalMs: number;
  private readonly payoutDelayMs: number;
  private lastPayoutCheck = 0;
  private listener: pg.Client | undefined;
  private reconnectTimer: NodeJS.Timeout | undefined;
  private stopped = false;

  constructor(
    private readonly orm: MikroORM,
    private readonly provider: PayoutProvider,
    options: TransferDispatcherTimings = {},
  ) {
    this.poller = new OutboxPoller({
      name: 'transfer dispatcher',
      pollIntervalMs: options.pollIntervalMs ?? 5_000,
      runBatch: () => this.round(),
      nextDueInMs: async () =>
        (
          await this.sql(
            `select (extract(epoch from (min(next_attempt_at) - now())) * 1000)::float8 as ms from transfers
              where status in ('pending', 'sending') or reversal_status in ('pending', 'sending')`,
          )
        )[0]?.ms ?? null,
    });
    this.leaseMs = options.leaseMs ?? 120_000;
    this.maxAttempts = options.maxAttempts ?? 10;
    this.backoffMs = options.backoffMs ?? defaultTransferBackoffMs;
    this.batchSize = options.batchSize ?? 10;
    this.payoutCheckIntervalMs = options.payoutCheckIntervalMs ?? 60_000;
    this.payoutDelayMs = options.payoutDelayMs ?? 86_400_000;
  }

  start(): void {
    this.poller.start();
    void this.listen();
  }

  /** Asks for a round soon (NOTIFY does this for transactions that queue work). */
  nudge(): void {
    this.poller.nudge();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.reconnectTimer);
    const listener = this.listener;
    this.listener = undefined;
    await listener?.end().catch(() => {});
    await this.poller.stop();
  }

  /** Resolves when the current round, if any, has finished (tests). */
  idle(): Promise<void> {
    return this.poller.idle();
  }

  /** Listens for NOTIFY from transactions that queued transfers; without it, polling still finds them. */
  private async listen(): Promise<void> {
    if (this.stopped) return;
    const client = new pg.Client({ connectionString: this.orm.config.get('clientUrl') });
    this.listener = client;
    const lost = () => {
      if (this.listener !== client) return;
      this.listener = undefined;
      client.removeAllListeners();
      client.on('error', () => {});
      void client.end().catch(() => {});
      if (this.stopped) return;
      this.reconnectTimer = setTimeout(() => void this.listen(), RECONNECT_MS);
      this.reconnectTimer.unref();
    };
    client.on('error', lost);
    client.on('end', lost);
    client.on('notification', () => this.nudge());
    try {
      await client.connect();
      await client.query(`listen ${PAYOUTS_DUE_CHANNEL}`);
      // Anything queued while not listening.
      this.nudge();
    } catch {
      lost();
    }
  }

  private sql(query: string, params?: unknown[]): Promise<any[]> {
    return this.orm.em.getConnection().execute(`${TRANSFER_DISPATCHER_SQL_TAG}\n${query}`, params);
  }

  /** `work` in one transaction on its own connection, its statements tagged (BEGIN and COMMIT stay out of the query log). */
  private async transaction<T>(work: (sql: Sql) => Promise<T>): Promise<T> {
    return this.orm.em.getConnection().getKnex().transaction(async (trx) =>
      work(async (query, params = []) => (await trx.raw(`${TRANSFER_DISPATCHER_SQL_TAG}\n${query}`, params as any[])).rows),
    );
  }

  /** One round: the periodic checks when due, then one batch of transfers; true when the batch was full. */
  private async round(): Promise<boolean> {
    if (Date.now() - this.lastPayoutCheck >= this.payoutCheckIntervalMs) {
      this.lastPayoutCheck = Date.now();
      await this.releaseWaiting();
      if (this.provider.testMode) await this.simulatePayouts();
    }
    return (await this.transferBatch()) === this.batchSize;
  }

  /**
   * Queues the waiting transfers of shops whose account can receive them. The account's update does
   * this itself; this catches a transfer queued as waiting by a checkout that committed just after
   * that update had looked.
   */
  private async releaseWaiting(): Promise<void> {
    await this.sql(
      `update transfers t set status = 'pending', next_attempt_at = now(), updated_at = now()
         from connected_accounts a
        where a.vendor_id = t.vendor_id and a.payouts_enabled and a.provider = ? and t.status = 'waiting'`,
      [this.provider.name],
    );
  }

  private async transferBatch(): Promise<number> {
    const claimId = randomUUID();
    // Due: a transfer pending (or 'sending' past its lease), or a succeeded transfer's reversal likewise.
    // A transfer being sent with a reversal already asked for is due for its transfer; the reversal follows.
    const rows: ClaimedTransfer[] = await this.sql(
      `with due as (
         select id from transfers
          where (status in ('pending', 'sending') or (status = 'succeeded' and reversal_status in ('pending', 'sending')))
            and next_attempt_at <= now()
          order by next_attempt_at, id
          limit ?
          for update skip locked
       )
       update transfers t
          set status = case when t.status = 'succeeded' then t.status else 'sending' end,
              reversal_status = case when t.status = 'succeeded' then 'sending' else t.reversal_status end,
              claim_id = ?, attempts = t.attempts + 1,
              next_attempt_at = now() + make_interval(secs => ?), updated_at = now()
         from due
        where t.id = due.id
       returning t.id, t.order_id, t.payment_id, t.vendor_id, t.amount_cents, t.status, t.provider, t.provider_transfer_id, t.attempts,
                 (select p.provider from payments p where p.id = t.payment_id) as payment_provider,
                 (select p.provider_reference from payments p where p.id = t.payment_id) as payment_reference,
                 (select a.provider from connected_accounts a where a.vendor_id = t.vendor_id) as account_provider,
                 (select a.provider_account_id from connected_accounts a where a.vendor_id = t.vendor_id) as account_id,
                 (select a.payouts_enabled from connected_accounts a where a.vendor_id = t.vendor_id) as payouts_enabled`,
      [this.batchSize, claimId, this.leaseMs / 1000],
    );
    for (const [index, row] of rows.entries()) {
      if (this.poller.isStopped) {
        await this.release(rows.slice(index).map((r) => r.id), claimId);
        break;
      }
      if (row.status === 'succeeded') await this.reverse(row, claimId);
      else await this.transfer(row, claimId);
    }
    return rows.length;
  }

  private async transfer(row: ClaimedTransfer, claimId: string): Promise<void> {
    if (!row.account_id || !row.payouts_enabled) {
      // The shop's account stopped accepting payouts since this was queued: wait for it again (a
      // cancellation that asked for a reversal meanwhile ends it instead).
      await this.sql(
        `update transfers
            set status = case when reversal_status is null then 'waiting' else 'cancelled' end, reversal_status = null,
                claim_id = null, attempts = attempts - 1, last_error = null, updated_at = now()
          where id = ? and claim_id = ?`,
        [row.id, claimId],
      );
      return;
    }
    if (row.account_provider !== this.provider.name) {
      return this.giveUp(row, claimId, 'transfer', `The shop's payout account is a ${row.account_provider} account; the configured provider is ${this.provider.name}.`);
    }
    if (row.payment_id && row.payment_provider !== this.provider.name) {
      return this.giveUp(row, claimId, 'transfer', `The payment was taken through the ${row.payment_provider} provider, not ${this.provider.name}: there is nothing to transfer from.`);
    }
    let reference: string;
    try {
      ({ reference } = await this.provider.transfer({
        amountCents: row.amount_cents,
        currency: 'cad',
        destination: row.account_id,
        transferGroup: row.payment_id ?? row.order_id,
        sourceTransaction: row.payment_reference,
        idempotencyKey: transferIdempotencyKey(row.order_id),
        metadata: { orderId: row.order_id, transferId: row.id, ...(row.payment_id ? { paymentId: row.payment_id } : {}) },
      }));
    } catch (error) {
      return this.failed(row, claimId, 'transfer', error);
    }
    await this.withRetries(() =>
      this.transaction(async (sql) => {
        // A reversal asked for while this was being sent is due at once, with attempts of its own.
        const [marked] = await sql(
          `update transfers
              set status = 'succeeded', provider = ?, provider_transfer_id = ?, transferred_at = now(), claim_id = null, last_error = null,
                  attempts = case when reversal_status is null then attempts else 0 end, next_attempt_at = now(), updated_at = now()
            where id = ? and claim_id = ?
           returning reversal_status`,
          [this.provider.name, reference, row.id, claimId],
        );
        // Our lease ran out and another dispatcher took the row over: it records the same transfer.
        if (!marked) return;
        await recordTransfer(sql, row, reference);
        if (marked.reversal_status) this.nudge();
      }),
    );
  }

  private async reverse(row: ClaimedTransfer, claimId: string): Promise<void> {
    if (row.provider !== this.provider.name || !row.provider_transfer_id) {
      return this.giveUp(row, claimId, 'reversal', `The transfer was made through the ${row.provider} provider, not ${this.provider.name}.`);
    }
    let reference: string;
    try {
      ({ reference } = await this.provider.reverseTransfer(row.provider_transfer_id, row.amount_cents, reversalIdempotencyKey(row.order_id), {
        orderId: row.order_id,
        transferId: row.id,
      }));
    } catch (error) {
      return this.failed(row, claimId, 'reversal', error);
    }
    await this.withRetries(() =>
      this.transaction(async (sql) => {
        const [marked] = await sql(
          `update transfers
              set reversal_status = 'succeeded', provider_reversal_id = ?, reversed_at = now(), claim_id = null, last_error = null, updated_at = now()
            where id = ? and claim_id = ?
           returning id`,
          [reference, row.id, claimId],
        );
        if (!marked) return;
        await recordReversal(sql, row, reference);
      }),
    );
  }

  /** Until an outcome is recorded the row looks undone once its lease ends: a database hiccup should not cost a retry. */
  private async withRetries(record: () => Promise<void>): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      try {
        await record();
        return;
      } catch (error) {
        if (attempt >= RECORD_TRIES) throw error;
        await new Promise((resolve) => setTimeout(resolve, 500 * attempt));
      }
    }
  }

  private async failed(row: ClaimedTransfer, claimId: string, action: 'transfer' | 'reversal', error: unknown): Promise<void> {
    const message = (error as Error)?.message?.slice(0, MAX_ERROR_LENGTH) || String(error);
    if (error instanceof TransferRefused || row.attempts >= this.maxAttempts) return this.giveUp(row, claimId, action, message);
    const delayMs = Math.max(0, this.backoffMs(row.attempts));
    log.warn({ transferId: row.id, orderId: row.order_id, action, attempt: row.attempts, retryInMs: delayMs, error: message }, `${action} attempt failed, will retry`);
    await this.sql(
      action === 'transfer'
        ? `update transfers set status = 'pending', claim_id = null, last_error = ?, updated_at = now(), next_attempt_at = now() + make_interval(secs => ?)
            where id = ? and claim_id = ?`
        : `update transfers set reversal_status = 'pending', claim_id = null, last_error = ?, updated_at = now(), next_attempt_at = now() + make_interval(secs => ?)
            where id = ? and claim_id = ?`,
      [message, delayMs / 1000, row.id, claimId],
    );
  }

  /**
   * Left for an admin (who may retry it), loudly. A transfer given up after its order was cancelled
   * is simply cancelled: the shop must not get it any more.
   */
  private async giveUp(row: ClaimedTransfer, claimId: string, action: 'transfer' | 'reversal', message: string): Promise<void> {
    log.error({ transferId: row.id, orderId: row.order_id, action, amountCents: row.amount_cents, attempts: row.attempts, error: message }, `${action} failed after its retries`);
    await this.sql(
      action === 'transfer'
        ? `update transfers
              set status = case when reversal_status is null then 'failed' else 'cancelled' end, reversal_status = null,
                  claim_id = null, last_error = ?, updated_at = now()
            where id = ? and claim_id = ?`
        : `update transfers set reversal_status = 'failed', claim_id = null, last_error = ?, updated_at = now() where id = ? and claim_id = ?`,
      [message.slice(0, MAX_ERROR_LENGTH), row.id, claimId],
    );
  }

  /** Hands claimed but untried rows back at once (shutdown), without counting an attempt. */
  private async release(ids: string[], claimId: string): Promise<void> {
    if (!ids.length) return;
    await this.sql(
      `update transfers
          set status = case when status = 'sending' then 'pending' else status end,
              reversal_status = case when status = 'succeeded' and reversal_status = 'sending' then 'pending' else reversal_status end,
              claim_id = null, attempts = attempts - 1, next_attempt_at = now(), updated_at = now()
        where id in (?) and claim_id = ?`,
      [ids, claimId],
    );
  }

  /**
   * Test mode's daily payout: once per calendar day, each test account's money transferred more than
   * `payoutDelayMs` ago (what Stripe would call available) moves to "paid out". The payout's id names
   * the shop and the day, so replicas checking at the same time make one payout.
   */
  private async simulatePayouts(): Promise<void> {
    const due: { vendor_id: string; available: string; day: string }[] = await this.sql(
      `select a.vendor_id, to_char(now() at time zone 'America/Toronto', 'YYYYMMDD') as day,
              (select coalesce(sum(e.amount_cents), 0) from ledger_entries e join ledger_journals j on j.id = e.journal_id
                where e.vendor_id = a.vendor_id and e.account = 'shop_transferred'
                  and (j.kind <> 'transfer' or j.effective_at <= now() - make_interval(secs => ?)))::text as available
         from connected_accounts a
        where a.provider = 'test' and a.payouts_enabled`,
      [this.payoutDelayMs / 1000],
    );
    for (const shop of due) {
      const amount = Number(shop.available);
      if (amount <= 0) continue;
      const payoutId = `test_po_${shop.vendor_id.replace(/-/g, '')}_${shop.day}`;
      await this.transaction(async (sql) => {
        const [payout] = await sql(
          `insert into payouts (vendor_id, provider, provider_payout_id, amount_cents, status, paid_at)
           values (?, 'test', ?, ?, 'paid', now()) on conflict (provider_payout_id) do nothing returning id`,
          [shop.vendor_id, payoutId, amount],
        );
        if (payout) await recordPayout(sql, { id: payout.id, vendorId: shop.vendor_id, providerPayoutId: payoutId, amountCents: amount });
      });
    }
  }
}

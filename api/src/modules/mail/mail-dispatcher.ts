import { randomUUID } from 'node:crypto';
import { nextDueInMsSql, OutboxPoller } from '../../common/outbox-poller';
import type { MikroORM } from '@mikro-orm/postgresql';
import { renderMail, SECRET_MAIL_KINDS, type MailKind, type MailMessage, type RenderedMail } from './mail-templates';
import { isPermanentFailure, type MailTransport } from './mail-transport';
import type { MailNudge } from './mail-outbox.service';
import { workerLog } from '../../common/logger';
import type { Locale } from '../../common/locale';

const log = workerLog('mail');

/** Marks the dispatcher's SQL (a comment PostgreSQL ignores), e.g. for tests that count a request's statements. */
export const MAIL_DISPATCHER_SQL_TAG = '/* mail-dispatcher */';

export interface MailDispatcherOptions {
  /** Origin of the links in mail. */
  publicUrl: string;
  /** The From header. */
  from: string;
  /** SMTP (or a test double). Absent: messages are only kept in the outbox, with status 'stored'. */
  transport?: MailTransport;
  /** How often to look for due messages when nobody nudges (other replicas, restarts, retries). Default 5 s. */
  pollIntervalMs?: number;
  /** How long a claim holds a message; a claim older than this is taken over (its holder died). Default 2 min. */
  leaseMs?: number;
  /** Attempts before a message is given up ('failed'). Default 8 (about an hour of retries). */
  maxAttempts?: number;
  /** Delay before the next attempt after `attempts` failures. Default 30 s doubling, at most 1 h. */
  backoffMs?: (attempts: number) => number;
  /** Messages claimed per round trip. Default 20. */
  batchSize?: number;
}

/** The timing knobs (tests shorten them so retries happen within a test). */
export type MailDispatcherTimings = Pick<MailDispatcherOptions, 'pollIntervalMs' | 'leaseMs' | 'maxAttempts' | 'backoffMs' | 'batchSize'>;

export const defaultBackoffMs = (attempts: number) => Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);

interface ClaimedRow {
  id: string;
  kind: MailKind;
  recipient: string;
  payload: unknown;
  /** The language to write it in; null in mail queued before languages: English. */
  locale: Locale | null;
  subject: string | null;
  text_body: string | null;
  html_body: string | null;
  attempts: number;
}

const MAX_ERROR_LENGTH = 1000;
const MARK_SENT_TRIES = 4;

/**
 * Delivers the mail outbox. Any number of dispatchers (one per API replica) may run on one
 * database: each claims due rows with FOR UPDATE SKIP LOCKED and a lease, so a message is handed
 * to SMTP by one of them at a time. A row is marked sent right after the server accepts it and a
 * sent row is never claimed again; a failure schedules a retry with exponential backoff.
 */
export class MailDispatcher implements MailNudge {
  private readonly poller: OutboxPoller;
  private readonly leaseMs: number;
  private readonly maxAttempts: number;
  private readonly backoffMs: (attempts: number) => number;
  private readonly batchSize: number;
  private readonly messageIdDomain: string;

  constructor(
    private readonly orm: MikroORM,
    private readonly options: MailDispatcherOptions,
  ) {
    this.poller = new OutboxPoller({
      name: 'mail dispatcher',
      pollIntervalMs: options.pollIntervalMs ?? 5_000,
      runBatch: async () => (await this.deliverBatch()) === this.batchSize,
      nextDueInMs: async () => (await this.sql().execute(nextDueInMsSql('mail_outbox')))[0]?.ms ?? null,
    });
    this.leaseMs = options.leaseMs ?? 120_000;
    this.maxAttempts = options.maxAttempts ?? 8;
    this.backoffMs = options.backoffMs ?? defaultBackoffMs;
    this.batchSize = options.batchSize ?? 20;
    this.messageIdDomain = /@([^>\s]+)>?\s*$/.exec(options.from)?.[1] ?? 'mainstreet.local';
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
    this.options.transport?.close();
  }

  /** Resolves when the current round, if any, has finished (tests). */
  idle(): Promise<void> {
    return this.poller.idle();
  }

  /** The connection, with every statement tagged so request-level SQL counts can leave background work out. */
  private sql() {
    const connection = this.orm.em.getConnection();
    return {
      execute: (query: string, params?: unknown[]): Promise<any> => connection.execute(`${MAIL_DISPATCHER_SQL_TAG}\n${query}`, params),
    };
  }

  /** Claims up to one batch of due messages and delivers them; returns how many were claimed. */
  private async deliverBatch(): Promise<number> {
    const claimId = randomUUID();
    // A due row is pending and past its retry time, or 'sending' past its lease (its dispatcher died).
    const rows: ClaimedRow[] = await this.sql().execute(
      `with due as (
         select id from mail_outbox
          where status in ('pending', 'sending') and next_attempt_at <= now()
          order by next_attempt_at, id
          limit ?
          for update skip locked
       )
       update mail_outbox m
          set status = 'sending', claim_id = ?, attempts = m.attempts + 1,
              next_attempt_at = now() + make_interval(secs => ?)
         from due where m.id = due.id
       returning m.id, m.kind, m.recipient, m.payload, m.locale, m.subject, m.text_body, m.html_body, m.attempts`,
      [this.batchSize, claimId, this.leaseMs / 1000],
    );
    for (const [index, row] of rows.entries()) {
      if (this.poller.isStopped) {
        await this.release(rows.slice(index).map((r) => r.id), claimId);
        break;
      }
      await this.deliver(row, claimId);
    }
    return rows.length;
  }

  private async deliver(row: ClaimedRow, claimId: string): Promise<void> {
    let mail: RenderedMail;
    try {
      mail =
        row.subject !== null && row.text_body !== null && row.html_body !== null
          ? { subject: row.subject, text: row.text_body, html: row.html_body }
          : renderMail({ kind: row.kind, payload: row.payload } as MailMessage, this.options.publicUrl, row.locale ?? undefined);
    } catch (error) {
      await this.giveUp(row, claimId, `Could not render the message: ${(error as Error).message}`);
      return;
    }
    const transport = this.options.transport;
    if (!transport) {
      await this.sql().execute(
        `update mail_outbox set status = 'stored', subject = ?, text_body = ?, html_body = ?, claim_id = null
          where id = ? and claim_id = ?`,
        [mail.subject, mail.text, mail.html, row.id, claimId],
      );
      return;
    }
    try {
      await transport.send({
        from: this.options.from,
        to: row.recipient,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        messageId: `<${row.id}@${this.messageIdDomain}>`,
      });
    } catch (error) {
      await this.failed(row, claimId, mail, error);
      return;
    }
    // Accepted: mark sent at once so no dispatcher sends it again. A body holding an account link
    // is dropped, so the outbox never keeps a working token once it is no longer needed.
    const secret = SECRET_MAIL_KINDS.includes(row.kind);
    const markSent = () =>
      this.sql().execute(
        `update mail_outbox
            set status = 'sent', sent_at = now(), claim_id = null, subject = ?,
                text_body = ?, html_body = ?, payload = case when ? then null else payload end
          where id = ? and claim_id = ?`,
        [mail.subject, secret ? null : mail.text, secret ? null : mail.html, secret, row.id, claimId],
      );
    // Until this succeeds the row looks unsent once its lease ends: a database hiccup here must
    // not turn into a second copy, so try a few times before giving the row back to the lease.
    for (let attempt = 1; ; attempt++) {
      try {
        await markSent();
        return;
      } catch (error) {
        if (attempt >= MARK_SENT_TRIES) throw error;
        await new Promise((resolve) => setTimeout(resolve, 500 * attempt));
      }
    }
  }

  private async failed(row: ClaimedRow, claimId: string, mail: RenderedMail, error: unknown): Promise<void> {
    const message = (error as Error)?.message?.slice(0, MAX_ERROR_LENGTH) || String(error);
    if (isPermanentFailure(error) || row.attempts >= this.maxAttempts) {
      log.error({ mailId: row.id, kind: row.kind, attempts: row.attempts, error: message }, 'mail given up after its retries');
      await this.giveUp(row, claimId, message);
      return;
    }
    const delayMs = Math.max(0, this.backoffMs(row.attempts));
    log.warn({ mailId: row.id, kind: row.kind, attempt: row.attempts, retryInMs: delayMs, error: message }, 'mail attempt failed, will retry');
    // The rendered message is kept so every attempt sends the same text.
    await this.sql().execute(
      `update mail_outbox
          set status = 'pending', claim_id = null, last_error = ?, subject = ?, text_body = ?, html_body = ?,
              next_attempt_at = now() + make_interval(secs => ?)
        where id = ? and claim_id = ?`,
      [message, mail.subject, mail.text, mail.html, delayMs / 1000, row.id, claimId],
    );
  }

  private async giveUp(row: ClaimedRow, claimId: string, message: string): Promise<void> {
    const secret = SECRET_MAIL_KINDS.includes(row.kind);
    await this.sql().execute(
      `update mail_outbox
          set status = 'failed', claim_id = null, last_error = ?,
              text_body = case when ? then null else text_body end,
              html_body = case when ? then null else html_body end,
              payload = case when ? then null else payload end
        where id = ? and claim_id = ?`,
      [message.slice(0, MAX_ERROR_LENGTH), secret, secret, secret, row.id, claimId],
    );
  }

  /** Hands claimed but untried messages back at once (shutdown), without counting an attempt. */
  private async release(ids: string[], claimId: string): Promise<void> {
    if (!ids.length) return;
    await this.sql().execute(
      `update mail_outbox set status = 'pending', claim_id = null, attempts = attempts - 1, next_attempt_at = now()
        where id in (?) and claim_id = ? and status = 'sending'`,
      [ids, claimId],
    );
  }
}

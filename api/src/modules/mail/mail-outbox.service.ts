import type { EntityManager } from '@mikro-orm/postgresql';
import type { Locale } from '../../common/locale';
import type { MailMessage } from './mail-templates';

/** Lets a service wake the dispatcher once its transaction has committed. */
declare module '../../common/context' {
  interface AppContext {
    /** Wakes the mail dispatcher: call after a transaction that queued mail has committed. */
    mail: MailNudge;
  }
}

export interface MailNudge {
  nudge(): void;
}

/**
 * Queues a message in the caller's transaction (the transactional outbox): a rolled-back change
 * sends nothing, a committed one is always delivered. The dispatcher renders it with the
 * configured PUBLIC_URL and sends it after commit; call `nudge()` once the transaction has
 * committed, or the next poll picks it up within a few seconds.
 */
export function queueMail(em: EntityManager, recipient: string, message: MailMessage, locale?: Locale | null): Promise<void> {
  return queueMails(em, [{ recipient, message, locale }]);
}

/** One message to queue, written in `locale` (the recipient's language; English when unset). */
export interface QueuedMail {
  recipient: string;
  message: MailMessage;
  locale?: Locale | null;
}

/** Several messages in one statement (e.g. a checkout's confirmation and its shops' new-order mails). */
export async function queueMails(em: EntityManager, mails: QueuedMail[]): Promise<void> {
  if (!mails.length) return;
  await em.execute(
    `insert into mail_outbox (kind, recipient, payload, locale) values ${mails.map(() => '(?, ?, ?::jsonb, ?)').join(', ')}`,
    mails.flatMap(({ recipient, message, locale }) => [message.kind, recipient, JSON.stringify(message.payload), locale ?? null]),
  );
}

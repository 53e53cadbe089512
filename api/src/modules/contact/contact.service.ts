import type { EntityManager } from '@mikro-orm/postgresql';
import type { Locale } from '../../common/locale';
import { badInput, notFound } from '../../common/errors';
import { isUuid } from '../../common/ids';
import { decodeCursor, encodeCursor, pageSize, toPage } from '../../common/pagination';
import { RequestThrottleService } from '../auth/request-throttle.service';
import { queueMails, type MailNudge } from '../mail/mail-outbox.service';
import type { ContactMessageInput } from './contact.inputs';
import type { ContactMessage, ContactMessageConnection } from './contact.types';

export const CONTACT_THANKS = 'Thank you for your message!';
/** A client address may send this many messages an hour, and so may a sender's email address. */
export const MAX_CONTACT_MESSAGES_PER_HOUR = 5;
export const TOO_MANY_CONTACT_MESSAGES = 'You have sent several messages in the last hour. Please wait a while before sending another.';

interface ContactRow {
  id: string;
  name: string;
  email: string;
  message: string;
  created_at: Date | string;
  created_key: string;
  read_at: Date | null;
}

const toContactMessage = (row: ContactRow): ContactMessage => ({
  id: row.id,
  name: row.name,
  senderEmail: row.email,
  message: row.message,
  createdAt: new Date(row.created_at),
  read: row.read_at !== null,
});

/** The contact form: stores each message for the admins and mails it to each of them through the outbox. */
export class ContactService {
  constructor(
    private readonly em: EntityManager,
    private readonly mail?: MailNudge,
  ) {}

  async send(input: ContactMessageInput, ip: string): Promise<{ message: string }> {
    const name = input.name.trim();
    const text = input.message.trim();
    if (!name) throw badInput('Please enter your name.');
    if (!text) throw badInput('Please enter a message.');
    const throttle = new RequestThrottleService(this.em);
    await throttle.hit(`contact:ip:${ip}`, MAX_CONTACT_MESSAGES_PER_HOUR, 60, TOO_MANY_CONTACT_MESSAGES);
    await throttle.hit(`contact:email:${input.email.trim().toLowerCase()}`, MAX_CONTACT_MESSAGES_PER_HOUR, 60, TOO_MANY_CONTACT_MESSAGES);
    await this.em.transactional(async (em) => {
      const [row]: { created_at: Date | string }[] = await em.execute(
        `insert into contact_messages (name, email, message) values (?, ?, ?) returning created_at`,
        [name, input.email.trim(), text],
      );
      const admins: { email: string; locale: Locale | null }[] = await em.execute(
        `select email, locale from users where role = 'Admin' and deleted_at is null order by email`,
      );
      await queueMails(
        em,
        admins.map(({ email, locale }) => ({
          recipient: email,
          locale,
          message: {
            kind: 'contact-message' as const,
            payload: { name, email: input.email.trim(), message: text, receivedAt: new Date(row.created_at).toISOString() },
          },
        })),
      );
    });
    this.mail?.nudge();
    return { message: CONTACT_THANKS };
  }

  /** Newest first, keyset-paginated over (created_at, id); `unreadOnly` uses the partial index on unread rows. */
  async list(first: number, after: string | null | undefined, unreadOnly: boolean): Promise<ContactMessageConnection> {
    const size = pageSize(first);
    const params: unknown[] = [];
    const where: string[] = [];
    if (unreadOnly) where.push('read_at is null');
    if (after) {
      const [createdAt, id] = decodeCursor<[string, string]>(after, ['string', 'string']);
      if (!isUuid(id)) throw badInput('The cursor is not valid.');
      where.push('(created_at, id) < (?::timestamptz, ?::uuid)');
      params.push(createdAt, id);
    }
    const rows: ContactRow[] = await this.em.execute(
      `select id, name, email, message, created_at, created_at::text as created_key, read_at from contact_messages
        ${where.length ? `where ${where.join(' and ')}` : ''}
        order by created_at desc, id desc limit ?`,
      [...params, size + 1],
    );
    const page = toPage(rows, size, (row) => encodeCursor([row.created_key, row.id]));
    return { nodes: page.nodes.map(toContactMessage), pageInfo: page.pageInfo };
  }

  async unreadCount(): Promise<number> {
    const [{ n }]: { n: number }[] = await this.em.execute(`select count(*)::int as n from contact_messages where read_at is null`);
    return n;
  }

  /** Marks one message read or unread again. */
  async setRead(id: string, read: boolean): Promise<ContactMessage> {
    if (!isUuid(id)) throw notFound('Message not found.');
    const [row]: ContactRow[] = await this.em.execute(
      `update contact_messages set read_at = case when ? then coalesce(read_at, now()) else null end where id = ?
        returning id, name, email, message, created_at, created_at::text as created_key, read_at`,
      [read, id],
    );
    if (!row) throw notFound('Message not found.');
    return toContactMessage(row);
  }
}

import { randomBytes } from 'node:crypto';
import type { Locale } from '../../common/locale';
import type { EntityManager } from '@mikro-orm/postgresql';
import { badInput } from '../../common/errors';
import { hashAccountToken } from '../auth/account-token.service';
import { RequestThrottleService } from '../auth/request-throttle.service';
import { queueMail, type MailNudge } from '../mail/mail-outbox.service';

export const CHECK_INBOX = 'Thanks for subscribing! Please check your inbox to confirm your address.';
export const SUBSCRIPTION_CONFIRMED = 'Your subscription is confirmed. Thank you!';
export const UNSUBSCRIBED = 'You are unsubscribed: you will get no more newsletters from Mainstreet.';
export const INVALID_NEWSLETTER_LINK = 'This link is invalid or has expired.';
/** Sign-ups a client address may make an hour. */
export const MAX_SIGNUPS_PER_HOUR = 10;
export const TOO_MANY_SIGNUPS = 'Too many newsletter sign-ups from your address. Please wait an hour and try again.';
/** At most one confirmation mail per address in this many minutes, silently (no mail bombing through the form). */
export const CONFIRM_RESEND_MINUTES = 10;
export const CONFIRM_TTL_DAYS = 7;

/** 32 random bytes, base64url (43 characters). */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
const newToken = () => randomBytes(32).toString('base64url');
// Only digests are stored (hashAccountToken): reading the table gives nobody a working link.

interface SubscriptionRow {
  id: string;
  unsubscribe_token: string;
  status: 'pending' | 'confirmed' | 'unsubscribed';
  recent: boolean;
}

/**
 * Newsletter sign-ups with double opt-in. The answer to a sign-up is the same whatever the
 * address's state, so the form tells nobody who is subscribed. Each address has one unsubscribe
 * token for good, so the link in every mail it was ever sent keeps working.
 */
export class NewsletterService {
  constructor(
    private readonly em: EntityManager,
    private readonly mail?: MailNudge,
  ) {}

  /** `locale`: the language of the request, the confirmation mail's (an address has no account to hold one). */
  async subscribe(email: string, ip: string, locale?: Locale): Promise<{ message: string }> {
    const address = email.trim();
    await new RequestThrottleService(this.em).hit(`newsletter:ip:${ip}`, MAX_SIGNUPS_PER_HOUR, 60, TOO_MANY_SIGNUPS);
    const queued = await this.em.transactional(async (em) => {
      const confirmToken = newToken();
      // Insert or find the address's row, locked: two sign-ups at once send one mail.
      await em.execute(
        `insert into newsletter_subscriptions (email, unsubscribe_token) values (?, ?) on conflict ((lower(email))) do nothing`,
        [address, newToken()],
      );
      const [row]: SubscriptionRow[] = await em.execute(
        `select id, unsubscribe_token, status, coalesce(confirm_sent_at > now() - make_interval(mins => ?), false) as recent
           from newsletter_subscriptions where lower(email) = lower(?) for update`,
        [CONFIRM_RESEND_MINUTES, address],
      );
      if (row.status === 'confirmed' || row.recent) return false;
      await em.execute(
        `update newsletter_subscriptions
            set status = 'pending', confirm_token_hash = ?, confirm_expires_at = now() + make_interval(days => ?),
                confirm_sent_at = now(), unsubscribed_at = null
          where id = ?`,
        [hashAccountToken(confirmToken), CONFIRM_TTL_DAYS, row.id],
      );
      await queueMail(em, address, { kind: 'newsletter-confirm', payload: { confirmToken, unsubscribeToken: row.unsubscribe_token } }, locale);
      return true;
    });
    if (queued) this.mail?.nudge();
    return { message: CHECK_INBOX };
  }

  /** Follows the double opt-in link: the address is subscribed, and a welcome mail (with its unsubscribe link) is sent. */
  async confirm(token: string, locale?: Locale): Promise<{ message: string }> {
    if (!TOKEN_PATTERN.test(token)) throw badInput(INVALID_NEWSLETTER_LINK);
    const confirmed = await this.em.transactional(async (em) => {
      const [row]: { email: string; unsubscribe_token: string }[] = await em.execute(
        `update newsletter_subscriptions
            set status = 'confirmed', confirmed_at = now(), confirm_token_hash = null, confirm_expires_at = null
          where confirm_token_hash = ? and confirm_expires_at > now() and status = 'pending'
          returning email, unsubscribe_token`,
        [hashAccountToken(token)],
      );
      if (!row) return false;
      await queueMail(em, row.email, { kind: 'newsletter-welcome', payload: { unsubscribeToken: row.unsubscribe_token } }, locale);
      return true;
    });
    if (!confirmed) throw badInput(INVALID_NEWSLETTER_LINK);
    this.mail?.nudge();
    return { message: SUBSCRIPTION_CONFIRMED };
  }

  /** Follows an unsubscribe link, without signing in; following it again answers the same. */
  async unsubscribe(token: string): Promise<{ message: string }> {
    if (!TOKEN_PATTERN.test(token)) throw badInput(INVALID_NEWSLETTER_LINK);
    const rows: { id: string }[] = await this.em.execute(
      `update newsletter_subscriptions
          set status = 'unsubscribed', unsubscribed_at = coalesce(unsubscribed_at, now()), confirm_token_hash = null, confirm_expires_at = null
        where unsubscribe_token = ? returning id`,
      [token],
    );
    if (!rows.length) throw badInput(INVALID_NEWSLETTER_LINK);
    return { message: UNSUBSCRIBED };
  }
}

import type { EntityManager } from '@mikro-orm/postgresql';
import type { Locale } from '../../common/locale';
import { AccountTokenService } from '../auth/account-token.service';
import type { User } from '../users/user.entity';
import { queueMail } from './mail-outbox.service';

/** An account and its language (null until chosen: English). */
type Recipient = Pick<User, 'id' | 'name' | 'email'> & { locale?: Locale | null };

/**
 * Account emails carrying a single-use link, in the account's language. Each call creates the token
 * and queues the mail in the caller's transaction, so the link exists exactly when the mail does.
 */
export class AccountMailService {
  private readonly tokens: AccountTokenService;

  constructor(private readonly em: EntityManager) {
    this.tokens = new AccountTokenService(em);
  }

  /** "Verify your email address", linking /verify-email/:token (24 h). */
  async queueVerification(user: Recipient): Promise<void> {
    const token = await this.tokens.create(user.id, 'verify');
    await queueMail(this.em, user.email, { kind: 'verify-email', payload: { name: user.name, token } }, user.locale);
  }

  /** "Reset your password", linking /reset-password/:token (1 h). */
  async queuePasswordReset(user: Recipient): Promise<void> {
    const token = await this.tokens.create(user.id, 'reset');
    await queueMail(this.em, user.email, { kind: 'password-reset', payload: { name: user.name, token } }, user.locale);
  }

  /** "Set your Mainstreet password" for an account someone else created, linking /reset-password/:token (72 h). */
  async queuePasswordSetup(user: Recipient): Promise<void> {
    const token = await this.tokens.create(user.id, 'setup');
    await queueMail(this.em, user.email, { kind: 'password-setup', payload: { name: user.name, token } }, user.locale);
  }
}

/**
 * For accounts created by an admin: queues "Set your Mainstreet password" with a 72-hour link that
 * the resetPassword mutation accepts. Call it inside the transaction that creates the user (after
 * the user row is flushed); the mail goes out after commit (at the latest on the dispatcher's next
 * poll; `ctx.mail.nudge()` after commit sends it at once).
 */
export function queuePasswordSetupMail(em: EntityManager, user: User): Promise<void> {
  return new AccountMailService(em).queuePasswordSetup(user);
}

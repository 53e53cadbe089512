import type { EntityManager } from '@mikro-orm/postgresql';
import type { UserLocale } from '../users/user.entity';
import type { Caller } from '../../common/context';
import { appError, badInput, unauthenticated } from '../../common/errors';
import { recordAudit } from '../audit/audit.service';
import { AuditAction, AuditTargetType } from '../audit/audit.types';
import { AccountMailService } from '../mail/account-mail.service';
import type { MailNudge } from '../mail/mail-outbox.service';
import type { AccountMessage, RequestPasswordResetInput, ResetPasswordInput } from './account-recovery.inputs';
import { AccountTokenService } from './account-token.service';
import { normalizeEmail } from './auth.service';
import { LoginThrottleService } from './login-throttle.service';
import { hashPassword } from './password';
import { assertPasswordAllowed } from './password-rules';
import { revokeSessionRows } from '../users/sessions';
import { RequestThrottleService } from './request-throttle.service';

export const EMAIL_VERIFIED = 'Your email address has been verified. You can now sign in.';
export const INVALID_LINK = 'This link is invalid, has expired or has already been used.';
export const VERIFICATION_SENT = 'Verification email sent. Please check your inbox.';
export const ALREADY_VERIFIED = 'Your email address is already verified.';
/** A new verification link at most once a minute per account. */
export const RESEND_INTERVAL_SECONDS = 60;
export const RESEND_TOO_SOON = 'A verification email was sent less than a minute ago. Please wait a minute and try again.';
/** The same answer whether or not the address has an account (no account enumeration). */
export const RESET_REQUESTED =
  'If an account exists for that email address, we have sent it a link to reset the password. Please check your inbox.';
/** One reset mail a minute per address, silently: a refusal would tell that the address exists. */
export const RESET_INTERVAL_SECONDS = 60;
export const MAX_RESET_REQUESTS_PER_IP = 10;
export const RESET_WINDOW_MINUTES = 15;
export const TOO_MANY_RESET_REQUESTS = `Too many password reset requests. Please wait ${RESET_WINDOW_MINUTES} minutes and try again.`;
export const PASSWORD_RESET = 'Your password has been reset. Please sign in with your new password.';

interface UserRow {
  id: string;
  name: string;
  email: string;
  locale: UserLocale | null;
  is_verified: boolean;
}

/** Email verification and password reset through single-use links sent by email. */
export class AccountRecoveryService {
  constructor(
    private readonly em: EntityManager,
    private readonly mail?: MailNudge,
  ) {}

  /** Marks the link's account verified; the link is used up. */
  async verifyEmail(token: string): Promise<AccountMessage> {
    const verified = await this.em.transactional(async (em) => {
      const used = await new AccountTokenService(em).consume(token, ['verify']);
      if (!used) return false;
      await em.execute(`update users set is_verified = true, updated_at = now() where id = ?`, [used.userId]);
      return true;
    });
    if (!verified) throw badInput(INVALID_LINK);
    return { message: EMAIL_VERIFIED };
  }

  /** A new verification link for the signed-in caller, at most once a minute. */
  async resendVerificationEmail(caller: Caller): Promise<AccountMessage> {
    await this.em.transactional(async (em) => {
      // The row lock serialises two concurrent requests, so the one-a-minute rule holds.
      const [user]: UserRow[] = await em.execute(`select id, name, email, locale, is_verified from users where id = ? for update`, [caller.id]);
      if (!user) throw unauthenticated();
      if (user.is_verified) throw badInput(ALREADY_VERIFIED);
      if (await new AccountTokenService(em).issuedWithin(user.id, 'verify', RESEND_INTERVAL_SECONDS)) {
        throw appError('TOO_MANY_REQUESTS', RESEND_TOO_SOON);
      }
      await new AccountMailService(em).queueVerification(user);
    });
    this.mail?.nudge();
    return { message: VERIFICATION_SENT };
  }

  /**
   * Mails a reset link when the address has an account; the answer is the same either way. Each
   * client address may ask a limited number of times (counted whatever the email).
   */
  async requestPasswordReset(input: RequestPasswordResetInput, ip: string): Promise<AccountMessage> {
    await new RequestThrottleService(this.em).hit(
      `password-reset:${ip}`,
      MAX_RESET_REQUESTS_PER_IP,
      RESET_WINDOW_MINUTES,
      TOO_MANY_RESET_REQUESTS,
    );
    const queued = await this.em.transactional(async (em) => {
      const [user]: UserRow[] = await em.execute(`select id, name, email, locale, is_verified from users where lower(email) = ? for update`, [
        normalizeEmail(input.email),
      ]);
      if (!user) return false;
      if (await new AccountTokenService(em).issuedWithin(user.id, 'reset', RESET_INTERVAL_SECONDS)) return false;
      await new AccountMailService(em).queuePasswordReset(user);
      return true;
    });
    if (queued) this.mail?.nudge();
    return { message: RESET_REQUESTED };
  }

  /**
   * Sets a new password from a reset or set-your-password link. Every session of the account ends
   * (token version bump), every other open reset link is closed, and the address counts as
   * verified: the link proved that its owner reads that mailbox.
   */
  async resetPassword(input: ResetPasswordInput, onSignedOut?: (userId: string) => void): Promise<AccountMessage> {
    const purposes = ['reset', 'setup'] as const;
    // Checked before hashing, so forged links cost no argon2 work; consumed below under a lock.
    const userId = await new AccountTokenService(this.em).peek(input.token, [...purposes]);
    if (!userId) throw badInput(INVALID_LINK);
    const [account]: { email: string; username: string }[] = await this.em.execute(`select email, username from users where id = ? and deleted_at is null`, [userId]);
    if (!account) throw badInput(INVALID_LINK);
    assertPasswordAllowed(input.password, account);
    const passwordHash = await hashPassword(input.password);
    const email = await this.em.transactional(async (em) => {
      const tokens = new AccountTokenService(em);
      const used = await tokens.consume(input.token, [...purposes]);
      if (!used) return null;
      const [user]: { email: string }[] = await em.execute(
        `update users set password_hash = ?, token_version = token_version + 1, is_verified = true, updated_at = now()
          where id = ? returning email`,
        [passwordHash, used.userId],
      );
      await tokens.revokeAll(used.userId, [...purposes]);
      await revokeSessionRows(em, used.userId);
      await recordAudit(em, {
        actorId: used.userId,
        action: AuditAction.PasswordChange,
        targetType: AuditTargetType.User,
        targetId: used.userId,
        summary: `${user.email} set a new password from an emailed link`,
        message: { id: 'password.reset', params: { email: user.email } },
      });
      return user.email;
    });
    if (!email) throw badInput(INVALID_LINK);
    // A locked-out owner who proved control of the mailbox may sign in again at once.
    await new LoginThrottleService(this.em).clearAccount(email);
    onSignedOut?.(userId);
    return { message: PASSWORD_RESET };
  }
}

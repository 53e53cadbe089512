import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Caller } from '../../common/context';
import { appError, badInput, unauthenticated } from '../../common/errors';
import { Role } from '../../common/roles';
import { AccountMailService } from '../mail/account-mail.service';
import type { MailNudge } from '../mail/mail-outbox.service';
import { recordAudit } from '../audit/audit.service';
import { AuditAction, AuditTargetType } from '../audit/audit.types';
import { User, type UserLocale } from '../users/user.entity';
import { Vendor } from '../vendors/vendor.entity';
import type { AuthPayload, ChangePasswordInput, LoginInput, SignupInput, SignupPayload } from './auth.inputs';
import { setTimeout as sleep } from 'node:timers/promises';
import { queueMail } from '../mail/mail-outbox.service';
import { LoginThrottleService } from './login-throttle.service';
import { dummyPasswordHash, hashPassword, verifyPassword } from './password';
import { assertPasswordAllowed } from './password-rules';
import { SessionService, type SessionClient } from './session.service';
import { revokeSessionRows } from '../users/sessions';
import type { TokenService } from './token.service';

export const INVALID_CREDENTIALS = 'Invalid email or password.';
export const SIGNUP_SUCCESS = 'Account created successfully. We sent you an email to verify your address. Please sign in.';

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export class AuthService {
  private readonly throttle: LoginThrottleService;

  constructor(
    private readonly em: EntityManager,
    private readonly tokens: TokenService,
    private readonly mail?: MailNudge,
  ) {
    this.throttle = new LoginThrottleService(em);
  }

  /**
   * `locale`: the language of the sign-up request (its cookie or Accept-Language), the new account's
   * language and its verification mail's.
   */
  async signup(input: SignupInput, locale?: UserLocale): Promise<SignupPayload> {
    // Admin accounts come only from an admin, the demo seed or ADMIN_EMAIL on start.
    if (input.role === Role.Admin) throw appError('FORBIDDEN', 'Admin accounts cannot be created through signup.');
    if (input.password !== input.confirmPassword) throw badInput('Passwords do not match');
    const email = normalizeEmail(input.email);
    const username = input.username.trim();
    const name = input.name.trim();
    if (!name) throw badInput('Full name is required.');
    assertPasswordAllowed(input.password, { email, username });
    await this.assertAvailable(email, username);
    const passwordHash = await hashPassword(input.password);
    await this.em.transactional(async (em) => {
      const user = em.create(User, { username, name, email, phone: input.phone.trim(), role: input.role, passwordHash, locale: locale ?? null });
      await em.flush(); // the shop row references the account
      if (input.role === Role.Vendor) {
        // A new shop stays out of the public catalogue until an admin verifies it.
        em.create(Vendor, { userId: user.id, businessName: name, phone: user.phone, isVerified: false });
      }
      // Queued with the account: no account without its verification mail, no mail for a failed signup.
      await new AccountMailService(em).queueVerification(user);
    }).catch((error: unknown) => {
      // Two signups racing for the same email or username: the unique index decides.
      if ((error as { code?: string }).code === '23505') throw badInput('An account with this email or username already exists.');
      throw error;
    });
    this.mail?.nudge();
    return { message: SIGNUP_SUCCESS };
  }

  async login(input: LoginInput, client: SessionClient): Promise<AuthPayload> {
    const { ip } = client;
    const email = normalizeEmail(input.email);
    // Counted before the password is checked, in one step: a burst cannot get more guesses than the limit.
    const attempt = await this.throttle.begin(email, ip);
    // The wait holds no database connection and no transaction.
    if (attempt.delayMs) await sleep(attempt.delayMs);
    const user = await this.em.findOne(User, { email }, { populate: ['passwordHash'] });
    if (attempt.slowedDown && user) await this.warnOwner(user);
    // Unknown email and wrong password take the same time and give the same answer.
    const valid = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), input.password);
    if (!user || !valid) {
      await this.throttle.failed();
      throw unauthenticated(INVALID_CREDENTIALS);
    }
    await this.throttle.succeeded(email, ip);
    return { token: await new SessionService(this.em, this.tokens).start(user, client), role: user.role, name: user.name, locale: user.locale ?? null };
  }

  /** Changes the caller's password; every token issued before stops working. Audited, without any secret. */
  async changePassword(caller: Caller, input: ChangePasswordInput, client: SessionClient): Promise<AuthPayload> {
    // Clients that ask for the new password twice (the REST change-password calls) have it checked here.
    if (input.confirmPassword != null && input.confirmPassword !== input.newPassword) throw badInput('Passwords do not match.');
    return this.em.transactional(async (em) => {
      const user = await em.findOneOrFail(User, caller.id, { populate: ['passwordHash'], lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!(await verifyPassword(user.passwordHash, input.currentPassword))) throw badInput('Current password is incorrect.');
      assertPasswordAllowed(input.newPassword, user);
      user.passwordHash = await hashPassword(input.newPassword);
      user.tokenVersion += 1;
      await em.flush();
      await revokeSessionRows(em, user.id);
      await recordAudit(em, {
        actorId: user.id,
        action: AuditAction.PasswordChange,
        targetType: AuditTargetType.User,
        targetId: user.id,
        summary: `${user.username} changed their password`,
        message: { id: 'password.change', params: { username: user.username } },
      });
      // The caller stays signed in here, in a new session.
      return { token: await new SessionService(em, this.tokens).start(user, client), role: user.role, name: user.name, locale: user.locale ?? null };
    });
  }

  /** Once per window: many wrong passwords from many addresses; sign-ins now wait, and a reset is one email away. */
  private async warnOwner(user: User): Promise<void> {
    await this.em.transactional((em) => queueMail(em, user.email, { kind: 'sign-in-attempts', payload: { name: user.name } }, user.locale));
    this.mail?.nudge();
  }

  private async assertAvailable(email: string, username: string): Promise<void> {
    const taken = await this.em.find(
      User,
      { $or: [{ email }, { username: { $ilike: username.replace(/[\\%_]/g, '\\$&') } }] },
      { fields: ['email', 'username'] },
    );
    if (taken.some((user) => user.email === email)) throw badInput('An account with this email already exists.');
    if (taken.length) throw badInput('This username is already taken.');
  }
}

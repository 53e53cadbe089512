import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, linkIn, startSmtpTestServer, type ReceivedMail, type SmtpTestServer } from '../../../test/smtp-test-server';
import { login, startTestApp, type TestApp } from '../../../test/test-app';
import { queuePasswordSetupMail } from '../mail/account-mail.service';
import { User } from '../users/user.entity';
import {
  ALREADY_VERIFIED,
  EMAIL_VERIFIED,
  INVALID_LINK,
  MAX_RESET_REQUESTS_PER_IP,
  PASSWORD_RESET,
  RESEND_TOO_SOON,
  RESET_REQUESTED,
  TOO_MANY_RESET_REQUESTS,
  VERIFICATION_SENT,
} from './account-recovery.service';
import { hashAccountToken } from './account-token.service';
import { INVALID_CREDENTIALS, SIGNUP_SUCCESS } from './auth.service';
import { SIGN_IN_LIMITS } from './login-throttle.service';

const PUBLIC_URL = 'https://shop.example.test';
const PASSWORD = 'Sup3r-secret-fern';
const NEW_PASSWORD = 'Brand-new-pass1';

const SIGNUP = `mutation Signup($input: SignupInput!) { signup(input: $input) { message } }`;
const LOGIN = `mutation Login($input: LoginInput!) { login(input: $input) { token } }`;
const ME = `query Me { me { email isVerified } }`;
const VERIFY = `mutation VerifyEmail($token: String!) { verifyEmail(token: $token) { message } }`;
const RESEND = `mutation ResendVerificationEmail { resendVerificationEmail { message } }`;
const REQUEST_RESET = `mutation RequestPasswordReset($input: RequestPasswordResetInput!) { requestPasswordReset(input: $input) { message } }`;
const RESET = `mutation ResetPassword($input: ResetPasswordInput!) { resetPassword(input: $input) { message } }`;

let smtp: SmtpTestServer;
let app: TestApp;
let seq = 0;
let ipSeq = 0;

const sql = () => app.orm.em.fork().getConnection();
const mailsTo = (email: string) => smtp.received.filter((mail) => mail.to.some((to) => to.includes(email)));
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const tokenOf = (link: string) => link.slice(link.lastIndexOf('/') + 1);
/** A client address of its own per call, so the per-address limit only bites where a test wants it. */
const freshIp = () => ({ 'x-forwarded-for': `198.51.100.${++ipSeq}` });

/** Waits for the `count`-th mail to the address. */
function mailNumber(email: string, count: number): Promise<ReceivedMail> {
  return eventually(() => mailsTo(email)[count - 1], 10_000, `mail #${count} to ${email}`);
}

async function signUp(): Promise<{ email: string; id: string; session: string }> {
  seq += 1;
  const email = `recover${seq}@example.com`;
  const res = await app.gql(SIGNUP, {
    input: { name: `Robin ${seq}`, username: `robin${seq}`, email, phone: '416-555-0100', password: PASSWORD, confirmPassword: PASSWORD, role: 'Customer' },
  });
  expect(res.data?.signup.message).toBe(SIGNUP_SUCCESS);
  const [{ id }] = await sql().execute(`select id from users where email = ?`, [email]);
  return { email, id, session: await login(app, email, PASSWORD) };
}

const requestReset = (email: string, headers: Record<string, string> = freshIp()) =>
  app.gql(REQUEST_RESET, { input: { email } }, undefined, headers);

beforeAll(async () => {
  smtp = await startSmtpTestServer();
  // TRUST_PROXY: X-Forwarded-For names the client, so a test can ask from several addresses.
  app = await startTestApp({ env: { SMTP_URL: smtp.url, PUBLIC_URL, TRUST_PROXY: 'loopback' }, mail: { pollIntervalMs: 100, backoffMs: () => 40 } });
});

afterAll(async () => {
  await app?.close();
  await smtp?.stop();
});

describe('email verification', () => {
  it('mails a link at signup that verifies the account once, keeping only a hash of the token', async () => {
    const user = await signUp();
    const mail = await mailNumber(user.email, 1);
    expect(mail.subject).toBe('Verify your Mainstreet email address');
    const link = linkIn(mail, '/verify-email/');
    expect(link.startsWith(`${PUBLIC_URL}/verify-email/`)).toBe(true);
    expect(mail.html).toContain(`href="${link}"`);
    const token = tokenOf(link);
    // 32 random bytes (256 bits), base64url.
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const stored: { token_hash: string }[] = await sql().execute(`select token_hash from account_tokens where user_id = ?`, [user.id]);
    expect(stored.map((row) => row.token_hash)).toEqual([hashAccountToken(token)]);
    expect(JSON.stringify(stored)).not.toContain(token);
    expect((await sql().execute(`select count(*)::int as n from account_tokens where user_id = ? and expires_at between now() + interval '23 hours 59 minutes' and now() + interval '24 hours'`, [user.id]))[0].n).toBe(1);

    expect((await app.gql(ME, {}, user.session)).data.me.isVerified).toBe(false);
    const verified = await app.gql(VERIFY, { token });
    expect(verified.errors).toBeUndefined();
    expect(verified.data.verifyEmail.message).toBe(EMAIL_VERIFIED);
    expect((await app.gql(ME, {}, user.session)).data.me.isVerified).toBe(true);

    const again = await app.gql(VERIFY, { token });
    expect(again.errors?.[0]).toMatchObject({ message: INVALID_LINK, extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('refuses forged, malformed, expired and wrong-purpose links and verifies nothing', async () => {
    const user = await signUp();
    const token = tokenOf(linkIn(await mailNumber(user.email, 1), '/verify-email/'));
    for (const bad of [randomBytes(32).toString('base64url'), 'abc', `${token}x`, '']) {
      const res = await app.gql(VERIFY, { token: bad });
      expect(res.errors?.[0]).toMatchObject({ message: INVALID_LINK, extensions: { code: 'BAD_USER_INPUT' } });
    }
    // A reset link is not a verification link.
    await requestReset(user.email);
    const resetToken = tokenOf(linkIn(await mailNumber(user.email, 2), '/reset-password/'));
    expect((await app.gql(VERIFY, { token: resetToken })).errors?.[0].message).toBe(INVALID_LINK);

    await sql().execute(`update account_tokens set expires_at = now() - interval '1 second' where user_id = ? and purpose = 'verify'`, [user.id]);
    expect((await app.gql(VERIFY, { token })).errors?.[0].message).toBe(INVALID_LINK);
    expect((await app.gql(ME, {}, user.session)).data.me.isVerified).toBe(false);
  });

  it('sends a new link to a signed-in unverified account at most once a minute', async () => {
    expect((await app.gql(RESEND)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const user = await signUp();
    await mailNumber(user.email, 1);

    // The signup mail went out seconds ago.
    const tooSoon = await app.gql(RESEND, {}, user.session);
    expect(tooSoon.errors?.[0]).toMatchObject({ message: RESEND_TOO_SOON, extensions: { code: 'TOO_MANY_REQUESTS' } });

    await sql().execute(`update account_tokens set created_at = created_at - interval '61 seconds' where user_id = ?`, [user.id]);
    const resent = await app.gql(RESEND, {}, user.session);
    expect(resent.errors).toBeUndefined();
    expect(resent.data.resendVerificationEmail.message).toBe(VERIFICATION_SENT);
    const second = await mailNumber(user.email, 2);
    expect((await app.gql(RESEND, {}, user.session)).errors?.[0].extensions?.code).toBe('TOO_MANY_REQUESTS');

    expect((await app.gql(VERIFY, { token: tokenOf(linkIn(second, '/verify-email/')) })).data.verifyEmail.message).toBe(EMAIL_VERIFIED);
    await sql().execute(`update account_tokens set created_at = created_at - interval '61 seconds' where user_id = ?`, [user.id]);
    const done = await app.gql(RESEND, {}, user.session);
    expect(done.errors?.[0]).toMatchObject({ message: ALREADY_VERIFIED, extensions: { code: 'BAD_USER_INPUT' } });
    await pause(300);
    expect(mailsTo(user.email)).toHaveLength(2);
  });
});

describe('password reset', () => {
  it('answers the same for an unknown address and mails only a known one', async () => {
    const user = await signUp();
    await mailNumber(user.email, 1);
    const unknown = await requestReset('nobody-here@example.com');
    const known = await requestReset(user.email.toUpperCase());
    expect(unknown).toEqual(known);
    expect(known.data.requestPasswordReset.message).toBe(RESET_REQUESTED);

    await mailNumber(user.email, 2);
    await pause(300);
    expect(mailsTo('nobody-here@example.com')).toHaveLength(0);
    expect(await sql().execute(`select 1 from mail_outbox where recipient = 'nobody-here@example.com'`)).toHaveLength(0);
    expect(await sql().execute(`select 1 from account_tokens where purpose = 'reset' and user_id not in (select id from users)`)).toHaveLength(0);
  });

  it('resets the password from the link once, ends every session and unlocks a locked-out account', async () => {
    const user = await signUp();
    const otherSession = await login(app, user.email, PASSWORD);
    for (let i = 0; i < SIGN_IN_LIMITS.perAccountAndAddress; i++) await app.gql(LOGIN, { input: { email: user.email, password: 'wrong-password' } });
    expect((await app.gql(LOGIN, { input: { email: user.email, password: PASSWORD } })).errors?.[0].extensions?.code).toBe('TOO_MANY_REQUESTS');

    await requestReset(user.email);
    const mail = await mailNumber(user.email, 2);
    expect(mail.subject).toBe('Reset your Mainstreet password');
    const link = linkIn(mail, '/reset-password/');
    expect(link.startsWith(`${PUBLIC_URL}/reset-password/`)).toBe(true);
    const token = tokenOf(link);
    expect(
      (await sql().execute(`select count(*)::int as n from account_tokens where user_id = ? and purpose = 'reset' and expires_at between now() + interval '59 minutes' and now() + interval '1 hour'`, [user.id]))[0].n,
    ).toBe(1);

    const short = await app.gql(RESET, { input: { token, password: 'short' } });
    expect(short.errors?.[0]).toMatchObject({ message: 'Password must be at least 8 characters.', extensions: { code: 'BAD_USER_INPUT' } });

    const reset = await app.gql(RESET, { input: { token, password: NEW_PASSWORD } });
    expect(reset.errors).toBeUndefined();
    expect(reset.data.resetPassword.message).toBe(PASSWORD_RESET);

    for (const session of [user.session, otherSession]) expect((await app.gql(ME, {}, session)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect((await app.gql(LOGIN, { input: { email: user.email, password: PASSWORD } })).errors?.[0].message).toBe(INVALID_CREDENTIALS);
    const fresh = await login(app, user.email, NEW_PASSWORD);
    // The link proved the owner reads that mailbox.
    expect((await app.gql(ME, {}, fresh)).data.me.isVerified).toBe(true);
    // Recorded in the audit log like any password change, without the secret.
    const audit = await sql().execute(`select action, actor_id, before, after from audit_log where target_id = ?`, [user.id]);
    expect(audit).toEqual([{ action: 'password.change', actor_id: user.id, before: null, after: null }]);

    const reused = await app.gql(RESET, { input: { token, password: 'Another-pass-2' } });
    expect(reused.errors?.[0]).toMatchObject({ message: INVALID_LINK, extensions: { code: 'BAD_USER_INPUT' } });
    await expect(login(app, user.email, NEW_PASSWORD)).resolves.toBeTruthy();
  });

  it('refuses expired, forged and verification links and leaves the password as it was', async () => {
    const user = await signUp();
    const verifyToken = tokenOf(linkIn(await mailNumber(user.email, 1), '/verify-email/'));
    await requestReset(user.email);
    const token = tokenOf(linkIn(await mailNumber(user.email, 2), '/reset-password/'));
    await sql().execute(`update account_tokens set expires_at = now() - interval '1 second' where user_id = ? and purpose = 'reset'`, [user.id]);

    for (const bad of [token, verifyToken, randomBytes(32).toString('base64url'), 'not-a-token']) {
      const res = await app.gql(RESET, { input: { token: bad, password: NEW_PASSWORD } });
      expect(res.errors?.[0]).toMatchObject({ message: INVALID_LINK, extensions: { code: 'BAD_USER_INPUT' } });
    }
    await expect(login(app, user.email, PASSWORD)).resolves.toBeTruthy();
    expect((await app.gql(ME, {}, user.session)).data.me.email).toBe(user.email);
  });

  it('closes the earlier open reset links of the account once one is used', async () => {
    const user = await signUp();
    await requestReset(user.email);
    const first = tokenOf(linkIn(await mailNumber(user.email, 2), '/reset-password/'));
    await sql().execute(`update account_tokens set created_at = created_at - interval '61 seconds' where user_id = ?`, [user.id]);
    await requestReset(user.email);
    const second = tokenOf(linkIn(await mailNumber(user.email, 3), '/reset-password/'));

    expect((await app.gql(RESET, { input: { token: second, password: NEW_PASSWORD } })).errors).toBeUndefined();
    expect((await app.gql(RESET, { input: { token: first, password: 'Another-pass-2' } })).errors?.[0].message).toBe(INVALID_LINK);
    await expect(login(app, user.email, NEW_PASSWORD)).resolves.toBeTruthy();
  });

  it('mails one link a minute per address, without saying so', async () => {
    const user = await signUp();
    const first = await requestReset(user.email);
    const second = await requestReset(user.email);
    expect(second).toEqual(first);
    await mailNumber(user.email, 2);
    await pause(400);
    expect(mailsTo(user.email)).toHaveLength(2); // the verification mail and one reset mail
    expect((await sql().execute(`select count(*)::int as n from account_tokens where user_id = ? and purpose = 'reset'`, [user.id]))[0].n).toBe(1);
  });

  it('limits requests per client address, whatever the email', async () => {
    const headers = { 'x-forwarded-for': '203.0.113.99' };
    for (let i = 0; i < MAX_RESET_REQUESTS_PER_IP; i++) {
      expect((await requestReset(`ghost${i}@example.com`, headers)).data?.requestPasswordReset.message).toBe(RESET_REQUESTED);
    }
    const refused = await requestReset('ghost-last@example.com', headers);
    expect(refused.errors?.[0]).toMatchObject({ message: TOO_MANY_RESET_REQUESTS, extensions: { code: 'TOO_MANY_REQUESTS' } });
    expect((await requestReset('ghost-last@example.com')).data?.requestPasswordReset.message).toBe(RESET_REQUESTED);
  });
});

describe("in the account's language", () => {
  it('mails a new verification link and the reset link in the language the account chose, whatever the request says', async () => {
    const user = await signUp();
    await mailNumber(user.email, 1);
    const chosen = await app.gql(`mutation { setMyLocale(locale: "fr-CA") { locale } }`, {}, user.session, { 'accept-language': 'en-CA' });
    expect(chosen.data?.setMyLocale.locale).toBe('fr-CA');

    // Past the one-a-minute limit of verification mail.
    await sql().execute(`update account_tokens set created_at = created_at - interval '61 seconds' where user_id = ?`, [user.id]);
    expect((await app.gql(RESEND, {}, user.session, { 'accept-language': 'en-CA' })).errors).toBeUndefined();
    const verification = await mailNumber(user.email, 2);
    expect(verification.subject).toBe('Vérifiez votre adresse courriel Mainstreet');
    expect(verification.text).toContain(`Bonjour Robin ${seq},`);
    expect(linkIn(verification, '/verify-email/')).toMatch(new RegExp(`^${PUBLIC_URL}/verify-email/`));

    await requestReset(user.email, { ...freshIp(), 'accept-language': 'en-CA' });
    const reset = await mailNumber(user.email, 3);
    expect(reset.subject).toBe('Réinitialisez votre mot de passe Mainstreet');
    expect(reset.text).toContain('Ce lien ne fonctionne qu’une fois et expire dans 1 heure.');
    // The link works as any other.
    const done = await app.gql(RESET, { input: { token: tokenOf(linkIn(reset, '/reset-password/')), password: NEW_PASSWORD } });
    expect(done.data?.resetPassword.message).toBe(PASSWORD_RESET);
  });
});

describe('queuePasswordSetupMail (accounts created by an admin)', () => {
  it('mails a 72-hour "Set your Mainstreet password" link that sets the password once', async () => {
    const email = 'invited@example.com';
    const em = app.orm.em.fork();
    await em.transactional(async (tx) => {
      const user = tx.create(User, { username: 'invited', name: 'Ivy Invited', email, role: 'Vendor' as User['role'], passwordHash: 'not-usable' });
      await tx.flush();
      await queuePasswordSetupMail(tx, user);
    });
    const mail = await mailNumber(email, 1);
    expect(mail.subject).toBe('Set your Mainstreet password');
    expect(mail.text).toContain('Hi Ivy Invited,');
    const link = linkIn(mail, '/reset-password/');
    expect(link.startsWith(`${PUBLIC_URL}/reset-password/`)).toBe(true);
    const [{ hours }] = await sql().execute(
      `select extract(epoch from t.expires_at - t.created_at) / 3600 as hours from account_tokens t join users u on u.id = t.user_id where u.email = ? and t.purpose = 'setup'`,
      [email],
    );
    expect(Number(hours)).toBe(72);

    expect((await app.gql(RESET, { input: { token: tokenOf(link), password: NEW_PASSWORD } })).data.resetPassword.message).toBe(PASSWORD_RESET);
    const session = await login(app, email, NEW_PASSWORD);
    expect((await app.gql(ME, {}, session)).data.me).toEqual({ email, isVerified: true });
    expect((await app.gql(RESET, { input: { token: tokenOf(link), password: 'Another-pass-2' } })).errors?.[0].message).toBe(INVALID_LINK);
  });

  it('queues nothing when the creating transaction rolls back', async () => {
    const email = 'never-created@example.com';
    await expect(
      app.orm.em.fork().transactional(async (tx) => {
        const user = tx.create(User, { username: 'never', name: 'Never', email, role: 'Customer' as User['role'], passwordHash: 'x' });
        await tx.flush();
        await queuePasswordSetupMail(tx, user);
        throw new Error('admin create failed');
      }),
    ).rejects.toThrow('admin create failed');
    expect(await sql().execute(`select 1 from mail_outbox where recipient = ?`, [email])).toHaveLength(0);
    expect(await sql().execute(`select 1 from account_tokens t join users u on u.id = t.user_id where u.email = ?`, [email])).toHaveLength(0);
  });
});

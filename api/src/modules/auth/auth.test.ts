import jwt from 'jsonwebtoken';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, startTestApp, type TestApp } from '../../../test/test-app';
import { SIGN_IN_LIMITS, TOO_MANY_ATTEMPTS } from './login-throttle.service';
import { COMMON_PASSWORD, PASSWORD_IS_IDENTITY } from './password-rules';
import { INVALID_CREDENTIALS, SIGNUP_SUCCESS } from './auth.service';
import { SESSION_EXPIRED } from './token.service';

const SIGNUP = `mutation Signup($input: SignupInput!) { signup(input: $input) { message } }`;
const LOGIN = `mutation Login($input: LoginInput!) { login(input: $input) { token role name } }`;
const ME = `query Me { me { id username email role isVerified activeOrderCount vendor { businessName isVerified } } }`;
const CHANGE_PASSWORD = `mutation ChangePassword($input: ChangePasswordInput!) { changePassword(input: $input) { token role } }`;

let app: TestApp;
let seq = 0;
function signupInput(overrides: Record<string, unknown> = {}) {
  seq += 1;
  return {
    name: `Test Person ${seq}`,
    username: `tester${seq}`,
    email: `tester${seq}@example.com`,
    phone: '416-555-0100',
    password: 'Sup3r-secret',
    confirmPassword: 'Sup3r-secret',
    role: 'Customer',
    ...overrides,
  };
}
const userCount = async () => Number((await app.orm.em.fork().getConnection().execute('select count(*) as n from users'))[0].n);

beforeAll(async () => {
  // Behind a proxy on this machine: X-Forwarded-For names the client, so tests can sign in from several addresses.
  app = await startTestApp({ seed: true, env: { TRUST_PROXY: 'loopback', RATE_LIMIT_PER_IP: '0', RATE_LIMIT_PER_TOKEN: '0' } });
});
afterAll(() => app.close());

describe('signup', () => {
  it('creates a customer who can sign in and lands with role Customer', async () => {
    const input = signupInput();
    const res = await app.gql(SIGNUP, { input });
    expect(res.errors).toBeUndefined();
    expect(res.data.signup.message).toBe(SIGNUP_SUCCESS);
    const signedIn = await app.gql(LOGIN, { input: { email: input.email.toUpperCase(), password: input.password } });
    expect(signedIn.data.login).toMatchObject({ role: 'Customer', name: input.name });
    const me = await app.gql(ME, {}, signedIn.data.login.token);
    expect(me.data.me).toMatchObject({ username: input.username, email: input.email, role: 'Customer', isVerified: false, vendor: null });
  });

  it('creates a vendor with an unverified shop', async () => {
    const input = signupInput({ role: 'Vendor' });
    await app.gql(SIGNUP, { input });
    const token = await login(app, input.email, input.password);
    const me = await app.gql(ME, {}, token);
    expect(me.data.me.role).toBe('Vendor');
    expect(me.data.me.vendor).toEqual({ businessName: input.name, isVerified: false });
  });

  it('refuses Admin self-signup and creates nothing', async () => {
    const before = await userCount();
    const res = await app.gql(SIGNUP, { input: signupInput({ role: 'Admin' }) });
    expect(res.errors?.[0]).toMatchObject({ message: 'Admin accounts cannot be created through signup.', extensions: { code: 'FORBIDDEN' } });
    expect(await userCount()).toBe(before);
  });

  it.each([
    [{ password: 'short', confirmPassword: 'short' }, 'Password must be at least 8 characters.'],
    [{ confirmPassword: 'Different-1' }, 'Passwords do not match'],
    [{ email: 'not-an-email' }, 'Please enter a valid email address.'],
    [{ username: 'a b' }, 'Username must be 3 to 30 letters, digits, dots, dashes or underscores.'],
    [{ name: '   ' }, 'Full name is required.'],
    [{ phone: 'call me' }, 'Please enter a valid phone number.'],
  ])('rejects bad input %j with a clear message', async (overrides, message) => {
    const before = await userCount();
    const res = await app.gql(SIGNUP, { input: signupInput(overrides) });
    expect(res.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
    expect(await userCount()).toBe(before);
  });

  it('rejects a taken email or username, whatever the letter case', async () => {
    const res = await app.gql(SIGNUP, { input: signupInput({ email: 'ALICE@mainstreet.test' }) });
    expect(res.errors?.[0].message).toBe('An account with this email already exists.');
    const first = signupInput();
    await app.gql(SIGNUP, { input: first });
    const again = await app.gql(SIGNUP, { input: signupInput({ username: first.username.toUpperCase() }) });
    expect(again.errors?.[0].message).toBe('This username is already taken.');
  });
});

describe('login', () => {
  it('answers the same for an unknown email and a wrong password', async () => {
    const unknown = await app.gql(LOGIN, { input: { email: 'nobody@example.com', password: 'whatever1' } });
    const wrong = await app.gql(LOGIN, { input: { email: 'ben@mainstreet.test', password: 'whatever1' } });
    // Alike but for each request's own id.
    const withoutRequestId = (error: any) => ({ ...error, extensions: { ...error?.extensions, requestId: undefined } });
    expect(withoutRequestId(unknown.errors?.[0])).toEqual(withoutRequestId(wrong.errors?.[0]));
    expect(wrong.errors?.[0]).toMatchObject({ message: INVALID_CREDENTIALS, extensions: { code: 'UNAUTHENTICATED' } });
  });

  it('lands each demo role with its role', async () => {
    for (const [email, role] of [
      ['admin@mainstreet.test', 'Admin'],
      ['vendor1@mainstreet.test', 'Vendor'],
      ['alice@mainstreet.test', 'Customer'],
    ]) {
      const res = await app.gql(LOGIN, { input: { email, password: 'Password123!' } });
      expect(res.data.login.role).toBe(role);
    }
  });

  it('refuses an address after repeated failures on an account, even with the right password, without touching other accounts', async () => {
    const input = signupInput();
    await app.gql(SIGNUP, { input });
    for (let i = 0; i < SIGN_IN_LIMITS.perAccountAndAddress; i++) {
      const res = await app.gql(LOGIN, { input: { email: input.email, password: 'wrong-password' } });
      expect(res.errors?.[0].message).toBe(INVALID_CREDENTIALS);
    }
    const locked = await app.gql(LOGIN, { input: { email: input.email, password: input.password } });
    expect(locked.errors?.[0]).toMatchObject({ message: TOO_MANY_ATTEMPTS, extensions: { code: 'TOO_MANY_REQUESTS' } });
    await expect(login(app, 'chloe@mainstreet.test')).resolves.toBeTruthy();
  });

  it('limits failures per client address across accounts', async () => {
    const headers = { 'x-forwarded-for': '203.0.113.7' };
    let last;
    for (let i = 0; i < 21; i++) {
      last = await app.gql(LOGIN, { input: { email: `ghost${i}@example.com`, password: 'wrong-password' } }, undefined, headers);
    }
    expect(last!.errors?.[0].extensions?.code).toBe('TOO_MANY_REQUESTS');
    const other = await app.gql(LOGIN, { input: { email: 'ghost0@example.com', password: 'x1234567' } }, undefined, { 'x-forwarded-for': '203.0.113.8' });
    expect(other.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('lets at most the limit of 40 simultaneous wrong passwords reach the password check', async () => {
    const input = signupInput();
    await app.gql(SIGNUP, { input });
    const from = { 'x-forwarded-for': '198.51.100.40' };
    const answers = await Promise.all(
      Array.from({ length: 40 }, () => app.gql(LOGIN, { input: { email: input.email, password: 'wrong-password' } }, undefined, from)),
    );
    const messages = answers.map((answer) => answer.errors?.[0].message);
    // INVALID_CREDENTIALS only comes after the password was checked.
    expect(messages.filter((message) => message === INVALID_CREDENTIALS)).toHaveLength(SIGN_IN_LIMITS.perAccountAndAddress);
    expect(messages.filter((message) => message === TOO_MANY_ATTEMPTS)).toHaveLength(40 - SIGN_IN_LIMITS.perAccountAndAddress);
  });

  it("blocks the guesser's address while the owner signs in from their own", async () => {
    const input = signupInput();
    await app.gql(SIGNUP, { input });
    const attacker = { 'x-forwarded-for': '198.51.100.66' };
    for (let i = 0; i <= SIGN_IN_LIMITS.perAccountAndAddress; i++) await app.gql(LOGIN, { input: { email: input.email, password: 'wrong-password' } }, undefined, attacker);
    expect((await app.gql(LOGIN, { input: { email: input.email, password: input.password } }, undefined, attacker)).errors?.[0].message).toBe(TOO_MANY_ATTEMPTS);
    const owner = await app.gql(LOGIN, { input: { email: input.email, password: input.password } }, undefined, { 'x-forwarded-for': '192.0.2.77' });
    expect(owner.data?.login.token).toEqual(expect.any(String));
  });

  it('slows down guesses spread over many addresses instead of locking the owner out, and tells the owner once', async () => {
    const input = signupInput();
    await app.gql(SIGNUP, { input });
    const { perAccountAndAddress, slowDownAfter } = SIGN_IN_LIMITS;
    // Up to the threshold: every address stays within its own limit, nothing waits.
    for (let i = 0; i < slowDownAfter; i++) {
      const from = { 'x-forwarded-for': `203.0.113.${100 + Math.floor(i / perAccountAndAddress)}` };
      expect((await app.gql(LOGIN, { input: { email: input.email, password: 'wrong-password' } }, undefined, from)).errors?.[0].message).toBe(INVALID_CREDENTIALS);
    }
    const sql = app.orm.em.fork().getConnection();
    const warnings = async () => (await sql.execute(`select count(*)::int as n from mail_outbox where recipient = ? and kind = 'sign-in-attempts'`, [input.email]))[0].n;
    expect(await warnings()).toBe(0);
    // Past it, attempts are checked after a wait, not refused: the owner, from a new address, gets in.
    expect((await app.gql(LOGIN, { input: { email: input.email, password: 'wrong-password' } }, undefined, { 'x-forwarded-for': '203.0.113.200' })).errors?.[0].message).toBe(INVALID_CREDENTIALS);
    const owner = await app.gql(LOGIN, { input: { email: input.email, password: input.password } }, undefined, { 'x-forwarded-for': '203.0.113.201' });
    expect(owner.data?.login.token).toEqual(expect.any(String));
    const [{ attempts }] = await sql.execute(`select attempts from sign_in_counters where key = ?`, [`account:${input.email}`]);
    expect(attempts).toBe(slowDownAfter + 1); // the owner's own attempt is not held against the account
    expect(await warnings()).toBe(1);
  });
});

describe('password choice', () => {
  it('refuses leaked passwords and the email or username as the password, saying why, and creates nothing', async () => {
    const before = await userCount();
    for (const [password, message] of [
      ['password1', COMMON_PASSWORD],
      ['12345678', COMMON_PASSWORD],
      ['Qwerty123', COMMON_PASSWORD],
    ] as const) {
      const res = await app.gql(SIGNUP, { input: signupInput({ password, confirmPassword: password }) });
      expect(res.errors?.[0], password).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
    }
    const mine = signupInput();
    for (const password of [mine.username as string, (mine.email as string).toUpperCase(), (mine.email as string).split('@')[0]]) {
      const res = await app.gql(SIGNUP, { input: { ...mine, password, confirmPassword: password } });
      expect(res.errors?.[0], password).toMatchObject({ message: password.length < 8 ? expect.any(String) : PASSWORD_IS_IDENTITY });
    }
    expect(await userCount()).toBe(before);

    const token = await login(app, 'daniel@mainstreet.test');
    const changed = await app.gql(CHANGE_PASSWORD, { input: { currentPassword: 'Password123!', newPassword: 'iloveyou1' } }, token);
    expect(changed.errors?.[0]).toMatchObject({ message: COMMON_PASSWORD, extensions: { code: 'BAD_USER_INPUT' } });
  });
});

describe('sessions', () => {
  it('treats no token as a guest and a bad, forged or expired token as UNAUTHENTICATED', async () => {
    expect((await app.gql(ME)).data.me).toBeNull();
    const token = await login(app, 'ben@mainstreet.test');
    const { sub, tv } = jwt.decode(token) as { sub: string; tv: number };
    const forged = jwt.sign({ sub, tv }, 'some-other-secret', { algorithm: 'HS256' });
    const expired = jwt.sign({ sub, tv, exp: Math.floor(Date.now() / 1000) - 10 }, 'test-secret-that-is-long-enough-for-hs256');
    const unsigned = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from(JSON.stringify({ sub, tv })).toString('base64url')}.`;
    for (const bad of ['garbage', forged, expired, unsigned]) {
      const res = await app.gql(ME, {}, bad);
      expect(res.errors?.[0]).toMatchObject({ message: SESSION_EXPIRED, extensions: { code: 'UNAUTHENTICATED' } });
    }
  });

  it('requires sign-in for changePassword', async () => {
    const res = await app.gql(CHANGE_PASSWORD, { input: { currentPassword: 'Password123!', newPassword: 'Another-pass1' } });
    expect(res.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('revokes every earlier token when the password changes', async () => {
    const input = signupInput();
    await app.gql(SIGNUP, { input });
    const first = await login(app, input.email, input.password);
    const second = await login(app, input.email, input.password);

    const wrong = await app.gql(CHANGE_PASSWORD, { input: { currentPassword: 'not-it-at-all', newPassword: 'Another-pass1' } }, first);
    expect(wrong.errors?.[0]).toMatchObject({ message: 'Current password is incorrect.', extensions: { code: 'BAD_USER_INPUT' } });
    expect((await app.gql(ME, {}, first)).data.me.email).toBe(input.email);

    const changed = await app.gql(CHANGE_PASSWORD, { input: { currentPassword: input.password, newPassword: 'Another-pass1' } }, first);
    expect(changed.errors).toBeUndefined();
    for (const old of [first, second]) expect((await app.gql(ME, {}, old)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect((await app.gql(ME, {}, changed.data.changePassword.token)).data.me.email).toBe(input.email);
    expect((await app.gql(LOGIN, { input: { email: input.email, password: input.password } })).errors?.[0].message).toBe(INVALID_CREDENTIALS);
    await expect(login(app, input.email, 'Another-pass1')).resolves.toBeTruthy();
  });

  it('counts a customer\'s active orders from real rows', async () => {
    const token = await login(app, 'alice@mainstreet.test');
    const me = (await app.gql(ME, {}, token)).data.me;
    const [{ n }] = await app.orm.em.fork().getConnection().execute(
      `select count(*) as n from orders where customer_id = ? and status in ('Pending', 'Processing', 'Shipped')`,
      [me.id],
    );
    expect(me.activeOrderCount).toBe(Number(n));
    expect(me.activeOrderCount).toBeGreaterThan(0);
  });
});

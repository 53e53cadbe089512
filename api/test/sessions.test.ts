// A revoked session ends everywhere: sign-out, sign-out everywhere, a password change and an admin's
// delete stop the token and close its live subscriptions, on every API process; an expired token's
// connection closes too; the account lists its sessions.
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/database';
import { SESSION_ENDED_CLOSE_CODE } from '../src/modules/auth/live-sessions';
import { SESSION_NOT_FOUND } from '../src/modules/auth/session.service';
import { createServer, type AppServer } from '../src/server';
import type { MikroORM } from '@mikro-orm/postgresql';
import { requireRedisInCi, TEST_REDIS_URL } from './redis-available';
import { DEMO_PASSWORD, login, startTestApp, TEST_JWT_SECRET, type TestApp } from './test-app';

const ME = `{ me { id } }`;
const SESSIONS = `{ mySessions { id current userAgent } }`;

/** A vendor's live notifications; resolves `closed` with the close code when the server ends it. */
function liveNotifications(baseUrl: string, token: string) {
  let closedWith!: (code: number) => void;
  const closed = new Promise<number>((resolve) => (closedWith = resolve));
  let acknowledged!: () => void;
  const ready = new Promise<void>((resolve) => (acknowledged = resolve));
  const client: Client = createClient({
    url: `${baseUrl.replace(/^http/, 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: { authorization: `Bearer ${token}` },
    retryAttempts: 0,
    lazy: false,
    onNonLazyError: () => {}, // the close is what the test waits for
    on: { connected: () => acknowledged(), closed: (event) => closedWith((event as { code: number }).code) },
  });
  client.subscribe({ query: `subscription { vendorNotifications { id } }` }, { next: () => {}, error: () => {}, complete: () => {} });
  return { ready, closed, dispose: () => client.dispose() };
}

/** Waits for `promise`, or fails after `ms` (a revocation must reach the socket within seconds). */
const within = <T>(promise: Promise<T>, ms = 5000) =>
  Promise.race([promise, new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`nothing after ${ms} ms`)), ms))]);

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ seed: true, env: { RATE_LIMIT_PER_TOKEN: '0', RATE_LIMIT_PER_IP: '0' } });
});
afterAll(() => app?.close());

describe('signing out', () => {
  it('ends this session only: its token stops working and its live subscription closes', async () => {
    const first = await login(app, 'vendor1@mainstreet.test');
    const second = await login(app, 'vendor1@mainstreet.test');
    const live = liveNotifications(app.baseUrl, first);
    await within(live.ready);

    expect((await app.gql(`mutation { logout }`, {}, first)).data.logout).toBe(true);
    expect(await within(live.closed)).toBe(SESSION_ENDED_CLOSE_CODE);
    expect((await app.gql(ME, {}, first)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect((await app.gql(ME, {}, second)).data.me.id).toEqual(expect.any(String));
    await live.dispose();
  });

  it('over REST: POST /api/auth/logout', async () => {
    const token = await login(app, 'alice@mainstreet.test');
    const response = await fetch(`${app.baseUrl}/api/auth/logout`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: 'Signed out.' });
    expect((await fetch(`${app.baseUrl}/api/auth/logout`, { method: 'POST', headers: { authorization: `Bearer ${token}` } })).status).toBe(401);
  });

  it('lists the active sessions, and signs out another one of your own but never someone else’s', async () => {
    const mine = await login(app, 'ben@mainstreet.test');
    const other = await login(app, 'ben@mainstreet.test');
    const sessions = (await app.gql(SESSIONS, {}, mine)).data.mySessions as { id: string; current: boolean }[];
    expect(sessions.filter((session) => session.current)).toHaveLength(1);
    const otherId = sessions.find((session) => !session.current)!.id;

    const stranger = await login(app, 'chloe@mainstreet.test');
    const refused = await app.gql(`mutation($id: ID!) { revokeSession(id: $id) }`, { id: otherId }, stranger);
    expect(refused.errors?.[0]).toMatchObject({ message: SESSION_NOT_FOUND, extensions: { code: 'NOT_FOUND' } });
    expect((await app.gql(ME, {}, other)).data.me.id).toEqual(expect.any(String));

    expect((await app.gql(`mutation($id: ID!) { revokeSession(id: $id) }`, { id: otherId }, mine)).data.revokeSession).toBe(true);
    expect((await app.gql(ME, {}, other)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect(((await app.gql(SESSIONS, {}, mine)).data.mySessions as { id: string }[]).map((s) => s.id)).not.toContain(otherId);
  });

  it('everywhere: every token of the account stops, and every live subscription closes', async () => {
    const [a, b] = [await login(app, 'vendor2@mainstreet.test'), await login(app, 'vendor2@mainstreet.test')];
    const live = liveNotifications(app.baseUrl, b);
    await within(live.ready);
    expect((await app.gql(`mutation { logoutEverywhere }`, {}, a)).data.logoutEverywhere).toBe(true);
    expect(await within(live.closed)).toBe(SESSION_ENDED_CLOSE_CODE);
    for (const token of [a, b]) expect((await app.gql(ME, {}, token)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    await live.dispose();
  });
});

describe('revocations that close live subscriptions', () => {
  it('a password change closes the other sessions’ subscriptions; the caller goes on with a new token', async () => {
    const token = await login(app, 'vendor3@mainstreet.test');
    const live = liveNotifications(app.baseUrl, token);
    await within(live.ready);
    const changed = await app.gql(
      `mutation($input: ChangePasswordInput!) { changePassword(input: $input) { token } }`,
      { input: { currentPassword: DEMO_PASSWORD, newPassword: 'Maple-Fern-Otter-7' } },
      token,
    );
    expect(await within(live.closed)).toBe(SESSION_ENDED_CLOSE_CODE);
    expect((await app.gql(ME, {}, changed.data.changePassword.token)).data.me.id).toEqual(expect.any(String));
    await live.dispose();
  });

  it("an admin's delete of the account closes its subscriptions", async () => {
    const token = await login(app, 'vendor4@mainstreet.test');
    const [{ id }] = await app.orm.em.fork().getConnection().execute(`select id from users where email = 'vendor4@mainstreet.test'`);
    const live = liveNotifications(app.baseUrl, token);
    await within(live.ready);
    const admin = await login(app, 'admin@mainstreet.test');
    expect((await app.gql(`mutation($id: ID!) { deleteUser(id: $id) }`, { id }, admin)).data.deleteUser).toBe(true);
    expect(await within(live.closed)).toBe(SESSION_ENDED_CLOSE_CODE);
    await live.dispose();
  });

  it('a connection ends when its token expires', async () => {
    const shortLived = await startTestApp({ seed: true, config: { jwtTtlSeconds: 2 } });
    try {
      const token = await login(shortLived, 'vendor5@mainstreet.test');
      const live = liveNotifications(shortLived.baseUrl, token);
      await within(live.ready);
      expect(await within(live.closed, 6000)).toBe(SESSION_ENDED_CLOSE_CODE);
      await live.dispose();
    } finally {
      await shortLived.close();
    }
  });
});

describe('across API processes (Redis pub/sub)', () => {
  let second: { orm: MikroORM; server: AppServer; baseUrl: string } | undefined;
  let shared: TestApp | undefined;
  beforeAll(async () => {
    if (!(await requireRedisInCi('closing revoked sessions across processes'))) return;
    shared = await startTestApp({ seed: true, env: { REDIS_URL: TEST_REDIS_URL } });
    const orm = await openDatabase(shared.databaseUrl);
    const server = await createServer({ orm, config: loadConfig({ JWT_SECRET: TEST_JWT_SECRET, DATA_DIR: '/nonexistent', REDIS_URL: TEST_REDIS_URL }) });
    second = { orm, server, baseUrl: `http://127.0.0.1:${await server.listen(0)}` };
  });
  afterAll(async () => {
    await second?.server.close();
    await second?.orm.close(true);
    await shared?.close();
  });

  it('a sign-out on one process closes the subscription held by another', async (context) => {
    if (!second || !shared) return context.skip();
    const token = await login(shared, 'vendor6@mainstreet.test');
    const live = liveNotifications(second.baseUrl, token);
    await within(live.ready);
    await new Promise((resolve) => setTimeout(resolve, 200)); // both processes subscribed to revocations in Redis
    expect((await shared.gql(`mutation { logout }`, {}, token)).data.logout).toBe(true);
    expect(await within(live.closed)).toBe(SESSION_ENDED_CLOSE_CODE);
    await live.dispose();
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, startTestApp, type TestApp } from '../../../test/test-app';
import { ensureAdminAccount } from './admin-account';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

describe('ADMIN_EMAIL / ADMIN_PASSWORD', () => {
  it('creates the admin once and never resets its password from the environment', async () => {
    expect(await ensureAdminAccount(app.orm.em, 'Boss@Example.com', 'first-password-1')).toBe('created');
    expect(await ensureAdminAccount(app.orm.em, 'boss@example.com', 'other-password-2')).toBe('exists');
    const token = await login(app, 'boss@example.com', 'first-password-1');
    const me = await app.gql(`{ me { role email } }`, {}, token);
    expect(me.data.me).toEqual({ role: 'Admin', email: 'boss@example.com' });
  });

  it('leaves an empty database empty without demo seeding', async () => {
    const res = await app.gql(`{ products(first: 5) { nodes { id } } vendors(first: 5) { nodes { id } } }`);
    expect(res.data).toEqual({ products: { nodes: [] }, vendors: { nodes: [] } });
  });
});

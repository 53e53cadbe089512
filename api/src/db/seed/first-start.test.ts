// A first start on an empty database with ADMIN_EMAIL set gets both the demo catalogue and that
// admin; a restart (or two processes starting at once) seeds nothing twice.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, login, startTestApp, type TestApp } from '../../../test/test-app';
import { prepareData } from './first-start';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const config = { seedDemoData: true, adminEmail: 'Me@Example.com', adminPassword: 'Str0ng-pass-1' };
const counts = async () =>
  (
    await app.orm.em.fork().getConnection().execute(
      `select (select count(*) from users)::int as users, (select count(*) from vendors)::int as vendors,
              (select count(*) from products)::int as products, (select count(*) from orders)::int as orders`,
    )
  )[0];

describe('first start', () => {
  it('seeds the demo and creates the configured admin on an empty database, once', async () => {
    const lines: string[] = [];
    // Two processes starting at once on the same empty database.
    await Promise.all([prepareData(app.orm, config, (l) => lines.push(l)), prepareData(app.orm, config, (l) => lines.push(l))]);
    expect(lines.filter((l) => l.startsWith('Seeded demo data'))).toHaveLength(1);

    const products = await fetch(`${app.baseUrl}/api/products`);
    expect(products.status).toBe(200);
    expect(((await products.json()) as unknown[]).length).toBeGreaterThan(0);
    const me = await app.gql(`{ me { role email } }`, {}, await login(app, 'me@example.com', 'Str0ng-pass-1'));
    expect(me.data.me).toEqual({ role: 'Admin', email: 'me@example.com' });
    await login(app, 'admin@mainstreet.test', DEMO_PASSWORD);

    const before = await counts();
    const restart: string[] = [];
    await prepareData(app.orm, config, (l) => restart.push(l));
    expect(restart).toEqual([
      'Demo data: not seeded, the database already has shops or products.',
      'Admin account Me@Example.com: exists.',
    ]);
    expect(await counts()).toEqual(before);
  });
});

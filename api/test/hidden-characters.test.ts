// Names people see (accounts, shops, products) refuse bidirectional controls and invisible
// characters: "Maple\u202Eparc" would display as another shop's name.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HIDDEN_CHARACTERS_MESSAGE } from '../src/common/validation';
import { createCustomers, createShop } from './commerce-fixtures';
import { startTestApp, type TestApp } from './test-app';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ env: { RATE_LIMIT_PER_TOKEN: '0', RATE_LIMIT_PER_IP: '0' } });
});
afterAll(() => app?.close());

const HIDDEN = ['\u202E', '\u202A', '\u2066', '\u2069', '\u200B', '\u200D', '\uFEFF', '\u200F'];
const refused = (result: { errors?: { message: string; extensions?: { code?: string } }[] }) =>
  expect(result.errors?.[0]).toMatchObject({ message: HIDDEN_CHARACTERS_MESSAGE, extensions: { code: 'BAD_USER_INPUT' } });

describe('names with hidden characters', () => {
  it('are refused for accounts, shops and products, and nothing is stored', async () => {
    const shop = await createShop(app, []);
    const [{ user_id: ownerId }] = await app.orm.em.fork().getConnection().execute(`select user_id from vendors where id = ?`, [shop.vendorId]);
    const vendor = app.tokenFor(ownerId);
    const [customer] = await createCustomers(app, 1);

    for (const [i, hidden] of HIDDEN.entries()) {
      const name = `Maple${hidden}parc`;
      refused(
        await app.gql(`mutation Signup($input: SignupInput!) { signup(input: $input) { message } }`, {
          input: { name, username: `hidden${i}`, email: `hidden${i}@example.com`, phone: '416-555-0101', password: 'Tr1cky-Fern-Otter', confirmPassword: 'Tr1cky-Fern-Otter', role: 'Customer' },
        }),
      );
      refused(await app.gql(`mutation UpdateProfile($input: UpdateProfileInput!) { updateProfile(input: $input) { name } }`, { input: { name } }, customer.token));
      refused(await app.gql(`mutation CreateProduct($input: ProductInput!) { createProduct(input: $input) { id } }`, { input: { name, category: 'Pantry', priceCents: 500, stock: 1 } }, vendor));
      refused(await app.gql(`mutation CreateProduct($input: ProductInput!) { createProduct(input: $input) { id } }`, { input: { name: 'Syrup', category: name, priceCents: 500, stock: 1 } }, vendor));
      refused(await app.gql(`mutation UpdateMyShop($input: ShopProfileInput!) { updateMyShop(input: $input) { __typename } }`, { input: { businessName: name } }, vendor));
    }
    const sql = app.orm.em.fork().getConnection();
    const [{ n }] = await sql.execute(`select count(*)::int as n from users where username like 'hidden%'`);
    expect(n).toBe(0);
    expect((await sql.execute(`select count(*)::int as n from products where vendor_id = ?`, [shop.vendorId]))[0].n).toBe(0);

    // Letters of every script still pass, accents and emoji included.
    const fine = await app.gql(`mutation CreateProduct($input: ProductInput!) { createProduct(input: $input) { name } }`, {
      input: { name: 'Sirop d’érable 🍁 — שמן', category: 'Épicerie', priceCents: 500, stock: 1 },
    }, vendor);
    expect(fine.data.createProduct.name).toBe('Sirop d’érable 🍁 — שמן');
  });
});

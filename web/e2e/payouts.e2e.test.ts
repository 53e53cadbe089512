// A shop that has not set up payouts (the newest demo shop) sets them up in Test mode and sees the
// transfer of an order a customer has just placed, against the app started by global-setup.ts
// (fresh seeded database, built-in test payment and payout providers).
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserAvailable, DEMO_PASSWORD, expectPath, expectVisible, signIn, useBrowser, UI_TIMEOUT, expectConfirmationPage } from './support/browser';

const VENDOR = { email: 'vendor10@mainstreet.test', shop: 'Bloom & Bramble Flowers' };
const PRODUCT = 'Sunflower Armful';
const PAID = 'Payment successful! Your order has been placed.';

async function graphql<T>(page: Page, query: string, variables: Record<string, unknown> = {}, token?: string): Promise<T> {
  const response = await page.request.post('/graphql', {
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    data: { query, variables },
  });
  const body = (await response.json()) as { data: T; errors?: { message: string }[] };
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data;
}

/** A new customer (through the API), signed in through the login form. */
async function signInNewCustomer(page: Page): Promise<void> {
  const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const email = `payouts-${unique}@example.com`;
  await graphql(page, 'mutation SignupCustomer($input: SignupInput!) { signup(input: $input) { message } }', {
    input: { name: 'Pat Payouts', username: `pp_${unique}`, email, phone: '416-555-0177', password: DEMO_PASSWORD, confirmPassword: DEMO_PASSWORD, role: 'Customer' },
  });
  await signIn(page, email, DEMO_PASSWORD, '/customer/dashboard');
}

/** The orders table's row of an order ("#ABC123"). */
const orderRow = (page: Page, shortNumber: string) =>
  page.getByRole('table', { name: /Each paid order/ }).getByRole('row').filter({ has: page.getByRole('rowheader', { name: `#${shortNumber}` }) });

describe.skipIf(!browserAvailable)('payouts (vendor and customer)', () => {
  const browser = useBrowser();

  it('sets up payouts in Test mode and sees the transfer of the order a customer just placed: total, commission, net', async () => {
    // The shop has not set up payouts: its history waits.
    const vendor = await browser.newPage();
    await signIn(vendor, VENDOR.email, DEMO_PASSWORD, '/vendor/dashboard');
    await vendor.getByRole('banner').getByRole('link', { name: 'Payouts', exact: true }).first().click();
    await expectPath(vendor, '/vendor/payouts');
    const account = vendor.getByRole('region', { name: 'Payout account' });
    await expectVisible(account.getByText('Not set up'));
    const setUp = account.getByRole('button', { name: 'Set up payouts (Test mode)' });
    await expectVisible(setUp);
    await expectVisible(vendor.getByRole('table', { name: /Each paid order/ }).getByText('Waiting for payouts setup').first());

    // A customer buys from the shop, through the storefront and the checkout.
    const customer = await browser.newPage();
    await signInNewCustomer(customer);
    const { products } = await graphql<{ products: { nodes: { id: string; name: string }[] } }>(
      customer,
      'query FindProduct($q: String) { products(first: 5, q: $q) { nodes { id name } } }',
      { q: PRODUCT },
    );
    const product = products.nodes.find((node) => node.name === PRODUCT)!;
    await customer.goto(`/product/${product.id}`);
    const main = customer.getByRole('main');
    await expectVisible(main.getByRole('heading', { level: 1, name: PRODUCT }));
    await main.getByRole('button', { name: 'Add to Cart', exact: true }).click();
    await expectVisible(customer.getByText(/to your cart/).first());
    await customer.goto('/checkout');
    const form = customer.getByRole('form', { name: 'Checkout' });
    await expectVisible(form.getByLabel(/^Address/));
    await form.getByLabel(/^Address/).fill('200 Queen St W, Toronto, ON');
    await form.getByLabel(/^Postal Code/).fill('M5H 2N2');
    await form.getByRole('button', { name: /^Pay \$[\d,.]+ CAD$/ }).click();
    await expectConfirmationPage(customer);
    await expectVisible(customer.getByRole('main').getByText(PAID).first());
    const token = await customer.evaluate(() => localStorage.getItem('token'));
    const { myOrders } = await graphql<{ myOrders: { nodes: { shortNumber: string; totalCents: number; subtotalCents: number }[] } }>(
      customer,
      'query { myOrders(first: 1) { nodes { shortNumber totalCents subtotalCents } } }',
      {},
      token!,
    );
    const [order] = myOrders.nodes;

    // The vendor sees it waiting, sets up payouts with one click, and watches it go out.
    await vendor.reload();
    await expectVisible(orderRow(vendor, order.shortNumber).getByText('Waiting for payouts setup'));
    await setUp.click();
    await expectVisible(vendor.getByText('Payouts are set up. Your waiting transfers are on their way.'));
    await expectVisible(account.getByText('Active', { exact: true }));
    const row = orderRow(vendor, order.shortNumber);
    await expectVisible(row.getByText('Transferred', { exact: true }), UI_TIMEOUT);

    // Total, 10% of the subtotal (half-up), and the rest to the shop less the tax: the demo shop has no
    // GST/HST number, so Mainstreet collects the order's tax (docs/tax.md).
    const commission = Math.floor((order.subtotalCents * 1000 + 5000) / 10000);
    const tax = order.totalCents - order.subtotalCents;
    const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;
    const cells = await row.getByRole('cell').allInnerTexts();
    expect(cells.slice(1, 4).map((text) => text.trim())).toEqual([dollars(order.totalCents), `${dollars(commission)} (10%)`, dollars(order.totalCents - commission - tax)]);
    const balances = vendor.getByRole('region', { name: 'Balances' });
    await expectVisible(balances.getByText('Transferred', { exact: true }));
  });
});

// A shopper in Québec (issue 19): the checkout asks for the province, shows GST 5% and QST 9.975%
// on their own lines once Quebec is chosen, and the receipt of each order lists the same taxes with
// who collects them. Saves docs/screenshots/quebec-receipt.png.
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserAvailable, DEMO_PASSWORD, expectPath, expectVisible, signIn, useBrowser, expectConfirmationPage } from './support/browser';

const SCREENSHOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../docs/screenshots/quebec-receipt.png');
const PAID = 'Payment successful! Your order has been placed.';

async function graphql(page: Page, query: string, variables: Record<string, unknown> = {}, token?: string) {
  const response = await page.request.post('/graphql', {
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    data: { query, variables },
  });
  const body = (await response.json()) as { data?: any; errors?: Array<{ message: string }> };
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data;
}

/** A new customer (its cart starts empty), signed in through the login form. */
async function signInNewCustomer(page: Page): Promise<string> {
  const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const email = `quebec-${unique}@example.com`;
  await graphql(page, 'mutation SignupCustomer($input: SignupInput!) { signup(input: $input) { message } }', {
    input: { name: 'Camille Roy', username: `qc_${unique}`, email, phone: '514-555-0101', password: DEMO_PASSWORD, confirmPassword: DEMO_PASSWORD, role: 'Customer' },
  });
  await signIn(page, email, DEMO_PASSWORD, '/customer/dashboard');
  return (await page.evaluate(() => localStorage.getItem('token')))!;
}

/** The amount a summary shows for a label ("GST 5%" → "$1.23"). */
async function amountOf(scope: ReturnType<Page['getByRole']>, label: string): Promise<string> {
  const term = scope.locator('dt', { hasText: new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) }).first();
  await expectVisible(term);
  return (await term.locator('xpath=following-sibling::dd[1]').innerText()).trim();
}

describe.skipIf(!browserAvailable)('sales tax for a shopper in Québec', () => {
  const browser = useBrowser();

  it('shows GST and QST at checkout and on the receipt', async () => {
    const page = await browser.newPage();
    const token = await signInNewCustomer(page);

    // Two demo products of two shops, put in the cart through the API (the cart UI has its own test).
    const { products } = await graphql(page, 'query { products(first: 40) { nodes { id stock vendor { id } } } }');
    const bought: string[] = [];
    const shops = new Set<string>();
    for (const product of products.nodes as { id: string; stock: number; vendor: { id: string } }[]) {
      if (product.stock < 1 || shops.has(product.vendor.id)) continue;
      shops.add(product.vendor.id);
      bought.push(product.id);
      if (bought.length === 2) break;
    }
    for (const productId of bought) {
      await graphql(page, 'mutation AddToCart($productId: ID!) { addToCart(productId: $productId, quantity: 1) { itemCount } }', { productId }, token);
    }

    await page.goto('/checkout');
    const main = page.getByRole('main');
    const form = page.getByRole('form', { name: 'Checkout' });
    const summary = main.getByRole('region', { name: 'Order summary' });
    await expectVisible(form.getByLabel(/^Province/));
    // The estimate starts in Ontario (no province on the profile).
    await expectVisible(summary.getByText('HST 13%', { exact: true }));

    await form.getByLabel(/^Province/).selectOption('QC');
    await expectVisible(summary.getByText('GST 5%', { exact: true }));
    await expectVisible(summary.getByText('QST 9.975%', { exact: true }));
    expect(await summary.getByText('HST 13%', { exact: true }).count()).toBe(0);
    const gst = await amountOf(summary, 'GST 5%');
    const qst = await amountOf(summary, 'QST 9.975%');
    const total = await amountOf(summary, 'Total');
    expect(total).toMatch(/^\$[\d,]+\.\d{2} CAD$/);

    // A postal code outside Québec is refused before anything is sent.
    await form.getByLabel(/^Address/).fill('200 Rue Sainte-Catherine O, Montréal, QC');
    await form.getByLabel(/^Postal Code/).fill('M5H 2N2');
    await form.getByRole('button', { name: `Pay ${total}` }).click();
    await expectVisible(form.getByText('The postal code M5H 2N2 is not in Quebec. Please check the province or the postal code.'));

    await form.getByLabel(/^Postal Code/).fill('H2X 1Y4');
    await form.getByRole('button', { name: `Pay ${total}` }).click();
    await expectConfirmationPage(page);
    await expectVisible(page.getByRole('main').getByText(PAID).first());

    // Each order lists its share of both taxes; the receipt says who collects them.
    await page.goto('/customer/orders');
    const orders = page.getByRole('main').getByRole('article');
    await expectVisible(orders.first());
    expect(await orders.count()).toBe(2);
    const receiptLink = page.getByRole('main').getByRole('link', { name: /^Receipt for order #/ }).first();
    await receiptLink.click();
    await page.waitForURL((url) => /^\/orders\/[^/]+\/receipt$/.test(url.pathname));
    const receipt = page.getByRole('main');
    await expectVisible(receipt.getByRole('heading', { level: 1, name: /^Receipt for order #/ }));
    const totals = receipt.getByRole('region', { name: 'Totals' });
    await expectVisible(totals.locator('dt', { hasText: /^GST 5%/ }));
    await expectVisible(totals.locator('dt', { hasText: /^QST 9\.975%/ }));
    await expectVisible(totals.getByText('(collected by Mainstreet)').first());
    await expectVisible(receipt.getByRole('region', { name: 'Shipped to' }).getByText('H2X 1Y4, Quebec'));
    // The two orders' shares add up to the checkout's taxes, so each is at most the whole.
    const cents = (amount: string) => Math.round(Number(amount.replace(/[^\d.]/g, '')) * 100);
    expect(cents(await amountOf(totals, 'GST 5%'))).toBeLessThanOrEqual(cents(gst));
    expect(cents(await amountOf(totals, 'QST 9.975%'))).toBeLessThanOrEqual(cents(qst));

    mkdirSync(dirname(SCREENSHOT), { recursive: true });
    await page.setViewportSize({ width: 1000, height: 900 });
    await page.screenshot({ path: SCREENSHOT, fullPage: true });
  });
});

// A customer's purchase from two shops, and a declined card, against the app started by
// global-setup.ts (fresh seeded database, built-in test payment provider).
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { seriousViolations } from './support/axe';
import { browserAvailable, DEMO_PASSWORD, expectConfirmationPage, expectPath, expectVisible, signIn, useBrowser, UI_TIMEOUT } from './support/browser';

// Demo products of two different shops (api/src/db/seed/demo-data.ts), both in stock.
const CHEDDAR = { search: 'cheddar', name: 'Aged Cheddar Cheese (2 Year)', shop: 'Limestone Cheese Co.' };
const SOURDOUGH = { search: 'sourdough', name: 'Country Sourdough Loaf', shop: 'Crust & Crumb Bakery' };

const DECLINED = 'Your card was declined. Please use another card.';
const PAID = 'Payment successful! Your order has been placed.';

/**
 * A new customer for each test, so its cart starts empty whatever else ran. Created through
 * the API (the sign-up form has its own test in accounts.e2e.test.ts); the test signs in
 * through the login form.
 */
async function createCustomer(page: Page, name: string): Promise<{ email: string; phone: string }> {
  const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const email = `checkout-${unique}@example.com`;
  const phone = '416-555-0199';
  const response = await page.request.post('/graphql', {
    headers: { 'content-type': 'application/json' },
    data: {
      query: 'mutation SignupCustomer($input: SignupInput!) { signup(input: $input) { message } }',
      variables: {
        input: {
          name,
          username: `co_${unique}`,
          email,
          phone,
          password: DEMO_PASSWORD,
          confirmPassword: DEMO_PASSWORD,
          role: 'Customer',
        },
      },
    },
  });
  const body = (await response.json()) as { errors?: Array<{ message: string }> };
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return { email, phone };
}

/** The navbar's cart link, whose accessible name carries the badge count ("Cart, 2 items"). */
function cartLink(page: Page, count: number) {
  const label = `Cart, ${count} ${count === 1 ? 'item' : 'items'}`;
  return page.getByRole('banner').getByRole('link', { name: label, exact: true }).first();
}

/** The product page's "In stock: N" as a number. */
async function stockShown(page: Page): Promise<number> {
  const badge = page.getByRole('main').getByText(/^In stock: \d+$/);
  await expectVisible(badge);
  return Number((await badge.innerText()).replace(/\D/g, ''));
}

/**
 * Searches from the navbar, opens the product from the results and adds it to the cart.
 * Returns the product page's path and the stock it showed.
 */
async function searchAndAddToCart(
  page: Page,
  product: { search: string; name: string; shop: string },
  countAfter: number,
): Promise<{ path: string; stock: number }> {
  const search = page.getByRole('banner').getByRole('combobox', { name: 'Search products' }).first();
  await search.fill(product.search);
  await search.press('Enter');
  await page.waitForURL((url) => url.pathname === '/products' && url.searchParams.get('q') === product.search, {
    timeout: UI_TIMEOUT,
  });
  const result = page.getByRole('main').locator('a[href^="/product/"]', { hasText: product.name }).first();
  await expectVisible(result);
  await result.click();
  await page.waitForURL((url) => /^\/product\/[^/]+$/.test(url.pathname), { timeout: UI_TIMEOUT });
  const main = page.getByRole('main');
  await expectVisible(main.getByRole('heading', { level: 1, name: product.name }));
  await expectVisible(main.getByText(product.shop).first());
  const stock = await stockShown(page);
  await main.getByRole('button', { name: 'Add to Cart', exact: true }).click();
  // The badge follows the server's cart.
  await expectVisible(cartLink(page, countAfter));
  return { path: new URL(page.url()).pathname, stock };
}

/** Opens the cart from the navbar and returns its lines as "name × quantity", sorted. */
async function cartLines(page: Page): Promise<string[]> {
  await page.getByRole('banner').getByRole('link', { name: /^Cart\b/ }).first().click();
  await expectPath(page, '/customer/cart');
  const list = page.getByRole('list', { name: 'Cart items' });
  await expectVisible(list);
  const lines: string[] = [];
  for (const item of await list.getByRole('listitem').all()) {
    // The image link is aria-hidden, so the only link in the accessibility tree is the name.
    const name = (await item.getByRole('link').first().innerText()).trim();
    const quantity = (await item.locator('output').first().innerText()).trim();
    lines.push(`${name} × ${quantity}`);
  }
  return lines.sort();
}

/** The cart summary's total ("$40.09"), which the Pay button must show. */
async function cartTotal(page: Page): Promise<string> {
  const summary = page.getByRole('region', { name: 'Order summary' });
  const total = summary.locator('dt', { hasText: /^Total$/ }).locator('xpath=following-sibling::dd[1]');
  return (await total.innerText()).trim();
}

async function fillShipping(page: Page) {
  const form = page.getByRole('form', { name: 'Checkout' });
  await expectVisible(form.getByLabel(/^Address/));
  await form.getByLabel(/^Address/).fill('200 Queen St W, Toronto, ON');
  await form.getByLabel(/^Postal Code/).fill('M5H 2N2');
}

describe.skipIf(!browserAvailable)('checkout (customer)', () => {
  const browser = useBrowser();

  it('buys from two shops with the test Visa card and sees two orders', async () => {
    const page = await browser.newPage();
    const customer = await createCustomer(page, 'Casey Checkout');
    await signIn(page, customer.email, DEMO_PASSWORD, '/customer/dashboard');
    await expectVisible(cartLink(page, 0));

    const cheddar = await searchAndAddToCart(page, CHEDDAR, 1);
    // The "added to your cart" toast is readable: its text against its green passes axe's contrast check.
    await expectVisible(page.locator('[data-scope="toast"][data-part="root"][data-state="open"]').first());
    expect(await seriousViolations(page)).toEqual([]);
    const sourdough = await searchAndAddToCart(page, SOURDOUGH, 2);

    // Two of the cheddar, from the cart page's plus button.
    expect(await cartLines(page)).toEqual([`${CHEDDAR.name} × 1`, `${SOURDOUGH.name} × 1`]);
    await page.getByRole('button', { name: `Increase quantity of ${CHEDDAR.name}` }).click();
    await expectVisible(cartLink(page, 3));
    await expectVisible(page.locator('output', { hasText: /^2$/ }));
    const total = await cartTotal(page);
    expect(total).toMatch(/^\$\d+\.\d{2}$/);

    await page.getByRole('link', { name: 'Go to Checkout' }).click();
    await expectPath(page, '/checkout');
    const main = page.getByRole('main');
    await expectVisible(main.getByText('Test mode', { exact: true }));
    // The summary shows each shop and its items; the Pay button the cart's total in CAD.
    const summary = main.getByRole('region', { name: 'Order summary' });
    await expectVisible(summary.getByRole('region', { name: CHEDDAR.shop }));
    await expectVisible(summary.getByRole('region', { name: SOURDOUGH.shop }));
    const pay = main.getByRole('button', { name: `Pay ${total} CAD` });
    await expectVisible(pay);

    // Name, email and phone come from the account.
    const form = page.getByRole('form', { name: 'Checkout' });
    expect(await form.getByLabel(/^Full Name/).inputValue()).toBe('Casey Checkout');
    expect(await form.getByLabel(/^Email/).inputValue()).toBe(customer.email);
    await fillShipping(page);
    await expect(form.getByRole('radio', { name: 'Visa (succeeds)' }).isChecked()).resolves.toBe(true);
    // Nothing is saved yet, so "Save for next time" starts ticked.
    await expect(form.getByRole('checkbox', { name: 'Save for next time' }).isChecked()).resolves.toBe(true);
    await pay.click();

    // The confirmation page: each shop's order, the ship-to, the card, the total and what comes next.
    const confirmationPath = await expectConfirmationPage(page);
    const confirmation = page.getByRole('main');
    await expectVisible(confirmation.getByText(PAID).first());
    await expectVisible(confirmation.getByRole('heading', { level: 1, name: 'Thank you for your order' }));
    await expectVisible(confirmation.getByRole('article').filter({ hasText: CHEDDAR.shop }).getByText(CHEDDAR.name));
    await expectVisible(confirmation.getByRole('article').filter({ hasText: SOURDOUGH.shop }).getByText(SOURDOUGH.name));
    await expectVisible(confirmation.getByText(`${total} CAD charged to your Visa ending in 4242`));
    await expectVisible(confirmation.getByRole('region', { name: 'Ship to' }).getByText('200 Queen St W, Toronto, ON'));
    await expectVisible(confirmation.getByRole('heading', { name: 'What happens next' }));
    // A fresh load of the page (its own URL works too), without the cart's toasts still fading out.
    await page.goto(confirmationPath);
    await expectVisible(confirmation.getByRole('heading', { name: 'What happens next' }));
    expect(await seriousViolations(page)).toEqual([]);
    // At a phone's width the page does not scroll sideways.
    await page.setViewportSize({ width: 360, height: 740 });
    await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(360);
    await page.setViewportSize({ width: 1280, height: 720 });
    // The server emptied the cart, and the badge says so without a reload.
    await expectVisible(cartLink(page, 0));

    await page.getByRole('banner').getByRole('link', { name: 'Orders', exact: true }).first().click();
    await expectPath(page, '/customer/orders');
    // The checkout's confirmation stays reachable from the orders list.
    await expect(page.getByRole('main').getByRole('link', { name: /^Order confirmation/ }).first().getAttribute('href')).resolves.toBe(confirmationPath);
    const orders = page.getByRole('main').getByRole('article');
    await expectVisible(orders.filter({ hasText: CHEDDAR.shop }).first());
    await expectVisible(orders.filter({ hasText: SOURDOUGH.shop }).first());
    expect(await orders.count()).toBe(2);
    await expectVisible(orders.filter({ hasText: CHEDDAR.name }).first());
    await expectVisible(orders.filter({ hasText: SOURDOUGH.name }).first());

    await page.getByRole('banner').getByRole('link', { name: /^Cart\b/ }).first().click();
    await expectVisible(page.getByRole('main').getByText('Your cart is empty. Start shopping now!'));

    // "Save for next time" kept the address on the account, for the next checkout.
    await page.goto('/customer/profile');
    const saved = page.getByRole('form', { name: 'Shipping address' });
    await expect(saved.getByLabel(/^Street address and city/).inputValue({ timeout: UI_TIMEOUT })).resolves.toBe('200 Queen St W, Toronto, ON');
    await expect(saved.getByLabel(/^Postal Code/).inputValue()).resolves.toBe('M5H 2N2');

    // The units bought left the stock (a full page load: the server's numbers).
    await page.goto(cheddar.path);
    expect(await stockShown(page)).toBe(cheddar.stock - 2);
    await page.goto(sourdough.path);
    expect(await stockShown(page)).toBe(sourdough.stock - 1);
  });

  it('shows a declined card and leaves the cart as it was', async () => {
    const page = await browser.newPage();
    const customer = await createCustomer(page, 'Dana Declined');
    await signIn(page, customer.email, DEMO_PASSWORD, '/customer/dashboard');

    const sourdough = await searchAndAddToCart(page, SOURDOUGH, 1);
    const cheddar = await searchAndAddToCart(page, CHEDDAR, 2);
    const before = await cartLines(page);
    expect(before).toEqual([`${CHEDDAR.name} × 1`, `${SOURDOUGH.name} × 1`]);
    const total = await cartTotal(page);

    await page.getByRole('link', { name: 'Go to Checkout' }).click();
    await expectPath(page, '/checkout');
    await fillShipping(page);
    const form = page.getByRole('form', { name: 'Checkout' });
    await form.getByText('Declined card', { exact: true }).click();
    await expect(form.getByRole('radio', { name: 'Declined card' }).isChecked()).resolves.toBe(true);
    await form.getByRole('button', { name: `Pay ${total} CAD` }).click();

    await expectVisible(page.getByRole('alert').filter({ hasText: DECLINED }));
    // Still on the checkout with the details kept, ready for another card.
    expect(new URL(page.url()).pathname).toBe('/checkout');
    expect(await form.getByLabel(/^Postal Code/).inputValue()).toBe('M5H 2N2');
    await expectVisible(form.getByRole('button', { name: `Pay ${total} CAD` }));
    await expectVisible(cartLink(page, 2));

    expect(await cartLines(page)).toEqual(before);
    expect(await cartTotal(page)).toBe(total);

    await page.getByRole('banner').getByRole('link', { name: 'Orders', exact: true }).first().click();
    await expectPath(page, '/customer/orders');
    await expectVisible(page.getByRole('main').getByText('You have no orders yet'));

    // The stock the declined checkout took inside its transaction is back (a full page load,
    // so the numbers come from the server, not from the client's cache).
    for (const product of [sourdough, cheddar]) {
      await page.goto(product.path);
      expect(await stockShown(page)).toBe(product.stock);
    }
  });
});

// Guest journeys through the storefront, against the app started by global-setup.ts.
import { describe, expect, it } from 'vitest';
import { browserAvailable, expectPath, expectVisible, useBrowser, UI_TIMEOUT } from './support/browser';

/** A formatted CAD price as the storefront shows it, e.g. "$12.50". */
const PRICE = /\$\s?\d[\d,]*\.\d{2}/;

describe.skipIf(!browserAvailable)('storefront (guest)', () => {
  const browser = useBrowser();

  it('finds a cheese from the home search box and opens its product page', async () => {
    const page = await browser.newPage();
    await page.goto('/');
    await expectVisible(page.getByRole('heading', { name: 'Discover Local Treasures' }));

    await page.getByRole('main').getByRole('searchbox').first().fill('cheese');

    // A product card links to /product/:id with the product's name as its text.
    const cheeseLink = page.locator('a[href^="/product/"]', { hasText: /cheese/i }).first();
    await expectVisible(cheeseLink);
    const productName = (await cheeseLink.innerText()).trim();
    expect(productName).toMatch(/cheese/i);

    await cheeseLink.click();
    await page.waitForURL((url) => /^\/product\/[^/]+$/.test(url.pathname), { timeout: UI_TIMEOUT });
    await expectVisible(page.getByRole('heading', { level: 1, name: productName }));
    await expectVisible(page.getByRole('main').getByText(PRICE).first());
  });

  it('finds cheese despite a typo in the search text', async () => {
    const page = await browser.newPage();
    await page.goto('/products?q=chese');
    await expectVisible(page.locator('a[href^="/product/"]', { hasText: /cheese/i }).first());
  });

  it('sends an unknown path to /404, which links to the homepage', async () => {
    const page = await browser.newPage();
    await page.goto('/this-does-not-exist');
    await expectPath(page, '/404');
    const main = page.getByRole('main');
    await expectVisible(main.getByText(/not found/i).first());
    await expectVisible(main.locator('a[href="/"]').first());
  });

  it('shows the GraphiQL playground at /graphql in a browser', async () => {
    const page = await browser.newPage();
    const response = await page.goto('/graphql');
    expect(response?.status()).toBe(200);
    await expectVisible(page.locator('.graphiql-container'), 60_000);
  });
});

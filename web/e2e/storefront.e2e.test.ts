// Guest journeys through the storefront, against the app started by global-setup.ts.
import { describe, expect, inject, it } from 'vitest';
import { browserAvailable, expectPath, expectVisible, useBrowser, UI_TIMEOUT } from './support/browser';

/** A formatted CAD price as the storefront shows it, e.g. "$12.50". */
const PRICE = /\$\s?\d[\d,]*\.\d{2}/;

describe.skipIf(!browserAvailable)('storefront (guest)', () => {
  const browser = useBrowser();

  it('finds a cheese from the home search box and opens its product page', async () => {
    const page = await browser.newPage();
    await page.goto('/');
    await expectVisible(page.getByRole('heading', { name: 'Discover Local Treasures' }));

    const box = page.getByRole('main').getByRole('combobox', { name: 'Search products' });
    await box.fill('cheese');
    // The suggestions open over the first row of cards: close them first, or a click meant for a card
    // can land on a suggestion that appears under the pointer.
    await expectVisible(page.getByRole('main').getByRole('listbox', { name: 'Suggestions' }));
    await page.keyboard.press('Escape');
    await expect.poll(() => box.getAttribute('aria-expanded'), { timeout: UI_TIMEOUT }).toBe('false');

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

  it('serves storefront pages already rendered, and hydrates them without asking the API or inserting their CSS again', async () => {
    // The app was started with NODE_ENV=development in its environment (global-setup.ts): the home
    // page still comes rendered, so the build was a production one and its server bundle loaded.
    const home = await (await fetch(new URL('/', inject('baseURL')))).text();
    expect(home).toContain('<script type="application/json" id="apollo-state">');
    // The HTML alone, before any script: the products, their query results and the page's CSS.
    const html = await (await fetch(new URL('/products', inject('baseURL')))).text();
    expect(html).toMatch(/<a [^>]*href="\/product\/[0-9a-f-]{36}"/);
    expect(html).toContain('<script type="application/json" id="apollo-state">');
    expect(html).toMatch(/<style data-server-emotion="[^"]+">/);

    const page = await browser.newPage();
    const graphqlRequests: string[] = [];
    const consoleErrors: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/graphql') graphqlRequests.push(request.postData() ?? request.url());
    });
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    // The first product link as the server sent it; hydration keeps that element, a new render would not.
    await page.addInitScript(() =>
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { serverLink: Element | null }).serverLink = document.querySelector('a[href^="/product/"]');
      }),
    );
    await page.goto('/products');
    expect(await page.evaluate(() => (window as unknown as { serverLink: Element | null }).serverLink === document.querySelector('a[href^="/product/"]'))).toBe(true);
    expect(graphqlRequests).toEqual([]);
    expect(consoleErrors).toEqual([]);

    // Hydrated: the navbar's links navigate inside the app, without loading a new document.
    await page.getByRole('navigation', { name: 'Main' }).first().getByRole('link', { name: 'Vendors' }).click();
    await expectPath(page, '/vendors');
    expect(await page.evaluate(() => (window as unknown as { serverLink?: Element | null }).serverLink !== undefined)).toBe(true);
    // Nor its CSS again: Chakra's global styles (reset, base, token variables) stay in the server's
    // style element; the app would have added a copy in an Emotion global style element.
    expect(await page.locator('style[data-emotion="ms-global"]').count()).toBe(0);
    expect(await page.locator('style[data-server-emotion]').count()).toBe(1);
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

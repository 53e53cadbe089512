// Finding products (issue 21): filters, sort and search in the URL, and the suggestions of the
// search boxes, used by a guest against the app started by global-setup.ts.
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserAvailable, expectVisible, useBrowser, UI_TIMEOUT } from './support/browser';

/** The prices of the result cards, in order, in dollars (each card shows its price alone in an element). */
async function shownPrices(page: Page): Promise<number[]> {
  const texts = await page.getByRole('region', { name: 'Results' }).getByText(/^\$\s?\d[\d,]*\.\d{2}$/).allInnerTexts();
  return texts.map((text) => Number(text.replace(/[$,\s]/g, '')));
}

const waitForQuery = (page: Page, expected: Record<string, string | null>) =>
  page.waitForURL(
    (url) => url.pathname === '/products' && Object.entries(expected).every(([name, value]) => url.searchParams.get(name) === value),
    { timeout: UI_TIMEOUT },
  );

/** The prices the API answers for these products arguments, to wait for the page to show them. */
async function apiPrices(args: string): Promise<number[]> {
  const response = await fetch(new URL('/graphql', inject('baseURL')), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: `{ products(first: 20, ${args}) { nodes { price } } }` }),
  });
  const body = (await response.json()) as { data: { products: { nodes: { price: number }[] } } };
  return body.data.products.nodes.map((node) => node.price);
}

const isSorted = (values: number[], direction: 1 | -1) => values.every((value, i) => i === 0 || (value - values[i - 1]) * direction >= 0);

describe.skipIf(!browserAvailable)('search (guest)', () => {
  const browser = useBrowser();

  it('searches, filters by category and price, sorts by price, and goes back and forward', async () => {
    const page = await browser.newPage();
    await page.goto('/products');
    const main = page.getByRole('main');
    await expectVisible(main.locator('a[href^="/product/"]').first());

    await main.getByRole('searchbox', { name: 'Search products' }).fill('cheese');
    await waitForQuery(page, { q: 'cheese' });
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Results for “cheese”' }));

    await main.getByRole('checkbox', { name: /^Cheese & Dairy \(\d+\)$/ }).click();
    await waitForQuery(page, { q: 'cheese', category: 'Cheese & Dairy' });

    await main.getByRole('spinbutton', { name: 'Min' }).fill('9');
    await main.getByRole('spinbutton', { name: 'Max' }).fill('16');
    await main.getByRole('button', { name: 'Apply' }).click();
    await waitForQuery(page, { q: 'cheese', category: 'Cheese & Dairy', min: '9', max: '16' });

    await main.getByLabel('Sort by').selectOption('price_asc');
    await waitForQuery(page, { q: 'cheese', category: 'Cheese & Dairy', min: '9', max: '16', sort: 'price_asc' });
    const ascending = await apiPrices('q: "cheese", categories: ["Cheese & Dairy"], minPriceCents: 900, maxPriceCents: 1600, sort: PRICE_ASC');
    expect(ascending.length).toBeGreaterThan(1);
    expect(isSorted(ascending, 1)).toBe(true);
    await expect.poll(() => shownPrices(page), { timeout: UI_TIMEOUT }).toEqual(ascending);
    expect(ascending.every((price) => price >= 9 && price <= 16)).toBe(true);

    await page.goBack();
    await waitForQuery(page, { sort: null, min: '9' });
    await expect.poll(() => main.getByLabel('Sort by').inputValue(), { timeout: UI_TIMEOUT }).toBe('');
    await page.goBack();
    await waitForQuery(page, { min: null, category: 'Cheese & Dairy' });
    await expect.poll(() => main.getByRole('spinbutton', { name: 'Min' }).inputValue(), { timeout: UI_TIMEOUT }).toBe('');
    await page.goForward();
    await page.goForward();
    await waitForQuery(page, { sort: 'price_asc', min: '9' });
    await expect.poll(() => main.getByLabel('Sort by').inputValue(), { timeout: UI_TIMEOUT }).toBe('price_asc');
    await expect.poll(() => shownPrices(page), { timeout: UI_TIMEOUT }).toEqual(ascending);
  });

  it('opens a shared URL with its filters, rendered by the server', async () => {
    const path = `/products?${new URLSearchParams({ q: 'cheese', category: 'Cheese & Dairy', sort: 'price_desc', inStock: '1' })}`;
    const html = await (await fetch(new URL(path, inject('baseURL')))).text();
    expect(html).toMatch(/<a [^>]*href="\/product\/[0-9a-f-]{36}"/);
    expect(html).toContain('Results for “cheese”');

    const page = await browser.newPage();
    await page.goto(path);
    const main = page.getByRole('main');
    await expectVisible(main.locator('a[href^="/product/"]').first());
    expect(await main.getByRole('checkbox', { name: /^Cheese & Dairy/ }).isChecked()).toBe(true);
    expect(await main.getByRole('checkbox', { name: 'In stock only' }).isChecked()).toBe(true);
    expect(await main.getByLabel('Sort by').inputValue()).toBe('price_desc');
    const prices = await apiPrices('q: "cheese", categories: ["Cheese & Dairy"], inStock: true, sort: PRICE_DESC');
    expect(prices.length).toBeGreaterThan(1);
    expect(isSorted(prices, -1)).toBe(true);
    expect(await shownPrices(page)).toEqual(prices);
    expect(await main.getByText('Out of stock').count()).toBe(0);
  });

  it('loads the next page without counting the facets again, and keeps them', async () => {
    const page = await browser.newPage();
    await page.goto('/products');
    const main = page.getByRole('main');
    const cards = main.getByRole('region', { name: 'Results' }).locator('a[href^="/product/"]');
    await expectVisible(cards.first());
    const firstPage = await cards.count();
    const categoryFacet = main.getByRole('checkbox', { name: /^Cheese & Dairy \(\d+\)$/ });
    await expectVisible(categoryFacet);

    const nextPage = page.waitForResponse((res) => res.url().endsWith('/graphql') && (res.request().postData() ?? '').includes('"after"'));
    await main.getByRole('button', { name: 'Load more' }).click();
    const response = await nextPage;
    expect(JSON.parse(response.request().postData()!).variables).toMatchObject({ withFacets: false });
    const body = (await response.json()) as { data: { products: Record<string, unknown> } };
    expect(body.data.products).not.toHaveProperty('facets');
    await expect.poll(() => cards.count(), { timeout: UI_TIMEOUT }).toBeGreaterThan(firstPage);
    await expectVisible(categoryFacet);
  });

  it('offers a did-you-mean when nothing matches', async () => {
    const page = await browser.newPage();
    await page.goto('/products?q=chedar%20sourdouhg%20xq');
    const main = page.getByRole('main');
    await expectVisible(main.getByText('No products found.'));
    await expectVisible(main.getByText('Did you mean'));
  });

  it('opens a suggested product and a suggested shop with the keyboard only', async () => {
    const page = await browser.newPage();
    await page.goto('/');
    const hero = page.getByRole('main').getByRole('combobox', { name: 'Search products' });
    await expectVisible(hero);
    await hero.focus();
    // A guest's suggestions are a GET, which the API's catalogue response cache can answer.
    const suggested = page.waitForResponse((res) => res.url().includes('operationName=SearchSuggestions') && res.request().method() === 'GET');
    await page.keyboard.type('chedd', { delay: 30 });
    expect((await suggested).headers()['x-cache']).toMatch(/^(HIT|MISS)$/);
    const options = page.getByRole('main').getByRole('listbox', { name: 'Suggestions' }).getByRole('option');
    await expectVisible(options.first());
    expect(await hero.getAttribute('aria-expanded')).toBe('true');
    const first = (await options.first().innerText()).replace(/\s*Product$/, '').trim();
    expect(first).toMatch(/cheddar/i);
    await page.keyboard.press('ArrowDown');
    // The box names the active option once React has rendered the key's effect: wait for it.
    const firstId = await options.first().getAttribute('id');
    await expect.poll(() => hero.getAttribute('aria-activedescendant'), { timeout: UI_TIMEOUT }).toBe(firstId);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => /^\/product\/[0-9a-f-]{36}$/.test(url.pathname), { timeout: UI_TIMEOUT });
    await expectVisible(page.getByRole('heading', { level: 1, name: first }));

    // A shop, from the same box.
    await page.goto('/');
    const box = page.getByRole('main').getByRole('combobox', { name: 'Search products' });
    await expectVisible(box);
    await box.focus();
    await page.keyboard.type('grindstone', { delay: 30 });
    const shop = page.getByRole('main').getByRole('option', { name: /Grindstone Coffee Roasters/ });
    await expectVisible(shop);
    // Down to the shop: it comes after the product suggestions.
    for (let i = 0; i < 8 && (await shop.getAttribute('aria-selected')) !== 'true'; i++) await page.keyboard.press('ArrowDown');
    expect(await shop.getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => /^\/vendor\/[0-9a-f-]{36}$/.test(url.pathname), { timeout: UI_TIMEOUT });
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Grindstone Coffee Roasters' }));
  });
});

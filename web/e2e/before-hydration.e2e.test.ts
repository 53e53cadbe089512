// A server-rendered storefront page before the app's code has run: what the visitor sees and what
// they type meanwhile. The app's scripts are held back until the test releases them, and the CPU is
// slowed down like a phone's, so the time between the first paint and hydration is long.
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { browserAvailable, expectVisible, useBrowser } from './support/browser';

/** CPU slowdown factor (DevTools' "6x slowdown", a mid-range phone). */
const CPU_SLOWDOWN = 6;
/** Starting the app on a slowed-down CPU of a busy 2-core machine takes a while. */
const LOAD_TIMEOUT = 90_000;

/**
 * Slows the page's CPU down and holds back every script of the app, then starts loading `path`.
 * `release` lets the scripts through; `loaded` resolves once the app has hydrated the page.
 */
async function openWithScriptsHeld(page: Page, path: string): Promise<{ release: () => void; loaded: Promise<unknown> }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await released;
    await route.continue();
  });
  const loaded = page.goto(path, { timeout: LOAD_TIMEOUT });
  // Not awaited before the test's next step: keep a failure from going unhandled meanwhile.
  loaded.catch(() => undefined);
  return { release, loaded };
}

/** Types like a person does: key by key, each key's events on the field. */
async function type(field: Locator, text: string): Promise<void> {
  await field.pressSequentially(text);
}

describe.skipIf(!browserAvailable)('a server-rendered page before the app starts', () => {
  const browser = useBrowser();

  it("keeps a guest's text typed before the app started: the home page's search and the footer's newsletter address", async () => {
    const page = await browser.newPage();
    const { release, loaded } = await openWithScriptsHeld(page, '/');
    const search = page.getByRole('main').getByRole('searchbox').first();
    const newsletter = page.getByRole('contentinfo').getByLabel('Email address');
    await expectVisible(search);
    await type(search, 'cheese');
    await type(newsletter, 'guest@example.com');
    release();
    await loaded;

    // Once the app runs it knows there is no session: the guest's navbar.
    await expectVisible(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' }));
    expect(await search.inputValue()).toBe('cheese');
    expect(await newsletter.inputValue()).toBe('guest@example.com');

    // Both are the app's own state, not just what the fields show.
    await page.getByRole('contentinfo').getByRole('button', { name: 'Subscribe' }).click();
    await expectVisible(page.getByRole('contentinfo').getByText('Thanks for subscribing!'), LOAD_TIMEOUT);
    expect(await newsletter.inputValue()).toBe('');
    await search.press('Enter');
    await page.waitForURL((url) => url.pathname === '/products' && url.searchParams.get('q') === 'cheese', { timeout: LOAD_TIMEOUT });
  });

  it("keeps a guest's search and category chosen on the products page before the app started", async () => {
    const page = await browser.newPage();
    const { release, loaded } = await openWithScriptsHeld(page, '/products');
    const search = page.getByRole('main').getByRole('searchbox');
    const category = page.getByRole('main').getByLabel('Category');
    await expectVisible(search);
    await type(search, 'bread');
    const bakery = await category.locator('option', { hasText: 'Bakery' }).getAttribute('value');
    expect(bakery).toBe('Bakery');
    await category.selectOption(bakery!);
    release();
    await loaded;

    expect(await search.inputValue()).toBe('bread');
    expect(await category.inputValue()).toBe('Bakery');
    // The products page searches as the text settles, and puts the search in the address.
    await page.waitForURL(
      (url) => url.pathname === '/products' && url.searchParams.get('q') === 'bread' && url.searchParams.get('category') === 'Bakery',
      { timeout: LOAD_TIMEOUT },
    );
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Results for “bread”' }), LOAD_TIMEOUT);
  });
});

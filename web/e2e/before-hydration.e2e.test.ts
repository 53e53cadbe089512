// A server-rendered storefront page before the app's code has run: what the visitor sees and what
// they type meanwhile. The app's scripts are held back until the test releases them, and the CPU is
// slowed down like a phone's, so the time between the first paint and hydration is long.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, inject, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { browserAvailable, DEMO_PASSWORD, expectVisible, signIn, useBrowser } from './support/browser';

/** CPU slowdown factor (DevTools' "6x slowdown", a mid-range phone). */
const CPU_SLOWDOWN = 6;
/** Starting the app on a slowed-down CPU of a busy 2-core machine takes a while. */
const LOAD_TIMEOUT = 90_000;

/** Navbar links only a guest has (spec: top navigation bar); the other roles' bars have none of them. */
const GUEST_ONLY_LINKS = 'header a[href="/login"], header a[href="/signup"], header a[href="/vendors"]';

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

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** axe-core's serious and critical violations inside the page's header, as it is now. */
async function headerViolations(page: Page): Promise<string[]> {
  // Through DevTools, as in accessibility.e2e.test.ts: the app's scripts are held back, axe is not.
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
    type Result = { violations: { id: string; impact: string | null; nodes: { html: string }[] }[] };
    const axe = (window as unknown as { axe: { run: (context: Element) => Promise<Result> } }).axe;
    const { violations } = await axe.run(document.querySelector('header')!);
    return violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html.slice(0, 120)).join(' | ')}`);
  });
}

/** Types like a person does: key by key, each key's events on the field. */
async function type(field: Locator, text: string): Promise<void> {
  await field.pressSequentially(text);
}

describe.skipIf(!browserAvailable)('a server-rendered page before the app starts', () => {
  const browser = useBrowser();

  it("never shows a signed-in customer the guest's navbar, and keeps what they typed before the app started", async () => {
    const page = await browser.newPage();
    await signIn(page, 'daniel@mainstreet.test', DEMO_PASSWORD, '/customer/dashboard');
    // Every guest-only navbar link ever put in the document, from its first parsed byte (the
    // server's markup) to the end of the test, and how far the header's contents ever moved.
    await page.addInitScript((selector) => {
      const seen: string[] = [];
      const shifts: number[] = [];
      Object.assign(window, { guestLinksSeen: seen, headerShifts: shifts });
      new MutationObserver(() => {
        for (const link of document.querySelectorAll(selector)) seen.push(link.getAttribute('href') ?? '');
      }).observe(document, { childList: true, subtree: true });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { value: number; sources: { node?: Node | null }[] }[]) {
          if (entry.sources.some((source) => source.node && document.querySelector('header')?.contains(source.node))) {
            shifts.push(entry.value);
          }
        }
      }).observe({ type: 'layout-shift', buffered: true });
    }, GUEST_ONLY_LINKS);

    const { release, loaded } = await openWithScriptsHeld(page, '/');
    const search = page.getByRole('main').getByRole('combobox', { name: 'Search products' });
    await expectVisible(search);
    // The page as the server sent it and the browser painted it.
    expect(await page.locator('header').count()).toBe(1);
    expect(await page.locator(GUEST_ONLY_LINKS).count()).toBe(0);
    expect(await headerViolations(page)).toEqual([]);

    await type(search, 'chees');
    release();
    await type(search, 'e');
    await loaded;

    const nav = page.getByRole('navigation', { name: 'Main' });
    await expectVisible(nav.getByRole('link', { name: /^Cart/ }));
    await expectVisible(nav.getByRole('link', { name: 'Wishlist' }));
    await expectVisible(page.getByRole('banner').getByRole('button', { name: 'Account menu for Daniel Nguyen' }));
    expect(await page.evaluate(() => (window as unknown as { guestLinksSeen: string[] }).guestLinksSeen)).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { headerShifts: number[] }).headerShifts)).toEqual([]);

    expect(await search.inputValue()).toBe('cheese');
    // The app has the text too, not only the field: the search goes where the text says.
    await search.press('Enter');
    await page.waitForURL((url) => url.pathname === '/products' && url.searchParams.get('q') === 'cheese', { timeout: LOAD_TIMEOUT });
  });

  it("keeps a guest's text typed before the app started: the home page's search and the footer's newsletter address", async () => {
    const page = await browser.newPage();
    const { release, loaded } = await openWithScriptsHeld(page, '/');
    const search = page.getByRole('main').getByRole('combobox', { name: 'Search products' });
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

  it('hydrates a page the server rendered in French in French: the same nodes, no request for the page again, no error', async () => {
    const page = await browser.newPage();
    // The language switch's cookie (issue 20): the server renders in French, the app loads French.
    await page.context().addCookies([{ name: 'locale', value: 'fr-CA', url: inject('baseURL') }]);
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(request.url());
    });
    const { release, loaded } = await openWithScriptsHeld(page, '/');
    // The home search is a combobox (its suggestions), an input of type search.
    const search = page.locator('main input[type="search"]').first();
    await expectVisible(search);
    expect(await page.locator('html').getAttribute('lang')).toBe('fr-CA');
    await expectVisible(page.getByRole('heading', { name: 'Produits en vedette' }));
    // Marks the server's nodes: hydration keeps them, a render anew would replace them.
    await page.evaluate(() => {
      for (const element of [document.querySelector('main input[type="search"]'), document.querySelector('footer')]) {
        (element as unknown as { serverNode: boolean }).serverNode = true;
      }
    });
    await type(search, 'fromage');
    release();
    await loaded;

    await expectVisible(page.getByRole('navigation', { name: 'Principale' }).getByRole('link', { name: 'Connexion' }));
    await expectVisible(page.getByRole('heading', { name: 'Produits en vedette' }));
    expect(await search.inputValue()).toBe('fromage');
    expect(
      await page.evaluate(() =>
        [document.querySelector('main input[type="search"]'), document.querySelector('footer')].map(
          (element) => (element as unknown as { serverNode?: boolean } | null)?.serverNode === true,
        ),
      ),
    ).toEqual([true, true]);
    expect(documents).toHaveLength(1);
    expect(errors).toEqual([]);
  });

  it("keeps a guest's search and sort chosen on the products page before the app started", async () => {
    const page = await browser.newPage();
    const { release, loaded } = await openWithScriptsHeld(page, '/products');
    const search = page.getByRole('main').getByRole('searchbox');
    const sort = page.getByRole('main').getByLabel('Sort by');
    await expectVisible(search);
    await type(search, 'bread');
    await sort.selectOption('price_asc');
    release();
    await loaded;

    expect(await search.inputValue()).toBe('bread');
    expect(await sort.inputValue()).toBe('price_asc');
    // The products page searches as the text settles, and puts the search in the address.
    await page.waitForURL(
      (url) => url.pathname === '/products' && url.searchParams.get('q') === 'bread' && url.searchParams.get('sort') === 'price_asc',
      { timeout: LOAD_TIMEOUT },
    );
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Results for “bread”' }), LOAD_TIMEOUT);
  });
});

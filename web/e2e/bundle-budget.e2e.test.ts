// Issue 8's front-end budgets, checked against the built app served as in production: the
// JavaScript a first visit to each page downloads, gzipped (level 9, so the figure does not
// depend on the server's compression settings). Every storefront page is weighed in English and in
// French (issue 20: the budget holds in either language). Fails when a page goes over its budget.
import { gzipSync } from 'node:zlib';
import { describe, expect, inject, it } from 'vitest';
import type { Page, Response } from 'playwright-core';
import { browserAvailable, DEMO_PASSWORD, expectVisible, signIn, useBrowser } from './support/browser';
import { catalogPagePaths } from './support/routes';

const KIB = 1024;
const STOREFRONT_BUDGET = 220 * KIB;
const DASHBOARD_BUDGET = 350 * KIB;

/** Loads `path` in a fresh page (in `language`, for the log) and sums the gzipped size of every script it fetched. */
async function firstLoadJavaScript(page: Page, path: string, ready: (page: Page) => Promise<void>, language: Language = 'en-CA') {
  const sizes = new Map<string, number>();
  const pending: Promise<void>[] = [];
  const weigh = (response: Response) => {
    if (!new URL(response.url()).pathname.endsWith('.js')) return;
    pending.push(
      response.body().then((body) => void sizes.set(response.url(), gzipSync(body, { level: 9 }).length)),
    );
  };
  page.on('response', weigh);
  await page.goto(path);
  await ready(page);
  await page.waitForLoadState('networkidle');
  // A script answered after this is not part of the first load, and reading its body once the page
  // is closed would reject with nobody awaiting it.
  page.off('response', weigh);
  await Promise.all(pending);
  const total = [...sizes.values()].reduce((sum, size) => sum + size, 0);
  console.info(`first load of ${path} in ${language}: ${(total / KIB).toFixed(1)} KiB of gzipped JavaScript in ${sizes.size} files`);
  return total;
}

/** The storefront's languages: a guest reads French from the `locale` cookie, as the language switch sets it. */
const LANGUAGES = ['en-CA', 'fr-CA'] as const;
type Language = (typeof LANGUAGES)[number];

/** A fresh page in a fresh context, in `language` (the cookie is set before the first request). */
async function pageIn(newPage: () => Promise<Page>, language: Language): Promise<Page> {
  const page = await newPage();
  if (language === 'fr-CA') await page.context().addCookies([{ name: 'locale', value: 'fr-CA', url: inject('baseURL') }]);
  return page;
}

/** The page has rendered its content: its main landmark and first heading are shown. */
const mainShown = (page: Page) => expectVisible(page.getByRole('main').getByRole('heading', { level: 1 }).first());

describe.skipIf(!browserAvailable)('JavaScript budgets (gzipped, first load)', () => {
  const { newPage } = useBrowser();

  it.each(LANGUAGES)('keeps every storefront page within 220 KiB in %s', async (language) => {
    // A product and a shop of the demo catalogue, found as a guest finds them.
    const [productPath, shopPath] = await catalogPagePaths(await newPage());
    const routes: [string, (page: Page) => Promise<void>][] = [
      ['/', (page) => expectVisible(page.locator('a[href^="/product/"]').first())],
      ['/products', (page) => expectVisible(page.locator('a[href^="/product/"]').first())],
      [productPath, (page) => expectVisible(page.getByRole('button', { name: language === 'fr-CA' ? 'Ajouter à la liste de souhaits' : 'Add to Wishlist' }))],
      ['/vendors', (page) => expectVisible(page.locator('a[href^="/vendor/"]').first())],
      [shopPath, mainShown],
      ['/about', mainShown],
      ['/services', mainShown],
      ['/blog', mainShown],
      ['/contact', mainShown],
    ];
    const sizes: Record<string, number> = {};
    for (const [path, ready] of routes) sizes[path] = await firstLoadJavaScript(await pageIn(newPage, language), path, ready, language);
    for (const [path, bytes] of Object.entries(sizes)) expect.soft(bytes, `${path} in ${language}`).toBeLessThanOrEqual(STOREFRONT_BUDGET);
  });

  it('keeps the vendor and admin dashboards within 350 KiB', async () => {
    // Sign in on one page, then measure a fresh load of the dashboard in the same context.
    const vendor = await newPage();
    await signIn(vendor, 'vendor1@mainstreet.test', DEMO_PASSWORD, '/vendor/dashboard');
    const vendorBytes = await firstLoadJavaScript(await vendor.context().newPage(), '/vendor/dashboard', (page) =>
      expectVisible(page.getByRole('heading', { name: /Welcome/ })),
    );

    const admin = await newPage();
    await signIn(admin, 'admin@mainstreet.test', DEMO_PASSWORD, '/admin/dashboard');
    const adminBytes = await firstLoadJavaScript(await admin.context().newPage(), '/admin/dashboard', (page) =>
      expectVisible(page.getByRole('heading', { level: 1 })),
    );
    expect(vendorBytes).toBeLessThanOrEqual(DASHBOARD_BUDGET);
    expect(adminBytes).toBeLessThanOrEqual(DASHBOARD_BUDGET);
  });
});

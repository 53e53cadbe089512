// Issue 8's front-end budgets, checked against the built app served as in production: the
// JavaScript a first visit to each page downloads, gzipped (level 9, so the figure does not
// depend on the server's compression settings). Fails when a page goes over its budget.
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserAvailable, DEMO_PASSWORD, expectVisible, signIn, useBrowser } from './support/browser';

const KIB = 1024;
const STOREFRONT_BUDGET = 220 * KIB;
const DASHBOARD_BUDGET = 350 * KIB;

/** Loads `path` in a fresh page and sums the gzipped size of every script it fetched. */
async function firstLoadJavaScript(page: Page, path: string, ready: (page: Page) => Promise<void>) {
  const sizes = new Map<string, number>();
  const pending: Promise<void>[] = [];
  page.on('response', (response) => {
    if (!new URL(response.url()).pathname.endsWith('.js')) return;
    pending.push(
      response.body().then((body) => void sizes.set(response.url(), gzipSync(body, { level: 9 }).length)),
    );
  });
  await page.goto(path);
  await ready(page);
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  const total = [...sizes.values()].reduce((sum, size) => sum + size, 0);
  console.info(`first load of ${path}: ${(total / KIB).toFixed(1)} KiB of gzipped JavaScript in ${sizes.size} files`);
  return total;
}

describe.skipIf(!browserAvailable)('JavaScript budgets (gzipped, first load)', () => {
  const { newPage } = useBrowser();

  it('keeps the storefront pages within 220 KiB', async () => {
    const home = await newPage();
    const homeBytes = await firstLoadJavaScript(home, '/', (page) =>
      expectVisible(page.getByRole('heading', { name: 'Featured Products' })),
    );
    const productLink = home.locator('a[href^="/product/"]').first();
    await expectVisible(productLink);
    const productPath = (await productLink.getAttribute('href'))!;

    const productsBytes = await firstLoadJavaScript(await newPage(), '/products', (page) =>
      expectVisible(page.locator('a[href^="/product/"]').first()),
    );
    const productBytes = await firstLoadJavaScript(await newPage(), productPath, (page) =>
      expectVisible(page.getByRole('button', { name: 'Add to Wishlist' })),
    );
    expect(homeBytes).toBeLessThanOrEqual(STOREFRONT_BUDGET);
    expect(productsBytes).toBeLessThanOrEqual(STOREFRONT_BUDGET);
    expect(productBytes).toBeLessThanOrEqual(STOREFRONT_BUDGET);
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

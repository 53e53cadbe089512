// axe-core in Chromium on every route of every role (issue 8): no serious or critical
// violation. Each page is checked once its content has loaded (the network is idle and the
// route's loading spinner is gone); the table below must grow with every new route.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { seriousViolations } from './support/axe';
import { browserAvailable, DEMO_PASSWORD, signIn, useBrowser, UI_TIMEOUT } from './support/browser';
import { ADMIN_ROUTES, catalogPagePaths, CUSTOMER_ROUTES, GUEST_ROUTES, openLoaded, VENDOR_ROUTES } from './support/routes';

/** Opens each path in turn and collects its violations, prefixed with the path. */
async function checkRoutes(page: Page, paths: string[]): Promise<string[]> {
  const found: string[] = [];
  for (const path of paths) {
    await openLoaded(page, path);
    found.push(...(await seriousViolations(page)).map((violation) => `${path}: ${violation}`));
  }
  return found;
}

describe.skipIf(!browserAvailable)('accessibility (axe-core, serious and critical)', () => {
  const { newPage } = useBrowser();

  it('finds none on the guest routes, including a product and a shop page', async () => {
    const page = await newPage();
    expect(await checkRoutes(page, [...GUEST_ROUTES, ...(await catalogPagePaths(page))])).toEqual([]);
  });

  it('finds none on the customer routes', async () => {
    const page = await newPage();
    await signIn(page, 'ben@mainstreet.test', DEMO_PASSWORD, '/customer/dashboard');
    // A receipt of one of the customer's orders (/orders/:id/receipt).
    await page.goto('/customer/orders');
    const receiptPath = await page.locator('a[href$="/receipt"]').first().getAttribute('href', { timeout: UI_TIMEOUT });
    expect(await checkRoutes(page, [...CUSTOMER_ROUTES, receiptPath!])).toEqual([]);
  });

  it('finds none on the vendor routes', async () => {
    const page = await newPage();
    await signIn(page, 'vendor2@mainstreet.test', DEMO_PASSWORD, '/vendor/dashboard');
    expect(await checkRoutes(page, VENDOR_ROUTES)).toEqual([]);
  });

  it('finds none on the admin routes', async () => {
    const page = await newPage();
    await signIn(page, 'admin@mainstreet.test', DEMO_PASSWORD, '/admin/dashboard');
    expect(await checkRoutes(page, ADMIN_ROUTES)).toEqual([]);
  });
});

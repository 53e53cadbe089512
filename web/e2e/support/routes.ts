// Every route of every role, for the suites that walk them all (accessibility, phone widths); the
// lists must grow with every new route.
import type { Page } from 'playwright-core';
import { expectVisible, UI_TIMEOUT } from './browser';

export const GUEST_ROUTES = [
  '/', '/products', '/products?q=cheese', '/vendors', '/about', '/services', '/blog', '/contact', '/login', '/signup',
  '/forgot-password', '/reset-password/not-a-real-token', '/verify-email/not-a-real-token', '/unauthorized', '/404',
  '/newsletter/confirm/not-a-real-token', '/newsletter/unsubscribe/not-a-real-token',
];
export const CUSTOMER_ROUTES = [
  '/customer/dashboard', '/customer/orders', '/customer/profile', '/customer/settings', '/customer/wishlist',
  '/customer/cart', '/checkout',
];
export const VENDOR_ROUTES = [
  '/vendor/dashboard', '/vendor/products', '/vendor/orders', '/vendor/profile', '/vendor/settings', '/vendor/sales',
  '/vendor/inventory', '/vendor/earnings', '/vendor/payouts', '/vendor/taxes',
];
export const ADMIN_ROUTES = [
  '/admin/dashboard', '/admin/users', '/admin/analytics', '/admin/vendors', '/admin/settings', '/admin/profile',
  '/admin/audit', '/admin/payouts', '/admin/transfers', '/admin/messages', '/admin/taxes',
];

/** Opens a path and waits until it has loaded: no network, no spinner, its main landmark shown. */
export async function openLoaded(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  // Lazy route chunks and GraphQL answers: wait until nothing says it is loading.
  await page.locator('[aria-busy="true"], .chakra-spinner').first().waitFor({ state: 'detached', timeout: UI_TIMEOUT }).catch(() => undefined);
  await expectVisible(page.getByRole('main'));
}

/** A product page and a shop page of the demo catalogue, found from the lists a guest sees. */
export async function catalogPagePaths(page: Page): Promise<string[]> {
  await page.goto('/products');
  const productPath = await page.locator('a[href^="/product/"]').first().getAttribute('href', { timeout: UI_TIMEOUT });
  await page.goto('/vendors');
  const shopPath = await page.locator('a[href^="/vendor/"]').first().getAttribute('href', { timeout: UI_TIMEOUT });
  return [productPath!, shopPath!];
}

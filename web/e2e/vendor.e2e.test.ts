// A vendor's journey with a customer in a second browser context, against the app started by
// global-setup.ts (fresh seeded database, built-in test payment provider): the vendor adds a
// product with a photo, a customer buys it, the vendor's open dashboard shows the order live,
// the vendor ships it and the customer sees Shipped.
import { describe, expect, it } from 'vitest';
import type { Page, WebSocket } from 'playwright-core';
import { browserAvailable, DEMO_PASSWORD, expectPath, expectVisible, signIn, useBrowser, UI_TIMEOUT, expectConfirmationPage } from './support/browser';

const VENDOR = { email: 'vendor1@mainstreet.test', shop: 'Crust & Crumb Bakery' };
const CUSTOMER_EMAIL = 'alice@mainstreet.test';

/** A 20×20 terracotta PNG, made for this test (83 bytes). */
const PHOTO_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAABQAAAAUCAIAAAAC64paAAAAGklEQVR42mPY4SxNNmIY1TyqeVTzqOaB1QwAP4iycE3DJEYAAAAASUVORK5CYII=',
  'base64',
);

/**
 * Issue 4 asks for the toast within a second; the measured time is printed, not asserted
 * (tests never assert wall-clock times), and this bound only fails a toast that never comes.
 */
const TOAST_TIMEOUT = 10_000;

/** Resolves once the page's graphql-ws socket has been acknowledged by the server. */
function waitForSubscriptionSocket(page: Page): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no acknowledged graphql-ws socket')), UI_TIMEOUT);
    page.on('websocket', (socket) => {
      if (!socket.url().endsWith('/graphql')) return;
      socket.on('framereceived', (frame) => {
        if (typeof frame.payload === 'string' && frame.payload.includes('"connection_ack"')) {
          clearTimeout(timer);
          resolve(socket);
        }
      });
    });
  });
}

/**
 * Records (in the page, with Date.now()) the moment a toast saying "New order #" first
 * appears, so the latency is not inflated by how often the test polls.
 */
async function watchForOrderToast(page: Page): Promise<void> {
  await page.evaluate(() => {
    const record = window as unknown as { __orderToastAt?: number };
    const seen = () =>
      [...document.querySelectorAll('[data-scope="toast"][data-part="root"]')].some((toast) =>
        toast.textContent?.includes('New order #'),
      );
    const observer = new MutationObserver(() => {
      if (record.__orderToastAt === undefined && seen()) {
        record.__orderToastAt = Date.now();
        observer.disconnect();
      }
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  });
}

describe.skipIf(!browserAvailable)('vendor workspace (vendor and customer)', () => {
  const browser = useBrowser();

  it('adds a product with a photo, gets a live order toast, ships it, and the customer sees Shipped', async () => {
    const unique = Date.now().toString(36);
    const productName = `E2E Rye Loaf ${unique}`;

    // --- The vendor adds a product with a photo on /vendor/products.
    const vendor = await browser.newPage();
    await signIn(vendor, VENDOR.email, DEMO_PASSWORD, '/vendor/dashboard');
    await expectVisible(vendor.getByRole('heading', { level: 1, name: `Welcome, ${VENDOR.shop}` }));
    await vendor.goto('/vendor/products');
    const main = vendor.getByRole('main');
    await expectVisible(main.getByRole('table'));
    await main.getByRole('button', { name: 'Add Product' }).click();
    const dialog = vendor.getByRole('dialog', { name: 'Add Product' });
    await expectVisible(dialog);
    await dialog.getByLabel('Product Image').setInputFiles({ name: 'rye.png', mimeType: 'image/png', buffer: PHOTO_PNG });
    await expectVisible(dialog.getByAltText('Preview of the selected photo'));
    await dialog.getByLabel(/^Product Name/).fill(productName);
    await dialog.getByLabel(/^Category/).fill('Bakery');
    await dialog.getByLabel(/^Price/).fill('4.35');
    await dialog.getByLabel(/^Stock/).fill('5');
    await dialog.getByLabel(/^Description/).fill('A dark rye loaf baked for the end-to-end test.');
    await dialog.getByRole('button', { name: 'Save Product' }).click();
    await dialog.waitFor({ state: 'hidden', timeout: UI_TIMEOUT });

    const row = main.getByRole('row').filter({ hasText: productName });
    await expectVisible(row);
    await expectVisible(row.getByText('$4.35'));
    const productPath = await row.getByRole('link', { name: productName }).getAttribute('href');
    expect(productPath).toMatch(/^\/product\/[^/]+$/);

    // --- The public shop page lists it, with the uploaded photo served from /media/.
    await main.getByRole('link', { name: 'View Store' }).click();
    await vendor.waitForURL((url) => /^\/vendor\/[^/]+$/.test(url.pathname) && !url.pathname.endsWith('/products'), {
      timeout: UI_TIMEOUT,
    });
    await expectVisible(vendor.getByRole('heading', { level: 1, name: VENDOR.shop }));
    const card = vendor.getByRole('main').locator(`a[href="${productPath}"]`, { hasText: productName }).first();
    await expectVisible(card);
    const photo = vendor.getByRole('main').locator(`img[alt="${productName}"]`).first();
    await expectVisible(photo);
    await expect
      .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0 && img.currentSrc), {
        timeout: UI_TIMEOUT,
      })
      .toMatch(/\/media\//);

    // --- The vendor opens the dashboard and keeps it open; its subscription connects.
    const socketReady = waitForSubscriptionSocket(vendor);
    await vendor.goto('/vendor/dashboard');
    await expectVisible(vendor.getByRole('heading', { level: 1, name: `Welcome, ${VENDOR.shop}` }));
    await socketReady;
    await watchForOrderToast(vendor);
    const dashboardUrl = vendor.url();

    // --- A customer, in a second browser context, buys the product in test mode.
    const customer = await browser.newPage();
    await signIn(customer, CUSTOMER_EMAIL, DEMO_PASSWORD, '/customer/dashboard');
    await customer.goto(productPath!);
    const productMain = customer.getByRole('main');
    await expectVisible(productMain.getByRole('heading', { level: 1, name: productName }));
    await productMain.getByRole('button', { name: 'Add to Cart', exact: true }).click();
    await expectVisible(customer.getByText(`Added "${productName}" to your cart.`).first());

    await customer.goto('/customer/cart');
    const lines = customer.getByRole('list', { name: 'Cart items' });
    await expectVisible(lines);
    // Only this product: anything an earlier run left in the demo customer's cart goes.
    const others = lines
      .getByRole('listitem')
      .filter({ hasNot: customer.getByRole('link', { name: productName, exact: true }) });
    for (let count = await others.count(); count > 0; count = await others.count()) {
      await others.first().getByRole('button', { name: /^Remove .+ from cart$/ }).click();
      await expect.poll(() => others.count(), { timeout: UI_TIMEOUT }).toBeLessThan(count);
    }
    await customer.getByRole('link', { name: 'Go to Checkout' }).click();
    await expectPath(customer, '/checkout');
    const form = customer.getByRole('form', { name: 'Checkout' });
    await expectVisible(form.getByLabel(/^Address/));
    await form.getByLabel(/^Address/).fill('27 Elm Grove Ave, Toronto, ON');
    await form.getByLabel(/^Postal Code/).fill('M6K 2H9');
    await expect(form.getByRole('radio', { name: 'Visa (succeeds)' }).isChecked()).resolves.toBe(true);

    const checkoutResponse = customer.waitForResponse(
      (response) => response.url().endsWith('/graphql') && (response.request().postData() ?? '').includes('SubmitCheckout'),
      { timeout: UI_TIMEOUT },
    );
    await form.getByRole('button', { name: /^Pay \$[\d,.]+ CAD$/ }).click();
    const response = await checkoutResponse;
    await response.finished();
    const body = (await response.json()) as { data?: { checkout?: { success: boolean } }; errors?: unknown };
    expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
    expect(body.data?.checkout?.success).toBe(true);
    await expectConfirmationPage(customer);

    // --- The vendor's dashboard, never reloaded, shows the toast and the list entry.
    const toast = vendor.locator('[data-scope="toast"][data-part="root"]', { hasText: 'New order #' }).first();
    await expectVisible(toast, TOAST_TIMEOUT);
    expect(vendor.url()).toBe(dashboardUrl);
    // Recorded by the observer installed before the checkout: the page was never reloaded.
    const toastAt = await vendor.evaluate(() => (window as unknown as { __orderToastAt?: number }).__orderToastAt);
    expect(toastAt).toBeTypeOf('number');
    // Chromium's own network timings (epoch ms): when the checkout request went out and when
    // its answer (sent after the commit) had arrived. Both browsers share the machine's clock.
    const timing = response.request().timing();
    const requestAt = timing.startTime + Math.max(timing.requestStart, 0);
    const answeredAt = timing.startTime + (timing.responseEnd >= 0 ? timing.responseEnd : timing.responseStart);
    console.log(
      `[vendor e2e] checkout request -> response: ${Math.round(answeredAt - requestAt)} ms; ` +
        `checkout request -> vendor toast: ${Math.round(toastAt! - requestAt)} ms; ` +
        `checkout response -> vendor toast: ${Math.round(toastAt! - answeredAt)} ms ` +
        '(negative: the push arrived before the HTTP answer)',
    );

    const message = (await toast.innerText()).match(/New order #([A-Z0-9]{6})[^\n]*/);
    expect(message).not.toBeNull();
    const shortNumber = message![1];
    const notifications = vendor.getByRole('list', { name: 'Notifications' });
    const entry = notifications.getByRole('listitem').filter({ hasText: `New order #${shortNumber}` });
    await expectVisible(entry);
    await expectVisible(entry.getByText('New', { exact: true }));

    // --- The vendor marks the order shipped on /vendor/orders.
    await entry.getByRole('link', { name: 'View orders' }).click();
    await expectPath(vendor, '/vendor/orders');
    const order = vendor.getByRole('article', { name: `Order #${shortNumber}` });
    await expectVisible(order);
    await expectVisible(order.getByText(productName));
    await expectVisible(order.getByText('Pending', { exact: true }));
    await order.getByRole('button', { name: 'Mark as Shipped' }).click();
    await expectVisible(order.getByText('Shipped', { exact: true }));
    await expectVisible(order.getByRole('button', { name: 'Mark as Delivered' }));
    expect(await order.getByRole('button', { name: 'Mark as Shipped' }).count()).toBe(0);

    // --- The customer sees Shipped on their orders page.
    await customer.goto('/customer/orders');
    const customerOrder = customer
      .getByRole('main')
      .getByRole('article')
      .filter({ hasText: `#${shortNumber}` });
    await expectVisible(customerOrder);
    await expectVisible(customerOrder.getByText(productName));
    await expectVisible(customerOrder.getByText('Shipped', { exact: true }));
  });
});

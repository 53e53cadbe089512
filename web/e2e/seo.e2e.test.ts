// What search engines, link previews and a first-time visitor see: page titles and descriptions,
// the served HTML of product and shop pages (no JavaScript), the sitemap and robots.txt, the footer
// and the navbar's way home for every role (issue 24).
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserAvailable, DEMO_PASSWORD, expectPath, expectVisible, signIn, useBrowser, UI_TIMEOUT } from './support/browser';

const SITE = 'Mainstreet';
const GUEST_TITLES: Record<string, string> = {
  '/': 'Mainstreet — local shops, online',
  '/products': `Products — ${SITE}`,
  '/products?q=cheese': `Products — ${SITE}`,
  '/vendors': `Vendors — ${SITE}`,
  '/about': `About Us — ${SITE}`,
  '/services': `Our Services — ${SITE}`,
  '/blog': `Blog — ${SITE}`,
  '/contact': `Contact — ${SITE}`,
  '/login': `Login — ${SITE}`,
  '/signup': `Sign Up — ${SITE}`,
  '/forgot-password': `Forgot Password — ${SITE}`,
  '/reset-password/not-a-real-token': `Reset Password — ${SITE}`,
  '/verify-email/not-a-real-token': `Verify Email — ${SITE}`,
  '/404': `Page not found — ${SITE}`,
  '/newsletter/confirm/not-a-real-token': `Newsletter — ${SITE}`,
  '/newsletter/unsubscribe/not-a-real-token': `Newsletter — ${SITE}`,
};
const CUSTOMER_TITLES: Record<string, string> = {
  '/customer/dashboard': `Dashboard — ${SITE}`,
  '/customer/orders': `Orders — ${SITE}`,
  '/customer/profile': `Profile — ${SITE}`,
  '/customer/settings': `Settings — ${SITE}`,
  '/customer/wishlist': `Wishlist — ${SITE}`,
  '/customer/cart': `Cart — ${SITE}`,
  '/checkout': `Checkout — ${SITE}`,
};
const VENDOR_TITLES: Record<string, string> = {
  '/vendor/dashboard': `Dashboard — Vendor — ${SITE}`,
  '/vendor/products': `Products — Vendor — ${SITE}`,
  '/vendor/orders': `Orders — Vendor — ${SITE}`,
  '/vendor/profile': `Profile — Vendor — ${SITE}`,
  '/vendor/settings': `Settings — Vendor — ${SITE}`,
  '/vendor/sales': `Sales — Vendor — ${SITE}`,
  '/vendor/inventory': `Inventory — Vendor — ${SITE}`,
  '/vendor/earnings': `Earnings — Vendor — ${SITE}`,
  '/vendor/payouts': `Payouts — Vendor — ${SITE}`,
  '/vendor/taxes': `Sales tax — Vendor — ${SITE}`,
};
const ADMIN_TITLES: Record<string, string> = {
  '/admin/dashboard': `Dashboard — Admin — ${SITE}`,
  '/admin/users': `Users — Admin — ${SITE}`,
  '/admin/analytics': `Analytics — Admin — ${SITE}`,
  '/admin/vendors': `Vendors — Admin — ${SITE}`,
  '/admin/settings': `Settings — ${SITE}`,
  '/admin/profile': `Profile — Admin — ${SITE}`,
  '/admin/audit': `Audit — Admin — ${SITE}`,
  '/admin/refunds': `Refunds — Admin — ${SITE}`,
  '/admin/payouts': `Payouts — Admin — ${SITE}`,
  '/admin/transfers': `Transfers — Admin — ${SITE}`,
  '/admin/messages': `Messages — Admin — ${SITE}`,
  '/admin/taxes': `Sales tax — Admin — ${SITE}`,
};

/** Opens each path and reads its title once the page has set it, and its descriptions. */
async function titlesOf(page: Page, titles: Record<string, string>): Promise<Record<string, string>> {
  const seen: Record<string, string> = {};
  for (const [path, title] of Object.entries(titles)) {
    await page.goto(path);
    await page.waitForFunction((expected) => document.title === expected, title, { timeout: UI_TIMEOUT }).catch(() => undefined);
    const descriptions = await page.locator('head meta[name="description"]').evaluateAll((metas) => metas.map((meta) => meta.getAttribute('content')));
    seen[path] = `${await page.title()} | ${descriptions.length === 1 && descriptions[0] ? 'one description' : `descriptions: ${JSON.stringify(descriptions)}`}`;
  }
  return seen;
}

const expectedTitles = (titles: Record<string, string>) =>
  Object.fromEntries(Object.entries(titles).map(([path, title]) => [path, `${title} | one description`]));

/** The served HTML of a page, as a crawler or a link preview reads it: no JavaScript. */
async function servedHtml(path: string): Promise<string> {
  const response = await fetch(new URL(path, inject('baseURL')));
  expect(response.status, path).toBe(200);
  return response.text();
}

/** The head's meta tags of served HTML, by name or property. */
function metaTags(html: string): Record<string, string> {
  const head = html.slice(0, html.indexOf('</head>'));
  const tags: Record<string, string> = {};
  for (const [, key, content] of head.matchAll(/<meta (?:name|property)="([^"]+)" content="([^"]*)"\/?>/g)) tags[key] = content;
  return tags;
}

const decode = (text: string) => text.replace(/&amp;/g, '&').replace(/&#x27;/g, "'").replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>');

function structuredData(html: string): Record<string, unknown> {
  const json = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html);
  expect(json, 'a JSON-LD block').not.toBeNull();
  return JSON.parse(json![1]);
}

describe.skipIf(!browserAvailable)('titles, link previews, sitemap and footer', () => {
  const browser = useBrowser();

  it('gives every guest route its own title and one description', async () => {
    const page = await browser.newPage();
    expect(await titlesOf(page, GUEST_TITLES)).toEqual(expectedTitles(GUEST_TITLES));
  });

  it('gives every customer, vendor and admin route its own title and one description', async () => {
    const customer = await browser.newPage();
    await signIn(customer, 'ben@mainstreet.test', DEMO_PASSWORD, '/customer/dashboard');
    expect(await titlesOf(customer, CUSTOMER_TITLES)).toEqual(expectedTitles(CUSTOMER_TITLES));
    const vendor = await browser.newPage();
    await signIn(vendor, 'vendor2@mainstreet.test', DEMO_PASSWORD, '/vendor/dashboard');
    expect(await titlesOf(vendor, VENDOR_TITLES)).toEqual(expectedTitles(VENDOR_TITLES));
    const admin = await browser.newPage();
    await signIn(admin, 'admin@mainstreet.test', DEMO_PASSWORD, '/admin/dashboard');
    expect(await titlesOf(admin, ADMIN_TITLES)).toEqual(expectedTitles(ADMIN_TITLES));
  });

  it("serves a product page with its title, description, link preview, canonical link and schema.org Product", async () => {
    const products = await servedHtml('/products');
    const path = /href="(\/product\/[0-9a-f-]{36})"/.exec(products)![1];
    // Another address of the same page: the canonical link names the one.
    const html = await servedHtml(`${path.toUpperCase().replace('/PRODUCT/', '/product/')}?ref=share`);
    const head = html.slice(0, html.indexOf('</head>'));
    const data = structuredData(html) as {
      '@type': string;
      name: string;
      brand: { name: string };
      offers: { price: string; priceCurrency: string; availability: string; url: string };
    };
    expect(data['@type']).toBe('Product');
    const name = data.name;
    const shop = data.brand.name;

    expect(head.match(/<title>/g)).toHaveLength(1);
    expect(decode(/<title>([^<]*)<\/title>/.exec(head)![1])).toBe(`${name} — ${shop} — Mainstreet`);
    const canonical = /<link rel="canonical" href="([^"]+)"\/>/.exec(head)![1];
    expect(canonical).toMatch(new RegExp(`^https?://[^/]+${path}$`));
    const tags = metaTags(html);
    expect(tags.description).toBeTruthy();
    expect(decode(tags['og:title'])).toBe(`${name} — ${shop}`);
    expect(tags['og:description']).toBe(tags.description);
    expect(tags['og:type']).toBe('product');
    expect(tags['og:url']).toBe(canonical);
    expect(tags['og:image']).toMatch(/^https?:\/\/[^/]+\/\S+/);
    expect(tags['product:price:amount']).toMatch(/^\d+\.\d\d$/);
    expect(tags['product:price:currency']).toBe('CAD');
    expect(data.offers).toMatchObject({ price: tags['product:price:amount'], priceCurrency: 'CAD', url: canonical });
    expect(data.offers.availability).toMatch(/^https:\/\/schema\.org\/(InStock|OutOfStock)$/);
    // The image the preview names is there.
    expect((await fetch(new URL(new URL(tags['og:image']).pathname, inject('baseURL')))).status).toBe(200);

    // In the browser: hydrated without errors, no Content-Security-Policy refusal (useBrowser fails the
    // test on one), and the head as the server sent it, not a second copy.
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('console', (message) => void (message.type() === 'error' && errors.push(message.text())));
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(path);
    await expectVisible(page.getByRole('heading', { level: 1, name }));
    expect(await page.title()).toBe(`${name} — ${shop} — Mainstreet`);
    expect(await page.locator('head title').count()).toBe(1);
    expect(await page.locator('head meta[property="og:title"]').count()).toBe(1);
    expect(await page.locator('head link[rel="canonical"]').count()).toBe(1);
    expect(await page.locator('head meta[name="description"]').count()).toBe(1);
    expect(errors).toEqual([]);
  });

  it('serves a shop page with its title, link preview and schema.org Store', async () => {
    const vendors = await servedHtml('/vendors');
    const path = /href="(\/vendor\/[0-9a-f-]{36})"/.exec(vendors)![1];
    const html = await servedHtml(path);
    const data = structuredData(html) as { '@type': string; name: string };
    expect(data['@type']).toBe('Store');
    expect(decode(/<title>([^<]*)<\/title>/.exec(html)![1])).toBe(`${data.name} — Mainstreet`);
    const tags = metaTags(html);
    expect(decode(tags['og:title'])).toBe(data.name);
    expect(tags['og:type']).toBe('website');
    expect(tags['og:image']).toMatch(/^https?:\/\/[^/]+\/\S+/);
    expect(tags.description).toBeTruthy();
  });

  it('serves robots.txt and a sitemap that lists the products and shops of the storefront', async () => {
    const robots = await servedHtml('/robots.txt');
    for (const path of ['/admin/', '/customer/', '/cart', '/checkout', '/orders', '/vendor/dashboard']) expect(robots).toContain(`Disallow: ${path}\n`);
    const sitemapUrl = /^Sitemap: (\S+)$/m.exec(robots)![1];
    expect(new URL(sitemapUrl).pathname).toBe('/sitemap.xml');

    const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
    const files = locs(await servedHtml('/sitemap.xml'));
    expect(files).toEqual(['/sitemap-pages.xml', '/sitemap-products-1.xml', '/sitemap-shops-1.xml']);
    const products = locs(await servedHtml('/sitemap-products-1.xml'));
    const shops = locs(await servedHtml('/sitemap-shops-1.xml'));
    // The products page's links are all in it, and so are the shops of the shops page.
    for (const [, path] of (await servedHtml('/products')).matchAll(/href="(\/product\/[0-9a-f-]{36})"/g)) expect(products).toContain(path);
    for (const [, path] of (await servedHtml('/vendors')).matchAll(/href="(\/vendor\/[0-9a-f-]{36})"/g)) expect(shops).toContain(path);
    expect(locs(await servedHtml('/sitemap-pages.xml'))).toContain('/about');
  });

  it("shows this year and the checkout's payment methods in the footer", async () => {
    const page = await browser.newPage();
    await page.goto('/about');
    const footer = page.getByRole('contentinfo');
    await expectVisible(footer.getByText(`© ${new Date().getUTCFullYear()} Mainstreet. All rights reserved.`));
    const payments = footer.getByRole('list', { name: 'Accepted payment methods' });
    expect(await payments.getByRole('img').evaluateAll((icons) => icons.map((icon) => icon.getAttribute('aria-label')))).toEqual([
      'Visa',
      'Mastercard',
      'American Express',
      'Apple Pay',
      'Google Pay',
    ]);
    expect(await footer.getByRole('img', { name: 'PayPal' }).count()).toBe(0);
  });

  it("takes an admin to the dashboard from the navbar, on a desktop and in a phone's menu", async () => {
    const page = await browser.newPage();
    // The narrowest window with the full bar (Chakra's lg): the added link still fits.
    await page.setViewportSize({ width: 1024, height: 768 });
    await signIn(page, 'admin@mainstreet.test', DEMO_PASSWORD, '/admin/dashboard');
    await page.goto('/admin/users');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expectVisible(nav.getByRole('link', { name: 'Refunds' }));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1024);
    const lastLink = (await nav.getByRole('link', { name: 'Refunds' }).boundingBox())!;
    const accountMenu = (await page.getByRole('banner').getByRole('button', { name: /^Account menu/ }).boundingBox())!;
    expect(lastLink.x + lastLink.width).toBeLessThanOrEqual(accountMenu.x);
    await nav.getByRole('link', { name: 'Dashboard' }).click();
    await expectPath(page, '/admin/dashboard');

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/admin/users');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.getByRole('link', { name: 'Dashboard' }).click();
    await expectPath(page, '/admin/dashboard');
  });

  it('takes a customer to the dashboard from the navbar', async () => {
    const page = await browser.newPage();
    await page.setViewportSize({ width: 1024, height: 768 });
    await signIn(page, 'ben@mainstreet.test', DEMO_PASSWORD, '/customer/dashboard');
    await page.goto('/products');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expectVisible(nav.getByRole('link', { name: 'Wishlist' }));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1024);
    const lastLink = (await nav.getByRole('link', { name: 'Wishlist' }).boundingBox())!;
    const search = (await page.getByRole('banner').getByLabel('Search products').boundingBox())!;
    expect(lastLink.x + lastLink.width).toBeLessThanOrEqual(search.x);
    await nav.getByRole('link', { name: 'Dashboard' }).click();
    await expectPath(page, '/customer/dashboard');
  });
});

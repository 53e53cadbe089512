// Takes the README's tour screenshots (docs/screenshots/) with Debian's Chromium over a running
// app with the demo data: `pnpm start` in one terminal, then `pnpm screenshots` in another.
// BASE_URL (default http://localhost:4000) and CHROMIUM_PATH (default /usr/bin/chromium) can be set.
// The fr-* ones show the same pages in French.
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const baseURL = (process.env.BASE_URL ?? 'http://localhost:4000').replace(/\/$/, '');
const outDir = fileURLToPath(new URL('../../docs/screenshots/', import.meta.url));
const PASSWORD = 'Password123!';
const TIMEOUT = 30_000;

mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});

/** A page; `locale` 'fr-CA' sets the cookie the language switch sets, as for a visitor who chose Français. */
async function newPage(locale) {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
  if (locale) await context.addCookies([{ name: 'locale', value: locale, url: baseURL }]);
  return context.newPage();
}

async function signIn(page, email, landing) {
  await page.goto('/login');
  const form = page.getByRole('main');
  await form.getByLabel('Email Address').fill(email);
  await form.getByLabel(/^Password/).fill(PASSWORD);
  await form.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL((url) => url.pathname === landing, { timeout: TIMEOUT });
}

async function shoot(page, name) {
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: `${outDir}${name}.png` });
  console.log(`docs/screenshots/${name}.png`);
}

try {
  const guest = await newPage();
  await guest.goto('/');
  await guest.locator('a[href^="/product/"]').first().waitFor({ timeout: TIMEOUT });
  await shoot(guest, 'storefront');

  const customer = await newPage();
  await signIn(customer, 'chloe@mainstreet.test', '/customer/dashboard');
  await customer.goto('/products?q=cheddar');
  await customer.getByRole('main').locator('a[href^="/product/"]').first().click();
  // The server-rendered button does nothing until the page has hydrated.
  await customer.waitForLoadState('networkidle');
  await customer.getByRole('main').getByRole('button', { name: 'Add to Cart', exact: true }).click({ timeout: TIMEOUT });
  await customer.getByText(/in your cart/).first().waitFor({ timeout: TIMEOUT });
  await customer.goto('/checkout');
  await customer.getByRole('heading', { name: /checkout/i }).first().waitFor({ timeout: TIMEOUT });
  await shoot(customer, 'checkout');
  // Pays with the test card, and lands on the checkout's confirmation page.
  const form = customer.getByRole('form', { name: 'Checkout' });
  await form.getByLabel(/^Address/).fill('200 Queen St W, Toronto, ON');
  await form.getByLabel(/^Postal Code/).fill('M5H 2N2');
  await form.getByLabel(/^Province/).selectOption('ON');
  await form.getByRole('button', { name: /^Pay \$[\d,.]+ CAD$/ }).click();
  await customer.waitForURL((url) => url.pathname.startsWith('/orders/confirmation/'), { timeout: TIMEOUT });
  await customer.getByRole('heading', { name: 'What happens next' }).waitFor({ timeout: TIMEOUT });
  await shoot(customer, 'order-confirmation');
  // The same customer's orders at a phone's width (360 px): nothing scrolls sideways.
  await customer.setViewportSize({ width: 360, height: 740 });
  await customer.goto('/customer/orders');
  await customer.getByRole('main').getByRole('article').first().waitFor({ timeout: TIMEOUT });
  await shoot(customer, 'phone-orders');

  const vendor = await newPage();
  await signIn(vendor, 'vendor1@mainstreet.test', '/vendor/dashboard');
  await vendor.getByRole('heading', { name: /Welcome/ }).waitFor({ timeout: TIMEOUT });
  await shoot(vendor, 'vendor-dashboard');
  await vendor.goto('/vendor/payouts');
  await vendor.getByRole('table', { name: /Monthly statement/ }).waitFor({ timeout: TIMEOUT });
  await shoot(vendor, 'vendor-payouts');

  const admin = await newPage();
  await signIn(admin, 'admin@mainstreet.test', '/admin/dashboard');
  await admin.getByRole('heading', { name: 'Sales Overview' }).waitFor({ timeout: TIMEOUT });
  await admin.locator('[role="img"] svg').first().waitFor({ timeout: TIMEOUT });
  await shoot(admin, 'admin-dashboard');
  await admin.goto('/admin/transfers');
  await admin.getByRole('table', { name: 'Transfers to shops, newest first' }).waitFor({ timeout: TIMEOUT });
  await shoot(admin, 'admin-transfers');

  // The tour in French (issue 20).
  const frenchGuest = await newPage('fr-CA');
  await frenchGuest.goto('/');
  await frenchGuest.getByRole('heading', { name: 'Produits en vedette' }).waitFor({ timeout: TIMEOUT });
  await frenchGuest.locator('a[href^="/product/"]').first().waitFor({ timeout: TIMEOUT });
  await shoot(frenchGuest, 'fr-storefront');

  const frenchCustomer = await newPage('fr-CA');
  await frenchCustomer.goto('/login');
  const frenchLogin = frenchCustomer.getByRole('main');
  await frenchLogin.getByLabel('Adresse courriel').fill('chloe@mainstreet.test');
  await frenchLogin.getByLabel(/^Mot de passe/).fill(PASSWORD);
  await frenchLogin.getByRole('button', { name: 'Se connecter' }).click();
  await frenchCustomer.waitForURL((url) => url.pathname === '/customer/dashboard', { timeout: TIMEOUT });
  await frenchCustomer.goto('/products?q=cheddar');
  await frenchCustomer.getByRole('main').locator('a[href^="/product/"]').first().click();
  await frenchCustomer.waitForLoadState('networkidle');
  await frenchCustomer.getByRole('main').getByRole('button', { name: 'Ajouter au panier', exact: true }).click({ timeout: TIMEOUT });
  await frenchCustomer.getByText(/dans votre panier/).first().waitFor({ timeout: TIMEOUT });
  await frenchCustomer.goto('/checkout');
  // Shipped to Québec: the summary shows the TPS and the TVQ.
  const frenchForm = frenchCustomer.getByRole('form', { name: 'Caisse' });
  await frenchForm.getByLabel(/^Adresse/).fill('1000, rue Sherbrooke Ouest, Montréal');
  await frenchForm.getByLabel(/^Province/).selectOption('QC');
  await frenchForm.getByLabel(/^Code postal/).fill('H3A 3R2');
  await frenchCustomer.getByText(/^TVQ/).first().waitFor({ timeout: TIMEOUT });
  await frenchCustomer.evaluate(() => document.activeElement instanceof HTMLElement && document.activeElement.blur());
  await shoot(frenchCustomer, 'fr-checkout');
  // The vendor and admin dashboards in French: the `locale` cookie, as the language switch sets it
  // (the switch would also store French on the demo accounts).
  for (const [page, path, heading, name] of [
    [vendor, '/vendor/dashboard', /^Bienvenue, /, 'fr-vendor-dashboard'],
    [admin, '/admin/dashboard', 'Aperçu des ventes', 'fr-admin-dashboard'],
  ]) {
    await page.context().addCookies([{ name: 'locale', value: 'fr-CA', url: baseURL }]);
    await page.goto(path);
    await page.getByRole('heading', { name: heading }).waitFor({ timeout: TIMEOUT });
    if (name === 'fr-admin-dashboard') await page.locator('[role="img"] svg').first().waitFor({ timeout: TIMEOUT });
    await shoot(page, name);
  }
} finally {
  await browser.close();
}

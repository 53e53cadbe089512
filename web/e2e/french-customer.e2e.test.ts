// Issue 20: the guest's and the customer's side in French. Every guest route and every customer route
// is walked in French (the `locale` cookie the language switch sets): no text of the English catalogs
// is left visible, axe finds nothing serious, and money and dates are written the Canadian French way
// on the orders, cart and checkout pages. A new customer signs up, buys and reads the confirmation in
// French.
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { seriousViolations } from './support/axe';
import { englishLeftovers } from './support/english-leftovers';
import { browserAvailable, DEMO_PASSWORD, expectConfirmationPage, expectPath, expectVisible, UI_TIMEOUT, useBrowser } from './support/browser';
import { CUSTOMER_ROUTES, GUEST_ROUTES, openLoaded } from './support/routes';

/** A price as fr-CA writes it: "1 234,56 $", with Intl's no-break spaces (and " CAD" after a total). */
const FRENCH_PRICE = /^\d{1,3}(?:[\s\u00a0\u202f]\d{3})*,\d{2}[\s\u00a0\u202f]\$(?: CAD)?$/;
/** An English one: "$1,234.56". */
const ENGLISH_PRICE = /\$\d/;
const MONTHS = 'janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre';
/** A date as fr-CA writes it: "24 novembre 2026" (a time may follow); "24 nov. 2026" in the medium style. */
const FRENCH_DATE = new RegExp(`^(?:1er|\\d{1,2}) (?:${MONTHS}|[a-zé]{3,4}\\.) \\d{4}`);

// A demo product (api/src/db/seed/demo-data.ts) in stock, from a shop in Ontario.
const CHEDDAR = 'Aged Cheddar Cheese (2 Year)';

/** The prices written in `main`'s texts, French or not. */
async function pricesIn(page: Page): Promise<{ french: string[]; english: string[] }> {
  const texts = (await page.getByRole('main').locator('p, dd, span, td, button').allInnerTexts()).map((text) => text.trim());
  return {
    french: texts.filter((text) => FRENCH_PRICE.test(text.replace(/^Payer /, ''))),
    english: texts.filter((text) => ENGLISH_PRICE.test(text)),
  };
}

/** The dates of `main`'s <time> elements as shown. */
async function datesIn(page: Page): Promise<string[]> {
  return (await page.getByRole('main').locator('time').allInnerTexts()).map((text) => text.trim());
}

/** A page whose requests carry the French choice, as after a click on the switch. */
async function frenchPage(newPage: () => Promise<Page>): Promise<Page> {
  const page = await newPage();
  await page.context().addCookies([{ name: 'locale', value: 'fr-CA', url: inject('baseURL') }]);
  return page;
}

/**
 * Opens `path` and checks it in French: <html lang>, no English catalog text left, axe. Answers the
 * problems found (empty when none), so that one run lists every route's.
 */
async function checkInFrench(page: Page, path: string): Promise<string[]> {
  await openLoaded(page, path);
  const problems: string[] = [];
  const lang = await page.locator('html').getAttribute('lang');
  if (lang !== 'fr-CA') problems.push(`<html lang="${lang}">`);
  for (const text of await englishLeftovers(page)) problems.push(`English left: ${JSON.stringify(text)}`);
  for (const violation of await seriousViolations(page)) problems.push(`axe: ${violation}`);
  return problems;
}

/** Every route's problems, keyed by route; `{}` when all are clean. */
async function walk(page: Page, paths: readonly string[]): Promise<Record<string, string[]>> {
  const found: Record<string, string[]> = {};
  for (const path of paths) {
    const problems = await checkInFrench(page, path);
    if (problems.length > 0) found[path] = problems;
  }
  return found;
}

/** Adds a product to the cart from its page (search → result → "Ajouter au panier"). */
async function addToCart(page: Page, name: string, countAfter: number): Promise<void> {
  await openLoaded(page, `/products?q=${encodeURIComponent('cheddar')}`);
  await page.getByRole('main').locator('a[href^="/product/"]', { hasText: name }).first().click();
  await page.waitForURL((url) => /^\/product\/[^/]+$/.test(url.pathname), { timeout: UI_TIMEOUT });
  await page.getByRole('main').getByRole('button', { name: 'Ajouter au panier', exact: true }).click();
  const label = `Panier, ${countAfter} ${countAfter > 1 ? 'articles' : 'article'}`;
  await expectVisible(page.getByRole('navigation', { name: 'Principale' }).getByRole('link', { name: label }));
}

/** The new customer of the sign-up test, whose order mail the last test reads. */
let customerEmail: string | undefined;

describe.skipIf(!browserAvailable)('the customer side in French', () => {
  const browser = useBrowser();

  it('shows every guest route in French, with nothing of the English catalogs left, and passes axe', async () => {
    const page = await frenchPage(browser.newPage);
    // The check can fail: the English home page is full of the catalogs' texts.
    await openLoaded(page, '/?lang=en-CA');
    expect(await englishLeftovers(page)).toContain('Featured Products');

    expect(await walk(page, GUEST_ROUTES)).toEqual({});
  });

  it('signs up a new customer in French, who buys with the test card and reads the confirmation in French', async () => {
    const page = await frenchPage(browser.newPage);
    const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    customerEmail = `fr-client-${unique}@example.com`;

    await openLoaded(page, '/signup');
    const form = page.getByRole('main');
    await form.getByLabel(/^Nom complet/).fill('Élise Tremblay');
    await form.getByLabel(/^Nom d’utilisateur/).fill(`fr_${unique}`);
    await form.getByLabel(/^Adresse courriel/).fill(customerEmail);
    await form.getByLabel(/^Numéro de téléphone/).fill('514-555-0144');
    await form.getByLabel(/^Mot de passe/).fill(DEMO_PASSWORD);
    await form.getByLabel(/^Confirmer le mot de passe/).fill(DEMO_PASSWORD);
    await form.getByRole('button', { name: 'Créer un compte' }).click();
    // The API's answer, worded in French by the web app (lib/api-error-messages.ts).
    await expectVisible(form.getByText(/^Compte créé avec succès\./));
    await expectPath(page, '/login', 10_000);

    const login = page.getByRole('main');
    await expectVisible(login.getByRole('button', { name: 'Se connecter' }));
    await login.getByLabel('Adresse courriel').fill(customerEmail);
    await login.getByLabel(/^Mot de passe/).fill(DEMO_PASSWORD);
    await login.getByRole('button', { name: 'Se connecter' }).click();
    await expectPath(page, '/customer/dashboard');
    await expectVisible(page.getByRole('heading', { level: 1, name: /^Bon retour, Élise Tremblay/ }));

    await addToCart(page, CHEDDAR, 1);
    await openLoaded(page, '/customer/cart');
    await page.getByRole('link', { name: 'Passer à la caisse' }).click();
    await expectPath(page, '/checkout');
    const checkout = page.getByRole('form', { name: 'Caisse' });
    await expectVisible(checkout.getByText('Mode test', { exact: true }));
    expect(await checkout.getByLabel(/^Nom complet/).inputValue()).toBe('Élise Tremblay');
    // A French validation message first: the address is missing.
    const pay = checkout.getByRole('button', { name: /^Payer / });
    await pay.click();
    await expectVisible(checkout.getByText('L’adresse est obligatoire.'));
    await checkout.getByLabel(/^Adresse/).fill('1000, rue Sherbrooke Ouest, Montréal');
    await checkout.getByLabel(/^Province/).selectOption('QC');
    await checkout.getByLabel(/^Code postal/).fill('H3A 3R2');
    // Québec's taxes (TPS and TVQ) come back for the new province before paying.
    const summary = page.getByRole('region', { name: 'Récapitulatif de la commande' });
    await expectVisible(summary.getByText(/^TVQ 9,975/));
    await expect(checkout.getByRole('radio', { name: 'Visa (acceptée)' }).isChecked()).resolves.toBe(true);
    await expect.poll(() => pay.isEnabled(), { timeout: UI_TIMEOUT }).toBe(true);
    const payLabel = (await pay.innerText()).trim();
    expect(payLabel.replace(/^Payer /, '')).toMatch(FRENCH_PRICE);
    await pay.click();

    await expectConfirmationPage(page);
    const confirmation = page.getByRole('main');
    await expectVisible(confirmation.getByRole('heading', { level: 1, name: 'Merci de votre commande' }));
    await expectVisible(confirmation.getByText(/^Paiement réussi\s!\sVotre commande a été passée\.$/).first());
    await expectVisible(confirmation.getByText(/débités sur votre Visa se terminant par 4242$/));
    await expectVisible(confirmation.getByRole('region', { name: 'Livrer à' }).getByText(/Québec$/));
    await expectVisible(confirmation.getByRole('heading', { name: 'La suite' }));
    expect(await englishLeftovers(page)).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);
    const prices = await pricesIn(page);
    expect(prices.english).toEqual([]);
    expect(prices.french.length).toBeGreaterThanOrEqual(4);
    for (const date of await datesIn(page)) expect(date).toMatch(FRENCH_DATE);
  });

  it("shows every customer route in French, with French money and dates on the orders, cart and checkout", async () => {
    expect(customerEmail, 'the sign-up test runs first').toBeDefined();
    const page = await frenchPage(browser.newPage);
    await openLoaded(page, '/login');
    const login = page.getByRole('main');
    await login.getByLabel('Adresse courriel').fill(customerEmail!);
    await login.getByLabel(/^Mot de passe/).fill(DEMO_PASSWORD);
    await login.getByRole('button', { name: 'Se connecter' }).click();
    await expectPath(page, '/customer/dashboard');
    // Something in the cart, so that the cart and checkout pages show their amounts.
    await addToCart(page, CHEDDAR, 1);

    expect(await walk(page, CUSTOMER_ROUTES)).toEqual({});

    // The orders list: the order of the sign-up test, its amounts and dates in French.
    await openLoaded(page, '/customer/orders');
    await expectVisible(page.getByRole('main').getByRole('article').first());
    await expectVisible(page.getByRole('main').getByText('En attente').first());
    const orderPrices = await pricesIn(page);
    expect(orderPrices.english).toEqual([]);
    expect(orderPrices.french.length).toBeGreaterThanOrEqual(3);
    const orderDates = await datesIn(page);
    expect(orderDates.length).toBeGreaterThanOrEqual(2);
    for (const date of orderDates) expect(date).toMatch(FRENCH_DATE);

    // Its receipt too.
    await page.getByRole('main').getByRole('link', { name: /^Reçu de la commande n° / }).first().click();
    await page.waitForURL((url) => /^\/orders\/[^/]+\/receipt$/.test(url.pathname), { timeout: UI_TIMEOUT });
    await expectVisible(page.getByRole('heading', { level: 1, name: /^Reçu de la commande n° / }));
    expect(await englishLeftovers(page)).toEqual([]);
    expect((await pricesIn(page)).english).toEqual([]);
    await expectVisible(page.getByRole('main').getByText(new RegExp(`^Mainstreet · passée le (?:1er|\\d{1,2}) (?:${MONTHS}) \\d{4}$`)));

    for (const path of ['/customer/cart', '/checkout']) {
      await openLoaded(page, path);
      await expectVisible(page.getByText(CHEDDAR).first());
      const prices = await pricesIn(page);
      expect(prices.english, path).toEqual([]);
      expect(prices.french.length, path).toBeGreaterThanOrEqual(3);
    }
  });

  // The order mail in the checkout's language is the API's part (helper branch fr-api); enable once it is merged.
  it('sends the order confirmation mail in French', async () => {
    expect(customerEmail, 'the sign-up test runs first').toBeDefined();
    const page = await browser.newPage();
    await page.goto(`/dev/mailbox?to=${encodeURIComponent(customerEmail!)}`);
    const subjects = page.getByRole('main').getByRole('heading', { level: 2 });
    await expectVisible(subjects.first());
    const all = (await subjects.allInnerTexts()).map((text) => text.trim());
    const order = all.find((subject) => /commande/i.test(subject) && /\d,\d{2}\s\$/.test(subject));
    expect(order, `subjects: ${JSON.stringify(all)}`).toBeDefined();
    expect(all.some((subject) => subject.startsWith('Your Mainstreet order confirmation'))).toBe(false);
  });
});

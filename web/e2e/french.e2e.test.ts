// Issue 20: the storefront in French. A guest switches to Français and sees the home page, a product
// and the prices in Canadian French; the server renders the next pages in French (<html lang>,
// hreflang alternates); a customer's cart too, and the account keeps the choice for the next sign-in.
// axe checks each page in French.
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { seriousViolations } from './support/axe';
import { englishLeftovers } from './support/english-leftovers';
import { browserAvailable, DEMO_PASSWORD, expectPath, expectVisible, UI_TIMEOUT, useBrowser } from './support/browser';
import { openLoaded } from './support/routes';

/** A price as fr-CA writes it: "1 234,56 $", with Intl's no-break spaces. */
const FRENCH_PRICE = /^\d{1,3}(?:[\s\u00a0\u202f]\d{3})*,\d{2}[\s\u00a0\u202f]\$$/;

/** The first price shown in `main` that is written the French way. */
async function frenchPrices(page: Page): Promise<string[]> {
  const texts = await page.getByRole('main').locator('p, dd, span').allInnerTexts();
  return texts.map((text) => text.trim()).filter((text) => FRENCH_PRICE.test(text));
}

describe.skipIf(!browserAvailable)('the storefront in French', () => {
  const browser = useBrowser();

  it('switches a guest to Français, keeps it for the server-rendered pages, and passes axe in French', async () => {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await openLoaded(page, '/');
    await expectVisible(page.getByRole('heading', { name: 'Featured Products' }));
    expect(await page.locator('html').getAttribute('lang')).toBe('en-CA');
    // The check below finds the English page's texts (it can fail).
    expect(await englishLeftovers(page)).toContain('Featured Products');

    await page.getByRole('contentinfo').getByRole('button', { name: 'Français' }).click();
    await expectVisible(page.getByRole('heading', { name: 'Produits en vedette' }));
    expect(await page.locator('html').getAttribute('lang')).toBe('fr-CA');
    await expectVisible(page.getByRole('navigation', { name: 'Principale' }).getByRole('link', { name: 'Commerçants' }));
    await expect.poll(() => frenchPrices(page), { timeout: UI_TIMEOUT }).not.toEqual([]);
    // The switch now offers English, named in English.
    await expectVisible(page.getByRole('contentinfo').getByRole('button', { name: 'English' }));

    // The server renders the page in French now: the cookie, <html lang>, the markup and the alternates.
    const response = await page.reload();
    const html = await response!.text();
    expect(html).toContain('<html lang="fr-CA">');
    expect(html).toContain('Produits en vedette');
    expect(html).not.toContain('Featured Products');
    expect(html).toMatch(/<link rel="alternate" hreflang="en-CA" href="[^"]*\/"\/>/);
    expect(html).toMatch(/<link rel="alternate" hreflang="fr-CA" href="[^"]*\/\?lang=fr-CA"\/>/);
    // The French page names itself as canonical, the address of its French alternate.
    expect(html).toMatch(/<link rel="canonical" href="[^"]*\/\?lang=fr-CA"\/>/);
    await page.waitForLoadState('networkidle');
    await expectVisible(page.getByRole('navigation', { name: 'Principale' }).getByRole('link', { name: 'Connexion' }));
    expect(await page.locator('html').getAttribute('lang')).toBe('fr-CA');
    expect(await seriousViolations(page)).toEqual([]);
    expect(await englishLeftovers(page)).toEqual([]);

    // A product page, server-rendered in French, with its price in French.
    const productPath = await page.getByRole('main').locator('a[href^="/product/"]').first().getAttribute('href');
    await openLoaded(page, productPath!);
    const main = page.getByRole('main');
    await expectVisible(main.getByRole('button', { name: 'Ajouter au panier', exact: true }));
    await expectVisible(main.getByRole('button', { name: 'Ajouter à la liste de souhaits', exact: true }));
    await expect.poll(() => frenchPrices(page), { timeout: UI_TIMEOUT }).not.toEqual([]);
    expect(await page.locator('html').getAttribute('lang')).toBe('fr-CA');
    expect(await seriousViolations(page)).toEqual([]);

    await openLoaded(page, '/products');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Produits' }));
    expect(await seriousViolations(page)).toEqual([]);
    expect(await englishLeftovers(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it("shows a customer's cart in French, and keeps the choice on the account for the next sign-in", async () => {
    const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const email = `french-${unique}@example.com`;
    // A fresh customer: the demo accounts' carts belong to the other suites.
    const signup = await fetch(`${inject('baseURL')}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: 'mutation Signup($input: SignupInput!) { signup(input: $input) { message } }',
        variables: {
          input: { name: 'Élise Tremblay', username: `fr_${unique}`, email, phone: '514-555-0144', password: DEMO_PASSWORD, confirmPassword: DEMO_PASSWORD, role: 'Customer' },
        },
      }),
    });
    expect((await signup.json()).errors).toBeUndefined();

    const page = await browser.newPage();
    await page.goto('/login');
    const form = page.getByRole('main');
    await expectVisible(form.getByRole('button', { name: 'Sign In' }));
    await form.getByLabel('Email Address').fill(email);
    await form.getByLabel(/^Password/).fill(DEMO_PASSWORD);
    await form.getByRole('button', { name: 'Sign In' }).click();
    await expectPath(page, '/customer/dashboard');

    // Switched while signed in: the account keeps it too. Once its catalog has loaded, the switch offers English.
    await page.getByRole('contentinfo').getByRole('button', { name: 'Français' }).click();
    await expectVisible(page.getByRole('contentinfo').getByRole('button', { name: 'English' }));
    expect(await page.locator('html').getAttribute('lang')).toBe('fr-CA');
    await openLoaded(page, '/products');
    const productLink = page.getByRole('main').locator('a[href^="/product/"]').first();
    await openLoaded(page, (await productLink.getAttribute('href'))!);
    await page.getByRole('main').getByRole('button', { name: 'Ajouter au panier', exact: true }).click();
    await expectVisible(page.getByRole('navigation', { name: 'Principale' }).getByRole('link', { name: 'Panier, 1 article' }));

    await page.getByRole('navigation', { name: 'Principale' }).getByRole('link', { name: /^Panier/ }).click();
    await expectPath(page, '/customer/cart');
    await expectVisible(page.getByRole('heading', { level: 1, name: /^Votre panier/ }));
    await expectVisible(page.getByRole('list', { name: 'Articles du panier' }));
    await expectVisible(page.getByText('Sous-total'));
    const prices = await frenchPrices(page);
    expect(prices.length).toBeGreaterThanOrEqual(3);
    // The cart link's visible "Panier 1" is within its name "Panier, 1 article"; the toast is readable.
    expect(await seriousViolations(page)).toEqual([]);

    // Another browser, signed in: the account's language applies at once.
    const other = await browser.newPage();
    await other.goto('/login');
    const otherForm = other.getByRole('main');
    await expectVisible(otherForm.getByRole('button', { name: 'Sign In' }));
    await otherForm.getByLabel('Email Address').fill(email);
    await otherForm.getByLabel(/^Password/).fill(DEMO_PASSWORD);
    await otherForm.getByRole('button', { name: 'Sign In' }).click();
    await expectPath(other, '/customer/dashboard');
    await expectVisible(other.getByRole('navigation', { name: 'Principale' }).getByRole('link', { name: /^Panier/ }));
    expect(await other.locator('html').getAttribute('lang')).toBe('fr-CA');
    expect((await other.context().cookies()).find((cookie) => cookie.name === 'locale')?.value).toBe('fr-CA');
  });
});

// Issue 20: the vendor and admin workspaces in French. The demo vendor and the demo admin sign in, the
// `locale` cookie turns the app to French (the cookie, not the switch, so the demo accounts keep no
// language for the other suites), and every route of each role is walked: no text of the English
// catalogs left visible, axe clean, and money and dates written the fr-CA way on the dashboards and
// the sales, earnings and payouts pages. The admin first makes a few audited changes (an account
// created, edited and deleted), so that the audit log is walked with rows the API wrote in English.
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { seriousViolations } from './support/axe';
import { englishLeftovers } from './support/english-leftovers';
import { browserAvailable, DEMO_PASSWORD, expectVisible, signIn, UI_TIMEOUT, useBrowser } from './support/browser';
import { ADMIN_ROUTES, openLoaded, VENDOR_ROUTES } from './support/routes';

/** Intl's spaces in fr-CA numbers: a no-break or narrow no-break space (a plain one in some data). */
const SPACE = '[\\s\\u00a0\\u202f]';
/** An amount as fr-CA writes it: "1 234,56 $". */
const FRENCH_MONEY = new RegExp(`\\d{1,3}(?:${SPACE}\\d{3})*,\\d{2}${SPACE}\\$`);
/** An amount as en-CA writes it: "$1,234.56". */
const ENGLISH_MONEY = /\$\d/;
const FRENCH_MONTHS = 'janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre|janv\\.|févr\\.|avr\\.|juil\\.|sept\\.|oct\\.|nov\\.|déc\\.';
/** A date or a month as fr-CA writes it: "24 novembre 2026", "24 nov. 2026", "novembre 2026". */
const FRENCH_DATE = new RegExp(`(?:\\d{1,2}${SPACE})?(?:${FRENCH_MONTHS})${SPACE}\\d{4}`, 'i');
const ENGLISH_DATE = /\b(?:January|February|March|April|May|June|July|August|September|October|November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{1,2}, \d{4}\b/;

/**
 * The texts of the page's main landmark, one per line (the charts' axis ticks and their hidden tables
 * included): joined without a break, "0 $" and "500 $" would read as "$500".
 */
const mainText = (page: Page) =>
  page.getByRole('main').evaluate((main) => {
    const texts: string[] = [];
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) texts.push(node.textContent ?? '');
    return texts.join('\n');
  });

/** Signs in as `email` (in English, as every suite does), then turns the app to French with the cookie. */
async function signInInFrench(page: Page, email: string, landing: string): Promise<void> {
  await signIn(page, email, DEMO_PASSWORD, landing);
  await page.context().addCookies([{ name: 'locale', value: 'fr-CA', url: inject('baseURL') }]);
}

/** A GraphQL operation sent with the signed-in page's token; fails the test on an error. */
async function graphql<T>(page: Page, query: string, variables: Record<string, unknown>): Promise<T> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const response = await page.request.post('/graphql', {
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    data: { query, variables },
  });
  const body = (await response.json()) as { data: T; errors?: { message: string }[] };
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data;
}

/** Audited changes by the signed-in admin: an account created, renamed and deleted (nothing else of the demo data changes). */
async function makeAuditedChanges(page: Page): Promise<string> {
  const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const username = `fr_audit_${unique}`;
  const { createUser } = await graphql<{ createUser: { id: string } }>(page, 'mutation CreateUser($i: AdminUserInput!) { createUser(input: $i) { id } }', {
    i: { username, email: `${username}@example.com`, role: 'Customer' },
  });
  await graphql(page, 'mutation UpdateUser($id: ID!, $i: AdminUserInput!) { updateUser(id: $id, input: $i) { id } }', {
    id: createUser.id,
    i: { username, email: `${username}.2@example.com`, role: 'Customer' },
  });
  await graphql(page, 'mutation DeleteUser($id: ID!) { deleteUser(id: $id) }', { id: createUser.id });
  return username;
}

/** Walks `routes` in French: each one in French, with no English catalog text left and no serious axe violation. */
async function walk(page: Page, routes: readonly string[]): Promise<Record<string, string[]>> {
  const problems: Record<string, string[]> = {};
  for (const route of routes) {
    await openLoaded(page, route);
    expect(await page.locator('html').getAttribute('lang'), route).toBe('fr-CA');
    const found = [...(await englishLeftovers(page)).map((text) => `English: ${text}`), ...(await seriousViolations(page))];
    if (found.length) problems[route] = found;
  }
  return problems;
}

/** Money and dates on the page are in fr-CA formats, none in en-CA's. */
async function expectFrenchFormats(page: Page, path: string, { dates }: { dates: boolean }): Promise<void> {
  await openLoaded(page, path);
  await expect.poll(() => mainText(page), { timeout: UI_TIMEOUT, message: `${path}: French money` }).toMatch(FRENCH_MONEY);
  const text = await mainText(page);
  expect(text, `${path}: no English money`).not.toMatch(ENGLISH_MONEY);
  if (dates) expect(text, `${path}: French dates`).toMatch(FRENCH_DATE);
  expect(text, `${path}: no English dates`).not.toMatch(ENGLISH_DATE);
}

describe.skipIf(!browserAvailable)('the vendor and admin workspaces in French', () => {
  const browser = useBrowser();

  it('shows every vendor page in French, with French money and dates', async () => {
    const page = await browser.newPage();
    await signInInFrench(page, 'vendor1@mainstreet.test', '/vendor/dashboard');
    await openLoaded(page, '/vendor/dashboard');
    await expectVisible(page.getByRole('heading', { level: 1, name: /^Bienvenue, / }));
    // The check can fail: the workspace's English texts are in the catalogs it reads.
    expect(await englishLeftovers(page)).toEqual([]);

    expect.soft(await walk(page, VENDOR_ROUTES)).toEqual({});

    await expectFrenchFormats(page, '/vendor/dashboard', { dates: false });
    await expectVisible(page.getByText('Mois en cours comparé aux mêmes jours du mois dernier'));
    await expectFrenchFormats(page, '/vendor/sales', { dates: true });
    await expectFrenchFormats(page, '/vendor/earnings', { dates: true });
    await expectFrenchFormats(page, '/vendor/payouts', { dates: true });
    await expectVisible(page.getByRole('heading', { level: 2, name: 'Relevé mensuel' }));
  });

  it('shows every admin page in French, with French money and dates', async () => {
    const page = await browser.newPage();
    await signInInFrench(page, 'admin@mainstreet.test', '/admin/dashboard');
    const username = await makeAuditedChanges(page);
    await openLoaded(page, '/admin/dashboard');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Tableau de bord de l’administration' }));
    expect(await englishLeftovers(page)).toEqual([]);

    expect.soft(await walk(page, ADMIN_ROUTES)).toEqual({});

    // The audit log words the API's entries in French (their English summaries are in the catalogs the walk checks against).
    await openLoaded(page, '/admin/audit');
    const log = page.getByRole('table', { name: 'Journal d’audit, du plus récent au plus ancien' });
    await expectVisible(log.getByText(`Compte ${username} (${username}.2@example.com) supprimé (rôle : Client)`));
    await expectVisible(log.getByText(`Modification de : courriel (${username} (${username}.2@example.com))`));
    expect(await englishLeftovers(page)).toEqual([]);

    await expectFrenchFormats(page, '/admin/dashboard', { dates: true });
    await expectVisible(page.getByRole('group', { name: 'Totaux de la place de marché' }).getByText('Revenus totaux'));
    await expectFrenchFormats(page, '/admin/payouts', { dates: false });
    await expectFrenchFormats(page, '/admin/analytics', { dates: true });
  });
});

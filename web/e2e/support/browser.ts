// Shared browser plumbing for the end-to-end tests.
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, inject } from 'vitest';

/** Flags Debian's Chromium needs to run headless as root, with no background network traffic. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** False when global setup found no Chromium (outside CI) and the suite is skipped. */
export const browserAvailable = Boolean(inject('chromiumPath'));

/** The password of every demo account, and the one new accounts get in these tests. */
export const DEMO_PASSWORD = 'Password123!';

/** How long to wait for something to appear (lazy route chunks, GraphQL round trips). */
export const UI_TIMEOUT = 20_000;

/** Screenshots of failed tests (git-ignored). */
const ARTIFACTS_DIR = fileURLToPath(new URL('../../../test-results/e2e/', import.meta.url));

/**
 * Registers hooks that launch one Chromium for the test file and close each test's browser
 * context afterwards. Every `newPage()` gets a fresh context (own localStorage and cookies), so
 * sessions never leak between tests. Playwright's `launch` gives Chromium a new temporary
 * --user-data-dir and deletes it on close.
 */
export function useBrowser(): { newPage: () => Promise<Page> } {
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  const browserErrors: string[] = [];
  // A blocked script, style, image, frame or connection breaks the page quietly: fail the test on it.
  const policyViolations: string[] = [];

  beforeAll(async () => {
    browser = await chromium.launch({
      executablePath: inject('chromiumPath')!,
      headless: true,
      args: CHROMIUM_ARGS,
    });
  });

  afterEach(async ({ task }) => {
    // The test's errors are recorded before afterEach runs: keep a picture of what the user saw.
    if (task.result?.errors?.length) {
      mkdirSync(ARTIFACTS_DIR, { recursive: true });
      const name = task.name.replace(/[^a-z0-9]+/gi, '-').slice(0, 80);
      for (const [index, page] of contexts.flatMap((context) => context.pages()).entries()) {
        const file = `${ARTIFACTS_DIR}${name}${index ? `-${index}` : ''}.png`;
        await page.screenshot({ path: file, fullPage: true }).catch(() => undefined);
        console.error(`Screenshot of the failed test at ${page.url()}: ${file}`);
      }
      if (browserErrors.length) console.error(`Browser errors during "${task.name}":\n${browserErrors.join('\n')}`);
    }
    browserErrors.length = 0;
    await Promise.all(contexts.splice(0).map((context) => context.close()));
    const violations = policyViolations.splice(0);
    if (violations.length) throw new Error(`Content Security Policy violations:\n${violations.join('\n')}`);
  });

  afterAll(async () => {
    await browser?.close();
  });

  return {
    newPage: async () => {
      if (!browser) throw new Error('the browser did not start');
      const context = await browser.newContext({ baseURL: inject('baseURL') });
      contexts.push(context);
      const page = await context.newPage();
      // Browser-side errors explain most UI failures; they are printed when a test fails.
      page.on('pageerror', (error) => browserErrors.push(`pageerror at ${page.url()}: ${error.stack ?? error.message}`));
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        browserErrors.push(`console.error at ${page.url()}: ${message.text()}`);
        // Chromium reports each blocked load as "Refused to ... violates the following Content Security Policy directive".
        if (message.text().includes('Content Security Policy')) policyViolations.push(`at ${page.url()}: ${message.text()}`);
      });
      // A storefront page the server rendered shows before the app has hydrated it, and a click on it
      // meanwhile would do nothing: every load waits until the app marks the page ready (RootLayout).
      const goto = page.goto.bind(page);
      page.goto = async (url, options) => {
        const response = await goto(url, options);
        await page.waitForFunction(() => !document.getElementById('root') || 'pageReady' in document.documentElement.dataset, null, {
          // A test that slows the page down on purpose gives the load a longer timeout: this wait too.
          timeout: Math.max(options?.timeout ?? 0, UI_TIMEOUT),
        });
        return response;
      };
      return page;
    },
  };
}

/** Waits until the locator is visible; fails naming the locator after `timeout`. */
export async function expectVisible(locator: Locator, timeout = UI_TIMEOUT): Promise<void> {
  await locator.waitFor({ state: 'visible', timeout });
}

/** Waits until the page's path is exactly `path` (client-side navigations included). */
export async function expectPath(page: Page, path: string, timeout = UI_TIMEOUT): Promise<void> {
  await page.waitForURL((url) => url.pathname === path, { timeout });
}

/** Waits for a checkout's confirmation page, where a paid checkout lands; answers its path. */
export async function expectConfirmationPage(page: Page, timeout = UI_TIMEOUT): Promise<string> {
  await page.waitForURL((url) => /^\/orders\/confirmation\/[0-9a-f-]{36}$/.test(url.pathname), { timeout });
  return new URL(page.url()).pathname;
}

/** Signs in through the login form and waits for the role's landing page. */
export async function signIn(page: Page, email: string, password: string, landing: string): Promise<void> {
  await page.goto('/login');
  // Scoped to <main>: the footer's newsletter form has an "Email address" field too.
  const form = page.getByRole('main');
  await expectVisible(form.getByRole('button', { name: 'Sign In' }));
  await form.getByLabel('Email Address').fill(email);
  // Anchored so it cannot match "Confirm Password" or a "Show password" toggle.
  await form.getByLabel(/^Password/).fill(password);
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expectPath(page, landing);
}

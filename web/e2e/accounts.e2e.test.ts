// Sign-up, sign-in and route guards, against the app started by global-setup.ts.
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { browserAvailable, DEMO_PASSWORD, expectPath, expectVisible, signIn, useBrowser } from './support/browser';

/** Picks "Customer" whether Account Type is a native <select> or a listbox-style select. */
async function chooseAccountType(page: Page, form: Locator, type: string): Promise<void> {
  const field = form.getByLabel('Account Type');
  const tag = await field.evaluate((element) => element.tagName.toLowerCase());
  if (tag === 'select') {
    await field.selectOption({ label: type });
  } else {
    await field.click();
    await page.getByRole('option', { name: type }).click();
  }
}

describe.skipIf(!browserAvailable)('accounts', () => {
  const browser = useBrowser();

  it('signs up a new customer, who is sent to login and lands on the customer dashboard', async () => {
    const page = await browser.newPage();
    const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const email = `e2e-${unique}@example.com`;

    await page.goto('/signup');
    // Scoped to <main>: the footer's newsletter form has an "Email address" field too.
    const form = page.getByRole('main');
    await form.getByLabel('Full Name').fill('Erin Tester');
    await form.getByLabel('Username').fill(`e2e_${unique}`);
    await form.getByLabel('Email Address').fill(email);
    await form.getByLabel('Phone Number').fill('416-555-0142');
    await form.getByLabel(/^Password/).fill(DEMO_PASSWORD);
    await form.getByLabel(/^Confirm Password/).fill(DEMO_PASSWORD);
    await chooseAccountType(page, form, 'Customer');
    await form.getByRole('button', { name: 'Create Account' }).click();

    // Success banner first, still on /signup; then the redirect 3 s later.
    const banner = page.getByRole('alert').or(page.getByRole('status')).filter({ hasText: /success|created/i });
    await expectVisible(banner.first());
    expect(new URL(page.url()).pathname).toBe('/signup');
    await expectPath(page, '/login', 15_000);
    // The URL changes before the lazily loaded login screen replaces the signup form.
    await expectVisible(form.getByRole('button', { name: 'Sign In' }));

    await form.getByLabel('Email Address').fill(email);
    await form.getByLabel(/^Password/).fill(DEMO_PASSWORD);
    await form.getByRole('button', { name: 'Sign In' }).click();
    await expectPath(page, '/customer/dashboard');
    await expectVisible(page.getByRole('main').getByText(/Welcome back/).first());
  });

  it('sends a signed-in customer who opens the admin dashboard to /unauthorized', async () => {
    const page = await browser.newPage();
    await signIn(page, 'alice@mainstreet.test', DEMO_PASSWORD, '/customer/dashboard');
    await page.goto('/admin/dashboard');
    await expectPath(page, '/unauthorized');
    await expectVisible(page.getByText(/permission/i).first());
  });
});

// Email verification and password reset, end to end: the app runs without SMTP_URL (as started
// by global-setup.ts), so its mail is read from the development mailbox at /dev/mailbox.
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserAvailable, DEMO_PASSWORD, expectPath, expectVisible, useBrowser } from './support/browser';

const NEW_PASSWORD = 'Fresh-Passw0rd!';

const uniqueName = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** Opens the mailbox for one recipient and clicks the link (path prefix) in the newest message with that subject. */
async function openMailedLink(page: Page, email: string, subject: string, pathPrefix: string): Promise<string> {
  await page.goto(`/dev/mailbox?to=${encodeURIComponent(email)}`);
  const message = page.locator('article', { has: page.getByRole('heading', { name: subject }) }).first();
  await expectVisible(message);
  const link = message.getByRole('link', { name: new RegExp(pathPrefix) }).first();
  const href = await link.getAttribute('href');
  expect(href).toMatch(new RegExp(`^https?://[^/]+${pathPrefix}[A-Za-z0-9_-]{43}$`));
  await link.click();
  await page.waitForURL((url) => url.pathname.startsWith(pathPrefix));
  return href!;
}

/** Fills the login form already on screen (the verify and reset pages redirect there). */
async function signInHere(page: Page, email: string, password: string): Promise<void> {
  const form = page.getByRole('main');
  await expectVisible(form.getByRole('button', { name: 'Sign In' }));
  await form.getByLabel('Email Address').fill(email);
  await form.getByLabel(/^Password/).fill(password);
  await form.getByRole('button', { name: 'Sign In' }).click();
}

describe.skipIf(!browserAvailable)('account recovery', () => {
  const browser = useBrowser();

  it('verifies a new customer from the link in the development mailbox', async () => {
    const page = await browser.newPage();
    const unique = uniqueName();
    const email = `verify-${unique}@example.com`;

    await page.goto('/signup');
    const form = page.getByRole('main');
    await form.getByLabel('Full Name').fill('Vera Verify');
    await form.getByLabel('Username').fill(`verify_${unique}`);
    await form.getByLabel('Email Address').fill(email);
    await form.getByLabel('Phone Number').fill('416-555-0143');
    await form.getByLabel(/^Password/).fill(DEMO_PASSWORD);
    await form.getByLabel(/^Confirm Password/).fill(DEMO_PASSWORD);
    await form.getByRole('button', { name: 'Create Account' }).click();
    await expectPath(page, '/login', 15_000);

    // Not verified yet, with a way to ask for a new link.
    await signInHere(page, email, DEMO_PASSWORD);
    await expectPath(page, '/customer/dashboard');
    const main = page.getByRole('main');
    await expectVisible(main.getByText('Not Verified'));
    await expectVisible(main.getByRole('button', { name: 'Resend verification email' }));

    await openMailedLink(page, email, 'Verify your Mainstreet email address', '/verify-email/');
    await expectVisible(page.getByText('Your email address has been verified. You can now sign in.'));
    // Spec: back to login after 3 s.
    await expectPath(page, '/login', 10_000);

    await signInHere(page, email, DEMO_PASSWORD);
    await expectPath(page, '/customer/dashboard');
    await expectVisible(main.getByText('Verified', { exact: true }).first());
    expect(await main.getByText('Not Verified').count()).toBe(0);
    expect(await main.getByRole('button', { name: 'Resend verification email' }).count()).toBe(0);
  });

  it('resets a forgotten password from the mailed link and signs in with the new one', async () => {
    const unique = uniqueName();
    const email = `reset-${unique}@example.com`;
    // A fresh account, so the shared demo accounts keep their password for the other suites.
    const signup = await fetch(`${inject('baseURL')}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: 'mutation Signup($input: SignupInput!) { signup(input: $input) { message } }',
        variables: {
          input: { name: 'Remy Reset', username: `reset_${unique}`, email, phone: '416-555-0144', password: DEMO_PASSWORD, confirmPassword: DEMO_PASSWORD, role: 'Customer' },
        },
      }),
    });
    expect((await signup.json()).errors).toBeUndefined();

    const page = await browser.newPage();
    await page.goto('/login');
    await page.getByRole('main').getByRole('link', { name: 'Forgot Password' }).click();
    await expectPath(page, '/forgot-password');
    const form = page.getByRole('main');
    // The login page (with its own Email Address field) stays on screen until this page's code has loaded.
    await expectVisible(form.getByRole('heading', { name: 'Forgot your password?' }));
    await form.getByLabel('Email Address').fill(email);
    await form.getByRole('button', { name: 'Send Reset Link' }).click();
    await expectVisible(form.getByText(/If an account exists for that email address/));

    const link = await openMailedLink(page, email, 'Reset your Mainstreet password', '/reset-password/');
    const reset = page.getByRole('main');
    await reset.getByLabel(/^New Password/).fill(NEW_PASSWORD);
    await reset.getByLabel(/^Confirm Password/).fill(`${NEW_PASSWORD}x`);
    await reset.getByRole('button', { name: 'Reset Password' }).click();
    await expectVisible(reset.getByText('Passwords do not match'));

    await reset.getByLabel(/^Confirm Password/).fill(NEW_PASSWORD);
    await reset.getByRole('button', { name: 'Reset Password' }).click();
    await expectVisible(reset.getByText('Your password has been reset. Please sign in with your new password.'));
    await expectPath(page, '/login', 10_000);

    await signInHere(page, email, DEMO_PASSWORD);
    await expectVisible(page.getByRole('main').getByText('Invalid email or password.'));
    await signInHere(page, email, NEW_PASSWORD);
    await expectPath(page, '/customer/dashboard');

    // The link works once.
    await page.goto(link);
    const reused = page.getByRole('main');
    await reused.getByLabel(/^New Password/).fill('Another-Passw0rd!');
    await reused.getByLabel(/^Confirm Password/).fill('Another-Passw0rd!');
    await reused.getByRole('button', { name: 'Reset Password' }).click();
    await expectVisible(reused.getByText('Failed to reset password. Try again.'));
  });
});

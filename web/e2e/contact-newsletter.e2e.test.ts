// The contact form reaches the admins, and the footer's newsletter box is a double opt-in whose
// every mail can unsubscribe without signing in. Mail is read from the development mailbox.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserAvailable, DEMO_PASSWORD, expectVisible, signIn, useBrowser } from './support/browser';

const uniqueName = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** Opens the newest mail with that subject to the address and follows its link starting with the path. */
async function followMailedLink(page: Page, email: string, subject: string, pathPrefix: string): Promise<void> {
  await page.goto(`/dev/mailbox?to=${encodeURIComponent(email)}`);
  const message = page.locator('article', { has: page.getByRole('heading', { name: subject }) }).first();
  await expectVisible(message);
  await message.getByRole('link', { name: new RegExp(pathPrefix) }).first().click();
  await page.waitForURL((url) => url.pathname.startsWith(pathPrefix));
}

describe.skipIf(!browserAvailable)('contact form and newsletter', () => {
  const browser = useBrowser();

  it("delivers a visitor's message to the admins' Messages page, where it can be marked read", async () => {
    const page = await browser.newPage();
    const text = `Do you deliver to Gatineau? (${uniqueName()})`;
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'Contact form' });
    await form.getByLabel('Name').fill('Priya Shah');
    await form.getByLabel('Email').fill('priya@example.com');
    await form.getByLabel('Message').fill(text);
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expectVisible(page.getByRole('status').getByText('Thank you for your message!'));

    await signIn(page, 'admin@mainstreet.test', DEMO_PASSWORD, '/admin/dashboard');
    await page.getByRole('button', { name: /^Account menu for/ }).click();
    await page.getByRole('menuitem', { name: 'Messages' }).click();
    await page.waitForURL('**/admin/messages');
    const item = page.getByRole('listitem').filter({ hasText: text });
    await expectVisible(item.getByText('Unread', { exact: true }));
    await item.getByRole('button', { name: 'Mark as read: message from Priya Shah' }).click();
    await expectVisible(item.getByRole('button', { name: 'Mark as unread: message from Priya Shah' }));
    expect(await item.getByText('Unread', { exact: true }).count()).toBe(0);
  });

  it('subscribes an address from the footer only after its mailed link is confirmed, and unsubscribes it from the next mail', async () => {
    const page = await browser.newPage();
    const email = `reader-${uniqueName()}@example.com`;
    await page.goto('/about');
    const footer = page.getByRole('contentinfo');
    await footer.getByLabel('Email address').fill(email);
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await expectVisible(footer.getByText('Thanks for subscribing! Please check your inbox to confirm your address.'));

    await followMailedLink(page, email, 'Confirm your Mainstreet newsletter subscription', '/newsletter/confirm/');
    // Opening the link changes nothing (mail scanners open links); the button does.
    await page.getByRole('button', { name: 'Confirm my subscription' }).click();
    await expectVisible(page.getByText('Your subscription is confirmed. Thank you!'));

    await followMailedLink(page, email, 'Welcome to the Mainstreet newsletter', '/newsletter/unsubscribe/');
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await expectVisible(page.getByText('You are unsubscribed: you will get no more newsletters from Mainstreet.'));
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestClient, renderAt, renderOnServerThenHydrate } from '../../app/testing.utils';
import { Footer } from './Footer';

function emailInput() {
  return screen.getByLabelText(/Email address/) as HTMLInputElement;
}

describe('Footer', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('links the Explore pages and names the icons without making them links', () => {
    renderAt(<Footer />);
    const explore = screen.getByRole('navigation', { name: 'Explore' });
    expect(
      within(explore)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['About Us', '/about'],
      ['Our Services', '/services'],
      ['Featured Vendors', '/vendors'],
      ['Blog', '/blog'],
      ['Contact', '/contact'],
    ]);
    for (const name of ['Facebook', 'X (Twitter)', 'Instagram', 'LinkedIn']) {
      expect(screen.getByRole('img', { name })).toBeInTheDocument();
    }
    // Only the five Explore links: social and payment icons lead nowhere, so they are not links.
    expect(screen.getAllByRole('link')).toHaveLength(5);
    expect(screen.getByText(`© ${new Date().getUTCFullYear()} Mainstreet. All rights reserved.`)).toBeInTheDocument();
    expect(screen.getByText('Proudly supporting local businesses worldwide.')).toBeInTheDocument();
  });

  it('shows the payment methods the checkout takes (no PayPal), each named, and the year from the clock', () => {
    vi.useFakeTimers({ now: new Date('2031-06-15T12:00:00Z'), toFake: ['Date'] });
    renderAt(<Footer />);
    const payments = screen.getByRole('list', { name: 'Accepted payment methods' });
    expect(within(payments).getAllByRole('img').map((icon) => icon.getAttribute('aria-label'))).toEqual([
      'Visa',
      'Mastercard',
      'American Express',
      'Apple Pay',
      'Google Pay',
    ]);
    expect(screen.queryByRole('img', { name: 'PayPal' })).not.toBeInTheDocument();
    expect(screen.getByText('© 2031 Mainstreet. All rights reserved.')).toBeInTheDocument();
  });

  const THANKS = 'Thanks for subscribing! Please check your inbox to confirm your address.';
  const answering = (message = THANKS) => createTestClient(() => ({ data: { subscribeNewsletter: { __typename: 'FormAcknowledgement', message } } }));

  it("sends a valid newsletter address and shows the API's answer for 3 seconds", async () => {
    const user = userEvent.setup();
    const { client, operations } = answering();
    renderAt(<Footer />, { client });

    await user.type(emailInput(), 'jane.doe-1@local-shop.ca');
    await user.click(screen.getByRole('button', { name: /Subscribe/ }));

    expect(await screen.findByText(THANKS)).toBeInTheDocument();
    const shownAt = Date.now();
    expect(operations).toEqual([{ operationName: 'SubscribeNewsletter', variables: { input: { email: 'jane.doe-1@local-shop.ca' } } }]);
    expect(emailInput()).toHaveValue('');
    expect(screen.getByRole('button', { name: /Subscribe/ })).toBeDisabled();

    // Real time (the message's timer starts in an effect, after the answer is shown): gone after 3 s.
    await waitFor(() => expect(screen.queryByText(THANKS)).not.toBeInTheDocument(), { timeout: 6000 });
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(2900);
    expect(screen.getByRole('button', { name: /Subscribe/ })).toBeEnabled();
  }, 15_000);

  it("keeps the address and shows the API's error when the sign-up is refused", async () => {
    const user = userEvent.setup();
    const refusal = 'Too many newsletter sign-ups from your address. Please wait an hour and try again.';
    const { client } = createTestClient(() => ({ errors: [{ message: refusal, extensions: { code: 'TOO_MANY_REQUESTS' } }] }));
    renderAt(<Footer />, { client });
    await user.type(emailInput(), 'jane@local-shop.ca');
    await user.click(screen.getByRole('button', { name: /Subscribe/ }));
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(emailInput()).toHaveValue('jane@local-shop.ca');
    expect(screen.getByRole('button', { name: /Subscribe/ })).toBeEnabled();
  });

  it('subscribes the address a visitor typed before the server-rendered page was hydrated', async () => {
    const user = userEvent.setup();
    const { client, operations } = answering();
    await renderOnServerThenHydrate(<Footer />, {
      client,
      beforeHydration: (page) => {
        // Typing before the app's code has run changes the field and nothing else.
        const field = page.querySelector<HTMLInputElement>('input[type="email"]')!;
        field.value = 'jane.doe-1@local-shop.ca';
        field.dispatchEvent(new Event('input', { bubbles: true }));
      },
    });
    expect(emailInput()).toHaveValue('jane.doe-1@local-shop.ca');
    await user.click(screen.getByRole('button', { name: /Subscribe/ }));
    expect(await screen.findByText(THANKS)).toBeInTheDocument();
    expect(operations.at(-1)?.variables).toEqual({ input: { email: 'jane.doe-1@local-shop.ca' } });
    expect(emailInput()).toHaveValue('');
  });

  it.each(['jane@shop.info', 'jane@shop', 'jane doe@shop.ca', 'jane@shop.c0m', 'jane@sub.shop.ca'])(
    'ignores %s, which does not match the pattern',
    async (address) => {
      const user = userEvent.setup();
      renderAt(<Footer />);
      // Bypass the browser's own type="email" check: the spec's pattern decides.
      emailInput().closest('form')!.noValidate = true;
      await user.type(emailInput(), address);
      await user.click(screen.getByRole('button', { name: /Subscribe/ }));
      expect(screen.queryByText(/Thanks for subscribing/)).not.toBeInTheDocument();
      expect(emailInput()).toHaveValue(address);
    },
  );
});

import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderOnServerThenHydrate } from '../../app/testing.utils';
import { renderPage } from '../../app/render-with-providers.test-util';
import ContactPage from './ContactPage';

function fill(label: RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

describe('ContactPage', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('has labelled, required name, email and message fields and the contact details', () => {
    renderPage(<ContactPage />, { route: '/contact', path: '/contact' });
    expect(screen.getByLabelText(/Name/)).toBeRequired();
    expect(screen.getByLabelText(/Email/)).toBeRequired();
    expect(screen.getByLabelText(/Email/)).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText(/Message/)).toBeRequired();
    expect(screen.getByRole('link', { name: 'hello@mainstreet.example' })).toHaveAttribute(
      'href',
      'mailto:hello@mainstreet.example',
    );
    expect(screen.getByText(/Toronto, ON/)).toBeInTheDocument();
  });

  it('keeps what a visitor typed before the server-rendered page was hydrated', async () => {
    vi.useRealTimers();
    await renderOnServerThenHydrate(<ContactPage />, {
      path: '/contact',
      beforeHydration: (page) => {
        // Typing before the app's code has run changes the fields and nothing else.
        for (const [selector, value] of [
          ['input[name="name"]', 'Ada Lovelace'],
          ['textarea[name="message"]', 'Do you deliver to Guelph?'],
        ]) {
          const field = page.querySelector<HTMLInputElement | HTMLTextAreaElement>(selector)!;
          field.value = value;
          field.dispatchEvent(new Event('input', { bubbles: true }));
        }
      },
    });
    // An edit after hydration renders the form again: the earlier text stays.
    fill(/Email/, 'ada@example.com');
    expect(screen.getByLabelText(/Name/)).toHaveValue('Ada Lovelace');
    expect(screen.getByLabelText(/Message/)).toHaveValue('Do you deliver to Guelph?');
    expect(screen.getByLabelText(/Email/)).toHaveValue('ada@example.com');
  });

  it('shows only a thank-you message for 4 seconds, then an empty form', () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    renderPage(<ContactPage />, { route: '/contact', path: '/contact' });

    fill(/Name/, 'Ada Lovelace');
    fill(/Email/, 'ada@example.com');
    fill(/Message/, 'Do you deliver to Guelph?');
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(screen.getByRole('status')).toHaveTextContent('Thank you for your message!');
    expect(screen.queryByRole('form', { name: 'Contact form' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/Message/)).not.toBeInTheDocument();

    act(() => {
      vi.advanceTimersByTime(3999);
    });
    expect(screen.getByText('Thank you for your message!')).toBeInTheDocument();

    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByText('Thank you for your message!')).not.toBeInTheDocument();
    expect(screen.getByLabelText(/Name/)).toHaveValue('');
    expect(screen.getByLabelText(/Email/)).toHaveValue('');
    expect(screen.getByLabelText(/Message/)).toHaveValue('');
    // Nothing is sent anywhere.
    expect(fetchSpy).not.toHaveBeenCalled();
    fetchSpy.mockRestore();
  });

  it('does not thank anyone while a required field is empty', () => {
    renderPage(<ContactPage />, { route: '/contact', path: '/contact' });
    fill(/Name/, 'Ada Lovelace');
    fill(/Email/, 'ada@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(screen.queryByText('Thank you for your message!')).not.toBeInTheDocument();
    expect(screen.getByLabelText(/Name/)).toHaveValue('Ada Lovelace');
  });
});

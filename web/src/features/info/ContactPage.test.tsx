import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderOnServerThenHydrate } from '../../app/testing.utils';
import { renderPage } from '../../app/render-with-providers.test-util';
import { GraphQLError } from 'graphql';
import ContactPage from './ContactPage';
import { SendContactMessageMutation } from './contact.operations';

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

  const INPUT = { name: 'Ada Lovelace', email: 'ada@example.com', message: 'Do you deliver to Guelph?' };
  const fillForm = () => {
    fill(/Name/, INPUT.name);
    fill(/Email/, INPUT.email);
    fill(/Message/, INPUT.message);
  };

  it('sends the message, then shows only the thank-you for 4 seconds and an empty form', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const mocks = [
      {
        request: { query: SendContactMessageMutation, variables: { input: INPUT } },
        result: { data: { sendContactMessage: { __typename: 'FormAcknowledgement', message: 'Thank you for your message!' } } },
      },
    ];
    renderPage(<ContactPage />, { route: '/contact', path: '/contact', mocks });
    fillForm();
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Thank you for your message!');
    expect(screen.queryByRole('form', { name: 'Contact form' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/Message/)).not.toBeInTheDocument();

    // Finding the message took some of the 4 seconds already (the fake clock follows the real one).
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    expect(screen.getByText('Thank you for your message!')).toBeInTheDocument();

    act(() => {
      vi.advanceTimersByTime(1001);
    });
    expect(screen.queryByText('Thank you for your message!')).not.toBeInTheDocument();
    expect(screen.getByLabelText(/Name/)).toHaveValue('');
    expect(screen.getByLabelText(/Email/)).toHaveValue('');
    expect(screen.getByLabelText(/Message/)).toHaveValue('');
  });

  it("keeps what was typed and shows the API's reason when the message is refused", async () => {
    vi.useRealTimers();
    const refusal = 'You have sent several messages in the last hour. Please wait a while before sending another.';
    const mocks = [
      {
        request: { query: SendContactMessageMutation, variables: { input: INPUT } },
        result: { errors: [new GraphQLError(refusal, { extensions: { code: 'TOO_MANY_REQUESTS' } })] },
      },
    ];
    renderPage(<ContactPage />, { route: '/contact', path: '/contact', mocks });
    fillForm();
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
    expect(screen.getByLabelText(/Message/)).toHaveValue(INPUT.message);
    expect(screen.queryByText('Thank you for your message!')).not.toBeInTheDocument();
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

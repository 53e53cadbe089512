import { act, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestClient, renderAt } from '../../app/testing.utils';
import VerifyEmailPage from './VerifyEmailPage';

const TOKEN = 'tok_'.padEnd(43, 'a');

function verified() {
  return { data: { verifyEmail: { __typename: 'AccountMessage', message: 'Your email address has been verified. You can now sign in.' } } };
}

describe('VerifyEmailPage', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows a spinner, sends the token from the link once, then succeeds and goes to /login after 3 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { client, operations } = createTestClient(async () => {
      await held;
      return verified();
    });
    // StrictMode runs effects twice: the single-use link must still be sent only once.
    renderAt(
      <StrictMode>
        <VerifyEmailPage />
      </StrictMode>,
      { client, path: `/verify-email/${TOKEN}`, routePath: '/verify-email/:token' },
    );

    expect(screen.getByText('Verifying your email address…').closest('[role="status"]')).not.toBeNull();
    release();
    expect(await screen.findByText('Your email address has been verified. You can now sign in.')).toBeInTheDocument();
    expect(operations).toEqual([{ operationName: 'VerifyEmail', variables: { token: TOKEN } }]);
    expect(screen.getByTestId('location')).toHaveTextContent(`/verify-email/${TOKEN}`);
    // The 3-second timer starts in an effect after the message renders: let effects run first.
    await act(async () => {});

    act(() => {
      vi.advanceTimersByTime(2900);
    });
    expect(screen.getByTestId('location')).toHaveTextContent('/verify-email/');
    act(() => {
      vi.advanceTimersByTime(100);
    });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
  });

  it('shows "Verification failed" with the reason for a used or expired link, and stays', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { client } = createTestClient(() => ({
      errors: [{ message: 'This link is invalid, has expired or has already been used.', extensions: { code: 'BAD_USER_INPUT' } }],
    }));
    renderAt(<VerifyEmailPage />, { client, path: `/verify-email/${TOKEN}`, routePath: '/verify-email/:token' });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Verification failed');
    expect(alert).toHaveTextContent('This link is invalid, has expired or has already been used.');
    expect(screen.getByRole('link', { name: 'Go to login' })).toHaveAttribute('href', '/login');
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(screen.getByTestId('location')).toHaveTextContent('/verify-email/');
  });

  it('shows "Verification failed" when the server cannot be reached', async () => {
    const { client } = createTestClient(() => {
      throw new TypeError('Failed to fetch');
    });
    renderAt(<VerifyEmailPage />, { client, path: `/verify-email/${TOKEN}`, routePath: '/verify-email/:token' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Verification failed');
    expect(alert).not.toHaveTextContent('Failed to fetch');
  });
});

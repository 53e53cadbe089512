import { act, screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestClient, renderAt, setSession } from '../../app/testing.utils';
import { sessionStore } from '../../lib/session.store';
import ResetPasswordPage from './ResetPasswordPage';

const TOKEN = 'reset_'.padEnd(43, 'b');
const at = { path: `/reset-password/${TOKEN}`, routePath: '/reset-password/:token' };

async function fill(user: UserEvent, password: string, confirm: string) {
  await user.click(screen.getByLabelText(/New Password/));
  await user.paste(password);
  await user.click(screen.getByLabelText(/Confirm Password/));
  await user.paste(confirm);
  await user.click(screen.getByRole('button', { name: 'Reset Password' }));
}

describe('ResetPasswordPage', () => {
  afterEach(() => {
    vi.useRealTimers();
    setSession(null);
  });

  it('has two required password fields of at least 8 characters and a link to ask for a new link', () => {
    renderAt(<ResetPasswordPage />, at);
    for (const label of [/New Password/, /Confirm Password/]) {
      const field = screen.getByLabelText(label);
      expect(field).toBeRequired();
      expect(field).toHaveAttribute('type', 'password');
      expect(field).toHaveAttribute('minLength', '8');
    }
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', '/forgot-password');
  });

  it('shows "Passwords do not match" and sends nothing when the two differ', async () => {
    const user = userEvent.setup();
    const { client, operations } = createTestClient();
    renderAt(<ResetPasswordPage />, { client, ...at });
    await fill(user, 'longenough1', 'longenough2');
    expect(await screen.findByRole('alert')).toHaveTextContent('Passwords do not match');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(operations).toHaveLength(0);
  });

  it('resets with the token from the link, signs this browser out and goes to /login after 3 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    setSession({ token: 'old-session', role: 'Customer', name: 'Dana' });
    const { client, operations } = createTestClient(() => ({
      data: { resetPassword: { __typename: 'AccountMessage', message: 'Your password has been reset. Please sign in with your new password.' } },
    }));
    renderAt(<ResetPasswordPage />, { client, ...at });
    await fill(user, 'longenough1', 'longenough1');

    const done = await screen.findByText('Your password has been reset. Please sign in with your new password.');
    expect(done.closest('[role="status"]')).toHaveTextContent('Redirecting you to the login page…');
    expect(operations).toEqual([{ operationName: 'ResetPassword', variables: { input: { token: TOKEN, password: 'longenough1' } } }]);
    expect(sessionStore.getSnapshot()).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
    expect(screen.getByTestId('location')).toHaveTextContent('/reset-password/');
    // The 3-second timer starts in an effect after the message renders: let effects run first.
    await act(async () => {});
    act(() => {
      vi.advanceTimersByTime(2900);
    });
    expect(screen.getByTestId('location')).toHaveTextContent('/reset-password/');
    act(() => {
      vi.advanceTimersByTime(100);
    });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
  });

  it('shows "Failed to reset password. Try again." for an expired or used link, and keeps the session', async () => {
    const user = userEvent.setup();
    setSession({ token: 'still-valid', role: 'Customer' });
    const { client } = createTestClient(() => ({
      errors: [{ message: 'This link is invalid, has expired or has already been used.', extensions: { code: 'BAD_USER_INPUT' } }],
    }));
    renderAt(<ResetPasswordPage />, { client, ...at });
    await fill(user, 'longenough1', 'longenough1');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to reset password. Try again.');
    expect(alert).toHaveTextContent('This link is invalid, has expired or has already been used.');
    expect(localStorage.getItem('token')).toBe('still-valid');
    expect(screen.getByTestId('location')).toHaveTextContent('/reset-password/');
  });
});

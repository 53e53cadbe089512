import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createTestClient, renderAt } from '../../app/testing.utils';
import ForgotPasswordPage from './ForgotPasswordPage';

const SAME_ANSWER = 'If an account exists for that email address, we have sent it a link to reset the password. Please check your inbox.';

async function submit(email: string) {
  const user = userEvent.setup();
  await user.click(screen.getByLabelText(/Email Address/));
  await user.paste(email);
  await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
}

describe('ForgotPasswordPage', () => {
  it('has a required email field and a way back to sign in', () => {
    renderAt(<ForgotPasswordPage />);
    const email = screen.getByLabelText(/Email Address/);
    expect(email).toBeRequired();
    expect(email).toHaveAttribute('type', 'email');
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/login');
  });

  it("sends the trimmed address and shows the server's answer, which is the same for every address", async () => {
    const { client, operations } = createTestClient(() => ({
      data: { requestPasswordReset: { __typename: 'AccountMessage', message: SAME_ANSWER } },
    }));
    renderAt(<ForgotPasswordPage />, { client });
    await submit('  dana@example.com ');

    expect((await screen.findByText(SAME_ANSWER)).closest('[role="status"]')).not.toBeNull();
    expect(operations).toEqual([{ operationName: 'RequestPasswordReset', variables: { input: { email: 'dana@example.com' } } }]);
  });

  it("shows the server's message, e.g. when there were too many requests", async () => {
    const { client } = createTestClient(() => ({
      errors: [{ message: 'Too many password reset requests. Please wait 15 minutes and try again.', extensions: { code: 'TOO_MANY_REQUESTS' } }],
    }));
    renderAt(<ForgotPasswordPage />, { client });
    await submit('dana@example.com');
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many password reset requests.');
  });

  it('shows "Failed to send password reset email. Try again." when the request fails', async () => {
    const { client } = createTestClient(() => {
      throw new TypeError('Failed to fetch');
    });
    renderAt(<ForgotPasswordPage />, { client });
    await submit('dana@example.com');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to send password reset email. Try again.');
  });
});

import { act, screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestClient, renderAt } from '../../app/testing.utils';
import SignupPage from './SignupPage';

async function fillForm(user: UserEvent, confirmPassword: string) {
  const values: Array<[RegExp, string]> = [
    [/Full Name/, 'Jane Doe'],
    [/Username/, 'janed'],
    [/Email Address/, 'jane@example.com'],
    [/Phone Number/, '416-555-0100'],
    [/^Password/, 'longenough1'],
    [/Confirm Password/, confirmPassword],
  ];
  // Pasting is much faster than typing key by key, and just as real for the form.
  for (const [label, value] of values) {
    await user.click(screen.getByLabelText(label));
    await user.paste(value);
  }
}

describe('SignupPage', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('has the spec fields, with Customer as the default account type', () => {
    renderAt(<SignupPage />);
    expect(screen.getByLabelText(/Email Address/)).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText(/Phone Number/)).toHaveAttribute('type', 'tel');
    expect(screen.getByLabelText(/^Password/)).toHaveAttribute('minLength', '8');
    const accountType = screen.getByLabelText(/Account Type/) as HTMLSelectElement;
    expect(accountType).toHaveValue('Customer');
    expect(Array.from(accountType.options).map((o) => o.value)).toEqual(['Customer', 'Vendor', 'Admin']);
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });

  it('shows "Passwords do not match" and sends no request when the passwords differ', async () => {
    const user = userEvent.setup();
    const { client, operations } = createTestClient();
    renderAt(<SignupPage />, { client });
    await fillForm(user, 'different99');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Passwords do not match');
    // Give any stray request time to go out before asserting none did.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(operations).toHaveLength(0);
  });

  it('shows the server message on success, then goes to /login after 3 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    const { client, operations } = createTestClient(() => ({
      data: { signup: { __typename: 'SignupPayload', message: 'Account created. Please verify your email.' } },
    }));
    renderAt(<SignupPage />, { client, routePath: '/signup', path: '/signup' });
    await fillForm(user, 'longenough1');
    await user.selectOptions(screen.getByLabelText(/Account Type/), 'Vendor');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByText(/Account created\. Please verify your email\./)).toBeInTheDocument();
    expect(operations).toHaveLength(1);
    expect(operations[0].operationName).toBe('Signup');
    expect(operations[0].variables).toEqual({
      input: {
        name: 'Jane Doe',
        username: 'janed',
        email: 'jane@example.com',
        phone: '416-555-0100',
        password: 'longenough1',
        confirmPassword: 'longenough1',
        role: 'Vendor',
      },
    });
    expect(screen.getByTestId('location')).toHaveTextContent('/signup');
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
  });

  it("shows the server's error message", async () => {
    const user = userEvent.setup();
    const { client } = createTestClient(() => ({
      errors: [{ message: 'That email is already registered.', extensions: { code: 'BAD_USER_INPUT' } }],
    }));
    renderAt(<SignupPage />, { client });
    await fillForm(user, 'longenough1');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That email is already registered.');
  });
});

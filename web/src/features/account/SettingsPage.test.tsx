import { screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createTestClient, renderAt, setSession, type MockResponder } from '../../app/testing.utils';
import { sessionStore } from '../../lib/session.store';
import SettingsPage from './SettingsPage';

async function fill(user: UserEvent, current: string, next: string, confirm: string) {
  for (const [label, value] of [
    [/Current password/, current],
    [/^New password/, next],
    [/Confirm new password/, confirm],
  ] as const) {
    await user.click(screen.getByLabelText(label));
    await user.paste(value);
  }
  await user.click(screen.getByRole('button', { name: 'Update password' }));
}

function setup(respond?: MockResponder) {
  setSession({ token: 'old-token', role: 'Customer', name: 'Alice' });
  // The sessions card's query is answered here and left out of what the password form sent.
  const { client, operations } = createTestClient((operation) =>
    operation.operationName === 'MySessions' ? { data: { mySessions: [] } } : (respond?.(operation) ?? { data: null }),
  );
  renderAt(<SettingsPage />, { client });
  const sent = new Proxy(operations, { get: (target, key) => Reflect.get(target.filter((op) => op.operationName !== 'MySessions'), key) });
  return { user: userEvent.setup(), operations: sent };
}

describe('SettingsPage (change password)', () => {
  it('says "Passwords do not match." and sends nothing when new and confirm differ', async () => {
    const { user, operations } = setup();
    await fill(user, 'Password123!', 'NewPassword1!', 'NewPassword2!');
    expect(await screen.findByRole('alert')).toHaveTextContent('Passwords do not match.');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(operations).toHaveLength(0);
  });

  it('stores the fresh token and confirms on success', async () => {
    const { user, operations } = setup(() => ({
      data: { changePassword: { __typename: 'AuthPayload', token: 'new-token', role: 'Customer', name: 'Alice' } },
    }));
    await fill(user, 'Password123!', 'NewPassword1!', 'NewPassword1!');
    expect(await screen.findByText('Your password has been updated.')).toBeInTheDocument();
    expect(operations[0]).toEqual({
      operationName: 'ChangePassword',
      variables: { input: { currentPassword: 'Password123!', newPassword: 'NewPassword1!' } },
    });
    expect(localStorage.getItem('token')).toBe('new-token');
    expect(sessionStore.getSnapshot()).toEqual({ token: 'new-token', role: 'Customer', name: 'Alice' });
    expect(screen.getByLabelText(/Current password/)).toHaveValue('');
  });

  it("shows the server's message, or the fallback", async () => {
    let message = 'Current password is incorrect.';
    const { user } = setup(() => ({ errors: [{ message, extensions: { code: 'BAD_USER_INPUT' } }] }));
    await fill(user, 'wrong', 'NewPassword1!', 'NewPassword1!');
    expect(await screen.findByRole('alert')).toHaveTextContent('Current password is incorrect.');
    expect(localStorage.getItem('token')).toBe('old-token');

    message = '';
    await user.click(screen.getByRole('button', { name: 'Update password' }));
    expect(await screen.findByText('Failed to update password.')).toBeInTheDocument();
  });
});

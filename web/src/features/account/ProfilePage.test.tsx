import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createTestClient, renderAt, setSession, type MockResponder } from '../../app/testing.utils';
import { sessionStore } from '../../lib/session.store';
import ProfilePage from './ProfilePage';

const me = {
  __typename: 'User',
  id: 'u1',
  username: 'alice',
  name: 'Alice Martin',
  email: 'alice@mainstreet.test',
  phone: '416-555-0101',
  province: null,
  role: 'Customer',
  isVerified: true,
  createdAt: '2024-03-01T12:00:00.000Z',
  vendor: null,
};

function setup(onUpdate: MockResponder = () => ({ data: null })) {
  setSession({ token: 't', role: 'Customer', name: 'Alice Martin' });
  const { client, operations } = createTestClient((operation) =>
    operation.operationName === 'GetAccountProfile' ? { data: { me } } : onUpdate(operation),
  );
  renderAt(<ProfilePage />, { client, path: '/customer/profile' });
  return { user: userEvent.setup(), operations };
}

const updates = (operations: { operationName?: string }[]) => operations.filter((o) => o.operationName === 'UpdateProfile');

describe('ProfilePage', () => {
  it('shows name and phone for editing and the email disabled', async () => {
    setup();
    expect(await screen.findByLabelText(/^Name/)).toHaveValue('Alice Martin');
    expect(screen.getByLabelText('Phone')).toHaveValue('416-555-0101');
    const email = screen.getByLabelText('Email');
    expect(email).toHaveValue('alice@mainstreet.test');
    expect(email).toBeDisabled();
  });

  it('saves name and phone, confirms, and updates the name in the session', async () => {
    const { user, operations } = setup((operation) => {
      const input = operation.variables.input as { name: string; phone: string | null };
      return { data: { updateProfile: { __typename: 'User', id: 'u1', name: input.name, phone: input.phone, province: null } } };
    });
    const name = await screen.findByLabelText(/^Name/);
    await user.clear(name);
    await user.type(name, '  Alice M. Martin ');
    await user.clear(screen.getByLabelText('Phone'));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Your profile has been updated.')).toBeInTheDocument();
    expect(updates(operations)).toEqual([
      { operationName: 'UpdateProfile', variables: { input: { name: 'Alice M. Martin', phone: null, province: null } } },
    ]);
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Alice M. Martin');
    expect(sessionStore.getSnapshot()).toEqual({ token: 't', role: 'Customer', name: 'Alice M. Martin' });
  });

  it('requires a name and sends nothing without one', async () => {
    const { user, operations } = setup();
    await user.clear(await screen.findByLabelText(/^Name/));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Name is required.');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(updates(operations)).toHaveLength(0);
  });

  it('says "Failed to update profile." on failure, or the server\'s message for a rejected input', async () => {
    let answer: MockResponder = () => ({ errors: [{ message: 'Unexpected error.' }] });
    const { user } = setup((operation) => answer(operation));
    await screen.findByLabelText(/^Name/);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to update profile.');

    answer = () => ({ errors: [{ message: 'Phone number is not valid.', extensions: { code: 'BAD_USER_INPUT' } }] });
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Phone number is not valid.'));
  });
});

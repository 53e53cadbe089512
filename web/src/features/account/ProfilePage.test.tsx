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
  shippingAddress: null,
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

  it("saves a customer's shipping address with the server's answer, shows a refusal's message, and removes it", async () => {
    const saved = { __typename: 'SavedShippingAddress', fullName: 'Alice Martin', phone: '416-555-0101', address: '9 King St E, Toronto', province: 'ON', postalCode: 'M5C 1A1' };
    let calls = 0;
    const { user, operations } = setup((operation) => {
      if (operation.operationName === 'SaveShippingAddress') {
        return ++calls === 1
          ? { errors: [{ message: 'The postal code H2X 1K4 is not in Ontario.', extensions: { code: 'BAD_USER_INPUT' } }] }
          : { data: { saveShippingAddress: { __typename: 'User', id: 'u1', province: 'ON', shippingAddress: saved } } };
      }
      if (operation.operationName === 'DeleteShippingAddress') return { data: { deleteShippingAddress: { __typename: 'User', id: 'u1', shippingAddress: null } } };
      return { data: null };
    });
    const form = await screen.findByRole('form', { name: 'Shipping address' });
    expect(screen.getByLabelText(/^Recipient name/)).toHaveValue('Alice Martin');
    await user.type(screen.getByLabelText(/^Street address and city/), '9 King St E, Toronto');
    await user.type(screen.getByLabelText(/^Postal Code/), 'H2X 1K4');
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    expect(await screen.findByText('The postal code H2X 1K4 is not in Ontario.')).toBeInTheDocument();

    await user.clear(screen.getByLabelText(/^Postal Code/));
    await user.type(screen.getByLabelText(/^Postal Code/), 'm5c1a1');
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    expect(await screen.findByText('Your shipping address has been saved.')).toBeInTheDocument();
    const sent = operations.filter((o) => o.operationName === 'SaveShippingAddress').map((o) => o.variables.input);
    expect(sent[1]).toEqual({ fullName: 'Alice Martin', phone: '416-555-0101', address: '9 King St E, Toronto', province: 'ON', postalCode: 'm5c1a1' });

    await user.click(await screen.findByRole('button', { name: 'Remove address' }));
    expect(await screen.findByText('Your shipping address has been removed.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Street address and city/)).toHaveValue('');
    expect(form).toBeInTheDocument();
  });
});

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createTestClient, renderAt, setSession, type MockResponder } from '../../app/testing.utils';
import AdminProfilePage from './AdminProfilePage';
import { graphQLError, sent } from './admin.test-util';

const me = { __typename: 'User' as const, id: 'u1', username: 'admin', email: 'admin@mainstreet.test', phone: '416-555-0100' };

function setup(respond: MockResponder) {
  setSession({ token: 't', role: 'Admin', name: 'Morgan' });
  const { client, operations } = createTestClient((operation) =>
    operation.operationName === 'GetAdminProfile' ? { data: { me } } : respond(operation),
  );
  renderAt(<AdminProfilePage />, { client, path: '/admin/profile' });
  return { user: userEvent.setup(), operations };
}

describe('AdminProfilePage', () => {
  it('edits username, email and phone', async () => {
    const { user, operations } = setup(({ variables }) => ({
      data: { updateAdminProfile: { ...me, ...(variables.input as object), email: 'morgan@mainstreet.test' } },
    }));
    const username = await screen.findByLabelText(/^Username/);
    expect(username).toHaveValue('admin');
    expect(screen.getByLabelText(/^Email/)).toHaveValue('admin@mainstreet.test');
    expect(screen.getByLabelText(/^Phone/)).toHaveValue('416-555-0100');
    await user.clear(username);
    await user.type(username, 'morgan');
    await user.clear(screen.getByLabelText(/^Email/));
    await user.type(screen.getByLabelText(/^Email/), 'Morgan@Mainstreet.test');
    await user.clear(screen.getByLabelText(/^Phone/));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Your profile has been updated.')).toBeInTheDocument();
    expect(sent(operations, 'UpdateAdminProfile')[0].variables).toEqual({
      input: { username: 'morgan', email: 'Morgan@Mainstreet.test', phone: null },
    });
    // The server's normalized email is shown.
    expect(screen.getByLabelText(/^Email/)).toHaveValue('morgan@mainstreet.test');
  });

  it('requires the email and sends nothing without it', async () => {
    const { user, operations } = setup(() => ({ data: null }));
    await user.clear(await screen.findByLabelText(/^Email/));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Email is required.');
    expect(sent(operations, 'UpdateAdminProfile')).toHaveLength(0);
  });

  it('shows the server\'s reason for refused input, and "Failed to update profile." otherwise', async () => {
    let answer = graphQLError('An account with this email already exists.', 'BAD_USER_INPUT');
    const { user } = setup(() => answer);
    await screen.findByLabelText(/^Email/);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('An account with this email already exists.');
    answer = graphQLError('boom', 'INTERNAL_SERVER_ERROR');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Failed to update profile.'));
  });

  it('says "Failed to fetch profile." when the profile cannot be loaded', async () => {
    setSession({ token: 't', role: 'Admin', name: 'Morgan' });
    const { client } = createTestClient(() => graphQLError('boom', 'INTERNAL_SERVER_ERROR'));
    renderAt(<AdminProfilePage />, { client, path: '/admin/profile' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch profile.');
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createTestClient, renderAt, setSession, type MockResponder } from '../../app/testing.utils';
import type { AdminUserFieldsFragment } from '../../gql/graphql';
import AdminUsersPage from './AdminUsersPage';
import { connection, graphQLError, sent, testUser } from './admin.test-util';

const me = testUser({ id: 'u1', username: 'admin', email: 'admin@mainstreet.test', role: 'Admin' });
const alice = testUser({ id: 'u2', username: 'alice', email: 'alice@mainstreet.test' });
const maria = testUser({ id: 'u3', username: 'maria_rossi', email: 'vendor1@mainstreet.test', role: 'Vendor' });

function setup(users: AdminUserFieldsFragment[] | ((q: unknown) => AdminUserFieldsFragment[]) | null, mutations: MockResponder = () => ({ data: null })) {
  setSession({ token: 't', role: 'Admin', name: 'Morgan' });
  const { client, operations } = createTestClient((operation) => {
    switch (operation.operationName) {
      case 'ListAdminUsers':
        if (users === null) return graphQLError('Database unavailable', 'INTERNAL_SERVER_ERROR');
        return { data: { adminUsers: connection('UserConnection', typeof users === 'function' ? users(operation.variables.q) : users) } };
      case 'GetAdminProfile':
        return { data: { me: { __typename: 'User', id: me.id, username: me.username, email: me.email, phone: null } } };
      default:
        return mutations(operation);
    }
  });
  renderAt(<AdminUsersPage />, { client, path: '/admin/users' });
  return { user: userEvent.setup(), operations };
}

describe('AdminUsersPage', () => {
  it('lists users with number, username, email and role badge; the signed-in admin cannot delete their own row', async () => {
    setup([me, alice, maria]);
    const table = await screen.findByRole('table', { name: 'Users' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      '#UsernameEmailRoleActions',
      '1admin (you)admin@mainstreet.testAdminEditDelete',
      '2alicealice@mainstreet.testCustomerEditDelete',
      '3maria_rossivendor1@mainstreet.testVendorEditDelete',
    ]);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Delete admin' })).toBeDisabled());
    expect(screen.getByRole('button', { name: 'Delete alice' })).toBeEnabled();
  });

  it('searches by username or email through adminUsers(q), once typing stops, and says "No users found"', async () => {
    const { user, operations } = setup((q) => (q === 'nobody' ? [] : [me, alice]));
    await screen.findByRole('table', { name: 'Users' });
    await user.type(screen.getByRole('searchbox', { name: 'Search by username or email' }), 'nobody');
    expect(await screen.findByText('No users found')).toBeInTheDocument();
    expect(sent(operations, 'ListAdminUsers').map((operation) => operation.variables.q)).toEqual([null, 'nobody']);
  });

  it('says "Failed to fetch users." when the list cannot be loaded', async () => {
    setup(null);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch users.');
  });

  it('adds a user with a role and no password field', async () => {
    const { user, operations } = setup([me, alice], (operation) =>
      operation.operationName === 'CreateUser'
        ? { data: { createUser: testUser({ id: 'u9', username: 'new_admin', email: 'new@example.com', role: 'Admin' }) } }
        : { data: null },
    );
    await screen.findByRole('table', { name: 'Users' });
    await user.click(screen.getByRole('button', { name: 'Add User' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add User' });
    expect(within(dialog).queryByLabelText(/password/i)).not.toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/^Username/), 'new_admin');
    await user.type(within(dialog).getByLabelText(/^Email/), 'new@example.com');
    await user.selectOptions(within(dialog).getByLabelText('Role'), 'Admin');
    await user.click(within(dialog).getByRole('button', { name: 'Save User' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add User' })).not.toBeInTheDocument());
    expect(sent(operations, 'CreateUser')).toEqual([
      { operationName: 'CreateUser', variables: { input: { username: 'new_admin', email: 'new@example.com', role: 'Admin' } } },
    ]);
    expect(screen.getByText('Added new_admin. They will get an email to set their password.')).toBeInTheDocument();
  });

  it("edits a user's role; the server's reason shows in the dialog, and an internal failure says \"Failed to save user.\"", async () => {
    let answer: 'ok' | 'forbidden' | 'broken' = 'forbidden';
    const { user, operations } = setup([me, alice], (operation) => {
      if (operation.operationName !== 'UpdateUser') return { data: null };
      if (answer === 'forbidden') return graphQLError('You cannot change your own role.', 'FORBIDDEN');
      if (answer === 'broken') return graphQLError('boom', 'INTERNAL_SERVER_ERROR');
      return { data: { updateUser: { ...alice, role: 'Vendor' } } };
    });
    await user.click(await screen.findByRole('button', { name: 'Edit alice' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit User' });
    expect(within(dialog).getByLabelText(/^Username/)).toHaveValue('alice');
    expect(within(dialog).getByLabelText(/^Email/)).toHaveValue('alice@mainstreet.test');
    expect(within(dialog).getByLabelText('Role')).toHaveValue('Customer');
    await user.selectOptions(within(dialog).getByLabelText('Role'), 'Vendor');
    await user.click(within(dialog).getByRole('button', { name: 'Save User' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('You cannot change your own role.');
    answer = 'broken';
    await user.click(within(dialog).getByRole('button', { name: 'Save User' }));
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent('Failed to save user.'));
    answer = 'ok';
    await user.click(within(dialog).getByRole('button', { name: 'Save User' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit User' })).not.toBeInTheDocument());
    expect(sent(operations, 'UpdateUser').at(-1)?.variables).toEqual({ id: 'u2', input: { username: 'alice', email: 'alice@mainstreet.test', role: 'Vendor' } });
    // The saved user comes back as User:u2, so the row shows the new role without a refetch.
    const row = screen.getByRole('row', { name: /alice/ });
    expect(within(row).getByText('Vendor')).toBeInTheDocument();
  });

  it("disables the role of the signed-in admin's own account", async () => {
    const { user } = setup([me, alice]);
    await screen.findByRole('table', { name: 'Users' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Delete admin' })).toBeDisabled());
    await user.click(screen.getByRole('button', { name: 'Edit admin' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit User' });
    expect(within(dialog).getByLabelText('Role')).toBeDisabled();
    expect(within(dialog).getByText('You cannot change your own role.')).toBeInTheDocument();
  });

  it('deletes a user after confirmation, and says "Failed to delete user." when deleting fails', async () => {
    let refuse = false;
    const { user, operations } = setup([me, alice, maria], (operation) => {
      if (operation.operationName !== 'DeleteUser') return { data: null };
      return refuse ? graphQLError('boom', 'INTERNAL_SERVER_ERROR') : { data: { deleteUser: true } };
    });
    await user.click(await screen.findByRole('button', { name: 'Delete maria_rossi' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete user' });
    expect(confirm).toHaveTextContent('Delete maria_rossi (vendor1@mainstreet.test)? They can no longer sign in and their shop closes');
    expect(sent(operations, 'DeleteUser')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Edit maria_rossi' })).not.toBeInTheDocument());
    expect(sent(operations, 'DeleteUser')).toEqual([{ operationName: 'DeleteUser', variables: { id: 'u3' } }]);

    refuse = true;
    await user.click(screen.getByRole('button', { name: 'Delete alice' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Delete user' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete user.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit alice' })).toBeInTheDocument();
  });
});

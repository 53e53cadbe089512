import { ApolloProvider } from '@apollo/client/react';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { createTestClient, setSession, type MockResponder } from '../../app/testing.utils';
import { useAdminUsers, useAdminVendors, useSaveUser } from './admin.hooks';
import { ListAdminUsersQuery, ListAdminVendorsQuery } from './admin.operations';
import { connection, graphQLError, sent, testUser, testVendor } from './admin.test-util';

const admin = testUser({ id: 'u1', username: 'admin', role: 'Admin' });
const maria = testUser({ id: 'u3', username: 'maria_rossi', role: 'Vendor' });
const marc = testUser({ id: 'u4', username: 'marc' });
const bakery = testVendor({ id: 'v1', name: 'Crust & Crumb Bakery' });
const tea = testVendor({ id: 'v2', name: 'Trillium Tea House' });

function setup(respond: MockResponder) {
  setSession({ token: 't', role: 'Admin' });
  const { client, operations } = createTestClient((operation) => {
    switch (operation.operationName) {
      case 'ListAdminUsers':
        return { data: { adminUsers: connection('UserConnection', operation.variables.q ? [maria, marc] : [admin, maria, marc]) } };
      case 'ListAdminVendors':
        return { data: { adminVendors: connection('AdminVendorConnection', [bakery, tea]) } };
      case 'GetAdminProfile':
        return { data: { me: { __typename: 'User', id: admin.id, username: admin.username, email: admin.email, phone: null } } };
      default:
        return respond(operation);
    }
  });
  const wrapper = ({ children }: { children: ReactNode }) => <ApolloProvider client={client}>{children}</ApolloProvider>;
  return { client, operations, wrapper };
}

const cachedUsernames = (client: ReturnType<typeof setup>['client'], q: string | null) =>
  client.readQuery({ query: ListAdminUsersQuery, variables: { q, first: 25 } })?.adminUsers.nodes.map((user) => user.username);

describe('useAdminUsers', () => {
  it('takes a deleted account out of every cached list, the searches included', async () => {
    const { client, wrapper } = setup(() => ({ data: { deleteUser: true } }));
    // The list as first shown, and a search that also holds maria_rossi.
    const all = renderHook(() => useAdminUsers(''), { wrapper });
    const search = renderHook(() => useAdminUsers('mar'), { wrapper });
    await waitFor(() => expect(search.result.current.users).toHaveLength(2));
    await waitFor(() => expect(all.result.current.currentUserId).toBe('u1'));

    await act(() => all.result.current.deleteUser(maria));

    expect(cachedUsernames(client, null)).toEqual(['admin', 'marc']);
    expect(cachedUsernames(client, 'mar')).toEqual(['marc']);
    expect(search.result.current.users?.map((user) => user.username)).toEqual(['marc']);
  });

  it('keeps the account when the API does not confirm the delete, and lets the error through', async () => {
    let answer: ReturnType<MockResponder> = { data: { deleteUser: false } };
    const { client, wrapper } = setup(() => answer);
    const { result } = renderHook(() => useAdminUsers(''), { wrapper });
    await waitFor(() => expect(result.current.users).toHaveLength(3));

    await act(() => result.current.deleteUser(maria));
    expect(cachedUsernames(client, null)).toEqual(['admin', 'maria_rossi', 'marc']);

    answer = graphQLError('You cannot delete your own account.', 'BAD_USER_INPUT');
    await expect(act(() => result.current.deleteUser(admin))).rejects.toThrow('You cannot delete your own account.');
    expect(cachedUsernames(client, null)).toEqual(['admin', 'maria_rossi', 'marc']);
  });
});

describe('useAdminVendors', () => {
  it('takes a deleted shop out of the cached list', async () => {
    const { client, wrapper } = setup(() => ({ data: { deleteVendor: true } }));
    const { result } = renderHook(() => useAdminVendors(''), { wrapper });
    await waitFor(() => expect(result.current.vendors).toHaveLength(2));

    await act(() => result.current.deleteVendor(tea));

    const cached = client.readQuery({ query: ListAdminVendorsQuery, variables: { q: null, first: 25 } });
    expect(cached?.adminVendors.nodes.map((vendor) => vendor.name)).toEqual(['Crust & Crumb Bakery']);
    expect(client.cache.extract()).not.toHaveProperty('AdminVendor:v2');
  });
});

describe('useSaveUser', () => {
  it("gives the server's message for a refusal it explains, the spec's text otherwise, and refetches the list after an add", async () => {
    let answer: ReturnType<MockResponder> = graphQLError('An account with this email already exists.', 'BAD_USER_INPUT');
    const { operations, wrapper } = setup(() => answer);
    const { result } = renderHook(() => ({ list: useAdminUsers(''), user: useSaveUser() }), { wrapper });
    await waitFor(() => expect(result.current.list.users).toHaveLength(3));
    const input = { username: 'marc', email: 'marc@example.com', role: 'Customer' as const };

    await act(async () =>
      expect(await result.current.user.save(null, input)).toEqual({ ok: false, message: 'An account with this email already exists.' }),
    );
    answer = graphQLError('Connection terminated', 'INTERNAL_SERVER_ERROR');
    await act(async () => expect(await result.current.user.save('u4', input)).toEqual({ ok: false, message: 'Failed to save user.' }));

    answer = { data: { createUser: marc } };
    await act(async () => expect(await result.current.user.save(null, input)).toEqual({ ok: true, value: marc }));
    // Shown once, then read again for the new account's place in the list.
    expect(sent(operations, 'ListAdminUsers')).toHaveLength(2);
  });
});

import { ApolloProvider } from '@apollo/client/react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { parse } from 'graphql';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { createTestClient, setSession, type MockResponder } from '../../app/testing.utils';
import { sessionStore } from '../../lib/session.store';
import { useResetPassword, useVerifyEmail } from './account-recovery.hooks';

const TOKEN = 'tok_'.padEnd(43, 'a');
/** What a signed-in page has cached of the account before the link is opened. */
const MeQuery = parse(`query Me { me { id isVerified } }`);

function setup(respond: MockResponder) {
  const { client, operations } = createTestClient(respond);
  client.writeQuery({ query: MeQuery, data: { me: { __typename: 'User', id: 'u1', isVerified: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => <ApolloProvider client={client}>{children}</ApolloProvider>;
  return { client, operations, wrapper };
}

describe('useVerifyEmail', () => {
  it('drops the cached account once the address is verified, so "Not Verified" is read again', async () => {
    const { client, operations, wrapper } = setup(() => ({
      data: { verifyEmail: { __typename: 'AccountMessage', message: 'Your email address has been verified.' } },
    }));
    const { result, rerender } = renderHook(() => useVerifyEmail(TOKEN), { wrapper });
    expect(result.current).toEqual({ status: 'verifying' });

    await waitFor(() => expect(result.current).toEqual({ status: 'verified', message: 'Your email address has been verified.' }));
    expect(client.readQuery({ query: MeQuery })).toBeNull();
    expect(client.cache.extract()).not.toHaveProperty('User:u1');
    // The link works once: a re-render does not send it again.
    rerender();
    expect(operations).toHaveLength(1);
  });

  it("keeps the cache and gives the server's reason when the link is refused", async () => {
    const { client, wrapper } = setup(() => ({
      errors: [{ message: 'This link is invalid, has expired or has already been used.', extensions: { code: 'BAD_USER_INPUT' } }],
    }));
    const { result } = renderHook(() => useVerifyEmail(TOKEN), { wrapper });

    await waitFor(() =>
      expect(result.current).toEqual({ status: 'failed', reason: 'This link is invalid, has expired or has already been used.' }),
    );
    expect(client.readQuery({ query: MeQuery })).toEqual({ me: { __typename: 'User', id: 'u1', isVerified: false } });
  });
});

describe('useResetPassword', () => {
  it("ends this browser's session only when the reset succeeds", async () => {
    let accept = false;
    const { wrapper } = setup(() =>
      accept
        ? { data: { resetPassword: { __typename: 'AccountMessage', message: 'Your password has been reset.' } } }
        : { errors: [{ message: 'This link has expired.', extensions: { code: 'BAD_USER_INPUT' } }] },
    );
    setSession({ token: 't', role: 'Customer' });
    const { result } = renderHook(() => useResetPassword(), { wrapper });

    await act(async () => expect(await result.current.reset(TOKEN, 'a long new password')).toEqual({ ok: false, message: 'This link has expired.' }));
    expect(sessionStore.getSnapshot()).not.toBeNull();

    accept = true;
    await act(async () =>
      expect(await result.current.reset(TOKEN, 'a long new password')).toEqual({ ok: true, value: 'Your password has been reset.' }),
    );
    expect(sessionStore.getSnapshot()).toBeNull();
  });
});

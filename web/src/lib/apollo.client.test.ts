import { ApolloLink } from '@apollo/client';
import { parse, type FormattedExecutionResult } from 'graphql';
import { Observable } from 'rxjs';
import { describe, expect, it, vi } from 'vitest';
import { createApolloClient } from './apollo.client';
import { sessionStore } from './session.store';
import { subscriptionUrl } from './subscription.link';

// Built with parse(), not graphql(): codegen skips test files, and operations are named
// like the real ones because the error link looks at operation names.
const LoginTestDocument = parse(`
  mutation Login($input: LoginInput!) {
    login(input: $input) { token role name }
  }
`);
const ProfileTestDocument = parse(`
  query GetAccountProfile {
    me { id }
  }
`);

function setup(result: FormattedExecutionResult) {
  const headers: Array<Record<string, string>> = [];
  const terminatingLink = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        headers.push({ ...(operation.getContext().headers as Record<string, string>) });
        observer.next(result as ApolloLink.Result);
        observer.complete();
      }),
  );
  const onSessionExpired = vi.fn();
  const client = createApolloClient({ onSessionExpired, terminatingLink });
  return { client, headers, onSessionExpired };
}

const unauthenticated = { errors: [{ message: 'Not signed in', extensions: { code: 'UNAUTHENTICATED' } }] };

describe('createApolloClient', () => {
  it('sends the stored token as a bearer token', async () => {
    sessionStore.login({ token: 'tok-9', role: 'Customer' });
    const { client, headers } = setup({ data: { me: null } });
    await client.query({ query: ProfileTestDocument });
    expect(headers[0]).toEqual({ Authorization: 'Bearer tok-9' });
  });

  it('sends no Authorization header without a token', async () => {
    sessionStore.logout();
    const { client, headers } = setup({ data: { me: null } });
    await client.query({ query: ProfileTestDocument });
    expect(headers[0]).toEqual({});
  });

  it('clears the session and reports expiry on UNAUTHENTICATED from any operation but Login', async () => {
    sessionStore.login({ token: 'old', role: 'Vendor', name: 'Maple' });
    const { client, onSessionExpired } = setup(unauthenticated);
    await expect(client.query({ query: ProfileTestDocument })).rejects.toThrow('Not signed in');
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    expect(sessionStore.getSnapshot()).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('name')).toBeNull();
  });

  it('leaves the session alone when Login itself is refused', async () => {
    sessionStore.login({ token: 'keep', role: 'Customer' });
    const { client, onSessionExpired } = setup(unauthenticated);
    await expect(
      client.mutate({ mutation: LoginTestDocument, variables: { input: { email: 'a@b.ca', password: 'x' } } }),
    ).rejects.toThrow();
    expect(onSessionExpired).not.toHaveBeenCalled();
    expect(sessionStore.getSnapshot()?.token).toBe('keep');
  });

  it('ignores other error codes', async () => {
    sessionStore.login({ token: 'keep', role: 'Customer' });
    const { client, onSessionExpired } = setup({
      errors: [{ message: 'Nope', extensions: { code: 'FORBIDDEN' } }],
    });
    await expect(client.query({ query: ProfileTestDocument })).rejects.toThrow();
    expect(onSessionExpired).not.toHaveBeenCalled();
    expect(sessionStore.getSnapshot()?.token).toBe('keep');
  });
});

describe('subscriptionUrl', () => {
  it('uses the page host with ws: over http and wss: over https', () => {
    expect(subscriptionUrl({ protocol: 'http:', host: '127.0.0.1:4000' })).toBe('ws://127.0.0.1:4000/graphql');
    expect(subscriptionUrl({ protocol: 'https:', host: 'shop.example.ca' })).toBe('wss://shop.example.ca/graphql');
  });
});

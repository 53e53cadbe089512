import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { ServerError } from '@apollo/client/errors';
import { SetContextLink } from '@apollo/client/link/context';
import { ErrorLink } from '@apollo/client/link/error';
import { isUnauthenticated } from './error-message.util';
import { sessionStore } from './session.store';

/** Spec section 9: API timeout 10000 ms. */
const REQUEST_TIMEOUT_MS = 10_000;

/** Operations whose UNAUTHENTICATED error is a wrong password, not an expired session. */
const SESSION_EXEMPT_OPERATIONS = new Set(['Login']);

function fetchWithTimeout(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
  const signal =
    init?.signal && typeof AbortSignal.any === 'function'
      ? AbortSignal.any([init.signal, timeout])
      : (init?.signal ?? timeout);
  return fetch(input, { ...init, signal });
}

export type ApolloClientOptions = {
  /** Called once the session has been cleared after an UNAUTHENTICATED error. */
  onSessionExpired: () => void;
  /** Replaces the HTTP link (tests). */
  terminatingLink?: ApolloLink;
};

export function createApolloClient({ onSessionExpired, terminatingLink }: ApolloClientOptions) {
  const authLink = new SetContextLink((prevContext) => {
    const token = sessionStore.getToken();
    if (!token) return {};
    return { headers: { ...prevContext.headers, Authorization: `Bearer ${token}` } };
  });

  const errorLink = new ErrorLink(({ error, operation }) => {
    if (SESSION_EXEMPT_OPERATIONS.has(operation.operationName ?? '')) return;
    const expired =
      isUnauthenticated(error) || (ServerError.is(error) && error.statusCode === 401);
    if (!expired) return;
    sessionStore.logout();
    onSessionExpired();
  });

  const httpLink = new HttpLink({ uri: '/graphql', fetch: fetchWithTimeout });

  return new ApolloClient({
    link: ApolloLink.from([errorLink, authLink, terminatingLink ?? httpLink]),
    cache: new InMemoryCache(),
  });
}

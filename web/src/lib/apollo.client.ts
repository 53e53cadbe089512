import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { ServerError } from '@apollo/client/errors';
import { SetContextLink } from '@apollo/client/link/context';
import { ErrorLink } from '@apollo/client/link/error';
import { getMainDefinition } from '@apollo/client/utilities';
import { Observable, type Subscription } from 'rxjs';
import { isUnauthenticated } from './error-message.util';
import { sessionStore } from './session.store';

/** Spec section 9: API timeout 10000 ms. */
const REQUEST_TIMEOUT_MS = 10_000;

/** Operations whose UNAUTHENTICATED error is a wrong password, not an expired session. */
// Signing in or out with a token that no longer works is not an expired session to redirect from.
const SESSION_EXEMPT_OPERATIONS = new Set(['Login', 'Logout']);

function fetchWithTimeout(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
  const signal =
    init?.signal && typeof AbortSignal.any === 'function'
      ? AbortSignal.any([init.signal, timeout])
      : (init?.signal ?? timeout);
  return fetch(input, { ...init, signal });
}

/**
 * Sends subscriptions over the WebSocket link, whose code (graphql-ws) is fetched on the
 * first subscription: only the vendor dashboard subscribes, so the storefront's first load
 * does not carry it.
 */
function lazySubscriptionLink(onReconnected: () => void): ApolloLink {
  let link: Promise<ApolloLink> | undefined;
  return new ApolloLink(
    (operation, forward) =>
      new Observable<ApolloLink.Result>((observer) => {
        let subscription: Subscription | undefined;
        let closed = false;
        link ??= import('./subscription.link').then((module) => module.createSubscriptionLink(onReconnected));
        link.then(
          (wsLink) => {
            if (!closed) subscription = wsLink.request(operation, forward).subscribe(observer);
          },
          (error: unknown) => {
            // A failed chunk load (offline, new deployment) may succeed on the next try.
            link = undefined;
            if (!closed) observer.error(error);
          },
        );
        return () => {
          closed = true;
          subscription?.unsubscribe();
        };
      }),
  );
}

export type ApolloClientOptions = {
  /** Called once the session has been cleared after an UNAUTHENTICATED error. */
  onSessionExpired: () => void;
  /** Replaces the HTTP and WebSocket links (tests, and the server's render). */
  terminatingLink?: ApolloLink;
  /** The server's render: every query runs once, no polling or refetching. */
  ssrMode?: boolean;
};

export function createApolloClient({ onSessionExpired, terminatingLink, ssrMode }: ApolloClientOptions) {
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

  let client: ApolloClient | undefined;
  const network =
    terminatingLink ??
    ApolloLink.split(
      ({ query }) => {
        const definition = getMainDefinition(query);
        return definition.kind === 'OperationDefinition' && definition.operation === 'subscription';
      },
      lazySubscriptionLink(() => {
        // Pushes sent while the socket was down are lost: refresh what is on screen.
        client?.refetchQueries({ include: 'active' }).catch(() => undefined);
      }),
      new HttpLink({ uri: '/graphql', fetch: fetchWithTimeout }),
    );

  client = new ApolloClient({
    link: ApolloLink.from([errorLink, authLink, network]),
    // Objects without an id that several pages read in part (a shop's payouts, the marketplace's
    // money): merged, so one page's fields do not push out another's.
    cache: new InMemoryCache({ typePolicies: { VendorPayouts: { merge: true }, PayoutsOverview: { merge: true } } }),
    ssrMode,
  });
  return client;
}

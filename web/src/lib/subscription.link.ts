import type { ApolloLink } from '@apollo/client';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { createClient } from 'graphql-ws';
import { sessionStore } from './session.store';

/** Longest pause between two reconnection attempts of the subscription socket. */
const MAX_RETRY_WAIT_MS = 30_000;

/** graphql-ws close code for "the client restarts the socket" (4000-4999 is for applications). */
const RESTART_CLOSE_CODE = 4205;

/** ws://host/graphql or wss://host/graphql: the API serves graphql-ws on the HTTP path. */
export function subscriptionUrl(location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${location.host}/graphql`;
}

/**
 * The terminating link for subscriptions: graphql-ws on /graphql. Lazy: no socket until a
 * page subscribes, and it closes when the last subscription ends, so shoppers never hold one.
 * The bearer token goes in connectionParams, read when the socket connects; when the
 * signed-in account changes, an open socket is restarted so its subscriptions run again
 * under the new identity.
 *
 * @param onReconnected called after the socket came back from a drop, when pushes sent
 *   meanwhile were lost and what the pages show may be stale.
 */
export function createSubscriptionLink(onReconnected: () => void): ApolloLink {
  let openSocket: WebSocket | null = null;
  let restarting = false;
  let token = sessionStore.getToken();

  const client = createClient({
    url: subscriptionUrl(),
    lazy: true,
    connectionParams: () => {
      const current = sessionStore.getToken();
      return current ? { authorization: `Bearer ${current}` } : {};
    },
    // A vendor dashboard stays open for hours: keep trying through API restarts and
    // network drops, backing off up to 30 s (graphql-ws's default gives up after 5 tries).
    retryAttempts: Number.POSITIVE_INFINITY,
    retryWait: (retries) =>
      new Promise((resolve) =>
        setTimeout(resolve, Math.min(MAX_RETRY_WAIT_MS, 1000 * 2 ** retries) + Math.random() * 1000),
      ),
    on: {
      opened: (socket) => {
        openSocket = socket as WebSocket;
      },
      connected: (_socket, _payload, wasRetry) => {
        // A restart we asked for loses nothing; a drop may have.
        if (wasRetry && !restarting) onReconnected();
        restarting = false;
      },
      closed: () => {
        openSocket = null;
      },
    },
  });

  sessionStore.subscribe(() => {
    const next = sessionStore.getToken();
    if (next === token) return;
    token = next;
    if (openSocket?.readyState === WebSocket.OPEN) {
      restarting = true;
      // A non-fatal close code: graphql-ws reconnects (with the new connectionParams) and
      // resubscribes whatever is still active.
      openSocket.close(RESTART_CLOSE_CODE, 'Client Restart');
    }
  });

  return new GraphQLWsLink(client);
}

import { ApolloProvider } from '@apollo/client/react';
import { ChakraProvider } from '@chakra-ui/react';
import { useEffect } from 'react';
import { RouterProvider } from 'react-router/dom';
import { sessionStore } from '../lib/session.store';
import { AppErrorBoundary } from './AppErrorBoundary';
import { apolloClient, router } from './app.setup';
import { system } from './chakra.system';

/** Cached data belongs to one account: reset it whenever the token changes. */
function useResetCacheOnAccountChange() {
  useEffect(() => {
    let token = sessionStore.getSnapshot()?.token ?? null;
    return sessionStore.subscribe(() => {
      const next = sessionStore.getSnapshot()?.token ?? null;
      if (next === token) return;
      token = next;
      // Signed out: just forget. Signed in: refetch what is on screen with the new identity.
      const reset = next ? apolloClient.resetStore() : apolloClient.clearStore();
      reset.catch(() => undefined);
    });
  }, []);
}

export function App() {
  useResetCacheOnAccountChange();
  return (
    <AppErrorBoundary>
      <ChakraProvider value={system}>
        <ApolloProvider client={apolloClient}>
          <RouterProvider router={router} />
        </ApolloProvider>
      </ChakraProvider>
    </AppErrorBoundary>
  );
}

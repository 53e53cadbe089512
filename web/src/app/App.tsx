import { ApolloProvider } from '@apollo/client/react';
import { ChakraProvider } from '@chakra-ui/react';
import { useEffect } from 'react';
import { BrowserRouter, useRoutes } from 'react-router';
import { sessionStore } from '../lib/session.store';
import { AppErrorBoundary } from './AppErrorBoundary';
import { appRoutes } from './app.routes';
import { apolloClient } from './app.setup';
import { system } from './chakra.system';
import { NavigationBridge } from './navigation.bridge';

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

function AppRoutes() {
  return useRoutes(appRoutes);
}

/**
 * The declarative BrowserRouter, not a data router: no route uses loaders or actions, and the
 * data router's code is about 18 KiB of gzipped JavaScript on every page's first load.
 */
export function App() {
  useResetCacheOnAccountChange();
  return (
    <AppErrorBoundary>
      <ChakraProvider value={system}>
        <ApolloProvider client={apolloClient}>
          <BrowserRouter>
            <NavigationBridge />
            <AppRoutes />
          </BrowserRouter>
        </ApolloProvider>
      </ChakraProvider>
    </AppErrorBoundary>
  );
}

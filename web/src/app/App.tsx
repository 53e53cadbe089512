import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { ChakraProvider, type SystemContext } from '@chakra-ui/react';
import type { EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { useEffect, useState, type ReactNode } from 'react';
import { BrowserRouter, useRoutes } from 'react-router';
import { sessionStore } from '../lib/session.store';
import { AppErrorBoundary } from './AppErrorBoundary';
import { appRoutes } from './app.routes';
import { apolloClient } from './app.setup';
import { createBrowserEmotionCache } from './emotion-cache';
import { getSystem, getSystemForServerRenderedPage } from './chakra.system';
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

export function AppRoutes() {
  return useRoutes(appRoutes);
}

/** Theme, data and error boundary around a router: the same in the browser and in the server's render. */
export function AppProviders({
  client,
  emotionCache,
  chakraSystem = getSystem(),
  children,
}: {
  client: ApolloClient;
  emotionCache: EmotionCache;
  chakraSystem?: SystemContext;
  children: ReactNode;
}) {
  return (
    <AppErrorBoundary>
      <CacheProvider value={emotionCache}>
        <ChakraProvider value={chakraSystem}>
          <ApolloProvider client={client}>{children}</ApolloProvider>
        </ChakraProvider>
      </CacheProvider>
    </AppErrorBoundary>
  );
}

/**
 * The declarative BrowserRouter, not a data router: no route uses loaders or actions, and the
 * data router's code is about 18 KiB of gzipped JavaScript on every page's first load.
 */
export function App({ serverRendered = false }: { serverRendered?: boolean }) {
  useResetCacheOnAccountChange();
  const [emotionCache] = useState(createBrowserEmotionCache);
  return (
    <AppProviders
      client={apolloClient}
      emotionCache={emotionCache}
      chakraSystem={serverRendered ? getSystemForServerRenderedPage() : getSystem()}
    >
      <BrowserRouter>
        <NavigationBridge />
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}

import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { ChakraProvider, type ChakraProviderProps, type SystemContext } from '@chakra-ui/react';
import type { EmotionCache } from '@emotion/cache';
import type { I18n } from '@lingui/core';
import { CacheProvider } from '@emotion/react';
import { useEffect, type ComponentType, type ReactNode } from 'react';
import { BrowserRouter, useRoutes } from 'react-router';
import { I18nProvider } from '../lib/i18n/runtime';
import { sessionStore } from '../lib/session.store';
import { AppErrorBoundary } from './AppErrorBoundary';
import { appRoutes } from './app.routes';
import { apolloClient } from './app.setup';
import { getSystem } from './chakra.system';
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

/**
 * ChakraProvider with the prop our patch adds (startup/chakra-ui-react-lazy-global.patch): without the
 * patch the prop is ignored and the global CSS is computed and skipped by the Emotion cache instead.
 */
const ThemeProvider = ChakraProvider as ComponentType<ChakraProviderProps & { skipGlobalCss?: boolean }>;

export function AppRoutes() {
  return useRoutes(appRoutes);
}

/** Theme, data and error boundary around a router: the same in the browser and in the server's render. */
export function AppProviders({
  client,
  emotionCache,
  i18n,
  chakraSystem = getSystem(),
  globalCssOnPage = false,
  children,
}: {
  client: ApolloClient;
  emotionCache: EmotionCache;
  /** The visitor's language, its catalog loaded (lib/i18n). */
  i18n: I18n;
  chakraSystem?: SystemContext;
  /** The page already has Chakra's global CSS (the server rendered it): never compute it again. */
  globalCssOnPage?: boolean;
  children: ReactNode;
}) {
  return (
    <AppErrorBoundary>
      <CacheProvider value={emotionCache}>
        <ThemeProvider value={chakraSystem} skipGlobalCss={globalCssOnPage}>
          <ApolloProvider client={client}>
            <I18nProvider i18n={i18n}>{children}</I18nProvider>
          </ApolloProvider>
        </ThemeProvider>
      </CacheProvider>
    </AppErrorBoundary>
  );
}

/**
 * The declarative BrowserRouter, not a data router: no route uses loaders or actions, and the
 * data router's code is about 18 KiB of gzipped JavaScript on every page's first load.
 */
export function App({
  emotionCache,
  i18n,
  globalCssOnPage = false,
}: {
  emotionCache: EmotionCache;
  i18n: I18n;
  globalCssOnPage?: boolean;
}) {
  useResetCacheOnAccountChange();
  return (
    <AppProviders client={apolloClient} emotionCache={emotionCache} i18n={i18n} globalCssOnPage={globalCssOnPage}>
      <BrowserRouter>
        <NavigationBridge />
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}

import createCache from '@emotion/cache';
import createEmotionServer from '@emotion/server/create-instance';
import { ApolloLink } from '@apollo/client';
import { prerenderStatic } from '@apollo/client/react/ssr';
import { print, type FormattedExecutionResult } from 'graphql';
import { from } from 'rxjs';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { AppProviders, AppRoutes } from '../app/App';
import { EMOTION_KEY, SERVER_STYLES_ATTRIBUTE } from './emotion-cache';
import { NavigationBridge } from '../app/navigation.bridge';
import { createApolloClient } from '../lib/apollo.client';
import { setSiteOrigin } from '../lib/site-origin';
import { messagesFor } from '../lib/i18n/areas';
import { ALL_AREAS } from '../lib/i18n/more-areas';
import { createI18n } from '../lib/i18n/i18n';
import { DEFAULT_LOCALE, parseLocale } from '../lib/i18n/locales';

/** Runs one GraphQL operation the way the API would answer a guest's request. */
export type ExecuteOperation = (request: {
  query: string;
  variables: Record<string, unknown>;
  operationName?: string;
}) => Promise<FormattedExecutionResult>;

export type RenderedPage = {
  /**
   * The markup of #root, for hydrateRoot, after the elements React hoists to the head (image
   * preloads, the page's <title>, meta tags and canonical link), which the caller moves there.
   */
  html: string;
  /** The page's CSS, one style element for the head (see emotion-cache.ts). */
  styles: string;
  /** The Apollo cache after every query of the page ran: the browser restores it before hydrating. */
  state: Record<string, unknown>;
};

/**
 * A storefront page as every visitor first sees it, rendered by the API (api/src/modules/storefront) so
 * a visitor sees the page, its products and their images before any JavaScript has loaded. The data is
 * a guest's; the navbar is neutral until the browser, which knows who is signed in, has hydrated the
 * page (components/layout/Navbar.tsx). `execute` runs the page's queries in the API's own process.
 */
export async function renderPage(
  url: string,
  execute: ExecuteOperation,
  options: { origin?: string; locale?: string } = {},
): Promise<RenderedPage> {
  // Absolute URLs in the head (canonical links, link previews) start with the public origin. Every
  // render of this process has the same one (the API's PUBLIC_URL), so concurrent renders agree.
  setSiteOrigin(options.origin);
  const link = new ApolloLink((operation) =>
    from(execute({ query: print(operation.query), variables: operation.variables, operationName: operation.operationName })),
  );
  // The visitor's language (the API chose it: api/src/modules/storefront/locale.ts); an instance of
  // its own per render, so that concurrent renders in two languages never mix.
  const locale = parseLocale(options.locale) ?? DEFAULT_LOCALE;
  const i18n = createI18n(locale, await messagesFor(locale, ALL_AREAS));
  const client = createApolloClient({ terminatingLink: link, ssrMode: true, onSessionExpired: () => undefined });
  // Emotion's default cache would write a <style> before each element: 60-odd elements in the body,
  // each one restyling the page while it parses. A cache of our own is read out as one block instead.
  const cache = createCache({ key: EMOTION_KEY });
  const emotion = createEmotionServer(cache);
  const { result } = await prerenderStatic({
    tree: (
      <AppProviders client={client} emotionCache={cache} i18n={i18n}>
        <StaticRouter location={url}>
          <NavigationBridge />
          <AppRoutes />
        </StaticRouter>
      </AppProviders>
    ),
    // Every Suspense boundary inline, however large: React otherwise sends a big one (a page of
    // product cards) after its fallback with an inline script to swap it in, which needs JavaScript
    // and is refused by the Content-Security-Policy.
    renderFunction: async (tree) => {
      const { prelude } = await prerenderToNodeStream(tree, { progressiveChunkSize: Number.POSITIVE_INFINITY });
      // A Node Readable: an async iterable of chunks (the web app's types do not include Node's).
      return { prelude: prelude as unknown as AsyncIterable<string> };
    },
  });
  // Global rules (reset, base, token variables) first, then the class rules the page uses.
  const chunks = emotion.extractCriticalToChunks(result).styles;
  const ids = chunks.flatMap((chunk) => chunk.ids);
  const css = chunks.map((chunk) => chunk.css).join('');
  const styles = `<style ${SERVER_STYLES_ATTRIBUTE}="${ids.join(' ')}">${css.replaceAll('</style', '<\\/style')}</style>`;
  return { html: result, styles, state: client.extract() as Record<string, unknown> };
}

import { StrictMode, startTransition } from 'react';
import type { Messages } from '@lingui/core';
import type * as ReactDom from 'react-dom/client';
import { App } from '../app/App';
import { apolloClient } from '../app/app.setup';
import { registerBrowserI18n } from '../lib/i18n/areas';
import { createI18n } from '../lib/i18n/i18n';
import type { Locale } from '../lib/i18n/locales';
import { createBrowserEmotionCache } from './emotion-cache';

/**
 * Starts the app in #root (React DOM comes from main.ts, a download of its own). A page the server
 * rendered is hydrated: its query results (`serverState`) go into Apollo's cache first, so the first
 * render finds its data and matches the server's markup. The page is the same for every visitor (a
 * neutral navbar, see components/layout/Navbar.tsx); hydration keeps it, with what the visitor typed
 * into it meanwhile, and the render right after shows their own navbar and buttons. Rendering anew
 * instead would replace the page under them.
 *
 * React hydrates inside a transition: it renders in slices of a few milliseconds and lets the
 * browser answer the visitor in between, and a page's code (a lazy route, app/app.routes.tsx) is
 * hydrated when it has arrived, while the rest of the page already runs.
 */
export function startApp(
  { createRoot, hydrateRoot }: typeof ReactDom,
  serverState: HTMLElement | null,
  catalog: { locale: Locale; messages: Messages },
) {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  const hydrating = serverState !== null && container.hasChildNodes();
  if (serverState) apolloClient.cache.restore(JSON.parse(serverState.textContent ?? '{}'));
  // index.html's description is for visitors without JavaScript; each page renders its own
  // (components/meta/PageMeta), which React would add beside it. (A server-rendered page has its own
  // in place of it already; React takes over that one and the title.)
  if (!hydrating) document.head.querySelector('meta[name="description"]')?.remove();
  // A rendered page has Chakra's global CSS in its head: computing it again is half of the theme's
  // start-up cost on a phone (docs/decisions/0016-storefront-start-up-in-one-place.md).
  const i18n = createI18n(catalog.locale, catalog.messages);
  registerBrowserI18n(i18n);
  const app = (
    <StrictMode>
      <App emotionCache={createBrowserEmotionCache()} i18n={i18n} globalCssOnPage={hydrating} />
    </StrictMode>
  );
  startTransition(() => {
    if (hydrating) hydrateRoot(container, app);
    else createRoot(container).render(app);
  });
}

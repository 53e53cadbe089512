/**
 * The browser's entry (index.html). Why start-up works this way, and its Lighthouse figures:
 * docs/decisions/0016-storefront-start-up-in-one-place.md.
 *
 * A storefront page the server rendered (entry-server.tsx, served by api/src/modules/storefront) is
 * on screen before any of the app's code has run, its query results beside it in #apollo-state. Its
 * photos come first: the app's code is requested only once the page has loaded (or LOAD_WAIT_MS
 * passed), so on a slow connection it does not compete with them. Any other page starts at once.
 * Every import here is dynamic, so that index.html loads nothing more than this file before then.
 */

/** At most this long for a server-rendered page's photos before the app's code is fetched anyway. */
const LOAD_WAIT_MS = 2000;

/**
 * Resolves once the page has loaded (or LOAD_WAIT_MS passed) and been painted since: on a fast
 * connection `load` can come before the first paint, and code requested then would compete with it.
 */
function pageLoadedAndPainted(): Promise<void> {
  const loaded =
    document.readyState === 'complete'
      ? Promise.resolve()
      : new Promise<void>((resolve) => {
          window.addEventListener('load', () => resolve(), { once: true });
          setTimeout(resolve, LOAD_WAIT_MS);
        });
  return loaded.then(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
}

/** Ends the current task, so that the browser can paint and answer the visitor before the next step. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function main() {
  const serverState = document.getElementById('apollo-state');
  if (serverState) await pageLoadedAndPainted();
  // Three imports, requested at once. The browser runs each one's code as soon as all of it has
  // arrived, each in a task of its own: React DOM, Chakra with our theme, then the rest of the app
  // (which shares their code). One import would run all of it in one long task.
  const reactDom = import('react-dom/client');
  const chakra = import('../app/chakra.system');
  const app = import('./start-app');
  // The page's language (<html lang>, which the API sets: lib/i18n/i18n.ts pageLocale) and only its
  // catalog, requested with the rest: the first render, like the server's, is in that language.
  const locale = document.documentElement.lang === 'fr-CA' ? 'fr-CA' : 'en-CA';
  const catalog = locale === 'fr-CA' ? import('../locales/fr-CA.po') : import('../locales/en-CA.po');
  // Compiling the theme (tokens into CSS variables, recipes) is the longest step: a task of its own.
  const { getSystem } = await chakra;
  await nextTask();
  getSystem();
  await nextTask();
  const [{ startApp }, dom] = await Promise.all([app, reactDom]);
  startApp(dom, serverState, { locale, messages: (await catalog).messages });
}

void main();

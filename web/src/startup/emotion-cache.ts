import createCache, { type EmotionCache } from '@emotion/cache';

/** The prefix of the app's class names; the server renders with the same (entry-server.tsx). */
export const EMOTION_KEY = 'ms';

/** The attribute of a server-rendered page's style element: the ids of the rules it holds. */
export const SERVER_STYLES_ATTRIBUTE = 'data-server-emotion';

/**
 * The browser's Emotion cache. A page the server rendered has all its CSS in one style element in the
 * head (entry-server.tsx), with the ids of its rules; the cache is told about them, so hydration
 * inserts none of them again. The element is not marked as Emotion's own on purpose: Emotion would
 * move its elements within the head when adopting them, and the browser would parse the sheet again
 * and restyle the whole page.
 *
 * Class rules are skipped through `inserted`. Global styles (Chakra's reset, base styles and token
 * variables, which ChakraProvider renders with Emotion's <Global>) do not look there: they go
 * through `insert`, which skips them here when the page already has them.
 */
export function createBrowserEmotionCache(): EmotionCache {
  const cache = createCache({ key: EMOTION_KEY });
  const onPage = new Set<string>();
  for (const element of document.querySelectorAll(`style[${SERVER_STYLES_ATTRIBUTE}]`)) {
    for (const id of element.getAttribute(SERVER_STYLES_ATTRIBUTE)!.split(' ')) onPage.add(id);
  }
  for (const id of onPage) cache.inserted[id] = true;
  const { insert } = cache;
  cache.insert = (selector, serialized, sheet, shouldCache) => (onPage.has(serialized.name) ? undefined : insert(selector, serialized, sheet, shouldCache));
  return cache;
}

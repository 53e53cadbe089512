import createCache, { type EmotionCache } from '@emotion/cache';

/** The prefix of the app's class names; the server renders with the same (entry-server.tsx). */
export const EMOTION_KEY = 'ms';

/** The attribute of a server-rendered page's style element: the ids of the class rules it holds. */
export const SERVER_STYLES_ATTRIBUTE = 'data-server-emotion';

/**
 * The browser's Emotion cache. A page the server rendered has all its CSS in one style element in the
 * head (entry-server.tsx); the cache is told which rules it holds, so hydration inserts none of them
 * again. The element is not marked as Emotion's own on purpose: Emotion would move its elements
 * within the head when adopting them, and the browser would parse the sheet again and restyle the
 * whole page.
 */
export function createBrowserEmotionCache(): EmotionCache {
  const cache = createCache({ key: EMOTION_KEY });
  for (const element of document.querySelectorAll(`style[${SERVER_STYLES_ATTRIBUTE}]`)) {
    for (const id of element.getAttribute(SERVER_STYLES_ATTRIBUTE)!.split(' ')) cache.inserted[id] = true;
  }
  return cache;
}

import { ChakraProvider } from '@chakra-ui/react';
import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { getSystem } from '../app/chakra.system';
import { createBrowserEmotionCache, EMOTION_KEY, SERVER_STYLES_ATTRIBUTE } from './emotion-cache';

/**
 * The CSS Emotion inserted, in characters (out of tests Emotion writes each rule as the text of a
 * style element of its own; a server-rendered page's element is not Emotion's).
 */
const insertedCss = () => [...document.head.querySelectorAll('style[data-emotion]')].reduce((sum, element) => sum + (element.textContent ?? '').length, 0);

/**
 * Renders Chakra's provider (it renders the global styles) with `cache`: the names of the styles
 * handed to the cache, and how much CSS went into the page.
 */
function renderProvider(cache: EmotionCache): { names: string[]; css: number } {
  const names: string[] = [];
  const { insert } = cache;
  cache.insert = (selector, serialized, sheet, shouldCache) => {
    names.push(serialized.name);
    return insert(selector, serialized, sheet, shouldCache);
  };
  const { unmount } = render(
    <CacheProvider value={cache}>
      <ChakraProvider value={getSystem()}>
        <p>page</p>
      </ChakraProvider>
    </CacheProvider>,
  );
  const css = insertedCss();
  unmount();
  return { names, css };
}

afterEach(() => {
  document.head.innerHTML = '';
});

describe('the browser Emotion cache', () => {
  it("inserts none of Chakra's global styles again on a page whose server-rendered CSS has them", () => {
    // What a render inserts without the server's CSS: Chakra's layer order, reset, base and token variables.
    const alone = renderProvider(createCache({ key: EMOTION_KEY }));
    expect(alone.names.length).toBeGreaterThanOrEqual(2);
    expect(alone.css).toBeGreaterThan(10_000);
    document.head.innerHTML = '';

    const server = document.createElement('style');
    server.setAttribute(SERVER_STYLES_ATTRIBUTE, ['ms-1q2w3e', ...alone.names].join(' '));
    document.head.append(server);
    const cache = createBrowserEmotionCache();
    expect(cache.inserted['ms-1q2w3e']).toBe(true);
    expect(renderProvider(cache).css).toBe(0);
  });

  it('inserts them on a page the server did not render', () => {
    expect(renderProvider(createBrowserEmotionCache()).css).toBeGreaterThan(10_000);
  });
});

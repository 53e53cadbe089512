import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Pages are lazy modules that vitest transforms on first import: on a busy 2-core machine
// that alone can take longer than findBy*'s default 1 s.
configure({ asyncUtilTimeout: 5000 });

// Testing Library only auto-cleans with vitest globals, which this project does not enable.
afterEach(() => {
  cleanup();
  localStorage.clear();
});

// jsdom has no ResizeObserver; Chakra's positioning and nivo's responsive charts need one.
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;

// jsdom has no matchMedia; Chakra's breakpoint hooks call it.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

// jsdom logs "not implemented" for scrollTo; the navbar's back-to-top button calls it.
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;

import { StrictMode, startTransition } from 'react';

/**
 * Ends the current task and resolves in a new one, so that the browser can paint and answer input
 * between the stages of start-up. scheduler.yield() resumes ahead of other queued work where the
 * browser has it; setTimeout is the fallback.
 */
function nextTask(): Promise<void> {
  const { scheduler } = globalThis as { scheduler?: { yield?: () => Promise<void> } };
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}

/** At most this long for a server-rendered page's images before the app's code is fetched anyway. */
const LOAD_WAIT_MS = 2000;

/** Resolves once the page has loaded (or LOAD_WAIT_MS passed) and been painted. */
function afterLoadAndPaint(): Promise<void> {
  const painted = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  if (document.readyState === 'complete') return painted();
  return new Promise((resolve) => {
    const done = () => {
      window.removeEventListener('load', done);
      clearTimeout(timer);
      void painted().then(resolve);
    };
    const timer = setTimeout(done, LOAD_WAIT_MS);
    window.addEventListener('load', done);
  });
}

/** Links added per task: each starts a fetch, a few milliseconds of main-thread work on a phone. */
const PRELOADS_PER_TASK = 4;

/**
 * Fetches all the start-up code at once (the list comes from startup-code.plugin.ts), and resolves
 * once the browser has fetched and compiled it. Compiling runs on a background thread; evaluating
 * while it still runs would make the two compete for the phone's cores.
 */
async function preloadStartupCode() {
  const files = JSON.parse(document.getElementById('startup-chunks')?.textContent ?? '[]') as string[];
  // A browser without modulepreload fires no load event: it fetches the code on import instead.
  const waitForLoad = document.createElement('link').relList.supports('modulepreload');
  const preloaded: Promise<unknown>[] = [];
  for (let start = 0; start < files.length; start += PRELOADS_PER_TASK) {
    if (start > 0) await nextTask();
    for (const href of files.slice(start, start + PRELOADS_PER_TASK)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      if (waitForLoad) preloaded.push(new Promise((settle) => (link.onload = link.onerror = settle)));
      document.head.append(link);
    }
  }
  await Promise.all(preloaded);
}

/**
 * Start-up. The API renders storefront pages for guests (api/src/modules/storefront): the markup is
 * in #root and the data of its queries in #apollo-state. Such a page is shown and its images loaded
 * before the app's code is even fetched; then the app hydrates it. The code is fetched and compiled
 * all at once (startup-code.plugin.ts), then evaluated in stages, each a task of its own (Chakra's
 * theme is compiled a step per task), and React hydrates in a transition, in slices: no task keeps
 * the main thread from answering the visitor for long.
 */
async function start() {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  const serverState = document.getElementById('apollo-state');
  if (serverState) await afterLoadAndPaint();
  await preloadStartupCode();

  const { createRoot, hydrateRoot } = await import('react-dom/client');
  await nextTask();
  // Chakra's theme compiled: its tokens and recipes, once, here, a step per task.
  const { compileSystemStep } = await import('./app/chakra.system');
  do await nextTask();
  while (!compileSystemStep());
  await nextTask();
  // The app's modules in two tasks: its data layer (Apollo), then its components.
  const { apolloClient } = await import('./app/app.setup');
  await nextTask();
  const { App } = await import('./app/App');
  await nextTask();

  if (serverState) apolloClient.cache.restore(JSON.parse(serverState.textContent ?? '{}'));
  // Hydrated whoever is signed in: the server's page is the same for everyone (a neutral navbar, see
  // components/layout/Navbar.tsx), and hydration keeps it, with what the visitor typed into it
  // meanwhile; the render right after shows their own navbar and buttons. Rendering anew instead
  // would replace the page under them.
  const hydrate = serverState !== null && container.hasChildNodes();
  const app = (
    <StrictMode>
      <App serverRendered={serverState !== null} />
    </StrictMode>
  );
  startTransition(() => {
    if (hydrate) hydrateRoot(container, app);
    else createRoot(container).render(app);
  });
}

void start();

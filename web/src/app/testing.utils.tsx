import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { ChakraProvider } from '@chakra-ui/react';
// Testing Library's act: React's own, in an environment marked as one that supports it.
import { act, render } from '@testing-library/react';
import type { FormattedExecutionResult } from 'graphql';
import type { ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, useLocation, useNavigate, useRoutes, type Location, type NavigateFunction, type RouteObject } from 'react-router';
import { Observable } from 'rxjs';
import { onTestFinished } from 'vitest';
import { sessionStore } from '../lib/session.store';
import { getSystem } from './chakra.system';

export type RecordedOperation = { operationName: string | undefined; variables: Record<string, unknown> };
export type MockResponder = (
  operation: RecordedOperation,
) => FormattedExecutionResult | Promise<FormattedExecutionResult>;

/**
 * An Apollo client whose network is a function: every operation is recorded, so a test can
 * assert that a request was (or was not) sent, and answered with what the test returns.
 */
export function createTestClient(respond: MockResponder = () => ({ data: null })) {
  const operations: RecordedOperation[] = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        const recorded = { operationName: operation.operationName, variables: operation.variables };
        operations.push(recorded);
        let active = true;
        // Answer asynchronously, like a network; a responder may hold its answer back
        // (return a pending promise) to let a test look at the "busy" state.
        void Promise.resolve()
          .then(() => respond(recorded))
          .then(
            (result) => {
              if (!active) return;
              observer.next(result as ApolloLink.Result);
              observer.complete();
            },
            // A responder that throws plays a network failure.
            (error: unknown) => {
              if (active) observer.error(error);
            },
          );
        return () => {
          active = false;
        };
      }),
  );
  const client = new ApolloClient({ link, cache: new InMemoryCache() });
  return { client, operations };
}

export function setSession(session: { token: string; role: string; name?: string } | null) {
  if (session) {
    localStorage.setItem('token', session.token);
    localStorage.setItem('role', session.role);
    if (session.name) localStorage.setItem('name', session.name);
  } else {
    localStorage.clear();
  }
  sessionStore.restore();
}

/** Prints the router's current location, for assertions on redirects. */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

type RenderOptions = {
  path?: string;
  client?: ApolloClient;
};

/** The router as a test sees it: where it is now, and a way to go elsewhere. */
export type TestRouter = { location: Location; navigate: NavigateFunction };

function Routes({ routes, router }: { routes: RouteObject[]; router: Partial<TestRouter> }) {
  router.location = useLocation();
  router.navigate = useNavigate();
  return useRoutes(routes);
}

export function renderRoutes(routes: RouteObject[], { path = '/', client }: RenderOptions = {}) {
  const router: Partial<TestRouter> = {};
  const apollo = client ?? createTestClient().client;
  const result = render(
    <ChakraProvider value={getSystem()}>
      <ApolloProvider client={apollo}>
        <MemoryRouter initialEntries={[path]}>
          <Routes routes={routes} router={router} />
        </MemoryRouter>
      </ApolloProvider>
    </ChakraProvider>,
  );
  return { ...result, router: router as TestRouter };
}

/** Renders one element at `path` (and anything else via the catch-all) with a location probe. */
export function renderAt(element: ReactNode, options: RenderOptions & { routePath?: string } = {}) {
  const routes: RouteObject[] = [
    {
      path: options.routePath ?? '*',
      element: (
        <>
          {element}
          <LocationProbe />
        </>
      ),
    },
  ];
  if (options.routePath) routes.push({ path: '*', element: <LocationProbe /> });
  return renderRoutes(routes, options);
}

/**
 * A storefront page's life in the browser, for one element: rendered to HTML as the server does
 * (hooks see their server snapshots), that HTML put in the document, `beforeHydration` run on it
 * the way a visitor acts before the app's code has arrived, then hydrated. Returns the container
 * and the errors React recovered from: a first render that differs from the server's markup shows
 * there (and React then renders the whole tree anew, dropping what was in the DOM).
 */
export async function renderOnServerThenHydrate(
  element: ReactNode,
  { path = '/', client, beforeHydration }: RenderOptions & { beforeHydration?: (container: HTMLElement) => void } = {},
) {
  const apollo = client ?? createTestClient().client;
  const tree = (
    <ChakraProvider value={getSystem()}>
      <ApolloProvider client={apollo}>
        <MemoryRouter initialEntries={[path]}>
          {element}
          <LocationProbe />
        </MemoryRouter>
      </ApolloProvider>
    </ChakraProvider>
  );
  const container = document.createElement('div');
  container.innerHTML = renderToString(tree);
  document.body.append(container);
  beforeHydration?.(container);
  const recoverableErrors: unknown[] = [];
  const root = await act(async () =>
    hydrateRoot(container, tree, { onRecoverableError: (error) => recoverableErrors.push(error) }),
  );
  onTestFinished(() => {
    act(() => root.unmount());
    container.remove();
  });
  return { container, recoverableErrors };
}

import type { ReactElement } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { getSystem } from './chakra.system';

/**
 * A mocked response for a typed document; the generated types make the test data match the
 * query's selection (including __typename, which Apollo adds to every request).
 */
export function mockQuery<TData, TVariables extends Record<string, unknown>>(
  query: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
  data: TData,
  options: { delay?: number } = {},
): MockLink.MockedResponse<TData, TVariables> {
  return { request: { query, variables }, result: { data }, delay: options.delay ?? 5 };
}

/** A mocked GraphQL error response for a typed document. */
export function mockQueryError<TData, TVariables extends Record<string, unknown>>(
  query: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
  message = 'Internal server error',
): MockLink.MockedResponse<TData, TVariables> {
  return { request: { query, variables }, result: { errors: [{ message }] }, delay: 5 };
}

interface RenderPageOptions {
  mocks?: ReadonlyArray<MockLink.MockedResponse<unknown, Record<string, unknown>>>;
  /** The URL the page is opened at, e.g. "/product/p1". */
  route?: string;
  /** The route pattern the page is mounted on, e.g. "/product/:id". */
  path?: string;
}

/** Shows the current path and query string, so tests can check navigation and ?q= updates. */
function LocationProbe() {
  const location = useLocation();
  return (
    <div hidden data-testid="location">
      {location.pathname + location.search}
    </div>
  );
}

/** Renders a page with the app's Chakra theme, mocked Apollo responses and a memory router. */
export function renderPage(page: ReactElement, { mocks = [], route = '/', path = '/' }: RenderPageOptions = {}) {
  return render(
    <ChakraProvider value={getSystem()}>
      <MockedProvider mocks={mocks}>
        <MemoryRouter initialEntries={[route]}>
          <Routes>
            <Route
              path={path}
              element={
                <>
                  {page}
                  <LocationProbe />
                </>
              }
            />
            <Route path="*" element={<p>Navigated away</p>} />
          </Routes>
        </MemoryRouter>
      </MockedProvider>
    </ChakraProvider>,
  );
}

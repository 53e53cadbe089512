import { GraphiQL } from 'graphiql';
import 'graphiql/style.css';
import { StrictMode, type ComponentProps } from 'react';
import { createRoot } from 'react-dom/client';

type Fetcher = ComponentProps<typeof GraphiQL>['fetcher'];

/**
 * A plain same-origin HTTP fetcher: no CDN, no @graphiql/toolkit (not a direct dependency).
 * Headers typed in GraphiQL's header editor (e.g. {"Authorization": "Bearer ..."}) are sent
 * with every request.
 */
const fetcher: Fetcher = async (params, options) => {
  const response = await fetch('/graphql', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Accept: 'application/graphql-response+json, application/json',
      ...(options?.headers as Record<string, string> | undefined),
    },
    body: JSON.stringify(params),
  });
  const text = await response.text();
  try {
    return JSON.parse(text);
  } catch {
    return { errors: [{ message: `HTTP ${response.status}: ${text.slice(0, 500)}` }] };
  }
};

/** If this browser is signed in to the storefront, offer its token; otherwise an empty object. */
function initialHeaders(): string {
  let token: string | null = null;
  try {
    token = localStorage.getItem('token');
  } catch {
    // Storage blocked: start without headers.
  }
  return token ? JSON.stringify({ Authorization: `Bearer ${token}` }, null, 2) : '{}';
}

const DEFAULT_QUERY = `# Mainstreet GraphQL playground
#
# Signed-in operations need a bearer token:
# run the Login mutation below, then paste
#   {"Authorization": "Bearer <token>"}
# into the Headers tab under this editor.

query ListCategories {
  categories
}

mutation Login {
  login(input: { email: "you@example.com", password: "your password" }) {
    token
    role
    name
  }
}
`;

const container = document.getElementById('playground');
if (!container) throw new Error('playground.html has no #playground element');

createRoot(container).render(
  <StrictMode>
    <GraphiQL
      fetcher={fetcher}
      defaultQuery={DEFAULT_QUERY}
      defaultHeaders={initialHeaders()}
      isHeadersEditorEnabled
      defaultEditorToolsVisibility="headers"
      shouldPersistHeaders={false}
    />
  </StrictMode>,
);

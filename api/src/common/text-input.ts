import type { ApolloServerPlugin, BaseContext } from '@apollo/server';
import { GraphQLError, visit, type DocumentNode } from 'graphql';

export const UNSUPPORTED_TEXT = 'Text may not contain NUL characters or broken Unicode (unpaired surrogates).';

// PostgreSQL text cannot hold NUL ("invalid message format"), and an unpaired UTF-16 surrogate has
// no UTF-8 form (validator's isEmail throws URIError on it): both would surface as internal errors
// deep in a service, so every operation is refused up front. With the u flag, \p{Surrogate}
// matches only unpaired surrogates: a valid pair is one astral code point.
const UNSUPPORTED = /\u0000|\p{Surrogate}/u;

function hasUnsupportedText(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return UNSUPPORTED.test(value);
  // Variables are JSON: bounded by the body size, nesting bounded here as well.
  if (depth > 32 || value === null || typeof value !== 'object') return false;
  const values = Array.isArray(value) ? value : Object.entries(value).flat();
  return values.some((item) => hasUnsupportedText(item, depth + 1));
}

/** Apollo reuses a parsed document for every request with the same text: its literals are checked once. */
const literalsChecked = new WeakMap<DocumentNode, boolean>();

function hasUnsupportedLiteral(document: DocumentNode): boolean {
  let found = literalsChecked.get(document);
  if (found === undefined) {
    found = false;
    visit(document, {
      StringValue(node) {
        if (UNSUPPORTED.test(node.value)) found = true;
      },
    });
    literalsChecked.set(document, found);
  }
  return found;
}

/** The BAD_USER_INPUT error when the variables or a string literal of the document hold such text. */
export function unsupportedTextError(document: DocumentNode | undefined, variables: unknown): GraphQLError | undefined {
  const found = hasUnsupportedText(variables) || (document !== undefined && hasUnsupportedLiteral(document));
  return found ? new GraphQLError(UNSUPPORTED_TEXT, { extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } } }) : undefined;
}

/** Refuses an HTTP operation carrying such text before any resolver runs. */
export function textInputPlugin<TContext extends BaseContext>(): ApolloServerPlugin<TContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ document, request }) {
          const error = unsupportedTextError(document, request.variables);
          if (error) throw error;
        },
      };
    },
  };
}

import { CombinedGraphQLErrors } from '@apollo/client/errors';

/**
 * The message to show a user for a failed operation: the server's own message for a
 * GraphQL error (the API makes those readable), else the screen's fallback. Network and
 * parse errors get the fallback, since their texts ("Failed to fetch") mean nothing to users.
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (CombinedGraphQLErrors.is(error)) {
    const message = error.errors.find((e) => e.message?.trim())?.message;
    if (message) return message;
  }
  return fallback;
}

/** Whether the error carries the API's UNAUTHENTICATED code. */
export function isUnauthenticated(error: unknown): boolean {
  return (
    CombinedGraphQLErrors.is(error) &&
    error.errors.some((e) => e.extensions?.code === 'UNAUTHENTICATED')
  );
}

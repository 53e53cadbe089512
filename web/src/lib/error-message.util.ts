import { CombinedGraphQLErrors } from '@apollo/client/errors';
import type { I18n } from '@lingui/core';
import { apiErrorText } from './api-text';
import { currentBrowserI18n } from './i18n/areas';

/**
 * The message to show a user for a failed operation: the server's message for a GraphQL error
 * (the API makes those readable), in the reader's language when its code is one we word ourselves
 * (lib/api-error-messages.ts), else the screen's fallback. Network and parse errors get the
 * fallback, since their texts ("Failed to fetch") mean nothing to users. `i18n`: the app's by default.
 */
export function errorMessage(error: unknown, fallback: string, i18n: I18n | undefined = currentBrowserI18n()): string {
  if (CombinedGraphQLErrors.is(error)) {
    const found = error.errors.find((e) => e.message?.trim());
    if (found) return apiErrorText(i18n, found.extensions?.code, found.message, found.extensions?.params);
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

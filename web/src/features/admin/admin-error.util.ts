import { CombinedGraphQLErrors } from '@apollo/client/errors';

/**
 * Codes whose server message tells the admin more than the screen's fallback ("You cannot
 * delete your own account.", "An account with this email already exists."). Network and
 * internal failures show the spec's fallback (section 8).
 */
const SPECIFIC_CODES = new Set(['BAD_USER_INPUT', 'FORBIDDEN', 'NOT_FOUND']);

export function adminErrorMessage(error: unknown, fallback: string): string {
  if (CombinedGraphQLErrors.is(error)) {
    const specific = error.errors.find((e) => SPECIFIC_CODES.has(String(e.extensions?.code ?? '')) && e.message?.trim());
    if (specific) return specific.message;
  }
  return fallback;
}

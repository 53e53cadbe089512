import { CombinedGraphQLErrors } from '@apollo/client/errors';

/**
 * Error codes whose server message tells the customer more than the screen's fallback
 * ('Only 3 of "Aged Cheddar" left in stock.', 'This product is not in your cart.').
 * Other failures (network, internal) get the fallback from spec section 8.
 */
const SPECIFIC_CODES = new Set(['OUT_OF_STOCK', 'BAD_USER_INPUT', 'NOT_FOUND']);

export function commerceErrorMessage(error: unknown, fallback: string): string {
  if (CombinedGraphQLErrors.is(error)) {
    const specific = error.errors.find(
      (e) => SPECIFIC_CODES.has(String(e.extensions?.code ?? '')) && e.message?.trim(),
    );
    if (specific) return specific.message;
  }
  return fallback;
}

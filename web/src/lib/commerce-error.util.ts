import { CombinedGraphQLErrors } from '@apollo/client/errors';
import type { I18n } from '@lingui/core';
import { apiErrorText } from './api-text';
import { currentBrowserI18n } from './i18n/areas';

/**
 * Error codes whose server message tells the customer more than the screen's fallback
 * ('Only 3 of "Aged Cheddar" left in stock.', 'This product is not in your cart.'), shown in the
 * reader's language (lib/api-error-messages.ts). Other failures (network, internal) get the
 * fallback from spec section 8.
 */
const SPECIFIC_CODES = new Set(['OUT_OF_STOCK', 'BAD_USER_INPUT', 'NOT_FOUND']);

export function commerceErrorMessage(error: unknown, fallback: string, i18n: I18n | undefined = currentBrowserI18n()): string {
  if (CombinedGraphQLErrors.is(error)) {
    const specific = error.errors.find(
      (e) => SPECIFIC_CODES.has(String(e.extensions?.code ?? '')) && e.message?.trim(),
    );
    if (specific) return apiErrorText(i18n, specific.extensions?.code, specific.message, specific.extensions?.params);
  }
  return fallback;
}

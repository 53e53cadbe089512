import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * Why a refund has not been made yet, in the reader's language (issue 20). The API keeps the last
 * error as text: the payment provider's own words (shown as it gave them), or a reason of ours in
 * English (api/src/modules/payments/refund-dispatcher.ts), worded here.
 */
const OWN_REASONS: Record<string, MessageDescriptor> = {
  'Waiting for the payment to be confirmed.': msg`Waiting for the payment to be confirmed.`,
};

export function refundErrorText(i18n: I18n, lastError: string): string {
  const reason = OWN_REASONS[lastError];
  return reason ? i18n._(reason) : lastError;
}

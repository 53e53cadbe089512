import { apiAnswerText } from '../../lib/api-text';
import { useLingui } from '@lingui/react/macro';
import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { errorMessage } from '../../lib/error-message.util';
import { failed, succeeded, type Outcome } from '../../lib/outcome';
import { ConfirmNewsletterSubscriptionMutation, UnsubscribeNewsletterMutation } from './newsletter.operations';

export type NewsletterLinkAction = 'confirm' | 'unsubscribe';

/** Follows a newsletter link's action (a button press, so mail scanners that open links change nothing). */
export function useNewsletterLink(action: NewsletterLinkAction) {
  const [confirm, confirming] = useMutation(ConfirmNewsletterSubscriptionMutation);
  const [unsubscribe, unsubscribing] = useMutation(UnsubscribeNewsletterMutation);
  const { i18n, t } = useLingui();
  const run = useCallback(
    async (token: string): Promise<Outcome<string>> => {
      try {
        const variables = { input: { token } };
        const message =
          action === 'confirm'
            ? (await confirm({ variables })).data?.confirmNewsletterSubscription.message
            : (await unsubscribe({ variables })).data?.unsubscribeNewsletter.message;
        return succeeded(apiAnswerText(i18n, message ?? ''));
      } catch (error) {
        return failed(errorMessage(error, t`This link is invalid or has expired.`, i18n));
      }
    },
    [action, confirm, unsubscribe, i18n, t],
  );
  return { run, busy: confirming.loading || unsubscribing.loading };
}

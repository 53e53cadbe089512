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
  const run = useCallback(
    async (token: string): Promise<Outcome<string>> => {
      try {
        const variables = { input: { token } };
        const message =
          action === 'confirm'
            ? (await confirm({ variables })).data?.confirmNewsletterSubscription.message
            : (await unsubscribe({ variables })).data?.unsubscribeNewsletter.message;
        return succeeded(message ?? '');
      } catch (error) {
        return failed(errorMessage(error, 'This link is invalid or has expired.'));
      }
    },
    [action, confirm, unsubscribe],
  );
  return { run, busy: confirming.loading || unsubscribing.loading };
}

import { useApolloClient, useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { errorMessage } from '../../lib/error-message.util';
import { failed, succeeded, type Outcome } from '../../lib/outcome';
import { ConfirmNewsletterSubscriptionMutation, UnsubscribeNewsletterMutation } from './newsletter.operations';

/**
 * The footer's sign-up. The footer is on every storefront page's first load, so the operation is
 * fetched only when someone subscribes (its chunk is tiny, the first-load budget is not).
 */
export function useNewsletterSignup() {
  const client = useApolloClient();
  return useCallback(
    async (email: string): Promise<Outcome<string>> => {
      try {
        const { SubscribeNewsletterMutation } = await import('./newsletter.operations');
        const { data } = await client.mutate({ mutation: SubscribeNewsletterMutation, variables: { input: { email } } });
        return succeeded(data?.subscribeNewsletter.message ?? 'Thanks for subscribing! Please check your inbox to confirm your address.');
      } catch (error) {
        return failed(errorMessage(error, 'We could not sign you up. Please try again.'));
      }
    },
    [client],
  );
}

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

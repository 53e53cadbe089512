import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import { useLingui } from '@lingui/react/macro';
import { errorMessage } from '../../lib/error-message.util';
import { failed, succeeded, type Outcome } from '../../lib/outcome';

/**
 * The footer's sign-up. The footer is on every storefront page's first load, so the operation is
 * fetched only when someone subscribes (its chunk is tiny, the first-load budget is not).
 */
export function useNewsletterSignup() {
  const client = useApolloClient();
  const { t } = useLingui();
  return useCallback(
    async (email: string): Promise<Outcome<string>> => {
      try {
        const { SubscribeNewsletterMutation } = await import('./newsletter-signup.operations');
        const { data } = await client.mutate({ mutation: SubscribeNewsletterMutation, variables: { input: { email } } });
        return succeeded(data?.subscribeNewsletter.message ?? t`Thanks for subscribing! Please check your inbox to confirm your address.`);
      } catch (error) {
        return failed(errorMessage(error, t`We could not sign you up. Please try again.`));
      }
    },
    [client, t],
  );
}

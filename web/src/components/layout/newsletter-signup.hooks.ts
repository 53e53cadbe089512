import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import { useLingui } from '@lingui/react/macro';
import { errorMessage } from '../../lib/error-message.util';
import { failed, succeeded, type Outcome } from '../../lib/outcome';
import { apiAnswerText } from '../../lib/api-text';
import { loadArea } from '../../lib/i18n/areas';

/**
 * The footer's sign-up. The footer is on every storefront page's first load, so the operation is
 * fetched only when someone subscribes (its chunk is tiny, the first-load budget is not).
 */
const loadNotices = () => loadArea('notices').catch(() => undefined);

export function useNewsletterSignup() {
  const client = useApolloClient();
  const { i18n, t } = useLingui();
  return useCallback(
    async (email: string): Promise<Outcome<string>> => {
      try {
        // With the API's words in the reader's language (the `notices` area), loaded meanwhile.
        const [{ SubscribeNewsletterMutation }] = await Promise.all([import('./newsletter-signup.operations'), loadNotices()]);
        const { data } = await client.mutate({ mutation: SubscribeNewsletterMutation, variables: { input: { email } } });
        const answer = data?.subscribeNewsletter.message;
        return succeeded(answer ? apiAnswerText(i18n, answer) : t`Thanks for subscribing! Please check your inbox to confirm your address.`);
      } catch (error) {
        await loadNotices();
        return failed(errorMessage(error, t`We could not sign you up. Please try again.`, i18n));
      }
    },
    [client, i18n, t],
  );
}

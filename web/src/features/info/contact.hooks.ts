import { apiAnswerText } from '../../lib/api-text';
import { useLingui } from '@lingui/react/macro';
import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import type { ContactMessageInput } from '../../gql/graphql';
import { errorMessage } from '../../lib/error-message.util';
import { failed, succeeded, type Outcome } from '../../lib/outcome';
import { SendContactMessageMutation } from './contact.operations';
import { loadArea } from '../../lib/i18n/areas';

/**
 * The API's words in the reader's language (the `notices` area), loaded with the first message sent
 * rather than with the page: they would take the contact page's first load over its budget.
 */
const loadNotices = () => loadArea('notices').catch(() => undefined);

/** Sends the contact form; resolves to the API's thank-you, or the message to show (limits, invalid fields). */
export function useSendContactMessage() {
  const [sendContactMessage, { loading }] = useMutation(SendContactMessageMutation);
  const { i18n, t } = useLingui();
  const send = useCallback(
    async (input: ContactMessageInput): Promise<Outcome<string>> => {
      try {
        const [{ data }] = await Promise.all([sendContactMessage({ variables: { input } }), loadNotices()]);
        const answer = data?.sendContactMessage.message;
        return succeeded(answer ? apiAnswerText(i18n, answer) : t`Thank you for your message!`);
      } catch (error) {
        await loadNotices();
        return failed(errorMessage(error, t`Your message could not be sent. Please try again.`, i18n));
      }
    },
    [sendContactMessage, i18n, t],
  );
  return { send, sending: loading };
}

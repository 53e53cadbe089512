import { useMutation, useQuery } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { errorMessage } from '../../lib/error-message.util';
import { apiAnswerText } from '../../lib/api-text';
import { useLingui } from '@lingui/react/macro';
import { GetCustomerDashboardQuery, ResendVerificationEmailMutation } from './customer.operations';

/** The customer dashboard's account figures, trending products and top vendors, in one request. */
export function useCustomerDashboard() {
  const { data, loading, error } = useQuery(GetCustomerDashboardQuery);
  return { dashboard: data, loading, error };
}

type ResendFeedback = { ok: boolean; text: string };

/**
 * Mails a new verification link (the API allows one a minute). `feedback` is the API's answer,
 * or what went wrong (its message when it says, else the spec's text), cleared when sending again.
 */
export function useResendVerificationEmail() {
  const [resendVerificationEmail, { loading }] = useMutation(ResendVerificationEmailMutation);
  const [feedback, setFeedback] = useState<ResendFeedback | null>(null);
  const { i18n, t } = useLingui();

  const resend = useCallback(async () => {
    setFeedback(null);
    try {
      const { data } = await resendVerificationEmail();
      const answer = data?.resendVerificationEmail.message;
      setFeedback({ ok: true, text: answer ? apiAnswerText(i18n, answer) : t`Verification email sent.` });
    } catch (error) {
      setFeedback({ ok: false, text: errorMessage(error, t`Failed to send the verification email. Try again.`, i18n) });
    }
  }, [resendVerificationEmail, i18n, t]);

  return { resend, sending: loading, feedback };
}

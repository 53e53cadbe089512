import { useMutation, useQuery } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { errorMessage } from '../../lib/error-message.util';
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

  const resend = useCallback(async () => {
    setFeedback(null);
    try {
      const { data } = await resendVerificationEmail();
      setFeedback({ ok: true, text: data?.resendVerificationEmail.message ?? 'Verification email sent.' });
    } catch (error) {
      setFeedback({ ok: false, text: errorMessage(error, 'Failed to send the verification email. Try again.') });
    }
  }, [resendVerificationEmail]);

  return { resend, sending: loading, feedback };
}

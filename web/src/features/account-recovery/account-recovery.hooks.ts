import { useApolloClient, useMutation } from '@apollo/client/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../lib/error-message.util';
import { apiAnswerText } from '../../lib/api-text';
import { useLingui } from '@lingui/react/macro';
import { failed, succeeded, type Outcome } from '../../lib/outcome';
import { sessionStore } from '../../lib/session.store';
import { RequestPasswordResetMutation, ResetPasswordMutation, VerifyEmailMutation } from './account-recovery.operations';

type Verification =
  | { status: 'verifying' }
  | { status: 'verified'; message: string }
  /** `reason`: the server's explanation, if it gave one. */
  | { status: 'failed'; reason: string | null };

/**
 * Checks an email verification link's token, once per token (the link works once, and React runs
 * effects twice in development). On success a signed-in user's cached account, which still says
 * "Not Verified", is dropped so it is read again when next shown.
 */
export function useVerifyEmail(token: string): Verification {
  const client = useApolloClient();
  const [verifyEmail] = useMutation(VerifyEmailMutation);
  const { i18n, t } = useLingui();
  const [verification, setVerification] = useState<Verification>({ status: 'verifying' });
  const sentFor = useRef<string | null>(null);

  useEffect(() => {
    if (sentFor.current === token) return;
    sentFor.current = token;
    setVerification({ status: 'verifying' });
    verifyEmail({ variables: { token } }).then(
      ({ data }) => {
        const answer = data?.verifyEmail.message;
        setVerification({ status: 'verified', message: answer ? apiAnswerText(i18n, answer) : t`Your email address has been verified.` });
        client.cache.evict({ id: 'ROOT_QUERY', fieldName: 'me' });
        client.cache.gc();
      },
      (error: unknown) => setVerification({ status: 'failed', reason: errorMessage(error, '', i18n) || null }),
    );
    // Once per token: a change of language does not verify again.
  }, [token, verifyEmail, client]);

  return verification;
}

/**
 * Asks for a password reset link; resolves to the API's answer (which never tells whether the
 * address has an account), or the message to show.
 */
export function useRequestPasswordReset() {
  const [requestPasswordReset, { loading }] = useMutation(RequestPasswordResetMutation);
  const { i18n, t } = useLingui();

  const request = useCallback(
    async (email: string): Promise<Outcome<string>> => {
      try {
        const { data } = await requestPasswordReset({ variables: { input: { email } } });
        const answer = data?.requestPasswordReset.message;
        return succeeded(answer ? apiAnswerText(i18n, answer) : t`If an account exists for that email address, we have sent it a reset link.`);
      } catch (error) {
        return failed(errorMessage(error, t`Failed to send password reset email. Try again.`, i18n));
      }
    },
    [requestPasswordReset, i18n, t],
  );

  return { request, sending: loading };
}

/**
 * Sets a new password from a reset link's token. Every session of the account ends, this
 * browser's included. Resolves to the API's confirmation, or the server's reason ('' when it gave
 * none).
 */
export function useResetPassword() {
  const [resetPassword, { loading }] = useMutation(ResetPasswordMutation);
  const { i18n, t } = useLingui();

  const reset = useCallback(
    async (token: string, password: string): Promise<Outcome<string>> => {
      try {
        const { data } = await resetPassword({ variables: { input: { token, password } } });
        sessionStore.logout();
        const answer = data?.resetPassword.message;
        return succeeded(answer ? apiAnswerText(i18n, answer) : t`Your password has been reset.`);
      } catch (error) {
        return failed(errorMessage(error, '', i18n));
      }
    },
    [resetPassword, i18n, t],
  );

  return { reset, resetting: loading };
}

import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import type { SignupInput } from '../../gql/graphql';
import { errorMessage } from '../../lib/error-message.util';
import { apiAnswerText } from '../../lib/api-text';
import { failed, succeeded, type Outcome } from '../../lib/outcome';
import { useLingui } from '@lingui/react/macro';
import { activateLocale } from '../../lib/i18n/i18n';
import { parseLocale } from '../../lib/i18n/locales';
import { sessionStore } from '../../lib/session.store';
import { LoginMutation, LogoutMutation, SignupMutation } from './auth.operations';

/** How long signing out waits for the server before clearing this device's session anyway. */
const LOGOUT_WAIT_MS = 3000;

/** Signs in and stores the session; resolves to the signed-in role, or the message to show. */
export function useLogin() {
  const [login, { loading }] = useMutation(LoginMutation);
  const { i18n, t } = useLingui();

  const signIn = useCallback(
    async (email: string, password: string): Promise<Outcome<{ role: string }>> => {
      try {
        const { data } = await login({ variables: { input: { email, password } } });
        const payload = data?.login;
        if (!payload?.token || !sessionStore.login(payload)) return failed(t`Login failed. No token received.`);
        // The language the account chose, on this browser too (its cookie then renders pages in it).
        const locale = parseLocale(payload.locale);
        if (locale) await activateLocale(i18n, locale).catch(() => undefined);
        return succeeded({ role: payload.role });
      } catch (error) {
        return failed(errorMessage(error, t`Login failed`));
      }
    },
    [login, i18n, t],
  );

  return { signIn, signingIn: loading };
}

/** Creates an account; resolves to the API's confirmation, or the message to show. */
export function useSignup() {
  const [signup, { loading }] = useMutation(SignupMutation);
  const { i18n, t } = useLingui();

  const signUp = useCallback(
    async (input: SignupInput): Promise<Outcome<string>> => {
      try {
        const { data } = await signup({ variables: { input } });
        const answer = data?.signup.message;
        return succeeded(answer ? apiAnswerText(i18n, answer) : t`Your account has been created.`);
      } catch (error) {
        return failed(errorMessage(error, t`Registration failed. Please try again.`));
      }
    },
    [signup, i18n, t],
  );

  return { signUp, signingUp: loading };
}

/**
 * Signs out: ends the session on the server (so the token is useless if it was copied), then
 * clears token, role and name. Signing out on this device never waits on the network for long:
 * a failed or slow call still clears the local session.
 */
export function useLogout(): () => Promise<void> {
  const [logout] = useMutation(LogoutMutation);
  return useCallback(async () => {
    if (sessionStore.getToken()) {
      const timeout = new Promise((resolve) => setTimeout(resolve, LOGOUT_WAIT_MS));
      await Promise.race([logout().catch(() => undefined), timeout]);
    }
    sessionStore.logout();
  }, [logout]);
}

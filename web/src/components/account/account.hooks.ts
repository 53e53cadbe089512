import { useLingui } from '@lingui/react/macro';
import { useMutation, useQuery } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../lib/error-message.util';
import { failed, succeeded, type Outcome } from '../../lib/outcome';
import { sessionStore } from '../../lib/session.store';
import {
  ChangePasswordMutation,
  LogoutEverywhereMutation,
  MySessionsQuery,
  RevokeSessionMutation,
} from './account.operations';

/** Changes the signed-in user's password; this tab stays signed in with the token the API returns. */
export function useChangePassword() {
  const { t } = useLingui();
  const [changePassword, { loading }] = useMutation(ChangePasswordMutation);

  const change = useCallback(
    async (input: { currentPassword: string; newPassword: string }): Promise<Outcome> => {
      try {
        const { data } = await changePassword({ variables: { input } });
        const payload = data?.changePassword;
        if (payload?.token) {
          // The server revokes every earlier token; keep this tab signed in with the new one.
          const previous = sessionStore.getSnapshot();
          sessionStore.login({ ...payload, name: payload.name ?? previous?.name });
        }
        return succeeded(undefined);
      } catch (error) {
        return failed(errorMessage(error, t`Failed to update password.`));
      }
    },
    [changePassword],
  );

  return { changePassword: change, changing: loading };
}

/**
 * Where the account is signed in, with signing out one other device (the list is read again) or
 * every device, this one included (then to /login). `failure` is the last action's or the load's
 * error text.
 */
export function useSessions() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { data, loading, error } = useQuery(MySessionsQuery, { fetchPolicy: 'cache-and-network' });
  const [revokeSession] = useMutation(RevokeSessionMutation, { refetchQueries: [MySessionsQuery] });
  const [logoutEverywhere, { loading: endingAll }] = useMutation(LogoutEverywhereMutation);
  const [actionFailure, setActionFailure] = useState<string | null>(null);

  const revoke = useCallback(
    (id: string) =>
      revokeSession({ variables: { id } }).then(
        () => undefined,
        (err: unknown) => setActionFailure(errorMessage(err, t`Could not sign out that session.`)),
      ),
    [revokeSession],
  );

  const signOutEverywhere = useCallback(async () => {
    setActionFailure(null);
    try {
      await logoutEverywhere();
      sessionStore.logout();
      void navigate('/login', { replace: true });
    } catch (err) {
      setActionFailure(errorMessage(err, t`Could not sign out everywhere. Please try again.`));
    }
  }, [logoutEverywhere, navigate, t]);

  const failure = actionFailure ?? (error ? errorMessage(error, t`Could not load your sessions.`) : null);
  return { sessions: data?.mySessions, loading, failure, revoke, signOutEverywhere, endingAll };
}

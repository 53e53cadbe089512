import { useMutation } from '@apollo/client/react';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { PageLoader } from '../components/ui/PageLoader';
import { graphql } from '../gql';
import { sessionStore } from '../lib/session.store';

const LogoutMutation = graphql(`
  mutation Logout {
    logout
  }
`);

/**
 * /logout: ends the session on the server (so the token is useless if it was copied), then clears
 * token, role and name and goes to /login. Signing out on this device never waits on the network
 * for long: a failed or slow call still clears the local session.
 */
export function LogoutRoute() {
  const navigate = useNavigate();
  const [logout] = useMutation(LogoutMutation);
  useEffect(() => {
    const finish = () => {
      sessionStore.logout();
      void navigate('/login', { replace: true });
    };
    if (!sessionStore.getToken()) return finish();
    const timeout = new Promise((resolve) => setTimeout(resolve, 3000));
    void Promise.race([logout().catch(() => undefined), timeout]).then(finish);
  }, [logout, navigate]);
  return <PageLoader label="Signing out…" />;
}

import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { PageLoader } from '../components/ui/PageLoader';
import { sessionStore } from '../lib/session.store';

/** /logout: clears token, role and name, then goes to /login. */
export function LogoutRoute() {
  const navigate = useNavigate();
  useEffect(() => {
    sessionStore.logout();
    void navigate('/login', { replace: true });
  }, [navigate]);
  return <PageLoader label="Signing out…" />;
}

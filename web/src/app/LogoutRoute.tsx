import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { PageLoader } from '../components/ui/PageLoader';
import { useLogout } from '../features/auth/auth.hooks';

/** /logout: signs out (see useLogout), then goes to /login. */
export function LogoutRoute() {
  const navigate = useNavigate();
  const logout = useLogout();
  useEffect(() => {
    void logout().then(() => navigate('/login', { replace: true }));
  }, [logout, navigate]);
  return <PageLoader label="Signing out…" />;
}

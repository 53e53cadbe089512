import { Navigate } from 'react-router';
import { accountPathForRole, useSession } from '../lib/session.store';

/** /profile and /settings: the signed-in role's own page; guests go to /login. */
export function AccountRedirect({ page }: { page: 'profile' | 'settings' }) {
  const session = useSession();
  if (!session) return <Navigate to="/login" replace state={{ from: `/${page}` }} />;
  const target = accountPathForRole(session.role, page);
  return <Navigate to={target ?? '/unauthorized'} replace />;
}

import { Navigate, Outlet, useLocation } from 'react-router';
import type { LoginRedirectState } from '../lib/login-redirect';
import { hasAnyRole, useSession } from '../lib/session.store';

type RequireRoleProps = {
  /** Roles allowed in (letter case ignored); omit to admit any signed-in user. */
  roles?: readonly string[];
};

/**
 * Route guard (spec section 6): a guest goes to /login, remembering where they were
 * heading; a signed-in user with another role goes to /unauthorized.
 */
export function RequireRole({ roles }: RequireRoleProps) {
  const session = useSession();
  const location = useLocation();

  if (!session) {
    const state: LoginRedirectState = { from: location.pathname + location.search };
    return <Navigate to="/login" replace state={state} />;
  }
  if (roles && !hasAnyRole(session.role, roles)) {
    return <Navigate to="/unauthorized" replace />;
  }
  return <Outlet />;
}

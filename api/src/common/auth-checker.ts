import type { AuthChecker } from 'type-graphql';
import type { AppContext } from './context';
import { forbidden, unauthenticated } from './errors';
import { sameRole } from './roles';

/**
 * One check for every `@Authorized(...)` field: a guest (or an expired token) is UNAUTHENTICATED,
 * a signed-in caller without one of the listed roles is FORBIDDEN. Roles compare ignoring case.
 */
export const authChecker: AuthChecker<AppContext> = ({ context }, roles) => {
  if (!context.user) throw unauthenticated(context.tokenError ?? 'You must be signed in.');
  if (roles.length && !roles.some((role) => sameRole(role, context.user!.role))) throw forbidden();
  return true;
};

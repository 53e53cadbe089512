import type { AuthChecker } from 'type-graphql';
import { assertAccess } from './access';
import type { AppContext } from './context';
import type { Role } from './roles';

/** type-graphql's check for every `@Allow(...)` field (see access.ts): no roles means any signed-in account. */
export const authChecker: AuthChecker<AppContext> = ({ context }, roles) => {
  assertAccess(context, roles.length ? (roles as Role[]) : 'signed-in');
  return true;
};

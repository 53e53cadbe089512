import { hasAnyRole } from './session.store';

export const ADMIN_ONLY = ['Admin'] as const;
export const VENDOR_ONLY = ['Vendor'] as const;
export const CUSTOMER_ONLY = ['Customer'] as const;
export const ANY_SIGNED_IN = null;

/** Vendor pages behind the guard; any other /vendor/{id} is a public shop page. */
const VENDOR_PAGES = ['dashboard', 'products', 'orders', 'profile', 'settings', 'sales', 'inventory', 'earnings', 'payouts', 'taxes'];

type Rule = { test: RegExp; roles: readonly string[] | typeof ANY_SIGNED_IN };

const RULES: Rule[] = [
  { test: /^\/admin(\/|$)/i, roles: ADMIN_ONLY },
  { test: new RegExp(`^/vendor/?$|^/vendor/(${VENDOR_PAGES.join('|')})(/|$)`, 'i'), roles: VENDOR_ONLY },
  { test: /^\/customer(\/|$)|^\/(checkout|cart|orders|wishlist)\/?$/i, roles: CUSTOMER_ONLY },
  { test: /^\/(profile|settings)\/?$/i, roles: ANY_SIGNED_IN },
];

/**
 * Whether a signed-in user with this role may open the path. Used after login to decide
 * whether to return the user to the guarded page that sent them to /login; the route tree
 * itself applies the same role lists through <RequireRole>.
 */
export function canOpenPath(pathname: string, role: string): boolean {
  const rule = RULES.find((r) => r.test.test(pathname));
  if (!rule || rule.roles === ANY_SIGNED_IN) return true;
  return hasAnyRole(role, rule.roles);
}

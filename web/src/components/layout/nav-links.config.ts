import { msg } from '@lingui/core/macro';
import { knownRole } from '../../lib/session.store';
import { type NavLinkItem, ROLE_LINKS } from './role-nav-links';

export type { NavLinkItem };

/**
 * Top navigation per role (spec: "Top navigation bar"), the same links in the desktop bar and the
 * mobile menu. Every signed-in role's home (its post-login landing page) is one click away, which
 * the spec's lists leave out for customers and admins.
 */
const LINKS: Record<'Guest' | 'Admin' | 'Vendor' | 'Customer', NavLinkItem[]> = {
  Guest: [
    { label: msg`Home`, to: '/' },
    { label: msg`Vendors`, to: '/vendors' },
    { label: msg`Products`, to: '/products' },
    { label: msg`Login`, to: '/login' },
    { label: msg`Sign Up`, to: '/signup' },
  ],
  // The signed-in roles' links, with their texts in a catalog of their own (see role-nav-links.ts).
  ...ROLE_LINKS,
};

/** Signed in with a role the app does not know: browse like a guest, without Login/Sign Up. */
const SIGNED_IN_OTHER: NavLinkItem[] = LINKS.Guest.slice(0, 3);

export function navLinksFor(session: { role: string } | null): NavLinkItem[] {
  if (!session) return LINKS.Guest;
  const role = knownRole(session.role);
  return role ? LINKS[role] : SIGNED_IN_OTHER;
}

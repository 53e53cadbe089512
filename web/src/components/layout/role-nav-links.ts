import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

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
 * The signed-in roles' links (nav-links.config.ts). Their texts are in the `on-demand` catalog
 * (lib/i18n/areas.ts), not the start-up one: a guest on the storefront never sees them, and the
 * navbar shows them once that catalog has loaded (components/layout/on-demand-texts.hook.ts).
 */
export const ROLE_LINKS: Record<'Admin' | 'Vendor' | 'Customer', NavLinkItem[]> = {
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

/**
 * The files whose every user-visible text goes through the catalogs (issue 20): the storefront a guest
 * sees first. translated-folders.test.ts fails on a bare text in them. Translating another area
 * means adding its folder or files here.
 */
export const TRANSLATED_PATHS: readonly string[] = [
  'components/layout/',
  'components/catalog/',
  'components/meta/',
  'features/catalog/',
  'features/cart/',
  'features/auth/',
  'features/errors/',
  // The customer's side.
  'features/checkout/',
  'features/orders/',
  'features/customer/',
  'features/wishlist/',
  'features/account/',
  'features/account-recovery/',
  'features/newsletter/',
  'features/info/',
  'components/account/',
  'components/orders/',
  'components/ui/',
  'components/commerce/',
  // The vendor and admin workspaces.
  'features/vendor/',
  'features/vendor-insights/',
  'features/payouts/',
  'features/tax-reports/',
  'features/admin/',
  'components/charts/',
  'components/forms/',
  'lib/growth-format.ts',
  'lib/transfer-state.ts',
  'lib/order-status-text.ts',
  'lib/role-text.ts',
];

/**
 * Texts that stay the same in every language: proper names (the brand, the networks and the card
 * brands the footer names) and the languages named in themselves.
 */
export const UNTRANSLATED_TEXTS: readonly string[] = [
  'Mainstreet',
  'Facebook',
  'X (Twitter)',
  'Instagram',
  'LinkedIn',
  'Visa',
  'Mastercard',
  'American Express',
  'Apple Pay',
  'Google Pay',
  'English',
  'Français',
  // The card brands' logos (components/layout/brand-icons.tsx) spell their names.
  'VISA',
  'AMEX',
  'G Pay',
  'you@example.com',
];

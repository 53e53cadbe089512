import { defineConfig } from '@lingui/conf';

/**
 * Lingui's catalogs (docs/decisions/0018-lingui-for-english-and-french.md): messages are written in
 * English in the code with Lingui's macros, `pnpm --filter @mainstreet/web i18n:extract` collects
 * them into src/locales/<locale>.po, and the Vite plugin compiles the .po file a page imports.
 * The macros' runtime comes from src/lib/i18n/runtime.tsx (see there why).
 */
const EXCLUDE = ['**/*.test.*', '**/gql/**', '**/__fixtures__/**'];

/** Files of both workspaces (vendor and admin): their messages are in both catalogs. */
const WORKSPACE_SHARED = [
  '<rootDir>/src/components/charts',
  '<rootDir>/src/features/tax-reports/TaxReportTable.tsx',
  '<rootDir>/src/features/tax-reports/tax-report.csv.ts',
  '<rootDir>/src/features/tax-reports/tax-reports.hooks.ts',
  '<rootDir>/src/lib/growth-format.ts',
  '<rootDir>/src/lib/transfer-state.ts',
  '<rootDir>/src/lib/order-status-text.ts',
];

/** The areas' files (src/lib/i18n/areas.ts loads each area's catalog with its pages). */
const AREAS: Record<string, string[]> = {
  account: ['<rootDir>/src/features/auth', '<rootDir>/src/features/cart'],
  home: ['<rootDir>/src/features/catalog/HomePage.tsx'],
  products: [
    '<rootDir>/src/features/catalog/ProductsPage.tsx',
    '<rootDir>/src/features/catalog/ProductFiltersPanel.tsx',
    '<rootDir>/src/features/catalog/NoResultsHelp.tsx',
  ],
  product: [
    '<rootDir>/src/features/catalog/ProductDetailPage.tsx',
    '<rootDir>/src/features/catalog/FeatureProductToggle.tsx',
    '<rootDir>/src/features/catalog/feature-product.hooks.ts',
    '<rootDir>/src/features/catalog/catalog-page-meta.ts',
  ],
  shops: ['<rootDir>/src/features/catalog/VendorsPage.tsx', '<rootDir>/src/features/catalog/VendorShopPage.tsx', '<rootDir>/src/features/catalog/catalog-page-meta.ts'],
  // The customer's side (issue 20): each area loads with its pages.
  checkout: ['<rootDir>/src/features/checkout'],
  orders: ['<rootDir>/src/features/orders'],
  customer: [
    '<rootDir>/src/features/customer',
    '<rootDir>/src/features/wishlist',
    '<rootDir>/src/features/account',
  ],
  recovery: ['<rootDir>/src/features/account-recovery', '<rootDir>/src/features/newsletter'],
  // Components of every role's pages (a customer's and a shop's orders and settings, sign-up, password
  // reset): the pages that show one load this area too (app/app.routes.tsx).
  shared: [
    '<rootDir>/src/components/orders',
    '<rootDir>/src/components/account',
    '<rootDir>/src/components/ui/PasswordStrength.tsx',
    '<rootDir>/src/components/ui/password-strength.ts',
  ],
  info: ['<rootDir>/src/features/info'],
  // The 404 and unauthorized pages: out of the start-up catalog, which every first visit downloads.
  errors: ['<rootDir>/src/features/errors'],
  // The API's error messages by code and the shopping toasts: loaded with the customer's pages, and by
  // the storefront's product buttons when a shopper first uses them (components/commerce/commerce.hooks.ts).
  notices: [
    '<rootDir>/src/lib/api-error-messages.ts',
    // The newsletter form's answers: it loads this area as it sends.
    '<rootDir>/src/components/layout/newsletter-signup.hooks.ts',
    '<rootDir>/src/components/commerce/commerce-notices.ts',
    '<rootDir>/src/components/ui/CommerceToaster.tsx',
  ],
  // What shows on demand, not on a guest's first visit: the signed-in roles' navigation links, account
  // menu, sign-out dialog and search box, the mobile menu, the photo viewer and the search suggestions.
  // Out of the start-up catalog, which every first visit downloads; each loads it with its code.
  'on-demand': [
    '<rootDir>/src/components/layout/role-nav-links.ts',
    '<rootDir>/src/components/layout/AccountMenu.tsx',
    '<rootDir>/src/components/layout/SignOutDialog.tsx',
    '<rootDir>/src/components/layout/MobileMenuDrawer.tsx',
    '<rootDir>/src/components/layout/ProductSearchForm.tsx',
    '<rootDir>/src/components/catalog/ProductImageModal.tsx',
    '<rootDir>/src/components/catalog/SearchSuggestionsPopup.tsx',
  ],
  // The vendor and admin workspaces, each with the shared pieces its pages show (charts, transfer
  // states, growth figures, order statuses, the tax report's table).
  vendor: [
    '<rootDir>/src/features/vendor',
    '<rootDir>/src/features/vendor-insights',
    '<rootDir>/src/features/payouts',
    '<rootDir>/src/features/tax-reports/VendorTaxReportPage.tsx',
    '<rootDir>/src/components/forms',
    ...WORKSPACE_SHARED,
  ],
  admin: ['<rootDir>/src/features/admin', '<rootDir>/src/features/tax-reports/AdminTaxPage.tsx', '<rootDir>/src/lib/role-text.ts', ...WORKSPACE_SHARED],
  // The admin's first page, with a catalog of its own: the admin area's whole catalog would take the
  // dashboard's first load over its budget (web/e2e/bundle-budget.e2e.test.ts).
  'admin-dashboard': [
    '<rootDir>/src/features/admin/AdminDashboardPage.tsx',
    '<rootDir>/src/components/charts',
    '<rootDir>/src/lib/growth-format.ts',
    '<rootDir>/src/lib/order-status-text.ts',
  ],
};

/** Files of an area's folders that belong to another area's catalog instead. */
const AREA_EXCLUDES: Record<string, string[]> = {
  admin: ['<rootDir>/src/features/admin/AdminDashboardPage.tsx'],
};

export default defineConfig({
  sourceLocale: 'en-CA',
  locales: ['en-CA', 'fr-CA'],
  fallbackLocales: { default: 'en-CA' },
  // One catalog per area (lib/i18n/areas.ts): the storefront's shell, loaded at start-up, and the
  // others with their pages, so that a first visit downloads the texts it shows and few more.
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}',
      include: ['<rootDir>/src'],
      exclude: [...EXCLUDE, ...Object.values(AREAS).flat().map((path) => (/\.tsx?$/.test(path) ? path : `${path}/**`))],
    },
    ...Object.entries(AREAS).map(([area, include]) => ({ path: `<rootDir>/src/locales/${area}/{locale}`, include, exclude: [...EXCLUDE, ...(AREA_EXCLUDES[area] ?? [])] })),
  ],
  format: 'po',
  // Where each message is used, without line numbers: an edit elsewhere in a file does not touch the catalogs.
  formatOptions: { origins: true, lineNumbers: false },
  orderBy: 'messageId',
  runtimeConfigModule: {
    useLingui: ['@/lib/i18n/runtime', 'useLingui'],
    Trans: ['@/lib/i18n/trans', 'Trans'],
  },
});

/**
 * @deprecated Import `formatDollars` from `lib/money` instead. This alias remains only for
 * `features/vendor/VendorOrdersPage.tsx`, which is being changed on another branch; remove it when
 * that page imports `lib/money`.
 */
export { formatDollars as formatCad } from '../../lib/money';

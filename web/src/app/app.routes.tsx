import { lazy, type ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { PageMeta, type PageMetaProps } from '../components/meta/PageMeta';
import { AccountRedirect } from './AccountRedirect';
import { LogoutRoute } from './LogoutRoute';
import { RequireRole } from './RequireRole';
import { RootLayout } from './RootLayout';
import { ADMIN_ONLY, CUSTOMER_ONLY, VENDOR_ONLY } from '../lib/route-access.rules';
import { loadArea, type Area } from '../lib/i18n/areas';

/**
 * A page as its own dynamic import, so the first load carries only the shell (layout, navbar, footer,
 * guards). A page module's `meta` export (its title and description) is rendered with it, so those
 * texts load with the page, not with the shell; pages whose title depends on their data (a product, a
 * shop) render their own PageMeta instead.
 */
function page<P extends object>(load: () => Promise<{ default: ComponentType<P>; meta?: PageMetaProps }>, area?: Area | readonly Area[]) {
  const areas: readonly Area[] = area === undefined ? [] : typeof area === 'string' ? [area] : area;
  return lazy(() =>
    // The texts of its areas (lib/i18n/areas.ts) arrive with the page.
    Promise.all([load(), ...areas.map((one) => loadArea(one))]).then(([{ default: Page, meta }]) => ({
      default: meta
        ? (props: P) => (
            <>
              <PageMeta {...meta} />
              <Page {...props} />
            </>
          )
        : Page,
    })),
  );
}

const HomePage = page(() => import('../features/catalog/HomePage'), 'home');
const ProductsPage = page(() => import('../features/catalog/ProductsPage'), 'products');
const ProductDetailPage = page(() => import('../features/catalog/ProductDetailPage'), 'product');
const VendorsPage = page(() => import('../features/catalog/VendorsPage'), 'shops');
const VendorShopPage = page(() => import('../features/catalog/VendorShopPage'), 'shops');
const AboutPage = page(() => import('../features/info/AboutPage'), 'info');
const ServicesPage = page(() => import('../features/info/ServicesPage'), 'info');
const BlogPage = page(() => import('../features/info/BlogPage'), 'info');
// Its `notices` (the API's words) come with the first message sent (features/info/contact.hooks.ts).
const ContactPage = page(() => import('../features/info/ContactPage'), 'info');
const CustomerDashboardPage = page(() => import('../features/customer/CustomerDashboardPage'), ['customer', 'notices']);

const LoginPage = page(() => import('../features/auth/LoginPage'), ['account', 'notices']);
const SignupPage = page(() => import('../features/auth/SignupPage'), ['account', 'notices', 'shared']);
const NotFoundPage = page(() => import('../features/errors/NotFoundPage'), 'errors');
const UnauthorizedPage = page(() => import('../features/errors/UnauthorizedPage'), 'errors');
const ProfilePage = page(() => import('../features/account/ProfilePage'), ['customer', 'notices']);
const SettingsPage = page(() => import('../features/account/SettingsPage'), ['customer', 'notices', 'shared']);

const ForgotPasswordPage = page(() => import('../features/account-recovery/ForgotPasswordPage'), ['recovery', 'notices']);
const ResetPasswordPage = page(() => import('../features/account-recovery/ResetPasswordPage'), ['recovery', 'notices', 'shared']);
const VerifyEmailPage = page(() => import('../features/account-recovery/VerifyEmailPage'), ['recovery', 'notices']);
const NewsletterLinkPage = page(() => import('../features/newsletter/NewsletterLinkPage'), ['recovery', 'notices']);

// The admin console: each page its own chunk; the dashboard and analytics charts (nivo) load
// lazily inside those pages (components/charts/LazyCharts).
const AdminDashboardPage = page(() => import('../features/admin/AdminDashboardPage'), 'admin-dashboard');
const AdminUsersPage = page(() => import('../features/admin/AdminUsersPage'), ['admin', 'notices']);
const AdminAnalyticsPage = page(() => import('../features/admin/AdminAnalyticsPage'), ['admin', 'notices']);
const AdminVendorsPage = page(() => import('../features/admin/AdminVendorsPage'), ['admin', 'notices']);
const AdminAuditPage = page(() => import('../features/admin/AdminAuditPage'), ['admin', 'notices']);
const AdminRefundsPage = page(() => import('../features/admin/AdminRefundsPage'), ['admin', 'notices']);
const AdminMessagesPage = page(() => import('../features/admin/AdminMessagesPage'), ['admin', 'notices']);
const AdminProfilePage = page(() => import('../features/admin/AdminProfilePage'), ['admin', 'notices']);
const AdminPayoutsPage = page(() => import('../features/admin/AdminPayoutsPage'), ['admin', 'notices']);
const AdminTransfersPage = page(() => import('../features/admin/AdminTransfersPage'), ['admin', 'notices']);
const AdminTaxPage = page(() => import('../features/tax-reports/AdminTaxPage'), ['admin', 'notices']);
const VendorTaxReportPage = page(() => import('../features/tax-reports/VendorTaxReportPage'), 'vendor');

// Vendor insights: each page its own chunk; the sales and earnings charts (nivo) load
// lazily inside those pages (components/charts/LazyCharts).
const VendorSalesPage = page(() => import('../features/vendor-insights/VendorSalesPage'), ['vendor', 'notices']);
const VendorEarningsPage = page(() => import('../features/vendor-insights/VendorEarningsPage'), ['vendor', 'notices']);
const VendorInventoryPage = page(() => import('../features/vendor-insights/VendorInventoryPage'), ['vendor', 'notices']);
const VendorProfilePage = page(() => import('../features/vendor-insights/VendorProfilePage'), ['vendor', 'notices']);
// The change-password and sessions cards (components/account) are shared with the customer's settings.
const VendorSettingsPage = page(() => import('../features/vendor-insights/VendorSettingsPage'), ['vendor', 'shared', 'notices']);

// The vendor workspace: each page its own chunk, never part of the storefront's first load.
const VendorDashboardPage = page(() => import('../features/vendor/VendorDashboardPage'), ['vendor', 'notices']);
const VendorProductsPage = page(() => import('../features/vendor/VendorProductsPage'), ['vendor', 'notices']);
// The status badges (components/orders) are shared with the customer's orders.
const VendorOrdersPage = page(() => import('../features/vendor/VendorOrdersPage'), ['vendor', 'shared', 'notices']);
const VendorPayoutsPage = page(() => import('../features/payouts/VendorPayoutsPage'), ['vendor', 'notices']);

const CartPage = page(() => import('../features/cart/CartPage'), ['account', 'notices']);
const WishlistPage = page(() => import('../features/wishlist/WishlistPage'), ['customer', 'notices']);
const OrdersPage = page(() => import('../features/orders/OrdersPage'), ['orders', 'shared']);
const ReceiptPage = page(() => import('../features/orders/ReceiptPage'), 'orders');
const OrderConfirmationPage = page(() => import('../features/orders/OrderConfirmationPage'), 'orders');
// Its own chunk: Stripe.js and the payment form load only when a customer checks out.
const CheckoutPage = page(() => import('../features/checkout/CheckoutPage'), ['checkout', 'notices']);

export const appRoutes: RouteObject[] = [
  {
    // RootLayout holds the error boundary that keeps the navbar and footer on a page error.
    element: <RootLayout />,
    children: [
      {
        children: [
          // Public
          { index: true, element: <HomePage /> },
          { path: 'products', element: <ProductsPage /> },
          { path: 'product/:id', element: <ProductDetailPage /> },
          { path: 'vendors', element: <VendorsPage /> },
          // Public shop page; the static /vendor/<page> routes below outrank this dynamic one.
          { path: 'vendor/:id', element: <VendorShopPage /> },
          { path: 'about', element: <AboutPage /> },
          { path: 'services', element: <ServicesPage /> },
          { path: 'blog', element: <BlogPage /> },
          { path: 'contact', element: <ContactPage /> },
          { path: 'login', element: <LoginPage /> },
          { path: 'signup', element: <SignupPage /> },
          { path: 'logout', element: <LogoutRoute /> },
          { path: 'forgot-password', element: <ForgotPasswordPage /> },
          { path: 'reset-password/:token', element: <ResetPasswordPage /> },
          { path: 'verify-email/:token', element: <VerifyEmailPage /> },
          { path: 'newsletter/confirm/:token', element: <NewsletterLinkPage action="confirm" /> },
          { path: 'newsletter/unsubscribe/:token', element: <NewsletterLinkPage action="unsubscribe" /> },
          { path: 'unauthorized', element: <UnauthorizedPage /> },
          { path: '404', element: <NotFoundPage /> },

          // Shared by every signed-in role
          { path: 'profile', element: <AccountRedirect page="profile" /> },
          { path: 'settings', element: <AccountRedirect page="settings" /> },

          // Admin
          {
            path: 'admin',
            element: <RequireRole roles={ADMIN_ONLY} />,
            children: [
              { index: true, element: <Navigate to="/admin/dashboard" replace /> },
              { path: 'dashboard', element: <AdminDashboardPage /> },
              { path: 'users', element: <AdminUsersPage /> },
              { path: 'analytics', element: <AdminAnalyticsPage /> },
              { path: 'vendors', element: <AdminVendorsPage /> },
              { path: 'settings', element: <SettingsPage /> },
              // Admins edit username and email too (spec: admin profile), unlike the other roles.
              { path: 'profile', element: <AdminProfilePage /> },
              { path: 'audit', element: <AdminAuditPage /> },
              { path: 'refunds', element: <AdminRefundsPage /> },
              { path: 'messages', element: <AdminMessagesPage /> },
              { path: 'payouts', element: <AdminPayoutsPage /> },
              { path: 'transfers', element: <AdminTransfersPage /> },
              { path: 'taxes', element: <AdminTaxPage /> },
            ],
          },

          // Vendor
          {
            path: 'vendor',
            element: <RequireRole roles={VENDOR_ONLY} />,
            children: [
              { index: true, element: <Navigate to="/vendor/dashboard" replace /> },
              { path: 'dashboard', element: <VendorDashboardPage /> },
              { path: 'products', element: <VendorProductsPage /> },
              { path: 'orders', element: <VendorOrdersPage /> },
              { path: 'profile', element: <VendorProfilePage /> },
              { path: 'settings', element: <VendorSettingsPage /> },
              { path: 'sales', element: <VendorSalesPage /> },
              { path: 'inventory', element: <VendorInventoryPage /> },
              { path: 'earnings', element: <VendorEarningsPage /> },
              { path: 'payouts', element: <VendorPayoutsPage /> },
              { path: 'taxes', element: <VendorTaxReportPage /> },
            ],
          },

          // Customer
          {
            element: <RequireRole roles={CUSTOMER_ONLY} />,
            children: [
              {
                path: 'customer',
                children: [
                  { index: true, element: <Navigate to="/customer/dashboard" replace /> },
                  { path: 'dashboard', element: <CustomerDashboardPage /> },
                  { path: 'orders', element: <OrdersPage /> },
                  { path: 'profile', element: <ProfilePage /> },
                  { path: 'settings', element: <SettingsPage /> },
                  { path: 'wishlist', element: <WishlistPage /> },
                  { path: 'cart', element: <CartPage /> },
                ],
              },
              { path: 'checkout', element: <CheckoutPage /> },
              // Where the checkout lands; also linked from the orders list and the confirmation email.
              { path: 'orders/confirmation/:paymentId', element: <OrderConfirmationPage /> },
            ],
          },
          // A receipt: its customer, its shop or an admin (the API answers NOT_FOUND to anyone else).
          { path: 'orders/:id/receipt', element: <RequireRole />, children: [{ index: true, element: <ReceiptPage /> }] },
          // Short paths from the customer navbar; the guard applies at the target.
          { path: 'cart', element: <Navigate to="/customer/cart" replace /> },
          { path: 'orders', element: <Navigate to="/customer/orders" replace /> },
          { path: 'wishlist', element: <Navigate to="/customer/wishlist" replace /> },

          { path: '*', element: <Navigate to="/404" replace /> },
        ],
      },
    ],
  },
];

import { lazy } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { AccountRedirect } from './AccountRedirect';
import { LogoutRoute } from './LogoutRoute';
import { RequireRole } from './RequireRole';
import { RootLayout } from './RootLayout';
import { ADMIN_ONLY, CUSTOMER_ONLY, VENDOR_ONLY } from '../lib/route-access.rules';

// Every page is its own dynamic import, so the first load carries only the shell
// (layout, navbar, footer, guards).
const HomePage = lazy(() => import('../features/catalog/HomePage'));
const ProductsPage = lazy(() => import('../features/catalog/ProductsPage'));
const ProductDetailPage = lazy(() => import('../features/catalog/ProductDetailPage'));
const VendorsPage = lazy(() => import('../features/catalog/VendorsPage'));
const VendorShopPage = lazy(() => import('../features/catalog/VendorShopPage'));
const AboutPage = lazy(() => import('../features/info/AboutPage'));
const ServicesPage = lazy(() => import('../features/info/ServicesPage'));
const BlogPage = lazy(() => import('../features/info/BlogPage'));
const ContactPage = lazy(() => import('../features/info/ContactPage'));
const CustomerDashboardPage = lazy(() => import('../features/customer/CustomerDashboardPage'));

const LoginPage = lazy(() => import('../features/auth/LoginPage'));
const SignupPage = lazy(() => import('../features/auth/SignupPage'));
const NotFoundPage = lazy(() => import('../features/errors/NotFoundPage'));
const UnauthorizedPage = lazy(() => import('../features/errors/UnauthorizedPage'));
const ProfilePage = lazy(() => import('../features/account/ProfilePage'));
const SettingsPage = lazy(() => import('../features/account/SettingsPage'));

const ForgotPasswordPage = lazy(() => import('../features/account-recovery/ForgotPasswordPage'));
const ResetPasswordPage = lazy(() => import('../features/account-recovery/ResetPasswordPage'));
const VerifyEmailPage = lazy(() => import('../features/account-recovery/VerifyEmailPage'));

// The admin console: each page its own chunk; the dashboard and analytics charts (nivo) load
// lazily inside those pages (components/charts/LazyCharts).
const AdminDashboardPage = lazy(() => import('../features/admin/AdminDashboardPage'));
const AdminUsersPage = lazy(() => import('../features/admin/AdminUsersPage'));
const AdminAnalyticsPage = lazy(() => import('../features/admin/AdminAnalyticsPage'));
const AdminVendorsPage = lazy(() => import('../features/admin/AdminVendorsPage'));
const AdminAuditPage = lazy(() => import('../features/admin/AdminAuditPage'));
const AdminRefundsPage = lazy(() => import('../features/admin/AdminRefundsPage'));
const AdminProfilePage = lazy(() => import('../features/admin/AdminProfilePage'));
const AdminPayoutsPage = lazy(() => import('../features/admin/AdminPayoutsPage'));
const AdminTransfersPage = lazy(() => import('../features/admin/AdminTransfersPage'));
const AdminTaxPage = lazy(() => import('../features/tax-reports/AdminTaxPage'));
const VendorTaxReportPage = lazy(() => import('../features/tax-reports/VendorTaxReportPage'));

// Vendor insights: each page its own chunk; the sales and earnings charts (nivo) load
// lazily inside those pages (components/charts/LazyCharts).
const VendorSalesPage = lazy(() => import('../features/vendor-insights/VendorSalesPage'));
const VendorEarningsPage = lazy(() => import('../features/vendor-insights/VendorEarningsPage'));
const VendorInventoryPage = lazy(() => import('../features/vendor-insights/VendorInventoryPage'));
const VendorProfilePage = lazy(() => import('../features/vendor-insights/VendorProfilePage'));
const VendorSettingsPage = lazy(() => import('../features/vendor-insights/VendorSettingsPage'));

// The vendor workspace: each page its own chunk, never part of the storefront's first load.
const VendorDashboardPage = lazy(() => import('../features/vendor/VendorDashboardPage'));
const VendorProductsPage = lazy(() => import('../features/vendor/VendorProductsPage'));
const VendorOrdersPage = lazy(() => import('../features/vendor/VendorOrdersPage'));
const VendorPayoutsPage = lazy(() => import('../features/payouts/VendorPayoutsPage'));

const CartPage = lazy(() => import('../features/cart/CartPage'));
const WishlistPage = lazy(() => import('../features/wishlist/WishlistPage'));
const OrdersPage = lazy(() => import('../features/orders/OrdersPage'));
const ReceiptPage = lazy(() => import('../features/orders/ReceiptPage'));
// Its own chunk: Stripe.js and the payment form load only when a customer checks out.
const CheckoutPage = lazy(() => import('../features/checkout/CheckoutPage'));

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

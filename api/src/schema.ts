import 'reflect-metadata';
import { lexicographicSortSchema, printSchema, type GraphQLSchema } from 'graphql';
import { buildSchema } from 'type-graphql';
import { createPubSub } from '@graphql-yoga/subscription';
import { authChecker } from './common/auth-checker';
import type { AppPubSub } from './common/pubsub';
import { NotificationResolver } from './modules/notifications/notification.resolver';
import { ProductManagementResolver } from './modules/catalog/product-management.resolver';
import { SalesResolver } from './modules/sales/sales.resolver';
import { TaxReportResolver } from './modules/sales/tax-report.resolver';
import { TaxRatesResolver } from './modules/admin/tax-rates.resolver';
import { MyShopResolver } from './modules/vendors/my-shop.resolver';
import { AuthResolver } from './modules/auth/auth.resolver';
import { SessionResolver } from './modules/auth/session.resolver';
import { AccountRecoveryResolver } from './modules/auth/account-recovery.resolver';
import { CartResolver } from './modules/cart/cart.resolver';
import { CheckoutResolver } from './modules/checkout/checkout.resolver';
import { OrderResolver } from './modules/orders/order.resolver';
import { CheckoutConfirmationResolver } from './modules/orders/checkout-confirmation.resolver';
import { WishlistResolver } from './modules/wishlist/wishlist.resolver';
import { ProductResolver, ProductSearchConnectionResolver } from './modules/catalog/product.resolver';
import { UserResolver } from './modules/users/user.resolver';
import { VendorResolver } from './modules/vendors/vendor.resolver';
import { AdminUsersResolver } from './modules/admin/admin-users.resolver';
import { AdminVendorsResolver } from './modules/admin/admin-vendors.resolver';
import { AnalyticsResolver } from './modules/analytics/analytics.resolver';
import { AuditResolver } from './modules/audit/audit.resolver';
import { RefundResolver } from './modules/payments/refund.resolver';
import { PayoutsResolver } from './modules/payouts/payouts.resolver';
import { AdminPayoutsResolver } from './modules/payouts/admin-payouts.resolver';
import { ContactResolver } from './modules/contact/contact.resolver';
import { StorefrontPicksResolver } from './modules/catalog/storefront-picks.resolver';
import { NewsletterResolver } from './modules/newsletter/newsletter.resolver';

export async function createSchema(pubSub: AppPubSub = createPubSub()): Promise<GraphQLSchema> {
  const schema = await buildSchema({
    pubSub,
    resolvers: [
      AuthResolver,
      SessionResolver,
      AccountRecoveryResolver,
      UserResolver,
      ProductResolver,
      ProductSearchConnectionResolver,
      VendorResolver,
      CartResolver,
      WishlistResolver,
      CheckoutResolver,
      OrderResolver,
      CheckoutConfirmationResolver,
      NotificationResolver,
      ProductManagementResolver,
      SalesResolver,
      TaxReportResolver,
      TaxRatesResolver,
      MyShopResolver,
      AdminUsersResolver,
      AdminVendorsResolver,
      AnalyticsResolver,
      AuditResolver,
      RefundResolver,
      PayoutsResolver,
      AdminPayoutsResolver,
      ContactResolver,
      StorefrontPicksResolver,
      NewsletterResolver,
    ],
    authChecker,
    validate: { forbidUnknownValues: false },
  });
  // type-graphql has no option for the root types' descriptions; integrators read them first.
  schema.getQueryType()!.description = 'Reads. Each field says who may call it: Public, Customer, Vendor, Admin or Signed in.';
  schema.getMutationType()!.description = 'Changes. Each field says who may call it; every input is validated and a failed change leaves nothing behind.';
  const subscriptions = schema.getSubscriptionType();
  if (subscriptions) subscriptions.description = 'Pushes over graphql-ws on /graphql (token in connectionParams).';
  return schema;
}

/** The committed schema.graphql: sorted so it only changes when the API does. */
export function printSortedSchema(schema: GraphQLSchema): string {
  return `${printSchema(lexicographicSortSchema(schema))}\n`;
}

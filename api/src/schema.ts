import 'reflect-metadata';
import { lexicographicSortSchema, printSchema, type GraphQLSchema } from 'graphql';
import { buildSchema } from 'type-graphql';
import { authChecker } from './common/auth-checker';
import { AuthResolver } from './modules/auth/auth.resolver';
import { CartResolver } from './modules/cart/cart.resolver';
import { CheckoutResolver } from './modules/checkout/checkout.resolver';
import { OrderResolver } from './modules/orders/order.resolver';
import { WishlistResolver } from './modules/wishlist/wishlist.resolver';
import { ProductResolver } from './modules/catalog/product.resolver';
import { UserResolver } from './modules/users/user.resolver';
import { VendorResolver } from './modules/vendors/vendor.resolver';

export function createSchema(): Promise<GraphQLSchema> {
  return buildSchema({
    resolvers: [
      AuthResolver,
      UserResolver,
      ProductResolver,
      VendorResolver,
      CartResolver,
      WishlistResolver,
      CheckoutResolver,
      OrderResolver,
    ],
    authChecker,
    validate: { forbidUnknownValues: false },
  });
}

/** The committed schema.graphql: sorted so it only changes when the API does. */
export function printSortedSchema(schema: GraphQLSchema): string {
  return `${printSchema(lexicographicSortSchema(schema))}\n`;
}

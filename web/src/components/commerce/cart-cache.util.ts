import type { ApolloCache } from '@apollo/client';
import type { CartFieldsFragment } from '../../gql/graphql';
import { GetCartQuery } from './commerce.operations';

/**
 * Stores a cart a mutation returned as the answer to GetCart, so every GetCart watcher
 * (the cart page, the navbar badge) re-renders with it. The Cart type has no id, so Apollo
 * cannot normalise it; writing the query result is how the update reaches them.
 */
export function writeCart(cache: ApolloCache, cart: CartFieldsFragment | null | undefined): void {
  if (!cart) return;
  cache.writeQuery({ query: GetCartQuery, data: { cart } });
}

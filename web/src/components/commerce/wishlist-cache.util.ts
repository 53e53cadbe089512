import type { ApolloCache } from '@apollo/client';
import type { WishlistEntryFieldsFragment } from '../../gql/graphql';
import { GetWishlistProductIdsQuery, GetWishlistQuery } from './commerce.operations';

/**
 * Stores the wishlist a mutation returned as the answer to GetWishlist (see writeCart), and its
 * product ids as the answer to GetWishlistProductIds, so every product button shows it at once.
 */
export function writeWishlist(cache: ApolloCache, entries: WishlistEntryFieldsFragment[] | null | undefined): void {
  if (!entries) return;
  cache.writeQuery({ query: GetWishlistQuery, data: { wishlist: entries } });
  cache.writeQuery({ query: GetWishlistProductIdsQuery, data: { wishlistProductIds: entries.map((entry) => entry.product.id) } });
}

/** Takes a product off a cached wishlist (after "Move to Cart", which returns the cart). */
export function dropFromCachedWishlist(cache: ApolloCache, productId: string): void {
  cache.updateQuery({ query: GetWishlistQuery }, (data) =>
    data ? { wishlist: data.wishlist.filter((entry) => entry.product.id !== productId) } : data,
  );
  cache.updateQuery({ query: GetWishlistProductIdsQuery }, (data) =>
    data ? { wishlistProductIds: data.wishlistProductIds.filter((id) => id !== productId) } : data,
  );
}

import { graphql } from '../../gql';

// The wishlist page's own mutation. GetWishlist, AddToWishlist, RemoveFromWishlist and the
// WishlistEntryFields selection are shared with other screens (components/commerce/commerce.operations.ts).
export const MoveWishlistItemToCartMutation = graphql(`
  mutation MoveWishlistItemToCart($productId: ID!) {
    moveWishlistItemToCart(productId: $productId) {
      ...CartFields
    }
  }
`);

import { graphql } from '../../gql';

// The wishlist page's own mutations. GetWishlist, AddToWishlist and the WishlistEntryFields
// selection are shared with other screens (components/commerce/commerce.operations.ts).
export const RemoveFromWishlistMutation = graphql(`
  mutation RemoveFromWishlist($productId: ID!) {
    removeFromWishlist(productId: $productId) {
      ...WishlistEntryFields
    }
  }
`);

export const MoveWishlistItemToCartMutation = graphql(`
  mutation MoveWishlistItemToCart($productId: ID!) {
    moveWishlistItemToCart(productId: $productId) {
      ...CartFields
    }
  }
`);

import { graphql } from '../../gql';

// As with the cart, reads and writes share one selection so a mutation's answer can be
// written over the GetWishlist result.
export const WishlistEntryFieldsFragment = graphql(`
  fragment WishlistEntryFields on WishlistEntry {
    addedAt
    product {
      ...CommerceProductFields
    }
  }
`);

export const GetWishlistQuery = graphql(`
  query GetWishlist {
    wishlist {
      ...WishlistEntryFields
    }
  }
`);

export const AddToWishlistMutation = graphql(`
  mutation AddToWishlist($productId: ID!) {
    addToWishlist(productId: $productId) {
      ...WishlistEntryFields
    }
  }
`);

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

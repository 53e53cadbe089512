import { graphql } from '../../gql';

// The cart and wishlist documents that more than one screen needs: the product card's buttons
// add to either, the navbar shows the cart's count, and the wishlist moves items to the cart.
// One selection for every cart read and write: each cart mutation returns the whole cart,
// and writing it over the GetCart result (see cart-cache.util.ts) keeps the cart page and
// the navbar badge current without a refetch. A second, smaller cart query would replace
// the unnormalised Cart object with fewer fields and make the bigger one refetch.
// The wishlist's reads and writes share one selection in the same way.

// What a cart or wishlist line shows of its product (shared by both).
export const CommerceProductFieldsFragment = graphql(`
  fragment CommerceProductFields on Product {
    id
    name
    price
    image
    stock
    vendor {
      id
      businessName
    }
  }
`);

export const CartFieldsFragment = graphql(`
  fragment CartFields on Cart {
    itemCount
    subtotal
    tax
    total
    totalCents
    taxProvince
    taxes {
      label
      amount
    }
    items {
      quantity
      maxQuantity
      lineTotal
      product {
        ...CommerceProductFields
      }
    }
  }
`);

export const GetCartQuery = graphql(`
  query GetCart {
    cart {
      ...CartFields
    }
  }
`);

export const AddToCartMutation = graphql(`
  mutation AddToCart($productId: ID!, $quantity: Int! = 1) {
    addToCart(productId: $productId, quantity: $quantity) {
      ...CartFields
    }
  }
`);

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

// The products on the wishlist, as ids only: every product button shows whether its product is saved.
export const GetWishlistProductIdsQuery = graphql(`
  query GetWishlistProductIds {
    wishlistProductIds
  }
`);

export const RemoveFromWishlistMutation = graphql(`
  mutation RemoveFromWishlist($productId: ID!) {
    removeFromWishlist(productId: $productId) {
      ...WishlistEntryFields
    }
  }
`);

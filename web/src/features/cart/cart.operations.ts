import { graphql } from '../../gql';

// One selection for every cart read and write: each cart mutation returns the whole cart,
// and writing it over the GetCart result (see cart-cache.util.ts) keeps the cart page and
// the navbar badge current without a refetch. A second, smaller cart query would replace
// the unnormalised Cart object with fewer fields and make the bigger one refetch.
// What a cart or wishlist line shows of its product (shared by both, see wishlist.operations.ts).
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
    items {
      quantity
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

export const UpdateCartItemMutation = graphql(`
  mutation UpdateCartItem($productId: ID!, $quantity: Int!) {
    updateCartItem(productId: $productId, quantity: $quantity) {
      ...CartFields
    }
  }
`);

export const RemoveFromCartMutation = graphql(`
  mutation RemoveFromCart($productId: ID!) {
    removeFromCart(productId: $productId) {
      ...CartFields
    }
  }
`);

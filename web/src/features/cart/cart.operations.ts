import { graphql } from '../../gql';

// The cart page's own mutations. GetCart, AddToCart and the CartFields selection they all
// return are shared with other screens (components/commerce/commerce.operations.ts).
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

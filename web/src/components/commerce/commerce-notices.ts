import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * The shopping toasts (spec section 8's failures, and the confirmations), as messages of the
 * `notices` area: its catalog loads when a shopper first adds something (commerce.hooks.ts), not with
 * the storefront.
 */
export const addedToCart = (name: string | undefined): MessageDescriptor => (name ? msg`Added "${name}" to your cart.` : msg`Added to your cart.`);
export const nowInCart = (quantity: number): MessageDescriptor => msg`You now have ${quantity} in your cart.`;
export const savedToWishlist = (name: string | undefined): MessageDescriptor =>
  name ? msg`Saved "${name}" to your wishlist.` : msg`Saved to your wishlist.`;
export const removedFromWishlist = (name: string | undefined): MessageDescriptor =>
  name ? msg`Removed "${name}" from your wishlist.` : msg`Removed from your wishlist.`;
export const movedToCart = (name: string): MessageDescriptor => msg`Moved "${name}" to your cart.`;

export const ADD_TO_CART_FAILED = msg`Failed to add to cart`;
export const ADD_TO_WISHLIST_FAILED = msg`Failed to add to wishlist`;
export const REMOVE_FROM_WISHLIST_FAILED = msg`Failed to remove from wishlist`;

import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { AddToWishlistMutation } from '../wishlist/wishlist.operations';
import { writeWishlist } from '../wishlist/wishlist-cache.util';
import { AddToCartMutation } from './cart.operations';
import { writeCart } from './cart-cache.util';
import { commerceErrorMessage } from './commerce-error.util';
import { commerceToaster, SUCCESS_TOAST_MS } from './CommerceToaster';

/**
 * Add to Cart and Add to Wishlist for a signed-in customer, with the confirmation or
 * failure toast (spec section 8: "Failed to add to cart" / "Failed to add to wishlist").
 * Each resolves to whether it succeeded.
 */
export function useCommerceActions() {
  const [addToCartMutation] = useMutation(AddToCartMutation, {
    update: (cache, { data }) => writeCart(cache, data?.addToCart),
  });
  const [addToWishlistMutation] = useMutation(AddToWishlistMutation, {
    update: (cache, { data }) => writeWishlist(cache, data?.addToWishlist),
  });

  const addToCart = useCallback(
    async (productId: string, productName?: string): Promise<boolean> => {
      try {
        const { data } = await addToCartMutation({ variables: { productId, quantity: 1 } });
        const line = data?.addToCart.items.find((item) => item.product.id === productId);
        const name = line?.product.name ?? productName;
        commerceToaster.success({
          duration: SUCCESS_TOAST_MS,
          title: name ? `Added "${name}" to your cart.` : 'Added to your cart.',
          description: line ? `You now have ${line.quantity} in your cart.` : undefined,
        });
        return true;
      } catch (error) {
        commerceToaster.error({ title: commerceErrorMessage(error, 'Failed to add to cart') });
        return false;
      }
    },
    [addToCartMutation],
  );

  const addToWishlist = useCallback(
    async (productId: string, productName?: string): Promise<boolean> => {
      try {
        const { data } = await addToWishlistMutation({ variables: { productId } });
        const entry = data?.addToWishlist.find((item) => item.product.id === productId);
        const name = entry?.product.name ?? productName;
        commerceToaster.success({
          duration: SUCCESS_TOAST_MS,
          title: name ? `Saved "${name}" to your wishlist.` : 'Saved to your wishlist.',
        });
        return true;
      } catch (error) {
        commerceToaster.error({ title: commerceErrorMessage(error, 'Failed to add to wishlist') });
        return false;
      }
    },
    [addToWishlistMutation],
  );

  return { addToCart, addToWishlist };
}

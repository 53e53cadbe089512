import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import { commerceErrorMessage } from '../../lib/commerce-error.util';
import { commerceToaster, SUCCESS_TOAST_MS } from '../ui/commerce-toaster';

/**
 * Add to Cart and Add to Wishlist for a signed-in customer, with the confirmation or
 * failure toast (spec section 8: "Failed to add to cart" / "Failed to add to wishlist").
 * Each resolves to whether it succeeded. The mutations load on first use: product cards are
 * on every storefront page, but most visits never click them.
 */
export function useCommerceActions() {
  const client = useApolloClient();

  const addToCart = useCallback(
    async (productId: string, productName?: string): Promise<boolean> => {
      try {
        const { addToCart: mutate } = await import('./commerce-mutations');
        const cart = await mutate(client, productId);
        const line = cart?.items.find((item) => item.product.id === productId);
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
    [client],
  );

  const addToWishlist = useCallback(
    async (productId: string, productName?: string): Promise<boolean> => {
      try {
        const { addToWishlist: mutate } = await import('./commerce-mutations');
        const wishlist = await mutate(client, productId);
        const entry = wishlist?.find((item) => item.product.id === productId);
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
    [client],
  );

  return { addToCart, addToWishlist };
}

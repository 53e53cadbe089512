import { useMutation, useQuery } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { writeCart } from '../../components/commerce/cart-cache.util';
import { GetWishlistQuery, RemoveFromWishlistMutation } from '../../components/commerce/commerce.operations';
import { dropFromCachedWishlist, writeWishlist } from '../../components/commerce/wishlist-cache.util';
import { commerceToaster, SUCCESS_TOAST_MS } from '../../components/ui/commerce-toaster';
import { commerceErrorMessage } from '../../lib/commerce-error.util';
import { MoveWishlistItemToCartMutation } from './wishlist.operations';
import { movedToCart } from '../../components/commerce/commerce-notices';
import { useLingui } from '@lingui/react/macro';

type WishlistBusy = { productId: string; action: 'move' | 'remove' } | null;
type CardError = { productId: string; message: string } | null;

/**
 * The wishlist page's data: the saved products, and moving one to the cart or removing it. One
 * change runs at a time (`busy` says which); a failed one leaves a message on its card (the
 * server's for a stock or input refusal, else the spec's text) until the next.
 */
export function useWishlist() {
  const { data, loading, error } = useQuery(GetWishlistQuery, { fetchPolicy: 'cache-and-network' });
  const [removeFromWishlist] = useMutation(RemoveFromWishlistMutation, {
    update: (cache, { data: result }) => writeWishlist(cache, result?.removeFromWishlist),
  });
  const [moveWishlistItemToCart] = useMutation(MoveWishlistItemToCartMutation);
  const { i18n, t } = useLingui();
  const [busy, setBusy] = useState<WishlistBusy>(null);
  const [cardError, setCardError] = useState<CardError>(null);

  const moveToCart = useCallback(
    async (productId: string, name: string) => {
      setBusy({ productId, action: 'move' });
      setCardError(null);
      try {
        await moveWishlistItemToCart({
          variables: { productId },
          // The API moves it atomically and returns the cart: keep both views in step.
          update: (cache, { data: result }) => {
            if (!result) return;
            writeCart(cache, result.moveWishlistItemToCart);
            dropFromCachedWishlist(cache, productId);
          },
        });
        commerceToaster.success({ duration: SUCCESS_TOAST_MS, title: i18n._(movedToCart(name)) });
      } catch (err) {
        setCardError({ productId, message: commerceErrorMessage(err, t`Failed to move item to cart.`, i18n) });
      } finally {
        setBusy(null);
      }
    },
    [moveWishlistItemToCart, i18n, t],
  );

  const remove = useCallback(
    async (productId: string) => {
      setBusy({ productId, action: 'remove' });
      setCardError(null);
      try {
        await removeFromWishlist({ variables: { productId } });
      } catch (err) {
        setCardError({ productId, message: commerceErrorMessage(err, t`Failed to remove item.`, i18n) });
      } finally {
        setBusy(null);
      }
    },
    [removeFromWishlist, i18n, t],
  );

  return {
    entries: data?.wishlist,
    loading,
    error,
    busy,
    /** The message of the card's last failed change, or null. */
    errorOf: (productId: string) => (cardError?.productId === productId ? cardError.message : null),
    moveToCart,
    remove,
  };
}

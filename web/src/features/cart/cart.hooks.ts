import { useMutation, useQuery } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { writeCart } from '../../components/commerce/cart-cache.util';
import { GetCartQuery } from '../../components/commerce/commerce.operations';
import { commerceErrorMessage } from '../../lib/commerce-error.util';
import { roleMatches, useSession } from '../../lib/session.store';
import { RemoveFromCartMutation, UpdateCartItemMutation } from './cart.operations';
import { useLingui } from '@lingui/react/macro';

/**
 * The signed-in customer's cart item count, or undefined (guest, other role, not loaded): what
 * the navbar's Cart link shows as a badge. Cart mutations write the returned cart over this
 * query's result, so it stays current.
 */
export function useCartCount(): number | undefined {
  const session = useSession();
  const isCustomer = roleMatches(session?.role, 'Customer');
  const { data } = useQuery(GetCartQuery, { skip: !isCustomer });
  return isCustomer ? data?.cart.itemCount : undefined;
}

type LineError = { productId: string; message: string };


/**
 * The cart page's data: the customer's cart, and the changes to its lines. Each change writes
 * the cart the API returns over the cached one, so the page and the navbar badge show it. A line
 * is busy while its change runs; a failed change leaves a message on that line (the server's
 * for a stock or input refusal, else the spec's text) until the next change.
 */
export function useCart() {
  // The network answer refreshes stock and prices that may have changed since the last visit.
  const { data, loading, error } = useQuery(GetCartQuery, { fetchPolicy: 'cache-and-network' });
  const [updateCartItem] = useMutation(UpdateCartItemMutation, {
    update: (cache, { data: result }) => writeCart(cache, result?.updateCartItem),
  });
  const [removeFromCart] = useMutation(RemoveFromCartMutation, {
    update: (cache, { data: result }) => writeCart(cache, result?.removeFromCart),
  });
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());
  const [lineError, setLineError] = useState<LineError | null>(null);
  // Spec section 8's texts for a cart change that failed without a clearer server message.
  const { t } = useLingui();

  const change = useCallback(async (productId: string, run: () => Promise<unknown>, fallback: string) => {
    setLineError(null);
    setBusy((previous) => new Set(previous).add(productId));
    try {
      await run();
    } catch (err) {
      setLineError({ productId, message: commerceErrorMessage(err, fallback) });
    } finally {
      setBusy((previous) => {
        const next = new Set(previous);
        next.delete(productId);
        return next;
      });
    }
  }, []);

  /** Sets a line's quantity; the control offers 1 to the line's maxQuantity (the API's limit). */
  const setQuantity = useCallback(
    (productId: string, quantity: number) =>
      change(productId, () => updateCartItem({ variables: { productId, quantity } }), t`Failed to update cart.`),
    [change, updateCartItem, t],
  );

  const remove = useCallback(
    (productId: string) => change(productId, () => removeFromCart({ variables: { productId } }), t`Failed to remove item.`),
    [change, removeFromCart, t],
  );

  return {
    cart: data?.cart,
    loading,
    error,
    isBusy: (productId: string) => busy.has(productId),
    /** The message of the line's last failed change, or null. */
    errorOf: (productId: string) => (lineError?.productId === productId ? lineError.message : null),
    setQuantity,
    remove,
  };
}

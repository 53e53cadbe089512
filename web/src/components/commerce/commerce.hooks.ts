import { useApolloClient, useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { commerceErrorMessage } from '../../lib/commerce-error.util';
import { roleMatches, useSession } from '../../lib/session.store';
import { commerceToaster, SUCCESS_TOAST_MS } from '../ui/commerce-toaster';
import { GetCartQuery, GetWishlistProductIdsQuery } from './commerce.operations';
import { hasPendingAction, takePendingAction } from './pending-action.store';
import { loadArea } from '../../lib/i18n/areas';
import { useLingui } from '../../lib/i18n/runtime';

/**
 * The toasts' words (commerce-notices.ts) and their catalog (the `notices` area, with the API's
 * messages): loaded on a first action, not with the storefront.
 */
async function loadNotices(): Promise<typeof import('./commerce-notices')> {
  const [notices] = await Promise.all([import('./commerce-notices'), loadArea('notices').catch(() => undefined)]);
  return notices;
}

// The shopping actions every storefront screen shares. The cart and wishlist pages' own data
// hooks are in their features; these are here because the product cards and the navbar use them.

/**
 * Add to Cart and Add to Wishlist for a signed-in customer, with the confirmation or
 * failure toast (spec section 8: "Failed to add to cart" / "Failed to add to wishlist").
 * Each resolves to whether it succeeded. The mutations load on first use: product cards are
 * on every storefront page, but most visits never click them.
 */
export function useCommerceActions() {
  const client = useApolloClient();
  const { i18n } = useLingui();

  const addToCart = useCallback(
    async (productId: string, productName?: string): Promise<boolean> => {
      try {
        const [{ addToCart: mutate }, notices] = await Promise.all([import('./commerce-mutations'), loadNotices()]);
        const cart = await mutate(client, productId);
        const line = cart?.items.find((item) => item.product.id === productId);
        const name = line?.product.name ?? productName;
        commerceToaster.success({
          duration: SUCCESS_TOAST_MS,
          title: i18n._(notices.addedToCart(name)),
          description: line ? i18n._(notices.nowInCart(line.quantity)) : undefined,
        });
        return true;
      } catch (error) {
        const notices = await loadNotices();
        commerceToaster.error({ title: commerceErrorMessage(error, i18n._(notices.ADD_TO_CART_FAILED), i18n) });
        return false;
      }
    },
    [client, i18n],
  );

  const addToWishlist = useCallback(
    async (productId: string, productName?: string): Promise<boolean> => {
      try {
        const [{ addToWishlist: mutate }, notices] = await Promise.all([import('./commerce-mutations'), loadNotices()]);
        const wishlist = await mutate(client, productId);
        const entry = wishlist?.find((item) => item.product.id === productId);
        const name = entry?.product.name ?? productName;
        commerceToaster.success({ duration: SUCCESS_TOAST_MS, title: i18n._(notices.savedToWishlist(name)) });
        return true;
      } catch (error) {
        const notices = await loadNotices();
        commerceToaster.error({ title: commerceErrorMessage(error, i18n._(notices.ADD_TO_WISHLIST_FAILED), i18n) });
        return false;
      }
    },
    [client, i18n],
  );

  const removeFromWishlist = useCallback(
    async (productId: string, productName?: string): Promise<boolean> => {
      try {
        const [{ removeFromWishlist: mutate }, notices] = await Promise.all([import('./commerce-mutations'), loadNotices()]);
        await mutate(client, productId);
        commerceToaster.success({ duration: SUCCESS_TOAST_MS, title: i18n._(notices.removedFromWishlist(productName)) });
        return true;
      } catch (error) {
        const notices = await loadNotices();
        commerceToaster.error({ title: commerceErrorMessage(error, i18n._(notices.REMOVE_FROM_WISHLIST_FAILED), i18n) });
        return false;
      }
    },
    [client, i18n],
  );

  return { addToCart, addToWishlist, removeFromWishlist };
}

const NO_IDS: ReadonlySet<string> = new Set();

/**
 * The products on the signed-in customer's wishlist, for the product buttons' pressed state. One
 * query for every button on the page (Apollo shares it); add and remove write it (wishlist-cache.util.ts).
 */
export function useWishlistedIds(): ReadonlySet<string> {
  const session = useSession();
  const { data } = useQuery(GetWishlistProductIdsQuery, { skip: !roleMatches(session?.role, 'Customer') });
  return useMemo(() => (data ? new Set(data.wishlistProductIds) : NO_IDS), [data]);
}

/**
 * Carries out the Add to Cart / Add to Wishlist a guest clicked before signing in, once a
 * Customer is signed in (with the usual toast). Any other role drops it. Used once, by the
 * navbar, so it runs whichever page the login returns to.
 */
export function usePendingCommerceAction(): void {
  const session = useSession();
  const client = useApolloClient();
  const actions = useCommerceActions();
  const actionsRef = useRef(actions);
  useEffect(() => {
    actionsRef.current = actions;
  });

  const token = session?.token ?? null;
  const isCustomer = roleMatches(session?.role, 'Customer');

  useEffect(() => {
    if (!token || !hasPendingAction()) return;
    // Taken (removed) before running, so a re-render or a second mount cannot repeat it.
    const pending = takePendingAction();
    if (!pending || !isCustomer) return;
    void (async () => {
      if (pending.action === 'wishlist') {
        await actionsRef.current.addToWishlist(pending.productId);
        return;
      }
      const added = await actionsRef.current.addToCart(pending.productId);
      // Signing in resets the cache and refetches the cart at the same moment as this
      // mutation; fetch once more so an answer computed before the add cannot win.
      if (added) await client.refetchQueries({ include: [GetCartQuery] }).catch(() => undefined);
    })();
  }, [token, isCustomer, client]);
}

import { useApolloClient } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { roleMatches, useSession } from '../../lib/session.store';
import { GetCartQuery } from './commerce.operations';
import { useCommerceActions } from './commerce-actions.hook';
import { hasPendingAction, takePendingAction } from './pending-action.store';

/**
 * Carries out the Add to Cart / Add to Wishlist a guest clicked before signing in, once a
 * Customer is signed in (with the usual toast). Any other role drops it. Renders nothing;
 * mounted once, in the navbar, so it runs whichever page the login returns to.
 */
export function PendingCommerceAction() {
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

  return null;
}

import { Button, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { LuHeart, LuShoppingCart } from '../ui/storefront-icons';
import { useLocation, useNavigate } from 'react-router';
import type { LoginRedirectState } from '../../lib/login-redirect';
import { roleMatches, useSession } from '../../lib/session.store';
import { useCommerceActions, useWishlistedIds } from './commerce.hooks';
import { savePendingAction, type PendingAction } from './pending-action.store';
import { useLingui } from '@lingui/react/macro';

export interface ProductCommerceActionsProps {
  product: { id: string; name: string; stock: number };
  /** "detail": large buttons on the product page; "card": small ones on a product card. */
  variant?: 'detail' | 'card';
}

/**
 * Add to Cart and Add to Wishlist for a product shown to a shopper. A guest is sent to
 * /login and the action runs after they sign in as a Customer (see usePendingCommerceAction);
 * vendors and admins cannot shop, so they see no buttons. The wishlist button is a toggle: pressed
 * (a filled heart) while the product is on the wishlist, and pressing it again takes it off.
 */
export function ProductCommerceActions({ product, variant = 'detail' }: ProductCommerceActionsProps) {
  const session = useSession();
  const { t } = useLingui();
  const navigate = useNavigate();
  const location = useLocation();
  const { addToCart, addToWishlist, removeFromWishlist } = useCommerceActions();
  const wishlisted = useWishlistedIds().has(product.id);
  const [busy, setBusy] = useState<PendingAction['action'] | null>(null);

  if (session && !roleMatches(session.role, 'Customer')) return null;

  const soldOut = product.stock <= 0;
  const card = variant === 'card';

  async function run(action: PendingAction['action']) {
    if (!session) {
      savePendingAction(action, product.id);
      const state: LoginRedirectState = { from: location.pathname + location.search };
      void navigate('/login', { state });
      return;
    }
    setBusy(action);
    try {
      if (action === 'cart') await addToCart(product.id, product.name);
      else if (wishlisted) await removeFromWishlist(product.id, product.name);
      else await addToWishlist(product.id, product.name);
    } finally {
      setBusy(null);
    }
  }

  const cartLabel = soldOut ? t`Out of stock` : t`Add to Cart`;
  const wishlistLabel = card ? t`Wishlist` : t`Add to Wishlist`;

  return (
    <Stack direction={card ? 'row' : { base: 'column', sm: 'row' }} gap={card ? 2 : 3} wrap="wrap">
      <Button
        colorPalette="brand"
        size={card ? 'sm' : 'lg'}
        flex={card ? '1' : undefined}
        disabled={soldOut || busy !== null}
        loading={busy === 'cart'}
        onClick={() => void run('cart')}
        // On a grid of cards the product's name tells the buttons apart; the visible
        // label stays at the start of the accessible name.
        aria-label={card ? t`${cartLabel}: ${product.name}` : undefined}
      >
        <LuShoppingCart aria-hidden="true" />
        {cartLabel}
      </Button>
      <Button
        variant="outline"
        colorPalette="brand"
        size={card ? 'sm' : 'lg'}
        disabled={busy !== null}
        loading={busy === 'wishlist'}
        onClick={() => void run('wishlist')}
        aria-pressed={wishlisted}
        aria-label={card ? t`Add to Wishlist: ${product.name}` : undefined}
      >
        <LuHeart aria-hidden="true" fill={wishlisted ? 'currentColor' : 'none'} />
        {wishlistLabel}
      </Button>
    </Stack>
  );
}

import { Navbar } from '../components/layout/Navbar';
import { useCartCount } from '../features/cart/cart-count.hook';
import { PendingCommerceAction } from '../components/commerce/PendingCommerceAction';

/**
 * The navbar with what the shop puts in it: the cart's item count for the Cart link's badge, and
 * the guest's Add to Cart / Add to Wishlist carried out once they sign in (mounted here because
 * the navbar is on every page). The layout itself knows no feature.
 */
export function AppNavbar() {
  const cartCount = useCartCount();
  return (
    <>
      <Navbar cartCount={cartCount} />
      <PendingCommerceAction />
    </>
  );
}

import { Navbar } from '../components/layout/Navbar';
import { usePendingCommerceAction } from '../components/commerce/commerce.hooks';
import { useCartCount } from '../features/cart/cart.hooks';

/**
 * The navbar with what the shop puts in it: the cart's item count for the Cart link's badge, and
 * the guest's Add to Cart / Add to Wishlist carried out once they sign in (run here because the
 * navbar is on every page). The layout itself knows no feature.
 */
export function AppNavbar() {
  const cartCount = useCartCount();
  usePendingCommerceAction();
  return <Navbar cartCount={cartCount} />;
}

import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Outlet } from 'react-router';
import { createTestClient, LocationProbe, renderRoutes, setSession } from './testing.utils';
import type { CartFieldsFragment } from '../gql/graphql';
import { testCart, testProduct } from '../components/commerce/cart.test-util';
import { commerceToaster } from '../components/ui/commerce-toaster';
import LoginPage from '../features/auth/LoginPage';
import ProductDetailPage from '../features/catalog/ProductDetailPage';
import { AppNavbar } from './AppNavbar';

const honey = testProduct({ id: 'p7', name: 'Wildflower Honey', price: 14, stock: 6 });

const productData = {
  product: {
    __typename: 'Product',
    id: 'p7',
    name: 'Wildflower Honey',
    description: 'Raw honey.',
    price: 14,
    stock: 6,
    category: 'Pantry',
    images: [],
    image: null,
    vendor: { __typename: 'Vendor', id: 'v3', businessName: 'Simcoe Apiaries' },
  },
};

/** The app's shape in small: the navbar (badge, pending action) above the routed page. */
function setup(loginRole: string) {
  // The server's cart: empty until AddToCart puts the honey in it.
  let serverCart: CartFieldsFragment = testCart([]);
  const { client, operations } = createTestClient((operation) => {
    switch (operation.operationName) {
      case 'GetProduct':
        return { data: productData };
      case 'Login':
        return { data: { login: { __typename: 'AuthPayload', token: 'tok-1', role: loginRole, name: 'Alice' } } };
      case 'GetCart':
        return { data: { cart: serverCart } };
      case 'AddToCart':
        serverCart = testCart([{ product: honey, quantity: 1 }]);
        return { data: { addToCart: serverCart } };
      case 'AddToWishlist':
        return {
          data: { addToWishlist: [{ __typename: 'WishlistEntry', addedAt: '2026-11-21T15:00:00.000Z', product: honey }] },
        };
      default:
        return { data: null };
    }
  });
  const { router } = renderRoutes(
    [
      {
        element: (
          <>
            <AppNavbar />
            <Outlet />
            <LocationProbe />
          </>
        ),
        children: [
          { path: '/product/:id', element: <ProductDetailPage /> },
          { path: '/login', element: <LoginPage /> },
        ],
      },
    ],
    { client, path: '/product/p7' },
  );
  return { user: userEvent.setup(), operations, router };
}

async function signIn(user: UserEvent) {
  await user.click(await screen.findByLabelText(/Email Address/));
  await user.paste('alice@mainstreet.test');
  await user.click(screen.getByLabelText(/^Password/));
  await user.paste('Password123!');
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

const sent = (operations: { operationName?: string }[], name: string) => operations.filter((o) => o.operationName === name);

describe('Add to Cart / Add to Wishlist for a guest', () => {
  beforeEach(() => {
    setSession(null);
    sessionStorage.clear();
  });
  afterEach(async () => {
    await commerceToaster.removeAll();
    sessionStorage.clear();
  });

  it('sends the guest to /login, then adds the product to the cart once they sign in as a Customer', async () => {
    const { user, operations } = setup('Customer');

    await user.click(await screen.findByRole('button', { name: 'Add to Cart' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
    // Nothing was sent for the guest; the intent waits in this tab's storage.
    expect(sent(operations, 'AddToCart')).toHaveLength(0);
    expect(JSON.parse(sessionStorage.getItem('mainstreet.pendingAction') ?? '{}')).toMatchObject({
      action: 'cart',
      productId: 'p7',
    });

    await signIn(user);

    // Back on the product page, with the item in the cart and a confirmation.
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/product/p7'));
    expect(await screen.findByText('Added "Wildflower Honey" to your cart.')).toBeInTheDocument();
    expect(sent(operations, 'AddToCart')).toEqual([
      { operationName: 'AddToCart', variables: { productId: 'p7', quantity: 1 } },
    ]);
    expect(await screen.findByRole('link', { name: 'Cart, 1 item', hidden: true })).toBeInTheDocument();
    expect(sessionStorage.getItem('mainstreet.pendingAction')).toBeNull();
  });

  it('saves to the wishlist after sign-in when that was the click', async () => {
    const { user, operations } = setup('Customer');
    await user.click(await screen.findByRole('button', { name: 'Add to Wishlist' }));
    await signIn(user);
    expect(await screen.findByText('Saved "Wildflower Honey" to your wishlist.')).toBeInTheDocument();
    expect(sent(operations, 'AddToWishlist')).toEqual([{ operationName: 'AddToWishlist', variables: { productId: 'p7' } }]);
    expect(sent(operations, 'AddToCart')).toHaveLength(0);
  });

  it('drops the pending action when a vendor signs in, and shows a vendor no shopping buttons', async () => {
    const { user, operations } = setup('Vendor');
    await user.click(await screen.findByRole('button', { name: 'Add to Cart' }));
    await signIn(user);
    // The product page is public, so the login returns the vendor there.
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/product/p7'));
    expect(await screen.findByRole('heading', { name: 'Wildflower Honey' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(sent(operations, 'AddToCart')).toHaveLength(0);
    expect(sessionStorage.getItem('mainstreet.pendingAction')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add to Cart' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add to Wishlist' })).not.toBeInTheDocument();
  });
});

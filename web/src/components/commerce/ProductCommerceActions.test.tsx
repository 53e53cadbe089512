import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestClient, renderAt, setSession, type MockResponder } from '../../app/testing.utils';
import { commerceToaster } from '../ui/commerce-toaster';
import { CommerceToaster } from '../ui/CommerceToaster';
import { graphQLError, testCart, testProduct } from './cart.test-util';
import { ProductCommerceActions, type ProductCommerceActionsProps } from './ProductCommerceActions';

const honey = testProduct({ id: 'p7', name: 'Wildflower Honey', price: 14, stock: 6 });

function setup(
  respond: MockResponder,
  { role = 'Customer', product = { id: 'p7', name: 'Wildflower Honey', stock: 6 }, variant }: {
    role?: string | null;
    product?: ProductCommerceActionsProps['product'];
    variant?: ProductCommerceActionsProps['variant'];
  } = {},
) {
  setSession(role ? { token: 't', role } : null);
  const { client, operations } = createTestClient(respond);
  renderAt(
    <>
      <ProductCommerceActions product={product} variant={variant} />
      <CommerceToaster />
    </>,
    { client, path: '/product/p7' },
  );
  return { user: userEvent.setup(), operations };
}

describe('ProductCommerceActions', () => {
  afterEach(async () => {
    await commerceToaster.removeAll();
  });

  it('adds one unit to the cart and confirms', async () => {
    const { user, operations } = setup(() => ({ data: { addToCart: testCart([{ product: honey, quantity: 2 }]) } }));
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByText('Added "Wildflower Honey" to your cart.')).toBeInTheDocument();
    expect(screen.getByText('You now have 2 in your cart.')).toBeInTheDocument();
    expect(operations.filter((o) => o.operationName !== 'GetWishlistProductIds')).toEqual([
      { operationName: 'AddToCart', variables: { productId: 'p7', quantity: 1 } },
    ]);
  });

  it("shows the server's OUT_OF_STOCK message", async () => {
    const { user } = setup(() => graphQLError('Only 6 of "Wildflower Honey" left in stock.', 'OUT_OF_STOCK'));
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByText('Only 6 of "Wildflower Honey" left in stock.')).toBeInTheDocument();
  });

  it('says "Failed to add to cart" / "Failed to add to wishlist" for other failures', async () => {
    const { user } = setup(() => ({ errors: [{ message: 'Unexpected error.' }] }));
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByText('Failed to add to cart')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add to Wishlist' }));
    expect(await screen.findByText('Failed to add to wishlist')).toBeInTheDocument();
  });

  const entry = { __typename: 'WishlistEntry', addedAt: '2026-11-21T15:00:00.000Z', product: honey };

  it('saves to the wishlist, shows the button pressed, and a second press takes it off', async () => {
    const { user, operations } = setup(({ operationName }) => {
      if (operationName === 'GetWishlistProductIds') return { data: { wishlistProductIds: [] } };
      if (operationName === 'AddToWishlist') return { data: { addToWishlist: [entry] } };
      return { data: { removeFromWishlist: [] } };
    });
    const button = screen.getByRole('button', { name: 'Add to Wishlist' });
    await waitFor(() => expect(operations.map((o) => o.operationName)).toContain('GetWishlistProductIds'));
    expect(button).toHaveAttribute('aria-pressed', 'false');

    await user.click(button);
    expect(await screen.findByText('Saved "Wildflower Honey" to your wishlist.')).toBeInTheDocument();
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'true'));

    await user.click(button);
    expect(await screen.findByText('Removed "Wildflower Honey" from your wishlist.')).toBeInTheDocument();
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'false'));
    expect(operations.filter((o) => o.operationName !== 'GetWishlistProductIds')).toEqual([
      { operationName: 'AddToWishlist', variables: { productId: 'p7' } },
      { operationName: 'RemoveFromWishlist', variables: { productId: 'p7' } },
    ]);
  });

  it('shows a product already on the wishlist as pressed', async () => {
    setup(() => ({ data: { wishlistProductIds: ['p1', 'p7'] } }), { variant: 'card' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add to Wishlist: Wildflower Honey' })).toHaveAttribute('aria-pressed', 'true'));
  });

  it('asks a guest for nothing and shows the button not pressed', () => {
    const { operations } = setup(() => ({ data: null }), { role: null });
    expect(screen.getByRole('button', { name: 'Add to Wishlist' })).toHaveAttribute('aria-pressed', 'false');
    expect(operations).toHaveLength(0);
  });

  it('disables Add to Cart for a sold-out product', () => {
    setup(() => ({ data: null }), { product: { id: 'p7', name: 'Wildflower Honey', stock: 0 } });
    expect(screen.getByRole('button', { name: 'Out of stock' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Add to Wishlist' })).toBeEnabled();
  });

  it('names the product on the small card buttons', () => {
    setup(() => ({ data: null }), { variant: 'card' });
    expect(screen.getByRole('button', { name: 'Add to Cart: Wildflower Honey' })).toHaveTextContent('Add to Cart');
    expect(screen.getByRole('button', { name: 'Add to Wishlist: Wildflower Honey' })).toHaveTextContent('Wishlist');
  });

  it.each(['Vendor', 'admin'])('shows no shopping buttons to a signed-in %s', async (role) => {
    const { operations } = setup(() => ({ data: null }), { role });
    await waitFor(() => expect(screen.getByTestId('location')).toBeInTheDocument());
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(operations).toHaveLength(0);
  });
});
